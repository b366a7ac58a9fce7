-- Technique: Direct claiming
-- Rating: 1.9
--
-- Rule: when, inside a row (or column), every cell that can hold a digit lies
-- in one box, the digit cannot go elsewhere in that box. If that leaves
-- another row (or column) through the box with only one cell for the digit,
-- the digit goes there at once.

WITH line_box (line, d, box, across, cells) AS MATERIALIZED (
  -- the claiming lines: 'across' is true for a row
  SELECT row_unit, d, min(box_unit), 1, group_concat(cell)
  FROM cand
  GROUP BY row_unit, d
  HAVING count(*) > 1 AND min(box_unit) = max(box_unit)
  UNION ALL
  SELECT col_unit, d, min(box_unit), 0, group_concat(cell)
  FROM cand
  GROUP BY col_unit, d
  HAVING count(*) > 1 AND min(box_unit) = max(box_unit)
),
other_line (line, d, box, across, cells, line3) AS (
  -- another line of the same kind through the box, where the digit has a place in the box
  SELECT DISTINCT lb.line, lb.d, lb.box, lb.across, lb.cells,
         CASE lb.across WHEN 1 THEN k.row_unit ELSE k.col_unit END
  FROM line_box AS lb
  JOIN cand AS k ON k.d = lb.d AND k.box_unit = lb.box
   AND lb.line <> CASE lb.across WHEN 1 THEN k.row_unit ELSE k.col_unit END
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'place', min(k.cell), o.d, o.line3, o.cells, o.d
FROM other_line AS o
JOIN cand AS k ON k.d = o.d AND k.box_unit <> o.box
 AND o.line3 = CASE o.across WHEN 1 THEN k.row_unit ELSE k.col_unit END
GROUP BY o.line, o.d, o.line3
HAVING count(*) = 1;
