/**
 * A Killer from its file (issue 37): samples/variants.sudoku's killer, written as a `#cages` line, opened to
 * play in real VS Code; its cages drawn with their sums, a hint from where the player stands, and the puzzle
 * played to the end, the board checked by the independent checker (its units and its cages' sums).
 */
import * as fs from 'fs';
import * as path from 'path';
import { expect, test } from './fixtures';
import { command, panelFrame, quickOpen, restMouse, setTheme, shot } from './workbench';
import { PLAY_BOARD } from './playPage';
import { ROOT } from './workspace';
import { checkCages, checkSolution } from '../helpers/checker';
import { killerPuzzles, readCages } from '../helpers/killerData';

const LINES = fs.readFileSync(path.join(ROOT, 'samples', 'variants.sudoku'), 'utf8').split('\n');
const AT = LINES.findIndex((l) => l.endsWith(' Killer'));
const CAGES = readCages(LINES[AT + 2].slice('#cages '.length).replace(/ /g, ''));

/** The same killer in the copied set (test/data/variants/killer.tsv, whose solutions were checked there): its solution, checked again here. */
function solutionOf(): string {
  const row = killerPuzzles().find((k) => JSON.stringify(k.cages) === JSON.stringify(CAGES));
  expect(row, 'the sample is a killer of the copied set').toBeTruthy();
  expect(checkSolution('.'.repeat(81), row!.solution)).toEqual([]);
  expect(checkCages(row!.solution, CAGES)).toEqual([]);
  return row!.solution;
}

test('a Killer from its #cages line: the cages drawn with their sums, a hint, and the puzzle played to the end (screenshots)', async ({
  workbench: page,
}) => {
  await quickOpen(page, 'variants.sudoku');
  await quickOpen(page, `:${AT + 1}`);
  await command(page, 'Sudoku: Play Puzzle');
  const f = await panelFrame(page, 'h1:text-is("Killer")', 120000);
  // Every cage of the line drawn, each sum once, in the cage's own cells.
  await expect(f.locator(`${PLAY_BOARD} svg.variant-lines path.cage`)).toHaveCount(CAGES.length);
  const sums = await f
    .locator(`${PLAY_BOARD} [data-cell] .cage-sum`)
    .evaluateAll((spans) =>
      spans.map((s) => ({ cell: Number((s.parentElement as HTMLElement).dataset.cell), sum: Number(s.textContent) })),
    );
  expect(sums.length).toBe(CAGES.length);
  for (const s of sums) expect(CAGES.find((c) => c.cells.includes(s.cell))?.sum, `the sum in cell ${s.cell}`).toBe(s.sum);
  await expect(f.locator('.variant-caption')).toContainText('Killer');
  // A hint from the empty board: no given to start from, so it is a cage's rule that speaks first.
  await f.locator('[data-key="hint"]').click();
  await expect(f.locator('.hint-text')).toContainText('Hint 1 of 4');
  await expect(f.locator('.hint-text')).toContainText(/[Cc]age|[Rr]ule of 45|[Ii]nnie|[Oo]utie/);
  for (const [theme, name] of [
    ['Light Modern', 'light'],
    ['Dark Modern', 'dark'],
    ['Dark High Contrast', 'high-contrast'],
  ] as const) {
    await setTheme(page, theme);
    await shot(page, `killer-play-hint-${name}.png`);
  }
  await setTheme(page, 'Light Modern');
  // Played to the end by mouse and keys: each cell clicked, its digit typed.
  const solution = solutionOf();
  for (let i = 0; i < 81; i++) {
    await f.locator(`${PLAY_BOARD} [data-cell="${i}"]`).click();
    await page.keyboard.press(solution[i]);
  }
  await restMouse(page);
  await expect(f.locator('.solved-moment', { hasText: 'Solved' })).toBeVisible({ timeout: 60000 });
  const digits = (await f.locator(`${PLAY_BOARD} [role=gridcell] .digit`).allTextContents()).join('');
  expect(checkSolution('.'.repeat(81), digits), 'the board is a Sudoku').toEqual([]);
  expect(checkCages(digits, CAGES), 'every cage adds up to its sum, no digit twice').toEqual([]);
  await shot(page, 'killer-play-solved.png');
});
