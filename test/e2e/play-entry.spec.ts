/**
 * Play by mouse and touch, as SudokuPad and HoDoKu players do: the number
 * pad and its modes, a puzzle played to the end with clicks alone (checked
 * by the independent checker), several cells selected by dragging, Ctrl and
 * Shift, one mark on all of them as one undo step, corner marks drawn in
 * the corners, a wrong digit deleted and its marks back, the highlights on
 * the right cells, Tab leaving the board, and keys painting in Colours.
 */
import type { Frame, Page } from '@playwright/test';
import { EMPTY, PLAY_BOARD, SOLUTION, openPlay } from './playPage';
import { expect, test } from './fixtures';
import { command, panelFrame, quickOpen, restMouse, setTheme, shot } from './workbench';
import { EASY_LINE } from './workspace';
import { checkSolution } from '../helpers/checker';
import { peersOf } from '../helpers/replay';

const cell = (f: Frame, i: number) => f.locator(`${PLAY_BOARD} [data-cell="${i}"]`);
const padKey = (f: Frame, key: string) => f.locator(`.play-pad [data-key="pad-${key}"]`);
const mode = (f: Frame, name: string) => f.locator('.play-pad .pad-modes').getByRole('button', { name, exact: true });
const cellsWith = (f: Frame, cls: string) =>
  f
    .locator(`${PLAY_BOARD} [data-cell].${cls}`)
    .evaluateAll((cells) => cells.map((c) => Number((c as HTMLElement).dataset.cell)).sort((a, b) => a - b));

/** The candidates each empty cell has on `board` by its peers alone: worked out here, not by the extension. */
function candidates(board: string): number[][] {
  return [...board].map((ch, i) =>
    ch !== '.' ? [] : [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => peersOf(i).every((p) => board[p] !== String(d))),
  );
}

/** Press, drag and release the mouse from the middle of one cell to the middle of another. */
async function drag(page: Page, f: Frame, from: number, to: number): Promise<void> {
  const a = (await cell(f, from).boundingBox())!;
  const b = (await cell(f, to).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('an easy puzzle played to the end by mouse alone: a cell, then the pad; a clicked digit shows in the same frame', async ({
  workbench: page,
}) => {
  const f = await openPlay(page);
  // Time from the pad's click to the digit in the selected cell, read before the next frame is painted.
  await f.evaluate(() => {
    const w = window as unknown as { clicked: number[] };
    w.clicked = [];
    window.addEventListener(
      'click',
      (e) => {
        const key = (e.target as HTMLElement).closest<HTMLElement>('[data-key^="pad-"]')?.textContent ?? '';
        if (!/^[1-9]$/.test(key)) return;
        const t0 = performance.now();
        const at = document.querySelector<HTMLElement>('[role=grid] .cell.selected')?.dataset.cell;
        requestAnimationFrame(() => {
          const shown = document.querySelector(`[data-cell="${at}"] .digit`)?.textContent === key;
          w.clicked.push(shown ? performance.now() - t0 : -1);
        });
      },
      true,
    );
  });
  for (const i of EMPTY) {
    await cell(f, i).click();
    await padKey(f, SOLUTION[i]).click();
  }
  await expect(f.locator('.solved-moment', { hasText: 'Solved' })).toBeVisible();
  const digits = (await f.locator(`${PLAY_BOARD} [role=gridcell] .digit`).allTextContents()).join('');
  expect(checkSolution(EASY_LINE, digits), 'the board the clicks made is a solution of the puzzle').toEqual([]);
  await expect(f.locator('.play-pad .pad-key.pad-done'), 'every digit placed nine times is dimmed on the pad').toHaveCount(9);
  const clicked = await f.evaluate(() => (window as unknown as { clicked: number[] }).clicked);
  expect(clicked.length).toBe(EMPTY.length);
  expect(
    clicked.filter((ms) => ms < 0),
    'every digit was in the DOM by the next frame',
  ).toEqual([]);
  const sorted = [...clicked].sort((a, b) => a - b);
  const said = `median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)}, max ${sorted[sorted.length - 1].toFixed(1)} over ${sorted.length}`;
  test.info().annotations.push({ type: 'clicked digit to frame (ms)', description: said });
  console.log(`[e2e] clicked digit to frame: ${said} ms`);
  await shot(page, 'play-mouse-solved.png');
});

test('several cells by drag, Ctrl-click and Shift+arrows: a pencil mark from the pad goes to all as one undo step; Escape drops them', async ({
  workbench: page,
}) => {
  const f = await openPlay(page);
  // Two empty cells of one row with cells between them, and one more elsewhere.
  const row = Math.floor(EMPTY[0] / 9);
  const inRow = EMPTY.filter((i) => Math.floor(i / 9) === row);
  const [from, to] = [inRow[0], inRow[inRow.length - 1]];
  const other = EMPTY.find((i) => Math.floor(i / 9) !== row)!;
  await mode(f, 'Pencil marks').click();
  await drag(page, f, from, to);
  await cell(f, other).click({ modifiers: ['Control'] });
  const span = Array.from({ length: to - from + 1 }, (_, k) => from + k);
  const selected = [...span, other].sort((a, b) => a - b);
  await expect.poll(() => cellsWith(f, 'selected')).toEqual(selected);
  const emptySelected = selected.filter((i) => EASY_LINE[i] === '.');
  await padKey(f, '5').click();
  for (const i of emptySelected) await expect(cell(f, i)).toHaveAttribute('aria-label', /empty, candidates 5(,|$)/);
  for (const i of selected.filter((i) => EASY_LINE[i] !== '.')) await expect(cell(f, i)).not.toHaveAttribute('aria-label', /candidates/);
  // One Undo takes the mark from every cell.
  await f.getByRole('button', { name: 'Undo' }).click();
  for (const i of emptySelected) await expect(cell(f, i)).toHaveAttribute('aria-label', /empty$/);
  await f.getByRole('button', { name: 'Redo' }).click();
  // Already in every cell: the same key takes it from all (SudokuPad's rule).
  await padKey(f, '5').click();
  for (const i of emptySelected) await expect(cell(f, i)).toHaveAttribute('aria-label', /empty$/);
  await shot(page, 'play-multiselect.png');
  // By keyboard: Shift+arrows select as they go; a digit key writes in each; Escape drops the selection.
  await cell(f, EMPTY[0]).click();
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  const column = [EMPTY[0], EMPTY[0] + 9, EMPTY[0] + 18];
  await expect.poll(() => cellsWith(f, 'selected')).toEqual(column);
  await page.keyboard.press('Control+Digit3');
  for (const i of column.filter((i) => EASY_LINE[i] === '.')) await expect(cell(f, i)).toHaveAttribute('aria-label', /candidates 3/);
  // Escape: only the focused cell is left, where the next entry goes.
  await page.keyboard.press('Escape');
  await expect.poll(() => cellsWith(f, 'selected')).toEqual([column[2]]);
});

test('corner marks by mouse, drawn in the corners beside the candidates; a click toggles a candidate; a double click places a lone one', async ({
  workbench: page,
}) => {
  const f = await openPlay(page);
  const [a, b] = EMPTY;
  await cell(f, a).click();
  await mode(f, 'Corner marks').click();
  await padKey(f, '1').click();
  await padKey(f, '9').click();
  await expect(cell(f, a)).toHaveAttribute('aria-label', /corner marks 1 9/);
  // Shift+digit writes a corner mark in any mode.
  await mode(f, 'Digits').click();
  await cell(f, a).focus();
  await page.keyboard.press('Shift+Digit4');
  await expect(cell(f, a)).toHaveAttribute('aria-label', /corner marks 1 4 9/);
  // A candidate clicked on the cell selected: in Pencil marks mode, the slot clicked.
  await mode(f, 'Pencil marks').click();
  await cell(f, a).locator('.mark[data-d="5"]').click();
  await expect(cell(f, a)).toHaveAttribute('aria-label', /candidates 5, corner marks 1 4 9/);
  // Drawn: the corner marks in the cell's corners, the candidate inside them.
  const where = await cell(f, a).evaluate((c) => {
    const box = c.getBoundingClientRect();
    const at = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: (r.left + r.width / 2 - box.left) / box.width, y: (r.top + r.height / 2 - box.top) / box.height };
    };
    return { corners: [...c.querySelectorAll('.corners > span')].map(at), five: at(c.querySelector('.mark[data-d="5"]')!) };
  });
  const [one, four, nine] = where.corners;
  expect(one.x < 0.3 && one.y < 0.3, `1 top left: ${JSON.stringify(one)}`).toBe(true);
  expect(four.x > 0.7 && four.y < 0.3, `4 top right: ${JSON.stringify(four)}`).toBe(true);
  expect(nine.x < 0.3 && nine.y > 0.7, `9 bottom left: ${JSON.stringify(nine)}`).toBe(true);
  expect(Math.abs(where.five.x - 0.5) < 0.15 && Math.abs(where.five.y - 0.5) < 0.15, `5 in the middle: ${JSON.stringify(where.five)}`).toBe(
    true,
  );
  await shot(page, 'play-corners.png');
  // A lone candidate: a double click on its cell in Digits mode places it.
  await cell(f, b).click();
  await padKey(f, SOLUTION[b]).click();
  await mode(f, 'Digits').click();
  await cell(f, b).dblclick();
  await expect(cell(f, b).locator('.digit')).toHaveText(SOLUTION[b]);
});

test('a wrong digit placed with the pad, then deleted with the pad: every mark it took comes back', async ({ workbench: page }) => {
  const f = await openPlay(page);
  await f.getByRole('button', { name: 'Fill candidates' }).click();
  const labels = () => f.locator(`${PLAY_BOARD} [data-cell]`).evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  const before = await labels();
  // A wrong candidate of an empty cell that its peers have as candidates too: placing it takes those.
  const cands = candidates(EASY_LINE);
  const takenBy = (cell: number, d: number) => peersOf(cell).filter((p) => cands[p].includes(d));
  const wrong = EMPTY.flatMap((c) => cands[c].filter((d) => String(d) !== SOLUTION[c]).map((d) => ({ cell: c, d }))).find(
    (w) => takenBy(w.cell, w.d).length > 0,
  )!;
  await cell(f, wrong.cell).click();
  await padKey(f, String(wrong.d)).click();
  await expect(cell(f, wrong.cell).locator('.digit')).toHaveText(String(wrong.d));
  const taken = takenBy(wrong.cell, wrong.d);
  for (const p of taken) await expect(cell(f, p)).not.toHaveAttribute('aria-label', new RegExp(`candidates [^,]*${wrong.d}`));
  await padKey(f, 'delete').click();
  await expect.poll(labels).toEqual(before);
});

test('highlights: the row, column and box of the cell, the digit filter and bivalue cells, on the right cells', async ({
  workbench: page,
}) => {
  const f = await openPlay(page);
  const given = EASY_LINE.search(/[1-9]/);
  const d = Number(EASY_LINE[given]);
  const cands = candidates(EASY_LINE);
  await cell(f, given).click();
  await expect.poll(() => cellsWith(f, 'peer-lit')).toEqual([...peersOf(given)].sort((x, y) => x - y));
  // The same digit lit at once; the filter (where it is placed, or a candidate) when asked for, with F.
  const lit = (k: number) => [...EASY_LINE].flatMap((ch, i) => (ch === String(k) || cands[i].includes(k) ? [i] : []));
  await expect.poll(() => cellsWith(f, 'same-digit')).toEqual(lit(d).filter((i) => EASY_LINE[i] === String(d)));
  expect(await cellsWith(f, 'digit-filter')).toEqual([]);
  await page.keyboard.press('f');
  await expect.poll(() => cellsWith(f, 'digit-filter')).toEqual(lit(d));
  // The filter set from the pad: another digit.
  const other = d === 5 ? 6 : 5;
  await f.getByRole('button', { name: 'Highlight digit' }).click();
  await padKey(f, String(other)).click();
  await expect.poll(() => cellsWith(f, 'digit-filter')).toEqual(lit(other));
  await expect(padKey(f, String(other))).toHaveAttribute('aria-pressed', 'true');
  await f.getByRole('button', { name: 'Bivalue cells' }).click();
  const bivalue = cands.flatMap((c, i) => (c.length === 2 ? [i] : []));
  expect(bivalue.length, 'the easy puzzle has bivalue cells at the start').toBeGreaterThan(0);
  await expect.poll(() => cellsWith(f, 'bivalue')).toEqual(bivalue);
  await shot(page, 'play-highlights.png');
});

test('Tab leaves the board for the pad and Shift+Tab comes back; keys paint in Colours; a candidate’s colour is in its label', async ({
  workbench: page,
}) => {
  const f = await openPlay(page);
  const [a] = EMPTY;
  await cell(f, a).click();
  await page.keyboard.press('Tab');
  const focused = () =>
    f.evaluate(() => ({ tag: document.activeElement?.tagName, key: (document.activeElement as HTMLElement)?.dataset.key }));
  await expect.poll(focused).toEqual({ tag: 'BUTTON', key: 'mode-digit' });
  await page.keyboard.press('Tab');
  await expect.poll(focused).toEqual({ tag: 'BUTTON', key: 'mode-pencil' });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect.poll(focused).toEqual({ tag: 'DIV', key: `cell-${a}` });
  // Colours: 1–4 pick a colour and paint the cell, 0 clears.
  await mode(f, 'Colours').click();
  await cell(f, a).focus();
  await page.keyboard.press('3');
  await expect(cell(f, a)).toHaveClass(/paint-3/);
  await expect(f.getByRole('button', { name: 'Colour 3' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('0');
  await expect(cell(f, a)).not.toHaveClass(/paint-/);
  // A candidate painted: its colour is in the cell's label.
  await page.keyboard.press('Control+Digit6');
  await cell(f, a).locator('.mark[data-d="6"]').click();
  await expect(cell(f, a)).toHaveAttribute('aria-label', /candidates 6, candidate 6 in colour 3/);
});

test.describe('by touch', () => {
  test.use({ hasTouch: true });

  // The tap on "Pencil marks" comes at once after the quick drag: a fling, to Chromium, whose stopping tap
  // it drops unless the board takes the finger's moves (it was eaten before playSelection's touchmove).
  test('a tap selects, a drag of a finger selects several, the pad writes in all; a double tap places a lone candidate', async ({
    workbench: page,
  }) => {
    const f = await openPlay(page);
    const centre = async (i: number) => {
      const b = (await cell(f, i).boundingBox())!;
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    const row = Math.floor(EMPTY[0] / 9);
    const inRow = EMPTY.filter((i) => Math.floor(i / 9) === row);
    const [from, to] = [inRow[0], inRow[inRow.length - 1]];
    // A finger dragged along the row, as the touch screen sends it.
    const cdp = await page.context().newCDPSession(page);
    const [a, b] = [await centre(from), await centre(to)];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: a.x, y: a.y }] });
    for (let k = 1; k <= 12; k++) {
      const x = a.x + ((b.x - a.x) * k) / 12;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: a.y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const span = Array.from({ length: to - from + 1 }, (_, k) => from + k);
    await expect.poll(() => cellsWith(f, 'selected')).toEqual(span);
    await mode(f, 'Pencil marks').tap();
    await expect(mode(f, 'Pencil marks')).toHaveAttribute('aria-pressed', 'true');
    await padKey(f, '7').tap();
    for (const i of span.filter((i) => EASY_LINE[i] === '.')) await expect(cell(f, i)).toHaveAttribute('aria-label', /candidates 7(,|$)/);
    // A lone candidate, tapped twice in Digits mode: placed.
    const lone = EMPTY.find((i) => Math.floor(i / 9) !== row)!;
    await cell(f, lone).tap();
    await padKey(f, SOLUTION[lone]).tap();
    await mode(f, 'Digits').tap();
    await cell(f, lone).tap();
    await cell(f, lone).tap();
    await expect(cell(f, lone).locator('.digit')).toHaveText(SOLUTION[lone]);
  });
});

test('the timer beside the title ticks while the board is shown', async ({ workbench: page }) => {
  const f = await openPlay(page);
  const timer = f.locator('.play-header [role=timer]');
  await expect(timer).toHaveAccessibleName('Time played');
  const first = await timer.innerText();
  expect(first).toMatch(/\d+:\d\d$/);
  // It moves on by itself, between the host's views.
  await expect.poll(() => timer.innerText(), { timeout: 30000 }).not.toBe(first);
  await shot(page, 'play-timer.png');
});

test("the step view's Back button: its name is the word it shows", async ({ workbench: page }) => {
  await quickOpen(page, 'easy.sudoku');
  await quickOpen(page, ':4');
  await command(page, 'Sudoku: Solve Puzzle');
  const f = await panelFrame(page);
  const back = f.locator('[data-key="back"]');
  await expect(back).toHaveAccessibleName('Back');
  expect((await back.innerText()).trim()).toMatch(/^\W*Back$/);
  await expect(f.locator('[data-key="next"]')).toHaveAccessibleName('Next');
});

for (const [theme, name] of [
  ['Light Modern', 'light'],
  ['Dark Modern', 'dark'],
  ['Dark High Contrast', 'hc'],
] as const) {
  test(`the pad, corner marks, a selection and highlights in ${name}: beside the editor and alone`, async ({ workbench: page }) => {
    await setTheme(page, theme);
    const f = await openPlay(page);
    await f.getByRole('button', { name: 'Fill candidates' }).click();
    const [a, b] = EMPTY;
    await cell(f, a).click();
    await padKey(f, SOLUTION[a]).click();
    await cell(f, b).click();
    await mode(f, 'Corner marks').click();
    await padKey(f, '1').click();
    await padKey(f, '8').click();
    const row = Math.floor(EMPTY[5] / 9);
    const inRow = EMPTY.filter((i) => Math.floor(i / 9) === row);
    await drag(page, f, inRow[0], inRow[inRow.length - 1]);
    await f.getByRole('button', { name: 'Bivalue cells' }).click();
    await expect(f.locator(`${PLAY_BOARD} .cell.selected`).first()).toBeVisible();
    await restMouse(page);
    await shot(page, `play-entry-${name}-beside.png`);
    // The panel alone: the editor's group joined into the panel's, the panel in front.
    await command(page, 'View: Join All Editor Groups');
    await expect.poll(() => f.evaluate(() => window.innerWidth), { timeout: 30000 }).toBeGreaterThan(900);
    await restMouse(page);
    await shot(page, `play-entry-${name}-alone.png`);
    const fits = await f
      .locator(PLAY_BOARD)
      .evaluate((g) => Math.round(g.getBoundingClientRect().right) <= document.documentElement.clientWidth);
    expect(fits, 'the board fits the panel').toBe(true);
  });
}
