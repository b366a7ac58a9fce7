-- Technique: W-Wing
-- Rating: 4.4
-- Contract: 1
-- Summary: two cells with the same two digits, joined by a strong link on one of them
--
-- Rule: two cells that do not see each other hold just the same two digits,
-- a and b. Somewhere digit b has only two places in a row, column or box,
-- one seeing the first cell and the other seeing the second. The two cells
-- cannot both hold b: then neither place could, and the unit would have no
-- place for b. So one of them holds a, and no cell that sees both can hold
-- a. SukakuExplainer, a fork of Sudoku Explainer, rates it 4.4.

WITH pairs (cell, bits) AS MATERIALIZED (
  -- cells with exactly two candidates, as a bit set of digits
  SELECT cell, sum(1 << (d - 1)) FROM cand GROUP BY cell HAVING count(*) = 2
),
wings (x, y, bits) AS MATERIALIZED (
  -- two such cells with the same digits that do not see each other
  SELECT p.cell, q.cell, p.bits
  FROM pairs AS p JOIN pairs AS q ON q.bits = p.bits AND q.cell > p.cell
  WHERE NOT EXISTS (SELECT 1 FROM peer WHERE peer.cell = p.cell AND peer.peer = q.cell)
),
two (unit, d) AS MATERIALIZED (
  -- a digit with exactly two places in a unit: a strong link
  SELECT uc.unit, k.d FROM unit_cell AS uc JOIN cand AS k ON k.cell = uc.cell
  GROUP BY uc.unit, k.d HAVING count(*) = 2
),
strong (d, p, q) AS MATERIALIZED (
  SELECT t.d, kp.cell, kq.cell
  FROM two AS t
  JOIN unit_cell AS up ON up.unit = t.unit JOIN cand AS kp ON kp.cell = up.cell AND kp.d = t.d
  JOIN unit_cell AS uq ON uq.unit = t.unit AND uq.cell <> up.cell JOIN cand AS kq ON kq.cell = uq.cell AND kq.d = t.d
),
ww (x, y, bits, a, p, q) AS (
  -- b is linked; a is the other digit
  SELECT w.x, w.y, w.bits, da.d, s.p, s.q
  FROM wings AS w
  JOIN digit AS db ON (w.bits >> (db.d - 1)) & 1
  JOIN digit AS da ON (w.bits >> (da.d - 1)) & 1 AND da.d <> db.d
  JOIN strong AS s ON s.d = db.d AND s.p NOT IN (w.x, w.y) AND s.q NOT IN (w.x, w.y)
  JOIN peer AS px ON px.cell = w.x AND px.peer = s.p
  JOIN peer AS qy ON qy.cell = w.y AND qy.peer = s.q
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT DISTINCT 'elim', k.cell, w.a, NULL, w.x || ',' || w.p || ',' || w.q || ',' || w.y, s.digits
FROM ww AS w
JOIN bitset AS s ON s.bits = w.bits
JOIN peer AS e1 ON e1.cell = w.x
JOIN peer AS e2 ON e2.cell = w.y AND e2.peer = e1.peer
JOIN cand AS k ON k.cell = e1.peer AND k.d = w.a;
