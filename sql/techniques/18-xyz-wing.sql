-- Technique: XYZ-Wing
-- Rating: 4.4
--
-- Rule: take a pivot cell with three candidates x, y and z. If one peer of the
-- pivot has only x and z, and another peer has only y and z, then whichever
-- digit the pivot takes, the pivot or one of the two pincers is z. So a cell
-- that sees the pivot and both pincers cannot be z.

WITH marks (cell, bits, size) AS MATERIALIZED (
  SELECT cell, sum(1 << (d - 1)), count(*) FROM cand GROUP BY cell HAVING count(*) BETWEEN 2 AND 3
),
wing (pivot, p1, p2, z) AS MATERIALIZED (
  SELECT pv.cell, a.cell, b.cell, a.bits & b.bits
  FROM marks AS pv
  JOIN peer AS pa ON pa.cell = pv.cell
  JOIN marks AS a ON a.cell = pa.peer AND a.size = 2 AND (a.bits & pv.bits) = a.bits
  JOIN peer AS pb ON pb.cell = pv.cell AND pb.peer > a.cell
  JOIN marks AS b ON b.cell = pb.peer AND b.size = 2 AND (b.bits & pv.bits) = b.bits
  WHERE pv.size = 3 AND a.bits <> b.bits
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, NULL, w.pivot || ',' || w.p1 || ',' || w.p2, s.digits
FROM wing AS w
JOIN bitset AS s ON s.bits = w.z
JOIN peer AS s0 ON s0.cell = w.pivot
JOIN peer AS s1 ON s1.cell = w.p1 AND s1.peer = s0.peer
JOIN peer AS s2 ON s2.cell = w.p2 AND s2.peer = s0.peer
JOIN cand AS k ON k.cell = s0.peer AND (w.z >> (k.d - 1)) & 1;
