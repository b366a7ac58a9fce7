/** The Sudoku panel: solving into it, stepping through, the keyboard, a failed solve, a window reload. */
import * as fs from 'fs';
import * as path from 'path';
import { expect, test } from './fixtures';
import { caption, checkAtTop, command, openWorkbench, panelFrame, quickOpen, solvedPanel } from './workbench';
import { checkSolution } from '../helpers/checker';

test('a failed solve says why in the panel, and leaves no "Solving…" behind', async ({ page, vscode, folder }) => {
  // A broken installation: the solver's worker script is missing, so the solve fails. Broken before the window
  // opens, so that its extension host never had an engine.
  const workerJs = path.join(vscode.installedDir, 'out', 'engineWorker.js');
  fs.renameSync(workerJs, `${workerJs}.away`);
  try {
    await openWorkbench(page, vscode.url, folder);
    await quickOpen(page, 'easy.sudoku');
    await page.locator('.monaco-editor .view-lines').first().waitFor();
    await quickOpen(page, ':4');
    await command(page, 'Sudoku: Solve Puzzle');
    const f = await panelFrame(page, '#app [role=alert]', 60000);
    await expect(f.locator('#app [role=alert]'), 'the panel says the solver failed').toHaveText(/solver/i);
    expect((await f.locator('body').textContent()) ?? '', '"Solving…" is still shown').not.toMatch(/Solving/);
  } finally {
    fs.renameSync(`${workerJs}.away`, workerJs);
  }
});

test('Solve Puzzle from the command palette shows a solved board in the webview, opened at the top', async ({
  workbench: page,
  folder,
}) => {
  await quickOpen(page, 'easy.sudoku');
  await quickOpen(page, ':4');
  await command(page, 'Sudoku: Solve Puzzle');
  const frame = await panelFrame(page);
  const cells = frame.locator('[role=gridcell]');
  await frame.locator('.status', { hasText: 'Solved' }).waitFor({ timeout: 30000 });
  const digits = (await cells.allTextContents()).map((t) => t.trim().replace(/\?$/, ''));
  expect(digits, 'the cells read from the board').toHaveLength(81);
  const puzzle = fs.readFileSync(path.join(folder, 'easy.sudoku'), 'utf8').split('\n')[3].slice(0, 81);
  expect(checkSolution(puzzle, digits.join(''))).toEqual([]);
  expect(await cells.nth(0).getAttribute('aria-label')).toMatch(/^row 1, column 1, /);
  await checkAtTop(frame);
  // Square cells.
  const box = (await cells.nth(40).boundingBox())!;
  expect(Math.abs(box.width - box.height), `cells are ${box.width}×${box.height}`).toBeLessThanOrEqual(1.5);
  expect(box.width, 'cells are narrow in a wide panel').toBeGreaterThanOrEqual(40);
  // The selected step (the last) is in view inside the list, which scrolled alone.
  const inView = await frame.evaluate(() => {
    const p = document.querySelector('.tabpanel')!.getBoundingClientRect();
    const s = document.querySelector('.step-tree .selected > .line')!.getBoundingClientRect();
    return s.top >= p.top - 1 && s.bottom <= p.bottom + 1;
  });
  expect(inView, 'the selected step is in view in the step list').toBe(true);
});

test('Enter or Space on Next keeps the focus on Next, and moves one step', async ({ workbench: page }) => {
  const frame = await solvedPanel(page, 'easy.sudoku', 4, 'Easy 1', 60000);
  await frame.locator('[data-key=start]').click();
  // The first caption counts the steps in words of its own (not the tab's label, "Steps (49)", taken apart).
  expect(await caption(frame), 'Start goes to the givens').toMatch(
    /^The givens, with their candidates\. \d+ steps to the solution follow\.$/,
  );
  await frame.locator('[data-key=next]').focus();
  for (const [key, n] of [
    ['Enter', 1],
    ['Space', 2],
    ['Enter', 3],
  ] as const) {
    await page.keyboard.press(key);
    await frame.locator('.caption p', { hasText: new RegExp(`^Step ${n} of `) }).waitFor({ timeout: 10000 });
    const focused = await frame.evaluate(
      () => (document.activeElement as HTMLElement | null)?.dataset.key ?? document.activeElement?.tagName,
    );
    expect(focused, `the focus after ${key}`).toBe('next');
  }
  await checkAtTop(frame);
});

test('the step shown survives a window reload', async ({ workbench: page }) => {
  const f = await solvedPanel(page, 'easy.sudoku', 4, 'Easy 1', 60000);
  await f.locator('[data-key=start]').click();
  for (let i = 1; i <= 4; i++) {
    await f.locator('[data-key=next]').click();
    await f.locator('.caption p', { hasText: new RegExp(`^Step ${i} of `) }).waitFor({ timeout: 10000 });
  }
  const shown = await caption(f);
  // Reload as a user does, with Developer: Reload Window.
  // The old workbench stays on screen until the page reloads: wait for the new page, not the old one.
  const reloaded = page.waitForEvent('load', { timeout: 60000 });
  await command(page, 'Developer: Reload Window');
  await reloaded;
  await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
  const g = await panelFrame(page, '.caption p', 60000);
  await g.locator('.caption p', { hasText: /^Step 4 of / }).waitFor({ timeout: 30000 });
  expect(await caption(g), 'the caption after the reload').toBe(shown);
  await expect(g.locator('[role=gridcell]'), 'the restored panel has a full board').toHaveCount(81);
  await checkAtTop(g);
});

test("the toolbar is one Tab stop that arrow keys move along; Ctrl+Home and Ctrl+End reach the board's corners", async ({
  workbench: page,
}) => {
  const f = await solvedPanel(page, 'easy.sudoku', 4, 'Easy 1', 60000);
  const stops = await f.locator('[role=toolbar] button').evaluateAll((bs) => bs.filter((b) => (b as HTMLElement).tabIndex === 0).length);
  expect(stops, 'Tab stops in the toolbar').toBe(1);
  const keys = await f.locator('[role=toolbar] button').evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset.key));
  const focused = () => f.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.key ?? document.activeElement?.tagName);
  await f.locator('[data-key=start]').focus();
  for (const [key, want] of [
    ['ArrowRight', keys[1]],
    ['ArrowRight', keys[2]],
    ['ArrowLeft', keys[1]],
    ['End', keys[keys.length - 1]],
    ['ArrowRight', keys[0]],
    ['ArrowLeft', keys[keys.length - 1]],
    ['Home', keys[0]],
  ] as const) {
    await page.keyboard.press(key);
    expect(await focused(), `where ${key} put the focus`).toBe(want);
  }
  // Tab leaves the toolbar at once, from wherever the focus is in it.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  const inToolbar = await f.evaluate(() => !!document.activeElement?.closest('[role=toolbar]'));
  expect(inToolbar, `Tab stayed in the toolbar, on ${await focused()}`).toBe(false);
  // The board: Ctrl+End to the last cell, Ctrl+Home to the first.
  await f.locator('[role=gridcell]').nth(40).click();
  const cell = () => f.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  await page.keyboard.press('Control+End');
  expect(await cell(), 'where Ctrl+End went').toMatch(/^row 9, column 9,/);
  await page.keyboard.press('Control+Home');
  expect(await cell(), 'where Ctrl+Home went').toMatch(/^row 1, column 1,/);
  await page.keyboard.press('End');
  expect(await cell(), 'where End went').toMatch(/^row 1, column 9,/);
});

test('a puzzle with duplicate givens has no step: Play and the step buttons are off, and the caption says so', async ({
  workbench: page,
}) => {
  await quickOpen(page, 'invalid.sudoku');
  await quickOpen(page, ':5');
  await command(page, 'Sudoku: Solve Puzzle');
  const f = await panelFrame(page, 'h1:text-is("two fives in row 1")', 60000);
  await f.locator('[role=grid]').waitFor({ timeout: 30000 });
  await expect(f.locator('.step-tree [role=treeitem]'), 'the step list holds only the givens').toHaveCount(1);
  // The step buttons come first in the toolbar ("Play this puzzle" comes further on).
  const stepButton = (key: string) => f.locator(`[role=toolbar] [data-key=${key}]`).first();
  for (const key of ['start', 'back', 'autostep', 'next', 'end']) {
    expect(await stepButton(key).getAttribute('aria-disabled'), `${key} is off with no step to show`).toBe('true');
  }
  // As a keyboard user would press it (a mouse click is refused by Playwright on an aria-disabled button).
  await stepButton('autostep').focus();
  await page.keyboard.press('Enter');
  expect(await stepButton('autostep').getAttribute('aria-pressed'), 'Play started with no step').not.toBe('true');
  expect(await caption(f)).toBe('The givens, with their candidates. No step follows.');
});

test("a step change moves the steps list's selection and keeps the list: AI Escargot's steps are not drawn again", async ({
  workbench: page,
}) => {
  const f = await solvedPanel(page, 'hardest.sudoku', 3, 'AI Escargot (Arto Inkala, 2006)', 120000);
  await f.locator('[data-key=start]').click();
  await f.locator('.caption p', { hasText: /^The givens/ }).waitFor({ timeout: 30000 });
  // Marks on the list and on an item: a list drawn again is made of new nodes, without them.
  await f.evaluate(() => {
    const w = window as unknown as { kept: Element[]; times: number[]; clicked: number };
    w.kept = [document.querySelector('.step-tree')!, document.querySelector('#step-0')!];
    w.times = [];
    w.clicked = 0;
    // From the click on Next to the frame that shows the new caption.
    document.addEventListener('click', (e) => (e.target as Element).closest('[data-key=next]') && (w.clicked = performance.now()), true);
    new MutationObserver(() => {
      const t0 = w.clicked;
      if (t0 && /^Step /.test(document.querySelector('.caption p')?.textContent ?? ''))
        requestAnimationFrame(() => w.times.push(performance.now() - t0));
      w.clicked = 0;
    }).observe(document.getElementById('app')!, { childList: true, subtree: true, characterData: true });
  });
  // The first eight steps are on the way to the solution (the ninth opens a branch that was rolled back).
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    await f.locator('[data-key=next]').click();
    await f.locator('.caption p', { hasText: new RegExp(`^Step ${i} of `) }).waitFor({ timeout: 10000 });
  }
  const after = await f.evaluate(() => {
    const w = window as unknown as { kept: Element[]; times: number[] };
    return {
      listKept: w.kept[0] === document.querySelector('.step-tree'),
      itemKept: w.kept[1] === document.querySelector('#step-0') && w.kept[1].isConnected,
      selected: [...document.querySelectorAll('.step-tree [aria-selected=true]')].map((e) => e.id),
      items: document.querySelectorAll('.step-tree li').length,
      times: w.times,
    };
  });
  const times = [...after.times].sort((a, b) => a - b);
  console.log(
    `[e2e] AI Escargot, ${after.items} items listed: a step change shows in ${times[Math.floor(times.length / 2)]?.toFixed(1)} ms (median of ${times.length}), ${times[times.length - 1]?.toFixed(1)} ms at most`,
  );
  expect(after.listKept, 'the steps list is the same element after the step changes').toBe(true);
  expect(after.itemKept, 'its items are the same elements').toBe(true);
  expect(after.selected, 'one step selected: the one shown').toEqual([`step-${steps}`]);
});
