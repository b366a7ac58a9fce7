/** The commands: the context menu where puzzles are, Next Hint's stages, Solve All and its Cancel. */
import * as fs from 'fs';
import { EXTENSION_ID, expect, extensionHostLogs, test } from './fixtures';
import { command, contextMenuOffers, openWorkbench, panelFrame, quickOpen, shot } from './workbench';
import { LONG_NAME, MANY } from './workspace';

test('in a window where only code has been opened the extension waits, and the palette solves a puzzle selected in code', async ({
  page,
  vscode,
  folder,
}) => {
  // A fresh window, where no .sudoku file and no Sudoku command has woken the extension: it waits for one.
  // Its extension host logs to a file of its own: those there before it opened are other windows'.
  const before = new Set(extensionHostLogs(vscode.userDataDir));
  const activated = () =>
    extensionHostLogs(vscode.userDataDir)
      .filter((file) => !before.has(file))
      .some((file) => fs.readFileSync(file, 'utf8').includes(`_doActivateExtension ${EXTENSION_ID}`));
  await openWorkbench(page, vscode.url, folder);
  await quickOpen(page, 'puzzle-in-code.js');
  await page.locator('.monaco-editor .view-lines').first().click();
  await page.keyboard.press('Control+A');
  expect(await contextMenuOffers(page, 'Solve Puzzle'), 'Solve Puzzle offered in code').toBe(false);
  expect(activated(), 'the extension started in a window with only code open').toBe(false);
  await command(page, 'Sudoku: Solve Puzzle');
  const f = await panelFrame(page, undefined, 120000);
  await f.locator('.status', { hasText: 'Solved' }).waitFor({ timeout: 120000 });
  // The same log says when it did start: the check above read a log that would have told.
  await expect.poll(activated, { message: 'the activation in the extension host log', timeout: 60000 }).toBe(true);
});

test('the Sudoku context menu shows in .sudoku, Markdown, plain text and untitled files, not in code', async ({ workbench: page }) => {
  const offered = () => contextMenuOffers(page, 'Solve Puzzle');
  const openFile = async (file: string) => {
    await command(page, 'View: Close All Editors');
    await quickOpen(page, file);
    await page.locator('.monaco-editor .view-lines').first().click();
  };
  await openFile('puzzle-in-code.js');
  await page.keyboard.press('Control+A');
  expect(await offered(), 'Solve Puzzle offered in code').toBe(false);
  // A selection of code holds no puzzle: the palette's Check says what a selection needs.
  await openFile('code.js');
  await page.keyboard.press('Control+A');
  await command(page, 'Sudoku: Check Puzzle');
  await page
    .locator('.notifications-toasts .notification-list-item', { hasText: 'a puzzle needs 81' })
    .first()
    .waitFor({ state: 'visible', timeout: 60000 });
  await command(page, 'Notifications: Clear All Notifications');
  expect(await offered(), 'Solve Puzzle offered in code').toBe(false);
  await openFile('easy.sudoku');
  expect(await offered(), 'Solve Puzzle offered in a .sudoku file').toBe(true);
  await openFile('notes.md');
  expect(await offered(), 'Solve Puzzle offered in Markdown').toBe(true);
  await command(page, 'View: Close All Editors');
  await command(page, 'File: New Untitled Text File');
  await page.locator('.monaco-editor .view-lines').first().click();
  expect(await offered(), 'Solve Puzzle offered in an untitled file').toBe(true);
  await page.keyboard.press('Escape');
});

test('Next Hint gives its stages one at a time: the technique, where, the cells, the move', async ({ workbench: page }) => {
  await quickOpen(page, 'easy.sudoku');
  await quickOpen(page, ':4');
  await command(page, 'Sudoku: Next Hint');
  const toast = (n: number) => page.locator('.notifications-toasts .notification-toast', { hasText: `Hint ${n} of 4` }).first();
  const said = async (n: number) => ((await toast(n).locator('.notification-list-item-message').first().textContent()) ?? '').trim();
  await toast(1).waitFor({ state: 'visible', timeout: 30000 });
  const first = await said(1);
  expect(first, 'stage 1 names the technique').toMatch(/Hint 1 of 4: Technique: /);
  expect(first, 'stage 1 gives no cell or move').not.toMatch(/goes in|r\dc\d/);
  await expect(toast(2), 'stage 2 came with stage 1').toHaveCount(0);
  const texts = [first];
  for (let n = 2; n <= 4; n++) {
    // Each stage offers More; asking again does the same.
    await expect(toast(n - 1).locator('.monaco-button', { hasText: 'More' }), `stage ${n - 1} offers More`).not.toHaveCount(0);
    await command(page, 'Notifications: Clear All Notifications');
    await command(page, 'Sudoku: Next Hint');
    await toast(n).waitFor({ state: 'visible', timeout: 30000 });
    if (n < 4) await expect(toast(n + 1), `stage ${n + 1} came with stage ${n}`).toHaveCount(0);
    texts.push(await said(n));
  }
  expect(texts[3], 'the last stage is the move').toMatch(/goes in r\dc\d|removes/);
  expect(
    texts.slice(0, 3).filter((x) => /goes in r\dc\d/.test(x)),
    `an early stage gave the move: ${texts.join(' | ')}`,
  ).toEqual([]);
  // The toast slides in: shoot once its fade-in has ended.
  await page.locator('.notifications-toasts .notification-toast.notification-fade-in-done', { hasText: 'Hint 4 of 4' }).waitFor();
  await shot(page, 'hint-stage-4.png');
});

test('Solve All: a long name wraps and is cut short, as text, and the table fits its panel (screenshot)', async ({ workbench: page }) => {
  await quickOpen(page, 'names.sudoku');
  await command(page, 'Sudoku: Solve All Puzzles in File');
  const f = await panelFrame(page, 'table.summary tbody tr:nth-child(3)', 120000);
  const r = await f.evaluate(() => {
    const right = (s: string) => document.querySelector(s)!.getBoundingClientRect().right;
    const names = [...document.querySelectorAll('table.summary td:nth-child(2)')].map((td) => td.textContent ?? '');
    return {
      width: window.innerWidth,
      page: document.scrollingElement!.scrollWidth,
      time: right('table.summary th:last-child'),
      table: right('table.summary'),
      names,
      markup: document.querySelectorAll('table.summary td b, table.summary td img').length,
    };
  });
  await shot(page, 'panel-solve-all-names.png');
  expect(r.page, `the page scrolls sideways: ${r.page} px in a ${r.width} px panel`).toBeLessThanOrEqual(r.width + 1);
  expect(r.time, `the Time column is out of view: at ${r.time} px in a ${r.width} px panel`).toBeLessThanOrEqual(r.width + 1);
  expect(r.names[0] === LONG_NAME, `the long name is kept whole, as text: ${r.names[0].slice(0, 80)}…`).toBe(true);
  expect(r.markup, 'names rendered as markup').toBe(0);
});

test('Cancel on Solve All stops the work: the summary says so, puzzles in hand are let go, and a later solve answers', async ({
  workbench: page,
}) => {
  await quickOpen(page, 'many.sudoku');
  await page.locator('.monaco-editor .view-lines').first().waitFor();
  await command(page, 'Sudoku: Solve All Puzzles in File');
  const toast = page.locator('.notifications-toasts .notification-toast', { hasText: 'solving all puzzles' }).first();
  // Under way: some puzzles done, most to go (the whole file takes minutes).
  await toast.filter({ hasText: new RegExp(`\\b\\d+ of ${MANY}\\b`) }).waitFor({ state: 'visible', timeout: 60000 });
  await toast.hover();
  await toast.locator('.monaco-button', { hasText: 'Cancel' }).click();
  await toast.waitFor({ state: 'hidden', timeout: 30000 });
  const panel = await panelFrame(page, '#app h1');
  const title = panel.locator('#app h1', { hasText: /cancelled/i });
  await title.waitFor({ timeout: 30000 });
  const m = new RegExp(`^many\\.sudoku: (\\d+) of ${MANY} puzzles \\(cancelled\\)$`).exec(((await title.textContent()) ?? '').trim());
  expect(m, `the summary's title: ${await title.textContent()}`).not.toBeNull();
  const done = Number(m![1]);
  // No puzzle was started after the Cancel: the summary stops short of the file's end...
  expect(done, 'puzzles in the summary after Cancel').toBeLessThan(MANY);
  await expect(panel.locator('table.summary tbody tr'), 'one row a puzzle in the summary').toHaveCount(done);
  // ...and the puzzles being solved at the Cancel were let go, not waited for.
  expect(await panel.locator('table.summary tbody tr.status-cancelled').count(), 'puzzles told as cancelled').toBeGreaterThan(0);
  // The engine is free again: a puzzle Solve All never reached is solved when asked for.
  await quickOpen(page, 'many.sudoku');
  await quickOpen(page, `:${MANY}`);
  await command(page, 'Sudoku: Solve Puzzle');
  const solved = await panelFrame(page, '.status', 60000);
  await solved.locator('.status', { hasText: 'Solved' }).waitFor({ timeout: 60000 });
});
