/** Driving VS Code's workbench as a user does: the quick input, editors, hovers, the Sudoku panel, themes. */
import * as path from 'path';
import { expect, type Frame, type Locator, type Page } from '@playwright/test';
import { ARTIFACTS } from './workspace';

/** A screenshot of the whole page into test-results/. */
export async function shot(page: Page, file: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, file) });
}

/**
 * Waits until `find` gives something, asking again as expect.poll does; then gives it. For what has no
 * locator of its own, such as a frame among the page's frames.
 */
export async function found<T>(message: string, find: () => Promise<T | undefined>, timeout = 30000): Promise<T> {
  let value: T | undefined;
  await expect.poll(async () => (value = await find()) !== undefined, { message, timeout }).toBe(true);
  return value as T;
}

/** Opens the workbench on `folder` and waits until it shows the folder's files. */
export async function openWorkbench(page: Page, serverUrl: string, folder: string): Promise<void> {
  await page.goto(`${serverUrl}/?folder=${encodeURIComponent(folder)}`);
  await page.locator('.monaco-workbench').waitFor({ timeout: 60000 });
  // The workbench is drawn before it has restored the folder: wait for the folder's files.
  await page
    .locator('.explorer-folders-view .monaco-list-row', { hasText: 'easy.sudoku' })
    .first()
    .waitFor({ state: 'visible', timeout: 60000 });
}

/** Opens the quick input with F1 and types `text` into it. */
async function quickInput(page: Page, text: string): Promise<void> {
  const input = page.locator('.quick-input-widget input');
  // While a webview that was just clicked takes the focus, F1 can be lost, or
  // the quick input can close again before it is typed into: open it again.
  await expect(async () => {
    await page.keyboard.press('F1');
    await input.waitFor({ state: 'visible', timeout: 10000 });
    await input.fill(text, { timeout: 10000 });
  }).toPass({ timeout: 60000 });
}

export async function command(page: Page, title: string): Promise<void> {
  const row = quickPickRow(page, title);
  // A command that a view registers as it opens may not be listed yet: open the palette again until it is.
  await expect(async () => {
    await quickInput(page, `>${title}`);
    await row.waitFor({ state: 'visible', timeout: 15000 });
  }).toPass({ timeout: 90000 });
  await row.click();
}

/** The quick pick's row whose label is exactly `label` (fuzzy ranking may put another first). */
export function quickPickRow(page: Page, label: string): Locator {
  const exact = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return page
    .locator('.quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: exact }) })
    .first();
}

/** Quick Open: a file by name (waiting for its row, as search may still be indexing), or ':N' to go to a line. */
export async function quickOpen(page: Page, text: string): Promise<void> {
  await quickInput(page, text);
  if (text.startsWith(':')) {
    // Enter before the line provider has read the number would go nowhere: wait for its row.
    await page
      .locator('.quick-input-list .monaco-list-row', { hasText: `Go to line ${text.slice(1)}` })
      .first()
      .waitFor({ state: 'visible', timeout: 30000 });
    await page.keyboard.press('Enter');
  } else {
    const row = quickPickRow(page, text);
    await row.waitFor({ state: 'visible', timeout: 30000 });
    await row.click();
    // The file's own tab (a panel's tab can be active in its group and name the file too).
    await page.locator(`.tab.active[data-resource-name=${JSON.stringify(text)}]`).waitFor({ timeout: 30000 });
  }
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
}

export const BOARD = '[role=grid][aria-label="Sudoku board"]';

/** The panel's document, inside the webview's nested iframes: the frame showing `selector` (by default, the board). */
export async function panelFrame(page: Page, selector = BOARD, timeout = 30000): Promise<Frame> {
  return found(
    `the Sudoku panel shows ${selector}`,
    async () => {
      for (const f of page.frames()) {
        if (
          await f
            .locator(selector)
            .count()
            .catch(() => 0)
        )
          return f;
      }
      return undefined;
    },
    timeout,
  );
}

/** Solves the puzzle on a line of a sample file and waits for its panel, titled `title`, to say Solved. */
export async function solvedPanel(page: Page, file: string, line: number, title: string, timeout: number): Promise<Frame> {
  await quickOpen(page, file);
  await quickOpen(page, `:${line}`);
  await command(page, 'Sudoku: Solve Puzzle');
  const f = await panelFrame(page, `h1:text-is(${JSON.stringify(title)})`, timeout);
  await f.locator('.status', { hasText: 'Solved' }).waitFor({ timeout });
  return f;
}

/** Picks a colour theme the way a user does, through Preferences: Color Theme. */
export async function setTheme(page: Page, theme: string): Promise<void> {
  // In a window just opened the picker can list no theme yet ("Browse Additional Color Themes..." alone): ask again.
  await expect(async () => {
    if (await page.locator('.quick-input-widget').isVisible()) await page.keyboard.press('Escape');
    await command(page, 'Preferences: Color Theme');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible' });
    await input.fill(theme);
    await quickPickRow(page, theme).click({ timeout: 15000 });
  }).toPass({ timeout: 120000 });
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
  // Wait until the workbench, and any webview, has taken the theme on: a loaded machine can be slow to repaint.
  // "Light High Contrast" is a light high-contrast theme (hc-light), not the dark one.
  const kind = /High Contrast/.test(theme) ? (/Light/.test(theme) ? 'hc-light' : 'hc-black') : /Dark/.test(theme) ? 'vs-dark' : 'vs';
  await page.locator(`.monaco-workbench.${kind}`).waitFor({ timeout: 30000 });
  const body = {
    'hc-black': 'vscode-high-contrast',
    'hc-light': 'vscode-high-contrast-light',
    'vs-dark': 'vscode-dark',
    vs: 'vscode-light',
  }[kind];
  // Our panel's frame is the one with #app; webviews carry the theme's kind as a class on their body.
  const panelsThemed = async () =>
    (
      await Promise.all(
        page
          .frames()
          .map((f) => f.evaluate((c) => !document.getElementById('app') || document.body.classList.contains(c), body).catch(() => true)),
      )
    ).every(Boolean);
  await expect.poll(panelsThemed, { message: `the Sudoku panel took on ${theme}`, timeout: 30000 }).toBe(true);
  await restMouse(page);
}

/** Whether the editor's context menu offers `label`: right-clicks the editor, reads the menu, closes it. */
export async function contextMenuOffers(page: Page, label: string): Promise<boolean> {
  await page.locator('.monaco-editor .view-lines').first().click({ button: 'right' });
  const menu = page.locator('.context-view .monaco-menu').first();
  await menu.waitFor({ state: 'visible', timeout: 30000 });
  const items = await menu.locator('.action-label').allInnerTexts();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden', timeout: 30000 });
  return items.some((t) => t.trim() === label);
}

/**
 * Moves the mouse where it shows no tooltip (the activity bar's empty middle):
 * left where a quick pick closed, it can hover a toolbar button whose tooltip
 * then covers part of the next screenshot.
 */
export async function restMouse(page: Page): Promise<void> {
  const height = page.viewportSize()?.height ?? 900;
  await page.mouse.move(24, Math.round(height * 0.6));
}

/**
 * Where character `index` of the first rendered editor line holding `lineText`
 * is on the page (`across` of the way along it); undefined while the line is
 * being drawn again.
 */
export async function charPoint(page: Page, lineText: string, index: number, across = 0.5): Promise<{ x: number; y: number } | undefined> {
  const text = page.locator('.monaco-editor .view-line', { hasText: lineText }).first().locator(':scope > span').first();
  await text.waitFor();
  const box = await text.boundingBox();
  if (!box) return undefined;
  const charWidth = box.width / ((await text.textContent()) ?? '').length;
  return { x: box.x + (index + across) * charWidth, y: box.y + box.height / 2 };
}

/**
 * Hovers character `index` of the first rendered editor line holding `lineText`; the hover's text once it
 * matches. The line is measured afresh on each try, as CodeLens arriving late can move it.
 */
export async function hoverAt(page: Page, lineText: string, index: number, says: RegExp): Promise<string> {
  const hover = page.locator('.monaco-hover', { hasText: says }).first();
  let text = '';
  await expect(async () => {
    // Drawn again as it was measured (lenses arriving): measure afresh.
    const point = await charPoint(page, lineText, index);
    if (!point) throw new Error(`the line holding ${lineText} is not on screen`);
    // Off the text first, until any earlier hover has gone, so that the move onto the character starts a new one.
    await page.mouse.move(5, 5);
    await page.locator('.monaco-editor .monaco-hover:visible').first().waitFor({ state: 'detached', timeout: 30000 });
    await page.mouse.move(point.x, point.y);
    await hover.waitFor({ state: 'visible', timeout: 15000 });
    text = await hover.innerText();
  }).toPass({ timeout: 120000 });
  return text;
}

// --- the panel ------------------------------------------------------------------

/** The caption under the board: which step is shown. */
export async function caption(f: Frame): Promise<string> {
  return ((await f.locator('.caption p').first().textContent()) ?? '').trim();
}

/** Checks that the panel's page is not scrolled and that its header, toolbar and board are in view. */
export async function checkAtTop(f: Frame): Promise<void> {
  const r = await f.evaluate(() => {
    const box = (s: string) => document.querySelector(s)?.getBoundingClientRect();
    const h1 = box('h1');
    const bar = box('[role=toolbar]');
    const grid = box('[role=grid]');
    return {
      scroll: (document.scrollingElement?.scrollTop ?? 0) + document.body.scrollTop + (document.getElementById('app')?.scrollTop ?? 0),
      h1: h1 && h1.top,
      bar: bar && bar.top,
      gridTop: grid && grid.top,
      gridBottom: grid && grid.bottom,
      height: window.innerHeight,
    };
  });
  expect(r.scroll, 'the panel is scrolled').toBe(0);
  expect(r.h1, 'the title is out of view').toBeGreaterThanOrEqual(0);
  expect(r.bar, 'the toolbar is out of view').toBeGreaterThanOrEqual(0);
  expect(r.gridTop, 'the board is not wholly in view').toBeGreaterThanOrEqual(0);
  expect(r.gridBottom, `the board is not wholly in view: ${r.gridTop}–${r.gridBottom} of ${r.height}`).toBeLessThanOrEqual(r.height + 1);
}

/** The board's cells as read from the webview: digit and how it was placed. */
export async function boardCells(f: Frame): Promise<{ digit: string; cls: string }[]> {
  return f
    .locator('[role=gridcell]')
    .evaluateAll((cells) => cells.map((c) => ({ digit: c.querySelector('.digit')?.textContent ?? '', cls: c.className })));
}

/** The panel's width, as its document sees it. */
export async function panelWidth(f: Frame): Promise<number> {
  return f.evaluate(() => window.innerWidth);
}

/**
 * Waits until the panel, `from` px wide before a resize, is laid out at the size its editor group now has: the
 * workbench lays the group out, moves the webview over it, and the webview's document takes the size, each in
 * its own time.
 */
export async function panelLaidOut(page: Page, f: Frame, from: number): Promise<void> {
  const outer = await f.parentFrame()?.frameElement();
  if (!outer) throw new Error('the panel is not inside a webview');
  const group = page
    .locator('.editor-group-container', { has: page.locator('.tab.active', { hasText: /^Sudoku: / }) })
    .locator('.editor-container')
    .first();
  await expect(async () => {
    const [workbench, editor, webview, inner] = await Promise.all([
      page.locator('.monaco-workbench').boundingBox(),
      group.boundingBox(),
      outer.boundingBox(),
      panelWidth(f),
    ]);
    const sizes = JSON.stringify({ workbench, editor, webview, inner });
    const laidOut =
      !!workbench &&
      !!editor &&
      !!webview &&
      Math.abs(workbench.width - (page.viewportSize()?.width ?? 0)) <= 1 &&
      Math.abs(webview.width - editor.width) <= 1 &&
      Math.abs(inner - webview.width) <= 1 &&
      inner !== from;
    expect(laidOut, `the panel did not follow its group (${from} px before): ${sizes}`).toBe(true);
  }).toPass({ timeout: 30000 });
}

/** Maximizes the play panel's editor group (its tab is "Play: …") and waits until the panel is laid out wider. */
export async function maximizePlay(page: Page, f: Frame): Promise<void> {
  await page
    .locator('.tab', { hasText: /^Play: / })
    .first()
    .click();
  const split = await panelWidth(f);
  await command(page, 'View: Toggle Maximize Editor Group');
  await restMouse(page);
  await expect
    .poll(() => panelWidth(f), { message: 'the play panel took its group’s new width', timeout: 30000 })
    .toBeGreaterThan(split + 100);
}
