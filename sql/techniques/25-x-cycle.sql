-- Technique: X-cycle
-- Rating: 6.5
-- Chains: x
-- Group: static chains
--
-- Rule: follow one digit around a loop whose links alternate: strong (the
-- only two places for the digit in a unit) and weak (two places that see
-- each other). Every place of the loop is then true or false in turn, one
-- way round or the other, so a cell outside the loop that sees a place true
-- one way round and a place true the other way round cannot hold the digit.
-- A loop of four cells is an X-Wing; longer loops rate 0.1 more at 4, 6, 8,
-- 12, 16... candidates past two, as chains do (Sudoku Explainer's
-- bidirectional X-cycle).

WITH RECURSIVE
closing (src, yc, yd, zc, zd) AS MATERIALIZED (
  -- from "A true" the chain reaches a true candidate Y, weakly linked to a
  -- candidate Z whose strong link leads back to A: the loop closes
  SELECT i.src, i.cell, i.d, w.cell2, w.d2
  FROM imp AS i
  JOIN link AS w ON w.cell1 = i.cell AND w.d1 = i.d
  JOIN link AS s ON s.cell1 = w.cell2 AND s.d1 = w.d2 AND s.strong = 1 AND s.cell2 = i.src / 20 AND s.d2 = (i.src % 20) / 2
  WHERE i.src % 2 = 1 AND i.truth = 1 AND i.depth >= 2 AND w.d1 = w.d2 AND s.d1 = s.d2
),
loop (src, yc, yd, zc, zd, cell, d, truth) AS (
  -- the loop's candidates: Z, then Y and back to A along the chain
  SELECT src, yc, yd, zc, zd, zc, zd, 0 FROM closing
  UNION ALL
  SELECT src, yc, yd, zc, zd, yc, yd, 1 FROM closing
  UNION ALL
  SELECT l.src, l.yc, l.yd, l.zc, l.zd, i.pcell, i.pd, 1 - l.truth
  FROM loop AS l JOIN imp AS i ON i.src = l.src AND i.cell = l.cell AND i.d = l.d AND i.truth = l.truth
  WHERE i.pcell IS NOT NULL AND NOT (l.cell = l.zc AND l.d = l.zd AND l.truth = 0)
),
shape (src, yc, yd, zc, zd, size, cells, digits, nodes) AS MATERIALIZED (
  -- a loop passes each candidate once; it is found from each of its candidates that is true one way round: keep one
  SELECT src, yc, yd, zc, zd, count(*), group_concat(DISTINCT cell), replace(group_concat(DISTINCT d), ',', ''), group_concat(10 * cell + d, ',' ORDER BY cell, d)
  FROM loop GROUP BY src, yc, yd, zc, zd
  HAVING count(DISTINCT 10 * cell + d) = count(*)
),
one (src, yc, yd, zc, zd, size, cells, digits) AS MATERIALIZED (
  SELECT src, yc, yd, zc, zd, size, cells, digits FROM shape AS s
  WHERE NOT EXISTS (
    SELECT 1 FROM shape AS o WHERE o.nodes = s.nodes AND (o.src, o.yc, o.yd, o.zc, o.zd) < (s.src, s.yc, s.yd, s.zc, s.zd)
  )
),
member (src, yc, yd, zc, zd, cell, d, truth) AS MATERIALIZED (
  SELECT l.src, l.yc, l.yd, l.zc, l.zd, l.cell, l.d, l.truth
  FROM loop AS l JOIN one AS o ON o.src = l.src AND o.yc = l.yc AND o.yd = l.yd AND o.zc = l.zc AND o.zd = l.zd
)
INSERT INTO found (act, cell, d, unit, pattern, digits, rating, chain)
SELECT DISTINCT 'elim', k.cell, k.d, NULL, o.cells, o.digits,
       6.5 + 0.1 * (SELECT count(*) FROM length_step WHERE o.size - 2 > above),
       o.src || ':' || o.yc || ':' || o.yd || ':1:' || o.zc || ':' || o.zd
FROM one AS o
JOIN member AS t ON t.src = o.src AND t.yc = o.yc AND t.yd = o.yd AND t.zc = o.zc AND t.zd = o.zd AND t.truth = 1
JOIN peer AS p ON p.cell = t.cell
JOIN cand AS k ON k.cell = p.peer AND k.d = t.d
WHERE k.cell NOT IN (SELECT cell FROM member AS x WHERE x.src = o.src AND x.yc = o.yc AND x.yd = o.yd AND x.zc = o.zc AND x.zd = o.zd)
  AND EXISTS (
    SELECT 1 FROM member AS f JOIN peer AS q ON q.cell = f.cell AND q.peer = k.cell
    WHERE f.src = o.src AND f.yc = o.yc AND f.yd = o.yd AND f.zc = o.zc AND f.zd = o.zd AND f.truth = 0 AND f.d = k.d
  );
