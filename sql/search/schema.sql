-- Search: the compact board
--
-- What: the whole grid in one row, one column per cell (named as in the
-- explanation, r1c1 to r9c9). A cell holds its candidates as a mask: digit d
-- is bit 4(d-1), so 2 and 7 are 0x1000010, and a cell down to one candidate is
-- a power of 16.
--
-- Why this shape: the guess search works on whole positions. Here a position
-- is one row, so a guess, a round of singles or a rollback rewrites one row,
-- where the `cand` table behind the named techniques changes dozens of rows
-- and three indexes. Four bits a digit leave room to add masks up: the sum of
-- a unit's masks counts, for each digit, the cells that can hold it (at most
-- 9, less than 16, so nibbles never carry), which makes up for SQLite having
-- no bitwise-OR aggregate. A mask modulo 15 is its number of candidates,
-- because 16 leaves 1 modulo 15.
--
-- The CHECKs are how a dead branch shows: any statement that leaves a cell
-- with no candidate fails, and its change is undone. One CHECK a cell, not
-- one over the row: SQLite checks only the columns a statement sets (a guess
-- sets 21), and the error message stays short, so a dead branch costs less.

-- This file writes the CREATE TABLE statement, which the engine runs once
-- when it starts.

SELECT 'CREATE TABLE board (
  ' || group_concat(printf('%s CHECK (%s > 0)', name, name), ',
  ' ORDER BY id) || '
)' AS sql
FROM cell;
