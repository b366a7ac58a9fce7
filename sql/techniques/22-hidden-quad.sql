-- Technique: Hidden quad
-- Rating: 5.4
--
-- Rule: when four digits can go, between them, in only the same four cells
-- of a unit, those cells must hold those four digits. Every other candidate
-- in the four cells can be removed.

WITH places (unit, d, bits) AS MATERIALIZED (
  SELECT uc.unit, k.d, sum(1 << uc.pos)
  FROM cand AS k JOIN unit_cell AS uc ON uc.cell = k.cell
  GROUP BY uc.unit, k.d
  HAVING count(*) BETWEEN 2 AND 4
),
quad (unit, d1, d2, d3, d4, bits) AS MATERIALIZED (
  SELECT p1.unit, p1.d, p2.d, p3.d, p4.d, p1.bits | p2.bits | p3.bits | p4.bits
  FROM places AS p1
  JOIN places AS p2 ON p2.unit = p1.unit AND p2.d > p1.d
  JOIN places AS p3 ON p3.unit = p1.unit AND p3.d > p2.d
   AND (SELECT size FROM bitset WHERE bits = p1.bits | p2.bits | p3.bits) <= 4
  JOIN places AS p4 ON p4.unit = p1.unit AND p4.d > p3.d
  WHERE (SELECT size FROM bitset WHERE bits = p1.bits | p2.bits | p3.bits | p4.bits) = 4
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, q.unit,
       (SELECT group_concat(x.cell) FROM unit_cell AS x WHERE x.unit = q.unit AND (q.bits >> x.pos) & 1),
       q.d1 || q.d2 || q.d3 || q.d4
FROM quad AS q
JOIN unit_cell AS uc ON uc.unit = q.unit AND (q.bits >> uc.pos) & 1
JOIN cand AS k ON k.cell = uc.cell
WHERE k.d NOT IN (q.d1, q.d2, q.d3, q.d4);
