-- Duplicate givens: two peers that were given the same digit. Each conflict is
-- named once, by both of its cells and the unit they share first (its kind and
-- number: the engine puts them in words). On a variant, peers a knight's or
-- king's move apart share no unit: their kind and number are NULL.

SELECT a.cell AS first, b.cell AS second, a.d AS d, u.kind, u.n
FROM grid AS a
JOIN peer AS p ON p.cell = a.cell AND p.peer > a.cell
JOIN grid AS b ON b.cell = p.peer AND b.d = a.d
LEFT JOIN unit AS u ON u.id = (SELECT x.unit FROM unit_cell AS x JOIN unit_cell AS y ON y.unit = x.unit AND y.cell = b.cell
                          WHERE x.cell = a.cell ORDER BY x.unit LIMIT 1)
ORDER BY a.cell, b.cell;
