-- Technique: Full house
-- Rating: 1.0
--
-- Rule: when a row, column or box has only one empty cell left, that cell
-- takes the one digit the unit is still missing.
--
-- In pencil marks: the unit has exactly one candidate left in all its cells.

INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'place', min(cell), min(d), row_unit, min(cell), min(d) FROM cand GROUP BY row_unit HAVING count(*) = 1
UNION ALL
SELECT 'place', min(cell), min(d), col_unit, min(cell), min(d) FROM cand GROUP BY col_unit HAVING count(*) = 1
UNION ALL
SELECT 'place', min(cell), min(d), box_unit, min(cell), min(d) FROM cand GROUP BY box_unit HAVING count(*) = 1;
