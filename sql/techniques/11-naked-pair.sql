-- Technique: Naked pair
-- Rating: 3.0
--
-- Rule: when two cells of a unit have the same two candidates and nothing else,
-- those two digits must go in those two cells. No other cell of the unit can
-- hold either digit.

WITH marks (cell, bits) AS MATERIALIZED (
  -- a cell's candidates as a bit set (digit d is bit d-1)
  SELECT cell, sum(1 << (d - 1)) FROM cand GROUP BY cell HAVING count(*) = 2
),
pair (unit, a, b, bits) AS (
  SELECT ua.unit, ma.cell, mb.cell, ma.bits
  FROM marks AS ma
  JOIN unit_cell AS ua ON ua.cell = ma.cell
  JOIN unit_cell AS ub ON ub.unit = ua.unit AND ub.cell > ma.cell
  JOIN marks AS mb ON mb.cell = ub.cell AND mb.bits = ma.bits
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', k.cell, k.d, p.unit, p.a || ',' || p.b, s.digits
FROM pair AS p
JOIN bitset AS s ON s.bits = p.bits
JOIN unit_cell AS uc ON uc.unit = p.unit
JOIN cand AS k ON k.cell = uc.cell
WHERE k.cell NOT IN (p.a, p.b) AND (p.bits >> (k.d - 1)) & 1;
