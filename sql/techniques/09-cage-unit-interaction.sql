-- Technique: Cage and unit interaction
-- Rating: 2.7
-- Needs: cages
-- Summary: Killer: a digit a cage must hold, locked in a unit, and the converse
--
-- Rule: in a killer, a digit that every set of digits still fitting a cage
-- (see Cage combinations) holds must go in the cage, in one of the cells
-- that can take it; a cell that sees all those places cannot hold it (when
-- they lie in one row, column or box, the rest of that unit). Conversely,
-- when a digit's places in a row, column or box all lie in one cage, the
-- cage holds the digit there: its cells outside the unit cannot, and its
-- sets of digits without it no longer fit. Rated as locked candidates.

WITH fit (cage, bits) AS MATERIALIZED (
  SELECT cage, bits FROM cage_option
),
-- digits some cage must hold and has not placed yet, and where they can go in it
needed (cage, d, n, cells) AS MATERIALIZED (
  SELECT g.id, x.d, count(k.cell), group_concat(k.cell, ',' ORDER BY k.cell)
  FROM cage AS g
  CROSS JOIN digit AS x
  JOIN cage_cell AS cc ON cc.cage = g.id
  JOIN cand AS k ON k.cell = cc.cell AND k.d = x.d
  WHERE g.kind = 'cage'
    AND EXISTS (SELECT 1 FROM fit AS f WHERE f.cage = g.id)
    AND NOT EXISTS (SELECT 1 FROM fit AS f WHERE f.cage = g.id AND (f.bits >> (x.d - 1)) & 1 = 0)
    AND NOT EXISTS (SELECT 1 FROM cage_cell AS p JOIN grid AS gr ON gr.cell = p.cell WHERE p.cage = g.id AND gr.d = x.d)
  GROUP BY g.id, x.d
),
-- a digit's places in a unit, all in one cage that has not placed it
places (unit, d, cage, cells) AS MATERIALIZED (
  SELECT uc.unit, k.d, min(cc.cage), group_concat(k.cell, ',' ORDER BY k.cell)
  FROM unit_cell AS uc
  JOIN cand AS k ON k.cell = uc.cell
  LEFT JOIN cage_cell AS cc ON cc.cell = k.cell AND cc.cage < 1000
  WHERE uc.unit < 27
  GROUP BY uc.unit, k.d
  HAVING count(cc.cage) = count(*) AND min(cc.cage) = max(cc.cage)
),
confined (unit, d, cage, cells) AS MATERIALIZED (
  SELECT * FROM places AS pl
  WHERE NOT EXISTS (SELECT 1 FROM cage_cell AS p JOIN grid AS gr ON gr.cell = p.cell WHERE p.cage = pl.cage AND gr.d = pl.d)
)
INSERT INTO found (act, cell, d, unit, pattern, digits, total)
-- cells that see every place of a digit the cage must hold
SELECT 'elim', t.cell, t.d, NULL, n.cells, n.d, g.total
FROM needed AS n
JOIN cage AS g ON g.id = n.cage
JOIN cage_cell AS pc ON pc.cage = n.cage
JOIN cand AS pk ON pk.cell = pc.cell AND pk.d = n.d
JOIN peer AS p ON p.cell = pc.cell
JOIN cand AS t ON t.cell = p.peer AND t.d = n.d
GROUP BY n.cage, n.d, t.cell
HAVING count(*) = min(n.n)
UNION ALL
-- the cage holds the digit in the unit: not in its cells outside it
SELECT 'elim', k.cell, k.d, f.unit, f.cells, f.d, g.total
FROM confined AS f
JOIN cage AS g ON g.id = f.cage
JOIN cage_cell AS cc ON cc.cage = f.cage
JOIN cand AS k ON k.cell = cc.cell AND k.d = f.d
WHERE NOT EXISTS (SELECT 1 FROM unit_cell AS x WHERE x.unit = f.unit AND x.cell = cc.cell)
UNION ALL
-- nor any digit that only the sets without it use
SELECT 'elim', k.cell, k.d, f.unit, f.cells, f.d, g.total
FROM confined AS f
JOIN cage AS g ON g.id = f.cage
JOIN cage_cell AS cc ON cc.cage = f.cage
JOIN cand AS k ON k.cell = cc.cell AND k.d <> f.d
WHERE NOT EXISTS (SELECT 1 FROM fit AS o WHERE o.cage = f.cage AND (o.bits >> (f.d - 1)) & 1 AND (o.bits >> (k.d - 1)) & 1);
