-- Start an attempt: the seed and attempt number, hashed together, key every
-- cell and digit. SQLite's random() cannot be seeded, so this is a hash in
-- integer arithmetic, the same everywhere: multiply by an odd constant, keep
-- 32 bits, fold the high bits down (a xor b written as (a | b) - (a & b)).
-- Every product stays below 2^63, so SQLite never turns it into a real.

INSERT OR REPLACE INTO gen_state (id, seed, attempt, mix)
WITH
  a AS (SELECT ((:seed & 2147483647) * 2654435761) & 4294967295 AS x),
  b AS (SELECT (x | (x >> 15)) - (x & (x >> 15)) AS x FROM a),
  c AS (SELECT ((((x & 2147483647) + :attempt * 40503) & 2147483647) * 2246822519) & 4294967295 AS x FROM b),
  d AS (SELECT (x | (x >> 13)) - (x & (x >> 13)) AS x FROM c)
SELECT 1, :seed, :attempt, x & 2147483647 FROM d;

DELETE FROM gen_key;

INSERT INTO gen_key (cell, d, k)
WITH
  x0 AS (
    SELECT c.id AS cell, g.d AS d, (s.mix + c.id * 9973 + g.d * 1000003) & 2147483647 AS x
    FROM cell AS c, (SELECT 0 AS d UNION ALL SELECT d FROM digit) AS g, gen_state AS s
  ),
  x1 AS (SELECT cell, d, (x * 2654435761) & 4294967295 AS x FROM x0),
  x2 AS (SELECT cell, d, (x | (x >> 16)) - (x & (x >> 16)) AS x FROM x1),
  x3 AS (SELECT cell, d, ((x & 2147483647) * 2246822519) & 4294967295 AS x FROM x2),
  x4 AS (SELECT cell, d, (x | (x >> 13)) - (x & (x >> 13)) AS x FROM x3)
SELECT cell, d, x FROM x4;

DELETE FROM gen_grid;
DELETE FROM gen_puzzle;

-- The three boxes on the diagonal share no row and no column, so any digits
-- written in them can be completed to a full grid: each gets its own random
-- order of 1 to 9 (box b's order is keyed on cell b - 1).
INSERT INTO gen_puzzle (cell, d)
SELECT place.cell, perm.d
FROM (SELECT id AS cell, b, row_number() OVER (PARTITION BY b ORDER BY id) AS i FROM cell WHERE b IN (1, 5, 9)) AS place
JOIN (
  SELECT box.b, k.d, row_number() OVER (PARTITION BY box.b ORDER BY k.k, k.d) AS i
  FROM (SELECT 1 AS b UNION ALL SELECT 5 UNION ALL SELECT 9) AS box
  JOIN gen_key AS k ON k.cell = box.b - 1 AND k.d > 0
) AS perm ON perm.b = place.b AND perm.i = place.i;
