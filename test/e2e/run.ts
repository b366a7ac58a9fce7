/**
 * npm run test:e2e
 *
 * 1. The integration suite (test/integration) inside a real VS Code extension
 *    host: code-server opened in Chromium with a payload that loads this
 *    extension under development and runs its test entry point.
 * 2. Browser end-to-end tests of the packaged .vsix, installed into
 *    code-server as a user would: Solve from the command palette, the board
 *    read from inside the webview, a hover, the Problems panel, and
 *    screenshots of the panel in light, dark and high-contrast themes.
 * Fails when any test fails or none ran.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Browser, Frame, Page, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, ensureCodeServer, installVsix, startCodeServer } from './codeServer';
import { checkSolution } from '../helpers/checker';

const ROOT = path.resolve(__dirname, '../..');
const ARTIFACTS = path.join(ROOT, 'test-results');
const log = (s: string) => console.log(`[e2e] ${s}`);

interface Result {
  name: string;
  ok: boolean;
  error?: string;
}

function workspace(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-ws-'));
  for (const f of fs.readdirSync(path.join(ROOT, 'samples'))) fs.copyFileSync(path.join(ROOT, 'samples', f), path.join(dir, f));
  return dir;
}

async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

// --- 1. the integration suite -------------------------------------------------

async function integration(bin: string): Promise<Result[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-it-'));
  const resultsFile = path.join(tmp, 'results.json');
  const folder = workspace();
  const server = await startCodeServer({
    bin,
    folder,
    userDataDir: path.join(tmp, 'user'),
    extensionsDir: path.join(tmp, 'extensions'),
    env: { SUDOKU_TEST_RESULTS: resultsFile },
    log,
  });
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const remote = (p: string) => `vscode-remote://127.0.0.1:${server.port}${p}`;
    const payload = [
      ['extensionDevelopmentPath', remote(ROOT)],
      ['extensionTestsPath', remote(path.join(ROOT, 'out', 'test', 'index.js'))],
    ];
    await page.goto(`${server.url}/?folder=${encodeURIComponent(folder)}&payload=${encodeURIComponent(JSON.stringify(payload))}`);
    log('integration suite running in the extension host...');
    const deadline = Date.now() + 30 * 60 * 1000;
    let outcome: { passed: number; failed: number; failures: { title: string; error: string }[]; done: boolean } | undefined;
    while (Date.now() < deadline) {
      if (fs.existsSync(resultsFile)) {
        try {
          outcome = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
        } catch {
          /* being written */
        }
        if (outcome?.done) break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    if (!outcome?.done) {
      return [
        {
          name: 'integration suite',
          ok: false,
          error: `did not finish; ${outcome ? `${outcome.passed} passed so far` : 'no result file'}; see ${path.join(tmp, 'user', 'server.log')}`,
        },
      ];
    }
    const results: Result[] = [];
    for (let i = 0; i < outcome.passed; i++) results.push({ name: `integration #${i + 1}`, ok: true });
    for (const f of outcome.failures) results.push({ name: `integration: ${f.title}`, ok: false, error: f.error });
    log(`integration suite: ${outcome.passed} passed, ${outcome.failed} failed`);
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}

// --- 2. the packaged extension, driven through the UI -------------------------

async function command(page: Page, title: string): Promise<void> {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible' });
  await input.fill(`>${title}`);
  // Click the entry whose label is exactly the title: fuzzy ranking may put another first.
  const row = page
    .locator('.quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) });
  await row.first().waitFor({ state: 'visible', timeout: 15000 });
  await row.first().click();
}

/** Quick Open: a file by name (waiting for its row, as search may still be indexing), or ':N' to go to a line. */
async function quickOpen(page: Page, text: string): Promise<void> {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible' });
  await input.fill(text);
  if (text.startsWith(':')) {
    await page.waitForTimeout(300);
    await page.keyboard.press('Enter');
  } else {
    const row = page
      .locator('.quick-input-list .monaco-list-row')
      .filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${text.replace(/\./g, '\\.')}$`) }) });
    await row.first().waitFor({ state: 'visible', timeout: 30000 });
    await row.first().click();
    await page.locator('.tab.active', { hasText: text }).waitFor({ timeout: 30000 });
  }
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
}

/** The panel's document, inside the webview's nested iframes. */
async function panelFrame(page: Page): Promise<Frame> {
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    for (const f of page.frames()) {
      if (
        await f
          .locator('[role=grid][aria-label="Sudoku board"]')
          .count()
          .catch(() => 0)
      )
        return f;
    }
    await page.waitForTimeout(250);
  }
  throw new Error('The Sudoku panel did not show a board');
}

/** Picks a colour theme the way a user does, through Preferences: Color Theme. */
async function setTheme(page: Page, theme: string): Promise<void> {
  await command(page, 'Preferences: Color Theme');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible' });
  await input.fill(theme);
  const row = page
    .locator('.quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${theme}$`) }) });
  await row.first().click();
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
}

async function ui(bin: string): Promise<Result[]> {
  const vsix = path.join(ROOT, 'sql-sudoku.vsix');
  if (!fs.existsSync(vsix)) throw new Error('Run `npm run package` first: the browser tests install the packaged .vsix.');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-ui-'));
  const userDataDir = path.join(tmp, 'user');
  const extensionsDir = path.join(tmp, 'extensions');
  log(installVsix(bin, vsix, extensionsDir, userDataDir).trim());
  const folder = workspace();
  // Markup and script in a puzzle's name and metadata: the panel must show them as text.
  const evil = '<img src=x onerror="document.title=\'pwned\'"> </script><script>document.title="pwned"</script>';
  fs.writeFileSync(
    path.join(folder, 'evil.sudoku'),
    `#D ${evil}\n#A <b>bold</b>\n${fs.readFileSync(path.join(folder, 'easy.sudoku'), 'utf8').split('\n')[3].slice(0, 81)} ${evil}\n`,
  );
  const server = await startCodeServer({
    bin,
    folder,
    userDataDir,
    extensionsDir,
    log,
    settings: { 'workbench.colorTheme': 'Default Light Modern' },
  });
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
  const results: Result[] = [];
  const check = async (name: string, fn: () => Promise<void>) => {
    try {
      await fn();
      results.push({ name, ok: true });
      log(`✔ ${name}`);
    } catch (err) {
      results.push({ name, ok: false, error: (err as Error).stack ?? String(err) });
      log(`✘ ${name}: ${(err as Error).message}`);
      const shot = path.join(ARTIFACTS, `failed-${results.length}.png`);
      await page.screenshot({ path: shot }).catch(() => undefined);
      log(`  screenshot: ${shot}`);
    }
  };

  fs.mkdirSync(ARTIFACTS, { recursive: true });
  try {
    await page.goto(`${server.url}/?folder=${encodeURIComponent(folder)}`);
    await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
    await page.waitForTimeout(2000);

    let frame: Frame | undefined;
    await check('Solve Puzzle from the command palette shows a solved board in the webview', async () => {
      await quickOpen(page, 'easy.sudoku');
      await page.locator('.monaco-editor .view-lines').first().waitFor();
      await quickOpen(page, ':4');
      await command(page, 'Sudoku: Solve Puzzle');
      frame = await panelFrame(page);
      const cells = frame.locator('[role=gridcell]');
      await frame.locator('.status', { hasText: 'Solved' }).waitFor({ timeout: 30000 });
      const digits = (await cells.allTextContents()).map((t) => t.trim().replace(/\?$/, ''));
      if (digits.length !== 81) throw new Error(`read ${digits.length} cells`);
      const puzzle = fs.readFileSync(path.join(folder, 'easy.sudoku'), 'utf8').split('\n')[3].slice(0, 81);
      const problems = checkSolution(puzzle, digits.join(''));
      if (problems.length) throw new Error(problems.join('; '));
      const label = await cells.nth(0).getAttribute('aria-label');
      if (!/^row 1, column 1, /.test(label ?? '')) throw new Error(`aria-label ${label}`);
    });

    await check('the panel in light, dark and high-contrast themes (screenshots)', async () => {
      if (!frame) throw new Error('no panel');
      await frame.locator('button', { hasText: 'Start' }).first().click();
      await frame.locator('button', { hasText: 'Next' }).first().click();
      for (const [theme, file] of [
        ['Light Modern', 'panel-light.png'],
        ['Dark Modern', 'panel-dark.png'],
        ['Dark High Contrast', 'panel-high-contrast.png'],
      ]) {
        await setTheme(page, theme);
        await page.waitForTimeout(1500);
        await page.screenshot({ path: path.join(ARTIFACTS, file) });
      }
      await setTheme(page, 'Light Modern');
      await page.waitForTimeout(1000);
    });

    await check('the panel survives a window reload', async () => {
      await page.reload();
      await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
      const f = await panelFrame(page);
      await f.locator('.status', { hasText: 'Solved' }).waitFor({ timeout: 30000 });
      if ((await f.locator('[role=gridcell]').count()) !== 81) throw new Error('the restored panel has no full board');
    });

    await check('hovering a puzzle previews its candidates, and a cell its own', async () => {
      await command(page, 'View: Close All Editors');
      await quickOpen(page, 'easy.sudoku');
      /** Hovers character `index` of a rendered editor line. */
      const hoverAt = async (lineText: string, index: number, expect: RegExp) => {
        const line = page.locator('.monaco-editor .view-line', { hasText: lineText }).first();
        const text = line.locator(':scope > span').first();
        await text.waitFor();
        const box = (await text.boundingBox())!;
        const content = (await text.textContent()) ?? '';
        const charWidth = box.width / content.length;
        await page.mouse.move(5, 5);
        await page.waitForTimeout(300);
        await page.mouse.move(box.x + (index + 0.5) * charWidth, box.y + box.height / 2);
        const hover = page.locator('.monaco-hover', { hasText: expect }).first();
        await hover.waitFor({ state: 'visible', timeout: 15000 });
        return hover.innerText();
      };
      // Character 6 of the grid's first row is a '|', not a cell: the whole puzzle's preview.
      const whole = await hoverAt('2 . . | . 8 . | 3 . .', 6, /givens/);
      if (!/30 givens/.test(whole) || !/r9/.test(whole)) throw new Error(`puzzle hover said: ${whole.slice(0, 300)}`);
      await page.screenshot({ path: path.join(ARTIFACTS, 'hover.png') });
      // The first cell of the one-line puzzle is blank: its own candidates.
      const one = await hoverAt('Easy 1', 0, /r1c1/);
      if (!/r1c1: candidates [1-9]( [1-9])*/.test(one)) throw new Error(`cell hover said: ${one}`);
      await page.keyboard.press('Escape');
    });

    await check('text from the document is shown as text in the panel, never run', async () => {
      await quickOpen(page, 'evil.sudoku');
      await quickOpen(page, ':3');
      await command(page, 'Sudoku: Solve Puzzle');
      const f = await panelFrame(page);
      const title = f.locator('h1').first();
      await title.waitFor();
      const shown = await title.textContent();
      if (shown !== evil) throw new Error(`the title was not shown literally: ${shown}`);
      if ((await f.locator('img').count()) > 0) throw new Error('an <img> element was created from document text');
      if ((await f.evaluate(() => document.title)) === 'pwned') throw new Error('a script from the document ran');
      const csp = await f.evaluate(
        () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
      );
      if (!/script-src 'nonce-[0-9a-f]+'/.test(csp) || /unsafe-inline|unsafe-eval/.test(csp)) throw new Error(`weak CSP: ${csp}`);
      await command(page, 'View: Close All Editors');
    });

    await check('a duplicate given shows in the Problems panel', async () => {
      await quickOpen(page, 'invalid.sudoku');
      await command(page, 'View: Toggle Problems');
      const problem = page.locator('.markers-panel .monaco-list-row', { hasText: 'Duplicate given' }).first();
      await problem.waitFor({ state: 'visible', timeout: 30000 });
      await page.screenshot({ path: path.join(ARTIFACTS, 'problems.png') });
    });

    await check('New Puzzle from the command palette: three quick picks, progress, puzzles inserted (screenshots)', async () => {
      await command(page, 'View: Close All Editors');
      await quickOpen(page, 'easy.sudoku');
      await page.locator('.monaco-editor .view-lines').first().waitFor();
      await quickOpen(page, ':1');
      await command(page, 'Sudoku: New Puzzle…');
      const title = page.locator('.quick-input-widget .quick-input-title');
      const choose = async (step: string, label: string) => {
        await title.filter({ hasText: step }).waitFor({ state: 'visible', timeout: 15000 });
        const row = page
          .locator('.quick-input-list .monaco-list-row')
          .filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${label}$`) }) });
        await row.first().waitFor({ state: 'visible', timeout: 15000 });
        if (step === '(1/3)') await page.screenshot({ path: path.join(ARTIFACTS, 'new-puzzle-pick.png') });
        await row.first().click();
      };
      await choose('(1/3)', 'Easy');
      await choose('(2/3)', 'Rotational');
      await choose('(3/3)', '1');
      await page.locator('.monaco-editor .view-line', { hasText: '#L ' }).first().waitFor({ state: 'visible', timeout: 180000 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: path.join(ARTIFACTS, 'new-puzzle-inserted.png') });
      await command(page, 'File: Revert File');
    });

    await check("the installed extension's details page shows the README's screenshots", async () => {
      await command(page, 'Extensions: Show Enabled Extensions');
      const item = page.locator('.extensions-viewlet .monaco-list-row', { hasText: 'SQL Sudoku' }).first();
      await item.waitFor({ state: 'visible', timeout: 30000 });
      await item.click();
      // The README renders in a webview; every image it links must have loaded from the installed extension.
      const deadline = Date.now() + 60000;
      let images: { src: string; loaded: boolean }[] = [];
      while (Date.now() < deadline) {
        for (const f of page.frames()) {
          const found = await f
            .evaluate(() =>
              // The frame that renders our README: its first heading is the extension's name.
              document.querySelector('h1')?.textContent?.trim() === 'SQL Sudoku'
                ? Array.from(document.querySelectorAll('img')).map((img) => ({
                    src: img.getAttribute('alt') ?? img.src.slice(0, 40),
                    loaded: img.complete && img.naturalWidth > 0,
                  }))
                : [],
            )
            .catch(() => []);
          if (found.length) images = found;
        }
        if (images.length >= 4 && images.every((i) => i.loaded)) break;
        await page.waitForTimeout(250);
      }
      const missing = images.filter((i) => !i.loaded).map((i) => i.src);
      if (images.length < 4 || missing.length) {
        throw new Error(`README images on the details page: ${images.length} found, not loaded: ${missing.join(', ') || '-'}`);
      }
      await page.screenshot({ path: path.join(ARTIFACTS, 'extension-details.png') });
      await command(page, 'View: Close All Editors');
    });
  } finally {
    await server.stop();
  }

  // The same installed extension in an untrusted folder (Restricted Mode): it runs no workspace code, so it works.
  const untrusted = await startCodeServer({
    bin,
    folder: workspace(),
    userDataDir: path.join(tmp, 'user-untrusted'),
    extensionsDir,
    log,
    untrusted: true,
  });
  try {
    await check('in an untrusted workspace (Restricted Mode) the extension still works', async () => {
      await page.goto(`${untrusted.url}/?folder=${encodeURIComponent(folder)}`);
      await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
      await page.locator('.statusbar-item', { hasText: 'Restricted Mode' }).first().waitFor({ timeout: 30000 });
      await quickOpen(page, 'invalid.sudoku');
      await command(page, 'View: Toggle Problems');
      await page
        .locator('.markers-panel .monaco-list-row', { hasText: 'Duplicate given' })
        .first()
        .waitFor({ state: 'visible', timeout: 30000 });
      await page.screenshot({ path: path.join(ARTIFACTS, 'restricted-mode.png') });
    });
  } finally {
    await browser.close();
    await untrusted.stop();
  }
  return results;
}

async function main() {
  const bin = ensureCodeServer(ROOT, log);
  const only = process.argv[2];
  const results: Result[] = [];
  if (!only || only === 'integration') results.push(...(await integration(bin)));
  if (!only || only === 'ui') {
    if (!fs.existsSync(path.join(ROOT, 'sql-sudoku.vsix'))) execFileSync('npm', ['run', 'package'], { cwd: ROOT, stdio: 'inherit' });
    results.push(...(await ui(bin)));
  }
  const failed = results.filter((r) => !r.ok);
  for (const f of failed) console.log(`\nFAILED ${f.name}\n${f.error}`);
  console.log(`\ne2e: ${results.length - failed.length} passed, ${failed.length} failed`);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  fs.writeFileSync(path.join(ARTIFACTS, 'e2e.json'), JSON.stringify(results, null, 2));
  process.exit(failed.length > 0 || results.length === 0 ? 1 : 0);
}

main().catch((err) => {
  console.error(`e2e: ${(err as Error).stack ?? err}`);
  console.log('\ne2e: 0 passed, 1 failed');
  process.exit(1);
});
