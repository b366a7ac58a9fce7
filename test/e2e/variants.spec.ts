/**
 * Variants on the panel's board (issue 37), in real VS Code: samples/variants.sudoku's
 * X-Sudoku, Windoku and Jigsaw solved and played, each drawn as its rules
 * say (the diagonals, the shaded windows, a jigsaw's thick region borders),
 * and a killer's cages drawn from a hand-written cage list posted to the
 * webview (the `#cage` lines are not read yet); an X puzzle played to a
 * clash on a diagonal. Screenshots of each, solved and in play, in light,
 * dark and high-contrast themes, in test-results/variant-*.png.
 */
import * as fs from 'fs';
import * as path from 'path';
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { command, panelFrame, quickOpen, restMouse, setTheme, shot, solvedPanel } from './workbench';
import { PLAY_BOARD } from './playPage';
import { ROOT } from './workspace';
import { peersOf as variantPeersOf, checkVariantSolution } from '../helpers/variantChecker';
import { peersOf as classicPeersOf } from '../helpers/replay';

const THEMES: [string, string][] = [
  ['Light Modern', 'light'],
  ['Dark Modern', 'dark'],
  ['Dark High Contrast', 'high-contrast'],
];

/** samples/variants.sudoku's puzzles: the line each is on, its title, givens, and a jigsaw's regions. */
const SAMPLE = fs.readFileSync(path.join(ROOT, 'samples', 'variants.sudoku'), 'utf8').split('\n');
function sample(title: string): { line: number; title: string; givens: string; regions?: string } {
  const at = SAMPLE.findIndex((l) => l.endsWith(` ${title}`));
  const regions = SAMPLE[at + 2]?.startsWith('#regions ') ? SAMPLE[at + 2].slice('#regions '.length) : undefined;
  return { line: at + 1, title, givens: SAMPLE[at].slice(0, 81), ...(regions ? { regions } : {}) };
}
const X = sample('X-Sudoku');
const WINDOKU = sample('Windoku');
const JIGSAW = sample('Jigsaw');

/** A killer for the drawing: the copied X-Sudoku's solution (test/data/variants/x_sudoku.tsv) cut into cages inside its boxes, by hand. */
const KILLER_SOLUTION = '681945237792316584435827619523784961817639425946152873369478152158293746274561398';
const KILLER_MAP = [
  'aabcddeef',
  'gbbcchiff',
  'gjjkkhill',
  'mmnoppqqr',
  'snnootuRr',
  'svvwwtuxx',
  'yyzABBCCD',
  'EzzAAFGDD',
  'EHHIIFGJJ',
].join('');
const KILLER_CAGES = [...new Set(KILLER_MAP)].map((ch) => {
  const cells = [...KILLER_MAP].flatMap((c, i) => (c === ch ? [i] : []));
  return { sum: cells.reduce((a, i) => a + Number(KILLER_SOLUTION[i]), 0), cells };
});

const cellOf = (f: Frame, board: string, i: number) => f.locator(`${board} [data-cell="${i}"]`);
const classesOf = (f: Frame, board: string, cls: string) =>
  f
    .locator(`${board} [data-cell].${cls}`)
    .evaluateAll((cells) => cells.map((c) => Number((c as HTMLElement).dataset.cell)).sort((a, b) => a - b));

/** Solves a sample's puzzle and shows its last step: the board solved. */
async function solvedAtEnd(page: Page, p: { line: number; title: string }): Promise<Frame> {
  // The file opens in its own group, not in the panel's (which a click in the panel made the active one).
  await command(page, 'View: Focus First Editor Group');
  const f = await solvedPanel(page, 'variants.sudoku', p.line, p.title, 120000);
  const end = f.locator('[data-key=end]');
  if (await end.isEnabled()) await end.click();
  await expect(end).toBeDisabled();
  await restMouse(page);
  return f;
}

/** Shows a model or a game the test made, as the host's 'state' message would (the webview checks nothing of where it came from). */
async function post(f: Frame, state: unknown): Promise<void> {
  await f.evaluate((s) => window.dispatchEvent(new MessageEvent('message', { data: { type: 'state', state: s } })), state);
}

/** A solved killer: its cells placed by one step, shown at its end. */
function killerModel() {
  return {
    model: {
      title: 'Killer',
      puzzle: '.'.repeat(81),
      status: 'solved',
      statusText: 'Solved',
      statusIcon: '✓',
      severity: 'ok',
      facts: 'cages drawn from a hand-written list',
      notes: [],
      givens: 0,
      solution: KILLER_SOLUTION,
      differing: [],
      conflicts: [],
      initialCandidates: new Array(81).fill('123456789'),
      kinds: [{ t: 'test', n: 'Placed', r: 1 }],
      // The digits placed by one step, and a step after it that marks nothing: the end shows the board solved, no cell highlighted.
      steps: [
        { k: 0, x: ' all', p: [...KILLER_SOLUTION].map((d, i) => i * 10 + Number(d)) },
        { k: 0, x: ': solved' },
      ],
      pathLength: 2,
      guesses: [],
      variant: { rules: [], cages: KILLER_CAGES },
    },
    view: { step: 0, pencil: true, solution: 0, toggled: [], tab: 'steps' },
  };
}

/** A killer in play: some digits placed, marks and corner marks written, one in a cage's sum cell. */
function killerGame() {
  const givens = '.'.repeat(81);
  const placed = [...KILLER_SOLUTION].map((d, i) => (i % 4 === 0 && i > 9 ? d : '.')).join('');
  const marks = new Array(81).fill(0);
  const corners = new Array(81).fill(0);
  for (let i = 0; i < 27; i++) if (placed[i] === '.') marks[i] = (1 << (Number(KILLER_SOLUTION[i]) - 1)) | 0b100010001;
  corners[0] = 0b11;
  corners[2] = 0b1010;
  const present = {
    givens,
    digits: placed,
    marks,
    corners,
    autoRemoved: new Array(81).fill(0),
    marksUnder: new Array(81).fill(0),
    cellColours: new Array(81).fill(0),
    candidateColours: {},
    variant: { rules: [], cages: KILLER_CAGES },
  };
  return {
    play: { title: 'Killer', source: { uri: 'file:///killer.sudoku', line: 0 }, present, undo: 0, redo: 0, autoRemove: true, applied: 0 },
    view: { step: 0, pencil: true, solution: 0, toggled: [], tab: 'steps' },
  };
}

/** Every cell whose right edge is a border between two regions of `map`, by the map itself. */
function bordersRight(map: string): number[] {
  return [...map].flatMap((ch, i) => (i % 9 < 8 && map[i + 1] !== ch ? [i] : []));
}
function bordersBelow(map: string): number[] {
  return [...map].flatMap((ch, i) => (i < 72 && map[i + 9] !== ch ? [i] : []));
}

test('the panel draws each variant: the diagonals, the windows, the regions, the cages (screenshots, solved)', async ({
  workbench: page,
}) => {
  for (const [theme, name] of THEMES) {
    await setTheme(page, theme);
    const first = name === 'light';
    let f = await solvedAtEnd(page, X);
    if (first) {
      await expect(f.locator('svg.variant-lines path.diagonal')).toHaveCount(1);
      // The diagonals run corner to corner of the board.
      const r = await f.evaluate(() => {
        // Inside the grid's frame, as the cells are.
        const g = document.querySelector('[role=grid]')!;
        const d = document.querySelector('svg.variant-lines')!.getBoundingClientRect();
        return { dx: Math.abs(g.clientWidth - d.width), dy: Math.abs(g.clientHeight - d.height) };
      });
      expect(r.dx + r.dy, 'the diagonals span the board').toBeLessThanOrEqual(2);
      await expect(f.locator('.variant-caption')).toContainText('X (each main diagonal');
      // The box borders as on a classic board.
      expect(await classesOf(f, '[role=grid]', 'thick-r')).toEqual(
        bordersRight([...Array(81).keys()].map((i) => String(3 * Math.floor(i / 27) + Math.floor((i % 9) / 3))).join('')),
      );
      const solved = (await f.locator('[role=gridcell] .digit').allTextContents()).join('');
      expect(checkVariantSolution(X.givens, solved, { x: true }), 'the board shown is a solution by the X rules').toEqual([]);
    }
    await shot(page, `variant-x-solved-${name}.png`);

    f = await solvedAtEnd(page, WINDOKU);
    if (first) {
      const windows = [...Array(81).keys()].filter(
        (i) => [1, 2, 3, 5, 6, 7].includes(Math.floor(i / 9)) && [1, 2, 3, 5, 6, 7].includes(i % 9),
      );
      expect(await classesOf(f, '[role=grid]', 'shaded'), 'the four windows shaded').toEqual(windows);
      await expect(f.locator('svg.variant-lines')).toHaveCount(0);
      // The shade is seen: a shaded cell's background differs from an unshaded one's.
      const look = (i: number) => cellOf(f, '[role=grid]', i).evaluate((c) => getComputedStyle(c).backgroundImage);
      expect(await look(10)).toMatch(/gradient/);
      expect(await look(0)).toBe('none');
    }
    await shot(page, `variant-windoku-solved-${name}.png`);

    f = await solvedAtEnd(page, JIGSAW);
    if (first) {
      expect(await classesOf(f, '[role=grid]', 'thick-r'), 'thick right edges where the regions part').toEqual(
        bordersRight(JIGSAW.regions!),
      );
      expect(await classesOf(f, '[role=grid]', 'thick-b'), 'thick bottom edges where the regions part').toEqual(
        bordersBelow(JIGSAW.regions!),
      );
      const width = (i: number) => cellOf(f, '[role=grid]', i).evaluate((c) => parseFloat(getComputedStyle(c).borderRightWidth));
      const border = bordersRight(JIGSAW.regions!)[0];
      const inside = [...Array(80).keys()].find((i) => i % 9 < 8 && !bordersRight(JIGSAW.regions!).includes(i) && i % 9 === 2)!;
      expect(await width(border), 'a region border is thick').toBeGreaterThanOrEqual(2);
      expect(await width(inside), 'a box border inside a region is thin').toBeLessThan(2);
      await expect(f.locator('.variant-caption')).toContainText('Jigsaw');
    }
    await shot(page, `variant-jigsaw-solved-${name}.png`);

    // A killer, drawn from its cage list (the model a solve of one will carry), at the start and solved.
    await post(f, killerModel());
    f = await panelFrame(page, 'h1:text-is("Killer")');
    if (first) {
      await expect(f.locator('svg.variant-lines path.cage')).toHaveCount(KILLER_CAGES.length);
      const sums = await f.locator('[role=grid] .cage-sum').allTextContents();
      expect(sums.map(Number).sort((a, b) => a - b)).toEqual(KILLER_CAGES.map((c) => c.sum).sort((a, b) => a - b));
      // Each sum sits in its cage's first cell, clear of the candidates: none of them overlaps the sum's box.
      const clash = await f.evaluate(() =>
        [...document.querySelectorAll('.cell.has-cage-sum')].flatMap((cell) => {
          const sum = cell.querySelector('.cage-sum')!.getBoundingClientRect();
          return [...cell.querySelectorAll('.mark')]
            .filter((m) => m.textContent)
            .map((m) => {
              const r = document.createRange();
              r.selectNodeContents(m);
              return r.getBoundingClientRect();
            })
            .filter((b) => b.left < sum.right && b.right > sum.left && b.top < sum.bottom && b.bottom > sum.top)
            .map((b) => `${(cell as HTMLElement).dataset.cell}: ${JSON.stringify(b)}`);
        }),
      );
      expect(clash, 'no candidate overlaps a cage sum').toEqual([]);
      await expect(f.locator('.variant-caption')).toContainText('Killer');
    }
    await shot(page, `variant-killer-start-${name}.png`);
    await f.locator('[data-key=end]').click();
    await expect(f.locator('[data-key=end]')).toBeDisabled();
    await restMouse(page);
    await shot(page, `variant-killer-solved-${name}.png`);
  }
  await setTheme(page, 'Light Modern');
});

test('an X-Sudoku played to a clash on a diagonal: the clash shown, the diagonal lit and its marks taken; each variant in play (screenshots)', async ({
  workbench: page,
}) => {
  // Jigsaw and Windoku in play, marks filled, a cell selected; the last puzzle of the file first, as play writes its lines under the
  // puzzle and moves those below.
  for (const p of [JIGSAW, WINDOKU]) {
    await command(page, 'View: Focus First Editor Group');
    await quickOpen(page, 'variants.sudoku');
    await quickOpen(page, `:${p.line}`);
    await command(page, 'Sudoku: Play Puzzle');
    const g = await panelFrame(page, `h1:text-is(${JSON.stringify(p.title)})`, 120000);
    await g.locator('[data-key=fill]').click();
    const empty = p.givens.indexOf('.');
    await cellOf(g, PLAY_BOARD, empty).click();
    await restMouse(page);
    for (const [theme, name] of THEMES) {
      await setTheme(page, theme);
      await shot(page, `variant-${p.title.toLowerCase()}-play-${name}.png`);
    }
  }
  // The X-Sudoku, the file's first puzzle.
  await command(page, 'View: Focus First Editor Group');
  await quickOpen(page, 'variants.sudoku');
  await quickOpen(page, `:${X.line}`);
  await command(page, 'Sudoku: Play Puzzle');
  const f = await panelFrame(page, 'h1:text-is("X-Sudoku")', 120000);
  await expect(f.locator('.variant-caption')).toContainText('X (each main diagonal');
  await expect(f.locator(`${PLAY_BOARD} svg.variant-lines path.diagonal`)).toHaveCount(1);
  // An empty cell of the main diagonal, and a digit a given on the diagonal holds that no classic peer of the cell holds:
  // only the diagonal makes it a clash.
  const diagonal = [0, 10, 20, 30, 40, 50, 60, 70, 80];
  const classic = (i: number) => new Set(classicPeersOf(i));
  const pick = diagonal
    .filter((i) => X.givens[i] === '.')
    .flatMap((i) =>
      diagonal
        .filter((g) => X.givens[g] !== '.' && !classic(i).has(g) && classicPeersOf(i).every((p) => X.givens[p] !== X.givens[g]))
        .map((g) => ({ cell: i, given: g, d: X.givens[g] })),
    )[0];
  expect(pick, 'the sample has a diagonal given to clash with').toBeTruthy();
  const marksAt = async (i: number) => (await cellOf(f, PLAY_BOARD, i).locator('.mark').allTextContents()).join('');
  await f.locator('[data-key=fill]').click();
  // The marks follow the diagonal: the cell has no pick.d, though none of its row, column and box holds one.
  await expect.poll(() => marksAt(pick.cell)).not.toBe('');
  expect(await marksAt(pick.cell), 'the computed marks leave out a digit the diagonal holds').not.toContain(pick.d);
  // A digit placed on the diagonal takes itself out of the marks of another cell of it that shares no row, column or box.
  const empties = diagonal.filter((i) => X.givens[i] === '.' && i !== pick.cell);
  const marks = new Map<number, string>();
  for (const i of empties) marks.set(i, await marksAt(i));
  const auto = empties
    .flatMap((a) => empties.filter((b) => b !== a && !classic(a).has(b)).map((b) => ({ a, b })))
    .map(({ a, b }) => ({ a, b, d: [...marks.get(a)!].find((d) => marks.get(b)!.includes(d)) }))
    .find((x) => x.d !== undefined)!;
  expect(auto, 'two cells of the diagonal, in no row, column or box together, share a mark').toBeTruthy();
  await cellOf(f, PLAY_BOARD, auto.a).click();
  await page.keyboard.press(auto.d!);
  await expect(cellOf(f, PLAY_BOARD, auto.a).locator('.digit')).toHaveText(auto.d!);
  await expect
    .poll(() => marksAt(auto.b), { message: `the ${auto.d} placed on the diagonal is taken out of its marks` })
    .not.toContain(auto.d!);
  // The clash: the cell selected lights its peers, its diagonal's too, as the independent checker counts them.
  await cellOf(f, PLAY_BOARD, pick.cell).click();
  const lit = await classesOf(f, PLAY_BOARD, 'peer-lit');
  expect(lit).toEqual([...variantPeersOf({ x: true })[pick.cell]].sort((a, b) => a - b));
  await page.keyboard.press(pick.d);
  await expect(cellOf(f, PLAY_BOARD, pick.cell).locator('.digit')).toHaveText(pick.d);
  expect(await classesOf(f, PLAY_BOARD, 'conflict'), 'the digit and the given on its diagonal clash').toEqual(
    [pick.cell, pick.given].sort((a, b) => a - b),
  );
  await expect(cellOf(f, PLAY_BOARD, pick.cell)).toHaveAttribute('aria-label', /clashes with another/);
  await restMouse(page);
  for (const [theme, name] of THEMES) {
    await setTheme(page, theme);
    await shot(page, `variant-x-play-clash-${name}.png`);
  }

  // Check my progress compares with the solution by the X rules (by the classic rules alone the puzzle has more than one):
  // the clashing digit is wrong, and the puzzle is not said to be without one solution.
  await f.locator('[data-key=check]').click();
  await expect(f.locator('.play-side .check')).toContainText(/you placed (is|are) wrong/, { timeout: 120000 });
  await expect(f.locator('.play-side')).not.toContainText(/more than one solution|no solution/i);

  // A killer's game, posted to the webview (the #cage lines are not read yet).
  const g = await panelFrame(page, PLAY_BOARD);
  await post(g, killerGame());
  const k = await panelFrame(page, 'h1:text-is("Killer")');
  await expect(k.locator(`${PLAY_BOARD} .cage-sum`)).toHaveCount(KILLER_CAGES.length);
  for (const [theme, name] of THEMES) {
    await setTheme(page, theme);
    await shot(page, `variant-killer-play-${name}.png`);
  }
  await setTheme(page, 'Light Modern');
});
