-- A puzzle from the bank, picked and moved by the attempt's keys: the bands
-- in a random order, the rows inside each band, the stacks, the columns
-- inside each stack, and half the time rows and columns swapped. These moves
-- keep a puzzle valid, unique and as hard; grid.sql then renames its digits.
-- Each permutation of three is the rank of three keys: cell 1 keys the
-- bands, cells 2 to 4 the rows of each band, cell 5 the stacks, cells 6 to 8
-- the columns of each stack, cell 9 the swap.
WITH
  perm AS (
    SELECT cell AS what, d - 1 AS i, row_number() OVER (PARTITION BY cell ORDER BY k, d) - 1 AS p
    FROM gen_key WHERE cell BETWEEN 1 AND 8 AND d BETWEEN 1 AND 3
  ),
  line AS (
    SELECT 3 * outer_p.i + inner_p.i AS new,
           3 * outer_p.p + inner_p.p AS old,
           outer_p.what AS kind
    FROM perm AS outer_p
    JOIN perm AS inner_p ON inner_p.what = outer_p.what + 1 + outer_p.i
    WHERE outer_p.what IN (1, 5)
  ),
  picked AS (
    SELECT puzzle FROM gen_bank
    WHERE id = (SELECT min(id) FROM gen_bank) + (SELECT mix FROM gen_state) % (SELECT count(*) FROM gen_bank)
  ),
  swap AS (SELECT k & 1 AS on_ FROM gen_key WHERE cell = 9 AND d = 1)
SELECT group_concat(substr(picked.puzzle, 1 + 9 * row_.old + col_.old, 1), '' ORDER BY c.id)
FROM cell AS c, picked, swap
JOIN line AS row_ ON row_.kind = 1 AND row_.new = CASE WHEN swap.on_ THEN c.c ELSE c.r END - 1
JOIN line AS col_ ON col_.kind = 5 AND col_.new = CASE WHEN swap.on_ THEN c.r ELSE c.c END - 1;
