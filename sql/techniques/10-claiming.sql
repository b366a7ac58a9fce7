-- Technique: Locked candidates (claiming)
-- Rating: 2.8
--
-- Rule: when, inside a row (or column), every cell that can hold a digit lies
-- in the same box, the digit must go in that box on that line. So no other
-- cell of the box, off the line, can hold it.

WITH line_box (line, d, box, cells) AS MATERIALIZED (
  SELECT row_unit, d, min(box_unit), group_concat(cell)
  FROM cand
  GROUP BY row_unit, d
  HAVING count(*) > 1 AND min(box_unit) = max(box_unit)
  UNION ALL
  SELECT col_unit, d, min(box_unit), group_concat(cell)
  FROM cand
  GROUP BY col_unit, d
  HAVING count(*) > 1 AND min(box_unit) = max(box_unit)
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, lb.line, lb.cells, lb.d
FROM line_box AS lb
JOIN cand AS k ON k.box_unit = lb.box AND k.d = lb.d
WHERE lb.line NOT IN (k.row_unit, k.col_unit);
