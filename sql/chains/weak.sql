-- One step along weak links: a candidate that is true makes every candidate
-- it is weakly linked with false. With :y = 0 only links between places of
-- the same digit are followed (X-chains, Nishio).

INSERT OR IGNORE INTO imp (src, cell, d, truth, depth, pcell, pd, via)
SELECT i.src, l.cell2, l.d2, 0, i.depth + 1, i.cell, i.d, NULL
FROM imp AS i
JOIN link AS l ON l.cell1 = i.cell AND l.d1 = i.d
WHERE i.depth = :depth AND i.src NOT IN (SELECT src FROM dead_src) AND i.truth = 1 AND (:y = 1 OR l.d2 = l.d1);
