/**
 * The engine's side of the worker protocol, shared by the Node and the Web
 * Worker entry points: one database, reused for every request. The entry
 * points only say how messages travel and where the wasm bytes come from.
 */
import initSqlJs from 'sql.js';
import sources, { imageBase64 } from 'virtual:sql-sources';
import { SqlSudokuEngine, fromBase64 } from '../core/engine';
import { PuzzleGenerator } from '../core/generator';
import type { FromWorker, ToWorker } from '../shared/workerProtocol';
import type { SolveResult } from '../shared/result';
import { poolSays } from '../core/phrases';
import { nextHint } from '../core/hint';
import { RETIRE_BYTES } from '../core/lab/limits';

export interface WorkerPort {
  post(m: FromWorker): void;
  /** Every message from the pool after `ready`. */
  onMessage(handler: (m: ToWorker) => void): void;
  /** Leave: the worker ends. */
  close(): void;
}

export async function serveEngine(port: WorkerPort, wasm: () => Promise<ArrayBuffer | Uint8Array>, warm = true): Promise<void> {
  let engine: SqlSudokuEngine;
  let memory: WebAssembly.Memory | undefined;
  const heapBytes = () => memory?.buffer.byteLength ?? 0;
  try {
    const bytes = await wasm();
    // Instantiated here, as sql.js would, to keep its memory: sql.js does not export its heap.
    let fail: (err: unknown) => void = () => undefined;
    const failed = new Promise<never>((_, reject) => (fail = reject));
    const SQL = await Promise.race([
      initSqlJs({
        instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) {
          WebAssembly.instantiate(bytes as BufferSource, imports).then(({ instance }) => {
            memory = Object.values(instance.exports).find((x): x is WebAssembly.Memory => x instanceof WebAssembly.Memory);
            done(instance);
          }, fail);
          return {};
        },
      } as Parameters<typeof initSqlJs>[0]),
      failed,
    ]);
    engine = SqlSudokuEngine.create(SQL, sources, { image: fromBase64(imageBase64), heapBytes });
    // One inspection before `ready`: its statements are prepared and its code warmed, so that the
    // first hover this worker serves costs what every later one does.
    if (warm) engine.inspect('.'.repeat(81));
  } catch (err) {
    port.post({ type: 'fatal', message: poolSays.couldNotStart((err as Error).message) });
    return;
  }
  port.post({ type: 'ready' });
  let generator: PuzzleGenerator | undefined;
  // WASM memory never shrinks: a worker that grew past the bound asks, before its answer, to be replaced.
  const answer = (m: FromWorker) => {
    if (heapBytes() > RETIRE_BYTES) port.post({ type: 'outgrown', heapMib: Math.round(heapBytes() / 2 ** 20) });
    port.post(m);
  };
  port.onMessage((msg) => {
    try {
      if (msg.type === 'solve') {
        const flag = msg.cancel && new Int32Array(msg.cancel);
        const running = runningReporter(port, msg.id, flag, msg.options.userTechniques?.length);
        const result = engine.solve(msg.puzzle, msg.options, flag && (() => Atomics.load(flag, 0) === 1), running);
        answer({ type: 'result', id: msg.id, result });
      } else if (msg.type === 'hint') {
        void hintJob(engine, msg, port).then(answer);
      } else if (msg.type === 'labTrial') {
        const flag = msg.cancel && new Int32Array(msg.cancel);
        const running = runningReporter(port, msg.id, flag, msg.sources.length);
        answer({ type: 'labTried', id: msg.id, result: engine.labTrial(msg.puzzle, msg.sources, msg.timeLimitMs, running) });
      } else if (msg.type === 'readTechnique') {
        answer({ type: 'techniqueRead', id: msg.id, result: engine.readUserTechnique(msg.source) });
      } else if (msg.type === 'generate') {
        // Prepared on first use: most workers never make a puzzle.
        generator ??= new PuzzleGenerator(engine, sources);
        const flag = msg.cancel && new Int32Array(msg.cancel);
        answer({ type: 'generated', id: msg.id, result: generator.generate(msg.options, flag && (() => Atomics.load(flag, 0) === 1)) });
      } else if (msg.type === 'inspect') {
        answer({ type: 'inspected', id: msg.id, result: engine.inspect(msg.puzzle, msg.variant) });
      } else if (msg.type === 'close') {
        engine.close();
        port.close();
      }
    } catch (err) {
      if (
        msg.type === 'solve' ||
        msg.type === 'hint' ||
        msg.type === 'inspect' ||
        msg.type === 'generate' ||
        msg.type === 'readTechnique' ||
        msg.type === 'labTrial'
      )
        answer({ type: 'error', id: msg.id, message: (err as Error).message });
    }
  });
}

/**
 * A hint in one job: the givens' verdict (the host's, when it sent one), then
 * the step. The engine is synchronous: the hint settles before the next
 * message is read.
 */
async function hintJob(engine: SqlSudokuEngine, msg: Extract<ToWorker, { type: 'hint' }>, port: WorkerPort): Promise<FromWorker> {
  const flag = msg.cancel && new Int32Array(msg.cancel);
  const stop = flag && (() => Atomics.load(flag, 0) === 1);
  const running = runningReporter(port, msg.id, flag, msg.options.userTechniques?.length);
  let verdict: SolveResult | undefined;
  try {
    const hint = await nextHint(msg.puzzle, msg.position, async (o) => {
      const givensVerdict = o.verdict === true && !o.position;
      if (givensVerdict && msg.verdict) return msg.verdict;
      // The givens' verdict uses no user technique, as the host's cache of verdicts keys it.
      const { userTechniques, ...rest } = msg.options;
      const r = engine.solve(msg.puzzle, { ...rest, ...(givensVerdict ? {} : { userTechniques }), ...o }, stop, running);
      if (givensVerdict) verdict = r;
      return r;
    });
    return { type: 'hinted', id: msg.id, result: { hint, ...(verdict ? { verdict } : {}) } };
  } catch (err) {
    return { type: 'error', id: msg.id, message: (err as Error).message };
  }
}

/**
 * Says which user technique a job is running, so that a pool that has to stop
 * this worker at the time limit names it: in the shared flag's second slot
 * (1 + its index), or, with no shared memory (a browser page that is not
 * cross-origin isolated), in a message, which reaches the pool before a
 * worker stuck in the technique is stopped.
 */
function runningReporter(
  port: WorkerPort,
  id: number,
  flag: Int32Array | undefined,
  userTechniques: number | undefined,
): ((index: number | undefined) => void) | undefined {
  if (flag && flag.length > 1) return (i) => Atomics.store(flag, 1, i === undefined ? 0 : i + 1);
  if (!flag && userTechniques) return (i) => port.post({ type: 'running', id, index: i ?? -1 });
  return undefined;
}
