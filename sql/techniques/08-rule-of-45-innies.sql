-- Technique: Rule of 45 (innies)
-- Rating: 2.1
-- Needs: cages
-- Summary: Killer: the cells a unit's cages leave, which add up to what they leave of 45
--
-- Rule: a row, column or box holds 1 to 9 once each, which add up to 45.
-- Take the cages that lie wholly inside it: the unit's other cells (its
-- innies) add up to 45 less the cages' totals, and hold different digits.
-- So they are one more cage, with that sum (board/variant.sql makes it, kind
-- 'innies'): its candidates that no set of digits making the sum and still
-- fitting uses cannot be there (as in Cage combinations), and when one empty
-- innie is left with one such digit, it takes it. Rated on the killer scale
-- of docs/techniques.md, just after Cage combinations.

WITH can (cage, bits) AS MATERIALIZED (
  -- the digits the sets that fit use (none when no set fits)
  SELECT g.id, coalesce((SELECT sum(1 << (x.d - 1)) FROM digit AS x
                         WHERE EXISTS (SELECT 1 FROM cage_option AS o WHERE o.cage = g.id AND (o.bits >> (x.d - 1)) & 1)), 0)
  FROM cage AS g
  WHERE g.kind = 'innies'
),
-- what the cage's empty cells may still hold: one cell left with one digit takes it
left (cage, cell, d) AS MATERIALIZED (
  SELECT c.cage, min(k.cell), max(CASE WHEN (c.bits >> (k.d - 1)) & 1 THEN k.d END)
  FROM can AS c JOIN cage_cell AS cc ON cc.cage = c.cage JOIN cand AS k ON k.cell = cc.cell
  GROUP BY c.cage
  HAVING count(DISTINCT k.cell) = 1 AND sum((c.bits >> (k.d - 1)) & 1) = 1
)
INSERT INTO found (act, cell, d, unit, pattern, digits, total)
SELECT 'place', l.cell, l.d, g.unit,
       (SELECT group_concat(cell, ',' ORDER BY cell) FROM cage_cell WHERE cage = g.id), l.d, g.total
FROM left AS l JOIN cage AS g ON g.id = l.cage
UNION ALL
SELECT 'elim', k.cell, k.d, g.unit,
       (SELECT group_concat(cell, ',' ORDER BY cell) FROM cage_cell WHERE cage = g.id),
       b.digits, g.total
FROM cage AS g
JOIN can AS c ON c.cage = g.id
JOIN bitset AS b ON b.bits = c.bits
JOIN cage_cell AS cc ON cc.cage = g.id
JOIN cand AS k ON k.cell = cc.cell
WHERE (c.bits >> (k.d - 1)) & 1 = 0 AND g.id NOT IN (SELECT cage FROM left);
