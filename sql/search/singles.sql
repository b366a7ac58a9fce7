-- Search: singles, for the whole grid in one statement
--
-- What: one round of naked and hidden singles on the compact board. A cell
-- down to one candidate keeps it, and every other cell of its row, column and
-- box loses that digit; a digit with one place left in a unit goes there. All
-- 81 cells are updated at once from the board as it was, so a round finds
-- what one sweep of the singles finds; the search repeats rounds until one
-- finds nothing.
--
-- Why this shape: one UPDATE a round, whatever the number of findings,
-- where the named techniques need a statement per technique and then more to
-- apply them. The unit sums make the rule cheap (see schema.sql): in the sum
-- of a unit's masks a digit's nibble counts its places, so "exactly one place"
-- is a nibble equal to 1 and "no place" a nibble equal to 0. In the sum of
-- the masks of the unit's cells down to one candidate, a nibble counts the
-- cells holding that digit alone: 1 is a digit placed (its peers lose it), 2
-- or more a clash.
--
-- The round runs in every guess node, several times, so its cost is the
-- search's cost. Each quantity is computed once: a cell's single mask once
-- (not once per unit), each unit's sums once. A clash in any unit shows in
-- the OR of all units' single sums, so one test covers the 27 units.
--
-- Whether the round finds anything is known from the unit facts alone, before
-- any cell is worked out: a digit held alone in a unit that has other places
-- for it (its peers lose it), or a digit with one place in a unit where no
-- cell holds it alone (that place takes it). In a unit's nibbles that is a
-- fixed digit that is not lone, or a lone one that is not fixed. When neither
-- happens anywhere, the WHERE refuses the row: the last round of every
-- settle, which finds nothing, neither works out nor writes the 81 cells, and
-- SQLite counts no row changed (read instead of a RETURNING, which costs a
-- few µs a statement). A dead position (a digit with no place in some unit,
-- or two cells of a unit down to the same digit) passes the WHERE and
-- empties the first cell, so the board's CHECK fails, as it does when any
-- cell loses its last candidate.
--
-- This file writes the statement once, when the engine starts: the rule for
-- one cell is written once below, and repeated for the 81 cells with the ids
-- of their units (units 0-8, 9-17 and 18-26, from board/schema.sql, and a
-- variant's from board/variant.sql, for which the statement is written again).

WITH
-- Per unit, the terms of its two sums: its cells' masks, and their single masks.
unit_terms (unit, masks, singles) AS (
  SELECT u.unit,
         group_concat(c.name, ' + ' ORDER BY u.pos),
         group_concat('single_' || c.id, ' + ' ORDER BY u.pos)
  FROM unit_cell AS u JOIN cell AS c ON c.id = u.cell
  GROUP BY u.unit
),
-- First layer: places_U counts each digit's places in unit U; single_N is
-- cell N's mask when it is down to one candidate, else 0. Its number of
-- candidates is the mask modulo 15, and 1 divided by it (in integers) is 1
-- for one candidate and 0 for more: a cheaper test than a comparison.
counts (text) AS (
  SELECT (SELECT group_concat(printf('%s AS places_%d', masks, unit), ',
    ' ORDER BY unit) FROM unit_terms) || ',
    ' || group_concat(replace(replace('$cell * (1 / ($cell % 15)) AS single_$id', '$cell', name), '$id', id), ',
    ' ORDER BY id)
  FROM cell
),
-- Second layer, per unit: lone_U, the digits with exactly one place (that
-- cell takes it); fixed_U, the digits a cell holds alone (the unit's other
-- cells lose them). And for the whole grid: gaps, the digits some unit has no
-- place for.
--
-- A nibble of places_U (0 to 9) is 1 when its bit 0 is set and it is not 2
-- or more. Halved it is at most 4, so adding 7 sets its bit 3 exactly when
-- it is 2 or more, with no carry into the next nibble: shifted down, that is
-- $many below, at bit 0 of each nibble. A gap is a nibble with neither bit 0
-- nor $many: one AND over all units of the two ORed finds any.
facts (text) AS (
  SELECT group_concat(replace(replace('
    places_$unit & ~$many & 0x111111111 AS lone_$unit,
    ' || singles || ' AS fixed_$unit', '$many', many), '$unit', unit), ',' ORDER BY unit) || ',
    ~(' || group_concat(replace(replace('(places_$unit | $many)', '$many', many), '$unit', unit), '
      & ' ORDER BY unit) || ') & 0x111111111 AS gaps'
  FROM (SELECT unit, singles, '((((places_' || unit || ' >> 1) & 0x777777777) + 0x777777777) >> 3)' AS many FROM unit_terms)
),
-- Dead: a digit with no place in some unit, or held alone by two cells of a
-- unit (a nibble of 2 or more in some fixed_U, so bits 1-3 of a nibble in
-- their OR).
dead (text) AS (
  SELECT 'gaps <> 0 OR (' || group_concat('fixed_' || id, ' | ' ORDER BY id) || ') & 0xEEEEEEEEE <> 0'
  FROM unit
),
-- Something to do: in some unit, a digit fixed but not lone, or lone but not
-- fixed. In a live position both are 0 or 1 a nibble, so their sum has bit 0
-- set exactly when one of them is (a dead position passes anyway).
pending (text) AS (
  SELECT '(' || group_concat(replace('(lone_$u + fixed_$u)', '$u', id), ' |
     ' ORDER BY id) || ') & 0x111111111 <> 0'
  FROM unit
),
-- Per cell, the terms of its rule: its units' lone and fixed digits (a
-- classic cell's row, column and box, in that order; a variant adds its
-- diagonals and windows), and the single masks of its peers outside its units
-- (a variant's knight's or king's moves; none in a classic grid).
far_peer (cell, peer, name) AS (
  SELECT p.cell, p.peer, q.name
  FROM peer AS p JOIN cell AS q ON q.id = p.peer
  WHERE NOT EXISTS (SELECT 1 FROM unit_cell AS x JOIN unit_cell AS y ON y.unit = x.unit
                    WHERE x.cell = p.cell AND y.cell = p.peer)
),
cell_terms (id, name, lones, fixeds, far, far_cells) AS (
  SELECT c.id, c.name,
         (SELECT group_concat('lone_' || u.unit, ' | ' ORDER BY u.unit) FROM unit_cell AS u WHERE u.cell = c.id),
         (SELECT group_concat('fixed_' || u.unit, ' | ' ORDER BY u.unit) FROM unit_cell AS u WHERE u.cell = c.id),
         (SELECT group_concat('single_' || f.peer, ' | ' ORDER BY f.peer) FROM far_peer AS f WHERE f.cell = c.id),
         (SELECT group_concat(f.name, ' | ' ORDER BY f.peer) FROM far_peer AS f WHERE f.cell = c.id)
  FROM cell AS c
),
-- The rule for one cell. A cell down to one candidate keeps it (unless a far
-- peer holds the same digit alone: dead). Otherwise, if it is the only place
-- left for a digit in one of its units, it takes that digit (and if it is
-- the only place for two digits, it is left empty: the position is dead).
-- Otherwise it loses the digits its peers hold alone. The first cell is
-- emptied first when the position is dead (see above).
rules (text) AS (
  SELECT group_concat(replace(replace(replace('
  $cell = CASE' || CASE WHEN id = 0 THEN '
    WHEN ' || (SELECT text FROM dead) || ' THEN 0' ELSE '' END || '
    WHEN $cell % 15 = 1 THEN $cell' || coalesce(' & ~(' || far || ')', '') || '
    WHEN $cell & ($lones) = 0 THEN $cell & ~($fixeds' || coalesce(' | ' || far, '') || ')
    WHEN ($cell & ($lones)) % 15 = 1 THEN $cell & ($lones)
    ELSE 0
  END',
    '$cell', name), '$lones', lones), '$fixeds', fixeds), ',' ORDER BY id)
  FROM cell_terms
),
-- Far peers (a variant's) give work of their own: a cell held alone whose
-- digit a far peer still has. Nothing in a classic grid.
far_pending (text) AS (
  SELECT group_concat(printf('(single_%d & (%s))', id, far_cells), ' | ' ORDER BY id)
  FROM cell_terms
  WHERE far IS NOT NULL
)
SELECT 'WITH counts AS MATERIALIZED (
  SELECT ' || counts.text || '
  FROM board
),
facts AS MATERIALIZED (
  SELECT ' || facts.text || '
  FROM counts
)
UPDATE board SET ' || rules.text || '
FROM facts' || CASE WHEN far_pending.text IS NULL THEN '' ELSE ', counts' END || '
WHERE ' || dead.text || ' OR ' || pending.text ||
  CASE WHEN far_pending.text IS NULL THEN '' ELSE ' OR (' || far_pending.text || ') <> 0' END AS sql
FROM counts, facts, dead, pending, rules, far_pending;
