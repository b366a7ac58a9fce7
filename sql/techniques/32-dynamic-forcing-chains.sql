-- Technique: Dynamic forcing chains
-- Rating: 8.5
-- Chains: dynamic
-- Summary: contradiction, double, cell, region
--
-- Rule: chains that remember what they have ruled out: a cell left with one
-- digit, or a unit left with one place for a digit, takes it. Then, as for
-- the simpler chains: an assumption that makes some candidate both true and
-- false is wrong; a candidate that both "true" and "false" of one assumption
-- make true (or false) is so; and a candidate that every digit of a cell, or
-- every place of a digit in a unit, makes true (or false) is so. Rated by the
-- length of all the chains together.

INSERT INTO found (act, cell, d, unit, pattern, digits, rating, chain)
SELECT act, cell, d, unit, pattern, d,
       8.5 + 0.1 * (SELECT count(*) FROM length_step WHERE size - 2 > above), ends
FROM dynamic_finding;
