-- One step along strong links: a candidate that is false makes the other end
-- of each of its strong links true. The links are those of the pencil marks
-- as they are, whatever else the assumption has ruled out (a static chain).
-- With :x = 0 only the strong links inside a cell are followed (Y-cycles).

INSERT OR IGNORE INTO imp (src, cell, d, truth, depth, pcell, pd, via)
SELECT i.src, l.cell2, l.d2, 1, i.depth + 1, i.cell, i.d, l.via
FROM imp AS i
JOIN link AS l ON l.cell1 = i.cell AND l.d1 = i.d AND l.strong = 1
WHERE i.depth = :depth AND i.src NOT IN (SELECT src FROM dead_src) AND i.truth = 0 AND (:y = 1 OR l.d2 = l.d1)
  AND (:x = 1 OR l.via = -1);
