-- One dynamic step through cells (for chains that go through cells): a
-- candidate that is false may leave its cell, among everything the assumption
-- has ruled out so far, a single digit. That one becomes true. Where this step
-- rules out the last two at once, one of them is made true too, so that the
-- contradiction shows (as it would, one at a time). Run before the step
-- through units (dynamic-unit.sql): of two ways to the same candidate, the
-- first one is kept.

WITH frontier_cell (src, cell) AS (
  SELECT DISTINCT src, cell FROM imp
  WHERE depth = :depth AND truth = 0 AND src NOT IN (SELECT src FROM dead_src)
),
left_in_cell (src, cell, n) AS MATERIALIZED (
  SELECT f.src, f.cell,
         (SELECT count(*) FROM cand AS k WHERE k.cell = f.cell)
       - (SELECT count(*) FROM imp AS o WHERE o.src = f.src AND o.cell = f.cell AND o.truth = 0)
  FROM frontier_cell AS f
),
last_digit (src, cell) AS (
  SELECT src, cell FROM left_in_cell WHERE n = 1
)
INSERT OR IGNORE INTO imp (src, cell, d, truth, depth, pcell, pd, via)
SELECT l.src, l.cell, k.d, 1, :depth + 1,
       l.cell, (SELECT min(o.d) FROM imp AS o WHERE o.src = l.src AND o.cell = l.cell AND o.truth = 0), -1
FROM last_digit AS l
JOIN cand AS k ON k.cell = l.cell
-- neither ruled out nor already true
WHERE NOT EXISTS (SELECT 1 FROM imp AS o WHERE o.src = l.src AND o.cell = k.cell AND o.d = k.d)
UNION ALL
SELECT l.src, l.cell, max(o.d), 1, :depth + 1, l.cell, min(o.d), -1
FROM left_in_cell AS l JOIN imp AS o ON o.src = l.src AND o.cell = l.cell AND o.truth = 0 AND o.depth = :depth
WHERE l.n = 0
GROUP BY l.src, l.cell;
