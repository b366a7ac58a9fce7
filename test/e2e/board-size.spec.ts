/**
 * The board keeps one size for a given panel size (#34 defect 6): stepping through captions of different
 * lengths, or through a hint's stages, never resizes it; beside the editor, alone, and in a short panel
 * (the bottom panel open), where the board stays readable and the page scrolls instead.
 */
import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { command, maximizePlay, panelFrame, panelLaidOut, panelWidth, quickOpen, restMouse, shot, solvedPanel } from './workbench';

/** The smallest readable cell (px): panel.css's --board-floor is nine of them and the grid's border. */
const CELL_FLOOR = 28;
const PLAY_BOARD = '[role=grid][aria-label="Your board"]';

interface Measure {
  board: number;
  height: number;
  cell: number;
  caption: number;
  panel: string;
  scrollable: boolean;
}

/** The board's size, after the frame that lays out the last change (the panel fits itself in a frame). */
function measure(f: Frame): Promise<Measure> {
  return f.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const g = document.querySelector('[role=grid]')!.getBoundingClientRect();
    const cell = document.querySelector('[role=gridcell]')!.getBoundingClientRect();
    // The words that change: the caption under the solve view's board, or the hint beside the play board.
    const words = document.querySelector('.caption') ?? document.querySelector('.play-side .hint');
    const root = document.scrollingElement ?? document.documentElement;
    return {
      board: Math.round(g.width * 10) / 10,
      height: Math.round(g.height * 10) / 10,
      cell: Math.round(cell.width * 10) / 10,
      caption: Math.round(words?.getBoundingClientRect().height ?? 0),
      panel: `${window.innerWidth}x${window.innerHeight}`,
      scrollable: root.scrollHeight > window.innerHeight + 1,
    };
  });
}

const log = (what: string, ms: Measure[]) =>
  console.log(
    `[e2e] ${what}: board ${ms.map((m) => m.board).join(' → ')} px; words ${ms.map((m) => m.caption).join(', ')} px; panel ${ms[0].panel}`,
  );

/** Steps the solve view through captions of different lengths; the board's size at each. */
async function stepThrough(f: Frame): Promise<Measure[]> {
  const out: Measure[] = [];
  await f.locator('[data-key=start]').click();
  await expect(f.locator('.caption p').first()).toHaveText(/^The givens|^Start/);
  out.push(await measure(f));
  // A chain step (heading, sentence, Eureka line), a single, and the chain step again.
  const chainStep = f
    .locator('.step-tree li', { hasText: /^\d+\. Forcing chain/ })
    .first()
    .locator('.line')
    .first();
  const firstStep = f.locator('.step-tree li', { hasText: /^1\. / }).first().locator('.line').first();
  for (const item of [chainStep, firstStep, chainStep]) {
    await item.click();
    await expect(f.locator('.step-tree li.selected > .line').first()).toHaveText((await item.textContent()) ?? '');
    out.push(await measure(f));
  }
  return out;
}

/** Soft: a run goes on through every layout, so that it measures them all. */
function expectOneSize(ms: Measure[], where: string): void {
  const sizes = new Set(ms.map((m) => m.board));
  expect(new Set(ms.map((m) => m.caption)).size, `${where}: the words under the board changed length`).toBeGreaterThan(1);
  expect.soft([...sizes], `${where}: the board keeps one size (${ms.map((m) => m.board).join(' → ')})`).toHaveLength(1);
  for (const m of ms) {
    expect.soft(Math.abs(m.board - m.height), `${where}: square`).toBeLessThanOrEqual(1);
    expect.soft(m.cell, `${where}: cells are readable`).toBeGreaterThanOrEqual(CELL_FLOOR);
  }
}

/** Opens the bottom panel (a terminal) and waits for the Sudoku panel to be laid out shorter. */
async function openBottomPanel(page: Page, f: Frame): Promise<void> {
  const before = await f.evaluate(() => window.innerHeight);
  await command(page, 'View: Toggle Panel Visibility');
  await page.locator('.part.panel').first().waitFor({ state: 'visible', timeout: 30000 });
  await restMouse(page);
  await expect.poll(() => f.evaluate(() => window.innerHeight), { timeout: 30000 }).toBeLessThan(before);
}

/** In a short panel: the board at least the floor, and the page scrolls to what lies beneath it. */
async function expectScrolls(f: Frame, m: Measure, where: string): Promise<void> {
  expect.soft(m.cell, `${where}: cells stay readable (${JSON.stringify(m)})`).toBeGreaterThanOrEqual(CELL_FLOOR);
  expect.soft(m.scrollable, `${where}: the page scrolls (${JSON.stringify(m)})`).toBe(true);
  const scrolled = await f.evaluate(async () => {
    const root = document.scrollingElement ?? document.documentElement;
    root.scrollTop = root.scrollHeight;
    await new Promise((r) => requestAnimationFrame(r));
    const top = root.scrollTop;
    root.scrollTop = 0;
    return top;
  });
  expect.soft(scrolled, `${where}: the page scrolled`).toBeGreaterThan(0);
}

test('the solve view keeps one board size whatever the caption: beside the editor, alone, short (screenshots)', async ({
  workbench: page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const f = await solvedPanel(page, 'chains.sudoku', 1, 'top95 #4', 60000);
  const beside = await stepThrough(f);
  log('solve, beside the editor', beside);
  expectOneSize(beside, 'beside the editor');
  await shot(page, 'board-size-solve-beside.png');
  // Short: the bottom panel open.
  await openBottomPanel(page, f);
  const short = await stepThrough(f);
  log('solve, beside the editor, bottom panel open', short);
  expectOneSize(short, 'beside the editor, bottom panel open');
  await expectScrolls(f, short[1], 'beside the editor, bottom panel open');
  await shot(page, 'board-size-solve-beside-short.png');
  await command(page, 'View: Toggle Panel Visibility');
  await page.locator('.part.panel').first().waitFor({ state: 'hidden', timeout: 30000 });
  // Alone: the panel's group maximized.
  await page.locator('.tab', { hasText: 'Sudoku: top95 #4' }).first().click();
  const split = await panelWidth(f);
  await command(page, 'View: Toggle Maximize Editor Group');
  await panelLaidOut(page, f, split);
  const alone = await stepThrough(f);
  log('solve, alone', alone);
  expectOneSize(alone, 'alone');
  expect.soft(alone[0].board, 'alone, the board is bigger than beside the editor').toBeGreaterThan(beside[0].board);
  await shot(page, 'board-size-solve-alone.png');
  // Alone in a short window.
  await page.setViewportSize({ width: 1400, height: 480 });
  await restMouse(page);
  await expect.poll(() => f.evaluate(() => window.innerHeight), { timeout: 30000 }).toBeLessThan(400);
  const low = await stepThrough(f);
  log('solve, alone, 1400x480', low);
  expectOneSize(low, 'alone, 1400×480');
  await expectScrolls(f, low[1], 'alone, 1400×480');
  await shot(page, 'board-size-solve-alone-short.png');
});

test('the play board keeps one size through a hint and fills its box: beside the editor, alone, short (screenshots)', async ({
  workbench: page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await quickOpen(page, 'easy.sudoku');
  await quickOpen(page, ':4');
  await command(page, 'Sudoku: Play Puzzle');
  const f = await panelFrame(page, PLAY_BOARD, 60000);
  await f.getByRole('button', { name: 'Fill candidates' }).click();
  const hintStages = async (): Promise<Measure[]> => {
    const out = [await measure(f)];
    for (let stage = 1; stage <= 4; stage++) {
      await f.locator('[data-key="hint"]').click();
      await expect(f.locator('.hint-text')).toContainText(`Hint ${stage} of 4`);
      out.push(await measure(f));
    }
    // The hint dropped: Undo takes back Fill candidates and the words go.
    await f.getByRole('button', { name: 'Undo' }).click();
    await expect(f.locator('.hint-text')).toHaveCount(0);
    await f.getByRole('button', { name: 'Redo' }).click();
    return out;
  };
  const noGap = async (where: string) => {
    const gap = await f.evaluate(() => {
      const wrap = document.querySelector('.board-wrap')!.getBoundingClientRect();
      const g = document.querySelector('[role=grid]')!.getBoundingClientRect();
      return Math.round(wrap.bottom - g.bottom);
    });
    expect.soft(gap, `${where}: no empty space under the board inside its box`).toBeLessThanOrEqual(2);
  };
  const beside = await hintStages();
  log('play, beside the editor', beside);
  expectOneSize(beside, 'play beside the editor');
  await noGap('play beside the editor');
  await shot(page, 'board-size-play-beside.png');
  await openBottomPanel(page, f);
  const short = await hintStages();
  log('play, beside the editor, bottom panel open', short);
  expectOneSize(short, 'play beside the editor, bottom panel open');
  await expectScrolls(f, short[2], 'play beside the editor, bottom panel open');
  await shot(page, 'board-size-play-beside-short.png');
  await command(page, 'View: Toggle Panel Visibility');
  await page.locator('.part.panel').first().waitFor({ state: 'hidden', timeout: 30000 });
  await maximizePlay(page, f);
  const alone = await hintStages();
  log('play, alone', alone);
  expectOneSize(alone, 'play alone');
  await noGap('play alone');
  await shot(page, 'board-size-play-alone.png');
});
