/** Technique files written wrong on purpose, for the lab's tests in VS Code and in the browser. */

export const BROKEN = `-- Technique: Broken
-- Rating: 5.0
-- Rule: a test with a syntax error on line 8.

INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', cell, d, NULL, cell, d
FROM cand
WHERE d = 10 ORDR BY cell;
`;

/** Strikes every candidate of the first empty cell: one of them is the answer, so it is unsound wherever it runs. */
export const UNSOUND = `-- Technique: Strike them all
-- Rating: 1.0
-- Rule: every candidate of the first empty cell goes (wrong on purpose).

INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', cell, d, NULL, cell, d
FROM cand
WHERE cell = (SELECT min(cell) FROM cand);
`;

/** A recursive query without end: it runs until the time limit stops it. */
export const RUNAWAY = `-- Technique: Runaway
-- Rating: 1.0
-- Rule: counts for ever (wrong on purpose).

WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'elim', 0, 1, NULL, '0', '1' FROM n WHERE i < 0;
`;
