/**
 * The steps list keeps the step shown in view (#27 item 6), in the layouts people use: the panel beside the
 * editor (about 530 px wide), the panel alone at 1400×900, and a short window; right after Solve it shows the
 * last step, as the board does. A board with two solutions says so under it, never a step's words. Screenshots
 * in light, dark and high-contrast themes.
 */
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { caption, command, panelFrame, panelLaidOut, panelWidth, quickOpen, restMouse, setTheme, shot, solvedPanel } from './workbench';
import { checkSolution } from '../helpers/checker';

/**
 * Where the selected step is against the part of the list the user can see (the list's box, within the panel).
 * In a panel so short that the board, at its smallest, leaves less than 48 px of the list on screen, the page
 * scrolls to the list (#34): there, against the list's own box.
 */
function selectedPlace(f: Frame) {
  return f.evaluate(() => {
    const list = document.querySelector('.tabpanel')!.getBoundingClientRect();
    const line = document.querySelector('.step-tree .selected > .line')?.getBoundingClientRect();
    let top = Math.max(list.top, 0);
    let bottom = Math.min(list.bottom, window.innerHeight);
    if (bottom - top < 48) [top, bottom] = [list.top, list.bottom];
    const inView = !!line && line.height > 0 && line.top >= top - 1 && line.bottom <= bottom + 1;
    const r = (x?: DOMRect) => x && [Math.round(x.top), Math.round(x.bottom)];
    return { inView, list: r(list), selected: r(line), panel: `${window.innerWidth}x${window.innerHeight}` };
  });
}

async function expectSelectedInView(f: Frame, when: string): Promise<void> {
  await expect(async () => {
    const place = await selectedPlace(f);
    expect(place.inView, `${when}: the selected step is in the list's visible box (${JSON.stringify(place)})`).toBe(true);
  }).toPass({ timeout: 15000 });
}

/** The panel at a new window size, laid out again. */
async function resize(page: Page, f: Frame, width: number, height: number): Promise<void> {
  const before = await panelWidth(f);
  const [w0, h0] = await f.evaluate(() => [window.innerWidth, window.innerHeight]);
  await page.setViewportSize({ width, height });
  await restMouse(page);
  // The width changes only when the window's width does: else wait on the height.
  await expect.poll(() => f.evaluate(([w, h]) => window.innerWidth !== w || window.innerHeight !== h, [w0, h0])).toBe(true);
  if ((await panelWidth(f)) !== before) await panelLaidOut(page, f, -1);
}

/** Back, End, and a few steps from the start: each time the step shown is in the list's view. */
async function stepAround(f: Frame, where: string): Promise<void> {
  await f.locator('[data-key=start]').click();
  await expectSelectedInView(f, `${where}, at the start`);
  await f.locator('[data-key=end]').click();
  await expectSelectedInView(f, `${where}, at the end`);
  for (let i = 0; i < 3; i++) await f.locator('[data-key=back]').click();
  await expectSelectedInView(f, `${where}, three steps back`);
  await f.locator('[data-key=end]').click();
}

/** Screenshots at 1400×900 in light, dark and high contrast, then back to light. */
async function shotsInThemes(page: Page, layout: string): Promise<void> {
  for (const [theme, name] of [
    ['Light Modern', 'light'],
    ['Dark Modern', 'dark'],
    ['Dark High Contrast', 'hc'],
  ] as const) {
    await setTheme(page, theme);
    await shot(page, `steps-${layout}-${name}-1400x900.png`);
  }
  await setTheme(page, 'Light Modern');
}

test('the step shown stays in view in the steps list: beside the editor, alone, short; right after Solve (screenshots)', async ({
  workbench: page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const f = await solvedPanel(page, 'easy.sudoku', 4, 'Easy 1', 60000);
  // Right after Solve the board shows the last step: so does the list.
  await expect(f.locator('.caption p').first()).toHaveText(/^Step (\d+) of \1: /);
  await expect(f.locator('.step-tree li.selected')).toHaveAttribute('id', `step-${(await f.locator('.step-tree li').count()) - 1}`);
  const beside = await panelWidth(f);
  expect(beside, 'the panel beside the editor is about 530 px wide').toBeGreaterThan(450);
  expect(beside).toBeLessThan(620);
  await expectSelectedInView(f, 'beside the editor, right after Solve');
  await shotsInThemes(page, 'beside');
  await stepAround(f, 'beside the editor');
  // A short window beside the editor.
  await resize(page, f, 1400, 600);
  await expectSelectedInView(f, 'beside the editor, 1400×600');
  await stepAround(f, 'beside the editor, 1400×600');
  await shot(page, 'steps-beside-light-1400x600.png');
  // The panel alone: its group maximized.
  await resize(page, f, 1400, 900);
  await page.locator('.tab', { hasText: 'Sudoku: Easy 1' }).first().click();
  await command(page, 'View: Toggle Maximize Editor Group');
  await panelLaidOut(page, f, beside);
  await expectSelectedInView(f, 'alone at 1400×900');
  await stepAround(f, 'alone at 1400×900');
  await shotsInThemes(page, 'alone');
  await resize(page, f, 1400, 560);
  await expectSelectedInView(f, 'alone at 1400×560');
  await stepAround(f, 'alone at 1400×560');
  await shot(page, 'steps-alone-light-1400x560.png');
});

test('a board with two solutions says which solution it shows, never a step of the explanation (screenshot)', async ({
  workbench: page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await quickOpen(page, 'invalid.sudoku');
  await quickOpen(page, ':17');
  await command(page, 'Sudoku: Solve Puzzle');
  const f = await panelFrame(page, 'h1:text-is("sixteen givens")', 60000);
  const puzzle = '........1.....2.....3....45.....62....5.7.....1.....8.....5....62....8..9........';
  const board = async () =>
    (await f.locator('[role=gridcell] .digit').count()) === 81 && (await f.locator('[role=gridcell]').allTextContents()).join('');
  for (const n of [1, 2]) {
    if (n === 2) await f.locator('[data-key=solution]').click();
    await expect(f.locator('.caption p').first()).toHaveText(`Solution ${n} of 2`);
    await expect(f.locator('.caption')).not.toContainText(/Step \d+ of|In a branch/);
    const digits = await board();
    expect(digits && checkSolution(puzzle, digits), `the board shows a solution: ${digits}`).toEqual([]);
    await expectSelectedInView(f, `solution ${n}`);
    // The list's selection and the board say the same: the solution, not the last step, whose marks stay off.
    await expect(f.locator('.step-tree li.selected .text')).toHaveText(`Solution ${n} of 2`);
    await expect(f.locator('[role=gridcell].pattern, [role=gridcell].placed'), 'no step marked on a solution').toHaveCount(0);
  }
  await shot(page, 'steps-two-solutions.png');
  // One step back, the board shows the explanation's step again, and the caption says which.
  await f.locator('[data-key=back]').click();
  await expect(f.locator('.caption p').first()).toHaveText(/^(Step \d+ of \d+|In a branch that was rolled back): /);
  expect(await caption(f)).not.toMatch(/^Solution/);
  await f.locator('[data-key=end]').click();
  await expect(f.locator('.caption p').first()).toHaveText(/^Solution [12] of 2$/);
});
