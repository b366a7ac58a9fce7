-- Apply what a technique found: write each placed digit in the grid, then
-- rub out the pencil marks it settles: every candidate of the placed cell and
-- the placed digit everywhere else in its row, column and box. Last, remove
-- every candidate the technique eliminated. :how says whether a digit came
-- from logic or from a guess.

INSERT OR IGNORE INTO grid (cell, d, how, row_unit, col_unit, box_unit)
SELECT f.cell, f.d, :how, c.row_unit, c.col_unit, c.box_unit
FROM found AS f JOIN cell AS c ON c.id = f.cell
WHERE f.act = 'place';

DELETE FROM cand
WHERE cell IN (SELECT cell FROM found WHERE act = 'place')
   OR (row_unit, d) IN (SELECT row_unit, d FROM grid WHERE cell IN (SELECT cell FROM found WHERE act = 'place'))
   OR (col_unit, d) IN (SELECT col_unit, d FROM grid WHERE cell IN (SELECT cell FROM found WHERE act = 'place'))
   OR (box_unit, d) IN (SELECT box_unit, d FROM grid WHERE cell IN (SELECT cell FROM found WHERE act = 'place'));

DELETE FROM cand WHERE (cell, d) IN (SELECT cell, d FROM found WHERE act = 'elim');

DELETE FROM found;
