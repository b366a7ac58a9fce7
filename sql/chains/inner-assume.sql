-- Nested forcing chains, level 2: the grids of the assumptions :lo to :hi of
-- inner_todo (the candidates each has not made false), their strong links
-- (a cell's last two digits, a digit's last two places in a unit), and the
-- static chains' own assumptions there: every candidate of a cell with two
-- or more, true (Sudoku Explainer's forcing chains and cycles start only
-- from a candidate assumed true).

DELETE FROM inner_rem;
DELETE FROM inner_link;
DELETE FROM inner_imp;
DELETE FROM inner_done;
DELETE FROM inner_pick;
DELETE FROM inner_path;

INSERT INTO inner_rem (src, cell, d)
SELECT t.src, k.cell, k.d
FROM inner_todo AS t CROSS JOIN cand AS k
WHERE t.src BETWEEN :lo AND :hi
  AND NOT EXISTS (SELECT 1 FROM imp AS o WHERE o.src = t.src AND o.cell = k.cell AND o.d = k.d AND o.truth = 0);

INSERT INTO inner_link (src, cell1, d1, cell2, d2, via)
SELECT a.src, a.cell, a.d, b.cell, b.d, -1
FROM inner_rem AS a JOIN inner_rem AS b ON b.src = a.src AND b.cell = a.cell AND b.d <> a.d
WHERE (SELECT count(*) FROM inner_rem AS c WHERE c.src = a.src AND c.cell = a.cell) = 2;

-- (two places that share two units: the first unit names the link)
INSERT OR IGNORE INTO inner_link (src, cell1, d1, cell2, d2, via)
WITH two (src, unit, d) AS MATERIALIZED (
  SELECT r.src, uc.unit, r.d FROM inner_rem AS r JOIN unit_cell AS uc ON uc.cell = r.cell
  GROUP BY r.src, uc.unit, r.d HAVING count(*) = 2
)
SELECT t.src, a.cell, t.d, b.cell, t.d, t.unit
FROM two AS t
JOIN unit_cell AS ua ON ua.unit = t.unit JOIN inner_rem AS a ON a.src = t.src AND a.cell = ua.cell AND a.d = t.d
JOIN unit_cell AS ub ON ub.unit = t.unit JOIN inner_rem AS b ON b.src = t.src AND b.cell = ub.cell AND b.d = t.d AND b.cell <> a.cell
ORDER BY t.unit;

INSERT INTO inner_imp (src, isrc, cell, d, truth, depth, pcell, pd, via)
WITH n (src, cell, n) AS MATERIALIZED (
  SELECT src, cell, count(*) FROM inner_rem GROUP BY src, cell
)
SELECT r.src, 20 * r.cell + 2 * r.d + 1, r.cell, r.d, 1, 0, NULL, NULL, NULL
FROM inner_rem AS r JOIN n ON n.src = r.src AND n.cell = r.cell WHERE n.n >= 2;
