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

/** A name that would drive a terminal (a title sequence, a bell, a right-to-left override), make a live link, raw HTML and an icon. */
export const HOSTILE_NAME = 'Evil \u001b]0;pwned\u0007 \u202esingle [x](command:workbench.action.quit) <b>hi</b> $(alert)';

/** A sound naked single, rated below every built-in single so that it makes the steps, under that name. */
export const HOSTILE_NAMED = `-- Technique: ${HOSTILE_NAME}
-- Rating: 1.0
-- Rule: a cell with one candidate left holds that digit.

INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT 'place', k.cell, k.d, NULL, k.cell, k.d
FROM cand AS k
WHERE (SELECT count(*) FROM cand AS o WHERE o.cell = k.cell) = 1;
`;
