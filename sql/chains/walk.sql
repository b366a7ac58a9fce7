-- Walk one chain back from its end to the assumption it started from, link
-- by link, through the candidate each one follows from.

WITH RECURSIVE walk (n, cell, d, truth, pcell, pd, via) AS (
  SELECT 0, cell, d, truth, pcell, pd, via
  FROM imp WHERE src = :src AND cell = :cell AND d = :d AND truth = :truth
  UNION ALL
  SELECT w.n + 1, i.cell, i.d, i.truth, i.pcell, i.pd, i.via
  FROM walk AS w
  -- (a candidate an inner rule removed, via -2, follows from one made false: chains/nested-inner.sql)
  JOIN imp AS i ON i.src = :src AND i.cell = w.pcell AND i.d = w.pd AND i.truth = CASE w.via WHEN -2 THEN 0 ELSE 1 - w.truth END
  WHERE w.n < 200
)
SELECT cell, d, truth, via FROM walk ORDER BY n DESC;
