-- Technique: XY-cycle
-- Rating: 7.0
-- Chains: xy
-- Group: static chains
-- Summary: a loop through cells and units
--
-- Rule: a loop whose links alternate strong and weak, where a strong link is
-- either the only two places of a digit in a unit or the only two digits of
-- a cell. Each candidate of the loop is true one way round and false the
-- other, so a cell outside the loop that sees a digit true one way round and
-- the same digit true the other way cannot hold it. Rated as chains, by
-- length (Sudoku Explainer's bidirectional cycle).

DELETE FROM loop_closing;

-- Every loop the chains close, strong links of either kind.
INSERT INTO loop_closing SELECT src, yc, yd, zc, zd FROM loop_close;

INSERT INTO found (act, cell, d, unit, pattern, digits, rating, chain)
SELECT 'elim', cell, d, NULL, cells, digits, 7.0 + 0.1 * (SELECT count(*) FROM length_step WHERE size - 2 > above), chain
FROM loop_elimination;
