-- Technique: Swordfish
-- Rating: 3.8
--
-- Rule: when a digit can go in only two or three places in each of three rows,
-- and all those places lie in the same three columns, the three rows put the
-- digit once in each of those columns. It can go nowhere else in the three
-- columns. The same holds with rows and columns swapped.

WITH places (base, kind, d, bits) AS MATERIALIZED (
  SELECT uc.unit, u.kind, k.d, sum(1 << uc.pos)
  FROM cand AS k
  JOIN unit_cell AS uc ON uc.cell = k.cell
  JOIN unit AS u ON u.id = uc.unit AND u.kind IN ('row', 'column')
  GROUP BY uc.unit, k.d
  HAVING count(*) BETWEEN 2 AND 3
),
fish (kind, d, base1, base2, base3, bits) AS MATERIALIZED (
  SELECT p1.kind, p1.d, p1.base, p2.base, p3.base, p1.bits | p2.bits | p3.bits
  FROM places AS p1
  JOIN places AS p2 ON p2.kind = p1.kind AND p2.d = p1.d AND p2.base > p1.base
  JOIN places AS p3 ON p3.kind = p1.kind AND p3.d = p1.d AND p3.base > p2.base
  WHERE (SELECT size FROM bitset WHERE bits = p1.bits | p2.bits | p3.bits) = 3
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, NULL,
       (SELECT group_concat(x.cell) FROM unit_cell AS x
        WHERE x.unit IN (f.base1, f.base2, f.base3) AND (f.bits >> x.pos) & 1
          AND EXISTS (SELECT 1 FROM cand WHERE cell = x.cell AND d = f.d)),
       f.d
FROM fish AS f
JOIN unit AS cover ON cover.kind = CASE f.kind WHEN 'row' THEN 'column' ELSE 'row' END
                  AND (f.bits >> (cover.n - 1)) & 1
JOIN unit_cell AS uc ON uc.unit = cover.id
JOIN cand AS k ON k.cell = uc.cell AND k.d = f.d
JOIN cell AS c ON c.id = k.cell
WHERE CASE f.kind WHEN 'row' THEN c.row_unit ELSE c.col_unit END NOT IN (f.base1, f.base2, f.base3);
