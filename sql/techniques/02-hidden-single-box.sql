-- Technique: Hidden single (box)
-- Rating: 1.2
--
-- Rule: when a digit can go in only one cell of a box, it goes there, whatever
-- other candidates that cell has.

INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'place', min(cell), d, box_unit, min(cell), d
FROM cand
GROUP BY box_unit, d
HAVING count(*) = 1;
