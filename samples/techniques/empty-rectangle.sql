-- Technique: Empty rectangle
-- Rating: 4.2
-- Contract: 1
-- Summary: one digit, a box whose places lie on one row and one column, and a strong link
--
-- Rule: when every place of a digit in a box lies on one row or one column
-- of the box (the rest of the box, an "empty rectangle", cannot hold it),
-- and neither line holds them all, the digit is in that row or in that
-- column of the box. Take a column outside the box where the digit has only
-- two places, one of them on the box's row. If that one holds the digit,
-- the box's row cannot, so the box has it in its column; if not, the other
-- place holds it. Either way the cell where the other place's row meets the
-- box's column cannot hold the digit. The same holds with rows and columns
-- swapped. Sudoku Explainer's forks (SukakuExplainer) rate it 4.2, with the
-- Turbot fish.

WITH box_places (b, d) AS MATERIALIZED (
  -- a digit with two places or more in a box
  SELECT x.b, k.d FROM cand AS k JOIN cell AS x ON x.id = k.cell
  GROUP BY x.b, k.d HAVING count(*) >= 2
),
er (b, d, r, c) AS MATERIALIZED (
  -- row r and column c cross in box b and hold every place of d in it; neither holds them all
  SELECT p.b, p.d, hub.r, hub.c
  FROM box_places AS p
  JOIN cell AS hub ON hub.b = p.b
  WHERE NOT EXISTS (SELECT 1 FROM cand AS k JOIN cell AS x ON x.id = k.cell
                    WHERE x.b = p.b AND k.d = p.d AND x.r <> hub.r AND x.c <> hub.c)
    AND EXISTS (SELECT 1 FROM cand AS k JOIN cell AS x ON x.id = k.cell WHERE x.b = p.b AND k.d = p.d AND x.r <> hub.r)
    AND EXISTS (SELECT 1 FROM cand AS k JOIN cell AS x ON x.id = k.cell WHERE x.b = p.b AND k.d = p.d AND x.c <> hub.c)
),
two (unit, d) AS MATERIALIZED (
  -- a digit with exactly two places in a row or a column: a strong link
  SELECT uc.unit, k.d FROM unit_cell AS uc JOIN unit AS u ON u.id = uc.unit AND u.kind <> 'box'
  JOIN cand AS k ON k.cell = uc.cell
  GROUP BY uc.unit, k.d HAVING count(*) = 2
),
strong (kind, d, a, z) AS MATERIALIZED (
  -- the strong link's two places, each way round
  SELECT u.kind, t.d, ka.cell, kz.cell
  FROM two AS t JOIN unit AS u ON u.id = t.unit
  JOIN unit_cell AS ua ON ua.unit = t.unit JOIN cand AS ka ON ka.cell = ua.cell AND ka.d = t.d
  JOIN unit_cell AS uz ON uz.unit = t.unit AND uz.cell <> ua.cell JOIN cand AS kz ON kz.cell = uz.cell AND kz.d = t.d
),
target (b, d, r, c, a, z, cell) AS (
  -- a column's link starts on the box's row; the target is on the far end's row, in the box's column
  SELECT e.b, e.d, e.r, e.c, l.a, l.z, 9 * (cz.r - 1) + (e.c - 1)
  FROM er AS e JOIN strong AS l ON l.kind = 'column' AND l.d = e.d
  JOIN cell AS ca ON ca.id = l.a AND ca.r = e.r AND ca.b <> e.b
  JOIN cell AS cz ON cz.id = l.z AND (cz.r - 1) / 3 <> (e.r - 1) / 3
  UNION ALL
  -- a row's link starts on the box's column; the target is on the far end's column, in the box's row
  SELECT e.b, e.d, e.r, e.c, l.a, l.z, 9 * (e.r - 1) + (cz.c - 1)
  FROM er AS e JOIN strong AS l ON l.kind = 'row' AND l.d = e.d
  JOIN cell AS ca ON ca.id = l.a AND ca.c = e.c AND ca.b <> e.b
  JOIN cell AS cz ON cz.id = l.z AND (cz.c - 1) / 3 <> (e.c - 1) / 3
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT DISTINCT 'elim', k.cell, k.d, 18 + t.b - 1,
       (SELECT group_concat(x.id) FROM cand AS y JOIN cell AS x ON x.id = y.cell WHERE x.b = t.b AND y.d = t.d) || ',' || t.a || ',' || t.z,
       t.d
FROM target AS t
JOIN cand AS k ON k.cell = t.cell AND k.d = t.d;
