-- Technique: Direct hidden triple
-- Rating: 2.5
--
-- Rule: when three digits can go, between them, in only the same three cells
-- of a unit, those cells must hold those three digits, so no other digit can
-- go there. If that leaves another digit with only one cell in the unit, it
-- goes there at once.

WITH places (unit, d, bits) AS MATERIALIZED (
  SELECT uc.unit, k.d, sum(1 << uc.pos)
  FROM cand AS k JOIN unit_cell AS uc ON uc.cell = k.cell
  GROUP BY uc.unit, k.d
),
triple (unit, d1, d2, d3, bits) AS MATERIALIZED (
  SELECT p1.unit, p1.d, p2.d, p3.d, p1.bits | p2.bits | p3.bits
  FROM places AS p1
  JOIN places AS p2 ON p2.unit = p1.unit AND p2.d > p1.d
  JOIN places AS p3 ON p3.unit = p1.unit AND p3.d > p2.d
  WHERE (SELECT size FROM bitset WHERE bits = p1.bits) BETWEEN 2 AND 3
    AND (SELECT size FROM bitset WHERE bits = p2.bits) BETWEEN 2 AND 3
    AND (SELECT size FROM bitset WHERE bits = p1.bits | p2.bits | p3.bits) = 3
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'place', x.cell, o.d, t.unit,
       (SELECT group_concat(y.cell) FROM unit_cell AS y WHERE y.unit = t.unit AND (t.bits >> y.pos) & 1),
       o.d
FROM triple AS t
JOIN places AS o ON o.unit = t.unit AND o.d NOT IN (t.d1, t.d2, t.d3) AND (o.bits & t.bits) <> 0
JOIN bitset AS rest ON rest.bits = o.bits & ~t.bits AND rest.size = 1
JOIN unit_cell AS x ON x.unit = t.unit AND (rest.bits >> x.pos) & 1;
