-- Technique: Locked candidates (pointing)
-- Rating: 2.6
--
-- Rule: when, inside a box, every cell that can hold a digit lies in the same
-- row (or column), the digit must go in that row inside the box. So no other
-- cell of that row, outside the box, can hold it.

WITH box_line (box, d, line, cells) AS (
  SELECT c.box_unit, k.d, min(c.row_unit), group_concat(k.cell)
  FROM cand AS k JOIN cell AS c ON c.id = k.cell
  GROUP BY c.box_unit, k.d
  HAVING count(*) > 1 AND min(c.row_unit) = max(c.row_unit)
  UNION ALL
  SELECT c.box_unit, k.d, min(c.col_unit), group_concat(k.cell)
  FROM cand AS k JOIN cell AS c ON c.id = k.cell
  GROUP BY c.box_unit, k.d
  HAVING count(*) > 1 AND min(c.col_unit) = max(c.col_unit)
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, bl.box, bl.cells, bl.d
FROM box_line AS bl
JOIN unit_cell AS uc ON uc.unit = bl.line
JOIN cand AS k ON k.cell = uc.cell AND k.d = bl.d
JOIN cell AS c ON c.id = k.cell
WHERE c.box_unit <> bl.box;
