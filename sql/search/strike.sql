-- Search: strike a candidate
--
-- What: takes digit :digit (as a mask, see schema.sql) from one cell's
-- candidates, and nothing else. One statement per cell, 81 in all, as in
-- place.sql; row n is the statement for cell n.
--
-- Why this shape: the generator knows the solution of the puzzle it cuts.
-- A unique puzzle stays unique after a cell is emptied exactly when no
-- solution puts another digit there. So it strikes the solution's digit and
-- asks for any solution at all, which needs no proof that a second one is
-- missing: a fifth less work than a verdict, measured over a generator's run.
-- If the cell is left with no candidate, the board's CHECK fails.

SELECT 'UPDATE board SET ' || c.name || ' = ' || c.name || ' & ~:digit' AS sql
FROM cell AS c
ORDER BY c.id;
