/** The caching service the editor features share: real worker threads, the built bundle. */
import { strict as assert } from 'assert';
import { PuzzleService } from '../../src/service/puzzleService';
import type { SolveResult } from '../../src/shared/result';
import { SolverPool } from '../../src/node/solverPool';
import { puzzleSet } from '../helpers/engine';
import { checkSolution } from '../helpers/checker';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { WORKER_FILES, buildBundle } from '../helpers/bundle';

const files = WORKER_FILES;
const HARDEST = puzzleSet('named_hardest');
const FATA = HARDEST.find((p) => p.name === 'Fata Morgana')!.cells;

describe('puzzle service', function () {
  let pool: SolverPool;
  before(function () {
    buildBundle();
    pool = new SolverPool({ ...files, size: 2 });
  });
  after(() => pool.dispose());

  it('cancels per caller: a shared solve goes on while one caller still waits', async () => {
    const service = new PuzzleService(pool, { solve: () => ({ timeLimitMs: 60000 }) });
    const a = new AbortController();
    const b = new AbortController();
    const first = service.verdict(FATA, a.signal);
    const second = service.verdict(FATA, b.signal);
    assert.equal(service.counters.solves, 1, 'the two callers share one solve');
    a.abort();
    assert.equal((await first).status, 'cancelled', 'the caller who cancelled hears so at once');
    // A third caller still joins the running solve: it was not stopped.
    const third = service.verdict(FATA);
    assert.equal(service.counters.solves, 1);
    const r = await second;
    assert.equal(r.status, 'solved');
    assert.deepEqual(checkSolution(FATA, r.solution), []);
    assert.equal((await third).status, 'solved');
  });

  it('stops a shared solve once every caller has cancelled, and the next caller starts afresh', async () => {
    const service = new PuzzleService(pool, { solve: () => ({ timeLimitMs: 60000 }) });
    const a = new AbortController();
    const b = new AbortController();
    const first = service.verdict(HARDEST[1].cells, a.signal);
    const second = service.verdict(HARDEST[1].cells, b.signal);
    a.abort();
    b.abort();
    assert.deepEqual([(await first).status, (await second).status], ['cancelled', 'cancelled']);
    const again = await service.verdict(HARDEST[1].cells);
    assert.equal(service.counters.solves, 2, 'a cancelled solve is neither shared nor cached');
    assert.equal(again.status, 'solved');
  });

  it('lets a caller in the foreground raise a background verdict it joins', async () => {
    const own = new SolverPool({ ...files, size: 2 });
    try {
      const service = new PuzzleService(own, { solve: () => ({ timeLimitMs: 60000 }) });
      const [p1, p2] = [HARDEST[2].cells, HARDEST[3].cells];
      const first = service.verdict(p1, undefined, { background: true });
      const second = service.verdict(p2, undefined, { background: true });
      assert.equal(own.pending, 1, 'background verdicts leave one worker free');
      const waited = service.verdict(p2);
      assert.equal(own.pending, 0, 'the verdict someone waits for went ahead');
      assert.equal(service.counters.solves, 2, 'and is still shared');
      for (const [p, r] of [
        [p1, await first],
        [p2, await second],
        [p2, await waited],
      ] as const) {
        assert.equal(r.status, 'solved');
        assert.deepEqual(checkSolution(p, r.solution), []);
      }
    } finally {
      await own.dispose();
    }
  });

  it('sizes its verdict cache to the files open, so a second pass solves nothing again', async () => {
    const puzzles = puzzleSet('17clue_1000')
      .slice(0, 120)
      .map((p) => p.cells);
    const pass = (service: PuzzleService) => Promise.all(puzzles.map((p) => service.verdict(p)));

    const small = new PuzzleService(pool, { solve: () => ({}), minVerdicts: 50 });
    await pass(small);
    await pass(small);
    // Without room for the file, the second pass solves again all but the 50 the cache kept.
    assert.equal(small.counters.solves, 2 * puzzles.length - 50);

    const sized = new PuzzleService(pool, { solve: () => ({}), minVerdicts: 50 });
    sized.reserve('file:///a.sudoku', puzzles.length);
    assert.ok(sized.verdictCapacity >= puzzles.length);
    const verdicts = await pass(sized);
    assert.ok(verdicts.every((v) => v.status === 'solved'));
    await pass(sized);
    assert.equal(sized.counters.solves, puzzles.length, 'the second pass came from the cache');
    sized.reserve('file:///a.sudoku', 0);
    assert.equal(sized.verdictCapacity, 50);
  });

  it('keeps the difficulty of every puzzle it explained with its verdict, as Solve All over a file explains them all', async () => {
    const service = new PuzzleService(pool, { solve: () => ({ timeLimitMs: 60000 }) });
    // More puzzles than the few explanations kept whole: the easy set, and the same with its digits relabelled.
    const easy = puzzleSet('easy50').map((p) => p.cells);
    const puzzles = [...easy, ...easy.map((c) => c.replace(/[1-9]/g, (d) => String((Number(d) % 9) + 1)))];
    const explained = await Promise.all(puzzles.map((c) => service.explain(c)));
    puzzles.forEach((c, i) => {
      assert.equal(explained[i].status, 'solved');
      assert.deepEqual(service.known(c)?.difficulty, explained[i].difficulty, `puzzle ${i + 1}`);
    });
    // Check, which asks for the verdict, says it too.
    assert.deepEqual((await service.verdict(puzzles[0])).difficulty, explained[0].difficulty);
  });

  it('keeps the difficulty when a background verdict of the same puzzle lands after the explanation', async () => {
    const service = new PuzzleService(pool, { solve: () => ({ timeLimitMs: 60000 }) });
    const cells = puzzleSet('easy50')[3].cells;
    // Both workers busy; the lens's background check asks first, and Solve All's explanation, in the
    // foreground, overtakes it in the queue: the verdict lands after the explanation kept the difficulty.
    const busy = HARDEST.slice(0, 2).map((p) => service.explain(p.cells));
    const background = service.verdict(cells, undefined, { background: true });
    const explained = await service.explain(cells);
    assert.ok(explained.difficulty, 'rated');
    await background;
    await Promise.all(busy);
    assert.deepEqual(service.known(cells)?.difficulty, explained.difficulty, 'the later verdict did not drop the difficulty');
    assert.deepEqual((await service.verdict(cells)).difficulty, explained.difficulty);
  });

  it('rejects a puzzle string that is 81 code units but not 81 characters', async () => {
    const padded = `😀${'.'.repeat(79)}`;
    assert.equal(padded.length, 81);
    await assert.rejects(pool.solve(padded), /81 cells; this one has 80/);
  });

  it('explains a puzzle never seen in one job, with the uniqueness techniques its verdict allows, and keeps that verdict', async () => {
    const service = new PuzzleService(pool, { solve: () => ({ timeLimitMs: 60000 }) });
    const jobs = async (work: () => Promise<unknown>) => {
      const before = pool.counters.dispatched;
      await work();
      return pool.counters.dispatched - before;
    };
    for (const set of ['top95', 'easy50'] as const) {
      const cells = puzzleSet(set)[1].cells;
      let explained: SolveResult | undefined;
      assert.equal(await jobs(async () => (explained = await service.explain(cells))), 1, `${set}: one job`);
      assert.equal(explained!.status, 'solved');
      assert.ok(explained!.difficulty, 'rated');
      // The same as an explanation told the verdict beforehand, as two jobs did it.
      const twoJobs = await pool.solve(cells, { timeLimitMs: 60000, explain: true, unique: true });
      assert.deepEqual(
        explained!.steps.map((s) => s.technique),
        twoJobs.steps.map((s) => s.technique),
      );
      assert.equal(await jobs(() => service.verdict(cells)), 0, 'the verdict is known now');
      assert.equal(await jobs(() => service.explain(cells)), 0, 'and the explanation');
    }
    const several = '.'.repeat(80) + '1';
    const multiple = await service.explain(several);
    assert.equal(multiple.status, 'multiple');
  });

  it('a hint cancelled says so, queued or running, and the next hint works', async () => {
    const service = new PuzzleService(pool, { solve: () => ({ timeLimitMs: 60000 }) });
    const hard = puzzleSet('named_hardest')[0].cells;
    const aborted = new AbortController();
    aborted.abort();
    assert.equal((await service.hint(hard, undefined, aborted.signal)).status, 'cancelled');
    const running = new AbortController();
    const pending = service.hint(hard, undefined, running.signal);
    running.abort();
    assert.equal((await pending).status, 'cancelled');
    assert.equal((await service.hint(puzzleSet('easy50')[0].cells)).status, 'step');
  });

  it('asks the workers for a hint in one job, and keeps the verdict that job found', async () => {
    const service = new PuzzleService(pool, { solve: () => ({ timeLimitMs: 60000 }) });
    const easy = puzzleSet('easy50')[3].cells;
    const jobs = async (work: () => Promise<unknown>) => {
      const before = pool.counters.dispatched;
      await work();
      return pool.counters.dispatched - before;
    };
    const first = await jobs(() => service.hint(easy));
    // The verdict the hint found is the cache's now: Check asks no worker.
    assert.equal(await jobs(() => service.verdict(easy)), 0, 'the hint kept its verdict');
    // One more digit, right: a new position, on a puzzle whose verdict is known.
    const solution = bitmaskSolve(easy, 1).solutions[0];
    const cell = easy.indexOf('.');
    const placed = [...'.'.repeat(81)].map((c, i) => (i === cell ? solution[i] : c)).join('');
    const again = await jobs(() => service.hint(easy, { placed, candidates: new Array(81).fill(null) }));
    // A wrong digit is told as wrong, in the same one job.
    const wrongDigit = String((Number(solution[cell]) % 9) + 1);
    const wrongPlaced = placed.slice(0, cell) + wrongDigit + placed.slice(cell + 1);
    let wrong: Awaited<ReturnType<PuzzleService['hint']>> | undefined;
    const wrongJobs = await jobs(
      async () => (wrong = await service.hint(easy, { placed: wrongPlaced, candidates: new Array(81).fill(null) })),
    );
    assert.equal(first, 1, `a hint on a puzzle never seen took ${first} jobs`);
    assert.equal(again, 1, 'with the verdict known, a hint is one job');
    assert.equal(wrongJobs, 1);
    assert.equal(wrong?.status, 'wrong');
    assert.deepEqual(wrong?.check?.wrongDigits, [cell]);
    console.log(`      worker jobs per hint: ${first} on a new puzzle, ${again} once its verdict is known`);
  });
});
