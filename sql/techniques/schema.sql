-- SQL Sudoku schema: the techniques.
--
-- What a technique has found, before the board's apply.sql applies it, and
-- the views that several technique files share.

-- What the technique just run has found, before it is applied:
-- act 'place' writes digit d in cell; act 'elim' removes candidate d from cell.
-- unit, pattern (cell ids, comma separated) and digits describe the finding,
-- so that each finding becomes one step of the explanation.
-- rating is set by techniques whose rating varies with the pattern (chains,
-- by their length); the driver then keeps only the easiest findings. chain
-- names the chains behind a finding, as 'src:cell:d:truth' ends in `imp`.
-- tech is set by the driver: which technique of a group found the row.
-- total is set by the killer techniques: the sum the pattern's cells make.
CREATE TABLE found (
  act     TEXT NOT NULL,
  cell    INTEGER NOT NULL,
  d       INTEGER NOT NULL,
  unit    INTEGER,
  pattern TEXT NOT NULL,
  digits  TEXT NOT NULL,
  rating  REAL,
  chain   TEXT,
  tech    TEXT,
  total   INTEGER                   -- a killer technique's sum: its cage's total, or the cells' own (rule of 45)
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

-- Dynamic forcing chains: what the dynamic forcing chains (8.5) and the nested
-- ones (9.0 and up) share; each rates it from its own base. The chains are read
-- from `imp`, built in the technique's chain mode. size is the chains' depth
-- together (a lower bound of their length, counted exactly afterwards); ends
-- names each branch's end in `imp`.
CREATE VIEW dynamic_finding (act, cell, d, unit, pattern, size, ends) AS
WITH clash (src, size, ends) AS (
  SELECT a.src, a.depth + b.depth + 2,
         a.src || ':' || a.cell || ':' || a.d || ':1 ' || b.src || ':' || b.cell || ':' || b.d || ':0'
  FROM imp AS a
  JOIN imp AS b ON b.src = a.src AND b.cell = a.cell AND b.d = a.d AND b.truth = 0
  WHERE a.truth = 1
),
contradiction (act, cell, d, unit, pattern, size, ends) AS (
  SELECT CASE src % 2 WHEN 1 THEN 'elim' ELSE 'place' END, src / 20, (src % 20) / 2, NULL, src / 20, min(size), ends
  FROM clash GROUP BY src
),
double (act, cell, d, unit, pattern, size, ends) AS (
  -- both the candidate and its negation imply the same; only in cells with three or more digits
  SELECT CASE a.truth WHEN 0 THEN 'elim' ELSE 'place' END, a.cell, a.d, NULL, a.src / 20, a.depth + b.depth + 2,
         a.src || ':' || a.cell || ':' || a.d || ':' || a.truth || ' ' || b.src || ':' || b.cell || ':' || b.d || ':' || b.truth
  FROM imp AS a
  JOIN imp AS b ON b.src = a.src - 1 AND b.cell = a.cell AND b.d = a.d AND b.truth = a.truth
  WHERE a.src % 2 = 1 AND a.depth > 0 AND b.depth > 0
    AND (SELECT count(*) FROM cand WHERE cand.cell = a.src / 20) >= 3
),
cell_target (home, cell, d, truth) AS MATERIALIZED (
  SELECT home, cell, d, truth FROM cell_choice_agreement
),
region_target (unit, rd, cell, d, truth) AS MATERIALIZED (
  SELECT unit, rd, cell, d, truth FROM region_choice_agreement
),
by_cell (act, cell, d, unit, pattern, size, ends) AS (
  SELECT CASE t.truth WHEN 0 THEN 'elim' ELSE 'place' END, t.cell, t.d, NULL, t.home, sum(i.depth + 1),
         group_concat(i.src || ':' || i.cell || ':' || i.d || ':' || i.truth, ' ' ORDER BY i.src)
  FROM cell_target AS t
  JOIN cand AS k ON k.cell = t.home
  JOIN imp AS i ON i.src = 20 * k.cell + 2 * k.d + 1 AND i.cell = t.cell AND i.d = t.d AND i.truth = t.truth
  GROUP BY t.home, t.cell, t.d, t.truth
),
by_region (act, cell, d, unit, pattern, size, ends) AS (
  SELECT CASE t.truth WHEN 0 THEN 'elim' ELSE 'place' END, t.cell, t.d, t.unit,
         (SELECT group_concat(x.cell) FROM unit_cell AS x JOIN cand AS y ON y.cell = x.cell AND y.d = t.rd WHERE x.unit = t.unit),
         sum(i.depth + 1), group_concat(i.src || ':' || i.cell || ':' || i.d || ':' || i.truth, ' ' ORDER BY i.src)
  FROM region_target AS t
  JOIN unit_cell AS uc ON uc.unit = t.unit
  JOIN cand AS k ON k.cell = uc.cell AND k.d = t.rd
  JOIN imp AS i ON i.src = 20 * k.cell + 2 * k.d + 1 AND i.cell = t.cell AND i.d = t.d AND i.truth = t.truth
  GROUP BY t.unit, t.rd, t.cell, t.d, t.truth
)
SELECT * FROM contradiction
UNION ALL SELECT * FROM double
UNION ALL SELECT * FROM by_cell
UNION ALL SELECT * FROM by_region;
