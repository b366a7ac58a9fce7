-- The links kept between steps: when the pencil marks are those `link` and
-- `place_count` were last read off (link_cand) less some candidates, they are
-- brought up to date from the candidates that went, instead of read anew
-- (links.sql). Returns 1
-- when they must be read anew instead: nothing read yet, or some candidate
-- is new (a new puzzle, a guess rolled back).
--
-- Why this is enough: with fewer candidates, no two become peers, so no
-- link is new; links go where a candidate went. A pair becomes strong (or
-- strong in one unit more) only where a unit's places of a digit or a
-- cell's digits went down to two: both ends are then among the touched
-- candidates below, the places of a gone candidate's digit in its units and
-- the other digits of its cell. Their strong links are the only ones that
-- change, so only the links to them change `onward`. (CROSS JOIN keeps the
-- few gone and touched candidates first: SQLite cannot know they are few.)

DELETE FROM link_gone;
DELETE FROM link_touched;

INSERT INTO link_gone (cell, d)
SELECT cell, d FROM link_cand
WHERE EXISTS (SELECT 1 FROM link_cand) AND NOT EXISTS (SELECT cell, d FROM cand EXCEPT SELECT cell, d FROM link_cand)
EXCEPT
SELECT cell, d FROM cand;

INSERT OR IGNORE INTO link_touched (cell, d)
SELECT k.cell, k.d
FROM link_gone AS g
CROSS JOIN unit_cell AS ug ON ug.cell = g.cell
CROSS JOIN unit_cell AS uk ON uk.unit = ug.unit
CROSS JOIN cand AS k ON k.cell = uk.cell AND k.d = g.d
UNION
SELECT k.cell, k.d FROM link_gone AS g CROSS JOIN cand AS k ON k.cell = g.cell;

-- Links run both ways round: those to a gone candidate are those from it, turned.
DELETE FROM link WHERE (cell1, d1, cell2, d2) IN (
  SELECT l.cell2, l.d2, l.cell1, l.d1 FROM link_gone AS g CROSS JOIN link AS l ON l.cell1 = g.cell AND l.d1 = g.d
);
DELETE FROM link WHERE (cell1, d1) IN (SELECT cell, d FROM link_gone);
DELETE FROM link_cand WHERE (cell, d) IN (SELECT cell, d FROM link_gone);

UPDATE place_count
SET n = n - (SELECT count(*) FROM link_gone AS g JOIN unit_cell AS uc ON uc.cell = g.cell
             WHERE uc.unit = place_count.unit AND g.d = place_count.d)
WHERE (unit, d) IN (SELECT uc.unit, g.d FROM link_gone AS g CROSS JOIN unit_cell AS uc ON uc.cell = g.cell);
DELETE FROM place_count
WHERE n = 0 AND (unit, d) IN (SELECT uc.unit, g.d FROM link_gone AS g CROSS JOIN unit_cell AS uc ON uc.cell = g.cell);

-- The touched candidates' strong links, as links.sql reads them: via the
-- highest unit where the two are the only places, or -1 within a cell.
UPDATE link
SET strong = 1,
    via = (SELECT max(p.unit) FROM unit_cell AS ua
           CROSS JOIN unit_cell AS ub ON ub.unit = ua.unit AND ub.cell = link.cell2
           CROSS JOIN place_count AS p ON p.unit = ua.unit AND p.d = link.d1 AND p.n = 2
           WHERE ua.cell = link.cell1)
WHERE (cell1, d1, cell2, d2) IN (
  SELECT a.cell, a.d, b.cell, b.d
  FROM link_touched AS a
  CROSS JOIN unit_cell AS ua ON ua.cell = a.cell
  CROSS JOIN place_count AS p ON p.unit = ua.unit AND p.d = a.d AND p.n = 2
  CROSS JOIN unit_cell AS ub ON ub.unit = p.unit AND ub.cell <> a.cell
  CROSS JOIN cand AS b ON b.cell = ub.cell AND b.d = a.d
);

UPDATE link SET strong = 1, via = -1
WHERE (cell1, d1, cell2, d2) IN (
  SELECT a.cell, a.d, b.cell, b.d
  FROM link_touched AS a CROSS JOIN cand AS b ON b.cell = a.cell AND b.d <> a.d
  WHERE (SELECT count(*) FROM cand AS x WHERE x.cell = a.cell) = 2
);

UPDATE link
SET onward = ifnull((SELECT max(s.via >= 0) + 2 * max(s.via = -1) FROM link AS s
                     WHERE s.cell1 = link.cell2 AND s.d1 = link.d2 AND s.strong = 1), 0)
WHERE (cell1, d1, cell2, d2) IN (
  SELECT l.cell2, l.d2, l.cell1, l.d1 FROM link_touched AS t CROSS JOIN link AS l ON l.cell1 = t.cell AND l.d1 = t.d
);

SELECT NOT EXISTS (SELECT 1 FROM link_cand) OR EXISTS (SELECT cell, d FROM cand EXCEPT SELECT cell, d FROM link_cand);
