-- Nested forcing chains, level 1 (Sudoku Explainer's "Dynamic Forcing Chains
-- (+)", rated 9.0 + length; see sql/techniques/33-dynamic-forcing-chains-plus.sql):
-- the inner rules, run when plain dynamic propagation has stopped. For every
-- assumption still alive, on the grid it has left (the candidates, less those
-- it has made false), the first of these rules that removes anything there:
--   1 pointing or claiming, 2 hidden pair, 3 naked pair, 4 X-Wing.
-- Its removals join the assumption's chain as candidates made false at
-- :depth + 1 (via -2), each resting on the candidates the assumption had made
-- false and that made the pattern (nested_parent): the places of the digit
-- outside the line or box, the pair's other digits or places, the X-Wing's
-- other places. At a stall none of these rules removes anything from the
-- grid itself, so every removal here holds only under the assumption.
-- Returns how many candidates were made false.

DELETE FROM nested_new;

INSERT INTO nested_new (src, cell, d, rule, u1, u2, x)
WITH live (src) AS MATERIALIZED (
  SELECT src FROM imp WHERE depth = 0 AND src NOT IN (SELECT src FROM dead_src)
),
rem (src, cell, d, ru, cu, bu) AS MATERIALIZED (
  SELECT s.src, k.cell, k.d, k.row_unit, k.col_unit, k.box_unit
  FROM live AS s CROSS JOIN cand AS k
  WHERE NOT EXISTS (SELECT 1 FROM imp AS o WHERE o.src = s.src AND o.cell = k.cell AND o.d = k.d AND o.truth = 0)
),
-- 1: a digit's places in a box all in one row or column (pointing), or in a line all in one box (claiming).
box_in_row (src, d, bu, line) AS (
  SELECT src, d, bu, min(ru) FROM rem GROUP BY src, d, bu HAVING min(ru) = max(ru)
),
box_in_col (src, d, bu, line) AS (
  SELECT src, d, bu, min(cu) FROM rem GROUP BY src, d, bu HAVING min(cu) = max(cu)
),
row_in_box (src, d, ru, bu) AS (
  SELECT src, d, ru, min(bu) FROM rem GROUP BY src, d, ru HAVING min(bu) = max(bu)
),
col_in_box (src, d, cu, bu) AS (
  SELECT src, d, cu, min(bu) FROM rem GROUP BY src, d, cu HAVING min(bu) = max(bu)
),
r1 (src, cell, d, u1, u2, x) AS (
  SELECT p.src, e.cell, p.d, p.bu, p.line, 0 FROM box_in_row AS p JOIN rem AS e ON e.src = p.src AND e.d = p.d AND e.ru = p.line AND e.bu <> p.bu
  UNION SELECT p.src, e.cell, p.d, p.bu, p.line, 0 FROM box_in_col AS p JOIN rem AS e ON e.src = p.src AND e.d = p.d AND e.cu = p.line AND e.bu <> p.bu
  UNION SELECT p.src, e.cell, p.d, p.ru, p.bu, 0 FROM row_in_box AS p JOIN rem AS e ON e.src = p.src AND e.d = p.d AND e.bu = p.bu AND e.ru <> p.ru
  UNION SELECT p.src, e.cell, p.d, p.cu, p.bu, 0 FROM col_in_box AS p JOIN rem AS e ON e.src = p.src AND e.d = p.d AND e.bu = p.bu AND e.cu <> p.cu
),
-- A digit with two places in a unit (hidden pair, X-Wing), and a cell with two digits (naked pair).
two_places (src, unit, d, c1, c2) AS MATERIALIZED (
  SELECT r.src, x.unit, r.d, min(r.cell), max(r.cell)
  FROM rem AS r JOIN unit_cell AS x ON x.cell = r.cell
  GROUP BY r.src, x.unit, r.d HAVING count(*) = 2
),
two_digits (src, cell, d1, d2) AS MATERIALIZED (
  SELECT src, cell, min(d), max(d) FROM rem GROUP BY src, cell HAVING count(*) = 2
),
-- 2: two digits with the same two places in a unit: the other digits of those cells go.
r2 (src, cell, d, u1, u2, x) AS (
  SELECT a.src, e.cell, e.d, a.unit, a.d * 10 + b.d, a.c1 * 100 + a.c2
  FROM two_places AS a
  JOIN two_places AS b ON b.src = a.src AND b.unit = a.unit AND b.c1 = a.c1 AND b.c2 = a.c2 AND b.d > a.d
  JOIN rem AS e ON e.src = a.src AND e.cell IN (a.c1, a.c2) AND e.d NOT IN (a.d, b.d)
),
-- 3: two cells of a unit with the same two digits: those digits go from the unit's other cells.
r3 (src, cell, d, u1, u2, x) AS (
  SELECT a.src, e.cell, e.d, x.unit, a.cell * 100 + b.cell, 0
  FROM two_digits AS a
  JOIN two_digits AS b ON b.src = a.src AND b.d1 = a.d1 AND b.d2 = a.d2 AND b.cell > a.cell
  JOIN unit_cell AS x ON x.cell = a.cell
  JOIN unit_cell AS y ON y.unit = x.unit AND y.cell = b.cell
  JOIN unit_cell AS z ON z.unit = x.unit AND z.cell NOT IN (a.cell, b.cell)
  JOIN rem AS e ON e.src = a.src AND e.cell = z.cell AND e.d IN (a.d1, a.d2)
),
-- 4: a digit with two places in each of two rows, in the same two columns (or the other way round): it goes from the rest of those columns.
r4 (src, cell, d, u1, u2, x) AS (
  SELECT a.src, e.cell, a.d, a.unit, b.unit, 0
  FROM two_places AS a
  JOIN two_places AS b ON b.src = a.src AND b.d = a.d AND b.unit > a.unit
       AND (b.c1 - a.c1) % 9 = 0 AND (b.c2 - a.c2) % 9 = 0 AND a.c1 / 9 = a.c2 / 9
  JOIN rem AS e ON e.src = a.src AND e.d = a.d AND e.cell / 9 NOT IN (a.c1 / 9, b.c1 / 9) AND e.cell % 9 IN (a.c1 % 9, a.c2 % 9)
  WHERE a.unit < 9 AND b.unit < 9
  UNION
  SELECT a.src, e.cell, a.d, a.unit, b.unit, 0
  FROM two_places AS a
  JOIN two_places AS b ON b.src = a.src AND b.d = a.d AND b.unit > a.unit
       AND b.c1 / 9 = a.c1 / 9 AND b.c2 / 9 = a.c2 / 9 AND a.c1 % 9 = a.c2 % 9
  JOIN rem AS e ON e.src = a.src AND e.d = a.d AND e.cell % 9 NOT IN (a.c1 % 9, b.c1 % 9) AND e.cell / 9 IN (a.c1 / 9, a.c2 / 9)
  WHERE a.unit BETWEEN 9 AND 17 AND b.unit BETWEEN 9 AND 17
),
every (src, cell, d, rule, u1, u2, x) AS (
  SELECT src, cell, d, 1, u1, u2, x FROM r1
  UNION ALL SELECT src, cell, d, 2, u1, u2, x FROM r2
  UNION ALL SELECT src, cell, d, 3, u1, u2, x FROM r3
  UNION ALL SELECT src, cell, d, 4, u1, u2, x FROM r4
),
first_rule (src, rule) AS (
  SELECT src, min(rule) FROM every GROUP BY src
)
-- One pattern for each candidate removed (the first by its units), whole.
SELECT src, cell, d, rule, u1, u2, x FROM (
  SELECT e.src, e.cell, e.d, e.rule, e.u1, e.u2, e.x, min(e.u1 * 100000 + e.u2)
  FROM every AS e JOIN first_rule AS f ON f.src = e.src AND f.rule = e.rule
  GROUP BY e.src, e.cell, e.d
);

-- The candidates the assumption made false that made each pattern.
INSERT OR IGNORE INTO nested_parent (src, cell, d, pcell, pd)
SELECT n.src, n.cell, n.d, o.cell, o.d
FROM nested_new AS n
JOIN imp AS o ON o.src = n.src AND o.truth = 0
JOIN cand AS k ON k.cell = o.cell AND k.d = o.d
WHERE CASE n.rule
  -- pointing (u1 box, u2 line): the digit's places in the box off the line; claiming (u1 line, u2 box): in the line off the box
  WHEN 1 THEN o.d = n.d AND (
    (n.u1 >= 18 AND k.box_unit = n.u1 AND k.row_unit <> n.u2 AND k.col_unit <> n.u2)
    OR (n.u1 < 18 AND (k.row_unit = n.u1 OR k.col_unit = n.u1) AND k.box_unit <> n.u2))
  -- hidden pair (u1 unit, u2 = 10 * d1 + d2, x = 100 * cell1 + cell2): the two digits' other places in the unit
  WHEN 2 THEN o.d IN (n.u2 / 10, n.u2 % 10) AND o.cell IN (SELECT cell FROM unit_cell WHERE unit = n.u1)
    AND o.cell NOT IN (n.x / 100, n.x % 100)
  -- naked pair (u2 = 100 * cell1 + cell2): the two cells' other digits
  WHEN 3 THEN o.cell IN (n.u2 / 100, n.u2 % 100)
  -- X-Wing (u1, u2 the two lines): the digit's other places in them
  ELSE o.d = n.d AND (k.row_unit IN (n.u1, n.u2) OR k.col_unit IN (n.u1, n.u2))
END;

INSERT OR IGNORE INTO imp (src, cell, d, truth, depth, pcell, pd, via)
SELECT n.src, n.cell, n.d, 0, :depth + 1, p.pcell, p.pd, -2
FROM nested_new AS n
JOIN nested_parent AS p ON p.src = n.src AND p.cell = n.cell AND p.d = n.d
WHERE NOT EXISTS (SELECT 1 FROM imp AS o WHERE o.src = n.src AND o.cell = n.cell AND o.d = n.d AND o.truth = 0)
GROUP BY n.src, n.cell, n.d
HAVING p.pcell * 10 + p.pd = min(p.pcell * 10 + p.pd);

SELECT count(*) FROM imp WHERE depth = :depth + 1 AND via = -2;
