/**
 * The engine's Web Worker transport in real Chromium: the pool the web
 * extension uses, with the same protocol guarantees as the Node worker
 * threads (test/unit/pool.test.ts): reuse, cancellation, the time limit, crash
 * recovery with a fresh worker, a worker that ignores a cancel, and a clear
 * error when the engine cannot start. Run twice: on a plain page (no shared
 * memory: a cancel ends the worker) and on a cross-origin isolated one
 * (SharedArrayBuffer: the engine stops itself).
 */
import { strict as assert } from 'assert';
import * as path from 'path';
import type { Page } from 'playwright-core';
import { ROOT, Result, checker, launch } from './ui';
import { openEnginePage, serveOut, web } from './webServer';
import { checkSolution } from '../helpers/checker';
import { puzzleSet } from '../helpers/engine';

const HARDEST = puzzleSet('named_hardest');
const FATA = HARDEST.find((p) => p.name === 'Fata Morgana')!.cells;
const EASY = puzzleSet('easy50')[0].cells;

async function scenarios(page: Page, isolated: boolean, check: (name: string, fn: () => Promise<void>) => Promise<void>) {
  const where = isolated ? 'cross-origin isolated' : 'not isolated';
  const withPool = async (variant: 'real' | 'crashing' | 'bad-wasm', fn: (id: number) => Promise<void>, graceMs?: number) => {
    const id = await web(page, 'makePool', variant, { graceMs });
    try {
      await fn(id);
    } finally {
      await web(page, 'dispose', id);
    }
  };

  await check(`${where}: shared memory for cancelling is used exactly when the page is isolated`, async () => {
    assert.equal(await page.evaluate(() => globalThis.crossOriginIsolated), isolated);
    await withPool('real', async (id) => assert.equal((await web(page, 'counters', id)).sharedCancel, isolated));
  });

  await check(`${where}: solves in a Web Worker and reuses it`, async () => {
    await withPool('real', async (id) => {
      for (const p of [EASY, HARDEST[0].cells, FATA]) {
        const { result, error } = await web(page, 'solve', id, p);
        assert.equal(error, undefined);
        assert.equal(result!.status, 'solved');
        assert.deepEqual(checkSolution(p, result!.solution), []);
      }
      assert.equal((await web(page, 'counters', id)).started, 1);
    });
  });

  await check(`${where}: cancels a running solve, and the next solve works`, async () => {
    await withPool('real', async (id) => {
      await web(page, 'solve', id, EASY);
      const { result } = await web(page, 'solve', id, FATA, {}, 30);
      assert.equal(result!.status, 'cancelled');
      // Isolated, the engine reads the cancel flag and stops itself; otherwise the busy worker is ended and replaced.
      assert.equal((await web(page, 'counters', id)).replaced, isolated ? 0 : 1);
      assert.equal((await web(page, 'solve', id, EASY)).result!.status, 'solved');
    });
  });

  await check(`${where}: respects the time limit`, async () => {
    // A long grace before the watchdog, so that on a loaded machine too the engine is seen stopping itself.
    await withPool(
      'real',
      async (id) => {
        const { result } = await web(page, 'solve', id, FATA, { timeLimitMs: 20 });
        assert.equal(result!.status, 'timeout');
        assert.equal((await web(page, 'counters', id)).replaced, 0, 'the engine stopped itself at its limit');
      },
      10000,
    );
  });

  await check(`${where}: turns a crashed worker into an error, and the next solve starts a fresh worker`, async () => {
    await withPool('crashing', async (id) => {
      const { error } = await web(page, 'solve', id, EASY, { crashForTest: true });
      assert.match(error ?? '', /stopped unexpectedly/);
      assert.equal((await web(page, 'solve', id, EASY)).result!.status, 'solved');
      assert.equal((await web(page, 'counters', id)).started, 2);
    });
  });

  await check(`${where}: ends a worker stuck past its time limit, and replaces it`, async () => {
    await withPool(
      'crashing',
      async (id) => {
        await web(page, 'solve', id, EASY);
        const { result } = await web(page, 'solve', id, EASY, { hangForTest: true, timeLimitMs: 100 });
        assert.equal(result!.status, 'timeout');
        assert.equal((await web(page, 'counters', id)).replaced, 1);
        assert.equal((await web(page, 'solve', id, EASY)).result!.status, 'solved');
      },
      200,
    );
  });

  await check(`${where}: reports a clear error when the engine cannot start`, async () => {
    await withPool('bad-wasm', async (id) => {
      assert.match((await web(page, 'solve', id, EASY)).error ?? '', /could not start/);
    });
  });
}

export async function webWorkerTests(): Promise<Result[]> {
  const results: Result[] = [];
  const check = checker(results, { prefix: 'Web Worker: ' });
  const browser = await launch();
  try {
    for (const isolated of [false, true]) {
      const server = await serveOut(path.join(ROOT, 'out'), isolated);
      try {
        const page = await openEnginePage(browser, server.url);
        await scenarios(page, isolated, check);
        await page.close();
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
