/** What the browser tests share: the workspace, Chromium, and driving VS Code's UI as a user does. */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Browser, Frame, Locator, Page, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './codeServer';

export const ROOT = path.resolve(__dirname, '../..');
export const ARTIFACTS = path.join(ROOT, 'test-results');
export const log = (s: string) => console.log(`[e2e] ${s}`);

export interface Result {
  name: string;
  ok: boolean;
  error?: string;
}

/**
 * A runner of named checks: each passes or fails on its own, into `results`,
 * with its name behind `prefix`. A failure is logged with its message and,
 * when there is a page, a screenshot named `shot` and its number.
 */
export function checker(results: Result[], o: { prefix?: string; page?: Page; shot?: string; only?: RegExp } = {}) {
  return async (name: string, fn: () => Promise<void>): Promise<void> => {
    if (o.only && !o.only.test(name)) return;
    const full = `${o.prefix ?? ''}${name}`;
    try {
      await fn();
      results.push({ name: full, ok: true });
      log(`✔ ${full}`);
    } catch (err) {
      results.push({ name: full, ok: false, error: (err as Error).stack ?? String(err) });
      log(`✘ ${full}: ${(err as Error).message}`);
      if (o.page) {
        const shot = path.join(ARTIFACTS, `${o.shot ?? 'failed'}-${results.length}.png`);
        await o.page.screenshot({ path: shot }).catch(() => undefined);
        log(`  screenshot: ${shot}`);
      }
    }
  };
}

export function workspace(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-ws-'));
  for (const f of fs.readdirSync(path.join(ROOT, 'samples'))) fs.copyFileSync(path.join(ROOT, 'samples', f), path.join(dir, f));
  return dir;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}

/** Opens the quick input with F1 and types `text` into it. */
async function quickInput(page: Page, text: string): Promise<void> {
  const input = page.locator('.quick-input-widget input');
  // While a webview that was just clicked takes the focus, F1 can be lost, or
  // the quick input can close again before it is typed into: open it again.
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press('F1');
    try {
      await input.waitFor({ state: 'visible', timeout: 10000 });
      await input.fill(text, { timeout: 10000 });
      return;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

export async function command(page: Page, title: string): Promise<void> {
  await quickInput(page, `>${title}`);
  const row = quickPickRow(page, title);
  await row.waitFor({ state: 'visible', timeout: 15000 });
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
    await page.locator('.tab.active', { hasText: text }).waitFor({ timeout: 30000 });
  }
  await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
}

/**
 * Reads `read` until `done` holds of what it gives, every `every` ms, for up to `ms`; then fails with `what`
 * and the last reading (for what the page or a file shows in its own time, with no event to wait on).
 */
export async function until<T>(
  page: Page,
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  ms = 30000,
  every = 250,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(value)}`);
    await page.waitForTimeout(every);
  }
}

/** The panel's document, inside the webview's nested iframes: the frame showing `selector` (by default, the board). */
export async function panelFrame(page: Page, selector = '[role=grid][aria-label="Sudoku board"]', ms = 30000): Promise<Frame> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    for (const f of page.frames()) {
      if (
        await f
          .locator(selector)
          .count()
          .catch(() => 0)
      )
        return f;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`The Sudoku panel did not show ${selector}`);
}

/** Solves the puzzle on a line of a sample file and waits for its panel, titled `title`, to say Solved. */
export async function solvedPanel(page: Page, file: string, line: number, title: string, ms: number): Promise<Frame> {
  await quickOpen(page, file);
  await quickOpen(page, `:${line}`);
  await command(page, 'Sudoku: Solve Puzzle');
  const f = await panelFrame(page, `h1:text-is(${JSON.stringify(title)})`, ms);
  await f.locator('.status', { hasText: 'Solved' }).waitFor({ timeout: ms });
  return f;
}

/** Picks a colour theme the way a user does, through Preferences: Color Theme. */
export async function setTheme(page: Page, theme: string): Promise<void> {
  await command(page, 'Preferences: Color Theme');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible' });
  await input.fill(theme);
  await quickPickRow(page, theme).click();
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
  const deadline = Date.now() + 30000;
  for (;;) {
    // Our panel's frame is the one with #app; webviews carry the theme's kind as a class on their body.
    const themed = await Promise.all(
      page
        .frames()
        .map((f) => f.evaluate((c) => !document.getElementById('app') || document.body.classList.contains(c), body).catch(() => true)),
    );
    if (themed.every(Boolean) || Date.now() > deadline) break;
    await page.waitForTimeout(250);
  }
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
export async function hoverAt(page: Page, lineText: string, index: number, expect: RegExp): Promise<string> {
  const hover = page.locator('.monaco-hover', { hasText: expect }).first();
  for (let attempt = 1; ; attempt++) {
    const point = await charPoint(page, lineText, index);
    if (!point) {
      // Drawn again as it was measured (lenses arriving): measure afresh.
      if (attempt === 3) throw new Error(`the line holding ${lineText} is not on screen`);
      continue;
    }
    // Off the text first, until any earlier hover has gone, so that the move onto the character starts a new one.
    await page.mouse.move(5, 5);
    await page.locator('.monaco-editor .monaco-hover:visible').first().waitFor({ state: 'detached', timeout: 30000 });
    await page.mouse.move(point.x, point.y);
    try {
      await hover.waitFor({ state: 'visible', timeout: 15000 });
      return hover.innerText();
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}
