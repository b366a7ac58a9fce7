-- One dynamic step through units: a candidate that is false may leave, among
-- everything the assumption has ruled out so far, a single place for its
-- digit in one of its units. That one becomes true. Where this step rules out
-- the last two at once, one of them is made true too, so that the
-- contradiction shows (as it would, one at a time).

-- Count, per assumption, unit and digit, the places ruled out so far.
INSERT INTO gone (src, unit, d, n, remain, depth)
SELECT f.src, uc.unit, f.d, count(*), (SELECT p.n FROM place_count AS p WHERE p.unit = uc.unit AND p.d = f.d) - count(*), :depth
FROM imp AS f JOIN unit_cell AS uc ON uc.cell = f.cell
WHERE f.depth = :depth AND f.truth = 0 AND f.src NOT IN (SELECT src FROM dead_src)
GROUP BY f.src, uc.unit, f.d
ON CONFLICT (src, unit, d) DO UPDATE SET n = n + excluded.n, remain = remain - excluded.n, depth = excluded.depth;

-- (remain < 2 lets SQLite use the partial index gone_by_depth.)
WITH last_place (src, unit, d) AS (
  SELECT src, unit, d FROM gone WHERE remain < 2 AND depth = :depth AND remain = 1
),
none_left (src, unit, d) AS (
  SELECT src, unit, d FROM gone WHERE remain < 2 AND depth = :depth AND remain = 0
)
INSERT OR IGNORE INTO imp (src, cell, d, truth, depth, pcell, pd, via)
SELECT l.src, k.cell, l.d, 1, :depth + 1,
       (SELECT min(o.cell) FROM unit_cell AS x CROSS JOIN imp AS o ON o.src = l.src AND o.cell = x.cell AND o.d = l.d AND o.truth = 0
        WHERE x.unit = l.unit), l.d, l.unit
FROM last_place AS l
JOIN unit_cell AS x ON x.unit = l.unit
JOIN cand AS k ON k.cell = x.cell AND k.d = l.d
-- neither ruled out nor already true
WHERE NOT EXISTS (SELECT 1 FROM imp AS o WHERE o.src = l.src AND o.cell = k.cell AND o.d = k.d)
UNION ALL
SELECT l.src, max(o.cell), l.d, 1, :depth + 1, min(o.cell), l.d, l.unit
FROM none_left AS l
JOIN unit_cell AS x ON x.unit = l.unit
JOIN imp AS o ON o.src = l.src AND o.cell = x.cell AND o.d = l.d AND o.truth = 0 AND o.depth = :depth
GROUP BY l.src, l.unit, l.d;
