-- Technique: Naked quad
-- Rating: 5.0
--
-- Rule: when four cells of a unit hold, between them, only four different
-- candidates, those four digits must go in those four cells. No other cell of
-- the unit can hold any of them.

WITH marks (cell, bits) AS (
  SELECT cell, sum(1 << (d - 1)) FROM cand GROUP BY cell HAVING count(*) BETWEEN 2 AND 4
),
member (unit, pos, cell, bits) AS MATERIALIZED (
  SELECT uc.unit, uc.pos, m.cell, m.bits FROM marks AS m JOIN unit_cell AS uc ON uc.cell = m.cell
),
quad (unit, a, b, c, e, bits) AS (
  SELECT w.unit, w.cell, x.cell, y.cell, z.cell, w.bits | x.bits | y.bits | z.bits
  FROM member AS w
  JOIN member AS x ON x.unit = w.unit AND x.pos > w.pos
  JOIN member AS y ON y.unit = w.unit AND y.pos > x.pos
                  AND (SELECT size FROM bitset WHERE bits = w.bits | x.bits | y.bits) <= 4
  JOIN member AS z ON z.unit = w.unit AND z.pos > y.pos
  WHERE (SELECT size FROM bitset WHERE bits = w.bits | x.bits | y.bits | z.bits) = 4
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, q.unit, q.a || ',' || q.b || ',' || q.c || ',' || q.e, s.digits
FROM quad AS q
JOIN bitset AS s ON s.bits = q.bits
JOIN unit_cell AS uc ON uc.unit = q.unit
JOIN cand AS k ON k.cell = uc.cell
WHERE k.cell NOT IN (q.a, q.b, q.c, q.e) AND (q.bits >> (k.d - 1)) & 1;
