-- Technique: Hidden triple
-- Rating: 4.0
--
-- Rule: when three digits can go, between them, in only the same three cells
-- of a unit, those cells must hold those three digits. Every other candidate
-- in the three cells can be removed.

WITH places (unit, d, bits) AS MATERIALIZED (
  SELECT uc.unit, k.d, sum(1 << uc.pos)
  FROM cand AS k JOIN unit_cell AS uc ON uc.cell = k.cell
  GROUP BY uc.unit, k.d
  HAVING count(*) BETWEEN 2 AND 3
),
triple (unit, d1, d2, d3, bits) AS MATERIALIZED (
  SELECT p1.unit, p1.d, p2.d, p3.d, p1.bits | p2.bits | p3.bits
  FROM places AS p1
  JOIN places AS p2 ON p2.unit = p1.unit AND p2.d > p1.d
  JOIN places AS p3 ON p3.unit = p1.unit AND p3.d > p2.d
  WHERE (SELECT size FROM bitset WHERE bits = p1.bits | p2.bits | p3.bits) = 3
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, t.unit,
       (SELECT group_concat(x.cell) FROM unit_cell AS x WHERE x.unit = t.unit AND (t.bits >> x.pos) & 1),
       t.d1 || t.d2 || t.d3
FROM triple AS t
JOIN unit_cell AS uc ON uc.unit = t.unit AND (t.bits >> uc.pos) & 1
JOIN cand AS k ON k.cell = uc.cell
WHERE k.d NOT IN (t.d1, t.d2, t.d3);
