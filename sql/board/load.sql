-- Load a puzzle: :puzzle is 81 characters, a digit 1-9 for a given and '.' for
-- a blank. Every empty cell starts with the digits that none of its peers hold.

DELETE FROM grid;
DELETE FROM cand;
DELETE FROM found;

INSERT INTO grid (cell, d, how, row_unit, col_unit, box_unit)
SELECT id, CAST(substr(:puzzle, id + 1, 1) AS INTEGER), 'given', row_unit, col_unit, box_unit
FROM cell
WHERE substr(:puzzle, id + 1, 1) BETWEEN '1' AND '9';

INSERT INTO cand (cell, d, row_unit, col_unit, box_unit)
SELECT c.id, x.d, c.row_unit, c.col_unit, c.box_unit
FROM cell AS c, digit AS x
WHERE c.id NOT IN (SELECT cell FROM grid)
  AND NOT EXISTS (SELECT 1 FROM peer AS p JOIN grid AS g ON g.cell = p.peer
                  WHERE p.cell = c.id AND g.d = x.d);
