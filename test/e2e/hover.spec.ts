/** In the editor: hovers over puzzles and cells, and the copies of a digit marked under the cursor. */
import { expect, test } from './fixtures';
import { charPoint, command, hoverAt, panelFrame, quickOpen, shot, solvedPanel } from './workbench';

test('hovering a puzzle previews its candidates, and a cell its own', async ({ workbench: page }) => {
  // Solved first, so that its answer is known to the extension: a hover must still not give it away.
  await solvedPanel(page, 'easy.sudoku', 4, 'Easy 1', 60000);
  await command(page, 'View: Close All Editors');
  await quickOpen(page, 'easy.sudoku');
  // Character 6 of the grid's first row is a '|', not a cell: the whole puzzle's preview.
  const whole = await hoverAt(page, '2 . . | . 8 . | 3 . .', 6, /givens/);
  expect(whole, 'the puzzle hover').toMatch(/30 givens/);
  expect(whole, 'the puzzle hover').toMatch(/r9/);
  // All nine rows are in view, not clipped by the hover's height.
  const hb = (await page
    .locator('.monaco-hover', { hasText: /givens/ })
    .first()
    .boundingBox())!;
  const r9 = page.locator('.monaco-hover code, .monaco-hover span', { hasText: /^r9/ }).first();
  const rb = await r9.boundingBox().catch(() => null);
  if (rb) expect(rb.y + rb.height, 'the bottom of row 9 of the hover grid').toBeLessThanOrEqual(hb.y + hb.height + 1);
  await shot(page, 'hover.png');
  // The first cell of the one-line puzzle is blank: its own candidates.
  const one = await hoverAt(page, 'Easy 1', 0, /r1c1/);
  expect(one, 'the cell hover').toMatch(/r1c1: candidates [1-9]( [1-9])*/);
  expect(one, 'the hover gives the answer away').not.toMatch(/Solution/);
  await page.keyboard.press('Escape');
});

test('with the panel open beside it, the hover grid of a hard puzzle fits the hover, a line a row, row 9 in view (screenshot)', async ({
  workbench: page,
}) => {
  await quickOpen(page, 'wide.sudoku');
  await quickOpen(page, ':2');
  await command(page, 'Sudoku: Solve Puzzle');
  const f = await panelFrame(page);
  await f.locator('.status', { hasText: 'Solved' }).waitFor({ timeout: 60000 });
  // Character 6 of the grid's first row is a '|', not a cell: the whole puzzle's preview.
  await hoverAt(page, '4 . . | . . . | 8 . 5', 6, /givens/);
  const hover = page.locator('.monaco-hover', { hasText: /givens/ }).first();
  // Each line of the grid on one line of the screen: as many line boxes as lines of text (9 rows, 2 rules).
  // The grid is the innermost element holding rows 1 and 9, however the fenced block is rendered.
  const grid = await hover.evaluate((h) => {
    const holds = (el: Element) => /r1 /.test(el.textContent ?? '') && /r9 /.test(el.textContent ?? '');
    const code = [...h.querySelectorAll('*')].find((el) => holds(el) && ![...el.children].some(holds)) as HTMLElement | undefined;
    if (!code) return undefined;
    const range = document.createRange();
    range.selectNodeContents(code);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    return {
      lines: code.innerText.split('\n').filter((l) => l.trim()).length,
      boxes: new Set(rects.map((r) => Math.round(r.top))).size,
      // Row 9 in view, not under the bottom of the hover (which scrolls beyond its height).
      clipped: Math.max(...rects.map((r) => r.bottom)) > h.getBoundingClientRect().bottom + 1,
    };
  });
  // Shot once the hover has faded in: it and every element around it fully opaque.
  await expect
    .poll(
      () =>
        hover.evaluate((h) => {
          for (let el: Element | null = h; el; el = el.parentElement) if (getComputedStyle(el).opacity !== '1') return false;
          return true;
        }),
      { message: 'the hover faded in', timeout: 10000 },
    )
    .toBe(true);
  await shot(page, 'hover-beside-panel.png');
  expect(grid, 'a candidate grid in the hover').toBeDefined();
  expect(grid, "the grid's 11 lines (9 rows, 2 rules), each on one line on screen, row 9 in view").toEqual({
    lines: 11,
    boxes: 11,
    clipped: false,
  });
  await page.keyboard.press('Escape');
});

test('with the editor alone in the window, the hover grid of a hard puzzle shows every candidate, a line a row (screenshot)', async ({
  workbench: page,
}) => {
  await command(page, 'View: Close All Editors');
  await quickOpen(page, 'wide.sudoku');
  await expect(page.locator('.editor-group-container'), 'one editor group').toHaveCount(1);
  await hoverAt(page, '4 . . | . . . | 8 . 5', 6, /givens/);
  const hover = page.locator('.monaco-hover', { hasText: /givens/ }).first();
  const grid = await hover.evaluate((h) => {
    const holds = (el: Element) => /r1 /.test(el.textContent ?? '') && /r9 /.test(el.textContent ?? '');
    const code = [...h.querySelectorAll('*')].find((el) => holds(el) && ![...el.children].some(holds)) as HTMLElement | undefined;
    if (!code) return undefined;
    const range = document.createRange();
    range.selectNodeContents(code);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    return {
      lines: code.innerText.split('\n').filter((l) => l.trim()).length,
      boxes: new Set(rects.map((r) => Math.round(r.top))).size,
      // Cut short: "1245+" now, a count "(6)" before.
      cut: /\d\+|\(\d\)/.test(code.innerText),
    };
  });
  await shot(page, 'hover-alone.png');
  expect(grid, "every candidate, the grid's 11 lines each on one line on screen").toEqual({ lines: 11, boxes: 11, cut: false });
  await page.keyboard.press('Escape');
});

test('with the cursor on a given, the copies of its digit in that puzzle are marked, and none in the next (screenshot)', async ({
  workbench: page,
}) => {
  await quickOpen(page, 'easy.sudoku');
  // Line 4 is the one-line puzzle; its third character, r1c3, is a 3. The grid puzzle below holds 3s too.
  await quickOpen(page, ':4');
  // The puzzle's lens first: arriving after the marks were measured, it would move the line from under them.
  await page.locator('.monaco-editor .codelens-decoration', { hasText: 'Solve' }).first().waitFor({ state: 'visible', timeout: 60000 });
  // A click puts the cursor there however focus came back from Quick Open (keys may reach it too early).
  const r1c3 = await charPoint(page, 'Easy 1', 2, 0.3);
  expect(r1c3, 'the puzzle line is on screen').toBeDefined();
  await page.mouse.click(r1c3!.x, r1c3!.y);
  await page
    .locator('.statusbar-item', { hasText: /^Ln 4, Col [34]$/ })
    .first()
    .waitFor({ timeout: 30000 });
  // VS Code draws document highlights as decorations over the text; each mark's line, by its top.
  const marks = page.locator('.monaco-editor .view-overlays .wordHighlightText, .monaco-editor .view-overlays .wordHighlight');
  await expect(marks, 'the marked copies of 3').toHaveCount(4);
  const tops = await marks.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(new Set(tops).size, `marks on more than one line: ${JSON.stringify(tops)}`).toBe(1);
  const lineTop = Math.round((await page.locator('.monaco-editor .view-line', { hasText: 'Easy 1' }).first().boundingBox())!.y);
  expect(Math.abs(tops[0] - lineTop), `marks at ${tops[0]}, the puzzle's line at ${lineTop}`).toBeLessThanOrEqual(2);
  await shot(page, 'highlight.png');
});
