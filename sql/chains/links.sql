-- The links between candidates, read off the pencil marks as they are now.
-- Weak: the same digit in two peer cells, or two digits of one cell (both
-- cannot be true). Strong: the only two places of a digit in a unit, or the
-- only two digits of a cell (both cannot be false).

DELETE FROM link;

INSERT INTO link (cell1, d1, cell2, d2, strong, via)
SELECT a.cell, a.d, b.cell, b.d, 0, NULL
FROM cand AS a JOIN peer AS p ON p.cell = a.cell JOIN cand AS b ON b.cell = p.peer AND b.d = a.d
UNION ALL
SELECT a.cell, a.d, b.cell, b.d, 0, NULL
FROM cand AS a JOIN cand AS b ON b.cell = a.cell AND b.d <> a.d;

WITH places (unit, d) AS (
  SELECT uc.unit, k.d FROM cand AS k JOIN unit_cell AS uc ON uc.cell = k.cell
  GROUP BY uc.unit, k.d HAVING count(*) = 2
)
INSERT OR REPLACE INTO link (cell1, d1, cell2, d2, strong, via)
SELECT a.cell, a.d, b.cell, b.d, 1, max(p.unit)
FROM places AS p
JOIN unit_cell AS ua ON ua.unit = p.unit JOIN cand AS a ON a.cell = ua.cell AND a.d = p.d
JOIN unit_cell AS ub ON ub.unit = p.unit JOIN cand AS b ON b.cell = ub.cell AND b.d = p.d AND b.cell <> a.cell
GROUP BY a.cell, a.d, b.cell, b.d
UNION ALL
SELECT a.cell, a.d, b.cell, b.d, 1, -1
FROM cand AS a JOIN cand AS b ON b.cell = a.cell AND b.d <> a.d
WHERE (SELECT count(*) FROM cand AS x WHERE x.cell = a.cell) = 2;

DELETE FROM place_count;

INSERT INTO place_count (unit, d, n)
SELECT uc.unit, k.d, count(*) FROM cand AS k JOIN unit_cell AS uc ON uc.cell = k.cell GROUP BY uc.unit, k.d;

-- A chain that makes a candidate false goes on from it only along a strong
-- link: static chains need not make false what leads nowhere (see weak.sql).
UPDATE link SET onward = e.kinds
FROM (SELECT cell1, d1, max(via >= 0) + 2 * max(via = -1) AS kinds FROM link WHERE strong = 1 GROUP BY cell1, d1) AS e
WHERE link.cell2 = e.cell1 AND link.d2 = e.d1;

-- What they were read off, to be kept up to date from (see links-update.sql).
DELETE FROM link_cand;

INSERT INTO link_cand (cell, d) SELECT cell, d FROM cand;
