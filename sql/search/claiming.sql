-- Search: locked candidates (claiming), for the whole grid in one statement
--
-- What: when every place for a digit in a row (or column) lies inside one
-- box, the digit goes in that box on that line, so the box's other cells lose
-- it. Run only when a round of singles finds nothing: it is cheap, and cuts
-- the guesses by about a quarter. It is the one technique the guess search
-- uses besides the singles, the same as the named techniques use under a
-- guess, so both searches meet the same positions and make the same guesses.
--
-- Why this shape: each line crosses three boxes in segments of three cells.
-- With the masks summed per segment (see schema.sql), "all of the line's
-- places for d are in this segment" is "the other two segments have no place
-- for d": a zero nibble in their sum. One UPDATE then takes those digits from
-- every cell of the box off the line, but only when one of them holds such a
-- digit: most stalls have nothing to claim, and then the row is not written
-- and SQLite counts no row changed. Otherwise one row is, and something was
-- taken; an emptied cell fails the board's CHECK.
--
-- This file writes the statement once, when the engine starts, from the
-- `cell` and `unit_cell` tables.

WITH
-- The 54 segments: where a row or column (units 0-17) crosses a box (18-26).
segment (line, box, cells) AS (
  SELECT l.unit, c.box_unit, group_concat(c.name, ' + ' ORDER BY l.pos)
  FROM unit_cell AS l JOIN cell AS c ON c.id = l.cell
  WHERE l.unit < 18
  GROUP BY l.unit, c.box_unit
),
-- Each segment's sum of masks.
sums (text) AS (
  SELECT group_concat(printf('%s AS seg_%d_%d', cells, line, box), ',
  ' ORDER BY line, box)
  FROM segment
),
-- locked_L_B: the digits whose places in line L all lie in box B, at bit 3
-- of their nibble. Adding 7 to a nibble sets its bit 3 exactly when the
-- nibble is not 0, and no nibble carries: a segment has at most 3 places for
-- a digit, two segments at most 6. So a digit is locked when its nibble in
-- this segment + 7 has bit 3 and its nibble in the other two segments + 7
-- has not.
locked (text) AS (
  SELECT group_concat(replace(replace(replace(replace('
    ($seg + 0x777777777) & ~($other1 + $other2 + 0x777777777) & 0x888888888 AS locked_$line_$box',
    '$other1', (SELECT 'seg_' || line || '_' || box FROM segment AS o WHERE o.line = s.line AND o.box <> s.box ORDER BY o.box LIMIT 1)),
    '$other2', (SELECT 'seg_' || line || '_' || box FROM segment AS o WHERE o.line = s.line AND o.box <> s.box ORDER BY o.box DESC LIMIT 1)),
    '$seg', 'seg_' || line || '_' || box),
    '$line_$box', line || '_' || box), ',' ORDER BY line, box)
  FROM segment AS s
),
-- The rule for one cell: it loses the digits locked, in its box, on the two
-- other rows and the two other columns that cross the box.
rules (text) AS (
  SELECT group_concat(
           c.name || ' = ' || c.name || ' & ~((' ||
           (SELECT group_concat('locked_' || s.line || '_' || s.box, ' | ' ORDER BY s.line)
            FROM segment AS s
            WHERE s.box = c.box_unit AND s.line NOT IN (c.row_unit, c.col_unit)) || ') >> 3)',
           ',
  ' ORDER BY c.id)
  FROM cell AS c
),
-- Whether anything is to be taken: a locked digit still has a place in one of
-- the box's two other segments along the same direction. When nothing is,
-- the WHERE refuses the row: no write, and no row changed. (In SQLite, & and |
-- bind alike, hence the brackets.)
pending (text) AS (
  SELECT group_concat(printf('(locked_%d_%d & (%s + 0x777777777))', s.line, s.box,
           (SELECT group_concat('seg_' || o.line || '_' || o.box, ' + ')
            FROM segment AS o
            WHERE o.box = s.box AND o.line <> s.line AND (o.line < 9) = (s.line < 9))), ' |
  ' ORDER BY s.line, s.box)
  FROM segment AS s
)
SELECT 'WITH sums AS MATERIALIZED (
  SELECT ' || sums.text || '
  FROM board
),
locks AS MATERIALIZED (
  SELECT ' || locked.text || '
  FROM sums
)
UPDATE board SET
  ' || rules.text || '
FROM locks, sums
WHERE (' || pending.text || ') <> 0' AS sql
FROM sums, locked, rules, pending;
