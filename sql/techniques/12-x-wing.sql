-- Technique: X-Wing
-- Rating: 3.2
--
-- Rule: when a digit can go in exactly two places in each of two rows, and
-- those places are in the same two columns, the digit takes one corner of the
-- rectangle in each row, and so fills both columns there. It can go nowhere
-- else in those two columns. The same holds with rows and columns swapped.

WITH places (base, kind, d, bits) AS MATERIALIZED (
  -- where digit d can go inside a row or column, as a bit set of positions 0..8
  SELECT uc.unit, u.kind, k.d, sum(1 << uc.pos)
  FROM cand AS k
  JOIN unit_cell AS uc ON uc.cell = k.cell
  JOIN unit AS u ON u.id = uc.unit AND u.kind IN ('row', 'column')
  GROUP BY uc.unit, k.d
  HAVING count(*) = 2
),
fish (kind, d, base1, base2, bits) AS (
  SELECT p1.kind, p1.d, p1.base, p2.base, p1.bits
  FROM places AS p1
  JOIN places AS p2 ON p2.kind = p1.kind AND p2.d = p1.d AND p2.base > p1.base AND p2.bits = p1.bits
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, NULL,
       (SELECT group_concat(x.cell) FROM unit_cell AS x
        WHERE x.unit IN (f.base1, f.base2) AND (f.bits >> x.pos) & 1),
       f.d
FROM fish AS f
-- the cover lines: the columns (or rows) where the base lines hold the digit
JOIN unit AS cover ON cover.kind = CASE f.kind WHEN 'row' THEN 'column' ELSE 'row' END
                  AND (f.bits >> (cover.n - 1)) & 1
JOIN unit_cell AS uc ON uc.unit = cover.id
JOIN cand AS k ON k.cell = uc.cell AND k.d = f.d
JOIN cell AS c ON c.id = k.cell
WHERE CASE f.kind WHEN 'row' THEN c.row_unit ELSE c.col_unit END NOT IN (f.base1, f.base2);
