-- Keep the completed grid (the solver's answer to the diagonal boxes), with its
-- digits renamed by a random permutation: renaming digits keeps a grid valid,
-- and it hides the solver's habit of trying the lowest digit first. All 81
-- cells become givens.

DELETE FROM gen_grid;

INSERT INTO gen_grid (cell, d)
WITH rename AS (
  SELECT d AS old, row_number() OVER (ORDER BY k, d) AS new FROM gen_key WHERE cell = 80 AND d > 0
)
SELECT c.id, rename.new
FROM cell AS c JOIN rename ON rename.old = CAST(substr(:solution, c.id + 1, 1) AS INTEGER);

DELETE FROM gen_puzzle;

INSERT INTO gen_puzzle (cell, d) SELECT cell, d FROM gen_grid;
