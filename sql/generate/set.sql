-- Make the givens those of :puzzle, with the grid's digits: the puzzle a
-- bank attempt starts from, or a neighbour it moves to.
DELETE FROM gen_puzzle;

INSERT INTO gen_puzzle (cell, d) SELECT cell, d FROM gen_grid WHERE substr(:puzzle, cell + 1, 1) <> '.';
