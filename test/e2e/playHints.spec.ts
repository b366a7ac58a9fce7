/**
 * Play's hints in real VS Code (issue 34): the hint bar's buttons keep their
 * places and labels through a hint's stages, Hint goes on after the move,
 * Take step applies a step in one click, a puzzle without a solution says
 * so at once, Explain from here starts from the player's digits, and the
 * solved moment is large and legible.
 */
import * as fs from 'fs';
import * as path from 'path';
import type { Frame, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD, boardCells, caption, command, panelFrame, quickOpen, setTheme, shot } from './workbench';
import { EASY_LINE } from './workspace';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { parsePuzzles } from '../../src/core/formats';

const PLAY_BOARD = '[role=grid][aria-label="Your board"]';

async function openPlay(page: Page, file: string, line: number): Promise<Frame> {
  await quickOpen(page, file);
  await quickOpen(page, `:${line}`);
  await command(page, 'Sudoku: Play Puzzle');
  return panelFrame(page, PLAY_BOARD, 60000);
}

const cell = (f: Frame, i: number) => f.locator(`${PLAY_BOARD} [data-cell="${i}"]`);
const empties = (givens: string) => [...givens].map((ch, i) => (ch === '.' ? i : -1)).filter((i) => i >= 0);
const digitsOnBoard = (f: Frame) => f.locator(`${PLAY_BOARD} [role=gridcell] .digit:not(.ghost)`).count();

/** Where a button is, to the pixel. */
async function place(b: Locator): Promise<string> {
  const box = await b.boundingBox();
  return box ? [box.x, box.y, box.width, box.height].map(Math.round).join(',') : 'nowhere';
}

/** WCAG contrast of an element's text against the first opaque background behind it. */
function contrastOf(f: Frame, selector: string): Promise<number> {
  return f.locator(selector).evaluate((node) => {
    const rgba = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
    };
    let back = [255, 255, 255];
    for (let e: Element | null = node; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c.length >= 3 && (c.length < 4 || c[3] > 0.99)) {
        back = c;
        break;
      }
    }
    const fore = rgba(getComputedStyle(node).color);
    const [a, b] = [lum(fore), lum(back)].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
}

test('the hint bar: Hint keeps its place and label through the stages, Apply its slot, and Hint after the move goes on', async ({
  workbench: page,
}) => {
  const f = await openPlay(page, 'easy.sudoku', 4);
  const solution = bitmaskSolve(EASY_LINE, 1).solutions[0];
  const hint = f.locator('[data-key="hint"]');
  const apply = f.locator('[data-key="apply"]');
  const take = f.locator('[data-key="take-step"]');
  const at = { hint: await place(hint), apply: await place(apply), take: await place(take) };
  let ghostCell = -1;
  for (let stage = 1; stage <= 4; stage++) {
    await hint.click();
    await expect(f.locator('.hint-text')).toContainText(`Hint ${stage} of 4`);
    await expect(hint).toHaveText('Hint');
    expect({ hint: await place(hint), apply: await place(apply), take: await place(take) }, `stage ${stage}`).toEqual(at);
    if (stage < 4) await expect(apply).toHaveAttribute('aria-disabled', 'true');
    else {
      await expect(apply).not.toHaveAttribute('aria-disabled', 'true');
      const ghost = f.locator(`${PLAY_BOARD} .digit.ghost`).first();
      ghostCell = Number(await ghost.locator('xpath=..').getAttribute('data-cell'));
    }
  }
  await shot(page, 'play-hint-bar.png');
  // After the move: Hint takes it and shows the next step's first stage.
  await hint.click();
  await expect(cell(f, ghostCell).locator('.digit')).toHaveText(solution[ghostCell]);
  await expect(f.locator('.hint-text')).toContainText('Hint 1 of 4');
  expect(await place(hint)).toBe(at.hint);
});

test('Take step: one click places the next logical step and says it in words; Undo takes it back', async ({ workbench: page }) => {
  const f = await openPlay(page, 'easy.sudoku', 4);
  const before = await digitsOnBoard(f);
  await f.getByRole('button', { name: 'Take step' }).click();
  await expect(f.locator('.message')).toContainText(/^Step taken: .+ goes in r\dc\d/);
  await expect.poll(() => digitsOnBoard(f)).toBe(before + 1);
  const solution = bitmaskSolve(EASY_LINE, 1).solutions[0];
  const board = await f
    .locator(`${PLAY_BOARD} [role=gridcell]`)
    .evaluateAll((cells) => cells.map((c) => c.querySelector('.digit:not(.ghost)')?.textContent?.trim() || '.').join(''));
  for (let i = 0; i < 81; i++) if (board[i] !== '.') expect(board[i], `cell ${i}`).toBe(solution[i]);
  await shot(page, 'play-take-step.png');
  await f.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => digitsOnBoard(f)).toBe(before);
});

test('Play on a puzzle with no solution says so at once, offers Solve and Explain, and no Apply', async ({ workbench: page }) => {
  const f = await openPlay(page, 'nosolution.sudoku', 1);
  const box = f.locator('.not-unique');
  await expect(box).toContainText('This puzzle has no solution');
  await expect(f.locator('[data-key="apply"]')).toHaveAttribute('aria-disabled', 'true');
  await expect(f.locator('[data-key="take-step"]')).toHaveAttribute('aria-disabled', 'true');
  await expect(box.getByRole('button', { name: 'Explain from here' })).toBeVisible();
  await shot(page, 'play-no-solution.png');
  await box.getByRole('button', { name: 'Solve' }).click();
  const solved = await panelFrame(page, BOARD, 60000);
  await expect(solved.locator('.status')).toContainText('No solution');
});

test("Explain from here starts from the player's digits, with their candidates, and says so", async ({ workbench: page, folder }) => {
  const chains = parsePuzzles(fs.readFileSync(path.join(folder, 'chains.sudoku'), 'utf8')).find((e) => e.kind === 'puzzle')!;
  expect(chains.kind).toBe('puzzle');
  const givens = chains.kind === 'puzzle' ? chains.cells : '';
  const solution = bitmaskSolve(givens, 1).solutions[0];
  const f = await openPlay(page, 'chains.sudoku', 1);
  const mine = empties(givens).slice(0, 8);
  for (const i of mine) {
    await cell(f, i).click();
    await page.keyboard.press(solution[i]);
    await expect(cell(f, i).locator('.digit')).toHaveText(solution[i]);
  }
  await f.getByRole('button', { name: 'Explain from here' }).click();
  const explained = await panelFrame(page, BOARD, 120000);
  await expect(explained.locator('.caption p').first()).toContainText('Your position', { timeout: 120000 });
  // At the start: the player's digits, and no empty cell without candidates.
  expect(await caption(explained)).toMatch(/^Your position: your digits/);
  await expect(explained.locator('[role=treeitem]').first()).toContainText('Start: your position');
  const cells = await boardCells(explained);
  for (const i of mine) {
    expect(cells[i].digit, `cell ${i}`).toBe(solution[i]);
    expect(cells[i].cls).toContain('player');
  }
  const labels = await explained.locator(`${BOARD} [role=gridcell]`).evaluateAll((cs) => cs.map((c) => c.getAttribute('aria-label') ?? ''));
  expect(labels.filter((l) => /no candidates/.test(l))).toEqual([]);
  await shot(page, 'play-explain-from-here.png');
});

test('the solved moment: said large, legible (contrast at least 4.5:1), with the difficulty', async ({ workbench: page }) => {
  const f = await openPlay(page, 'easy.sudoku', 4);
  const solution = bitmaskSolve(EASY_LINE, 1).solutions[0];
  for (const i of empties(EASY_LINE)) {
    await cell(f, i).click();
    await page.keyboard.press(solution[i]);
  }
  const moment = f.locator('.solved-moment');
  await expect(moment.locator('.solved-title')).toHaveText('Solved!');
  await expect(moment.locator('.solved-difficulty')).toContainText(/Difficulty \d\.\d: \S/, { timeout: 60000 });
  const size = await moment.locator('.solved-title').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(size, 'the title is large').toBeGreaterThanOrEqual(20);
  // In light, dark and high contrast: the panel takes the theme's colours as it changes.
  for (const [theme, name] of [
    ['Light Modern', 'light'],
    ['Dark Modern', 'dark'],
    ['Dark High Contrast', 'hc'],
  ] as const) {
    if (name !== 'light') await setTheme(page, theme);
    await expect(moment.locator('.solved-title')).toBeVisible();
    for (const part of ['.solved-moment .solved-title', '.solved-moment .solved-difficulty'])
      expect(await contrastOf(f, part), `${part} in ${name}`).toBeGreaterThanOrEqual(4.5);
    await shot(page, `play-solved-${name}.png`);
  }
  // The server's settings outlive the test: back to the light theme the others expect.
  await setTheme(page, 'Light Modern');
});
