-- Technique: Dynamic forcing chains (+)
-- Rating: 9.0
-- Chains: nested1
-- Summary: contradiction, double, cell, region, with inner rules
--
-- Rule: dynamic forcing chains (as the 8.5 ones) that, where a chain stops,
-- look at the grid its assumption has left: if a pointing or claiming, a
-- hidden pair, a naked pair or an X-Wing (the first of these that removes
-- anything) removes candidates there, they are false under the assumption
-- too, and the chain goes on from them. Used only for a deep rating, after
-- every technique below has found nothing (Sudoku Explainer's nested level 1).
-- Rated by the length of all the chains together, counting the candidates
-- each removal by an inner rule rests on.

-- The chains are the 8.5 ones' (the view dynamic_finding), built in mode nested1.
INSERT INTO found (act, cell, d, unit, pattern, digits, rating, chain)
SELECT act, cell, d, unit, pattern, d,
       9.0 + 0.1 * (SELECT count(*) FROM length_step WHERE size - 2 > above), ends
FROM dynamic_finding;
