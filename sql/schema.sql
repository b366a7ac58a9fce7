-- SQL Sudoku schema.
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

-- What the technique just run has found, before it is applied:
-- act 'place' writes digit d in cell; act 'elim' removes candidate d from cell.
-- unit, pattern (cell ids, comma separated) and digits describe the finding,
-- so that each finding becomes one step of the explanation.
-- rating is set by techniques whose rating varies with the pattern (chains,
-- by their length); the driver then keeps only the easiest findings. chain
-- names the chains behind a finding, as 'src:cell:d:truth' ends in `imp`.
-- tech is set by the driver: which technique of a group found the row.
CREATE TABLE found (
  act     TEXT NOT NULL,
  cell    INTEGER NOT NULL,
  d       INTEGER NOT NULL,
  unit    INTEGER,
  pattern TEXT NOT NULL,
  digits  TEXT NOT NULL,
  rating  REAL,
  chain   TEXT,
  tech    TEXT
);

-- Chains ----------------------------------------------------------------------

-- Links between two candidates, derived from the pencil marks. A weak link:
-- both cannot be true (the same digit in two peer cells, or two digits in one
-- cell). A strong link: both cannot be false (the only two places for a digit
-- in a unit, or the only two digits of a cell); a strong link is weak too.
-- via is the unit of a strong link between places, or -1 for a cell's digits.
-- onward says which strong links leave the second candidate: 1 between places
-- of its digit in a unit, 2 between its cell's two digits (both: 3; none: 0).
CREATE TABLE link (
  cell1  INTEGER NOT NULL,
  d1     INTEGER NOT NULL,
  cell2  INTEGER NOT NULL,
  d2     INTEGER NOT NULL,
  strong INTEGER NOT NULL,
  via    INTEGER,
  onward INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (cell1, d1, cell2, d2)
) WITHOUT ROWID;
-- A candidate's strong links, read at every step of a chain: most candidates have none.
CREATE INDEX link_strong ON link (cell1, d1, via) WHERE strong = 1;

-- Implications: if candidate (src_cell, src_d) is assumed true (src_truth 1)
-- or false (0), candidate (cell, d) must be true (truth 1) or false (0).
-- src numbers the assumption: 20 * cell + 2 * d + truth. depth counts the
-- links from the assumption; (pcell, pd) is the candidate it follows from,
-- with the opposite truth; via says how a candidate becomes true: -1 the last
-- digit of its cell, else the unit where it is the last place.
CREATE TABLE imp (
  src   INTEGER NOT NULL,
  cell  INTEGER NOT NULL,
  d     INTEGER NOT NULL,
  truth INTEGER NOT NULL,
  depth INTEGER NOT NULL,
  pcell INTEGER,
  pd    INTEGER,
  via   INTEGER,
  PRIMARY KEY (src, cell, d, truth)
) WITHOUT ROWID;
CREATE INDEX imp_by_depth ON imp (depth, truth);

-- How many places each digit has in each unit, and how many of them each
-- assumption has ruled out so far (for dynamic chains, n) and left (remain);
-- depth is the step that last changed the count.
CREATE TABLE place_count (
  unit INTEGER NOT NULL,
  d    INTEGER NOT NULL,
  n    INTEGER NOT NULL,
  PRIMARY KEY (unit, d)
) WITHOUT ROWID;
CREATE TABLE gone (
  src    INTEGER NOT NULL,
  unit   INTEGER NOT NULL,
  d      INTEGER NOT NULL,
  n      INTEGER NOT NULL,
  remain INTEGER NOT NULL,
  depth  INTEGER NOT NULL,
  PRIMARY KEY (src, unit, d)
) WITHOUT ROWID;
-- A step looks only at the units it has just left with one place or none:
-- only those are indexed, so that most counts change without the index.
CREATE INDEX gone_by_depth ON gone (depth, remain) WHERE remain < 2;

-- Assumptions already shown impossible (some candidate both true and false):
-- they are followed no further.
CREATE TABLE dead_src (src INTEGER PRIMARY KEY);

-- The assumptions that imply their own negation in the 'xy' implications of
-- the pencil marks as they are (see chains/self-negation.sql).
CREATE TABLE negated (src INTEGER PRIMARY KEY);

-- The implications of a mode kept while another mode's are in `imp`, so that
-- a technique further up the ladder on the same pencil marks reads them
-- again without following every chain anew. No key: rows are only copied in
-- and out, in `imp`'s order, which is the cheapest way.
CREATE TABLE imp_kept (
  mode  INTEGER NOT NULL,
  src   INTEGER NOT NULL,
  cell  INTEGER NOT NULL,
  d     INTEGER NOT NULL,
  truth INTEGER NOT NULL,
  depth INTEGER NOT NULL,
  pcell INTEGER,
  pd    INTEGER,
  via   INTEGER
);

-- Forcing chains from a cell or a region: what the cell and region forcing
-- chains and the dynamic forcing chains share. What the first choice of a
-- cell (each of its digits) implies, kept where no other choice fails to
-- imply it: far fewer rows to gather than every choice's implications.
-- choices counts the cell's digits.
CREATE VIEW cell_choice_agreement (home, choices, cell, d, truth) AS
WITH home (cell, n, first) AS MATERIALIZED (
  SELECT cell, count(*), min(d) FROM cand GROUP BY cell HAVING count(*) >= 2
)
SELECT h.cell, h.n, f.cell, f.d, f.truth
FROM home AS h JOIN imp AS f ON f.src = 20 * h.cell + 2 * h.first + 1 AND f.depth > 0
WHERE NOT EXISTS (
  SELECT 1 FROM cand AS k
  WHERE k.cell = h.cell AND k.d > h.first AND NOT EXISTS (
    SELECT 1 FROM imp AS i
    WHERE i.src = 20 * k.cell + 2 * k.d + 1 AND i.cell = f.cell AND i.d = f.d AND i.truth = f.truth AND i.depth > 0));

-- The same for a region: the places of digit rd in a unit.
CREATE VIEW region_choice_agreement (unit, rd, cell, d, truth) AS
WITH region (unit, d, first) AS MATERIALIZED (
  SELECT uc.unit, k.d, min(k.cell) FROM cand AS k JOIN unit_cell AS uc ON uc.cell = k.cell
  GROUP BY uc.unit, k.d HAVING count(*) >= 2
),
-- the region's other places, listed once rather than looked for in the unit for every implication
other (unit, d, cell) AS MATERIALIZED (
  SELECT r.unit, r.d, k.cell
  FROM region AS r JOIN unit_cell AS uc ON uc.unit = r.unit JOIN cand AS k ON k.cell = uc.cell AND k.d = r.d
  WHERE k.cell > r.first
)
SELECT r.unit, r.d, f.cell, f.d, f.truth
FROM region AS r JOIN imp AS f ON f.src = 20 * r.first + 2 * r.d + 1 AND f.depth > 0
WHERE NOT EXISTS (
  SELECT 1 FROM other AS o
  WHERE o.unit = r.unit AND o.d = r.d AND NOT EXISTS (
    SELECT 1 FROM imp AS i
    WHERE i.src = 20 * o.cell + 2 * o.d + 1 AND i.cell = f.cell AND i.d = f.d AND i.truth = f.truth AND i.depth > 0));

-- Loops: what the cycle techniques share (X-cycle, Y-cycle, XY-cycle).
-- A chain closes into a loop when from "A true" it reaches a true candidate
-- Y, weakly linked to a candidate Z whose strong link leads back to A.
-- one_digit: every link on one digit; through_cell: the strong link is a
-- cell's only two digits.
CREATE VIEW loop_close (src, yc, yd, zc, zd, one_digit, through_cell) AS
-- Read from A's few strong links back (links run both ways), not from every
-- true candidate forward: far fewer rows.
SELECT i.src, i.cell, i.d, s.cell1, s.d1, w.d1 = w.d2 AND s.d1 = s.d2, s.via = -1
FROM link AS s
CROSS JOIN link AS w ON w.cell1 = s.cell1 AND w.d1 = s.d1
CROSS JOIN imp AS i ON i.src = 20 * s.cell2 + 2 * s.d2 + 1 AND i.cell = w.cell2 AND i.d = w.d2 AND i.truth = 1
WHERE s.strong = 1 AND i.depth >= 2;

-- The loops a cycle technique has found (filled from loop_close by its rule).
CREATE TABLE loop_closing (
  src INTEGER NOT NULL,
  yc  INTEGER NOT NULL,
  yd  INTEGER NOT NULL,
  zc  INTEGER NOT NULL,
  zd  INTEGER NOT NULL
);

-- What each loop rules out. Walk each loop back along its chain, keep one
-- copy of each (it is found from each of its candidates that is true one way
-- round), and name every candidate outside the loop that sees its digit true
-- one way round and false the other: it cannot be true. size counts the
-- loop's candidates, for the rating by length.
CREATE VIEW loop_elimination (cell, d, cells, digits, size, chain) AS
WITH RECURSIVE
closing AS MATERIALIZED (SELECT src, yc, yd, zc, zd FROM loop_closing),
loop (src, yc, yd, zc, zd, cell, d, truth) AS (
  -- the loop's candidates: Z, then Y and back to A along the chain
  SELECT src, yc, yd, zc, zd, zc, zd, 0 FROM closing
  UNION ALL
  SELECT src, yc, yd, zc, zd, yc, yd, 1 FROM closing
  UNION ALL
  SELECT l.src, l.yc, l.yd, l.zc, l.zd, i.pcell, i.pd, 1 - l.truth
  FROM loop AS l JOIN imp AS i ON i.src = l.src AND i.cell = l.cell AND i.d = l.d AND i.truth = l.truth
  WHERE i.pcell IS NOT NULL AND NOT (l.cell = l.zc AND l.d = l.zd AND l.truth = 0)
),
shape (src, yc, yd, zc, zd, size, cells, digits, nodes) AS MATERIALIZED (
  -- a loop passes each candidate once; it is found from each of its candidates that is true one way round: keep one
  SELECT src, yc, yd, zc, zd, count(*), group_concat(DISTINCT cell), replace(group_concat(DISTINCT d), ',', ''), group_concat(10 * cell + d, ',' ORDER BY cell, d)
  FROM loop GROUP BY src, yc, yd, zc, zd
  HAVING count(DISTINCT 10 * cell + d) = count(*)
),
one (src, yc, yd, zc, zd, size, cells, digits) AS MATERIALIZED (
  SELECT src, yc, yd, zc, zd, size, cells, digits FROM shape AS s
  WHERE NOT EXISTS (
    SELECT 1 FROM shape AS o WHERE o.nodes = s.nodes AND (o.src, o.yc, o.yd, o.zc, o.zd) < (s.src, s.yc, s.yd, s.zc, s.zd)
  )
),
member (src, yc, yd, zc, zd, cell, d, truth) AS MATERIALIZED (
  SELECT l.src, l.yc, l.yd, l.zc, l.zd, l.cell, l.d, l.truth
  FROM loop AS l JOIN one AS o ON o.src = l.src AND o.yc = l.yc AND o.yd = l.yd AND o.zc = l.zc AND o.zd = l.zd
)
SELECT DISTINCT k.cell, k.d, o.cells, o.digits, o.size,
       o.src || ':' || o.yc || ':' || o.yd || ':1:' || o.zc || ':' || o.zd
FROM one AS o
JOIN member AS t ON t.src = o.src AND t.yc = o.yc AND t.yd = o.yd AND t.zc = o.zc AND t.zd = o.zd AND t.truth = 1
JOIN peer AS p ON p.cell = t.cell
JOIN cand AS k ON k.cell = p.peer AND k.d = t.d
WHERE k.cell NOT IN (SELECT cell FROM member AS x WHERE x.src = o.src AND x.yc = o.yc AND x.yd = o.yd AND x.zc = o.zc AND x.zd = o.zd)
  AND EXISTS (
    SELECT 1 FROM member AS f JOIN peer AS q ON q.cell = f.cell AND q.peer = k.cell
    WHERE f.src = o.src AND f.yc = o.yc AND f.yd = o.yd AND f.zc = o.zc AND f.zd = o.zd AND f.truth = 0 AND f.d = k.d
  );

-- Sudoku Explainer's rating for a chain's length: 0.1 for each step that the
-- number of its nodes, less 2, goes past.
CREATE TABLE length_step (above INTEGER PRIMARY KEY);
INSERT INTO length_step (above) VALUES (4), (6), (8), (12), (16), (24), (32), (48), (64), (96), (128), (192), (256), (384), (512), (768), (1024);

-- The explanation, written when a solve finishes: every step on the way to the
-- answer, and every guess with its outcome ('kept', 'disproved', 'abandoned').
CREATE TABLE step_log (
  n         INTEGER PRIMARY KEY,
  technique TEXT NOT NULL,
  rating    REAL NOT NULL,
  unit      TEXT,
  cells     TEXT NOT NULL,
  placed    TEXT NOT NULL,
  removed   TEXT NOT NULL,
  guess     INTEGER
);

CREATE TABLE guess_log (
  n        INTEGER PRIMARY KEY,
  r        INTEGER NOT NULL,
  c        INTEGER NOT NULL,
  d        INTEGER NOT NULL,
  choices  TEXT NOT NULL,
  depth    INTEGER NOT NULL,
  parent   INTEGER,
  outcome  TEXT NOT NULL
);
