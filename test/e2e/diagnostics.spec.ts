/** Diagnostics in the Problems panel, in a trusted folder and in Restricted Mode. */
import { test, startVsCode } from './fixtures';
import { command, openWorkbench, quickOpen, shot } from './workbench';

test('a duplicate given shows in the Problems panel', async ({ workbench: page }) => {
  await quickOpen(page, 'invalid.sudoku');
  await command(page, 'View: Toggle Problems');
  const problem = page.locator('.markers-panel .monaco-list-row', { hasText: 'Duplicate given' }).first();
  await problem.waitFor({ state: 'visible', timeout: 30000 });
  await shot(page, 'problems.png');
});

test('in an untrusted workspace (Restricted Mode) the extension still works', async ({ page, folder }) => {
  // The same installed extension in an untrusted folder (Restricted Mode): it runs no workspace code, so it works.
  const untrusted = await startVsCode({ name: 'untrusted', untrusted: true });
  try {
    await openWorkbench(page, untrusted.url, folder);
    await page.locator('.statusbar-item', { hasText: 'Restricted Mode' }).first().waitFor({ timeout: 30000 });
    await quickOpen(page, 'invalid.sudoku');
    await command(page, 'View: Toggle Problems');
    await page
      .locator('.markers-panel .monaco-list-row', { hasText: 'Duplicate given' })
      .first()
      .waitFor({ state: 'visible', timeout: 30000 });
    await shot(page, 'restricted-mode.png');
  } finally {
    await untrusted.server.stop();
  }
});
