-- Technique: Aligned pair exclusion
-- Rating: 6.2
--
-- Rule: take two cells with two or more digits each, and the cells that see
-- both of them and hold just two digits (there must be two such cells or
-- more). Some pairs of digits for the two cells cannot be: the same digit,
-- when the two cells see each other; or the two digits of one of those
-- cells, which would be left with none. A digit of either cell that belongs
-- to no pair left cannot be there.

WITH marks (cell, bits, n) AS MATERIALIZED (
  SELECT cell, sum(1 << (d - 1)), count(*) FROM cand GROUP BY cell
),
excluder (a, b, bits) AS MATERIALIZED (
  -- cells with just two digits, and two cells that both see one
  SELECT x.peer, y.peer, m.bits
  FROM marks AS m
  JOIN peer AS x ON x.cell = m.cell
  JOIN peer AS y ON y.cell = m.cell AND y.peer > x.peer
  JOIN marks AS ma ON ma.cell = x.peer AND ma.n >= 2
  JOIN marks AS mb ON mb.cell = y.peer AND mb.n >= 2
  WHERE m.n = 2
),
base (a, b) AS MATERIALIZED (
  SELECT a, b FROM excluder GROUP BY a, b HAVING count(*) >= 2
),
role (x, y, a, b) AS (
  -- each cell of a pair, with the other one
  SELECT a, b, a, b FROM base
  UNION ALL
  SELECT b, a, a, b FROM base
),
blocked (x, y, a, b, d, bits) AS (
  -- the digits of y that digit d of x cannot go with: d itself when the two
  -- cells see each other, and the other digit of each excluder holding d
  SELECT r.x, r.y, r.a, r.b, k.d,
         iif(EXISTS (SELECT 1 FROM peer WHERE cell = r.x AND peer = r.y), 1 << (k.d - 1), 0)
         | ifnull((SELECT sum(DISTINCT e.bits & ~(1 << (k.d - 1))) FROM excluder AS e
                   WHERE e.a = r.a AND e.b = r.b AND e.bits >> (k.d - 1) & 1), 0)
  FROM role AS r JOIN cand AS k ON k.cell = r.x
)
-- A digit of x blocked with every digit of y belongs to no pair left. (Sorted,
-- so that the steps come in a steady order.)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT DISTINCT 'elim', t.x, t.d, NULL, t.a || ',' || t.b, t.d
FROM blocked AS t JOIN marks AS m ON m.cell = t.y
WHERE m.bits & ~t.bits = 0
ORDER BY 1, 2, 3, 4, 5, 6;
