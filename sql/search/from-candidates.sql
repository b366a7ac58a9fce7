-- Search: move a position from the named techniques to the board
--
-- What: the position the named techniques stalled in (the digits in `grid`,
-- the pencil marks in `cand`) becomes the board's one row: a placed digit
-- becomes its mask, an empty cell the sum of its candidates' bits.
--
-- Why this shape: the explanation reasons over (cell, digit) rows until logic
-- stalls, and guesses on the board from there. This is the one crossing from
-- one to the other, once a solve; each cell is two lookups on primary keys.
--
-- This file writes the statements once, when the engine starts.

SELECT 'DELETE FROM board' AS sql
UNION ALL
SELECT 'INSERT INTO board VALUES (' || group_concat(replace('
  coalesce((SELECT 1 << (4 * (d - 1)) FROM grid WHERE cell = $id),
           (SELECT sum(1 << (4 * (d - 1))) FROM cand WHERE cell = $id), 0)',
  '$id', id), ',' ORDER BY id) || ')'
FROM cell;
