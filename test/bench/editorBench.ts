/**
 * npm run bench:editor
 *
 * The editor at scale, in real VS Code: code-server with Debian's Chromium,
 * the packaged .vsix installed as a user would. It opens a 50,000-puzzle
 * file and measures, on screen:
 * - keystroke-to-screen latency over 50 typed characters, against the same
 *   text saved as plain text (the target: p95 within 2x);
 * - the first lens, the first verdict lens and the first hover after opening
 *   (the targets: 2 s for the lens on a quiet machine, 500 ms for the hover),
 *   beside the time the file's text takes to show at all, as plain text and
 *   as .sudoku (VS Code's own part);
 * - verdict throughput in the background, from the status bar, before any edit;
 * - how many puzzles a re-check after an edit solves again (the target: only
 *   what changed), from the extension's log;
 * - play in the panel on a puzzle near the middle and one near the end: from a
 *   typed digit to the progress edit in the editor, and the renderer's longest
 *   stall meanwhile (editorPlay.ts). BENCH_ONLY=play measures only this.
 * Writes bench-editor-results.json. A benchmark, not a test: nothing here fails on a figure.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Page, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, ensureCodeServer, extensionLog, installVsix, startCodeServer } from '../e2e/codeServer';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { type PlayMove, playAndMeasure } from './editorPlay';

const ROOT = path.resolve(__dirname, '../..');
const log = (s: string) => console.log(`[bench:editor] ${s}`);
const PUZZLES = Number(process.env.BENCH_PUZZLES ?? 50000);
const KEYS = 50;
const RECHECK = Number(process.env.BENCH_RECHECK ?? 1000);
const TEXT = 'the quick brown fox jumps over the lazy dog again.'.slice(0, KEYS);
/** Only the play phase (for working on it): BENCH_ONLY=play. */
const PLAY_ONLY = process.env.BENCH_ONLY === 'play';
/** Digits typed in each puzzle played. */
const PLAY_MOVES = Number(process.env.BENCH_PLAY_MOVES ?? 5);

const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.max(0, Math.ceil(s.length * p) - 1))] * 10) / 10;
};

/** 50,000 distinct puzzles: the 17-clue set, each relabelled with different digit permutations. */
function bigFile(n: number): string {
  const base = fs
    .readFileSync(path.join(ROOT, 'test/data/17clue_1000.txt'), 'utf8')
    .split(/\r?\n/)
    .filter((l) => /^[0-9.]{81}/.test(l))
    .map((l) => l.slice(0, 81));
  const lines: string[] = [];
  for (let k = 0; lines.length < n; k++) {
    // Permutation k of the digits: a rotation and a stride coprime to 9.
    const stride = [1, 2, 4, 5, 7, 8][Math.floor(k / 9) % 6];
    const perm = Array.from({ length: 9 }, (_, i) => ((i * stride + k) % 9) + 1);
    for (const b of base) {
      if (lines.length >= n) break;
      lines.push(`${b.replace(/[1-9]/g, (d) => String(perm[Number(d) - 1]))} puzzle ${lines.length + 1}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function command(page: Page, title: string): Promise<void> {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible' });
  await input.fill(`>${title}`);
  const row = page
    .locator('.quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) });
  await row.first().waitFor({ state: 'visible', timeout: 15000 });
  await row.first().click();
}

/** Opens a file through Quick Open; returns when its tab is active. */
async function openFile(page: Page, name: string): Promise<number> {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible' });
  await input.fill(name);
  const row = page
    .locator('.quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${name.replace(/\./g, '\\.')}$`) }) });
  await row.first().waitFor({ state: 'visible', timeout: 60000 });
  const t0 = Date.now();
  await row.first().click();
  await page.locator('.tab.active', { hasText: name }).waitFor({ timeout: 60000 });
  return t0;
}

/** How long after `opened` the file's first line is on screen. */
async function textOnScreen(page: Page, opened: number): Promise<number> {
  await page
    .locator('.editor-instance .view-line', { hasText: /puzzle\s1$/ })
    .first()
    .waitFor({ timeout: 120000 });
  return Date.now() - opened;
}

async function goToLine(page: Page, line: number): Promise<void> {
  await page.keyboard.press('Control+G');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible' });
  await input.fill(`:${line}`);
  await page.waitForTimeout(300);
  await page.keyboard.press('Enter');
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
}

/**
 * Types TEXT at the end of the cursor's line, one key every `gapMs`, and
 * measures each key from keydown to the first frame after the editor's text
 * changed on screen.
 */
async function typeAndMeasure(page: Page, gapMs = 120): Promise<number[]> {
  await page.keyboard.press('End');
  await page.evaluate(() => {
    const w = window as unknown as { __lat: number[]; __pending: number | null };
    w.__lat = [];
    w.__pending = null;
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key.length === 1) w.__pending = performance.now();
      },
      true,
    );
    const lines = document.querySelector('.editor-instance .monaco-editor .view-lines');
    if (!lines) throw new Error('no editor on screen');
    new MutationObserver(() => {
      if (w.__pending === null) return;
      const t = w.__pending;
      w.__pending = null;
      requestAnimationFrame(() => setTimeout(() => w.__lat.push(performance.now() - t), 0));
    }).observe(lines, { childList: true, subtree: true, characterData: true });
  });
  for (let i = 0; i < TEXT.length; i++) {
    await page.keyboard.type(TEXT[i]);
    await page.waitForFunction((n) => (window as unknown as { __lat: number[] }).__lat.length > n, i, { timeout: 60000 });
    await page.waitForTimeout(gapMs);
  }
  return page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
}

async function waitFor<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Plays a puzzle near the middle of the open file and one near its end, in the panel; logs each move. */
async function play(page: Page, text: string, userDataDir: string): Promise<PlayMove[]> {
  const lines = text.split('\n');
  const moves: PlayMove[] = [];
  const before = extensionLog(userDataDir);
  for (const [k, puzzle] of [Math.round(PUZZLES / 2), PUZZLES - 10].entries()) {
    const givens = lines[puzzle - 1].slice(0, 81);
    // Each puzzle played before this one has a progress line under it now.
    const line = puzzle + k;
    const solution = bitmaskSolve(givens, 1).solutions[0];
    // The editor, not the panel, takes Go to Line.
    await command(page, 'View: Focus First Editor Group');
    const played = await playAndMeasure(
      page,
      line,
      givens,
      solution,
      PLAY_MOVES,
      (l) => goToLine(page, l),
      (t) => command(page, t),
    );
    for (const m of played) {
      log(
        `play, line ${m.line}: key to the progress edit on screen ${m.editOnScreenMs} ms; renderer's longest frame gap ${m.longestFrameGapMs} ms, longest task ${m.longestTaskMs} ms (over 3 s)`,
      );
    }
    moves.push(...played);
  }
  for (const l of extensionLog(userDataDir)
    .slice(before.length)
    .match(/.*(Checked \d+ puzzles in big|Play:|Parsed).*/g) ?? [])
    log(`  log: ${l}`);
  const all = (k: keyof PlayMove) => moves.map((m) => m[k]);
  log(
    `play: key to edit p50 ${q(all('editOnScreenMs'), 0.5)} ms, max ${q(all('editOnScreenMs'), 1)} ms; longest frame gap ${q(all('longestFrameGapMs'), 1)} ms; longest task ${q(all('longestTaskMs'), 1)} ms`,
  );
  return moves;
}

async function main() {
  const vsix = path.join(ROOT, 'sql-sudoku.vsix');
  if (!fs.existsSync(vsix)) throw new Error('Run `npm run package` first: the benchmark installs the packaged .vsix.');
  const bin = ensureCodeServer(ROOT, log);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-bench-editor-'));
  const userDataDir = path.join(tmp, 'user');
  const extensionsDir = path.join(tmp, 'extensions');
  installVsix(bin, vsix, extensionsDir, userDataDir);
  const folder = path.join(tmp, 'ws');
  fs.mkdirSync(folder);
  const text = bigFile(PUZZLES);
  fs.writeFileSync(path.join(folder, 'big.sudoku'), text);
  fs.writeFileSync(path.join(folder, 'big.txt'), text);
  fs.writeFileSync(path.join(folder, 'recheck.sudoku'), text.split('\n').slice(0, RECHECK).join('\n'));
  log(`${PUZZLES.toLocaleString('en-US')} distinct puzzles, ${(text.length / 1024 / 1024).toFixed(1)} MB`);
  const server = await startCodeServer({
    bin,
    folder,
    userDataDir,
    extensionsDir,
    log,
    settings: {
      'workbench.colorTheme': 'Default Light Modern',
      'editor.hover.delay': 0,
      // Extra settings for experiments, e.g. BENCH_SETTINGS='{"sudoku.codeLens.enabled":false}'.
      ...(JSON.parse(process.env.BENCH_SETTINGS ?? '{}') as Record<string, unknown>),
    },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  const report: Record<string, unknown> = {
    puzzles: PUZZLES,
    bytes: text.length,
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${server.url}/?folder=${encodeURIComponent(folder)}`);
    await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
    await page.waitForTimeout(3000);

    if (PLAY_ONLY) {
      const opened = await openFile(page, 'big.sudoku');
      await page.locator('.codelens-decoration', { hasText: 'Solve' }).first().waitFor({ timeout: 120000 });
      log(`first lens ${Date.now() - opened} ms after opening`);
      report.play = await play(page, text, userDataDir);
      report.loadAverageAtEnd = os.loadavg().map((l) => Math.round(l * 100) / 100);
      await page.screenshot({ path: path.join(ROOT, 'test-results', 'bench-editor-play.png') }).catch(() => undefined);
      fs.writeFileSync(path.join(ROOT, 'bench-editor-results.json'), JSON.stringify(report, null, 2));
      return;
    }

    // 1. The baseline: the same text as plain text.
    const plainText = await textOnScreen(page, await openFile(page, 'big.txt'));
    log(`plain text: on screen ${plainText} ms after opening`);
    await goToLine(page, 20);
    await page.waitForTimeout(1000);
    const plain = await typeAndMeasure(page);
    log(`plain text: keystroke p50 ${q(plain, 0.5)} ms, p95 ${q(plain, 0.95)} ms, max ${q(plain, 1)} ms`);
    await command(page, 'View: Revert and Close Editor');
    await page.waitForTimeout(1000);

    // 2. The same text as .sudoku: first lens, first verdict lens, first hover.
    const opened = await openFile(page, 'big.sudoku');
    const sudokuText = await textOnScreen(page, opened);
    log(`.sudoku: text on screen ${sudokuText} ms after opening`);
    const lensesOn = !/"sudoku\.codeLens\.enabled":\s*false/.test(process.env.BENCH_SETTINGS ?? '');
    if (lensesOn) await page.locator('.codelens-decoration', { hasText: 'Solve' }).first().waitFor({ timeout: 120000 });
    const firstLens = Date.now() - opened;
    log(`first lens ${firstLens} ms after opening`);
    if (lensesOn) await page.locator('.codelens-decoration', { hasText: 'givens' }).first().waitFor({ timeout: 120000 });
    else await page.locator('.editor-instance .view-lines').first().waitFor();
    const firstVerdict = Date.now() - opened;
    log(`first verdict lens ${firstVerdict} ms after opening`);
    // Read once the log has had time to reach its file: the extension's part of the first lens's wait.
    const lensLog = extensionLog(userDataDir).match(/First lenses of big\.sudoku: .*/)?.[0];
    if (lensLog) log(`  the first lens, in the extension's log: ${lensLog}`);
    const lensCount = await page.locator('.codelens-decoration').count();

    // The first hover: the mouse onto a puzzle's name, until the candidate grid is on screen.
    let firstHover = -1;
    let hoverInPage: { inPageMs: number; paintedMs: number } | undefined;
    try {
      // Character 85 of line 3 is in its name, " puzzle 3".
      const line = page
        .locator('.editor-instance .view-line', { hasText: /puzzle\s3$/ })
        .first()
        .locator(':scope > span')
        .first();
      const box = (await line.boundingBox())!;
      const charWidth = box.width / ((await line.textContent()) ?? ' ').length;
      await page.mouse.move(5, 5);
      await page.waitForTimeout(500);
      // Where the time goes, in the page: from the mouse event to the first frame after the hover is in the
      // page (as the keystrokes are measured), beside the figure above, which Playwright's polling adds to.
      await page.evaluate(() => {
        const w = window as unknown as { __hover: { moved?: number; inPage?: number; painted?: number } };
        w.__hover = {};
        document.addEventListener('mousemove', (e) => (w.__hover.moved ??= e.timeStamp), true);
        new MutationObserver(() => {
          if (w.__hover.inPage !== undefined || w.__hover.moved === undefined) return;
          if (![...document.querySelectorAll('.monaco-hover')].some((h) => (h.textContent ?? '').includes('givens'))) return;
          w.__hover.inPage = performance.now();
          requestAnimationFrame(() => setTimeout(() => (w.__hover.painted = performance.now()), 0));
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await page.mouse.move(box.x + 85.5 * charWidth, box.y + box.height / 2);
      const h0 = Date.now();
      await page.locator('.monaco-hover', { hasText: 'givens' }).first().waitFor({ state: 'visible', timeout: 30000 });
      firstHover = Date.now() - h0;
      log(`first hover ${firstHover} ms (editor.hover.delay 0)`);
      const inPage = await page.evaluate(
        () => (window as unknown as { __hover: { moved?: number; inPage?: number; painted?: number } }).__hover,
      );
      if (inPage.moved !== undefined && inPage.painted !== undefined) {
        hoverInPage = {
          inPageMs: Math.round(inPage.inPage! - inPage.moved),
          paintedMs: Math.round(inPage.painted - inPage.moved),
        };
        log(`  in the page: mouse event to hover in the page ${hoverInPage.inPageMs} ms, to the next frame ${hoverInPage.paintedMs} ms`);
      }
      const slow = extensionLog(userDataDir).match(/Slow hover: .*/g);
      if (slow) log(`the extension's log: ${slow.at(-1)}`);
    } catch (err) {
      log(`no hover measured: ${(err as Error).message.split('\n')[0]}`);
    }
    await page.mouse.move(5, 5);
    await page.keyboard.press('Escape');

    // 3. Verdict throughput, from the status bar, over 30 s, before any edit: an edit restarts the check,
    // and its first thousands of verdicts come from the cache.
    const checked = async () => {
      const t = await page
        .locator('.statusbar-item', { hasText: 'Sudoku: checked' })
        .first()
        .innerText({ timeout: 2000 })
        .catch(() => '');
      const m = /checked ([\d,]+) of/.exec(t);
      return m ? Number(m[1].replace(/,/g, '')) : undefined;
    };
    let throughput = -1;
    if (!process.env.BENCH_QUICK) {
      const c0 = await waitFor('the status bar count', checked, 60000);
      const t0 = Date.now();
      await page.waitForTimeout(30000);
      const c1 = (await checked()) ?? PUZZLES;
      await page.screenshot({ path: path.join(ROOT, 'test-results', 'bench-editor-throughput.png') }).catch(() => undefined);
      throughput = Math.round(((c1 - c0) / (Date.now() - t0)) * 1000);
      log(`verdict throughput ${throughput} puzzles/s in the background (${c0} -> ${c1})`);
    }

    // 4. Typing while the background checks run.
    await goToLine(page, 20);
    await page.waitForTimeout(1000);
    const sudoku = await typeAndMeasure(page);
    log(`.sudoku: keystroke p50 ${q(sudoku, 0.5)} ms, p95 ${q(sudoku, 0.95)} ms, max ${q(sudoku, 1)} ms`);

    // 5. Play in the panel, in the same file.
    const played = await play(page, text, userDataDir);

    if (process.env.BENCH_QUICK) {
      fs.writeFileSync(
        path.join(ROOT, 'bench-editor-results.json'),
        JSON.stringify({
          plain: q(plain, 0.95),
          sudoku: q(sudoku, 0.95),
          textOnScreenMs: { plainText, sudoku: sudokuText },
          firstLensMs: firstLens,
          firstLensLog: lensLog,
          firstVerdictLensMs: firstVerdict,
          firstHoverMs: firstHover,
          firstHoverInPage: hoverInPage,
          play: played,
        }),
      );
      return;
    }

    // 6. A re-check after an edit, on a file of RECHECK puzzles (a full check of 50,000 takes too long here):
    // wait for its full check, change one puzzle, and read from the log how many the re-check solved.
    await command(page, 'View: Revert and Close Editor');
    const before = extensionLog(userDataDir);
    await openFile(page, 'recheck.sudoku');
    const pattern = /Checked (\d+) puzzles in recheck\.sudoku in (\d+) ms \((\d+) solved/;
    const fullLine = await waitFor(
      'the whole file to be checked',
      () => extensionLog(userDataDir).slice(before.length).match(pattern)?.[0],
      30 * 60 * 1000,
    );
    log(`full check: ${fullLine}`);
    const mid = extensionLog(userDataDir);
    // Line 20: its first given becomes a blank.
    await goToLine(page, 20);
    await page.keyboard.press('Home');
    const given = text.split('\n')[19].search(/[1-9]/);
    for (let i = 0; i < given; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.type('.');
    const recheck = await waitFor(
      'the re-check',
      () => extensionLog(userDataDir).slice(mid.length).match(pattern) ?? undefined,
      10 * 60 * 1000,
    );
    log(`re-check after editing one puzzle: ${recheck[0]}`);

    report.keystrokeMs = {
      plainText: { p50: q(plain, 0.5), p95: q(plain, 0.95), max: q(plain, 1), n: plain.length },
      sudoku: { p50: q(sudoku, 0.5), p95: q(sudoku, 0.95), max: q(sudoku, 1), n: sudoku.length },
      p95Ratio: Math.round((q(sudoku, 0.95) / Math.max(1, q(plain, 0.95))) * 100) / 100,
    };
    report.textOnScreenMs = { plainText, sudoku: sudokuText };
    report.firstLensMs = firstLens;
    report.firstLensLog = lensLog;
    report.firstVerdictLensMs = firstVerdict;
    report.lensesOnScreen = lensCount;
    report.firstHoverMs = firstHover;
    report.firstHoverInPage = hoverInPage;
    report.verdictsPerSecond = throughput;
    report.play = played;
    report.loadAverageAtEnd = os.loadavg().map((l) => Math.round(l * 100) / 100);
    report.recheckFile = fullLine;
    report.recheck = { puzzles: Number(recheck[1]), ms: Number(recheck[2]), solved: Number(recheck[3]) };
    await page.screenshot({ path: path.join(ROOT, 'test-results', 'bench-editor.png') }).catch(() => undefined);
  } catch (err) {
    const pages = browser.contexts().flatMap((c) => c.pages());
    await pages[0]?.screenshot({ path: path.join(ROOT, 'test-results', 'bench-editor-failed.png') }).catch(() => undefined);
    throw err;
  } finally {
    await browser.close();
    await server.stop();
  }
  fs.writeFileSync(path.join(ROOT, 'bench-editor-results.json'), JSON.stringify(report, null, 2));
  console.log(JSON.stringify(report, null, 2));
}

main().catch((err) => {
  console.error(`bench:editor: ${(err as Error).stack ?? err}`);
  process.exit(1);
});
