/** The panel's layout, wide and narrow, in light, dark and high-contrast themes: the README's screenshots. */
import { expect, test } from './fixtures';
import { caption, checkAtTop, command, panelLaidOut, panelWidth, restMouse, setTheme, shot, solvedPanel } from './workbench';

test('the panel in light, dark and high-contrast themes, wide (screenshots)', async ({ workbench: page }) => {
  const frame = await solvedPanel(page, 'easy.sudoku', 4, 'Easy 1', 60000);
  // The panel's editor group, maximized: a wide panel, the steps beside the board.
  await page.locator('.tab', { hasText: 'Sudoku: Easy 1' }).first().click();
  await page.locator('.tab.active', { hasText: 'Sudoku: Easy 1' }).first().waitFor({ timeout: 30000 });
  const split = await panelWidth(frame);
  await command(page, 'View: Toggle Maximize Editor Group');
  await panelLaidOut(page, frame, split);
  const wide = await frame.evaluate(() => {
    const g = document.querySelector('[role=grid]')!.getBoundingClientRect();
    const side = document.querySelector('.side')!.getBoundingClientRect();
    return { gridRight: g.right, sideLeft: side.left, sideTop: side.top, gridTop: g.top, w: g.width, h: g.height };
  });
  const beside = wide.sideLeft >= wide.gridRight && Math.abs(wide.sideTop - wide.gridTop) <= 200;
  expect(beside, `the steps are beside the board: ${JSON.stringify(wide)}`).toBe(true);
  expect(wide.w >= 450 && Math.abs(wide.w - wide.h) <= 2, `the board grew square: ${wide.w}×${wide.h}`).toBe(true);
  await checkAtTop(frame);
  // The README's picture: a step early on, its cells highlighted among the pencil marks.
  await frame.locator('[role=treeitem]', { hasText: /^3\. / }).first().click();
  await expect.poll(() => caption(frame), { timeout: 30000 }).toMatch(/^Step 3 of 49/);
  for (const [theme, file] of [
    ['Light Modern', 'panel-light.png'],
    ['Dark Modern', 'panel-dark.png'],
    ['Light High Contrast', 'panel-high-contrast-light.png'],
    ['Dark High Contrast', 'panel-high-contrast.png'],
  ]) {
    await setTheme(page, theme);
    await shot(page, file);
  }
  // The pencil-marks toggle tells its state in high contrast too: its text and border change.
  const toggle = frame.locator('[data-key=pencil]');
  const look = () => toggle.evaluate((b) => ({ text: b.textContent, border: getComputedStyle(b).borderStyle }));
  const before = await look();
  await toggle.click();
  const after = await look();
  expect(after.text, 'the toggle says its state').not.toBe(before.text);
  expect(after.border, 'the toggle shows its state in its border').not.toBe(before.border);
  await shot(page, 'panel-high-contrast-pencil-off.png');
  await toggle.click();
  await setTheme(page, 'Light Modern');
});

test('a narrow panel puts the steps below the board, and both stay usable (screenshots)', async ({ workbench: page }) => {
  // A narrow window, without the side bar: the panel is about 420 px wide. One change at a time, each
  // followed to the panel, so that a step between is not taken for the end.
  const f = await solvedPanel(page, 'easy.sudoku', 4, 'Easy 1', 60000);
  const wide = await panelWidth(f);
  await command(page, 'View: Toggle Primary Side Bar Visibility');
  await page.locator('.part.sidebar').waitFor({ state: 'hidden', timeout: 30000 });
  await panelLaidOut(page, f, wide);
  const noSideBar = await panelWidth(f);
  await page.setViewportSize({ width: 900, height: 950 });
  await restMouse(page);
  await panelLaidOut(page, f, noSideBar);
  const r = await f.evaluate(() => {
    const g = document.querySelector('[role=grid]')!.getBoundingClientRect();
    const side = document.querySelector('.side')!.getBoundingClientRect();
    return { gridBottom: g.bottom, sideTop: side.top, w: g.width, h: g.height, panel: window.innerWidth };
  });
  expect(r.sideTop, `the steps are below the board (${JSON.stringify(r)})`).toBeGreaterThanOrEqual(r.gridBottom);
  expect(Math.abs(r.w - r.h), `the board is square: ${r.w}×${r.h}`).toBeLessThanOrEqual(2);
  await checkAtTop(f);
  await shot(page, 'panel-narrow-light.png');
  await setTheme(page, 'Dark Modern');
  await checkAtTop(f);
  await shot(page, 'panel-narrow-dark.png');
  await setTheme(page, 'Light Modern');
});
