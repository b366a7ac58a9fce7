-- Technique: Direct hidden pair
-- Rating: 2.0
--
-- Rule: when two digits can each go in only the same two cells of a unit,
-- those cells must hold those two digits, so no other digit can go there. If
-- that leaves another digit with only one cell in the unit, it goes there at
-- once.

WITH places (unit, d, bits) AS MATERIALIZED (
  -- where digit d can go inside a unit, as a bit set of positions 0..8
  SELECT uc.unit, k.d, sum(1 << uc.pos)
  FROM cand AS k JOIN unit_cell AS uc ON uc.cell = k.cell
  GROUP BY uc.unit, k.d
),
pair (unit, d1, d2, bits) AS MATERIALIZED (
  SELECT p1.unit, p1.d, p2.d, p1.bits
  FROM places AS p1
  JOIN places AS p2 ON p2.unit = p1.unit AND p2.d > p1.d AND p2.bits = p1.bits
  WHERE (SELECT size FROM bitset WHERE bits = p1.bits) = 2
    -- the pair removes something
    AND EXISTS (SELECT 1 FROM places AS o
                WHERE o.unit = p1.unit AND o.d NOT IN (p1.d, p2.d) AND (o.bits & p1.bits) <> 0)
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'place', x.cell, o.d, p.unit,
       (SELECT group_concat(y.cell) FROM unit_cell AS y WHERE y.unit = p.unit AND (p.bits >> y.pos) & 1),
       o.d
FROM pair AS p
JOIN places AS o ON o.unit = p.unit AND o.d NOT IN (p.d1, p.d2) AND (o.bits & p.bits) <> 0
JOIN bitset AS rest ON rest.bits = o.bits & ~p.bits AND rest.size = 1
JOIN unit_cell AS x ON x.unit = p.unit AND (rest.bits >> x.pos) & 1;
