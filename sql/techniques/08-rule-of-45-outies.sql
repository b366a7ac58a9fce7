-- Technique: Rule of 45 (outies)
-- Rating: 2.2
-- Needs: cages
-- Summary: Killer: the cells a unit's cages stick out by, which add up to their totals less 45
--
-- Rule: a row, column or box holds 1 to 9 once each, which add up to 45.
-- When cages cover every empty cell of the unit, the cells of those cages
-- outside the unit (its outies) add up to the cages' totals, plus the
-- unit's digits outside any cage, less 45. So up to four empty outies that
-- all see one another (they hold different digits) are one more cage, with
-- that sum: one outie takes the sum itself, and more keep only the digits of
-- the sets that make it and still fit (as Cage combinations). Rated on the
-- killer scale of docs/techniques.md, just after the innies.

WITH
set_sum (bits, size, total) AS MATERIALIZED (
  SELECT b.bits, b.size, (SELECT coalesce(sum(d), 0) FROM digit WHERE (b.bits >> (d - 1)) & 1)
  FROM bitset AS b
),
-- units whose every empty cell is in a cage, and the cages that meet them
covered (unit) AS MATERIALIZED (
  SELECT u.id FROM unit AS u
  WHERE u.id < 27
    AND NOT EXISTS (SELECT 1 FROM unit_cell AS x JOIN cand AS k ON k.cell = x.cell
                    WHERE x.unit = u.id AND NOT EXISTS (SELECT 1 FROM cage_cell AS cc WHERE cc.cell = x.cell))
),
meet (unit, cage, total) AS MATERIALIZED (
  SELECT DISTINCT uc.unit, g.id, g.total
  FROM covered AS u JOIN unit_cell AS uc ON uc.unit = u.unit
  JOIN cage_cell AS cc ON cc.cell = uc.cell JOIN cage AS g ON g.id = cc.cage
),
-- the cells of those cages outside the unit
outie (unit, cell) AS MATERIALIZED (
  SELECT DISTINCT m.unit, cc.cell
  FROM meet AS m JOIN cage_cell AS cc ON cc.cage = m.cage
  WHERE NOT EXISTS (SELECT 1 FROM unit_cell AS x WHERE x.unit = m.unit AND x.cell = cc.cell)
),
-- the empty outies, when they see one another, and what they add up to
virtual (unit, n, cells, total) AS MATERIALIZED (
  SELECT v.unit, count(*), group_concat(v.cell, ',' ORDER BY v.cell),
         (SELECT sum(total) FROM meet AS m WHERE m.unit = v.unit)
         + (SELECT coalesce(sum(gr.d), 0) FROM unit_cell AS x JOIN grid AS gr ON gr.cell = x.cell
            WHERE x.unit = v.unit AND NOT EXISTS (SELECT 1 FROM cage_cell AS cc WHERE cc.cell = x.cell))
         - 45
         - (SELECT coalesce(sum(gr.d), 0) FROM outie AS o JOIN grid AS gr ON gr.cell = o.cell WHERE o.unit = v.unit)
  FROM outie AS v
  WHERE v.cell IN (SELECT cell FROM cand)
  GROUP BY v.unit
  HAVING count(*) <= 4
     AND NOT EXISTS (SELECT 1 FROM outie AS a JOIN outie AS b ON b.unit = a.unit AND b.cell > a.cell
                     WHERE a.unit = v.unit AND a.cell IN (SELECT cell FROM cand) AND b.cell IN (SELECT cell FROM cand)
                       AND NOT EXISTS (SELECT 1 FROM peer AS p WHERE p.cell = a.cell AND p.peer = b.cell))
),
held (unit, cell, bits) AS MATERIALIZED (
  SELECT x.unit, x.cell, sum(1 << (k.d - 1))
  FROM outie AS x JOIN virtual AS v ON v.unit = x.unit JOIN cand AS k ON k.cell = x.cell
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
