/**
 * What a game leaves in the file, seen from the workbench: corner marks
 * written on the `#corners` line and drawn again after a window reload, and
 * a puzzle played to the end whose CodeLens then says it was solved, and in
 * what time.
 */
import * as fs from 'fs';
import * as path from 'path';
import type { Frame, Page } from '@playwright/test';
import { EMPTY, PLAY_BOARD, SOLUTION, openPlay } from './playPage';
import { expect, test } from './fixtures';
import { command, panelFrame } from './workbench';
import { SQUEEZED_MARKS } from '../../src/shared/boardLayout';

const cellId = (i: number) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;

const cell = (f: Frame, i: number) => f.locator(`${PLAY_BOARD} [data-cell="${i}"]`);
const mode = (f: Frame, name: string) => f.locator('.play-pad .pad-modes').getByRole('button', { name, exact: true });
const padKey = (f: Frame, key: string) => f.locator(`.play-pad [data-key="pad-${key}"]`);
const editorText = async (page: Page) => (await page.locator('.view-lines').first().innerText()).replace(/\u00a0/g, ' ');

test('corner marks written by Shift+digit and by the pad go to the #corners line, and a reload draws them again', async ({
  workbench: page,
  folder,
}) => {
  let f = await openPlay(page);
  const [a, b] = EMPTY;
  await cell(f, a).click();
  await page.keyboard.press('Shift+Digit2');
  await page.keyboard.press('Shift+Digit7');
  await cell(f, b).click();
  await mode(f, 'Corner marks').click();
  await padKey(f, '5').click();
  await expect(cell(f, a)).toHaveAttribute('aria-label', /corner marks 2 7/);
  await expect(cell(f, b)).toHaveAttribute('aria-label', /corner marks 5/);
  // The candidates of a cell with corner marks sit where a hint's rings are drawn (SQUEEZED_MARKS of the cell, centred).
  await f.getByRole('button', { name: 'Fill candidates' }).click();
  const offsets = await cell(f, a).evaluate((c) => {
    const box = c.getBoundingClientRect();
    return [...c.querySelectorAll<HTMLElement>('.mark[data-d]')]
      .filter((m) => m.textContent)
      .map((m) => {
        const r = m.getBoundingClientRect();
        return {
          d: Number(m.dataset.d),
          x: (r.left + r.width / 2 - box.left) / box.width - 0.5,
          y: (r.top + r.height / 2 - box.top) / box.height - 0.5,
        };
      });
  });
  expect(offsets.length).toBeGreaterThan(0);
  for (const o of offsets) {
    const want = { x: ((((o.d - 1) % 3) - 1) / 3) * SQUEEZED_MARKS, y: ((Math.floor((o.d - 1) / 3) - 1) / 3) * SQUEEZED_MARKS };
    expect(
      Math.abs(o.x - want.x) < 0.04 && Math.abs(o.y - want.y) < 0.04,
      `candidate ${o.d} at ${JSON.stringify(o)}, rings at ${JSON.stringify(want)}`,
    ).toBe(true);
  }
  const line = `#corners ${cellId(a)}:27 ${cellId(b)}:5`;
  await expect.poll(() => editorText(page), { timeout: 30000 }).toContain(line);
  await command(page, 'File: Save All Files');
  await expect.poll(() => fs.readFileSync(path.join(folder, 'easy.sudoku'), 'utf8'), { timeout: 30000 }).toContain(line);
  const reloaded = page.waitForEvent('framenavigated', { predicate: (fr) => fr === page.mainFrame(), timeout: 60000 });
  await command(page, 'Developer: Reload Window');
  await reloaded;
  await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
  // The panel comes back by itself, or Play brings the game back from the file.
  f = await panelFrame(page, PLAY_BOARD, 90000).catch(async () => openPlay(page));
  await expect(cell(f, a)).toHaveAttribute('aria-label', /corner marks 2 7/);
  await expect(cell(f, b)).toHaveAttribute('aria-label', /corner marks 5/);
  await expect(cell(f, a).locator('.corners > span')).toHaveText(['2', '7']);
  await expect(cell(f, b).locator('.corners > span')).toHaveText(['5']);
});

test("an easy puzzle played to the end in the panel: the editor's CodeLens says solved by you, and in what time", async ({
  workbench: page,
}) => {
  const f = await openPlay(page);
  for (const i of EMPTY) {
    await cell(f, i).click();
    await padKey(f, SOLUTION[i]).click();
  }
  await expect(f.locator('.solved-moment', { hasText: 'Solved' })).toBeVisible();
  const lens = page.locator('.contentWidgets .codelens-decoration', { hasText: 'Solved by you in' });
  await expect(lens.first()).toBeVisible({ timeout: 60000 });
  await expect(lens.first()).toHaveText(/Solved by you in \d+:\d\d/);
});

test("the README's play picture: the pad, digits, candidates, corner marks and a hint drawn", async ({ workbench: page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const f = await openPlay(page);
  await f.getByRole('button', { name: 'Fill candidates' }).click();
  for (const i of EMPTY.slice(0, 5)) {
    await cell(f, i).click();
    await padKey(f, SOLUTION[i]).click();
  }
  // Corner marks in two cells, by the pad's Corner marks mode.
  for (const [i, ds] of [
    [EMPTY[30], '38'],
    [EMPTY[34], '16'],
  ] as const) {
    await cell(f, i).click();
    await mode(f, 'Corner marks').click();
    for (const d of ds) await padKey(f, d).click();
    await mode(f, 'Digits').click();
  }
  for (let stage = 1; stage <= 3; stage++) {
    await f.locator('[data-key="hint"]').click();
    await expect(f.locator('.hint-text')).toContainText(`Hint ${stage} of`);
  }
  await expect(f.locator(`${PLAY_BOARD} .cell.hint-area`).first()).toBeVisible();
  await page.mouse.move(5, 890);
  await page.screenshot({ path: path.join('test-results', 'readme-play.png') });
});
