-- Technique: Hidden pair
-- Rating: 3.4
--
-- Rule: when two digits can each go in only the same two cells of a unit,
-- those cells must hold those two digits. Every other candidate in the two
-- cells can be removed.

WITH places (unit, d, bits) AS MATERIALIZED (
  -- where digit d can go inside a unit, as a bit set of positions 0..8
  SELECT uc.unit, k.d, sum(1 << uc.pos)
  FROM cand AS k JOIN unit_cell AS uc ON uc.cell = k.cell
  GROUP BY uc.unit, k.d
  HAVING count(*) = 2
),
pair (unit, d1, d2, bits) AS (
  SELECT p1.unit, p1.d, p2.d, p1.bits
  FROM places AS p1
  JOIN places AS p2 ON p2.unit = p1.unit AND p2.d > p1.d AND p2.bits = p1.bits
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, p.unit,
       (SELECT group_concat(x.cell) FROM unit_cell AS x WHERE x.unit = p.unit AND (p.bits >> x.pos) & 1),
       p.d1 || p.d2
FROM pair AS p
JOIN unit_cell AS uc ON uc.unit = p.unit AND (p.bits >> uc.pos) & 1
JOIN cand AS k ON k.cell = uc.cell
WHERE k.d NOT IN (p.d1, p.d2);
