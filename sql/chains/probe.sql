-- Whether a mode's links alone (:x, :y as in weak.sql and strong.sql) lead
-- one of the assumptions that imply their own negation in 'xy' (see
-- self-negation.sql) to its negation, however long the chain: with :offs = 0
-- only those assumed true. If none does, the mode's techniques find nothing:
-- each finding is such an assumption, whose chain follows only the mode's
-- links. A quick look at a few assumptions, instead of building the mode.

WITH RECURSIVE reach (src, cell, d, truth) AS (
  SELECT src, src / 20, src % 20 / 2, src % 2 FROM negated WHERE :offs = 1 OR src % 2 = 1
  UNION
  SELECT r.src, l.cell2, l.d2, 1 - r.truth
  FROM reach AS r JOIN link AS l ON l.cell1 = r.cell AND l.d1 = r.d
  WHERE (:y = 1 OR l.d2 = l.d1)
    AND (r.truth = 1 AND (l.onward & (:x + 2 * :y) <> 0 OR r.src = 20 * l.cell2 + 2 * l.d2 + 1)
      OR r.truth = 0 AND l.strong = 1 AND (:x = 1 OR l.via = -1))
)
SELECT EXISTS (SELECT 1 FROM reach WHERE src = 20 * cell + 2 * d + 1 - truth);
