/** The async API: the engine in worker threads (the built bundle, as the extension uses it). */
import { strict as assert } from 'assert';
import * as path from 'path';
import { SolverError, SolverPool } from '../../src/node/solverPool';
import type { SolveOptions } from '../../src/shared/result';
import { ROOT, puzzleSet } from '../helpers/engine';
import { checkSolution } from '../helpers/checker';
import { WORKER_FILES, buildBundle } from '../helpers/bundle';

/** Resolves once `done` holds, looking again on each turn of the event loop (a roomy minute at most). */
async function until(done: () => boolean, ms = 60000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const OUT = path.join(ROOT, 'out');
const files = WORKER_FILES;
const HARDEST = puzzleSet('named_hardest');
const FATA = HARDEST.find((p) => p.name === 'Fata Morgana')!.cells;
const EASY = puzzleSet('easy50')[0].cells;

describe('solver pool (worker threads)', function () {
  before(buildBundle);

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
      const dispatched = pool.counters.dispatched;
      const running = pool.solve(FATA, {}, { signal: ac.signal });
      // Cancelled once the worker has it: a running solve, not one still queued.
      await until(() => pool.counters.dispatched > dispatched);
      ac.abort();
      const r = await running;
      assert.equal(r.status, 'cancelled');
      // Promptness is the benchmark's business; here: the engine stopped itself, no kill was needed.
      assert.equal(pool.counters.replaced, 0, 'the engine stopped itself; no kill was needed');
      assert.equal((await pool.solve(EASY)).status, 'solved');
    } finally {
      await pool.dispose();
    }
  });

  it('keeps a worker free of background jobs for what someone waits on, and runs those first', async () => {
    const pool = new SolverPool({ ...files, size: 2 });
    try {
      // Both workers started, so that what follows does not wait on a start.
      await Promise.all([pool.solve(EASY), pool.solve(EASY)]);
      const background = { background: true };
      const order: string[] = [];
      const track = <T>(name: string, p: Promise<T>) => p.then((v) => (order.push(name), v));
      const bg = [HARDEST[0].cells, HARDEST[1].cells, HARDEST[2].cells].map((p, i) =>
        track(`bg${i}`, pool.solve(p, {}, { priority: background })),
      );
      // Two workers, three background jobs: one runs, two wait, and the other worker stays free.
      assert.equal(pool.pending, 2);
      const fg = track('fg', pool.solve(EASY));
      assert.equal(pool.pending, 2, 'a foreground solve starts at once on the free worker');
      const inspected = track('inspect', pool.inspect(FATA));
      const results = await Promise.all([...bg, fg]);
      await inspected;
      assert.ok(order.indexOf('inspect') < order.indexOf('bg1'), `order: ${order.join(', ')}`);
      assert.ok(order.indexOf('fg') < order.indexOf('bg1'), `order: ${order.join(', ')}`);
      for (const [i, r] of results.entries()) {
        const p = [HARDEST[0].cells, HARDEST[1].cells, HARDEST[2].cells, EASY][i];
        assert.equal(r.status, 'solved');
        assert.deepEqual(checkSolution(p, r.solution), []);
      }
    } finally {
      await pool.dispose();
    }
  });

  it('raises a queued background job when its priority changes, and a pool of one worker still runs background jobs', async () => {
    const pool = new SolverPool({ ...files, size: 2 });
    const single = new SolverPool(files);
    try {
      const priorities = [{ background: true }, { background: true }];
      const jobs = priorities.map((priority, i) => pool.solve(HARDEST[i].cells, {}, { priority }));
      assert.equal(pool.pending, 1);
      assert.equal(pool.counters.started, 2, 'the worker kept free is started ahead of need, for the first hover');
      priorities[1].background = false;
      pool.reprioritised();
      assert.equal(pool.pending, 0, 'the raised job took the free worker');
      assert.deepEqual(
        (await Promise.all(jobs)).map((r) => r.status),
        ['solved', 'solved'],
      );
      const r = await single.solve(EASY, {}, { priority: { background: true } });
      assert.deepEqual(checkSolution(EASY, r.solution), []);
    } finally {
      await pool.dispose();
      await single.dispose();
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
