/** The technique lab in the browser: Test Technique's table in the panel, an unsound technique's diagnostic, and Restricted Mode. */
import * as fs from 'fs';
import * as path from 'path';
import type { Frame, Page } from '@playwright/test';
import { expect, startVsCode, test, webTest } from './fixtures';
import { command, hoverAt, openWorkbench, panelFrame, quickOpen, quickPickRow, shot } from './workbench';
import { ROOT } from './workspace';
import { newTechniqueText } from '../../src/features/lab/labModel';
import { UNSOUND } from '../helpers/badTechniques';

/** Runs Test Technique on File with a technique open, on a file picked from the list; the panel's frame once its table is drawn. */
async function testTechniqueOn(page: Page, technique: string, puzzles: string): Promise<Frame> {
  await quickOpen(page, technique);
  await command(page, 'Sudoku: Test Technique on File');
  const row = quickPickRow(page, puzzles);
  await row.waitFor({ state: 'visible', timeout: 30000 });
  await row.click();
  return panelFrame(page, 'table.report', 300000);
}

function writeTechnique(folder: string, name: string, text: string): void {
  fs.mkdirSync(path.join(folder, '.sudoku-techniques'), { recursive: true });
  fs.writeFileSync(path.join(folder, '.sudoku-techniques', name), text);
}

/** The first `n` puzzles of top95, one a line, each named. */
function hardPuzzles(n: number): string {
  const lines = fs
    .readFileSync(path.join(ROOT, 'test', 'data', 'top95.txt'), 'utf8')
    .split(/\r?\n/)
    .filter((l) => /^[0-9.]{81}/.test(l))
    .slice(0, n);
  return `# ${n} hard puzzles\n${lines.map((p, i) => `${p.slice(0, 81)} top95 #${i + 1}`).join('\n')}\n`;
}

test('Test Technique on File shows its table in the panel, each row a link to its puzzle (screenshot)', async ({
  page,
  vscode,
  folder,
}) => {
  writeTechnique(folder, 'my-fish.sql', newTechniqueText('My fish'));
  fs.writeFileSync(path.join(folder, 'hard.sudoku'), hardPuzzles(4));
  // A laptop's window: the panel beside the editor is narrow (it was clipped there).
  await page.setViewportSize({ width: 1280, height: 900 });
  await openWorkbench(page, vscode.url, folder);
  const f = await testTechniqueOn(page, 'my-fish.sql', 'hard.sudoku');
  const rows = f.locator('table.report tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(page.locator('.editor-group-container'), 'the panel beside the editor').toHaveCount(2);
  // Every column in view: the table fits the panel beside the editor, its right edge inside the panel's width.
  const scroller = f.locator('.table-scroll');
  const fit = await scroller.evaluate((e) => ({
    scrolls: e.scrollWidth > e.clientWidth + 1,
    right: Math.round(document.querySelector('table.report')!.getBoundingClientRect().right),
    panel: document.documentElement.clientWidth,
  }));
  expect(fit.panel, 'the panel is narrow, beside the editor').toBeLessThan(620);
  expect(fit.scrolls, 'the table fits without scrolling sideways').toBe(false);
  expect(fit.right, `the table's right edge inside the panel (${JSON.stringify(fit)})`).toBeLessThanOrEqual(fit.panel);
  // The Rating column says which is which.
  await expect(f.locator('table.report th').nth(5)).toHaveText('Rating before → after');
  await expect(f.locator('h1')).toHaveText('My fish on hard.sudoku');
  await expect(f.locator('.facts')).toContainText(/Fires on [1-4] of 4 puzzles/);
  await expect(f.locator('table.report')).toHaveAttribute('aria-label', 'The technique, puzzle by puzzle');
  await shot(page, 'lab-report.png');
  // The third row's link opens its puzzle's line (line 4 of the file: a comment comes first).
  await f.locator('table.report button.link', { hasText: /^4$/ }).click();
  await page.locator('.tab.active[data-resource-name="hard.sudoku"]').waitFor({ timeout: 30000 });
  await page
    .locator('.statusbar-item', { hasText: /^Ln 4, Col 1$/ })
    .first()
    .waitFor({ timeout: 30000 });
});

test('an unsound technique, caught in a solve, is a problem of its file with the puzzle beside it (screenshot)', async ({
  page,
  vscode,
  folder,
}) => {
  writeTechnique(folder, 'strike-them-all.sql', UNSOUND);
  await openWorkbench(page, vscode.url, folder);
  await quickOpen(page, 'easy.sudoku');
  await quickOpen(page, ':4');
  await command(page, 'Sudoku: Solve Puzzle');
  const f = await panelFrame(page);
  await f.locator('.status', { hasText: 'Solved' }).waitFor({ timeout: 120000 });
  await command(page, 'View: Close All Editors');
  await quickOpen(page, 'strike-them-all.sql');
  await command(page, 'View: Toggle Problems');
  const problem = page.locator('.markers-panel .monaco-list-row', { hasText: /unsound/ }).first();
  await problem.waitFor({ state: 'visible', timeout: 60000 });
  // The message, its grid and the related location beneath: the panel made tall enough for them all.
  await command(page, 'View: Toggle Maximized Panel');
  await expect(page.locator('.markers-panel .monaco-list-row', { hasText: /The puzzle Easy 1, on line 4/ }).first()).toBeVisible();
  await shot(page, 'lab-unsound-problems.png');
  await command(page, 'View: Toggle Maximized Panel');
  await command(page, 'View: Toggle Problems');
  const hover = await hoverAt(page, 'INSERT INTO found (act', 2, /unsound/);
  expect(hover, 'the message names the wrong elimination').toMatch(/r1c1/);
  expect(hover, 'the position as a pencil-mark grid').toMatch(/\|.*\|/);
  await shot(page, 'lab-unsound-hover.png');
});

test('in an untrusted workspace no technique is loaded, and the user is told why, once', async ({ page, folder }) => {
  writeTechnique(folder, 'strike-them-all.sql', UNSOUND);
  const untrusted = await startVsCode({ name: 'lab-untrusted', untrusted: true });
  try {
    await openWorkbench(page, untrusted.url, folder);
    await page.locator('.statusbar-item', { hasText: 'Restricted Mode' }).first().waitFor({ timeout: 30000 });
    await quickOpen(page, 'easy.sudoku');
    const told = page.locator('.notifications-toasts .notification-list-item', {
      hasText: /was not loaded, because this workspace is not trusted/,
    });
    await told.first().waitFor({ state: 'visible', timeout: 60000 });
    await shot(page, 'lab-untrusted.png');
    // A solve runs without it: the technique file gets no problem from it.
    await quickOpen(page, ':4');
    await command(page, 'Sudoku: Solve Puzzle');
    const f = await panelFrame(page);
    await f.locator('.status', { hasText: 'Solved' }).waitFor({ timeout: 120000 });
    await command(page, 'View: Toggle Problems');
    await expect(page.locator('.markers-panel .monaco-list-row', { hasText: /unsound/ })).toHaveCount(0);
    await expect(told, 'told once').toHaveCount(1);
  } finally {
    await untrusted.server.stop();
  }
});

webTest(
  'in the web worker extension host too: techniques read from the workspace, checked, and tested on a file',
  async ({ page, webVscode, folder }) => {
    writeTechnique(folder, 'my-fish.sql', newTechniqueText('My fish'));
    writeTechnique(folder, 'broken.sql', '-- Technique: Broken\n-- Rating: 5.0\n-- Rule: none.\n\nINSERT INTO found SELEC 1;\n');
    fs.writeFileSync(path.join(folder, 'hard.sudoku'), hardPuzzles(2));
    await openWorkbench(page, webVscode.url, folder);
    // A Sudoku file wakes the extension (a technique file alone does not: it starts only where Sudoku is used).
    await quickOpen(page, 'easy.sudoku');
    await command(page, 'View: Toggle Problems');
    await page
      .locator('.markers-panel .monaco-list-row', { hasText: /syntax error/ })
      .first()
      .waitFor({ state: 'visible', timeout: 60000 });
    await command(page, 'View: Toggle Problems');
    const f = await testTechniqueOn(page, 'my-fish.sql', 'hard.sudoku');
    await expect(f.locator('table.report tbody tr')).toHaveCount(2);
    await expect(f.locator('.facts')).toContainText(/Fires on [12] of 2 puzzles/);
    await shot(page, 'lab-report-web.png');
  },
);
