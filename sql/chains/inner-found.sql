-- Nested forcing chains, level 2: what the static chains found in each grid
-- of the batch, joined to the outer chains at :depth + 1 (via -2), as the
-- simple inner rules' removals are (chains/nested-inner.sql). An inner
-- assumption "X true" that makes X false removes X (a cycle's removals are
-- such chains too). Each removal takes the shortest chain (then the first
-- assumption). It rests, in the outer chain, on
-- the candidates the outer assumption made false that made the inner chain's
-- strong links (a cell's other digits, a unit's other places): Sudoku
-- Explainer's rule parents. A chain that rests on none holds without the
-- assumption and is ignored (none can, at a stall: the static chains found
-- nothing in the grid itself).

INSERT INTO inner_pick (src, cell, d, isrc, ecell, ed, etruth, depth)
SELECT src, cell, d, isrc, cell, d, 0, depth FROM (
  SELECT src, cell, d, isrc, depth, min(depth * 4000 + isrc) FROM inner_imp
  WHERE depth > 0 AND truth = 0 AND isrc = 20 * cell + 2 * d + 1
  GROUP BY src, cell, d
);

INSERT OR IGNORE INTO inner_path (src, isrc, ecell, ed, etruth, n, cell, d, truth, via)
WITH RECURSIVE chain (src, isrc, ecell, ed, etruth, n, cell, d, truth, pcell, pd, via) AS (
  SELECT DISTINCT p.src, p.isrc, p.ecell, p.ed, p.etruth, 0, i.cell, i.d, i.truth, i.pcell, i.pd, i.via
  FROM inner_pick AS p
  JOIN inner_imp AS i ON i.src = p.src AND i.isrc = p.isrc AND i.cell = p.ecell AND i.d = p.ed AND i.truth = p.etruth
  UNION ALL
  SELECT c.src, c.isrc, c.ecell, c.ed, c.etruth, c.n + 1, i.cell, i.d, i.truth, i.pcell, i.pd, i.via
  FROM chain AS c
  JOIN inner_imp AS i ON i.src = c.src AND i.isrc = c.isrc AND i.cell = c.pcell AND i.d = c.pd AND i.truth = 1 - c.truth
  WHERE c.n < 200
)
SELECT src, isrc, ecell, ed, etruth, n, cell, d, truth, via FROM chain;

INSERT OR IGNORE INTO nested_parent (src, cell, d, pcell, pd)
SELECT p.src, p.cell, p.d, o.cell, o.d
FROM inner_pick AS p
JOIN inner_path AS w ON w.src = p.src AND w.isrc = p.isrc AND w.ecell = p.ecell AND w.ed = p.ed AND w.etruth = p.etruth
     AND w.truth = 1 AND w.via IS NOT NULL
JOIN imp AS o ON o.src = p.src AND o.truth = 0
  AND ((w.via = -1 AND o.cell = w.cell AND o.d <> w.d)
    OR (w.via >= 0 AND o.d = w.d AND o.cell <> w.cell AND o.cell IN (SELECT x.cell FROM unit_cell AS x WHERE x.unit = w.via)));

INSERT OR IGNORE INTO nested_chain (src, cell, d, size, nodes)
SELECT p.src, p.cell, p.d, p.depth + 1,
       (SELECT group_concat(w.cell || ':' || w.d || ':' || w.truth, ' ' ORDER BY w.n DESC) FROM inner_path AS w
        WHERE w.src = p.src AND w.isrc = p.isrc AND w.ecell = p.ecell AND w.ed = p.ed AND w.etruth = p.etruth)
FROM inner_pick AS p
WHERE EXISTS (SELECT 1 FROM nested_parent AS q WHERE q.src = p.src AND q.cell = p.cell AND q.d = p.d);

INSERT OR IGNORE INTO imp (src, cell, d, truth, depth, pcell, pd, via)
SELECT p.src, p.cell, p.d, 0, :depth + 1, min(q.pcell * 10 + q.pd) / 10, min(q.pcell * 10 + q.pd) % 10, -2
FROM inner_pick AS p
JOIN nested_parent AS q ON q.src = p.src AND q.cell = p.cell AND q.d = p.d
GROUP BY p.src, p.cell, p.d;
