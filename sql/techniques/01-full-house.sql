-- Technique: Full house
-- Rating: 1.0
--
-- Rule: when a row, column or box has only one empty cell left, that cell
-- takes the one digit the unit is still missing.

INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'place', k.cell, k.d, last.unit, k.cell, k.d
FROM (SELECT uc.unit, min(uc.cell) AS cell
      FROM unit_cell AS uc JOIN cand AS k ON k.cell = uc.cell
      GROUP BY uc.unit
      HAVING min(uc.cell) = max(uc.cell)) AS last
JOIN cand AS k ON k.cell = last.cell
GROUP BY k.cell
HAVING count(*) = 1;
