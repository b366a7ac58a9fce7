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
allowed (a, b, da, db) AS MATERIALIZED (
  SELECT p.a, p.b, ka.d, kb.d
  FROM base AS p
  JOIN cand AS ka ON ka.cell = p.a
  JOIN cand AS kb ON kb.cell = p.b
  WHERE NOT (ka.d = kb.d AND EXISTS (SELECT 1 FROM peer WHERE cell = p.a AND peer = p.b))
    AND NOT EXISTS (
      SELECT 1 FROM excluder AS x
      WHERE x.a = p.a AND x.b = p.b AND x.bits = (1 << (ka.d - 1)) | (1 << (kb.d - 1))
    )
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', p.a, ka.d, NULL, p.a || ',' || p.b, ka.d
FROM base AS p JOIN cand AS ka ON ka.cell = p.a
WHERE NOT EXISTS (SELECT 1 FROM allowed AS c WHERE c.a = p.a AND c.b = p.b AND c.da = ka.d)
UNION
SELECT 'elim', p.b, kb.d, NULL, p.a || ',' || p.b, kb.d
FROM base AS p JOIN cand AS kb ON kb.cell = p.b
WHERE NOT EXISTS (SELECT 1 FROM allowed AS c WHERE c.a = p.a AND c.b = p.b AND c.db = kb.d);
