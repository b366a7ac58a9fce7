/** New Puzzle: its three quick picks, progress, the puzzles it inserts, and its warning at the hardest band. */
import { expect, test } from './fixtures';
import { command, quickOpen, quickPickRow, shot } from './workbench';

test('New Puzzle from the command palette: three quick picks, progress, puzzles inserted (screenshots)', async ({ workbench: page }) => {
  await quickOpen(page, 'easy.sudoku');
  await page.locator('.monaco-editor .view-lines').first().waitFor();
  await quickOpen(page, ':1');
  await command(page, 'Sudoku: New Puzzle…');
  const title = page.locator('.quick-input-widget .quick-input-title');
  const choose = async (step: string, label: string) => {
    await title.filter({ hasText: step }).waitFor({ state: 'visible', timeout: 15000 });
    const row = quickPickRow(page, label);
    await row.waitFor({ state: 'visible', timeout: 15000 });
    if (step === '(1/3)') await shot(page, 'new-puzzle-pick.png');
    await row.click();
  };
  await choose('(1/3)', 'Easy');
  await choose('(2/3)', 'Rotational');
  await choose('(3/3)', '1');
  await page.locator('.monaco-editor .view-line', { hasText: '#L ' }).first().waitFor({ state: 'visible', timeout: 180000 });
  // The progress notification closes after the insert: shoot once it has gone.
  await page
    .locator('.notifications-toasts .notification-toast', { hasText: 'making new puzzles' })
    .first()
    .waitFor({ state: 'hidden', timeout: 60000 });
  await shot(page, 'new-puzzle-inserted.png');
  await command(page, 'File: Revert File');
});

test('New Puzzle at the diabolical band says symmetric puzzles that hard are seldom found (screenshot)', async ({ workbench: page }) => {
  await quickOpen(page, 'easy.sudoku');
  await page.locator('.monaco-editor .view-lines').first().waitFor();
  await command(page, 'Sudoku: New Puzzle…');
  const title = page.locator('.quick-input-widget .quick-input-title');
  const row = (label: string) => quickPickRow(page, label);
  await title.filter({ hasText: '(1/3)' }).waitFor({ state: 'visible', timeout: 15000 });
  await row('Diabolical').click();
  await title.filter({ hasText: '(2/3)' }).waitFor({ state: 'visible', timeout: 15000 });
  await row('Rotational').waitFor({ state: 'visible', timeout: 15000 });
  // The caveat is each symmetric row's second line; None, first, has none.
  for (const label of ['Rotational', 'Mirror', 'Diagonal']) {
    expect((await row(label).textContent()) ?? '', `${label} warns`).toMatch(/Seldom this hard/);
  }
  expect((await row('None').textContent()) ?? '', 'None warns too').not.toMatch(/Seldom/);
  const first = await page.locator('.quick-input-list .monaco-list-row').first().locator('.label-name').textContent();
  expect(first?.trim(), 'the first choice').toBe('None');
  await shot(page, 'new-puzzle-diabolical-symmetry.png');
  await page.keyboard.press('Escape');
  await title.waitFor({ state: 'hidden', timeout: 15000 });
});
