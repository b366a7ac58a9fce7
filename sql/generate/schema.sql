-- The generator's tables, beside the solver's (see ../board/schema.sql).
--
-- A puzzle is made in two moves: a complete grid, then givens taken away, an
-- orbit of cells at a time, for as long as the puzzle keeps exactly one
-- solution. Everything random comes from gen_key, a hash of the seed, so the
-- same seed gives the same puzzles on every machine.

-- The seed and attempt being worked on, and `mix`, a hash of both.
CREATE TABLE IF NOT EXISTS gen_state (
  id      INTEGER PRIMARY KEY CHECK (id = 1),
  seed    INTEGER NOT NULL,
  attempt INTEGER NOT NULL,
  mix     INTEGER NOT NULL
);

-- A pseudo-random key for every cell and digit (d = 0 for the cell itself).
CREATE TABLE IF NOT EXISTS gen_key (
  cell INTEGER NOT NULL,
  d    INTEGER NOT NULL,
  k    INTEGER NOT NULL,
  PRIMARY KEY (cell, d)
) WITHOUT ROWID;

-- The complete grid the puzzle is cut from.
CREATE TABLE IF NOT EXISTS gen_grid (cell INTEGER PRIMARY KEY, d INTEGER NOT NULL);

-- The givens kept so far.
CREATE TABLE IF NOT EXISTS gen_puzzle (cell INTEGER PRIMARY KEY, d INTEGER NOT NULL);

-- Cells that symmetry makes come and go together: an orbit is named by its lowest cell.
CREATE TABLE IF NOT EXISTS gen_orbit (cell INTEGER PRIMARY KEY, orbit INTEGER NOT NULL);

-- The order in which orbits are tried.
CREATE TABLE IF NOT EXISTS gen_order (pos INTEGER PRIMARY KEY, orbit INTEGER NOT NULL);

-- Puzzles known to be diabolical (see bank.sql): where random cuts seldom
-- reach a band, an attempt starts from one of them instead of a new grid.
CREATE TABLE IF NOT EXISTS gen_bank (id INTEGER PRIMARY KEY, puzzle TEXT NOT NULL);
