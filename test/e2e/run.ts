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
import { CHROMIUM_ARGS, Server, chromiumPath, ensureCodeServer, installVsix, startCodeServer } from './codeServer';
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
    const deadline = Date.now() + 10 * 60 * 1000;
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
      return [{ name: 'integration suite', ok: false, error: `did not finish; ${outcome ? `${outcome.passed} passed so far` : 'no result file'}; see ${path.join(tmp, 'user', 'server.log')}` }];
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
  await page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first().waitFor({ state: 'visible', timeout: 15000 });
  await page.keyboard.press('Enter');
}

async function quickOpen(page: Page, text: string): Promise<void> {
  await page.keyboard.press('F1');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible' });
  await input.fill(text);
  await page.waitForTimeout(500);
  await page.keyboard.press('Enter');
}

/** The panel's document, inside the webview's nested iframes. */
async function panelFrame(page: Page): Promise<Frame> {
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    for (const f of page.frames()) {
      if (await f.locator('[role=grid][aria-label="Sudoku board"]').count().catch(() => 0)) return f;
    }
    await page.waitForTimeout(250);
  }
  throw new Error('The Sudoku panel did not show a board');
}

async function setTheme(server: Server, theme: string): Promise<void> {
  const file = path.join(server.userDataDir, 'User', 'settings.json');
  const settings = JSON.parse(fs.readFileSync(file, 'utf8'));
  settings['workbench.colorTheme'] = theme;
  fs.writeFileSync(file, JSON.stringify(settings, null, 2));
}

async function ui(bin: string): Promise<Result[]> {
  const vsix = path.join(ROOT, 'sql-sudoku.vsix');
  if (!fs.existsSync(vsix)) throw new Error('Run `npm run package` first: the browser tests install the packaged .vsix.');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-ui-'));
  const userDataDir = path.join(tmp, 'user');
  const extensionsDir = path.join(tmp, 'extensions');
  log(installVsix(bin, vsix, extensionsDir, userDataDir).trim());
  const folder = workspace();
  const server = await startCodeServer({ bin, folder, userDataDir, extensionsDir, log, settings: { 'workbench.colorTheme': 'Default Light Modern' } });
  const browser = await launch();
  const results: Result[] = [];
  const check = async (name: string, fn: () => Promise<void>) => {
    try {
      await fn();
      results.push({ name, ok: true });
      log(`✔ ${name}`);
    } catch (err) {
      results.push({ name, ok: false, error: (err as Error).stack ?? String(err) });
      log(`✘ ${name}: ${(err as Error).message}`);
    }
  };
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
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
      await frame.locator('button', { hasText: '⏮ Start' }).click();
      await frame.locator('button', { hasText: 'Next ▶' }).click();
      for (const [theme, file] of [
        ['Default Light Modern', 'panel-light.png'],
        ['Default Dark Modern', 'panel-dark.png'],
        ['Default High Contrast', 'panel-high-contrast.png'],
      ]) {
        await setTheme(server, theme);
        await page.waitForTimeout(2500);
        await page.screenshot({ path: path.join(ARTIFACTS, file) });
      }
      await setTheme(server, 'Default Light Modern');
      await page.waitForTimeout(1500);
    });

    await check('hovering a puzzle previews its candidates', async () => {
      await quickOpen(page, 'easy.sudoku');
      const line = page.locator('.monaco-editor .view-line', { hasText: 'Easy 1' }).first();
      await line.waitFor();
      const box = (await line.boundingBox())!;
      await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
      await page.waitForTimeout(300);
      await page.mouse.move(box.x + 40, box.y + box.height / 2);
      const hover = page.locator('.monaco-hover', { hasText: 'givens' }).first();
      await hover.waitFor({ state: 'visible', timeout: 15000 });
      const text = await hover.innerText();
      if (!/32 givens/.test(text) || !/r9/.test(text)) throw new Error(`hover said: ${text.slice(0, 200)}`);
      await page.screenshot({ path: path.join(ARTIFACTS, 'hover.png') });
      await page.keyboard.press('Escape');
    });

    await check('a duplicate given shows in the Problems panel', async () => {
      await quickOpen(page, 'invalid.sudoku');
      await command(page, 'View: Toggle Problems');
      const problem = page.locator('.markers-panel .monaco-list-row', { hasText: 'Duplicate given' }).first();
      await problem.waitFor({ state: 'visible', timeout: 30000 });
      await page.screenshot({ path: path.join(ARTIFACTS, 'problems.png') });
    });
  } finally {
    await browser.close();
    await server.stop();
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
