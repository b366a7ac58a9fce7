-- Technique: Hidden single (box)
-- Rating: 1.2
--
-- Rule: when a digit can go in only one cell of a box, it goes there, whatever
-- other candidates that cell has.

INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'place', min(k.cell), k.d, c.box_unit, min(k.cell), k.d
FROM cand AS k JOIN cell AS c ON c.id = k.cell
GROUP BY c.box_unit, k.d
HAVING count(*) = 1;
