/**
 * A page for testing and measuring the engine's Web Worker transport in
 * Chromium, outside VS Code: the very pool and transport the web extension
 * uses, with the worker script and wasm fetched from out/ instead of read
 * through vscode.workspace.fs. Driven by test/e2e/webWorker.ts and
 * test/bench/webBench.ts through `window.sudokuWeb`.
 */
import { EnginePool } from '../../src/service/enginePool';
import { EngineFiles, WebWorkerTransport } from '../../src/web/webTransport';
import type { SolveOptions, SolveResult } from '../../src/shared/result';

/** A test double around the real worker script: it dies or hangs when asked, like test/fixtures/crashingWorker.js. */
const CRASHING = `self.addEventListener('message', (e) => {
  const o = e.data && e.data.type === 'solve' && e.data.options;
  if (o && o.crashForTest) { e.stopImmediatePropagation(); throw new Error('crash for test'); }
  if (o && o.hangForTest) { e.stopImmediatePropagation(); const end = Date.now() + 60000; while (Date.now() < end) {} }
});
`;

async function bytes(url: string): Promise<Uint8Array> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

const pools = new Map<number, EnginePool>();
let nextPool = 1;

export type Variant = 'real' | 'crashing' | 'bad-wasm';

const api = {
  crossOriginIsolated: globalThis.crossOriginIsolated === true,
  makePool(variant: Variant, options: { size?: number; graceMs?: number } = {}): number {
    const load = async (): Promise<EngineFiles> => {
      const [script, wasm] = await Promise.all([bytes('web/engineWorker.js'), bytes('sql-wasm.wasm')]);
      if (variant === 'crashing') return { script: new Uint8Array([...new TextEncoder().encode(CRASHING), ...script]), wasm };
      if (variant === 'bad-wasm') return { script, wasm: new Uint8Array([0, 97, 115, 109, 9, 9, 9, 9]) };
      return { script, wasm };
    };
    const id = nextPool++;
    pools.set(id, new EnginePool(new WebWorkerTransport(load), options));
    return id;
  },
  /** One solve; `abortAfterMs` cancels it through an AbortSignal. Errors come back as { error }. */
  async solve(
    id: number,
    puzzle: string,
    options: SolveOptions & { crashForTest?: boolean; hangForTest?: boolean } = {},
    abortAfterMs?: number,
  ): Promise<{ result?: SolveResult; error?: string; wallMs: number }> {
    const pool = pools.get(id)!;
    const ac = new AbortController();
    if (abortAfterMs !== undefined) setTimeout(() => ac.abort(), abortAfterMs);
    const t0 = performance.now();
    try {
      const result = await pool.solve(puzzle, options, { signal: ac.signal });
      return { result, wallMs: performance.now() - t0 };
    } catch (err) {
      return { error: `${(err as Error).name}: ${(err as Error).message}`, wallMs: performance.now() - t0 };
    }
  },
  /** Solves one after another; for the benchmark, only what it needs of each result. */
  async solveAll(id: number, puzzles: string[], options: SolveOptions = {}) {
    const out: { status: string; solution?: string; ms: number; wallMs: number; statements: number }[] = [];
    for (const p of puzzles) {
      const t0 = performance.now();
      const r = await pools.get(id)!.solve(p, options);
      out.push({ status: r.status, solution: r.solution, ms: r.stats.ms, wallMs: performance.now() - t0, statements: r.stats.statements });
    }
    return out;
  },
  counters: (id: number) => ({ ...pools.get(id)!.counters, sharedCancel: pools.get(id)!.transport.sharedCancel }),
  async dispose(id: number): Promise<void> {
    await pools.get(id)?.dispose();
    pools.delete(id);
  },
};

(globalThis as unknown as { sudokuWeb: typeof api }).sudokuWeb = api;
export type SudokuWebApi = typeof api;
