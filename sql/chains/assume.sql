-- Start the implications afresh: every candidate assumed true, and (when
-- :offs is 1) every candidate assumed false; but when chains go through
-- cells (:y = 1), not in a cell with only two digits, where "this one false"
-- is "the other one true", already assumed. With :pairs = 1, only the digits
-- of cells with two are assumed (a Y-cycle starts in such a cell).
-- Only digits in the set :digits (as bits) are assumed. Each assumption
-- implies itself.

DELETE FROM imp;
DELETE FROM dead_src;
DELETE FROM gone;
DELETE FROM nested_parent;
DELETE FROM nested_chain;

INSERT INTO imp (src, cell, d, truth, depth, pcell, pd, via)
SELECT 20 * k.cell + 2 * k.d + 1, k.cell, k.d, 1, 0, NULL, NULL, NULL FROM cand AS k
WHERE (:pairs = 0 OR (SELECT count(*) FROM cand AS x WHERE x.cell = k.cell) = 2) AND :digits >> (k.d - 1) & 1
UNION ALL
SELECT 20 * k.cell + 2 * k.d, k.cell, k.d, 0, 0, NULL, NULL, NULL
FROM cand AS k
WHERE :offs = 1 AND (:y = 0 OR (SELECT count(*) FROM cand AS x WHERE x.cell = k.cell) > 2) AND :digits >> (k.d - 1) & 1;
