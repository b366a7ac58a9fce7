-- The pencil marks as the static chains' first look remembers them (see
-- ChainBuilder.staticMayFind): each candidate (kind 0), and each strong link
-- (kind 1) of the links just read off them.

SELECT 0, cell, d, NULL, NULL FROM cand
UNION ALL
SELECT 1, cell1, d1, cell2, d2 FROM link WHERE strong = 1;
