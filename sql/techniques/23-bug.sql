-- Technique: Bivalue universal grave (BUG + 1)
-- Rating: 5.6
-- Needs: unique
--
-- Rule: in a puzzle with one solution, the empty cells cannot all hold just
-- two digits, each digit twice in every unit: such a grid would have two
-- solutions. So when all empty cells but one hold two digits, and the odd
-- cell holds three, the digit that appears three times in its row, column
-- and box must go there.

WITH marks (cell, n) AS MATERIALIZED (
  SELECT cell, count(*) FROM cand GROUP BY cell
),
odd (cell) AS (
  SELECT cell FROM marks WHERE n = 3
    AND (SELECT count(*) FROM marks WHERE n <> 2) = 1
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'place', o.cell, k.d, NULL, o.cell, k.d
FROM odd AS o
JOIN cand AS k ON k.cell = o.cell
WHERE (SELECT count(*) FROM cand AS x WHERE x.row_unit = k.row_unit AND x.d = k.d) = 3
  AND (SELECT count(*) FROM cand AS x WHERE x.col_unit = k.col_unit AND x.d = k.d) = 3
  AND (SELECT count(*) FROM cand AS x WHERE x.box_unit = k.box_unit AND x.d = k.d) = 3;
