-- Search: the next move
--
-- What: after the singles and claiming have found nothing, one number says
-- what to do: the board is solved, or which cell to guess in and its
-- candidates. The cell is the one with the fewest candidates. Ties go to the
-- lowest rank, where a cell's rank is (id * :stride + :offset) % 81. With
-- stride 1 and offset 0 the rank is the cell id itself: the lowest row, then
-- the lowest column, as the guess log of the explanation requires.
--
-- With :busiest = 1 (the verdict, which may branch as it likes), ties go
-- first to the cell with the most open peers, counted as the open cells of
-- its row, column and box. A guess there strikes its digit from the most
-- cells, so the singles go further: on the hardest puzzles the search tree
-- is about a third smaller than in row order. The verdict varies the rank
-- when it restarts (see src/core/search.ts).
--
-- Why this shape: one min() over packed keys, read in one step. A key is
-- the candidate count (bits 49-52), the busyness (bits 43-48, 30 less the
-- open cells, so busier is less: that is 3 plus the cells down to one
-- candidate, each counted as 1 divided by its candidate count in integers),
-- the rank (bits 36-42) and the mask (bits 0-35): the least key is the cell
-- to guess in, and it carries its candidates along. A cell down to one
-- candidate gets count 15, above every other key, so a least key of 15 * 2^49
-- means solved. Keys stay below 2^53,
-- which JavaScript numbers hold exactly.
--
-- This file writes the statement for one order (:stride, :offset, :busiest),
-- with each cell's rank already in place as a constant: the search runs it
-- in every node, and the constants save most of its work. The search writes
-- it again only when it changes order.

WITH
-- Per unit, its cells down to one candidate.
solved_cells (text) AS (
  SELECT group_concat(printf('%s AS solved_%d', terms, unit), ',
  ' ORDER BY unit)
  FROM (SELECT u.unit, group_concat(printf('1 / (%s %% 15)', c.name), ' + ' ORDER BY u.pos) AS terms
        FROM unit_cell AS u JOIN cell AS c ON c.id = u.cell
        GROUP BY u.unit)
),
keys (text) AS (
  SELECT group_concat(replace(replace(replace('
  CASE WHEN $cell % 15 = 1 THEN 0x1E000000000000 ELSE (($cell % 15) << 49) | $busy | $rank | $cell END',
    '$cell', name),
    '$busy', CASE WHEN :busiest THEN printf('((3 + solved_%d + solved_%d + solved_%d) << 43)', row_unit, col_unit, box_unit) ELSE '0' END),
    '$rank', printf('0x%x', ((id * :stride + :offset) % 81) << 36)), ',' ORDER BY id)
  FROM cell
)
SELECT CASE WHEN :busiest
  THEN 'WITH solved AS MATERIALIZED (SELECT ' || solved_cells.text || ' FROM board) SELECT min(' || keys.text || ') FROM board, solved'
  ELSE 'SELECT min(' || keys.text || ') FROM board'
END AS sql
FROM solved_cells, keys;
