-- Technique: Nishio forcing chain
-- Rating: 7.5
-- Chains: nishio
--
-- Rule: assume a candidate true (or false) and follow only its own digit,
-- remembering every place ruled out on the way: a unit left with one place
-- for the digit must take it there. If that makes some candidate both true
-- and false, the assumption was wrong. Rated by the length of both chains.

WITH clash (src, size, ends) AS (
  SELECT a.src, a.depth + b.depth + 2,
         a.src || ':' || a.cell || ':' || a.d || ':1 ' || b.src || ':' || b.cell || ':' || b.d || ':0'
  FROM imp AS a
  JOIN imp AS b ON b.src = a.src AND b.cell = a.cell AND b.d = a.d AND b.truth = 0
  WHERE a.truth = 1
),
best (src, size, ends) AS (
  SELECT src, min(size), ends FROM clash GROUP BY src
)
INSERT INTO found (act, cell, d, unit, pattern, digits, rating, chain)
SELECT CASE b.src % 2 WHEN 1 THEN 'elim' ELSE 'place' END, b.src / 20, (b.src % 20) / 2, NULL,
       b.src / 20, (b.src % 20) / 2,
       7.5 + 0.1 * (SELECT count(*) FROM length_step WHERE b.size - 2 > above), b.ends
FROM best AS b;
