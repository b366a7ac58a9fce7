-- Technique: Naked triple
-- Rating: 3.6
--
-- Rule: when three cells of a unit hold, between them, only three different
-- candidates, those three digits must go in those three cells. No other cell
-- of the unit can hold any of them. (A cell of the three may show only two.)

WITH marks (cell, bits) AS (
  SELECT cell, sum(1 << (d - 1)) FROM cand GROUP BY cell HAVING count(*) BETWEEN 2 AND 3
),
member (unit, pos, cell, bits) AS MATERIALIZED (
  SELECT uc.unit, uc.pos, m.cell, m.bits FROM marks AS m JOIN unit_cell AS uc ON uc.cell = m.cell
),
triple (unit, a, b, c, bits) AS (
  SELECT x.unit, x.cell, y.cell, z.cell, x.bits | y.bits | z.bits
  FROM member AS x
  JOIN member AS y ON y.unit = x.unit AND y.pos > x.pos
  JOIN member AS z ON z.unit = x.unit AND z.pos > y.pos
  WHERE (SELECT size FROM bitset WHERE bits = x.bits | y.bits | z.bits) = 3
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, t.unit, t.a || ',' || t.b || ',' || t.c, s.digits
FROM triple AS t
JOIN bitset AS s ON s.bits = t.bits
JOIN unit_cell AS uc ON uc.unit = t.unit
JOIN cand AS k ON k.cell = uc.cell
WHERE k.cell NOT IN (t.a, t.b, t.c) AND (t.bits >> (k.d - 1)) & 1;
