-- One step along weak links: a candidate that is true makes every candidate
-- it is weakly linked with false. With :y = 0 only links between places of
-- the same digit are followed (X-chains, Nishio). With :leaves = 0 (static
-- chains, which look only at where chains go) a candidate is made false only
-- where a strong link of the mode goes on from it, or where it is the
-- assumption itself: the rest can be filled in later, step by step again.

INSERT OR IGNORE INTO imp (src, cell, d, truth, depth, pcell, pd, via)
SELECT i.src, l.cell2, l.d2, 0, i.depth + 1, i.cell, i.d, NULL
FROM imp AS i
JOIN link AS l ON l.cell1 = i.cell AND l.d1 = i.d
WHERE i.depth = :depth AND i.src NOT IN (SELECT src FROM dead_src) AND i.truth = 1 AND (:y = 1 OR l.d2 = l.d1)
  AND (:leaves = 1 OR l.onward & (:x + 2 * :y) <> 0 OR i.src = 20 * l.cell2 + 2 * l.d2 + 1);
