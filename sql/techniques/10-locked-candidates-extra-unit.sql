-- Technique: Locked candidates (diagonal or window)
-- Rating: 2.8
-- Needs: variant
-- Summary: X-Sudoku's diagonals and Windoku's windows against rows, columns and boxes
--
-- Rule: in a variant with extra units, when every cell of a unit that can
-- hold a digit also lies in a second unit, and one of the two is a diagonal
-- or a window, the digit must go in the cells the two share. So no other
-- cell of the second unit can hold it. Rated as claiming.

WITH places (unit, d, n, cells) AS MATERIALIZED (
  -- where digit d can go in a unit: how many cells, and which
  SELECT uc.unit, k.d, count(*), group_concat(k.cell)
  FROM cand AS k JOIN unit_cell AS uc ON uc.cell = k.cell
  GROUP BY uc.unit, k.d
  HAVING count(*) > 1
),
locked (a, b, d, cells) AS MATERIALIZED (
  -- every place of d in unit a lies in unit b too
  SELECT p.unit, ub.unit, p.d, p.cells
  FROM places AS p
  JOIN unit_cell AS ua ON ua.unit = p.unit
  JOIN cand AS k ON k.cell = ua.cell AND k.d = p.d
  JOIN unit_cell AS ub ON ub.cell = k.cell AND ub.unit <> p.unit
  WHERE p.unit >= 27 OR ub.unit >= 27
  GROUP BY p.unit, ub.unit, p.d
  HAVING count(*) = min(p.n)
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, l.a, l.cells, l.d
FROM locked AS l
JOIN unit_cell AS x ON x.unit = l.b
JOIN cand AS k ON k.cell = x.cell AND k.d = l.d
WHERE NOT EXISTS (SELECT 1 FROM unit_cell AS y WHERE y.unit = l.a AND y.cell = k.cell);
