-- Technique: Cage combinations
-- Rating: 1.8
-- Needs: cages
-- Summary: Killer: the sets of digits that can make a cage's sum
--
-- Rule: in a killer, a cage's digits are all different and add up to its
-- total, so they are one of the sets of as many digits as it has cells that
-- make the total (4 in two cells is only 1 + 3). Of those sets, one still
-- fits when every cell of the cage can take one of its digits and every one
-- of its digits has a cell of the cage that can take it. A candidate of the
-- cage that no set that fits uses cannot be there. Rated on the killer scale
-- of docs/techniques.md, beside the singles.

WITH can (cage, bits) AS MATERIALIZED (
  -- the digits the sets that fit use (none when no set fits)
  SELECT g.id, coalesce((SELECT sum(1 << (x.d - 1)) FROM digit AS x
                         WHERE EXISTS (SELECT 1 FROM cage_option AS o WHERE o.cage = g.id AND (o.bits >> (x.d - 1)) & 1)), 0)
  FROM cage AS g
  WHERE g.kind = 'cage'
)
INSERT INTO found (act, cell, d, unit, pattern, digits, total)
SELECT 'elim', k.cell, k.d, NULL,
       (SELECT group_concat(cell, ',' ORDER BY cell) FROM cage_cell WHERE cage = g.id),
       b.digits, g.total
FROM cage AS g
JOIN can AS c ON c.cage = g.id
JOIN bitset AS b ON b.bits = c.bits
JOIN cage_cell AS cc ON cc.cage = g.id
JOIN cand AS k ON k.cell = cc.cell
WHERE (c.bits >> (k.d - 1)) & 1 = 0;
