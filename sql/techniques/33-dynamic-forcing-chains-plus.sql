-- Technique: Dynamic forcing chains (+)
-- Rating: 9.0
-- Chains: nested1
-- Summary: contradiction, double, cell, region, with inner rules
--
-- Rule: dynamic forcing chains (as the 8.5 ones) that, where a chain stops,
-- look at the grid its assumption has left: if a pointing or claiming, a
-- hidden pair, a naked pair or an X-Wing (the first of these that removes
-- anything) removes candidates there, they are false under the assumption
-- too, and the chain goes on from them. Used only for a deep rating, after
-- every technique below has found nothing (Sudoku Explainer's nested level 1).
-- Rated by the length of all the chains together, counting the candidates
-- each removal by an inner rule rests on.

WITH clash (src, size, ends) AS (
  SELECT a.src, a.depth + b.depth + 2,
         a.src || ':' || a.cell || ':' || a.d || ':1 ' || b.src || ':' || b.cell || ':' || b.d || ':0'
  FROM imp AS a
  JOIN imp AS b ON b.src = a.src AND b.cell = a.cell AND b.d = a.d AND b.truth = 0
  WHERE a.truth = 1
),
contradiction (act, cell, d, unit, pattern, size, ends) AS (
  SELECT CASE src % 2 WHEN 1 THEN 'elim' ELSE 'place' END, src / 20, (src % 20) / 2, NULL, src / 20, min(size), ends
  FROM clash GROUP BY src
),
double (act, cell, d, unit, pattern, size, ends) AS (
  -- both the candidate and its negation imply the same; only in cells with three or more digits
  SELECT CASE a.truth WHEN 0 THEN 'elim' ELSE 'place' END, a.cell, a.d, NULL, a.src / 20, a.depth + b.depth + 2,
         a.src || ':' || a.cell || ':' || a.d || ':' || a.truth || ' ' || b.src || ':' || b.cell || ':' || b.d || ':' || b.truth
  FROM imp AS a
  JOIN imp AS b ON b.src = a.src - 1 AND b.cell = a.cell AND b.d = a.d AND b.truth = a.truth
  WHERE a.src % 2 = 1 AND a.depth > 0 AND b.depth > 0
    AND (SELECT count(*) FROM cand WHERE cand.cell = a.src / 20) >= 3
),
cell_target (home, cell, d, truth) AS MATERIALIZED (
  SELECT home, cell, d, truth FROM cell_choice_agreement
),
region_target (unit, rd, cell, d, truth) AS MATERIALIZED (
  SELECT unit, rd, cell, d, truth FROM region_choice_agreement
),
by_cell (act, cell, d, unit, pattern, size, ends) AS (
  SELECT CASE t.truth WHEN 0 THEN 'elim' ELSE 'place' END, t.cell, t.d, NULL, t.home, sum(i.depth + 1),
         group_concat(i.src || ':' || i.cell || ':' || i.d || ':' || i.truth, ' ' ORDER BY i.src)
  FROM cell_target AS t
  JOIN cand AS k ON k.cell = t.home
  JOIN imp AS i ON i.src = 20 * k.cell + 2 * k.d + 1 AND i.cell = t.cell AND i.d = t.d AND i.truth = t.truth
  GROUP BY t.home, t.cell, t.d, t.truth
),
by_region (act, cell, d, unit, pattern, size, ends) AS (
  SELECT CASE t.truth WHEN 0 THEN 'elim' ELSE 'place' END, t.cell, t.d, t.unit,
         (SELECT group_concat(x.cell) FROM unit_cell AS x JOIN cand AS y ON y.cell = x.cell AND y.d = t.rd WHERE x.unit = t.unit),
         sum(i.depth + 1), group_concat(i.src || ':' || i.cell || ':' || i.d || ':' || i.truth, ' ' ORDER BY i.src)
  FROM region_target AS t
  JOIN unit_cell AS uc ON uc.unit = t.unit
  JOIN cand AS k ON k.cell = uc.cell AND k.d = t.rd
  JOIN imp AS i ON i.src = 20 * k.cell + 2 * k.d + 1 AND i.cell = t.cell AND i.d = t.d AND i.truth = t.truth
  GROUP BY t.unit, t.rd, t.cell, t.d, t.truth
),
every (act, cell, d, unit, pattern, size, ends) AS (
  SELECT * FROM contradiction
  UNION ALL SELECT * FROM double
  UNION ALL SELECT * FROM by_cell
  UNION ALL SELECT * FROM by_region
)
INSERT INTO found (act, cell, d, unit, pattern, digits, rating, chain)
SELECT act, cell, d, unit, pattern, d,
       9.0 + 0.1 * (SELECT count(*) FROM length_step WHERE size - 2 > above), ends
FROM every;
