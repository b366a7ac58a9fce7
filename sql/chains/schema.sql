-- SQL Sudoku schema: the chains.
--
-- Scratch tables the chain builder (src/core/chains.ts) fills from the pencil
-- marks and the chain techniques read; rebuilt whenever the marks change.

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

-- The candidates `link` and `place_count` were read off, and (scratch) those
-- gone since and the ones whose strong links that may change: the links are
-- kept up to date between steps (see links-update.sql).
CREATE TABLE link_cand (cell INTEGER NOT NULL, d INTEGER NOT NULL, PRIMARY KEY (cell, d)) WITHOUT ROWID;
CREATE TABLE link_gone (cell INTEGER NOT NULL, d INTEGER NOT NULL, PRIMARY KEY (cell, d)) WITHOUT ROWID;
CREATE TABLE link_touched (cell INTEGER NOT NULL, d INTEGER NOT NULL, PRIMARY KEY (cell, d)) WITHOUT ROWID;

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
-- the pencil marks as they are (see self-negation.sql).
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

-- Sudoku Explainer's rating for a chain's length: 0.1 for each step that the
-- number of its nodes, less 2, goes past.
CREATE TABLE length_step (above INTEGER PRIMARY KEY);
INSERT INTO length_step (above) VALUES (4), (6), (8), (12), (16), (24), (32), (48), (64), (96), (128), (192), (256), (384), (512), (768), (1024);

-- Nested forcing chains (chains/nested-inner.sql): what the inner rules
-- removed at the last stop, and the candidates each removal rests on (its
-- parents: every one the assumption had made false and that made the pattern).
CREATE TABLE nested_new (
  src  INTEGER NOT NULL,
  cell INTEGER NOT NULL,
  d    INTEGER NOT NULL,
  rule INTEGER NOT NULL,
  u1   INTEGER,
  u2   INTEGER,
  x    INTEGER,
  PRIMARY KEY (src, cell, d)
) WITHOUT ROWID;
CREATE TABLE nested_parent (
  src   INTEGER NOT NULL,
  cell  INTEGER NOT NULL,
  d     INTEGER NOT NULL,
  pcell INTEGER NOT NULL,
  pd    INTEGER NOT NULL,
  PRIMARY KEY (src, cell, d, pcell, pd)
) WITHOUT ROWID;

-- Nested forcing chains, level 2 (chains/inner-*.sql): the static chains run
-- inside the grid an assumption has left, a batch of assumptions at a time.
-- inner_todo: the assumptions whose simple inner rules found nothing at this
-- stop; inner_rem: the candidates each has left; inner_link: the strong links
-- of that grid (via as in imp); inner_imp: the static implications there,
-- from each inner assumption isrc (numbered as src is).
CREATE TABLE inner_todo (src INTEGER PRIMARY KEY);
CREATE TABLE inner_rem (
  src  INTEGER NOT NULL,
  cell INTEGER NOT NULL,
  d    INTEGER NOT NULL,
  PRIMARY KEY (src, cell, d)
) WITHOUT ROWID;
CREATE TABLE inner_link (
  src   INTEGER NOT NULL,
  cell1 INTEGER NOT NULL,
  d1    INTEGER NOT NULL,
  cell2 INTEGER NOT NULL,
  d2    INTEGER NOT NULL,
  via   INTEGER NOT NULL,
  PRIMARY KEY (src, cell1, d1, cell2, d2)
) WITHOUT ROWID;
CREATE TABLE inner_imp (
  src   INTEGER NOT NULL,
  isrc  INTEGER NOT NULL,
  cell  INTEGER NOT NULL,
  d     INTEGER NOT NULL,
  truth INTEGER NOT NULL,
  depth INTEGER NOT NULL,
  pcell INTEGER,
  pd    INTEGER,
  via   INTEGER,
  PRIMARY KEY (src, isrc, cell, d, truth)
) WITHOUT ROWID;
CREATE INDEX inner_imp_by_depth ON inner_imp (depth, truth);
-- The inner assumptions already shown to imply their own negation: followed no further.
CREATE TABLE inner_done (
  src  INTEGER NOT NULL,
  isrc INTEGER NOT NULL,
  PRIMARY KEY (src, isrc)
) WITHOUT ROWID;

-- The inner chain behind each removal a nested chain made by one (kept for
-- the length and the explanation): its candidates from its assumption to
-- its end as 'cell:d:truth ...', and its own complexity (size).
CREATE TABLE nested_chain (
  src   INTEGER NOT NULL,
  cell  INTEGER NOT NULL,
  d     INTEGER NOT NULL,
  size  INTEGER NOT NULL,
  nodes TEXT NOT NULL,
  PRIMARY KEY (src, cell, d)
) WITHOUT ROWID;
-- Each removal's chosen inner chain in the batch (its end in inner_imp), and
-- the chains walked back from their ends (n counts from the end).
CREATE TABLE inner_pick (
  src    INTEGER NOT NULL,
  cell   INTEGER NOT NULL,
  d      INTEGER NOT NULL,
  isrc   INTEGER NOT NULL,
  ecell  INTEGER NOT NULL,
  ed     INTEGER NOT NULL,
  etruth INTEGER NOT NULL,
  depth  INTEGER NOT NULL,
  PRIMARY KEY (src, cell, d)
) WITHOUT ROWID;
CREATE TABLE inner_path (
  src   INTEGER NOT NULL,
  isrc  INTEGER NOT NULL,
  ecell INTEGER NOT NULL,
  ed    INTEGER NOT NULL,
  etruth INTEGER NOT NULL,
  n     INTEGER NOT NULL,
  cell  INTEGER NOT NULL,
  d     INTEGER NOT NULL,
  truth INTEGER NOT NULL,
  via   INTEGER,
  PRIMARY KEY (src, isrc, ecell, ed, etruth, n)
) WITHOUT ROWID;
