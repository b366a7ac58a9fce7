-- The assumptions that imply their own negation, and their digits (as bits).
-- Every static chain technique finds exactly such assumptions in the 'xy'
-- implications, which follow every link the others follow: a forcing chain
-- is one, and so is each elimination of a cycle (the candidate assumed true
-- rules out a place of the loop, which turns the loop round until a place it
-- sees is true). When there is none, the static chains find nothing and need
-- not be built mode by mode; chains along one digit need only these digits.

DELETE FROM negated;

INSERT INTO negated (src)
SELECT src FROM imp WHERE src = 20 * cell + 2 * d + 1 - truth AND depth > 0;

SELECT ifnull(sum(DISTINCT 1 << (src % 20 / 2 - 1)), 0) FROM negated;
