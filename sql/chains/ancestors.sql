-- How many candidates one end of a chain rests on, itself included: back to
-- the assumption, every candidate it follows from. A candidate made false
-- rests on the one made true before it; one made true rests on every other
-- digit of its cell (via -1), or every other place of its digit in the unit
-- (via that unit), made false before it. Sudoku Explainer rates chains by
-- this count. Second column: the inner chains (level 2 up) that removed some
-- of them, as 'size:nodes' each, to be counted once per finding (chains.ts).

WITH RECURSIVE anc (cell, d, truth) AS (
  SELECT :cell, :d, :truth
  UNION
  SELECT i.pcell, i.pd, 1
  FROM anc AS a JOIN imp AS i ON i.src = :src AND i.cell = a.cell AND i.d = a.d AND i.truth = 0
  WHERE a.truth = 0 AND i.pcell IS NOT NULL AND i.via IS NOT -2
  UNION
  -- removed by a nested chain's inner rule (chains/nested-inner.sql): every candidate made false that made its pattern
  SELECT p.pcell, p.pd, 0
  FROM anc AS a JOIN nested_parent AS p ON p.src = :src AND p.cell = a.cell AND p.d = a.d
  WHERE a.truth = 0
  UNION
  SELECT o.cell, o.d, 0
  FROM anc AS a
  JOIN imp AS i ON i.src = :src AND i.cell = a.cell AND i.d = a.d AND i.truth = 1 AND i.via = -1
  JOIN imp AS o ON o.src = :src AND o.cell = a.cell AND o.d <> a.d AND o.truth = 0
  WHERE a.truth = 1
  UNION
  SELECT o.cell, o.d, 0
  FROM anc AS a
  JOIN imp AS i ON i.src = :src AND i.cell = a.cell AND i.d = a.d AND i.truth = 1 AND i.via >= 0
  JOIN unit_cell AS x ON x.unit = i.via AND x.cell <> a.cell
  JOIN imp AS o ON o.src = :src AND o.cell = x.cell AND o.d = a.d AND o.truth = 0
  WHERE a.truth = 1
)
-- (CASE: below level 2 there is no inner chain, and the walk is not read twice)
SELECT count(*),
       CASE WHEN EXISTS (SELECT 1 FROM nested_chain WHERE src = :src) THEN
       (SELECT group_concat(c.size || ':' || c.nodes, '|')
        FROM (SELECT DISTINCT x.size, x.nodes FROM anc AS b JOIN nested_chain AS x ON x.src = :src AND x.cell = b.cell AND x.d = b.d
              WHERE b.truth = 0) AS c) END
FROM anc;
