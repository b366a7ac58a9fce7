-- Whether some assumption implies its own negation. Every static chain
-- technique finds exactly that in the 'xy' implications, which follow every
-- link the others follow: a forcing chain is one, and so is each elimination
-- of a cycle (the candidate assumed true rules out a place of the loop, which
-- turns the loop round until a place it sees is true). When none does, the
-- static chains find nothing and need not be built mode by mode.

SELECT EXISTS (SELECT 1 FROM imp WHERE src = 20 * cell + 2 * d + 1 - truth AND depth > 0);
