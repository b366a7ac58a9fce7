/** Puzzles that need guessing: the guess story in the steps, the guess tree, the guess log, deep nesting. */
import { expect, test } from './fixtures';
import { boardCells, caption, checkAtTop, panelLaidOut, panelWidth, restMouse, setTheme, shot, solvedPanel } from './workbench';

/** The 27 units (rows, columns, boxes) of the board, as cell indexes. */
const UNITS = Array.from({ length: 27 }, (_, u) =>
  Array.from({ length: 9 }, (_, k) =>
    u < 9 ? u * 9 + k : u < 18 ? k * 9 + (u - 9) : (3 * Math.floor((u - 18) / 3) + Math.floor(k / 3)) * 9 + 3 * ((u - 18) % 3) + (k % 3),
  ),
);

test('a guess-heavy puzzle: the guess story, the guess tree, and a click on a node shows its board (screenshots)', async ({
  workbench: page,
}) => {
  const f = await solvedPanel(page, 'hardest.sudoku', 3, 'AI Escargot (Arto Inkala, 2006)', 90000);
  // The steps: each guess a branch with how it ended.
  const stories = await f.locator('.step-tree .guess-step .story').allTextContents();
  expect(
    stories.some((x) => /^disproved: r\dc\d=\d → contradiction (after \d+ steps?|at once): /.test(x)),
    `a disproved branch tells its story: ${stories.slice(0, 5).join(' | ')}`,
  ).toBe(true);
  // Unfold a branch that led somewhere, and select a step in it.
  const fold = await f.locator('.step-tree li.outcome-disproved').evaluateAll((lis) => {
    const li = lis.find((l) => /after \d+ steps?:/.test(l.querySelector(':scope > .line > .story')?.textContent ?? ''));
    return (li?.querySelector(':scope > .line > button.fold') as HTMLElement | null)?.dataset.key;
  });
  expect(fold, 'a disproved branch with steps').toBeTruthy();
  await f.locator(`[data-key="${fold}"]`).click();
  const open = f.locator('.step-tree li.outcome-disproved[aria-expanded=true]').first();
  await open.waitFor();
  await open.locator('li.branch-step .line').first().click();
  expect(await caption(f)).toMatch(/^In a branch that was rolled back: /);
  await shot(page, 'panel-guess-story.png');
  // The tree.
  await f.locator('[data-key=tab-tree]').click();
  const count = await f.locator('svg.tree-svg .tree-node:not(.root)').count();
  expect(count, 'nodes in the tree').toBeGreaterThanOrEqual(10);
  const disproved = f.locator('svg.tree-svg .tree-node.outcome-disproved').first();
  const label = (await disproved.getAttribute('aria-label')) ?? '';
  const m = /^Guess (\d+), depth \d+, disproved: r(\d)c(\d)=(\d) → /.exec(label);
  expect(m, `node label: ${label}`).not.toBeNull();
  const [, guess, row, column, digit] = m!;
  await disproved.locator('text').click();
  await f.locator(`svg.tree-svg .tree-node.selected[data-guess="${guess}"]`).waitFor({ timeout: 10000 });
  expect(await caption(f), 'the caption after the click').toContain(`Guess #${guess}: try ${digit} in r${row}c${column}`);
  const cells = await boardCells(f);
  const cell = cells[(Number(row) - 1) * 9 + Number(column) - 1];
  expect(cell.digit === digit && /\bguess\b/.test(cell.cls), `the board shows guess ${guess}: ${JSON.stringify(cell)}`).toBe(true);
  // The board then, not the solution: fewer digits than the full grid, none twice in a unit.
  expect(cells.filter((c) => c.digit).length, 'digits on the board at a wrong guess').toBeLessThan(81);
  for (const [u, unit] of UNITS.entries()) {
    const ds = unit.map((c) => cells[c].digit).filter(Boolean);
    expect(new Set(ds).size, `unit ${u} repeats a digit at guess ${guess}`).toBe(ds.length);
  }
  // Keyboard: the node has the focus; ArrowDown and Enter show the next guess.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await f.locator(`svg.tree-svg .tree-node.selected[data-guess="${Number(guess) + 1}"]`).waitFor({ timeout: 10000 });
  await shot(page, 'panel-guess-tree.png');
  await setTheme(page, 'Dark High Contrast');
  await shot(page, 'panel-guess-tree-high-contrast.png');
  await setTheme(page, 'Light Modern');
  await f.locator('[data-key=tab-log]').click();
  await f.locator('.guesses table').waitFor();
  // A guess's candidates read as a set, as the steps write them: {4,6}, not 46.
  const choices = await f.locator('.guesses tbody tr td:nth-child(4)').allTextContents();
  expect(choices.length, 'guesses in the log').toBeGreaterThan(0);
  expect(
    choices.filter((c) => !/^\{[1-9](,[1-9])+\}$/.test(c)),
    'candidates in the guess log not written as a set',
  ).toEqual([]);
  await shot(page, 'panel-guess-log.png');
});

test('at 1280x720 beside the editor the steps can be reached, scroll, and keep their width ten guesses deep', async ({
  workbench: page,
}) => {
  // Easter Monster: its way to the solution runs ten guesses deep.
  const f = await solvedPanel(page, 'hardest.sudoku', 4, 'Easter Monster (champagne, 2007)', 90000);
  const before = await panelWidth(f);
  await page.setViewportSize({ width: 1280, height: 720 });
  await restMouse(page);
  await panelLaidOut(page, f, before);
  await checkAtTop(f);
  // Scroll the page as a user would, with the wheel over the panel's title, until the step list's bottom shows.
  const webview = await (await f.frameElement()).boundingBox();
  expect(webview, 'the panel is on screen').not.toBeNull();
  await page.mouse.move(webview!.x + webview!.width / 2, webview!.y + 30);
  await page.mouse.wheel(0, 2000);
  await expect
    .poll(() => f.evaluate(() => document.querySelector('.tabpanel')!.getBoundingClientRect().bottom <= window.innerHeight + 1), {
      message: 'the page scrolled to the bottom of the step list',
      timeout: 10000,
    })
    .toBe(true);
  const r = await f.evaluate(() => {
    const list = document.querySelector<HTMLElement>('.tabpanel')!;
    const box = list.getBoundingClientRect();
    const top = list.scrollTop;
    list.scrollTop = 0;
    const scrolled = list.scrollTop !== top || list.scrollHeight <= list.clientHeight ? 'yes' : 'no';
    const selected = document.querySelector('.step-tree li.selected');
    const text = selected?.querySelector(':scope > .line > .text')?.getBoundingClientRect();
    return {
      panel: `${window.innerWidth}x${window.innerHeight}`,
      top: box.top,
      bottom: box.bottom,
      height: box.height,
      scrolls: list.scrollHeight > list.clientHeight,
      scrolled,
      level: Number(selected?.getAttribute('aria-level')),
      indent: (text?.left ?? box.right) - box.left,
      listWidth: box.width,
    };
  });
  await shot(page, 'panel-1280x720-steps.png');
  const facts = JSON.stringify(r);
  expect(r.top >= 0 && r.bottom <= Number(r.panel.split('x')[1]) + 1, `the step list is wholly in view: ${facts}`).toBe(true);
  expect(r.height, `the step list's height: ${facts}`).toBeGreaterThanOrEqual(150);
  expect(r.scrolls && r.scrolled === 'yes', `the step list scrolls: ${facts}`).toBe(true);
  // Ten guesses deep, the nesting leaves the step's words most of the list's width (it took 150 px).
  expect(r.level, 'the last step is deep enough for the test to prove something').toBeGreaterThanOrEqual(8);
  expect(r.indent, `the nesting's share of the list's ${r.listWidth} px`).toBeLessThanOrEqual(90);
});

test('a log of hundreds of guesses: the guesses not told step by step say so (screenshot)', async ({ workbench: page }) => {
  const f = await solvedPanel(page, 'hardest.sudoku', 10, 'Fata Morgana', 120000);
  await f.locator('.step-tree .muted', { hasText: 'Deeper rolled-back branches are not told step by step' }).waitFor();
  await f.locator('[data-key=tab-tree]').click();
  const untold = f.locator('svg.tree-svg .tree-node[aria-label$="found by the search; its steps are not told"]');
  expect(await untold.count(), 'untold guesses in the tree').toBeGreaterThanOrEqual(100);
  // A told one on the way to the solution still shows its board.
  const told = f.locator('svg.tree-svg .tree-node.outcome-disproved[aria-label*="contradiction after"]').first();
  const m = /^Guess (\d+),/.exec((await told.getAttribute('aria-label')) ?? '');
  expect(m, 'a told disproved guess in the tree').not.toBeNull();
  await told.locator('text').click();
  await f.locator(`svg.tree-svg .tree-node.selected[data-guess="${m![1]}"]`).waitFor({ timeout: 10000 });
  // Labels stand beside their nodes, so a deep tree's stay in view: the narrow side pane shows their start.
  const clipped = await f.locator('svg.tree-svg .tree-node:not(.root)').evaluateAll(
    (nodes) =>
      nodes
        .map((n) => ({
          circle: n.querySelector('circle')!.getBoundingClientRect(),
          text: n.querySelector('text')!.getBoundingClientRect(),
        }))
        .filter(({ circle, text }) => text.left < circle.right || text.left - circle.right > 16 || text.left > window.innerWidth - 120)
        .length,
  );
  expect(clipped, 'tree labels not beside their node, in view').toBe(0);
  await untold.first().scrollIntoViewIfNeeded();
  await shot(page, 'panel-guess-tree-untold.png');
});
