/**
 * The packaged extension in a web-only extension host, as on vscode.dev: the
 * .vsix is installed into code-server and the user setting
 * `remote.extensionKind` marks it "web", so VS Code runs its `browser` entry
 * in the web worker extension host, in Chromium, and never its `main` entry in
 * Node. The first check proves it: the extension itself reports
 * `typeof process` from where it runs. Then Solve with the panel, a hover, a
 * diagnostic and Insert Solution, on a file and on an untitled document.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Page } from 'playwright-core';
import { installVsix, startCodeServer } from './codeServer';
import { ARTIFACTS, Result, checker, command, hoverAt, launch, log, panelFrame, quickOpen, quickPickRow, until, workspace } from './ui';
import { checkSolution } from '../helpers/checker';

const EXTENSION_ID = 'sql-sudoku.sql-sudoku';
/** A key bound to the extension's runtime report (not in the palette: it is for tests and bug reports). */
const RUNTIME_KEY = { binding: 'ctrl+alt+shift+f12', press: 'Control+Alt+Shift+F12' };
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const DUPLICATE = '55.3.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..';

/** The board the panel shows, as 81 digits, once it says Solved. */
async function solvedBoard(page: Page): Promise<string> {
  const frame = await panelFrame(page);
  await frame.locator('.status', { hasText: 'Solved' }).waitFor({ timeout: 60000 });
  const digits = (await frame.locator('[role=gridcell]').allTextContents()).map((t) => t.trim().replace(/\?$/, ''));
  if (digits.length !== 81) throw new Error(`read ${digits.length} cells from the panel`);
  return digits.join('');
}

/** The first line of `text` that is a solution of `puzzle` written on one line, else the problems found. */
function solutionLine(text: string, puzzle: string): string {
  const line = text.split(/\r?\n/).find((l) => /^[1-9]{81}\b/.test(l.replace(/\u00a0/g, ' ')));
  if (!line) throw new Error(`no solution line in:\n${text.slice(0, 600)}`);
  const problems = checkSolution(puzzle, line.slice(0, 81));
  if (problems.length) throw new Error(problems.join('; '));
  return line;
}

export async function webTests(bin: string, vsix: string): Promise<Result[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-web-'));
  const userDataDir = path.join(tmp, 'user');
  const extensionsDir = path.join(tmp, 'extensions');
  log(installVsix(bin, vsix, extensionsDir, userDataDir).trim());
  fs.mkdirSync(path.join(userDataDir, 'User'), { recursive: true });
  fs.writeFileSync(
    path.join(userDataDir, 'User', 'keybindings.json'),
    JSON.stringify([{ key: RUNTIME_KEY.binding, command: 'sudoku.runtimeInfo' }]),
  );
  const folder = workspace();
  const server = await startCodeServer({
    bin,
    folder,
    userDataDir,
    extensionsDir,
    log,
    settings: {
      // What makes this host web-only for the extension: its kind is "web" alone.
      'remote.extensionKind': { [EXTENSION_ID]: ['web'] },
      'workbench.colorTheme': 'Default Light Modern',
    },
  });
  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
  const results: Result[] = [];
  const check = checker(results, { prefix: 'web: ', page, shot: 'failed-web' });

  fs.mkdirSync(ARTIFACTS, { recursive: true });
  try {
    await page.goto(`${server.url}/?folder=${encodeURIComponent(folder)}`);
    await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });

    await check('the extension runs in the web worker extension host, with no Node (typeof process is undefined)', async () => {
      await quickOpen(page, 'easy.sudoku');
      await page.locator('.monaco-editor .view-lines').first().waitFor();
      // The CodeLens summary needs the engine: once it shows, the extension is active and its workers answer.
      await page.locator('.codelens-decoration', { hasText: 'unique' }).first().waitFor({ timeout: 60000 });
      await page.keyboard.press(RUNTIME_KEY.press);
      const toast = page.locator('.notifications-toasts .notification-toast', { hasText: /Sudoku: \w+ host,/ }).first();
      await toast.waitFor({ timeout: 30000 });
      const said = (await toast.innerText()).replace(/\s+/g, ' ');
      if (!/Sudoku: web host, process undefined, Web Workers/.test(said)) throw new Error(`the extension said: ${said}`);
      await command(page, 'Notifications: Clear All Notifications');
    });

    await check('Solve Puzzle on a file shows the solved board in the panel', async () => {
      await quickOpen(page, ':4');
      await command(page, 'Sudoku: Solve Puzzle');
      const problems = checkSolution(EASY, await solvedBoard(page));
      if (problems.length) throw new Error(problems.join('; '));
      // The README's screenshot: the solved panel, and the extension saying where it runs.
      await (await panelFrame(page)).evaluate(() => window.scrollTo(0, 0));
      await page.keyboard.press(RUNTIME_KEY.press);
      await page.locator('.notifications-toasts .notification-toast', { hasText: 'Sudoku: web host' }).first().waitFor({ timeout: 30000 });
      // The toast slides in: wait for its transition to end.
      await page
        .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 10000 })
        .catch(() => undefined);
      await page.screenshot({ path: path.join(ARTIFACTS, 'web-panel.png') });
      await command(page, 'Notifications: Clear All Notifications');
    });

    await check('hovering a cell of a file shows its candidates', async () => {
      await command(page, 'View: Close All Editors');
      await quickOpen(page, 'easy.sudoku');
      const said = await hoverAt(page, 'Easy 1', 0, /r1c1/);
      if (!/r1c1: candidates [1-9]( [1-9])*/.test(said)) throw new Error(`cell hover said: ${said}`);
      await page.keyboard.press('Escape');
    });

    await check('Insert Solution writes the solution into the file, which saves', async () => {
      await quickOpen(page, ':4');
      await command(page, 'Sudoku: Insert Solution');
      await page.locator('.monaco-editor .view-line', { hasText: '(solution)' }).first().waitFor({ timeout: 60000 });
      await command(page, 'File: Save');
      const file = path.join(folder, 'easy.sudoku');
      await until(
        page,
        'the file on disk never got the solution',
        () => fs.readFileSync(file, 'utf8'),
        (text) => text.includes('(solution)'),
      );
      solutionLine(fs.readFileSync(file, 'utf8'), EASY);
    });

    await check('a duplicate given in a file shows in the Problems panel', async () => {
      await quickOpen(page, 'invalid.sudoku');
      await command(page, 'View: Focus Problems (Errors, Warnings, Infos)');
      await page
        .locator('.markers-panel .monaco-list-row', { hasText: 'Duplicate given' })
        .first()
        .waitFor({ state: 'visible', timeout: 60000 });
      await command(page, 'View: Close All Editors');
    });

    await check('an untitled document: diagnostic, hover, Solve and Insert Solution', async () => {
      await command(page, 'File: New Untitled Text File');
      await page.locator('.monaco-editor textarea').first().waitFor();
      await page.keyboard.type(`# typed, never saved\n${EASY} typed\n\n${DUPLICATE} twins\n`);
      await command(page, 'Change Language Mode');
      const input = page.locator('.quick-input-widget input');
      await input.fill('Sudoku');
      await quickPickRow(page, 'Sudoku').click();
      await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });

      await command(page, 'View: Focus Problems (Errors, Warnings, Infos)');
      await page
        .locator('.markers-panel .monaco-list-row', { hasText: 'Duplicate given' })
        .first()
        .waitFor({ state: 'visible', timeout: 60000 });
      await command(page, 'View: Hide Panel');
      // Both puzzles' CodeLens summaries are in: the lines stay where they are for the hover.
      await page.locator('.codelens-decoration', { hasText: 'unique' }).first().waitFor({ timeout: 60000 });

      const said = await hoverAt(page, '5.1.3.. typed', 0, /r1c1/);
      if (!/r1c1: candidates [1-9]( [1-9])*/.test(said)) throw new Error(`cell hover said: ${said}`);
      await page.keyboard.press('Escape');

      await quickOpen(page, ':2');
      await command(page, 'Sudoku: Solve Puzzle');
      const problems = checkSolution(EASY, await solvedBoard(page));
      if (problems.length) throw new Error(problems.join('; '));
      await page.screenshot({ path: path.join(ARTIFACTS, 'web-untitled.png') });

      // Back to the untitled editor, then Insert Solution below the puzzle.
      await page.locator('.tab', { hasText: 'Untitled-1' }).first().click();
      await quickOpen(page, ':2');
      await command(page, 'Sudoku: Insert Solution');
      const inserted = page.locator('.monaco-editor .view-line', { hasText: 'typed (solution)' }).first();
      await inserted.waitFor({ timeout: 60000 });
      solutionLine((await inserted.innerText()).replace(/\u00a0/g, ' '), EASY);
    });
  } finally {
    await browser.close();
    await server.stop();
  }
  // Nothing above may have run the extension in Node: the server's extension host never loaded its `main` entry.
  await check('the Node extension host never activated the extension', async () => {
    const logs = path.join(userDataDir, 'logs');
    const nodeHostLogs: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name === 'remoteexthost.log') nodeHostLogs.push(p);
      }
    };
    walk(logs);
    // It logs every activation ("ExtensionService#_doActivateExtension <id>"); the integration suite's run shows ours there.
    if (!nodeHostLogs.some((p) => fs.readFileSync(p, 'utf8').includes('_doActivateExtension vscode.')))
      throw new Error(`no log of the Node extension host's activations under ${logs}`);
    const activated = nodeHostLogs.filter((p) => fs.readFileSync(p, 'utf8').includes(`_doActivateExtension ${EXTENSION_ID}`));
    if (activated.length) throw new Error(`the Node extension host activated the extension: ${activated.join(', ')}`);
  });
  return results;
}
