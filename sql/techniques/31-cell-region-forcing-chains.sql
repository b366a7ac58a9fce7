-- Technique: Cell or region forcing chains
-- Rating: 8.0
-- Chains: xy
--
-- Rule: a cell must hold one of its digits, and a digit must go in one of its
-- places in a unit. Follow chains from each of those choices in turn: a
-- candidate that every choice makes true is true, and one that every choice
-- makes false is false. Rated by the length of all the chains together.

WITH home (cell, n) AS MATERIALIZED (
  SELECT cell, count(*) FROM cand GROUP BY cell HAVING count(*) >= 3
),
region (unit, d, n) AS MATERIALIZED (
  SELECT uc.unit, k.d, count(*) FROM cand AS k JOIN unit_cell AS uc ON uc.cell = k.cell
  GROUP BY uc.unit, k.d HAVING count(*) >= 2
),
by_cell (home, cell, d, truth, size, ends) AS (
  SELECT h.cell, i.cell, i.d, i.truth, sum(i.depth + 1),
         group_concat(i.src || ':' || i.cell || ':' || i.d || ':' || i.truth, ' ')
  FROM home AS h
  JOIN cand AS k ON k.cell = h.cell
  JOIN imp AS i ON i.src = 20 * k.cell + 2 * k.d + 1 AND i.depth > 0
  GROUP BY h.cell, i.cell, i.d, i.truth
  HAVING count(*) = max(h.n)
),
by_region (unit, rd, cell, d, truth, size, ends) AS (
  SELECT r.unit, r.d, i.cell, i.d, i.truth, sum(i.depth + 1),
         group_concat(i.src || ':' || i.cell || ':' || i.d || ':' || i.truth, ' ')
  FROM region AS r
  JOIN unit_cell AS uc ON uc.unit = r.unit
  JOIN cand AS k ON k.cell = uc.cell AND k.d = r.d
  JOIN imp AS i ON i.src = 20 * k.cell + 2 * k.d + 1 AND i.depth > 0
  GROUP BY r.unit, r.d, i.cell, i.d, i.truth
  HAVING count(*) = max(r.n)
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
