-- Technique: Finned X-Wing
-- Rating: 3.4
-- Contract: 1
-- Summary: an X-Wing with extra places (the fin) in one box of one of its lines
--
-- Rule: a digit has exactly two places in one row, and in a second row it
-- has the same two places and more, all the others (the fin) in one box
-- that holds one of the two columns. Either a fin holds the digit, and no
-- other cell of its box can; or none does, the two rows make an X-Wing, and
-- the digit's column in the fin's box holds it in one of the two rows.
-- Either way, the cells of that column in the fin's box, outside the two
-- rows, cannot hold the digit. The same holds with rows and columns
-- swapped. Sudoku Explainer has no finned fish: this rates it between its
-- X-Wing (3.2) and Swordfish (3.8).

WITH places (kind, n, d, bits) AS MATERIALIZED (
  -- where digit d can go in a row or column, as a bit set of positions 0..8
  SELECT u.kind, u.n, k.d, sum(1 << uc.pos)
  FROM cand AS k
  JOIN unit_cell AS uc ON uc.cell = k.cell
  JOIN unit AS u ON u.id = uc.unit AND u.kind <> 'box'
  GROUP BY uc.unit, k.d
),
stack (s) AS (SELECT 0 UNION ALL SELECT 1 UNION ALL SELECT 2),
fish (kind, d, clean, finned, base, stack) AS MATERIALIZED (
  -- the clean line has two places; the finned line has both, and its others all in one stack
  -- of three positions (so in one box) that holds a base position
  SELECT a.kind, a.d, a.n, f.n, a.bits, s.s
  FROM places AS a
  JOIN bitset AS two ON two.bits = a.bits AND two.size = 2
  JOIN places AS f ON f.kind = a.kind AND f.d = a.d AND f.n <> a.n AND (f.bits & a.bits) = a.bits AND f.bits <> a.bits
  JOIN stack AS s ON (f.bits & ~a.bits & ~(7 << (3 * s.s))) = 0 AND (a.bits & (7 << (3 * s.s))) <> 0
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT DISTINCT 'elim', k.cell, k.d, NULL,
       (SELECT group_concat(y.cell) FROM cand AS y JOIN cell AS z ON z.id = y.cell
        WHERE y.d = f.d AND iif(f.kind = 'row', z.r, z.c) IN (f.clean, f.finned)),
       f.d
FROM fish AS f
-- in the fin's box, on a base line, outside the two lines
JOIN cell AS x ON iif(f.kind = 'row', x.c, x.r) - 1 BETWEEN 3 * f.stack AND 3 * f.stack + 2
              AND (f.base >> (iif(f.kind = 'row', x.c, x.r) - 1)) & 1
              AND (iif(f.kind = 'row', x.r, x.c) - 1) / 3 = (f.finned - 1) / 3
              AND iif(f.kind = 'row', x.r, x.c) NOT IN (f.clean, f.finned)
JOIN cand AS k ON k.cell = x.id AND k.d = f.d;
