-- Whether the strong links :new (a JSON array of [cell1, d1, cell2, d2])
-- may have made an assumption imply its own negation, on pencil marks that
-- are those of a position where none did, less some candidates.
--
-- Why this is enough: with fewer candidates there are no weak links that
-- were not there before, so a chain that does it now goes along one of the
-- new strong links, from b false to c true: A ... b false, c true ... not A.
-- Read backwards (the links go both ways), c true ... not A is A ... c
-- false. So "b true" and "c true" both lead to "not A". Conversely, any
-- candidate that both reach, as true or false, is such a "not A": A then
-- makes b false, so c true, and c false. So: follow every link from each new
-- link's two ends assumed true, to the end, and look for a candidate both
-- ends of one link reach the same way. Few assumptions, no depths: a
-- fraction of building the chains.

WITH RECURSIVE fresh (cell1, d1, cell2, d2) AS (
  SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM json_each(:new)
),
ends (cell, d) AS (
  SELECT cell1, d1 FROM fresh UNION SELECT cell2, d2 FROM fresh
),
reach (src, cell, d, truth) AS (
  SELECT 20 * cell + 2 * d + 1, cell, d, 1 FROM ends
  UNION
  SELECT r.src, l.cell2, l.d2, 1 - r.truth
  FROM reach AS r JOIN link AS l ON l.cell1 = r.cell AND l.d1 = r.d
  WHERE r.truth = 1 OR l.strong = 1
)
SELECT EXISTS (
  SELECT 1 FROM fresh AS f
  JOIN reach AS a ON a.src = 20 * f.cell1 + 2 * f.d1 + 1
  JOIN reach AS b ON b.src = 20 * f.cell2 + 2 * f.d2 + 1 AND b.cell = a.cell AND b.d = a.d AND b.truth = a.truth
);
