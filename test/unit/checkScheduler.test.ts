/**
 * The diagnostics' check scheduler without VS Code: which puzzle is solved
 * when, how many at once, when a check stops, and how often it tells the
 * status bar, the Problems and the lenses. A fake clock and solves the test
 * answers by hand: nothing here waits on time.
 */
import { strict as assert } from 'assert';
import {
  CheckHooks,
  CheckScheduler,
  DEBOUNCE_MS,
  IN_FLIGHT,
  LARGE_FILE_DEBOUNCE_MS,
  LENSES_EVERY_MS,
  LineSpan,
  SHOW_PROGRESS_FROM,
  STATUS_EVERY_MS,
  YIELD_EVERY,
  checkDelays,
} from '../../src/features/diagnostics/checkScheduler';
import { LARGE_FILE_LINES } from '../../src/core/largeFile';

/** `n` puzzles of 12 lines each, one blank line between them. */
const puzzles = (n: number): LineSpan[] => Array.from({ length: n }, (_, i) => ({ line: i * 13, endLine: i * 13 + 11 }));

/** Solves that the test answers one at a time, in the order asked; a clock the test moves. */
function harness(count: number, opts: { problems?: (i: number) => boolean; cached?: boolean } = {}) {
  const list = puzzles(count);
  const asked: number[] = [];
  const waiting: { i: number; answer: () => void }[] = [];
  const told = { progress: [] as number[], publish: [] as number[], lenses: [] as number[], yields: 0 };
  let time = 1000;
  let solves = 0;
  let stale = false;
  let done = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  const hooks: CheckHooks<LineSpan, number> = {
    solve: (p) => {
      const i = list.indexOf(p);
      asked.push(i);
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      if (!opts.cached) solves++;
      if (opts.cached) {
        inFlight--;
        return Promise.resolve(i);
      }
      return new Promise<number>((resolve) =>
        waiting.push({
          i,
          answer: () => {
            inFlight--;
            resolve(i);
          },
        }),
      );
    },
    stale: () => stale,
    verdict: (_p, i) => {
      done++;
      return opts.problems?.(i) ?? false;
    },
    progress: (n) => told.progress.push(n),
    publish: () => told.publish.push(done),
    lenses: () => told.lenses.push(done),
    solves: () => solves,
  };
  const clock = {
    now: () => time,
    yieldToOthers: async () => {
      told.yields++;
    },
  };
  /** Answers the oldest solve asked for, `ms` later, and lets the scheduler go on. */
  const answer = async (ms = 0) => {
    time += ms;
    const w = waiting.shift();
    assert.ok(w, 'a solve is waiting');
    w.answer();
    for (let k = 0; k < 5; k++) await Promise.resolve();
  };
  return {
    list,
    asked,
    told,
    hooks,
    clock,
    answer,
    waiting: () => waiting.length,
    mostInFlight: () => mostInFlight,
    goStale: () => (stale = true),
  };
}

/** Answers every solve, `ms` apart, until the run ends. */
async function answerAll(h: ReturnType<typeof harness>, run: Promise<boolean>, ms = 0): Promise<boolean> {
  let over = false;
  void run.then(() => (over = true));
  while (!over) {
    if (h.waiting()) await h.answer(ms);
    else await new Promise((r) => setImmediate(r));
  }
  return run;
}

describe('diagnostics check scheduler', () => {
  it('waits for a pause in typing: a small file syntax-checks at once, a large one after a longer pause', () => {
    assert.deepEqual(checkDelays(10), { syntaxMs: 0, verdictsMs: DEBOUNCE_MS });
    assert.deepEqual(checkDelays(LARGE_FILE_LINES), { syntaxMs: 0, verdictsMs: DEBOUNCE_MS });
    assert.deepEqual(checkDelays(LARGE_FILE_LINES + 1), { syntaxMs: LARGE_FILE_DEBOUNCE_MS, verdictsMs: 0 });
  });

  it('solves the puzzles on screen first, then the rest from the top, each once, IN_FLIGHT at a time', async () => {
    const h = harness(100);
    const onScreen = { start: h.list[60].line, end: h.list[64].endLine };
    const s = new CheckScheduler(h.list, [onScreen], h.hooks, h.clock);
    assert.equal(s.firstScreen, 5);
    const finished = await answerAll(h, s.run());
    assert.equal(finished, true);
    assert.deepEqual(h.asked.slice(0, 5), [60, 61, 62, 63, 64]);
    assert.deepEqual(
      h.asked.slice(5),
      Array.from({ length: 100 }, (_, i) => i).filter((i) => i < 60 || i > 64),
    );
    assert.equal(h.mostInFlight(), IN_FLIGHT);
  });

  it('moves the puzzles scrolled to while it runs up, without solving any twice', async () => {
    const h = harness(100);
    const s = new CheckScheduler(h.list, [], h.hooks, h.clock);
    const run = s.run();
    await h.answer();
    await h.answer();
    // Scrolled to puzzles 80-82, and back over 1 (asked already).
    s.prioritise([
      { start: h.list[80].line, end: h.list[82].line },
      { start: h.list[1].line, end: h.list[1].line },
    ]);
    await answerAll(h, run);
    // The two answered were replaced by the next from the top before the scroll.
    const next = h.asked.slice(IN_FLIGHT + 2, IN_FLIGHT + 5);
    assert.deepEqual(next, [80, 81, 82]);
    assert.equal(new Set(h.asked).size, 100);
    assert.equal(h.asked.length, 100);
  });

  it('takes no new puzzle once stale, publishes nothing more and says it did not finish', async () => {
    const h = harness(30, { problems: () => true });
    const s = new CheckScheduler(h.list, [], h.hooks, h.clock);
    const run = s.run();
    await h.answer();
    const publishedBefore = h.told.publish.length;
    h.goStale();
    while (h.waiting()) await h.answer();
    assert.equal(await run, false);
    assert.equal(h.asked.length, IN_FLIGHT + 1, 'only the solve that replaced the first answer was asked for');
    assert.equal(h.told.publish.length, publishedBefore, 'the answers that came in stale were not shown');
  });

  it('shows the first problems at once, then a few times a second, and the last when done', async () => {
    const h = harness(200, { problems: () => true });
    const s = new CheckScheduler(h.list, [], h.hooks, h.clock);
    await answerAll(h, s.run(), 10);
    // Each of the first 19 verdicts at once; then at most once per 150 ms of the 2 s; and once at the end.
    assert.deepEqual(
      h.told.publish.slice(0, 19),
      Array.from({ length: 19 }, (_, i) => i + 1),
    );
    const later = h.told.publish.slice(19, -1);
    assert.ok(later.length <= (200 * 10) / 150 + 1, `${later.length} publishes after the first 19`);
    assert.ok(later.length >= 5);
    assert.equal(h.told.publish[h.told.publish.length - 1], 200);
  });

  it('shows progress in the status bar only for a file of SHOW_PROGRESS_FROM puzzles or more, and not on every verdict', async () => {
    const small = harness(SHOW_PROGRESS_FROM - 1);
    await answerAll(small, new CheckScheduler(small.list, [], small.hooks, small.clock).run(), 100);
    assert.deepEqual(small.told.progress, []);
    const big = harness(SHOW_PROGRESS_FROM * 4);
    await answerAll(big, new CheckScheduler(big.list, [], big.hooks, big.clock).run(), 50);
    const expected = (SHOW_PROGRESS_FROM * 4 * 50) / STATUS_EVERY_MS;
    assert.ok(big.told.progress.length <= expected + 1 && big.told.progress.length >= expected / 2, `${big.told.progress.length}`);
  });

  it('tells the lenses once the first screen is known, then rarely, and only of new verdicts', async () => {
    const h = harness(100);
    const s = new CheckScheduler(h.list, [{ start: 0, end: h.list[9].endLine }], h.hooks, h.clock);
    assert.equal(s.firstScreen, 10);
    // 1 s a verdict: 100 s in all.
    await answerAll(h, s.run(), 1000);
    assert.equal(h.told.lenses[0], 10);
    const between = h.told.lenses.slice(1, -1);
    assert.ok(between.length <= 100 / (LENSES_EVERY_MS / 1000) + 1, `${h.told.lenses.length}`);
    assert.equal(h.told.lenses[h.told.lenses.length - 1], 100);

    // A re-check that the cache answers: no new verdict, nothing for the lenses.
    const cached = harness(100, { cached: true });
    await new CheckScheduler(cached.list, [], cached.hooks, cached.clock).run();
    assert.deepEqual(cached.told.lenses, []);
  });

  it('lets other work in after every YIELD_EVERY verdicts, however fast the cache answers', async () => {
    const h = harness(YIELD_EVERY * 3, { cached: true });
    assert.equal(await new CheckScheduler(h.list, [], h.hooks, h.clock).run(), true);
    assert.equal(h.told.yields, 3);
  });
});
