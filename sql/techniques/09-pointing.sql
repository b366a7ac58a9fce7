-- Technique: Locked candidates (pointing)
-- Rating: 2.6
--
-- Rule: when, inside a box, every cell that can hold a digit lies in the same
-- row (or column), the digit must go in that row inside the box. So no other
-- cell of that row, outside the box, can hold it.

WITH box_line (box, d, line, cells) AS MATERIALIZED (
  SELECT box_unit, d, min(row_unit), group_concat(cell)
  FROM cand
  GROUP BY box_unit, d
  HAVING count(*) > 1 AND min(row_unit) = max(row_unit)
  UNION ALL
  SELECT box_unit, d, min(col_unit), group_concat(cell)
  FROM cand
  GROUP BY box_unit, d
  HAVING count(*) > 1 AND min(col_unit) = max(col_unit)
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, bl.box, bl.cells, bl.d
FROM box_line AS bl JOIN cand AS k ON k.row_unit = bl.line AND k.d = bl.d
WHERE k.box_unit <> bl.box
UNION ALL
SELECT 'elim', k.cell, k.d, bl.box, bl.cells, bl.d
FROM box_line AS bl JOIN cand AS k ON k.col_unit = bl.line AND k.d = bl.d
WHERE k.box_unit <> bl.box;
