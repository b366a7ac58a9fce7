-- Technique: Dynamic forcing chains (+ forcing chains)
-- Rating: 9.5
-- Chains: nested2
-- Summary: contradiction, double, cell, region, with inner forcing chains
--
-- Rule: dynamic forcing chains (+) (the 9.0 ones) whose inner rules, where a
-- chain stops and none of pointing or claiming, hidden pair, naked pair or
-- X-Wing removes anything, also look for forcing chains and cycles (the
-- static chains of 6.5-7.0) in the grid the assumption has left: a candidate
-- whose being true makes it false goes, and so do the other digits of a cell
-- whose digit's being false makes it true. The chain goes on from those
-- removals. Used only for a deep rating, after the 9.0 ones have found
-- nothing (Sudoku Explainer's nested level 2). Rated by the length of all the
-- chains together, with each inner chain's own length counted once.

-- The chains are the 8.5 ones' (the view dynamic_finding), built in mode nested2.
INSERT INTO found (act, cell, d, unit, pattern, digits, rating, chain)
SELECT act, cell, d, unit, pattern, d,
       9.5 + 0.1 * (SELECT count(*) FROM length_step WHERE size - 2 > above), ends
FROM dynamic_finding;
