-- Load a variant's geometry: its extra units and peers, or the regions that
-- replace the boxes. Run inside the solve's transaction, before load.sql, so
-- that the reference tables are the classic ones again once it is rolled
-- back. Parameters, 1 or 0 each: the two main diagonals (x), the four
-- windows at rows and columns 2-4 and 6-8 (windoku), a knight's move apart
-- (knight) and a king's move apart (king) are peers; regions is the jigsaw's
-- region (1-9) of each cell, 81 characters, or '' for the boxes; cages is a
-- killer's cages as JSON, [[total, [cell, ...]], ...], or '[]'.

-- Jigsaw: each cell's region takes the place of its box, as units 18..26.
UPDATE cell
SET b = CAST(substr(:regions, id + 1, 1) AS INTEGER),
    box_unit = 17 + CAST(substr(:regions, id + 1, 1) AS INTEGER)
WHERE length(:regions) = 81;

UPDATE unit SET kind = 'region' WHERE kind = 'box' AND length(:regions) = 81;

DELETE FROM unit_cell WHERE unit BETWEEN 18 AND 26 AND length(:regions) = 81;

INSERT INTO unit_cell (unit, pos, cell)
SELECT box_unit, row_number() OVER (PARTITION BY box_unit ORDER BY id) - 1, id
FROM cell
WHERE length(:regions) = 81;

-- The extra units: diagonals are 27 (r1c1 to r9c9) and 28 (r1c9 to r9c1),
-- windows 29..32, left to right and top to bottom.
INSERT INTO unit (id, kind, n)
SELECT 26 + d, 'diagonal', d FROM digit WHERE d <= 2 AND :x
UNION ALL
SELECT 28 + d, 'window', d FROM digit WHERE d <= 4 AND :windoku;

INSERT INTO unit_cell (unit, pos, cell)
SELECT 27, r - 1, id FROM cell WHERE r = c AND :x
UNION ALL
SELECT 28, r - 1, id FROM cell WHERE r + c = 10 AND :x
UNION ALL
SELECT 29 + 2 * ((r - 2) / 4) + (c - 2) / 4, 3 * ((r - 2) % 4) + (c - 2) % 4, id
FROM cell
WHERE :windoku AND r NOT IN (1, 5, 9) AND c NOT IN (1, 5, 9);

-- A killer's cages.
INSERT INTO cage (id, total, size, kind)
SELECT j.key, json_extract(j.value, '$[0]'), json_array_length(j.value, '$[1]'), 'cage'
FROM json_each(:cages) AS j;

INSERT INTO cage_cell (cage, cell)
SELECT j.key, c.value
FROM json_each(:cages) AS j, json_each(j.value, '$[1]') AS c;

-- Peers again, from the units as they now are, a knight's or a king's move
-- apart, and in one cage (no digit twice in a cage; the rule of 45's cages,
-- below, add none).
DELETE FROM peer;

INSERT INTO peer (cell, peer)
SELECT a.cell, b.cell
FROM unit_cell AS a JOIN unit_cell AS b ON b.unit = a.unit AND b.cell <> a.cell
UNION
SELECT a.id, b.id
FROM cell AS a JOIN cell AS b
  ON (:knight AND abs(a.r - b.r) * abs(a.c - b.c) = 2)
  OR (:king AND max(abs(a.r - b.r), abs(a.c - b.c)) = 1)
UNION
SELECT a.cell, b.cell
FROM cage_cell AS a JOIN cage_cell AS b ON b.cage = a.cage AND b.cell <> a.cell;

-- The rule of 45's cages (see board/schema.sql). Innies: a unit's cells
-- outside the cages wholly inside it, when there is one such cage.
INSERT INTO cage_cell (cage, cell)
WITH inside (unit, cage) AS (
  SELECT uc.unit, cc.cage
  FROM unit_cell AS uc JOIN cage_cell AS cc ON cc.cell = uc.cell JOIN cage AS g ON g.id = cc.cage
  WHERE uc.unit < 27
  GROUP BY uc.unit, cc.cage
  HAVING count(*) = min(g.size)
)
SELECT 1000 + uc.unit, uc.cell
FROM unit_cell AS uc
WHERE uc.unit IN (SELECT unit FROM inside)
  AND uc.cell NOT IN (SELECT cc.cell FROM inside AS i JOIN cage_cell AS cc ON cc.cage = i.cage WHERE i.unit = uc.unit);

INSERT INTO cage (id, total, size, kind, unit)
SELECT v.cage, 45 - (SELECT sum(g.total) FROM cage AS g
                     WHERE g.id < 1000
                       AND NOT EXISTS (SELECT 1 FROM cage_cell AS cc WHERE cc.cage = g.id
                                         AND cc.cell NOT IN (SELECT cell FROM unit_cell WHERE unit = v.cage - 1000))),
       count(*), 'innies', v.cage - 1000
FROM cage_cell AS v
WHERE v.cage BETWEEN 1000 AND 1999
GROUP BY v.cage;

-- Outies: the cells outside a unit, every cell of which is in a cage, of the
-- cages that meet it, when they all see one another.
INSERT INTO cage_cell (cage, cell)
WITH covered (unit) AS (
  SELECT u.id FROM unit AS u
  WHERE u.id < 27
    AND NOT EXISTS (SELECT 1 FROM unit_cell AS x WHERE x.unit = u.id AND x.cell NOT IN (SELECT cell FROM cage_cell WHERE cage < 1000))
),
outie (unit, cell) AS (
  SELECT DISTINCT c.unit, o.cell
  FROM covered AS c
  JOIN unit_cell AS x ON x.unit = c.unit
  JOIN cage_cell AS m ON m.cell = x.cell AND m.cage < 1000
  JOIN cage_cell AS o ON o.cage = m.cage
  WHERE o.cell NOT IN (SELECT cell FROM unit_cell WHERE unit = c.unit)
)
SELECT 2000 + o.unit, o.cell
FROM outie AS o
WHERE NOT EXISTS (SELECT 1 FROM outie AS a JOIN outie AS b ON b.unit = a.unit AND b.cell > a.cell
                  WHERE a.unit = o.unit AND NOT EXISTS (SELECT 1 FROM peer AS p WHERE p.cell = a.cell AND p.peer = b.cell));

INSERT INTO cage (id, total, size, kind, unit)
SELECT v.cage, (SELECT sum(g.total) FROM cage AS g
                WHERE g.id < 1000
                  AND EXISTS (SELECT 1 FROM cage_cell AS cc JOIN unit_cell AS x ON x.cell = cc.cell
                              WHERE cc.cage = g.id AND x.unit = v.cage - 2000)) - 45,
       count(*), 'outies', v.cage - 2000
FROM cage_cell AS v
WHERE v.cage >= 2000
GROUP BY v.cage;

-- Every cage's combinations: the sets of as many digits as it has cells that
-- make its total.
INSERT INTO cage_set (cage, bits)
SELECT g.id, b.bits
FROM cage AS g JOIN bitset AS b ON b.size = g.size
WHERE (SELECT sum(d) FROM digit WHERE (b.bits >> (d - 1)) & 1) = g.total;
