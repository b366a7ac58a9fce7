-- Technique: Unique rectangle
-- Rating: 4.5
-- Needs: unique
-- Summary: types 1, 2 and 4; type 3 rates 4.6–4.8 by the size of its naked set
--
-- Rule: in a puzzle with one solution, four cells at the corners of a
-- rectangle, in two rows, two columns and two boxes, can never hold only the
-- same two digits: those could be swapped, giving a second solution. So when
-- three corners hold just those two digits, the fourth cannot be either
-- (type 1). When two corners on one side hold just the two digits, one of
-- the other two (the roof) must hold something else: if both roof cells hold
-- one same extra digit, it goes in one of them, and no cell that sees both
-- can hold it (type 2); the roof's extra digits act as one more cell of a
-- naked set in a unit the roof cells share, whose digits leave the unit's
-- other cells (type 3, rated 0.1 more for each cell of the set besides the
-- roof); and when one of the two digits has no other place than the roof in
-- a unit they share, the roof cannot hold the other digit (type 4).

WITH marks (cell, bits, n) AS MATERIALIZED (
  SELECT cell, sum(1 << (d - 1)), count(*) FROM cand GROUP BY cell
),
pair (x, y) AS MATERIALIZED (
  -- two cells in one row or column holding just the same two digits
  SELECT a.cell, b.cell
  FROM marks AS a JOIN marks AS b ON b.bits = a.bits AND b.cell > a.cell
  JOIN cell AS ca ON ca.id = a.cell JOIN cell AS cb ON cb.id = b.cell
  WHERE a.n = 2 AND (ca.r = cb.r OR ca.c = cb.c)
),
span (r1, r2, k1, k2) AS (
  -- the rows and columns of a rectangle with such a pair on a side (o faces x)
  SELECT DISTINCT min(x.r, y.r, o.r), max(x.r, y.r, o.r), min(x.c, y.c, o.c), max(x.c, y.c, o.c)
  FROM pair AS f
  JOIN cell AS x ON x.id = f.x JOIN cell AS y ON y.id = f.y
  JOIN cell AS o ON o.id <> x.id AND iif(x.r = y.r, o.c = x.c, o.r = x.r)
),
rect (rid, c1, c2, c3, c4) AS MATERIALIZED (
  -- corners: c1 c2 on one row, c3 c4 on another, c1 c3 and c2 c4 in columns; exactly two boxes
  -- (only rectangles with a pair on a side: the others have no floor)
  SELECT 100 * p.id + t.id, p.id, q.id, s.id, t.id
  FROM span AS n
  JOIN cell AS p ON p.id = 9 * (n.r1 - 1) + n.k1 - 1
  JOIN cell AS q ON q.id = 9 * (n.r1 - 1) + n.k2 - 1
  JOIN cell AS s ON s.id = 9 * (n.r2 - 1) + n.k1 - 1
  JOIN cell AS t ON t.id = 9 * (n.r2 - 1) + n.k2 - 1
  WHERE (p.b = q.b) <> (p.b = s.b)
    AND p.id IN (SELECT cell FROM marks) AND q.id IN (SELECT cell FROM marks)
    AND s.id IN (SELECT cell FROM marks) AND t.id IN (SELECT cell FROM marks)
),
side (rid, x, y, other_x, other_y, pattern) AS (
  -- each side of a rectangle with the side facing it
  SELECT rid, c1, c2, c3, c4, c1 || ',' || c2 || ',' || c3 || ',' || c4 FROM rect
  UNION ALL SELECT rid, c3, c4, c1, c2, c1 || ',' || c2 || ',' || c3 || ',' || c4 FROM rect
  UNION ALL SELECT rid, c1, c3, c2, c4, c1 || ',' || c2 || ',' || c3 || ',' || c4 FROM rect
  UNION ALL SELECT rid, c2, c4, c1, c3, c1 || ',' || c2 || ',' || c3 || ',' || c4 FROM rect
),
floor (rid, x, y, roof_x, roof_y, bits, extra, pattern) AS MATERIALIZED (
  -- a side whose two cells hold just the same two digits, facing two cells that hold both and more
  SELECT s.rid, s.x, s.y, s.other_x, s.other_y, mx.bits, (ma.bits | mb.bits) & ~mx.bits, s.pattern
  FROM side AS s
  JOIN marks AS mx ON mx.cell = s.x AND mx.n = 2
  JOIN marks AS my ON my.cell = s.y AND my.bits = mx.bits
  JOIN marks AS ma ON ma.cell = s.other_x AND (ma.bits & mx.bits) = mx.bits
  JOIN marks AS mb ON mb.cell = s.other_y AND (mb.bits & mx.bits) = mx.bits
  WHERE ma.n > 2 OR mb.n > 2
),
type1 (cell, bits, pattern) AS (
  -- three corners hold just the two digits: the fourth is the other roof cell
  SELECT CASE WHEN ma.n = 2 THEN f.roof_y ELSE f.roof_x END, f.bits, f.pattern
  FROM floor AS f
  JOIN marks AS ma ON ma.cell = f.roof_x JOIN marks AS mb ON mb.cell = f.roof_y
  WHERE (ma.n = 2 AND ma.bits = f.bits) <> (mb.n = 2 AND mb.bits = f.bits)
),
type2 (roof_x, roof_y, bits, extra, pattern) AS (
  -- both roof cells hold the two digits and one same extra digit
  SELECT f.roof_x, f.roof_y, f.bits, f.extra, f.pattern
  FROM floor AS f
  JOIN marks AS ma ON ma.cell = f.roof_x AND ma.n = 3 JOIN marks AS mb ON mb.cell = f.roof_y AND mb.n = 3
  JOIN bitset AS e ON e.bits = f.extra AND e.size = 1
),
roof_unit (roof_x, roof_y, unit, bits, extra, pattern) AS MATERIALIZED (
  -- a unit the roof cells share
  SELECT f.roof_x, f.roof_y, ua.unit, f.bits, f.extra, f.pattern
  FROM floor AS f
  JOIN unit_cell AS ua ON ua.cell = f.roof_x
  JOIN unit_cell AS ub ON ub.cell = f.roof_y AND ub.unit = ua.unit
),
mates (roof_x, roof_y, unit, bits, pattern, last, cells, m, set_bits) AS (
  -- other cells of that unit, one to three, taken with the roof's extra digits
  SELECT r.roof_x, r.roof_y, r.unit, r.bits, r.pattern, x.cell, ',' || x.cell || ',', 1, r.extra | mk.bits
  FROM roof_unit AS r
  JOIN unit_cell AS x ON x.unit = r.unit AND x.cell NOT IN (r.roof_x, r.roof_y)
  JOIN marks AS mk ON mk.cell = x.cell
  UNION ALL
  SELECT m.roof_x, m.roof_y, m.unit, m.bits, m.pattern, x.cell, m.cells || x.cell || ',', m.m + 1, m.set_bits | mk.bits
  FROM mates AS m
  JOIN unit_cell AS x ON x.unit = m.unit AND x.cell > m.last AND x.cell NOT IN (m.roof_x, m.roof_y)
  JOIN marks AS mk ON mk.cell = x.cell
  WHERE m.m < 3
),
type3 (roof_x, roof_y, unit, bits, pattern, cells, m, set_bits) AS (
  -- m cells and the roof hold m + 1 digits between them: a naked set
  SELECT m.roof_x, m.roof_y, m.unit, m.bits, m.pattern, m.cells, m.m, m.set_bits
  FROM mates AS m JOIN bitset AS s ON s.bits = m.set_bits AND s.size = m.m + 1
),
type4 (keep, bits, roof_x, roof_y, pattern) AS (
  -- digit `keep` has no other place than the two roof cells in a unit they share
  SELECT DISTINCT k.d, r.bits, r.roof_x, r.roof_y, r.pattern
  FROM roof_unit AS r
  JOIN cand AS k ON k.cell = r.roof_x AND (r.bits >> (k.d - 1)) & 1
  WHERE (SELECT count(*) FROM unit_cell AS x JOIN cand AS y ON y.cell = x.cell AND y.d = k.d WHERE x.unit = r.unit) = 2
)
INSERT INTO found (act, cell, d, unit, pattern, digits, rating)
SELECT 'elim', k.cell, k.d, NULL, t.pattern, s.digits, 4.5
FROM type1 AS t JOIN bitset AS s ON s.bits = t.bits
JOIN cand AS k ON k.cell = t.cell AND (t.bits >> (k.d - 1)) & 1
UNION
SELECT 'elim', k.cell, k.d, NULL, t.pattern, s.digits, 4.5
FROM type2 AS t JOIN bitset AS s ON s.bits = t.bits
JOIN peer AS p ON p.cell = t.roof_x
JOIN peer AS q ON q.cell = t.roof_y AND q.peer = p.peer
JOIN cand AS k ON k.cell = p.peer AND (t.extra >> (k.d - 1)) & 1
UNION
SELECT 'elim', k.cell, k.d, t.unit, t.pattern, s.digits, 4.5 + 0.1 * t.m
FROM type3 AS t JOIN bitset AS s ON s.bits = t.bits
JOIN unit_cell AS x ON x.unit = t.unit AND x.cell NOT IN (t.roof_x, t.roof_y) AND instr(t.cells, ',' || x.cell || ',') = 0
JOIN cand AS k ON k.cell = x.cell AND (t.set_bits >> (k.d - 1)) & 1
UNION
SELECT 'elim', k.cell, k.d, NULL, t.pattern, s.digits, 4.5
FROM type4 AS t JOIN bitset AS s ON s.bits = t.bits
JOIN cand AS k ON k.cell IN (t.roof_x, t.roof_y) AND (t.bits >> (k.d - 1)) & 1 AND k.d <> t.keep;
