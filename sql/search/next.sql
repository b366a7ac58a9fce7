-- Search: the next move
--
-- What: after the singles and claiming have found nothing, one number says
-- what to do: the board is solved, or which cell to guess in and its
-- candidates. The cell is the one with the fewest candidates; ties go to the
-- lowest rank, where a cell's rank is (id * :stride + :offset) % 81. With
-- stride 1 and offset 0 the rank is the cell id itself: the lowest row, then
-- the lowest column, as the guess log of the explanation requires. The
-- verdict search varies the rank when it restarts (see src/core/search.ts).
--
-- Why this shape: one min() over packed keys, read in one step. A key is
-- the candidate count (bits 43-46), the rank (bits 36-42) and the mask
-- (bits 0-35), so the least key is the cell to guess in, and it carries its
-- candidates along. A cell down to one candidate gets 2^47, above every
-- other key, so a least key of 2^47 means solved. Keys stay below 2^53, which
-- JavaScript numbers hold exactly.
--
-- This file writes the statement for one order (:stride, :offset), with each
-- cell's rank already in place as a constant: the search runs it in every
-- node, and the constants save most of its work. The search writes it again
-- only when it changes order.

SELECT 'SELECT min(' || group_concat(replace(replace('
  CASE WHEN $cell % 15 = 1 THEN 0x800000000000 ELSE (($cell % 15) << 43) | $rank | $cell END',
  '$cell', name), '$rank', printf('0x%x', ((id * :stride + :offset) % 81) << 36)), ',' ORDER BY id) || '
) FROM board' AS sql
FROM cell;
