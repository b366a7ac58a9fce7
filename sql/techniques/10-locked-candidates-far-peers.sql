-- Technique: Locked candidates (seen by every place)
-- Rating: 2.9
-- Needs: variant
-- Summary: anti-knight's and anti-king's peers, and every unit of a variant
--
-- Rule: in a variant, a cell can see cells outside its row, column and box
-- (a knight's or king's move away, or along a diagonal or window). When
-- every cell of a unit that can hold a digit sees one same cell, that cell
-- cannot hold the digit: it would leave the unit no place for it. Pointing
-- and claiming are the classic cases; this one is rated just above them.

WITH places (unit, d, n, cells) AS MATERIALIZED (
  -- where digit d can go in a unit: how many cells, and which
  SELECT uc.unit, k.d, count(*), group_concat(k.cell)
  FROM cand AS k JOIN unit_cell AS uc ON uc.cell = k.cell
  GROUP BY uc.unit, k.d
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', t.cell, t.d, pl.unit, pl.cells, pl.d
FROM places AS pl
JOIN unit_cell AS uc ON uc.unit = pl.unit
JOIN cand AS k ON k.cell = uc.cell AND k.d = pl.d
JOIN peer AS p ON p.cell = k.cell
JOIN cand AS t ON t.cell = p.peer AND t.d = pl.d
GROUP BY pl.unit, pl.d, t.cell
HAVING count(*) = min(pl.n);
