/** Editing .sudoku files: typing a grid by hand, and CodeLens following its setting. */
import * as fs from 'fs';
import * as path from 'path';
import { expect, test } from './fixtures';
import { command, quickOpen, shot } from './workbench';

test('typing a grid by hand never merges rows (no word suggestions accepted by Enter)', async ({ workbench: page, folder }) => {
  await quickOpen(page, 'typed.sudoku');
  await page.locator('.monaco-editor .view-lines').first().click();
  const rows = [
    '5 3 . | . 7 . | . . .',
    '------+-------+------',
    '6 . . | 1 9 5 | . . .',
    '------+-------+------',
    '. 9 8 | . . . | . 6 .',
    '------+-------+------',
  ];
  const widget = page.locator('.monaco-editor .suggest-widget');
  for (const row of rows) {
    await page.keyboard.type(row, { delay: 15 });
    // Whether a suggestion could be taken by the Enter that follows: asked for outright, the suggest widget
    // answers one way or the other (words, or "No suggestions."), so no wait for a widget that may not come.
    await page.keyboard.press('Control+Space');
    const answer = widget.locator('.message:visible, .monaco-list-row:visible').first();
    await expect(answer, `suggestions offered after typing "${row}"`).toHaveText(/No suggestions/);
    await page.keyboard.press('Escape');
    await expect(widget).toBeHidden();
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Control+S');
  // The save is a write the test can read half done: wait for the whole text.
  const file = path.join(folder, 'typed.sudoku');
  await expect.poll(() => fs.readFileSync(file, 'utf8'), { message: 'the typed text as saved' }).toBe(`${rows.join('\n')}\n`);
});

test('turning CodeLens off and on takes effect at once in an open editor', async ({ workbench: page, vscode }) => {
  await quickOpen(page, 'easy.sudoku');
  const lenses = page.locator('.editor-group-container').first().locator('.codelens-decoration', { hasText: 'Solve' });
  await lenses.first().waitFor({ state: 'visible', timeout: 30000 });
  // The Settings editor in a second group, so that the .sudoku editor stays open and visible.
  await command(page, 'View: Split Editor Right');
  await command(page, 'Preferences: Open Settings (UI)');
  const toggle = async (on: boolean) => {
    await page.locator('.settings-editor').waitFor({ state: 'visible', timeout: 30000 });
    await page.keyboard.press('Control+A');
    await page.keyboard.type('sudoku.codeLens.enabled');
    const row = page.locator('.settings-editor .setting-item-bool', { hasText: 'Show Solve and Candidates' });
    const box = row.locator('.setting-value-checkbox').first();
    // The list redraws as the search is typed: a click can land on the row it replaces, so check it took,
    // on our row (the search also finds other extensions' CodeLens settings, some of them off).
    await expect(async () => {
      await box.waitFor({ state: 'visible', timeout: 30000 });
      if ((await box.getAttribute('aria-checked')) === String(on)) return;
      await box.click();
      await row.locator(`.setting-value-checkbox[aria-checked="${on}"]`).first().waitFor({ timeout: 5000 });
    }).toPass({ timeout: 90000 });
  };
  // The Settings editor writes settings.json after the click shows: wait for the file, so that a slow write
  // is told apart from lenses that do not follow the setting.
  const settingsFile = path.join(vscode.userDataDir, 'User', 'settings.json');
  const written = (on: boolean) =>
    expect
      .poll(() => /"sudoku\.codeLens\.enabled"\s*:\s*(true|false)/.exec(fs.readFileSync(settingsFile, 'utf8'))?.[1] ?? 'true', {
        message: 'sudoku.codeLens.enabled in settings.json',
      })
      .toBe(String(on));
  await toggle(false);
  await written(false);
  await lenses.first().waitFor({ state: 'detached', timeout: 60000 });
  await shot(page, 'codelens-off.png');
  await toggle(true);
  await written(true);
  await lenses.first().waitFor({ state: 'visible', timeout: 60000 });
});
