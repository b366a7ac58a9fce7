-- Nested forcing chains, level 2: one step of the static chains inside each
-- assumption's grid (as weak.sql and strong.sql, on that grid's links). A true
-- candidate makes false its weakly linked ones, but only where a strong link
-- goes on from them or it is the inner assumption itself: the chains are read
-- only for assumptions that imply their own negation. Such an assumption is
-- followed no further. Returns how many implications this step made.

INSERT OR IGNORE INTO inner_imp (src, isrc, cell, d, truth, depth, pcell, pd, via)
SELECT i.src, i.isrc, l.cell2, l.d2, 0, i.depth + 1, i.cell, i.d, NULL
FROM inner_imp AS i
JOIN link AS l ON l.cell1 = i.cell AND l.d1 = i.d
WHERE i.depth = :depth AND i.truth = 1
  AND NOT EXISTS (SELECT 1 FROM inner_done AS x WHERE x.src = i.src AND x.isrc = i.isrc)
  AND (i.isrc = 20 * l.cell2 + 2 * l.d2 + 1
       OR EXISTS (SELECT 1 FROM inner_link AS s WHERE s.src = i.src AND s.cell1 = l.cell2 AND s.d1 = l.d2));

INSERT OR IGNORE INTO inner_imp (src, isrc, cell, d, truth, depth, pcell, pd, via)
SELECT i.src, i.isrc, s.cell2, s.d2, 1, i.depth + 1, i.cell, i.d, s.via
FROM inner_imp AS i
JOIN inner_link AS s ON s.src = i.src AND s.cell1 = i.cell AND s.d1 = i.d
WHERE i.depth = :depth AND i.truth = 0
  AND NOT EXISTS (SELECT 1 FROM inner_done AS x WHERE x.src = i.src AND x.isrc = i.isrc);

INSERT OR IGNORE INTO inner_done (src, isrc)
SELECT src, isrc FROM inner_imp WHERE depth = :depth + 1 AND isrc = 20 * cell + 2 * d + 1 - truth;

SELECT count(*) FROM inner_imp WHERE depth = :depth + 1;
