-- Technique: Cell or region forcing chains
-- Rating: 8.0
-- Chains: xy
--
-- Rule: a cell must hold one of its digits, and a digit must go in one of its
-- places in a unit. Follow chains from each of those choices in turn: a
-- candidate that every choice makes true is true, and one that every choice
-- makes false is false. Rated by the length of all the chains together.

WITH cell_target (home, cell, d, truth) AS MATERIALIZED (
  SELECT home, cell, d, truth FROM cell_choice_agreement WHERE choices >= 3
),
region_target (unit, rd, cell, d, truth) AS MATERIALIZED (
  SELECT unit, rd, cell, d, truth FROM region_choice_agreement
),
by_cell (home, cell, d, truth, size, ends) AS (
  SELECT t.home, t.cell, t.d, t.truth, sum(i.depth + 1),
         group_concat(i.src || ':' || i.cell || ':' || i.d || ':' || i.truth, ' ' ORDER BY i.src)
  FROM cell_target AS t
  JOIN cand AS k ON k.cell = t.home
  JOIN imp AS i ON i.src = 20 * k.cell + 2 * k.d + 1 AND i.cell = t.cell AND i.d = t.d AND i.truth = t.truth
  GROUP BY t.home, t.cell, t.d, t.truth
),
by_region (unit, rd, cell, d, truth, size, ends) AS (
  SELECT t.unit, t.rd, t.cell, t.d, t.truth, sum(i.depth + 1),
         group_concat(i.src || ':' || i.cell || ':' || i.d || ':' || i.truth, ' ' ORDER BY i.src)
  FROM region_target AS t
  JOIN unit_cell AS uc ON uc.unit = t.unit
  JOIN cand AS k ON k.cell = uc.cell AND k.d = t.rd
  JOIN imp AS i ON i.src = 20 * k.cell + 2 * k.d + 1 AND i.cell = t.cell AND i.d = t.d AND i.truth = t.truth
  GROUP BY t.unit, t.rd, t.cell, t.d, t.truth
),
every (unit, pattern, cell, d, truth, size, ends) AS (
  SELECT NULL, home, cell, d, truth, size, ends FROM by_cell
  UNION ALL
  SELECT b.unit,
         (SELECT group_concat(x.cell) FROM unit_cell AS x JOIN cand AS y ON y.cell = x.cell AND y.d = b.rd WHERE x.unit = b.unit),
         b.cell, b.d, b.truth, b.size, b.ends
  FROM by_region AS b
)
INSERT INTO found (act, cell, d, unit, pattern, digits, rating, chain)
SELECT CASE truth WHEN 0 THEN 'elim' ELSE 'place' END, cell, d, unit, pattern, d,
       8.0 + 0.1 * (SELECT count(*) FROM length_step WHERE size - 2 > above), ends
FROM every;
