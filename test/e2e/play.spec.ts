/**
 * Play in the panel, as a player does it: by keyboard, with pencil marks,
 * Fill Candidates, undo and redo, colours, Check my progress, a staged hint
 * drawn on the board and applied, and the position kept in the file across a
 * reload; then the same in the web-only extension host. Screenshots in light,
 * dark and high contrast, wide and beside the editor.
 */
import * as fs from 'fs';
import * as path from 'path';
import type { Frame, Page } from '@playwright/test';
import { EMPTY, PLAY_BOARD, SOLUTION, openPlay } from './playPage';
import { expect, test, webTest } from './fixtures';
import { command, panelFrame, quickOpen, setTheme, shot } from './workbench';
import { EASY_LINE } from './workspace';
import { loneWrongDigit } from '../helpers/wrongMove';
import { cellName } from '../../src/core/phrases';
import { parsePuzzles } from '../../src/core/formats';

const cell = (f: Frame, i: number) => f.locator(`${PLAY_BOARD} [data-cell="${i}"]`);

/** Moves the keyboard focus from cell `from` to cell `to` with the arrow keys. */
async function walk(page: Page, from: number, to: number): Promise<void> {
  const dr = Math.floor(to / 9) - Math.floor(from / 9);
  const dc = (to % 9) - (from % 9);
  for (let k = 0; k < Math.abs(dr); k++) await page.keyboard.press(dr > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let k = 0; k < Math.abs(dc); k++) await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
}

/** Focuses the board's first cell without the mouse: as Tab would reach it, the grid's one tab stop. */
async function focusBoard(f: Frame): Promise<void> {
  await f.locator(`${PLAY_BOARD} [tabindex="0"]`).focus();
}

test('play an easy puzzle to the end by keyboard alone; a typed digit shows in the same frame', async ({ workbench: page }) => {
  const f = await openPlay(page);
  await focusBoard(f);
  const start = Number(await f.locator(`${PLAY_BOARD} [tabindex="0"]`).getAttribute('data-cell'));
  // Time from keydown to the digit in the DOM, read before the next frame is painted.
  await f.evaluate(() => {
    const w = window as unknown as { typed: number[] };
    w.typed = [];
    window.addEventListener(
      'keydown',
      (e) => {
        if (!/^[1-9]$/.test(e.key)) return;
        const t0 = performance.now();
        const at = document.activeElement as HTMLElement | null;
        requestAnimationFrame(() => {
          const shown = document.querySelector(`[data-cell="${at?.dataset.cell}"] .digit`)?.textContent === e.key;
          w.typed.push(shown ? performance.now() - t0 : -1);
        });
      },
      true,
    );
  });
  let at = start;
  for (const i of EMPTY) {
    await walk(page, at, i);
    at = i;
    await page.keyboard.press(SOLUTION[i]);
  }
  await expect(f.locator('.solved-moment', { hasText: 'Solved' })).toBeVisible();
  const digits = await f.locator(`${PLAY_BOARD} [role=gridcell] .digit`).allTextContents();
  expect(digits.join('')).toBe(SOLUTION);
  const typed = await f.evaluate(() => (window as unknown as { typed: number[] }).typed);
  expect(
    typed.filter((ms) => ms < 0),
    'every digit was in the DOM by the next frame',
  ).toEqual([]);
  const sorted = [...typed].sort((a, b) => a - b);
  test.info().annotations.push({
    type: 'typed digit to frame (ms)',
    description: `median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)}, max ${sorted[sorted.length - 1].toFixed(1)} over ${sorted.length}`,
  });
  console.log(
    `[e2e] typed digit to frame: median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`,
  );
  await expect(cell(f, EMPTY[0])).toHaveAttribute('aria-label', new RegExp(`^r\\dc\\d, ${SOLUTION[EMPTY[0]]}, placed`));
});

test('pencil marks, Fill Candidates, undo and redo in the webview (not the editor), colours', async ({ workbench: page }) => {
  const f = await openPlay(page);
  const [a, b] = EMPTY;
  await cell(f, a).click();
  // Ctrl+digit writes a candidate, as in SudokuPad (Shift+digit a corner mark).
  await page.keyboard.press('Control+Digit2');
  await page.keyboard.press('Control+Digit7');
  await expect(cell(f, a)).toHaveAttribute('aria-label', /empty, candidates 2 7/);
  await page.keyboard.press('Space');
  await expect(f.getByRole('button', { name: 'Pencil marks' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('5');
  await expect(cell(f, a)).toHaveAttribute('aria-label', /candidates 2 5 7/);
  await page.keyboard.press('Space');
  // Undo with the editor's own keys, in the webview: the mark goes, the text stays.
  await page.keyboard.press('Control+z');
  await expect(cell(f, a)).toHaveAttribute('aria-label', /candidates 2 7$|candidates 2 7,/);
  await page.keyboard.press('Control+y');
  await expect(cell(f, a)).toHaveAttribute('aria-label', /candidates 2 5 7/);
  await f.getByRole('button', { name: 'Fill candidates' }).click();
  const label = await cell(f, b).getAttribute('aria-label');
  expect(label).toMatch(/candidates( \d)+/);
  expect(label).toContain(SOLUTION[b]);
  await f.getByRole('button', { name: 'Undo' }).click();
  await expect(cell(f, b)).toHaveAttribute('aria-label', /empty$/);
  await f.getByRole('button', { name: 'Redo' }).click();
  await expect(cell(f, b)).toHaveAttribute('aria-label', /candidates/);
  // Colours: a cell and a candidate.
  await f.getByRole('button', { name: 'Colours' }).click();
  await f.getByRole('button', { name: 'Colour 2' }).click();
  // A click on a candidate colours the candidate; on a cell without one (a given), the cell.
  const given = EASY_LINE.search(/[1-9]/);
  await cell(f, given).click();
  await expect(cell(f, given)).toHaveClass(/paint-2/);
  await expect(cell(f, given)).toHaveAttribute('aria-label', /colour 2/);
  const mark = cell(f, a).locator('.mark', { hasText: '5' });
  await mark.click();
  await expect(cell(f, a).locator('.mark', { hasText: '5' })).toHaveClass(/paint-2/);
  // C cycles the colour of the cell under the cursor (Colour 2 painted it, as the one selected: now 3).
  await page.keyboard.press('c');
  await expect(cell(f, a)).toHaveClass(/paint-3/);
  await shot(page, 'play-colours.png');
  // Placing a digit clashes at once with the same digit in its row.
  await f.getByRole('button', { name: 'Digits' }).click();
  const rowGiven = [...EASY_LINE].findIndex((ch, i) => ch !== '.' && Math.floor(i / 9) === Math.floor(b / 9));
  await cell(f, b).click();
  await page.keyboard.press(EASY_LINE[rowGiven]);
  await expect(cell(f, b)).toHaveClass(/conflict/);
  await expect(cell(f, rowGiven)).toHaveClass(/conflict/);
});

test('Check my progress counts one wrong digit and one wrongly removed candidate, then shows where', async ({ workbench: page }) => {
  const f = await openPlay(page);
  await f.getByRole('button', { name: 'Fill candidates' }).click();
  const wrong = loneWrongDigit(EASY_LINE, SOLUTION, EMPTY);
  const bad = wrong.cell;
  const marked = EMPTY.find((i) => i !== bad)!;
  await cell(f, bad).click();
  await page.keyboard.press(String(wrong.d));
  await cell(f, marked).click();
  await page.keyboard.press(`Control+Digit${SOLUTION[marked]}`);
  await f.getByRole('button', { name: 'Check my progress' }).click();
  const check = f.locator('.check');
  await expect(check).toContainText('A digit you placed is wrong; A candidate you removed is the answer.');
  await expect(f.locator(`${PLAY_BOARD} .cell.wrong`)).toHaveCount(0);
  await f.getByRole('button', { name: 'Show where' }).click();
  await expect(cell(f, bad)).toHaveClass(/wrong/);
  await expect(cell(f, marked)).toHaveClass(/wrong/);
  await expect(f.locator(`${PLAY_BOARD} .cell.wrong`)).toHaveCount(2);
  await shot(page, 'play-check.png');
});

test('a staged hint from the position, drawn on the board, then Apply; the position survives a reload', async ({ workbench: page }) => {
  const f = await openPlay(page);
  await cell(f, EMPTY[0]).click();
  await page.keyboard.press(SOLUTION[EMPTY[0]]);
  for (let stage = 1; stage <= 4; stage++) {
    await f.locator('[data-key="hint"]').click();
    await expect(f.locator('.hint-text')).toContainText(`Hint ${stage} of 4`);
  }
  await expect(f.locator(`${PLAY_BOARD} .cell.hint-area`).first()).toBeVisible();
  const ghost = f.locator(`${PLAY_BOARD} .digit.ghost`);
  const struck = f.locator(`${PLAY_BOARD} .mark.removed`);
  expect((await ghost.count()) + (await struck.count()), 'the move is drawn').toBeGreaterThan(0);
  const ghostCell = (await ghost.count()) ? Number(await ghost.first().locator('xpath=..').getAttribute('data-cell')) : -1;
  await shot(page, 'play-hint.png');
  await f.getByRole('button', { name: 'Apply' }).click();
  if (ghostCell >= 0) await expect(cell(f, ghostCell).locator('.digit')).toHaveText(SOLUTION[ghostCell]);
  // The position is in the file: save it, reload the window, and play again.
  await expect.poll(async () => page.locator('.view-lines').first().innerText(), { timeout: 30000 }).toContain('#progress');
  await command(page, 'File: Save All Files');
  // Wait for the reload itself, so that the panel found next is the new window's, not the old one's.
  const reloaded = page.waitForEvent('framenavigated', { predicate: (fr) => fr === page.mainFrame(), timeout: 60000 });
  await command(page, 'Developer: Reload Window');
  await reloaded;
  await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
  const again = await panelFrame(page, PLAY_BOARD, 90000).catch(async () => openPlay(page));
  await expect(again.locator(`${PLAY_BOARD} [data-cell="${EMPTY[0]}"] .digit`)).toHaveText(SOLUTION[EMPTY[0]]);
  if (ghostCell >= 0) await expect(again.locator(`${PLAY_BOARD} [data-cell="${ghostCell}"] .digit`)).toHaveText(SOLUTION[ghostCell]);
});

test("Play on another puzzle while a game is shown: the board is the new puzzle's", async ({ workbench: page, folder }) => {
  const f = await openPlay(page);
  await cell(f, EMPTY[0]).click();
  await page.keyboard.press(SOLUTION[EMPTY[0]]);
  // The move is in the file (a line under the puzzle) before the next puzzle is looked for.
  await expect.poll(async () => page.locator('.view-lines').first().innerText(), { timeout: 30000 }).toContain('#progress');
  // The lines Play wrote under the puzzle: #progress, and #time once a second has been played.
  const written = (await page.locator('.view-lines').first().innerText())
    .split('\n')
    .filter((l) => /^#(progress|marks|corners|colours|time)\s/.test(l.trim())).length;
  const other = parsePuzzles(fs.readFileSync(path.join(folder, 'easy.sudoku'), 'utf8')).find(
    (e) => e.kind === 'puzzle' && e.cells !== EASY_LINE,
  );
  expect(other?.kind).toBe('puzzle');
  await command(page, 'View: Focus First Editor Group');
  // Its line, further down by the lines written.
  await quickOpen(page, `:${other!.line + 1 + written}`);
  await command(page, 'Sudoku: Play Puzzle');
  const board = () =>
    f
      .locator(`${PLAY_BOARD} [role=gridcell]`)
      .evaluateAll((cells) => cells.map((c) => c.querySelector('.digit')?.textContent?.trim() || '.').join(''));
  await expect.poll(board, { timeout: 30000 }).toBe(other!.kind === 'puzzle' ? other!.cells : '');
});

for (const [theme, name] of [
  ['Light Modern', 'light'],
  ['Dark Modern', 'dark'],
  ['Dark High Contrast', 'hc'],
] as const) {
  test(`play screenshots in ${name}, wide and beside the editor`, async ({ workbench: page }) => {
    await setTheme(page, theme);
    for (const width of [1400, 1000]) {
      await page.setViewportSize({ width, height: 900 });
      const f = await openPlay(page);
      await f.getByRole('button', { name: 'Fill candidates' }).click();
      await cell(f, EMPTY[0]).click();
      await page.keyboard.press(SOLUTION[EMPTY[0]]);
      // The last stage: the move drawn with the marks, and Apply (the README shows this one).
      for (let stage = 1; stage <= 4; stage++) {
        await f.locator('[data-key="hint"]').click();
        await expect(f.locator('.hint-text')).toContainText(`Hint ${stage} of 4`);
      }
      await expect(f.getByRole('button', { name: 'Apply' })).toBeVisible();
      await shot(page, `play-${name}-${width}.png`);
      // The whole board fits the panel's width, pencil marks and all (they once widened the columns past it).
      const fits = await f.locator(PLAY_BOARD).evaluate((g) => {
        const box = g.getBoundingClientRect();
        const lastColumn = g.querySelector('[data-cell="80"]')!.getBoundingClientRect();
        return { right: Math.round(Math.max(box.right, lastColumn.right)), page: document.documentElement.clientWidth };
      });
      expect(fits.right, `the board ends at ${fits.right} px in a ${fits.page} px panel`).toBeLessThanOrEqual(fits.page);
      await command(page, 'View: Close All Editors');
    }
  });
}

webTest(
  'play in the web build: a digit, a pencil mark, a hint; the progress in the file, and back after a reload',
  async ({ workbench: page, folder }) => {
    const f = await openPlay(page);
    const [placed, marked] = EMPTY;
    await cell(f, placed).click();
    await page.keyboard.press(SOLUTION[placed]);
    await page.keyboard.press('ArrowRight');
    await expect(cell(f, placed).locator('.digit')).toHaveText(SOLUTION[placed]);
    await cell(f, marked).click();
    await page.keyboard.press(`Control+Digit${SOLUTION[marked]}`);
    await expect(cell(f, marked)).toHaveAttribute(
      'aria-label',
      new RegExp(`candidates ${SOLUTION[marked]}$|candidates ${SOLUTION[marked]},`),
    );
    await f.locator('[data-key="hint"]').click();
    await expect(f.locator('.hint-text')).toContainText('Hint 1 of 4');
    await f.getByRole('button', { name: 'Check my progress' }).click();
    await expect(f.locator('.check')).toContainText('Nothing you have written is wrong so far.');
    await shot(page, 'play-web.png');
    // The web extension host writes the position into the file too, under the puzzle.
    // The player's digit is written +d.
    const board = [...EASY_LINE].map((ch, i) => (i === placed ? `+${SOLUTION[i]}` : ch)).join('');
    const progress = `#progress ${board}`;
    const mark = `#marks ${cellName(marked)}:${SOLUTION[marked]}`;
    const editorText = async () => (await page.locator('.view-lines').first().innerText()).replace(/\u00a0/g, ' ');
    await expect.poll(editorText, { timeout: 30000 }).toContain(progress);
    expect(await editorText()).toContain(mark);
    await command(page, 'File: Save All Files');
    await expect
      .poll(() => fs.readFileSync(path.join(folder, 'easy.sudoku'), 'utf8'), { timeout: 30000 })
      .toContain(`${progress}\n${mark}\n`);
    // The panel closed, the window reloaded: Play starts again from the file.
    await command(page, 'View: Close All Editors');
    const reloaded = page.waitForEvent('framenavigated', { predicate: (fr) => fr === page.mainFrame(), timeout: 60000 });
    await command(page, 'Developer: Reload Window');
    await reloaded;
    await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
    const again = await openPlay(page);
    await expect(again.locator(`${PLAY_BOARD} [data-cell="${placed}"] .digit`)).toHaveText(SOLUTION[placed]);
    await expect(again.locator(`${PLAY_BOARD} [data-cell="${marked}"]`)).toHaveAttribute(
      'aria-label',
      new RegExp(`candidates ${SOLUTION[marked]}$|candidates ${SOLUTION[marked]},`),
    );
  },
);
