/** New puzzles made in the worker pool, as the editor's New Puzzle makes them: same results as in-process, and cancellable. */
import { strict as assert } from 'assert';
import { SolverPool } from '../../src/node/solverPool';
import { PuzzleGenerator } from '../../src/core/generator';
import { BANDS } from '../../src/shared/generate';
import { engine, sqlSources } from '../helpers/engine';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { WORKER_FILES, buildBundle } from '../helpers/bundle';

const files = WORKER_FILES;

describe('generating in the worker pool', function () {
  before(buildBundle);

  it('makes in a worker the very puzzle the seed makes in this process', async () => {
    const pool = new SolverPool(files);
    try {
      const options = { seed: 77, band: { ...BANDS.easy }, symmetry: 'mirror' as const };
      const out = await pool.generate(options);
      assert.equal(out.status, 'generated');
      const here = new PuzzleGenerator(await engine(), sqlSources()).generate(options);
      assert.equal(here.status === 'generated' && here.puzzle.puzzle, out.status === 'generated' && out.puzzle.puzzle);
      assert.equal(bitmaskSolve((out as { puzzle: { puzzle: string } }).puzzle.puzzle).count, 1);
      // The worker still solves afterwards.
      assert.equal((await pool.solve((out as { puzzle: { puzzle: string } }).puzzle.puzzle)).status, 'solved');
    } finally {
      await pool.dispose();
    }
  });

  it('stops when cancelled, and the next job works', async () => {
    const pool = new SolverPool(files);
    try {
      const ac = new AbortController();
      // A band nothing reaches: the generator runs until cancelled.
      const running = pool.generate({ seed: 1, band: { min: 9.91, max: 9.92 } }, { signal: ac.signal });
      setTimeout(() => ac.abort(), 500);
      const out = await running;
      assert.equal(out.status, 'cancelled');
      const already = new AbortController();
      already.abort();
      assert.equal((await pool.generate({ seed: 1 }, { signal: already.signal })).status, 'cancelled');
      assert.equal((await pool.generate({ seed: 2, band: { ...BANDS.easy } })).status, 'generated');
    } finally {
      await pool.dispose();
    }
  });
});
