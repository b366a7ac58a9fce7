-- Search: a killer's cages, for the whole grid in one statement
--
-- What: each cage's cells keep only the digits of the combinations that can
-- still fill it (the rule of board/schema.sql's cage_option, on masks): a
-- combination of the cage's size and total (cage_set) fits when every cell
-- can take one of its digits and the cells together can take all of them. A
-- cage with no combination left empties its cells, so the board's CHECK
-- fails: that is how a guess that breaks a sum (a full cage with the wrong
-- total among them) shows. Distinct digits need nothing here: a cage's cells
-- are peers (board/variant.sql), which the singles and a guess's place
-- already read.
--
-- Why this shape: one UPDATE for all the cages, as singles.sql does for the
-- units. A combination is a constant mask (digit d at bit 4(d-1)), so "the
-- cells can take all of it" is (c1 | c2 | ...) & mask = mask, and "this cell
-- can take one" is c & mask <> 0. Each cage's allowed digits are worked out
-- once, then every cage cell is ANDed with them; the WHERE refuses the row
-- when no cell would change, so a settle knows when the cages are done.
--
-- This file writes the statement when a killer is first solved (its cages
-- come from board/variant.sql); the board runs it only when there are cages.

WITH
mask (bits, m) AS (
  SELECT b.bits, (SELECT sum(1 << (4 * (d - 1))) FROM digit WHERE (b.bits >> (d - 1)) & 1)
  FROM bitset AS b
),
cage_terms (cage, any_cell, each_cell) AS (
  SELECT cc.cage,
         '(' || group_concat(c.name, ' | ' ORDER BY c.id) || ')',
         group_concat(c.name || ' & $m <> 0', ' AND ' ORDER BY c.id)
  FROM cage_cell AS cc JOIN cell AS c ON c.id = cc.cell
  GROUP BY cc.cage
),
allow (cage, text) AS (
  SELECT g.id,
         coalesce((SELECT group_concat(replace('CASE WHEN ' || t.any_cell || ' & $m = $m AND ' || t.each_cell || ' THEN $m ELSE 0 END',
                                               '$m', printf('%d', k.m)), ' | ' ORDER BY s.bits)
                   FROM cage_set AS s JOIN mask AS k ON k.bits = s.bits
                   WHERE s.cage = g.id), '0')
  FROM cage AS g JOIN cage_terms AS t ON t.cage = g.id
),
cell_terms (name, allows) AS (
  SELECT c.name, group_concat('allow_' || cc.cage, ' & ' ORDER BY cc.cage)
  FROM cage_cell AS cc JOIN cell AS c ON c.id = cc.cell
  GROUP BY c.id
)
SELECT 'WITH opts AS MATERIALIZED (
  SELECT ' || (SELECT group_concat(text || ' AS allow_' || cage, ',
  ' ORDER BY cage) FROM allow) || '
  FROM board
)
UPDATE board SET ' || group_concat(name || ' = ' || name || ' & ' || allows, ', ') || '
FROM opts
WHERE ' || group_concat('(' || name || ' & ' || allows || ') <> ' || name, ' OR ') AS sql
FROM cell_terms;
