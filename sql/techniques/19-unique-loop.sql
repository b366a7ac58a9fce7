-- Technique: Unique loop
-- Rating: 4.6
-- Needs: unique
-- Summary: loops of 6, 8, 10 or more cells (types 1 and 2), rated 4.6–5.0 by their size
--
-- Rule: in a puzzle with one solution, a loop of six or more cells can never
-- hold only the same two digits when each row, column and box it passes
-- through holds two of its cells, an odd number of steps apart: the two
-- digits could be swapped all round the loop, giving a second solution. So
-- when every cell of such a loop but one holds just the two digits, that one
-- cannot hold either (type 1); and when the cells holding more all hold one
-- same extra digit, one of them holds it, so no cell that sees them all can
-- (type 2). Rated 4.5, plus 0.1 for a loop of six cells, 0.2 for eight and
-- 0.5 for ten or more, as Sudoku Explainer does; loops of four are unique
-- rectangles.

WITH RECURSIVE
marks (cell, bits, units) AS MATERIALIZED (
  -- each cell's digits, and its row, column and box as bits 0..26
  SELECT k.cell, sum(1 << (k.d - 1)), (1 << c.row_unit) | (1 << c.col_unit) | (1 << c.box_unit)
  FROM cand AS k JOIN cell AS c ON c.id = k.cell
  GROUP BY k.cell
),
member (pair, cell, extra, units) AS MATERIALIZED (
  -- the cells holding both digits of a pair, with what else they hold
  SELECT p.bits, m.cell, m.bits & ~p.bits, m.units
  FROM bitset AS p JOIN marks AS m ON (m.bits & p.bits) = p.bits
  WHERE p.size = 2
),
walk (pair, start, second, last, last_units, len, path, even, odd, extras, extra) AS (
  -- from the loop's lowest cell, each next cell shares a unit with the one
  -- before; a unit never gets two cells an even number of steps apart. Past
  -- the first cell holding more than the pair, the others may hold just one
  -- same extra digit (type 2) or nothing more.
  SELECT pair, cell, -1, cell, units, 1, ',' || cell || ',', units, 0, extra <> 0, extra
  FROM member
  UNION ALL
  SELECT w.pair, w.start, CASE WHEN w.len = 1 THEN n.cell ELSE w.second END, n.cell, n.units, w.len + 1,
         w.path || n.cell || ',',
         CASE WHEN w.len % 2 = 0 THEN w.even | n.units ELSE w.even END,
         CASE WHEN w.len % 2 = 1 THEN w.odd | n.units ELSE w.odd END,
         w.extras + (n.extra <> 0), w.extra | n.extra
  FROM walk AS w
  JOIN member AS n ON n.pair = w.pair AND n.cell > w.start AND (n.units & w.last_units) <> 0
  WHERE w.len < 14
    AND (n.units & CASE WHEN w.len % 2 = 0 THEN w.even ELSE w.odd END) = 0
    AND instr(w.path, ',' || n.cell || ',') = 0
    AND (n.extra = 0 OR w.extras = 0 OR (n.extra = w.extra AND (w.extra & (w.extra - 1)) = 0))
),
loop (pair, path, extras, extra, rating) AS MATERIALIZED (
  -- closed: an even number of cells, six or more, the last sharing a unit
  -- with the first, and every unit holding one cell of each parity; one way
  -- round only
  SELECT w.pair, w.path, w.extras, w.extra,
         4.5 + CASE WHEN w.len >= 10 THEN 0.5 WHEN w.len >= 8 THEN 0.2 ELSE 0.1 END
  FROM walk AS w JOIN marks AS s ON s.cell = w.start
  WHERE w.len >= 6 AND w.len % 2 = 0 AND (s.units & w.last_units) <> 0
    AND w.even = w.odd AND w.extras > 0 AND w.second < w.last
),
odd_cell (pair, path, cell) AS (
  -- the loop's cells holding more than the pair
  SELECT l.pair, l.path, m.cell
  FROM loop AS l JOIN member AS m ON m.pair = l.pair AND m.extra <> 0 AND instr(l.path, ',' || m.cell || ',') > 0
)
INSERT INTO found (act, cell, d, unit, pattern, digits, rating)
SELECT 'elim', k.cell, k.d, NULL, trim(l.path, ','), s.digits, l.rating
FROM loop AS l JOIN bitset AS s ON s.bits = l.pair
JOIN odd_cell AS o ON o.pair = l.pair AND o.path = l.path
JOIN cand AS k ON k.cell = o.cell AND (l.pair >> (k.d - 1)) & 1
WHERE l.extras = 1
UNION
SELECT 'elim', k.cell, k.d, NULL, trim(l.path, ','), s.digits, l.rating
FROM loop AS l JOIN bitset AS s ON s.bits = l.pair
JOIN bitset AS x ON x.bits = l.extra AND x.size = 1
JOIN cand AS k ON (l.extra >> (k.d - 1)) & 1 AND instr(l.path, ',' || k.cell || ',') = 0
WHERE l.extras > 1
  AND NOT EXISTS (
    SELECT 1 FROM odd_cell AS o
    WHERE o.pair = l.pair AND o.path = l.path
      AND NOT EXISTS (SELECT 1 FROM peer AS p WHERE p.cell = o.cell AND p.peer = k.cell)
  );
