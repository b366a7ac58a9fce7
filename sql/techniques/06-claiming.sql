-- Technique: Locked candidates (claiming)
-- Rating: 2.8
--
-- Rule: when, inside a row (or column), every cell that can hold a digit lies
-- in the same box, the digit must go in that box on that line. So no other
-- cell of the box, off the line, can hold it.

WITH line_box (line, d, box, cells) AS (
  SELECT c.row_unit, k.d, min(c.box_unit), group_concat(k.cell)
  FROM cand AS k JOIN cell AS c ON c.id = k.cell
  GROUP BY c.row_unit, k.d
  HAVING count(*) > 1 AND min(c.box_unit) = max(c.box_unit)
  UNION ALL
  SELECT c.col_unit, k.d, min(c.box_unit), group_concat(k.cell)
  FROM cand AS k JOIN cell AS c ON c.id = k.cell
  GROUP BY c.col_unit, k.d
  HAVING count(*) > 1 AND min(c.box_unit) = max(c.box_unit)
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, lb.line, lb.cells, lb.d
FROM line_box AS lb
JOIN unit_cell AS uc ON uc.unit = lb.box
JOIN cand AS k ON k.cell = uc.cell AND k.d = lb.d
JOIN cell AS c ON c.id = k.cell
WHERE c.row_unit <> lb.line AND c.col_unit <> lb.line;
