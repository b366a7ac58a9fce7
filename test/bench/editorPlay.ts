/**
 * bench:editor's play phase: a puzzle near the middle and one near the end of
 * the 50,000-puzzle file played in the panel (digits typed on its board),
 * measuring for each move
 * - from the key to the progress edit on screen in the editor (moves are
 *   written after a pause of 400 ms, so that a burst of typing is one edit);
 * - the renderer's longest stall over the 3 s after the move, which covers the
 *   edit and the diagnostics and lens pass that follows it (a large file is
 *   checked again 1 s after its last edit): the longest gap between animation
 *   frames, and the longest task the browser reports ('longtask').
 * The extension host's side is in the extension's log and in the integration
 * test "Play in a 50,000-puzzle file".
 */
import type { Frame, Page } from 'playwright-core';

const PLAY_BOARD = '[role=grid][aria-label="Your board"]';
/** How long after a move its effects are watched: the write's pause, the edit, and the re-check 1 s after it. */
const WATCH_MS = 3000;

export interface PlayMove {
  line: number;
  /** Key to the progress edit on screen in the editor. */
  editOnScreenMs: number;
  /** The longest gap between the renderer's animation frames over WATCH_MS after the key. */
  longestFrameGapMs: number;
  /** The longest task the renderer reported over the same time (0: none over 50 ms). */
  longestTaskMs: number;
}

async function panelFrame(page: Page, timeout = 90000): Promise<Frame> {
  const end = Date.now() + timeout;
  for (;;) {
    for (const f of page.frames())
      if (
        await f
          .locator(PLAY_BOARD)
          .count()
          .catch(() => 0)
      )
        return f;
    if (Date.now() > end) throw new Error('the play panel did not open');
    await page.waitForTimeout(250);
  }
}

/** Watches the workbench's main thread: animation frame gaps and long tasks, from a mark on. */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __probe?: { from: number; gap: number; task: number; last: number; landed?: number } };
    if (w.__probe) return;
    const probe = (w.__probe = { from: 0, gap: 0, task: 0, last: performance.now() });
    const frame = (t: number) => {
      if (t >= probe.from) probe.gap = Math.max(probe.gap, t - Math.max(probe.last, probe.from));
      probe.last = t;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.startTime >= probe.from) probe.task = Math.max(probe.task, e.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
}

/** Resets the probe and starts watching for `board` on a #progress line in the editor; gives the mark's time. */
async function mark(page: Page, board: string): Promise<void> {
  await page.evaluate((board) => {
    const w = window as unknown as { __probe: { from: number; gap: number; task: number; landed?: number }; __watch?: MutationObserver };
    const probe = w.__probe;
    probe.from = performance.now();
    probe.gap = 0;
    probe.task = 0;
    probe.landed = undefined;
    w.__watch?.disconnect();
    const seen = () =>
      [...document.querySelectorAll('.editor-instance .view-line')].some((l) =>
        (l.textContent ?? '').replace(/\u00a0/g, ' ').includes(`#progress ${board}`),
      );
    w.__watch = new MutationObserver(() => {
      if (probe.landed === undefined && seen()) probe.landed = performance.now();
    });
    w.__watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, board);
}

async function readProbe(page: Page): Promise<{ landed?: number; from: number; gap: number; task: number }> {
  return page.evaluate(() => {
    const p = (window as unknown as { __probe: { landed?: number; from: number; gap: number; task: number } }).__probe;
    return { landed: p.landed, from: p.from, gap: p.gap, task: p.task };
  });
}

/**
 * Plays `moves` digits of the puzzle on `line` (1-based) of the open file,
 * from the Play command: each digit typed into an empty cell, WATCH_MS apart.
 * `givens` is the puzzle's 81 cells, `solution` its answer.
 */
export async function playAndMeasure(
  page: Page,
  line: number,
  givens: string,
  solution: string,
  moves: number,
  goToLine: (line: number) => Promise<void>,
  command: (title: string) => Promise<void>,
): Promise<PlayMove[]> {
  await goToLine(line);
  await command('Sudoku: Play Puzzle');
  const f = await panelFrame(page);
  await installProbe(page);
  const empty = [...givens].map((ch, i) => (ch === '.' ? i : -1)).filter((i) => i >= 0);
  const board = [...givens];
  const out: PlayMove[] = [];
  for (const cell of empty.slice(0, moves)) {
    await f.locator(`${PLAY_BOARD} [data-cell="${cell}"]`).click();
    board[cell] = solution[cell];
    await mark(page, board.join(''));
    const t0 = Date.now();
    await page.keyboard.press(solution[cell]);
    await page.waitForFunction(() => (window as unknown as { __probe: { landed?: number } }).__probe.landed !== undefined, undefined, {
      timeout: 60000,
    });
    const landedAt = Date.now();
    await page.waitForTimeout(Math.max(0, WATCH_MS - (landedAt - t0)));
    const p = await readProbe(page);
    out.push({
      line,
      // The page's clock, from the probe's mark just before the key.
      editOnScreenMs: Math.round(p.landed! - p.from),
      longestFrameGapMs: Math.round(p.gap),
      longestTaskMs: Math.round(p.task),
    });
  }
  return out;
}
