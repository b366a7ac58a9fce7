-- Search: duplicate givens
--
-- What: 1 when two givens of a unit hold the same digit, right after load.sql
-- (before any round of singles, when the only cells down to one candidate
-- are the givens); 0 otherwise. The verdict checks this first: a clash is
-- "invalid", not "no solution", and the named conflicts query
-- (board/conflicts.sql) then says which cells clash.
--
-- Why this shape: in the sum of a unit's single-candidate masks, a nibble of
-- 2 or more is a digit given twice.
--
-- This file writes the statement once, when the engine starts.

WITH unit_terms (unit, singles) AS (
  SELECT u.unit, group_concat(replace('($cell % 15 = 1) * $cell', '$cell', c.name), ' + ' ORDER BY u.pos)
  FROM unit_cell AS u JOIN cell AS c ON c.id = u.cell
  GROUP BY u.unit
)
SELECT 'WITH sums AS MATERIALIZED (
  SELECT ' || group_concat(printf('%s AS placed_%d', singles, unit), ',
  ' ORDER BY unit) || '
  FROM board
)
SELECT (' || group_concat(replace('(placed_$unit >> 1) | (placed_$unit >> 2) | (placed_$unit >> 3)', '$unit', unit), ' |
  ' ORDER BY unit) || '
) & 0x111111111 <> 0 FROM sums' AS sql
FROM unit_terms;
