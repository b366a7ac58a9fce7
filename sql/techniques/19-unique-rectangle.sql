-- Technique: Unique rectangle
-- Rating: 4.5
-- Needs: unique
--
-- Rule: in a puzzle with one solution, four cells at the corners of a
-- rectangle, in two rows, two columns and two boxes, can never hold only the
-- same two digits: those could be swapped, giving a second solution. So when
-- three corners hold just those two digits, the fourth cannot be either
-- (type 1). And when two corners on one side hold just the two digits, and
-- one of the digits must go in one of the other two corners (its only places
-- in their shared unit), those two corners cannot hold the other digit
-- (type 4).

WITH marks (cell, bits, n) AS MATERIALIZED (
  SELECT cell, sum(1 << (d - 1)), count(*) FROM cand GROUP BY cell
),
rect (rid, c1, c2, c3, c4) AS MATERIALIZED (
  -- corners: c1 c2 on one row, c3 c4 on another, c1 c3 and c2 c4 in columns; exactly two boxes
  SELECT 100 * p.id + t.id, p.id, q.id, s.id, t.id
  FROM marks AS mp JOIN cell AS p ON p.id = mp.cell
  JOIN cell AS q ON q.r = p.r AND q.c > p.c
  JOIN cell AS s ON s.c = p.c AND s.r > p.r
  JOIN cell AS t ON t.r = s.r AND t.c = q.c
  WHERE (p.b = q.b) <> (p.b = s.b)
    AND q.id IN (SELECT cell FROM marks) AND s.id IN (SELECT cell FROM marks) AND t.id IN (SELECT cell FROM marks)
),
side (rid, x, y, other_x, other_y) AS (
  -- each side of a rectangle with the side facing it
  SELECT rid, c1, c2, c3, c4 FROM rect UNION ALL SELECT rid, c3, c4, c1, c2 FROM rect
  UNION ALL SELECT rid, c1, c3, c2, c4 FROM rect UNION ALL SELECT rid, c2, c4, c1, c3 FROM rect
),
floor (rid, x, y, roof_x, roof_y, bits) AS (
  -- a side whose two cells hold just the same two digits, facing two cells that hold both and more
  SELECT s.rid, s.x, s.y, s.other_x, s.other_y, mx.bits
  FROM side AS s
  JOIN marks AS mx ON mx.cell = s.x AND mx.n = 2
  JOIN marks AS my ON my.cell = s.y AND my.bits = mx.bits
  JOIN marks AS ma ON ma.cell = s.other_x AND (ma.bits & mx.bits) = mx.bits
  JOIN marks AS mb ON mb.cell = s.other_y AND (mb.bits & mx.bits) = mx.bits
  WHERE ma.n > 2 OR mb.n > 2
),
type1 (rid, cell, bits, pattern) AS (
  -- three corners hold just the two digits: the fourth is the other roof cell
  SELECT f.rid, CASE WHEN ma.n = 2 THEN f.roof_y ELSE f.roof_x END, f.bits,
         f.x || ',' || f.y || ',' || f.roof_x || ',' || f.roof_y
  FROM floor AS f
  JOIN marks AS ma ON ma.cell = f.roof_x JOIN marks AS mb ON mb.cell = f.roof_y
  WHERE (ma.n = 2 AND ma.bits = f.bits) <> (mb.n = 2 AND mb.bits = f.bits)
),
type4 (rid, keep, bits, roof_x, roof_y, pattern) AS (
  -- digit `keep` has no other place than the two roof cells in a unit they share
  SELECT f.rid, k.d, f.bits, f.roof_x, f.roof_y, f.x || ',' || f.y || ',' || f.roof_x || ',' || f.roof_y
  FROM floor AS f
  JOIN cand AS k ON k.cell = f.roof_x AND (f.bits >> (k.d - 1)) & 1
  JOIN unit_cell AS ua ON ua.cell = f.roof_x
  JOIN unit_cell AS ub ON ub.cell = f.roof_y AND ub.unit = ua.unit
  WHERE (SELECT count(*) FROM unit_cell AS x JOIN cand AS y ON y.cell = x.cell AND y.d = k.d WHERE x.unit = ua.unit) = 2
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT DISTINCT 'elim', k.cell, k.d, NULL, t.pattern, s.digits
FROM type1 AS t JOIN bitset AS s ON s.bits = t.bits
JOIN cand AS k ON k.cell = t.cell AND (t.bits >> (k.d - 1)) & 1
UNION
SELECT 'elim', k.cell, k.d, NULL, t.pattern, s.digits
FROM type4 AS t JOIN bitset AS s ON s.bits = t.bits
JOIN cand AS k ON k.cell IN (t.roof_x, t.roof_y) AND (t.bits >> (k.d - 1)) & 1 AND k.d <> t.keep;
