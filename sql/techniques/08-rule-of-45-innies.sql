-- Technique: Rule of 45 (innies)
-- Rating: 2.1
-- Needs: cages
-- Summary: Killer: the cells a unit's cages leave, which add up to what they leave of 45
--
-- Rule: a row, column or box holds 1 to 9 once each, which add up to 45.
-- Take the cages that lie wholly inside it: the unit's other cells (its
-- innies) add up to 45 less the cages' totals, and hold different digits.
-- So, up to four empty innies are one more cage, with that sum: one innie
-- takes the sum itself, and more keep only the digits of the sets that make
-- it and still fit (as Cage combinations). Rated on the killer scale of
-- docs/techniques.md, just after Cage combinations.

WITH
set_sum (bits, size, total) AS MATERIALIZED (
  SELECT b.bits, b.size, (SELECT coalesce(sum(d), 0) FROM digit WHERE (b.bits >> (d - 1)) & 1)
  FROM bitset AS b
),
-- cages wholly inside a unit
inside (unit, cage, total) AS MATERIALIZED (
  SELECT uc.unit, g.id, g.total
  FROM unit_cell AS uc JOIN cage_cell AS cc ON cc.cell = uc.cell JOIN cage AS g ON g.id = cc.cage
  WHERE uc.unit < 27
  GROUP BY uc.unit, g.id
  HAVING count(*) = g.size
),
-- the unit's cells outside those cages
innie (unit, cell) AS MATERIALIZED (
  SELECT uc.unit, uc.cell
  FROM unit_cell AS uc
  WHERE uc.unit IN (SELECT unit FROM inside)
    AND NOT EXISTS (SELECT 1 FROM inside AS i JOIN cage_cell AS cc ON cc.cage = i.cage WHERE i.unit = uc.unit AND cc.cell = uc.cell)
),
-- the empty innies, and what they add up to
virtual (unit, n, cells, total) AS MATERIALIZED (
  SELECT v.unit, count(*), group_concat(v.cell, ',' ORDER BY v.cell),
         45 - (SELECT sum(total) FROM inside AS i WHERE i.unit = v.unit)
            - (SELECT coalesce(sum(gr.d), 0) FROM innie AS x JOIN grid AS gr ON gr.cell = x.cell WHERE x.unit = v.unit)
  FROM innie AS v
  WHERE v.cell IN (SELECT cell FROM cand)
  GROUP BY v.unit
  HAVING count(*) <= 4
),
held (unit, cell, bits) AS MATERIALIZED (
  SELECT x.unit, x.cell, sum(1 << (k.d - 1))
  FROM innie AS x JOIN virtual AS v ON v.unit = x.unit JOIN cand AS k ON k.cell = x.cell
  GROUP BY x.unit, x.cell
),
reach (unit, bits) AS MATERIALIZED (
  SELECT unit, sum(bit)
  FROM (SELECT DISTINCT h.unit, 1 << (k.d - 1) AS bit FROM held AS h JOIN cand AS k ON k.cell = h.cell)
  GROUP BY unit
),
-- the digits of the sets that make the sum and still fit
can (unit, bits) AS MATERIALIZED (
  SELECT v.unit, coalesce((SELECT sum(1 << (x.d - 1)) FROM digit AS x WHERE EXISTS (
           SELECT 1 FROM set_sum AS s JOIN reach AS r ON r.unit = v.unit
           WHERE s.size = v.n AND s.total = v.total AND s.bits & ~r.bits = 0 AND (s.bits >> (x.d - 1)) & 1
             AND NOT EXISTS (SELECT 1 FROM held AS h WHERE h.unit = v.unit AND h.bits & s.bits = 0))), 0)
  FROM virtual AS v
)
INSERT INTO found (act, cell, d, unit, pattern, digits, total)
SELECT 'place', h.cell, v.total, v.unit, v.cells, v.total, v.total
FROM virtual AS v JOIN held AS h ON h.unit = v.unit
WHERE v.n = 1 AND (h.bits >> (v.total - 1)) & 1 AND v.total BETWEEN 1 AND 9
UNION ALL
SELECT 'elim', k.cell, k.d, v.unit, v.cells, b.digits, v.total
FROM virtual AS v
JOIN can AS c ON c.unit = v.unit
JOIN bitset AS b ON b.bits = c.bits
JOIN held AS h ON h.unit = v.unit
JOIN cand AS k ON k.cell = h.cell
WHERE (v.n > 1 OR c.bits = 0) AND (c.bits >> (k.d - 1)) & 1 = 0;
