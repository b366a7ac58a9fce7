-- Technique: Bivalue universal grave (BUG)
-- Rating: 5.6
-- Needs: unique
-- Summary: BUG+1, and type 2 at 5.7
--
-- Rule: in a puzzle with one solution, the empty cells cannot all hold just
-- two digits, each digit twice in every unit: such a grid would have two
-- solutions. So when all empty cells but one hold two digits, and the odd
-- cell holds three, the digit that appears three times in its row, column
-- and box must go there (BUG+1). When several cells hold three digits, and
-- taking one same digit out of each would leave such a grid, that digit is
-- in one of them, and no cell that sees them all can hold it (BUG type 2,
-- rated 5.7).

WITH marks (cell, n) AS MATERIALIZED (
  SELECT cell, count(*) FROM cand GROUP BY cell
),
odd (cell) AS (
  SELECT cell FROM marks WHERE n = 3
    AND (SELECT count(*) FROM marks WHERE n <> 2) = 1
),
extra (cell) AS MATERIALIZED (
  -- the cells with three digits, when every other empty cell holds two
  SELECT cell FROM marks WHERE n = 3
    AND NOT EXISTS (SELECT 1 FROM marks WHERE n NOT IN (2, 3))
    AND (SELECT count(*) FROM marks WHERE n = 3) >= 2
),
bug_digit (d) AS (
  -- a digit of every three-digit cell whose removal leaves each digit twice or not at all in every unit
  SELECT k.d FROM extra AS x JOIN cand AS k ON k.cell = x.cell
  GROUP BY k.d HAVING count(*) = (SELECT count(*) FROM extra)
    AND NOT EXISTS (
      SELECT 1 FROM unit_cell AS uc JOIN cand AS c ON c.cell = uc.cell
      WHERE NOT (c.d = k.d AND c.cell IN (SELECT cell FROM extra))
      GROUP BY uc.unit, c.d HAVING count(*) NOT IN (0, 2)
    )
)
INSERT INTO found (act, cell, d, unit, pattern, digits, rating)
SELECT 'place', o.cell, k.d, NULL, o.cell, k.d, 5.6
FROM odd AS o
JOIN cand AS k ON k.cell = o.cell
WHERE (SELECT count(*) FROM cand AS x WHERE x.row_unit = k.row_unit AND x.d = k.d) = 3
  AND (SELECT count(*) FROM cand AS x WHERE x.col_unit = k.col_unit AND x.d = k.d) = 3
  AND (SELECT count(*) FROM cand AS x WHERE x.box_unit = k.box_unit AND x.d = k.d) = 3
UNION ALL
SELECT 'elim', k.cell, k.d, NULL, (SELECT group_concat(cell) FROM extra), k.d, 5.7
FROM bug_digit AS b
JOIN cand AS k ON k.d = b.d
WHERE k.cell NOT IN (SELECT cell FROM extra)
  AND NOT EXISTS (SELECT 1 FROM extra AS x WHERE NOT EXISTS (SELECT 1 FROM peer WHERE peer.cell = x.cell AND peer.peer = k.cell));
