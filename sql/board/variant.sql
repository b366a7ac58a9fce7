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

-- A killer's cages, and the combinations that fit each by its size and total.
INSERT INTO cage (id, total, size)
SELECT j.key, json_extract(j.value, '$[0]'), json_array_length(j.value, '$[1]')
FROM json_each(:cages) AS j;

INSERT INTO cage_cell (cage, cell)
SELECT j.key, c.value
FROM json_each(:cages) AS j, json_each(j.value, '$[1]') AS c;

INSERT INTO cage_set (cage, bits)
SELECT g.id, b.bits
FROM cage AS g JOIN bitset AS b ON b.size = g.size
WHERE (SELECT sum(d) FROM digit WHERE (b.bits >> (d - 1)) & 1) = g.total;

-- Peers again, from the units as they now are, a knight's or a king's move
-- apart, and in one cage (no digit twice in a cage).
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
