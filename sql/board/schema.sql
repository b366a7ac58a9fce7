-- SQL Sudoku schema: the board.
--
-- Reference tables describe the board and never change. State tables hold one
-- puzzle while it is being solved. A cell is numbered 0..80 row by row, so
-- cell = 9 * (row - 1) + (column - 1). Rows, columns, boxes and digits run 1..9.

CREATE TABLE digit (d INTEGER PRIMARY KEY);

-- Every cell with its row, column and box, and the ids of its three units.
CREATE TABLE cell (
  id       INTEGER PRIMARY KEY,
  r        INTEGER NOT NULL,
  c        INTEGER NOT NULL,
  b        INTEGER NOT NULL,
  row_unit INTEGER NOT NULL,
  col_unit INTEGER NOT NULL,
  box_unit INTEGER NOT NULL,
  name     TEXT NOT NULL            -- 'r3c5'
);

-- The 27 units: rows are 0..8, columns 9..17, boxes 18..26. No name: the
-- words ('row 3') are a phrase, made from kind and n (src/core/phrases).
CREATE TABLE unit (
  id   INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,               -- 'row', 'column' or 'box'
  n    INTEGER NOT NULL             -- 1..9 within its kind
);

-- Which cells make up each unit; pos is the cell's place 0..8 inside the unit.
CREATE TABLE unit_cell (
  unit INTEGER NOT NULL,
  pos  INTEGER NOT NULL,
  cell INTEGER NOT NULL,
  PRIMARY KEY (unit, pos)
) WITHOUT ROWID;
CREATE INDEX unit_cell_by_cell ON unit_cell (cell, unit);

-- Two different cells are peers when they share a row, a column or a box.
CREATE TABLE peer (
  cell INTEGER NOT NULL,
  peer INTEGER NOT NULL,
  PRIMARY KEY (cell, peer)
) WITHOUT ROWID;

-- A set of digits (or of places in a unit) written as bits: digit d is bit d-1.
-- size is how many members the set has; digits lists them, e.g. '147'.
CREATE TABLE bitset (
  bits   INTEGER PRIMARY KEY,
  size   INTEGER NOT NULL,
  digits TEXT NOT NULL
);

INSERT INTO digit (d) VALUES (1), (2), (3), (4), (5), (6), (7), (8), (9);

INSERT INTO cell (id, r, c, b, row_unit, col_unit, box_unit, name)
SELECT 9 * (r.d - 1) + (c.d - 1), r.d, c.d,
       3 * ((r.d - 1) / 3) + (c.d - 1) / 3 + 1,
       r.d - 1, 9 + c.d - 1, 18 + 3 * ((r.d - 1) / 3) + (c.d - 1) / 3,
       'r' || r.d || 'c' || c.d
FROM digit AS r, digit AS c;

INSERT INTO unit (id, kind, n)
SELECT d - 1, 'row', d FROM digit
UNION ALL SELECT 9 + d - 1, 'column', d FROM digit
UNION ALL SELECT 18 + d - 1, 'box', d FROM digit;

INSERT INTO unit_cell (unit, pos, cell)
SELECT row_unit, c - 1, id FROM cell
UNION ALL SELECT col_unit, r - 1, id FROM cell
UNION ALL SELECT box_unit, 3 * ((r - 1) % 3) + (c - 1) % 3, id FROM cell;

INSERT INTO peer (cell, peer)
SELECT DISTINCT a.cell, b.cell
FROM unit_cell AS a JOIN unit_cell AS b ON b.unit = a.unit AND b.cell <> a.cell;

WITH RECURSIVE n(bits) AS (SELECT 0 UNION ALL SELECT bits + 1 FROM n WHERE bits < 511)
INSERT INTO bitset (bits, size, digits)
SELECT n.bits,
       (SELECT count(*) FROM digit WHERE (n.bits >> (d - 1)) & 1),
       coalesce((SELECT group_concat(d, '') FROM (SELECT d FROM digit WHERE (n.bits >> (d - 1)) & 1 ORDER BY d)), '')
FROM n;

-- A killer's cages, empty on any other puzzle (board/variant.sql fills them
-- for a solve). No digit twice in a cage (its cells are each other's peers),
-- and its digits add up to its total.
-- The rule of 45 adds cages of its own, worked out from the cages and the
-- units once a solve starts: kind 'innies' (id 1000 + the unit), a unit's
-- cells outside the cages wholly inside it, which make up the rest of 45;
-- kind 'outies' (id 2000 + the unit), the cells outside a unit of the cages
-- that cover it, which make up what those cages' totals pass 45 by (only
-- when they all see one another, so hold different digits).
CREATE TABLE cage (
  id    INTEGER PRIMARY KEY,        -- 0.., in the order the puzzle lists them
  total INTEGER NOT NULL,           -- the sum its digits make
  size  INTEGER NOT NULL,           -- how many cells it has
  kind  TEXT NOT NULL,              -- 'cage', or the rule of 45's 'innies' or 'outies'
  unit  INTEGER                     -- the rule of 45's unit; NULL for a cage
);

CREATE TABLE cage_cell (
  cage INTEGER NOT NULL,
  cell INTEGER NOT NULL,
  PRIMARY KEY (cage, cell)
) WITHOUT ROWID;
CREATE INDEX cage_cell_by_cell ON cage_cell (cell, cage);

-- Every set of digits (as in bitset) that fits a cage by its size and total
-- alone: the combinations a solver writes beside the cage, e.g. 4 in two cells
-- is only {1,3}.
CREATE TABLE cage_set (
  cage INTEGER NOT NULL,
  bits INTEGER NOT NULL,
  PRIMARY KEY (cage, bits)
) WITHOUT ROWID;

-- State of the puzzle being solved --------------------------------------------

-- Digits written in the grid, and how each got there. The units are copied
-- from `cell`, as in `cand` below.
CREATE TABLE grid (
  cell     INTEGER PRIMARY KEY,
  d        INTEGER NOT NULL,
  how      TEXT NOT NULL,           -- 'given', 'logic' or 'guess'
  row_unit INTEGER NOT NULL,
  col_unit INTEGER NOT NULL,
  box_unit INTEGER NOT NULL
);

-- Pencil marks: digit d is still possible in empty cell `cell`. The cell's
-- three units are copied here so that "where can d go in this unit" is read
-- straight off an index, with no join.
CREATE TABLE cand (
  cell     INTEGER NOT NULL,
  d        INTEGER NOT NULL,
  row_unit INTEGER NOT NULL,
  col_unit INTEGER NOT NULL,
  box_unit INTEGER NOT NULL,
  PRIMARY KEY (cell, d)
) WITHOUT ROWID;
CREATE INDEX cand_by_row ON cand (row_unit, d, box_unit);
CREATE INDEX cand_by_col ON cand (col_unit, d, box_unit);
CREATE INDEX cand_by_box ON cand (box_unit, d, row_unit, col_unit);

-- The combinations (cage_set) that can still fill each cage in the current
-- position: every cell of the cage can take a digit of the set (a candidate,
-- or the digit placed there), and every digit of the set has a cell of the
-- cage that can take it. A cage with none left is a contradiction. (The guess
-- search's board applies the same rule: sql/search/cages.sql.)
CREATE VIEW cage_option (cage, bits) AS
WITH held (cage, bits) AS MATERIALIZED (
  -- each cage cell's digits as bits: its candidates, or its placed digit
  SELECT cc.cage, coalesce((SELECT 1 << (g.d - 1) FROM grid AS g WHERE g.cell = cc.cell),
                           (SELECT sum(1 << (k.d - 1)) FROM cand AS k WHERE k.cell = cc.cell), 0)
  FROM cage_cell AS cc
),
reach (cage, bits) AS MATERIALIZED (
  -- the digits some cell of the cage can take
  SELECT cage, sum(bit)
  FROM (SELECT DISTINCT cc.cage, 1 << (x.d - 1) AS bit
        FROM cage_cell AS cc JOIN (SELECT cell, d FROM cand UNION ALL SELECT cell, d FROM grid) AS x ON x.cell = cc.cell)
  GROUP BY cage
)
SELECT s.cage, s.bits
FROM cage_set AS s JOIN reach AS r ON r.cage = s.cage AND s.bits & ~r.bits = 0
WHERE NOT EXISTS (SELECT 1 FROM held AS h WHERE h.cage = s.cage AND h.bits & s.bits = 0);
