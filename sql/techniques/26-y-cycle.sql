-- Technique: Y-cycle
-- Rating: 6.5
-- Chains: y
-- Group: static chains
-- Summary: a loop of cells with two digits
--
-- Rule: a loop of cells with two digits each, each cell joined to the next
-- by a digit they share and that sees each other. Going round, each cell's
-- digits are true and false in turn, one way round or the other; so a cell
-- outside the loop that sees a digit true one way round and the same digit
-- true the other way round cannot hold it. Rated as chains, by length
-- (Sudoku Explainer's bidirectional Y-cycle).

DELETE FROM loop_closing;

-- The loops whose strong links are cells' only two digits.
INSERT INTO loop_closing SELECT src, yc, yd, zc, zd FROM loop_close WHERE through_cell;

INSERT INTO found (act, cell, d, unit, pattern, digits, rating, chain)
SELECT 'elim', cell, d, NULL, cells, digits, 6.5 + 0.1 * (SELECT count(*) FROM length_step WHERE size - 2 > above), chain
FROM loop_elimination;
