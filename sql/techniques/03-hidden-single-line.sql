-- Technique: Hidden single (row or column)
-- Rating: 1.5
--
-- Rule: when a digit can go in only one cell of a row or of a column, it goes
-- there, whatever other candidates that cell has.

INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'place', min(k.cell), k.d, c.row_unit, min(k.cell), k.d
FROM cand AS k JOIN cell AS c ON c.id = k.cell
GROUP BY c.row_unit, k.d
HAVING count(*) = 1
UNION ALL
SELECT 'place', min(k.cell), k.d, c.col_unit, min(k.cell), k.d
FROM cand AS k JOIN cell AS c ON c.id = k.cell
GROUP BY c.col_unit, k.d
HAVING count(*) = 1;
