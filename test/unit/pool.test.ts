/** The async API: the engine in worker threads (the built bundle, as the extension uses it). */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { SolverError, SolverPool } from '../../src/node/solverPool';
import type { SolveOptions } from '../../src/core/result';
import { ROOT, puzzleSet } from '../helpers/engine';
import { checkSolution } from '../helpers/checker';

const OUT = path.join(ROOT, 'out');
const files = { workerPath: path.join(OUT, 'engineWorker.js'), wasmPath: path.join(OUT, 'sql-wasm.wasm') };
const HARDEST = puzzleSet('named_hardest');
const FATA = HARDEST.find((p) => p.name === 'Fata Morgana')!.cells;
const EASY = puzzleSet('easy50')[0].cells;

describe('solver pool (worker threads)', function () {
  before(function () {
    if (!fs.existsSync(files.workerPath)) throw new Error('Run `npm run build` first: the pool runs the built worker.');
  });

  it('solves in a worker and reuses it', async () => {
    const pool = new SolverPool(files);
    try {
      for (const p of [EASY, HARDEST[0].cells]) {
        const r = await pool.solve(p);
        assert.equal(r.status, 'solved');
        assert.deepEqual(checkSolution(p, r.solution), []);
      }
      assert.equal(pool.counters.started, 1);
    } finally {
      await pool.dispose();
    }
  });

  it('cancels a running solve quickly, and the next solve works', async () => {
    const pool = new SolverPool(files);
    try {
      await pool.solve(EASY); // warm up
      const ac = new AbortController();
      const running = pool.solve(FATA, {}, { signal: ac.signal });
      setTimeout(() => ac.abort(), 30);
      const r = await running;
      assert.equal(r.status, 'cancelled');
      // Promptness is the benchmark's business; here: the engine stopped itself, no kill was needed.
      assert.equal(pool.counters.replaced, 0, 'the engine stopped itself; no kill was needed');
      assert.equal((await pool.solve(EASY)).status, 'solved');
    } finally {
      await pool.dispose();
    }
  });

  it('cancels a queued solve without running it', async () => {
    const pool = new SolverPool(files);
    try {
      const ac = new AbortController();
      const first = pool.solve(FATA);
      const second = pool.solve(EASY, {}, { signal: ac.signal });
      ac.abort();
      assert.equal((await second).status, 'cancelled');
      assert.equal((await first).status, 'solved');
    } finally {
      await pool.dispose();
    }
  });

  it('respects the time limit', async () => {
    const pool = new SolverPool(files);
    try {
      const r = await pool.solve(FATA, { timeLimitMs: 20 });
      assert.equal(r.status, 'timeout');
    } finally {
      await pool.dispose();
    }
  });

  it('turns a crashed worker into an error, and the next solve starts a fresh worker', async () => {
    const pool = new SolverPool({ ...files, workerPath: path.join(ROOT, 'test/fixtures/crashingWorker.js') });
    try {
      await assert.rejects(
        pool.solve(EASY, { crashForTest: true } as SolveOptions),
        (e: Error) => e instanceof SolverError && /stopped unexpectedly/.test(e.message),
      );
      const r = await pool.solve(EASY);
      assert.equal(r.status, 'solved');
      assert.equal(pool.counters.started, 2);
    } finally {
      await pool.dispose();
    }
  });

  it('terminates a worker that ignores a cancel, and replaces it', async () => {
    const pool = new SolverPool({ ...files, workerPath: path.join(ROOT, 'test/fixtures/crashingWorker.js'), graceMs: 200 });
    try {
      await pool.solve(EASY);
      const ac = new AbortController();
      const stuck = pool.solve(EASY, { hangForTest: true } as SolveOptions, { signal: ac.signal });
      setTimeout(() => ac.abort(), 50);
      assert.equal((await stuck).status, 'cancelled');
      assert.equal(pool.counters.replaced, 1);
      assert.equal((await pool.solve(EASY)).status, 'solved');
    } finally {
      await pool.dispose();
    }
  });

  it('reports a clear error when the engine cannot start', async () => {
    const pool = new SolverPool({ ...files, wasmPath: path.join(OUT, 'missing.wasm') });
    try {
      await assert.rejects(pool.solve(EASY), (e: Error) => e instanceof SolverError && /could not start/.test(e.message));
    } finally {
      await pool.dispose();
    }
  });
});
