/**
 * Every puzzle of the shared sets, solved through the worker pool (the path
 * the CLI and the extension use), with the explanation and as a verdict only.
 * Each solution is checked by an independent checker, and each uniqueness
 * verdict by a separate bitmask solver.
 */
import { strict as assert } from 'assert';
import * as os from 'os';
import { SolverPool } from '../../src/node/solverPool';
import { puzzleSet } from '../helpers/engine';
import { checkSolution } from '../helpers/checker';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { WORKER_FILES, buildBundle } from '../helpers/bundle';

describe('datasets', function () {
  // Thousands of solves: minutes on a quiet machine, many more on a loaded one; the bound only stops a real hang.
  this.timeout(40 * 60 * 1000);
  let pool: SolverPool;
  before(() => {
    buildBundle();
    pool = new SolverPool({
      ...WORKER_FILES,
      size: Math.max(1, Math.min(2, os.cpus().length)),
    });
  });
  after(() => pool.dispose());

  for (const [set, mode] of ['easy50', 'named_hardest', 'top95', '17clue_1000', 'top1465'].flatMap((s) => [
    [s, 'explanation'],
    [s, 'verdict'],
  ])) {
    it(`solves all of ${set} correctly, with the right uniqueness verdict (${mode})`, async () => {
      const puzzles = puzzleSet(set);
      assert.ok(puzzles.length > 0);
      const t0 = Date.now();
      // The explanation without the chains: with them, every puzzle of every set would take hours (ratings.test.ts tests them).
      const options = mode === 'verdict' ? { verdict: true, explain: false } : { chains: false };
      const results = await Promise.all(puzzles.map((p) => pool.solve(p.cells, { ...options, timeLimitMs: 60000 })));
      const failures: string[] = [];
      results.forEach((r, i) => {
        const p = puzzles[i].cells;
        const truth = bitmaskSolve(p, 2);
        const expected = truth.count === 0 ? 'no-solution' : truth.count === 1 ? 'solved' : 'multiple';
        if (r.status !== expected) failures.push(`#${i + 1}: ${r.status}, expected ${expected}`);
        else if (r.status === 'solved') {
          const problems = checkSolution(p, r.solution);
          if (problems.length) failures.push(`#${i + 1}: ${problems.join('; ')}`);
        }
      });
      assert.deepEqual(failures, []);
      console.log(`      ${set} (${mode}): ${puzzles.length} puzzles in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    });
  }
});
