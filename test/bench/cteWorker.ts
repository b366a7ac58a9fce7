/**
 * SQLite's recursive-CTE sudoku query, from the WITH-clause page of SQLite's
 * documentation, run in sql.js in a worker so the benchmark can stop it at a
 * time cap. Only the input is changed: it is bound as a parameter.
 */
import { parentPort, workerData } from 'worker_threads';
import * as fs from 'fs';
import initSqlJs from 'sql.js';

const QUERY = `
WITH RECURSIVE
  input(sud) AS (
    VALUES(:puzzle)
  ),
  digits(z, lp) AS (
    VALUES('1', 1)
    UNION ALL SELECT
    CAST(lp+1 AS TEXT), lp+1 FROM digits WHERE lp<9
  ),
  x(s, ind) AS (
    SELECT sud, instr(sud, '.') FROM input
    UNION ALL
    SELECT
      substr(s, 1, ind-1) || z || substr(s, ind+1),
      instr( substr(s, 1, ind-1) || z || substr(s, ind+1), '.' )
     FROM x, digits AS z
    WHERE ind>0
      AND NOT EXISTS (
            SELECT 1
              FROM digits AS lp
             WHERE z.z = substr(s, ((ind-1)/9)*9 + lp, 1)
                OR z.z = substr(s, ((ind-1)%9) + (lp-1)*9 + 1, 1)
                OR z.z = substr(s, (((ind-1)/3) % 3) * 3
                        + ((ind-1)/27) * 27 + lp
                        + ((lp-1) / 3) * 6, 1)
         )
  )
SELECT s FROM x WHERE ind=0;`;

async function main() {
  const SQL = await initSqlJs({ wasmBinary: fs.readFileSync(workerData.wasmPath) as unknown as ArrayBuffer });
  const db = new SQL.Database();
  const stmt = db.prepare(QUERY);
  parentPort!.postMessage({ type: 'ready' });
  parentPort!.on('message', (m: { puzzle: string }) => {
    const t0 = performance.now();
    stmt.bind({ ':puzzle': m.puzzle });
    const solution = stmt.step() ? String(stmt.get()[0]) : null;
    stmt.reset();
    parentPort!.postMessage({ type: 'done', solution, ms: performance.now() - t0 });
  });
}
void main();
