/**
 * The packaged extension in a web-only extension host, as on vscode.dev: the
 * .vsix is installed into code-server and the user setting
 * `remote.extensionKind` marks it "web", so VS Code runs its `browser` entry
 * in the web worker extension host, in Chromium, and never its `main` entry in
 * Node. The first test proves it: the extension itself reports `typeof
 * process` from where it runs. Then Solve with the panel, a hover, a
 * diagnostic and Insert Solution, on a file and on an untitled document.
 */
import * as fs from 'fs';
import * as path from 'path';
import type { Page } from '@playwright/test';
import { EXTENSION_ID, RUNTIME_KEY, expect, extensionHostLogs, webTest as test } from './fixtures';
import { command, hoverAt, openWorkbench, panelFrame, quickOpen, quickPickRow, shot } from './workbench';
import { checkSolution } from '../helpers/checker';
import { decode } from 'fast-png';
import { GREY, PICTURE } from '../../src/features/share/boardPicture';

const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const DUPLICATE = '55.3.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..';

/** The board the panel shows, as 81 digits, once it says Solved. */
async function solvedBoard(page: Page): Promise<string> {
  const frame = await panelFrame(page);
  await frame.locator('.status', { hasText: 'Solved' }).waitFor({ timeout: 60000 });
  const digits = (await frame.locator('[role=gridcell]').allTextContents()).map((t) => t.trim().replace(/\?$/, ''));
  expect(digits, 'the cells read from the panel').toHaveLength(81);
  return digits.join('');
}

/** The first line of `text` that is a solution of `puzzle` written on one line. */
function expectSolutionLine(text: string, puzzle: string): void {
  const line = text.split(/\r?\n/).find((l) => /^[1-9]{81}\b/.test(l.replace(/\u00a0/g, ' ')));
  expect(line, `a solution line in:\n${text.slice(0, 600)}`).toBeDefined();
  expect(checkSolution(puzzle, line!.slice(0, 81))).toEqual([]);
}

/** The Node extension hosts' logs under a code-server's user data folder: each file's path and text. */
function nodeHostLogs(userDataDir: string): { file: string; text: string }[] {
  return extensionHostLogs(userDataDir).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
}

test('the extension runs in the web worker extension host, with no Node (typeof process is undefined)', async ({ workbench: page }) => {
  await quickOpen(page, 'easy.sudoku');
  await page.locator('.monaco-editor .view-lines').first().waitFor();
  // The CodeLens summary needs the engine: once it shows, the extension is active and its workers answer.
  await page.locator('.codelens-decoration', { hasText: 'unique' }).first().waitFor({ timeout: 60000 });
  await page.keyboard.press(RUNTIME_KEY.press);
  const toast = page.locator('.notifications-toasts .notification-toast', { hasText: /Sudoku: \w+ host,/ }).first();
  await toast.waitFor({ timeout: 30000 });
  expect((await toast.innerText()).replace(/\s+/g, ' '), 'where the extension says it runs').toMatch(
    /Sudoku: web host, process undefined, Web Workers/,
  );
});

test('Solve Puzzle on a file shows the solved board in the panel', async ({ workbench: page }) => {
  await quickOpen(page, 'easy.sudoku');
  await quickOpen(page, ':4');
  await command(page, 'Sudoku: Solve Puzzle');
  expect(checkSolution(EASY, await solvedBoard(page))).toEqual([]);
  // The README's screenshot: the solved panel, and the extension saying where it runs.
  await (await panelFrame(page)).evaluate(() => window.scrollTo(0, 0));
  await page.keyboard.press(RUNTIME_KEY.press);
  await page.locator('.notifications-toasts .notification-toast', { hasText: 'Sudoku: web host' }).first().waitFor({ timeout: 30000 });
  // The toast slides in: wait for its transition to end.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 10000 })
    .catch(() => undefined);
  await shot(page, 'web-panel.png');
});

test('hovering a cell of a file shows its candidates', async ({ workbench: page }) => {
  await quickOpen(page, 'easy.sudoku');
  const said = await hoverAt(page, 'Easy 1', 0, /r1c1/);
  expect(said, 'the cell hover').toMatch(/r1c1: candidates [1-9]( [1-9])*/);
  await page.keyboard.press('Escape');
});

test('Insert Solution writes the solution into the file, which saves', async ({ workbench: page, folder }) => {
  await quickOpen(page, 'easy.sudoku');
  await quickOpen(page, ':4');
  await command(page, 'Sudoku: Insert Solution');
  await page.locator('.monaco-editor .view-line', { hasText: '(solution)' }).first().waitFor({ timeout: 60000 });
  await command(page, 'File: Save');
  const file = path.join(folder, 'easy.sudoku');
  await expect.poll(() => fs.readFileSync(file, 'utf8'), { message: 'the file on disk has the solution' }).toContain('(solution)');
  expectSolutionLine(fs.readFileSync(file, 'utf8'), EASY);
});

test('Export Board as PNG writes, from the web host, a PNG that decodes to the board: ink at each given, none at the blanks', async ({
  workbench: page,
  folder,
}) => {
  await quickOpen(page, 'easy.sudoku');
  await quickOpen(page, ':4');
  await page.locator('.codelens-decoration', { hasText: 'unique' }).first().waitFor({ timeout: 60000 });
  await command(page, 'Sudoku: Export Board as PNG…');
  // The save dialog, with the default name next to the puzzle's file.
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible', timeout: 15000 });
  await expect(input, 'the save dialog offers Easy-1.png').toHaveValue(/\/Easy-1\.png$/);
  await page.keyboard.press('Enter');
  await page.locator('.statusbar-item', { hasText: 'saved' }).first().waitFor({ state: 'visible', timeout: 30000 });
  const file = path.join(folder, 'Easy-1.png');
  await expect.poll(() => fs.existsSync(file), { message: `${file} written` }).toBe(true);
  // Encoded by fast-png in the web bundle; decoded here by the same library in Node.
  const png = decode(fs.readFileSync(file));
  expect([png.width, png.height, png.channels], 'a greyscale picture of the board').toEqual([PICTURE.size, PICTURE.size, 1]);
  const inkNear = (cell: number, ink: number) => {
    const c = PICTURE.cellCentre(cell);
    for (let y = c.y - 15; y < c.y + 15; y++)
      for (let x = c.x - 10; x < c.x + 10; x++) if (png.data[y * png.width + x] === ink) return true;
    return false;
  };
  const givens = [...EASY].map((ch, i) => (ch !== '.' ? i : -1)).filter((i) => i >= 0);
  expect(
    givens.filter((i) => !inkNear(i, GREY.given)),
    'givens with no black ink at their centre',
  ).toEqual([]);
  const blanks = [...EASY].map((ch, i) => (ch === '.' ? i : -1)).filter((i) => i >= 0);
  expect(
    blanks.filter((i) => inkNear(i, GREY.given)),
    'blank cells with black ink at their centre',
  ).toEqual([]);
});

test('a duplicate given in a file shows in the Problems panel', async ({ workbench: page }) => {
  await quickOpen(page, 'invalid.sudoku');
  await command(page, 'View: Focus Problems (Errors, Warnings, Infos)');
  await page
    .locator('.markers-panel .monaco-list-row', { hasText: 'Duplicate given' })
    .first()
    .waitFor({ state: 'visible', timeout: 60000 });
});

test('an untitled document: diagnostic, hover, Solve and Insert Solution', async ({ workbench: page }) => {
  await command(page, 'File: New Untitled Text File');
  await page.locator('.monaco-editor textarea').first().waitFor();
  await page.keyboard.type(`# typed, never saved\n${EASY} typed\n\n${DUPLICATE} twins\n`);
  await command(page, 'Change Language Mode');
  await page.locator('.quick-input-widget input').fill('Sudoku');
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
  expect(said, 'the cell hover').toMatch(/r1c1: candidates [1-9]( [1-9])*/);
  await page.keyboard.press('Escape');

  await quickOpen(page, ':2');
  await command(page, 'Sudoku: Solve Puzzle');
  expect(checkSolution(EASY, await solvedBoard(page))).toEqual([]);
  await shot(page, 'web-untitled.png');

  // Back to the untitled editor, then Insert Solution below the puzzle.
  await page.locator('.tab', { hasText: 'Untitled-1' }).first().click();
  await quickOpen(page, ':2');
  await command(page, 'Sudoku: Insert Solution');
  const inserted = page.locator('.monaco-editor .view-line', { hasText: 'typed (solution)' }).first();
  await inserted.waitFor({ timeout: 60000 });
  expectSolutionLine((await inserted.innerText()).replace(/\u00a0/g, ' '), EASY);
});

test('the Node extension host never activated the extension', async ({ page, webVscode, folder }) => {
  // This window's Node extension host logs to a file of its own: those there before it opened are other windows'.
  const before = new Set(extensionHostLogs(webVscode.userDataDir));
  await openWorkbench(page, webVscode.url, folder);
  // A .sudoku file open, which is what starts the extension (onLanguage:sudoku), and the extension active in
  // the web host (its lenses need the engine).
  await quickOpen(page, 'easy.sudoku');
  await page.locator('.codelens-decoration', { hasText: 'unique' }).first().waitFor({ timeout: 60000 });
  // The Node host logs every activation ("ExtensionService#_doActivateExtension <id>, ..., activationEvent: '...'").
  // Once this window's has logged one on the file's language (Emmet starts on any), ours would be there too had
  // it been activated in Node.
  const onLanguage = /_doActivateExtension [\w.-]+, .*activationEvent: 'onLanguage/;
  await expect
    .poll(() => nodeHostLogs(webVscode.userDataDir).some((log) => !before.has(log.file) && onLanguage.test(log.text)), {
      message: `this window's Node extension host logged an activation on the file's language, under ${webVscode.userDataDir}`,
    })
    .toBe(true);
  // Nor in any window before this one on the same server.
  const activated = nodeHostLogs(webVscode.userDataDir).filter((log) => log.text.includes(`_doActivateExtension ${EXTENSION_ID}`));
  expect(
    activated.map((log) => log.file),
    'Node extension host logs that activated the extension',
  ).toEqual([]);
});
