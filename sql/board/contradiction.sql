-- Is the current position impossible? After a guess this is how a wrong guess
-- shows itself. It is impossible when
--   * an empty cell has no candidate left, or
--   * a unit holds the same digit twice, or
--   * a unit has neither a place nor a candidate for some digit.
-- Placing a digit removes it from every peer, so in a unit the digits placed
-- and the digits still pencilled in never overlap: the unit is complete when
-- the two counts add up to 9 digits, and this is checked for all 27 units at
-- once by counting (unit, digit) pairs per kind of unit.

WITH placed (rows, cols, boxes, n) AS (
  SELECT (SELECT count(*) FROM (SELECT DISTINCT row_unit, d FROM grid)),
         (SELECT count(*) FROM (SELECT DISTINCT col_unit, d FROM grid)),
         (SELECT count(*) FROM (SELECT DISTINCT box_unit, d FROM grid)),
         (SELECT count(*) FROM grid)
),
pencilled (rows, cols, boxes, cells) AS (
  SELECT (SELECT count(*) FROM (SELECT DISTINCT row_unit, d FROM cand)),
         (SELECT count(*) FROM (SELECT DISTINCT col_unit, d FROM cand)),
         (SELECT count(*) FROM (SELECT DISTINCT box_unit, d FROM cand)),
         (SELECT count(*) FROM (SELECT DISTINCT cell FROM cand))
)
SELECT p.n + k.cells < 81
    OR p.rows < p.n OR p.cols < p.n OR p.boxes < p.n
    OR p.rows + k.rows < 81 OR p.cols + k.cols < 81 OR p.boxes + k.boxes < 81
  AS broken
FROM placed AS p, pencilled AS k;
