/** The installed extension as the Extensions view shows it: its details page, with the README's images. */
import { expect, test } from './fixtures';
import { command, shot } from './workbench';

test("the installed extension's details page shows the README's screenshots", async ({ workbench: page }) => {
  // The Extensions view, searched as a user does: the view's own commands (Show Enabled Extensions) are
  // listed only once the view has registered them, which under load took longer than 90 s in CI.
  await command(page, 'View: Show Extensions');
  await page.locator('.extensions-viewlet').waitFor({ state: 'visible', timeout: 30000 });
  await page.locator('.extensions-viewlet .suggest-input-container').click();
  await page.keyboard.type('@installed SQL Sudoku');
  const item = page.locator('.extensions-viewlet .monaco-list-row', { hasText: 'SQL Sudoku' }).first();
  await item.waitFor({ state: 'visible', timeout: 30000 });
  await item.click();
  // The README renders in a webview; every image it links must have loaded from the installed extension.
  const readmeImages = async () => {
    let images: { src: string; loaded: boolean }[] = [];
    for (const f of page.frames()) {
      const found = await f
        .evaluate(() =>
          // The frame that renders our README: its first heading is the extension's name.
          document.querySelector('h1')?.textContent?.trim() === 'SQL Sudoku'
            ? Array.from(document.querySelectorAll('img')).map((img) => ({
                src: img.getAttribute('alt') ?? img.src.slice(0, 40),
                loaded: img.complete && img.naturalWidth > 0,
              }))
            : [],
        )
        .catch(() => []);
      if (found.length) images = found;
    }
    return { found: images.length, notLoaded: images.filter((i) => !i.loaded).map((i) => i.src) };
  };
  // What is missing, until nothing is: at least four images, each loaded.
  const missing = async () => {
    const r = await readmeImages();
    return r.found >= 4 && r.notLoaded.length === 0 ? 'none' : `${r.found} found, not loaded: ${r.notLoaded.join(', ') || '-'}`;
  };
  await expect.poll(missing, { message: 'README images missing from the details page', timeout: 60000 }).toBe('none');
  await shot(page, 'extension-details.png');
});
