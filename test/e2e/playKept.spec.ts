/**
 * What Play keeps in the file, seen from the workbench: the time played is
 * written under the puzzle with the progress when the panel closes, read back
 * when the puzzle is played again, and a game brought back by a window reload
 * goes on from the file's time (never from 0 over it).
 */
import * as fs from 'fs';
import * as path from 'path';
import type { Page } from '@playwright/test';
import { EMPTY, PLAY_BOARD, SOLUTION, openPlay } from './playPage';
import { expect, test } from './fixtures';
import { command, panelFrame, quickOpen } from './workbench';

const editorText = async (page: Page) => (await page.locator('.view-lines').first().innerText()).replace(/\u00a0/g, ' ');
/** The seconds of the `#time` line the editor shows, once there is one. */
const timeShown = async (page: Page) => {
  const m = /#time (\d+):(\d\d)/.exec(await editorText(page));
  return m ? Number(m[1]) * 60 + Number(m[2]) : -1;
};

/** Closes the panel by its tab's close button: the game ends, and its time is written. */
async function closePanel(page: Page): Promise<void> {
  const tab = page.locator('.tab', { hasText: 'Play:' });
  await tab.click();
  await tab.locator('.codicon-close').click();
  await expect(tab).toHaveCount(0, { timeout: 30000 });
}

test('the time played is kept in the file, and a game brought back by a reload goes on from it', async ({ workbench: page, folder }) => {
  let f = await openPlay(page);
  await f.locator(`${PLAY_BOARD} [data-cell="${EMPTY[0]}"]`).click();
  await page.keyboard.press(SOLUTION[EMPTY[0]]);
  await expect.poll(() => editorText(page), { timeout: 30000 }).toContain('#progress');
  await closePanel(page);
  // The time is on the line under #progress (line 6): a second at least has passed since Play opened.
  await expect.poll(() => timeShown(page), { timeout: 30000 }).toBeGreaterThan(0);
  // Forty minutes, by hand: Play reads it back.
  await command(page, 'View: Focus First Editor Group');
  await quickOpen(page, ':6');
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await page.keyboard.type('#time 40:00');
  f = await openPlay(page);
  await f.locator(`${PLAY_BOARD} [data-cell="${EMPTY[1]}"]`).click();
  await page.keyboard.press(SOLUTION[EMPTY[1]]);
  await expect.poll(() => editorText(page), { timeout: 30000 }).toContain(`+${SOLUTION[EMPTY[1]]}`);
  expect(await timeShown(page)).toBeGreaterThanOrEqual(40 * 60);
  await command(page, 'File: Save All Files');
  await expect.poll(() => fs.readFileSync(path.join(folder, 'easy.sudoku'), 'utf8'), { timeout: 30000 }).toMatch(/#time 40:\d\d/);
  // Reloaded with the panel open: the game comes back from the page's saved state, its time from the file.
  const reloaded = page.waitForEvent('framenavigated', { predicate: (fr) => fr === page.mainFrame(), timeout: 60000 });
  await command(page, 'Developer: Reload Window');
  await reloaded;
  await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
  // Should the panel not come back (its tab restored later than the wait), Play brings the game back from the file.
  await panelFrame(page, PLAY_BOARD, 90000).catch(async () => openPlay(page));
  await closePanel(page);
  await command(page, 'File: Save All Files');
  await expect
    .poll(
      () => {
        const m = /#time (\d+):(\d\d)/.exec(fs.readFileSync(path.join(folder, 'easy.sudoku'), 'utf8'));
        return m ? Number(m[1]) * 60 + Number(m[2]) : -1;
      },
      { timeout: 30000 },
    )
    .toBeGreaterThanOrEqual(40 * 60);
});
