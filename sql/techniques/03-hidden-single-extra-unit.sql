-- Technique: Hidden single (diagonal or window)
-- Rating: 1.5
-- Needs: variant
-- Summary: X-Sudoku's diagonals and Windoku's windows
--
-- Rule: in a variant with extra units (X-Sudoku's two main diagonals,
-- Windoku's four windows), each extra unit holds every digit once, as a row
-- does. So when a digit can go in only one cell of a diagonal or a window,
-- it goes there. Rated as a hidden single in a row.

INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'place', min(k.cell), k.d, uc.unit, min(k.cell), k.d
FROM cand AS k JOIN unit_cell AS uc ON uc.cell = k.cell
WHERE uc.unit >= 27
GROUP BY uc.unit, k.d
HAVING count(*) = 1;
