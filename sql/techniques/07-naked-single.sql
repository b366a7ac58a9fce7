-- Technique: Naked single
-- Rating: 2.3
--
-- Rule: when an empty cell has only one candidate left, that digit goes there.

INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'place', cell, min(d), NULL, cell, min(d)
FROM cand
GROUP BY cell
HAVING count(*) = 1;
