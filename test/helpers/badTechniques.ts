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

/** A header for the techniques below: `name` at rating 1.0, so that each runs first. */
const header = (name: string) => `-- Technique: ${name}\n-- Rating: 1.0\n-- Rule: wrong on purpose.\n\n`;
const INSERT = 'INSERT INTO found (act, cell, d, unit, pattern, digits, chain)';
/** Rows 1..n, for the techniques below. */
const rows = (n: number) => `WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})\n`;

/** Places the digits of one solution it was told: on a puzzle with several, it picks one of them. */
export const placesSolution = (solution: string) =>
  `${header('Wishful placement')}${INSERT}\nSELECT 'place', k.cell, k.d, NULL, k.cell, k.d, NULL FROM cand AS k\nWHERE k.d = CAST(substr('${solution}', k.cell + 1, 1) AS INTEGER);\n`;

/** Asks SQLite for 2 GiB: a megabyte of zeros, 2,048 times over, in one value. */
export const MEMORY_HOG = `${header('Memory hog')}${rows(2048)}${INSERT}\nSELECT 'elim', 0, 1, NULL, '0', '1', NULL FROM (SELECT group_concat(zeroblob(1000000)) AS x FROM n) WHERE length(x) < 0;\n`;

/** 3,000 findings of a megabyte each, into found (3 GB). */
export const FOUND_FLOOD = `${header('Found flood')}${rows(3000)}${INSERT}\nSELECT 'elim', 0, 1, NULL, '0', '1', zeroblob(1000000) FROM n;\n`;

/** 20,000 small findings: more rows than a technique may write. */
export const FOUND_ROWS = `${header('Many findings')}${rows(20000)}${INSERT}\nSELECT 'elim', k.cell, k.d, NULL, k.cell, k.d, NULL FROM n, (SELECT cell, d FROM cand LIMIT 1) AS k;\n`;

/** Twenty findings of a megabyte each: more bytes than a technique may write. */
export const FOUND_BYTES = `${header('Large findings')}${rows(20)}${INSERT}\nSELECT 'elim', k.cell, k.d, NULL, k.cell, printf('%.*c', 1000000, '1'), NULL FROM n, (SELECT cell, d FROM cand LIMIT 1) AS k;\n`;

/** A true elimination (checked against `solution`) with `column` set to `value` (SQL). */
export const oddColumn = (column: 'pattern' | 'digits' | 'unit' | 'chain', value: string) =>
  `${header(`Odd ${column}`)}${INSERT}\nSELECT 'elim', k.cell, k.d, ${column === 'unit' ? value : 'NULL'}, ${column === 'pattern' ? value : 'k.cell'}, ${
    column === 'digits' ? value : 'k.d'
  }, ${column === 'chain' ? value : 'NULL'}\nFROM cand AS k WHERE (k.cell, k.d) = (SELECT cell, d FROM cand ORDER BY cell, d LIMIT 1);\n`;

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
