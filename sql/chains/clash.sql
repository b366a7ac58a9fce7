-- An assumption that has made some candidate both true and false is
-- impossible: note it, so that it is followed no further.

INSERT OR IGNORE INTO dead_src (src)
SELECT DISTINCT a.src
FROM imp AS a
JOIN imp AS b ON b.src = a.src AND b.cell = a.cell AND b.d = a.d AND b.truth = 1 - a.truth
WHERE a.depth = :depth;
