-- The puzzle as 81 characters, '.' for a blank.
SELECT group_concat(coalesce(p.d, '.'), '' ORDER BY c.id)
FROM cell AS c LEFT JOIN gen_puzzle AS p ON p.cell = c.id;
