-- Choose where to guess: the empty cell with the fewest candidates, then the
-- lowest row, then the lowest column (the cell id orders row by row). Its
-- candidates come back lowest first, the order in which they are tried.

SELECT k.cell AS cell, count(*) AS size,
       (SELECT group_concat(d, '') FROM (SELECT d FROM cand WHERE cell = k.cell ORDER BY d)) AS choices
FROM cand AS k
GROUP BY k.cell
ORDER BY size, k.cell
LIMIT 1;
