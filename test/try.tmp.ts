import { SolverPool } from '../src/node/solverPool';
import { engineFiles } from '../src/node/paths';
import { puzzleSet } from './helpers/engine';
(async () => {
  const pool = new SolverPool({ ...engineFiles(require('path').resolve(__dirname, '../out')), graceMs: 300 });
  const p = puzzleSet('top95')[3].cells;
  const runaway = { path: 'loop.sql', text: "-- Technique: Endless\n-- Rating: 1.0\n-- Rule: x\nWITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n)\nINSERT INTO found (act, cell, d, unit, pattern, digits) SELECT 'elim', 0, 1, NULL, '0', '1' FROM n WHERE i < 0;" };
  const t0 = Date.now();
  const r = await pool.solve(p, { userTechniques: [runaway], timeLimitMs: 1000, unique: true });
  console.log(Date.now() - t0, r.status, r.message, r.lab);
  const r2 = await pool.solve(p, { unique: true, timeLimitMs: 5000 });
  console.log(r2.status);
  console.log(await pool.readTechnique({ path: 'x.sql', text: '-- Technique: A\n-- Rating: 2\nSELEC 1;' }));
  await pool.dispose();
})();
