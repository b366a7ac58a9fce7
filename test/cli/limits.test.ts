/**
 * Runaway and long-running work: near-empty grids, the extremes, many solves
 * in a row. The engine must answer, stay within its time limit, and keep its
 * memory bounded.
 */
import { strict as assert } from 'assert';
import { SolverPool } from '../../src/node/solverPool';
import { puzzleSet } from '../helpers/engine';
import { checkSolution } from '../helpers/checker';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { WORKER_FILES, buildBundle } from '../helpers/bundle';

const files = WORKER_FILES;

describe('limits', function () {
  // Soak tests: minutes on a quiet machine, many more on a loaded one; the bound only stops a real hang.
  this.timeout(40 * 60 * 1000);
  let pool: SolverPool;
  before(() => {
    buildBundle();
    pool = new SolverPool({ ...files, size: 2 });
  });
  after(() => pool.dispose());

  it('answers "multiple" with two valid solutions for the empty grid and near-empty grids', async () => {
    const grids = [
      '.'.repeat(81),
      `1${'.'.repeat(80)}`,
      `${'.'.repeat(40)}5${'.'.repeat(40)}`,
      `123${'.'.repeat(78)}`,
      `.........${'456789123'}${'.'.repeat(63)}`,
    ];
    for (const g of grids) {
      const r = await pool.solve(g, { timeLimitMs: 10000 });
      assert.equal(r.status, 'multiple', g);
      for (const s of r.solutions!) assert.deepEqual(checkSolution(g, s), []);
    }
  });

  it('refuses a puzzle string of letters instead of reading it as an empty grid, naming the cell', async () => {
    await assert.rejects(pool.solve('x'.repeat(81)), /cells are digits 1-9, or '\.', '0' or '_' for a blank; cell 1 is 'x'/);
    await assert.rejects(pool.solve(`${'.'.repeat(80)}\u0663`), /cell 81 is '\u0663'/);
    // The blank characters stay blanks, whichever is used.
    for (const blank of ['.', '0', '_']) assert.equal((await pool.solve(blank.repeat(81), { timeLimitMs: 10000 })).status, 'multiple');
  });

  it('decides the 16- and 17-clue extremes and the near worst case for brute force', async () => {
    const seventeen = puzzleSet('17clue_1000')
      .slice(0, 20)
      .map((p) => p.cells);
    const sixteen = seventeen.map((p) => p.replace(/[1-9](?=[^1-9]*$)/, '.'));
    const worst = puzzleSet('named_hardest').find((p) => p.name.includes('near worst case'))!.cells;
    for (const p of [...seventeen, ...sixteen, worst]) {
      const r = await pool.solve(p, { timeLimitMs: 20000 });
      const truth = bitmaskSolve(p, 2).count;
      assert.equal(r.status, truth === 1 ? 'solved' : truth === 0 ? 'no-solution' : 'multiple', p);
    }
  });

  it('keeps memory bounded over 10,000 solves: one database per worker, reused', async () => {
    const puzzles = [...puzzleSet('17clue_1000'), ...puzzleSet('easy50')].map((p) => p.cells);
    const rss = () => process.memoryUsage().rss / 2 ** 20;
    // Warm up, then measure.
    // Verdicts, as the editor asks for them over and over (no explanation, no chains).
    const verdict = { explain: false, chains: false };
    await Promise.all(puzzles.slice(0, 200).map((p) => pool.solve(p, verdict)));
    const before = rss();
    const samples: number[] = [];
    for (let done = 0; done < 10000;) {
      const batch = Array.from({ length: 500 }, (_, i) => puzzles[(done + i) % puzzles.length]);
      const results = await Promise.all(batch.map((p) => pool.solve(p, verdict)));
      assert.ok(results.every((r) => r.status === 'solved'));
      done += batch.length;
      samples.push(rss());
    }
    const after = rss();
    console.log(
      `      memory: ${before.toFixed(0)} MiB after warm-up, ${after.toFixed(0)} MiB after 10,000 solves (peak ${Math.max(...samples).toFixed(0)} MiB); workers started ${pool.counters.started}, recycled ${pool.counters.recycled}`,
    );
    // Bounded: the second half of the run does not keep growing.
    const half = samples.slice(samples.length / 2);
    assert.ok(Math.max(...half) - half[0] < 64, `memory grew from ${half[0].toFixed(0)} to ${Math.max(...half).toFixed(0)} MiB`);
    assert.ok(after - before < 128, `memory grew by ${(after - before).toFixed(0)} MiB`);
  });

  it('recycles a worker after many jobs, and keeps solving', async () => {
    const small = new SolverPool({ ...files, maxJobsPerWorker: 5 });
    try {
      const p = puzzleSet('easy50')[0].cells;
      for (let i = 0; i < 12; i++) assert.equal((await small.solve(p)).status, 'solved');
      assert.equal(small.counters.recycled, 2);
      assert.equal(small.counters.started, 3);
    } finally {
      await small.dispose();
    }
  });
});
