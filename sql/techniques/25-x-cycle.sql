-- Technique: X-cycle
-- Rating: 6.5
-- Chains: x
-- Group: static chains
-- Summary: one digit round a loop of strong and weak links
--
-- Rule: follow one digit around a loop whose links alternate: strong (the
-- only two places for the digit in a unit) and weak (two places that see
-- each other). Every place of the loop is then true or false in turn, one
-- way round or the other, so a cell outside the loop that sees a place true
-- one way round and a place true the other way round cannot hold the digit.
-- A loop of four cells is an X-Wing; longer loops rate 0.1 more at 4, 6, 8,
-- 12, 16... candidates past two, as chains do (Sudoku Explainer's
-- bidirectional X-cycle).

DELETE FROM loop_closing;

-- The loops of one digit.
INSERT INTO loop_closing SELECT src, yc, yd, zc, zd FROM loop_close WHERE one_digit;

INSERT INTO found (act, cell, d, unit, pattern, digits, rating, chain)
SELECT 'elim', cell, d, NULL, cells, digits, 6.5 + 0.1 * (SELECT count(*) FROM length_step WHERE size - 2 > above), chain
FROM loop_elimination;
