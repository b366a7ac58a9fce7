/**
 * Serves out/ on a loopback port for the Web Worker page, optionally
 * cross-origin isolated (COOP and COEP headers), which is what makes
 * SharedArrayBuffer, and so cancelling by shared memory, available.
 */
import * as fs from 'fs';
import * as http from 'http';
import * as net from 'net';
import * as path from 'path';
import type { Browser, Page } from 'playwright-core';
import type { SudokuWebApi } from './webWorkerPage';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };
const PAGE =
  '<!doctype html><meta charset="utf-8"><title>Sudoku engine in a Web Worker</title><script src="test/webWorkerPage.js"></script>';

export async function serveOut(outDir: string, isolated: boolean): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const headers: Record<string, string> = isolated
      ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' }
      : {};
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/') {
      res.writeHead(200, { ...headers, 'Content-Type': 'text/html' }).end(PAGE);
      return;
    }
    const file = path.join(outDir, path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, ''));
    if (!file.startsWith(outDir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // A page still open keeps its connections alive: they would hold close() up for seconds.
      server.closeAllConnections();
    });
  return { url: `http://127.0.0.1:${port}/`, close };
}

/** Opens the page and waits for its API. */
export async function openEnginePage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => 'sudokuWeb' in globalThis);
  return page;
}

/** Calls the page's API: `web(page, 'solve', id, puzzle)`. */
export function web<K extends keyof SudokuWebApi>(
  page: Page,
  name: K,
  ...args: SudokuWebApi[K] extends (...a: infer A) => unknown ? A : never
): Promise<SudokuWebApi[K] extends (...a: never[]) => infer R ? Awaited<R> : never> {
  return page.evaluate(
    ([n, a]) => (globalThis as unknown as Record<string, Record<string, (...x: unknown[]) => unknown>>).sudokuWeb[n](...a),
    [name, args] as [string, unknown[]],
  ) as never;
}
