/**
 * The engine's Web Worker transport in real Chromium: the pool the web
 * extension uses, with the same protocol guarantees as the Node worker
 * threads (test/unit/pool.test.ts): reuse, cancellation, the time limit, crash
 * recovery with a fresh worker, a worker that ignores a cancel, and a clear
 * error when the engine cannot start. Run twice: on a plain page (no shared
 * memory: a cancel ends the worker) and on a cross-origin isolated one
 * (SharedArrayBuffer: the engine stops itself).
 */
import * as path from 'path';
import { expect, test as base, type Page } from '@playwright/test';
import { serveOut, web } from './webServer';
import { ROOT } from './workspace';
import { checkSolution } from '../helpers/checker';
import { puzzleSet } from '../helpers/engine';

const HARDEST = puzzleSet('named_hardest');
const FATA = HARDEST.find((p) => p.name === 'Fata Morgana')!.cells;
const EASY = puzzleSet('easy50')[0].cells;

/** The page that holds the pool (out/test/webWorkerPage.js), served from out/, cross-origin isolated or not. */
const test = base.extend<{ isolated: boolean; enginePage: Page }>({
  isolated: [false, { option: true }],
  enginePage: async ({ page, isolated }, use) => {
    const server = await serveOut(path.join(ROOT, 'out'), isolated);
    try {
      await page.goto(server.url);
      await page.waitForFunction(() => 'sudokuWeb' in globalThis);
      await use(page);
    } finally {
      await server.close();
    }
  },
});

/** Runs `fn` with a fresh pool of the given kind on the page, and disposes of it. */
async function withPool(page: Page, variant: 'real' | 'crashing' | 'bad-wasm', fn: (id: number) => Promise<void>, graceMs?: number) {
  const id = await web(page, 'makePool', variant, { graceMs });
  try {
    await fn(id);
  } finally {
    await web(page, 'dispose', id);
  }
}

for (const isolated of [false, true]) {
  test.describe(`Web Worker, ${isolated ? 'cross-origin isolated' : 'not isolated'}`, () => {
    test.use({ isolated });

    test('shared memory for cancelling is used exactly when the page is isolated', async ({ enginePage: page }) => {
      expect(await page.evaluate(() => globalThis.crossOriginIsolated)).toBe(isolated);
      await withPool(page, 'real', async (id) => expect((await web(page, 'counters', id)).sharedCancel).toBe(isolated));
    });

    test('solves in a Web Worker and reuses it', async ({ enginePage: page }) => {
      await withPool(page, 'real', async (id) => {
        for (const p of [EASY, HARDEST[0].cells, FATA]) {
          const { result, error } = await web(page, 'solve', id, p);
          expect(error).toBeUndefined();
          expect(result!.status).toBe('solved');
          expect(checkSolution(p, result!.solution)).toEqual([]);
        }
        expect((await web(page, 'counters', id)).started).toBe(1);
      });
    });

    test('cancels a running solve, and the next solve works', async ({ enginePage: page }) => {
      await withPool(page, 'real', async (id) => {
        await web(page, 'solve', id, EASY);
        const { result } = await web(page, 'solve', id, FATA, {}, 30);
        expect(result!.status).toBe('cancelled');
        // Isolated, the engine reads the cancel flag and stops itself; otherwise the busy worker is ended and replaced.
        expect((await web(page, 'counters', id)).replaced).toBe(isolated ? 0 : 1);
        expect((await web(page, 'solve', id, EASY)).result!.status).toBe('solved');
      });
    });

    test('respects the time limit', async ({ enginePage: page }) => {
      // A long grace before the watchdog, so that on a loaded machine too the engine is seen stopping itself.
      await withPool(
        page,
        'real',
        async (id) => {
          const { result } = await web(page, 'solve', id, FATA, { timeLimitMs: 20 });
          expect(result!.status).toBe('timeout');
          expect((await web(page, 'counters', id)).replaced, 'the engine stopped itself at its limit').toBe(0);
        },
        10000,
      );
    });

    test('turns a crashed worker into an error, and the next solve starts a fresh worker', async ({ enginePage: page }) => {
      await withPool(page, 'crashing', async (id) => {
        const { error } = await web(page, 'solve', id, EASY, { crashForTest: true });
        expect(error ?? '').toMatch(/stopped unexpectedly/);
        expect((await web(page, 'solve', id, EASY)).result!.status).toBe('solved');
        expect((await web(page, 'counters', id)).started).toBe(2);
      });
    });

    test('ends a worker stuck past its time limit, and replaces it', async ({ enginePage: page }) => {
      await withPool(
        page,
        'crashing',
        async (id) => {
          await web(page, 'solve', id, EASY);
          const { result } = await web(page, 'solve', id, EASY, { hangForTest: true, timeLimitMs: 100 });
          expect(result!.status).toBe('timeout');
          expect((await web(page, 'counters', id)).replaced).toBe(1);
          expect((await web(page, 'solve', id, EASY)).result!.status).toBe('solved');
        },
        200,
      );
    });

    test('reports a clear error when the engine cannot start', async ({ enginePage: page }) => {
      await withPool(page, 'bad-wasm', async (id) => {
        expect((await web(page, 'solve', id, EASY)).error ?? '').toMatch(/could not start/);
      });
    });
  });
}
