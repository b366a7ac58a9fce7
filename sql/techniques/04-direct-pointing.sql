-- Technique: Direct pointing
-- Rating: 1.7
--
-- Rule: when, inside a box, every cell that can hold a digit lies in one row
-- (or column), the digit cannot go elsewhere on that line. If that leaves
-- another box along the line with only one cell for the digit, the digit goes
-- there at once.

WITH box_line (box, d, line, across, cells) AS MATERIALIZED (
  -- the pointing boxes: 'across' is true when the line is a row
  SELECT box_unit, d, min(row_unit), 1, group_concat(cell)
  FROM cand
  GROUP BY box_unit, d
  HAVING count(*) > 1 AND min(row_unit) = max(row_unit)
  UNION ALL
  SELECT box_unit, d, min(col_unit), 0, group_concat(cell)
  FROM cand
  GROUP BY box_unit, d
  HAVING count(*) > 1 AND min(col_unit) = max(col_unit)
),
other_box (box, d, line, across, cells, box3) AS (
  -- another box the line runs through, where the digit has a place on the line
  SELECT DISTINCT bl.box, bl.d, bl.line, bl.across, bl.cells, k.box_unit
  FROM box_line AS bl
  JOIN cand AS k ON k.d = bl.d AND k.box_unit <> bl.box
   AND bl.line = CASE bl.across WHEN 1 THEN k.row_unit ELSE k.col_unit END
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'place', min(k.cell), o.d, o.box3, o.cells, o.d
FROM other_box AS o
JOIN cand AS k ON k.box_unit = o.box3 AND k.d = o.d
 AND o.line <> CASE o.across WHEN 1 THEN k.row_unit ELSE k.col_unit END
GROUP BY o.box, o.d, o.line, o.box3
HAVING count(*) = 1;
