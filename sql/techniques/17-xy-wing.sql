-- Technique: XY-Wing
-- Rating: 4.2
--
-- Rule: take a pivot cell with two candidates, x and y. If one peer of the
-- pivot has only x and z, and another peer has only y and z, then whichever
-- digit the pivot takes, one of those two "pincers" must be z. So a cell that
-- sees both pincers cannot be z.

WITH marks (cell, bits) AS MATERIALIZED (
  SELECT cell, sum(1 << (d - 1)) FROM cand GROUP BY cell HAVING count(*) = 2
),
wing (pivot, p1, p2, z) AS MATERIALIZED (
  SELECT pv.cell, a.cell, b.cell, a.bits & b.bits
  FROM marks AS pv
  JOIN peer AS pa ON pa.cell = pv.cell
  JOIN marks AS a ON a.cell = pa.peer
  JOIN peer AS pb ON pb.cell = pv.cell AND pb.peer > a.cell
  JOIN marks AS b ON b.cell = pb.peer
  WHERE a.bits <> pv.bits AND b.bits <> pv.bits AND a.bits <> b.bits
    AND (pv.bits & a.bits) <> 0 AND (pv.bits & b.bits) <> 0
    AND (pv.bits | a.bits | b.bits) IN (SELECT bits FROM bitset WHERE size = 3)
    AND (pv.bits & a.bits & b.bits) = 0
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, NULL, w.pivot || ',' || w.p1 || ',' || w.p2, s.digits
FROM wing AS w
JOIN bitset AS s ON s.bits = w.z
JOIN peer AS s1 ON s1.cell = w.p1
JOIN peer AS s2 ON s2.cell = w.p2 AND s2.peer = s1.peer
JOIN cand AS k ON k.cell = s1.peer AND (w.z >> (k.d - 1)) & 1
WHERE k.cell <> w.pivot;
