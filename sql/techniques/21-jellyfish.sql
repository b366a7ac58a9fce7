-- Technique: Jellyfish
-- Rating: 5.2
--
-- Rule: when a digit can go in only two to four places in each of four rows,
-- and all those places lie in the same four columns, the four rows put the
-- digit once in each of those columns. It can go nowhere else in the four
-- columns. The same holds with rows and columns swapped.

WITH places (base, kind, d, bits) AS MATERIALIZED (
  SELECT uc.unit, u.kind, k.d, sum(1 << uc.pos)
  FROM cand AS k
  JOIN unit_cell AS uc ON uc.cell = k.cell
  JOIN unit AS u ON u.id = uc.unit AND u.kind IN ('row', 'column')
  GROUP BY uc.unit, k.d
  HAVING count(*) BETWEEN 2 AND 4
),
fish (kind, d, base1, base2, base3, base4, bits) AS MATERIALIZED (
  SELECT p1.kind, p1.d, p1.base, p2.base, p3.base, p4.base, p1.bits | p2.bits | p3.bits | p4.bits
  FROM places AS p1
  JOIN places AS p2 ON p2.kind = p1.kind AND p2.d = p1.d AND p2.base > p1.base
  JOIN places AS p3 ON p3.kind = p1.kind AND p3.d = p1.d AND p3.base > p2.base
   AND (SELECT size FROM bitset WHERE bits = p1.bits | p2.bits | p3.bits) <= 4
  JOIN places AS p4 ON p4.kind = p1.kind AND p4.d = p1.d AND p4.base > p3.base
  WHERE (SELECT size FROM bitset WHERE bits = p1.bits | p2.bits | p3.bits | p4.bits) = 4
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, NULL,
       (SELECT group_concat(x.cell) FROM unit_cell AS x
        WHERE x.unit IN (f.base1, f.base2, f.base3, f.base4) AND (f.bits >> x.pos) & 1
          AND EXISTS (SELECT 1 FROM cand WHERE cell = x.cell AND d = f.d)),
       f.d
FROM fish AS f
JOIN unit AS cover ON cover.kind = CASE f.kind WHEN 'row' THEN 'column' ELSE 'row' END
                  AND (f.bits >> (cover.n - 1)) & 1
JOIN unit_cell AS uc ON uc.unit = cover.id
JOIN cand AS k ON k.cell = uc.cell AND k.d = f.d
JOIN cell AS c ON c.id = k.cell
WHERE CASE f.kind WHEN 'row' THEN c.row_unit ELSE c.col_unit END NOT IN (f.base1, f.base2, f.base3, f.base4);
