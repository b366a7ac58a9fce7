/** Text from a document is shown as text: never run in the panel, never a live link in a notification or hover. */
import { expect, test } from './fixtures';
import { command, hoverAt, panelFrame, quickOpen, shot } from './workbench';
import { EVIL } from './workspace';
import { puzzleTitle } from '../../src/core/phrases';

test('text from the document is shown as text in the panel, never run', async ({ workbench: page }) => {
  await quickOpen(page, 'evil.sudoku');
  await quickOpen(page, ':3');
  await command(page, 'Sudoku: Solve Puzzle');
  const f = await panelFrame(page);
  const title = f.locator('h1').first();
  await title.waitFor();
  const shown = await title.textContent();
  // Literally, as the title everywhere is: a long name cut after TITLE_MAX characters.
  const literal = puzzleTitle({ name: EVIL, line: 2 });
  expect(EVIL.startsWith(literal.replace(/…$/, '')), `the title is the name, cut short: ${literal}`).toBe(true);
  expect(shown, 'the title, shown literally').toBe(literal);
  await expect(f.locator('img'), 'an <img> element made from document text').toHaveCount(0);
  expect(await f.evaluate(() => document.title), 'a script from the document ran').not.toBe('pwned');
  const csp = await f.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '');
  expect(csp, 'the CSP allows scripts by nonce').toMatch(/script-src 'nonce-[0-9a-f]+'/);
  expect(csp, 'the CSP is weak').not.toMatch(/unsafe-inline|unsafe-eval/);
});

test('a puzzle name puts no live link in a notification, a progress title or a hover', async ({ workbench: page }) => {
  await quickOpen(page, 'hostile.sudoku');
  await quickOpen(page, ':1');
  await command(page, 'Sudoku: Check Puzzle');
  const toast = page.locator('.notifications-toasts .notification-list-item', { hasText: 'exactly one solution' }).first();
  await toast.waitFor({ state: 'visible', timeout: 30000 });
  const message = toast.locator('.notification-list-item-message');
  expect(await message.innerText(), "the puzzle's name in the message").toMatch(/click me/);
  await expect(message.locator('a'), "live links made from the puzzle's name in the notification").toHaveCount(0);
  await shot(page, 'hostile-notification.png');
  await command(page, 'Notifications: Clear All Notifications');
  // The hover over the same puzzle's name (character 84, inside "click"): the name shows, as text.
  // Its lenses first: arriving after the line was measured, they would move it from under the mouse.
  await page.locator('.monaco-editor .codelens-decoration', { hasText: 'Solve' }).first().waitFor({ state: 'visible', timeout: 60000 });
  await hoverAt(page, 'click me', 84, /givens/);
  const hover = page.locator('.monaco-hover', { hasText: 'givens' }).first();
  const links = await hover.locator('a').count();
  expect(links, `live links in the hover: ${links ? await hover.innerHTML() : ''}`).toBe(0);
  await page.mouse.move(5, 5);
  await page.keyboard.press('Escape');
});
