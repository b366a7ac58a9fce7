/** Share: exporting a board, and the path told afterwards. */
import * as fs from 'fs';
import * as path from 'path';
import { expect, test } from './fixtures';
import { command, quickOpen, shot } from './workbench';
import { HOSTILE_DIR } from './workspace';

test('a path shown after an export keeps icon and link syntax as text', async ({ workbench: page, folder }) => {
  await quickOpen(page, 'shared.sudoku');
  await quickOpen(page, ':1');
  await command(page, 'Sudoku: Export Board as SVG…');
  // The save dialog, with the default name next to the puzzle's file.
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible', timeout: 15000 });
  // The dialog shows the folder first and adds the file's name once it has read the folder.
  await expect(input, 'the save dialog offers Shared.svg').toHaveValue(/\/Shared\.svg$/);
  await page.keyboard.press('Enter');
  const item = page.locator('.statusbar-item', { hasText: 'saved' }).first();
  await item.waitFor({ state: 'visible', timeout: 30000 });
  expect(await item.innerText(), "the folder's name, shown as typed").toMatch(/\$\u200b?\(bug\)/);
  const markup = (await item.locator('.codicon-bug').count()) + (await item.locator('a[href*="command:"]').count());
  expect(markup, `the status bar rendered the path as markup: ${markup ? await item.innerHTML() : ''}`).toBe(0);
  const dir = path.join(folder, HOSTILE_DIR);
  expect(fs.readdirSync(dir), `Shared.svg in ${dir}`).toContain('Shared.svg');
  await shot(page, 'hostile-status-bar.png');
});
