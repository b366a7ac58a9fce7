-- Technique: Hidden single (row or column)
-- Rating: 1.5
--
-- Rule: when a digit can go in only one cell of a row or of a column, it goes
-- there, whatever other candidates that cell has.

INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'place', min(cell), d, row_unit, min(cell), d
FROM cand
GROUP BY row_unit, d
HAVING count(*) = 1
UNION ALL
SELECT 'place', min(cell), d, col_unit, min(cell), d
FROM cand
GROUP BY col_unit, d
HAVING count(*) = 1;
