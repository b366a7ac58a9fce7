-- Search: load a puzzle onto the board
--
-- What: :puzzle is 81 characters, a digit 1-9 for a given and anything else
-- for a blank. A given becomes its digit's mask, a blank every digit
-- (0x111111111). Used by the verdict, which needs none of the named
-- techniques.
--
-- Why this shape: the givens are not taken from their peers here; the first
-- round of singles does that, with everything else it finds, in the same
-- statement. Checking for duplicate givens (duplicates.sql) comes first.
--
-- This file writes the statements once, when the engine starts: clear the
-- board, then insert its one row.

SELECT 'DELETE FROM board' AS sql
UNION ALL
SELECT 'INSERT INTO board VALUES (' || group_concat(replace('
  CASE WHEN substr(:puzzle, $n, 1) BETWEEN ''1'' AND ''9''
       THEN 1 << (4 * (substr(:puzzle, $n, 1) - 1)) ELSE 0x111111111 END',
  '$n', id + 1), ',' ORDER BY id) || ')'
FROM cell;
