/**
 * The engine's side of the worker protocol, shared by the Node and the Web
 * Worker entry points: one database, reused for every request. The entry
 * points only say how messages travel and where the wasm bytes come from.
 */
import initSqlJs from 'sql.js';
import sources from 'virtual:sql-sources';
import { SqlSudokuEngine } from '../core/engine';
import { PuzzleGenerator } from '../core/generator';
import type { FromWorker, ToWorker } from '../shared/workerProtocol';
import { poolSays } from '../core/phrases';

export interface WorkerPort {
  post(m: FromWorker): void;
  /** Every message from the pool after `ready`. */
  onMessage(handler: (m: ToWorker) => void): void;
  /** Leave: the worker ends. */
  close(): void;
}

export async function serveEngine(port: WorkerPort, wasm: () => Promise<ArrayBuffer | Uint8Array>): Promise<void> {
  let engine: SqlSudokuEngine;
  try {
    const SQL = await initSqlJs({ wasmBinary: (await wasm()) as ArrayBuffer });
    engine = SqlSudokuEngine.create(SQL, sources);
    // One inspection before `ready`: its statements are prepared and its code warmed, so that the
    // first hover this worker serves costs what every later one does.
    engine.inspect('.'.repeat(81));
  } catch (err) {
    port.post({ type: 'fatal', message: poolSays.couldNotStart((err as Error).message) });
    return;
  }
  port.post({
    type: 'ready',
    techniques: engine.techniques.map(({ id, name, rating, file, rule }) => ({ id, name, rating, file, rule })),
  });
  let generator: PuzzleGenerator | undefined;
  port.onMessage((msg) => {
    try {
      if (msg.type === 'solve') {
        const flag = msg.cancel && new Int32Array(msg.cancel);
        // The user technique running, in the flag's second slot (1 + its index): a pool that has to stop this worker names it.
        const running =
          flag && flag.length > 1 ? (i: number | undefined) => Atomics.store(flag, 1, i === undefined ? 0 : i + 1) : undefined;
        const result = engine.solve(msg.puzzle, msg.options, flag && (() => Atomics.load(flag, 0) === 1), running);
        port.post({ type: 'result', id: msg.id, result });
      } else if (msg.type === 'labTrial') {
        const flag = msg.cancel && new Int32Array(msg.cancel);
        const running =
          flag && flag.length > 1 ? (i: number | undefined) => Atomics.store(flag, 1, i === undefined ? 0 : i + 1) : undefined;
        port.post({ type: 'labTried', id: msg.id, result: engine.labTrial(msg.puzzle, msg.sources, msg.timeLimitMs, running) });
      } else if (msg.type === 'readTechnique') {
        port.post({ type: 'techniqueRead', id: msg.id, result: engine.readUserTechnique(msg.source) });
      } else if (msg.type === 'generate') {
        // Prepared on first use: most workers never make a puzzle.
        generator ??= new PuzzleGenerator(engine, sources);
        const flag = msg.cancel && new Int32Array(msg.cancel);
        port.post({ type: 'generated', id: msg.id, result: generator.generate(msg.options, flag && (() => Atomics.load(flag, 0) === 1)) });
      } else if (msg.type === 'inspect') {
        port.post({ type: 'inspected', id: msg.id, result: engine.inspect(msg.puzzle) });
      } else if (msg.type === 'close') {
        engine.close();
        port.close();
      }
    } catch (err) {
      if (
        msg.type === 'solve' ||
        msg.type === 'inspect' ||
        msg.type === 'generate' ||
        msg.type === 'readTechnique' ||
        msg.type === 'labTrial'
      )
        port.post({ type: 'error', id: msg.id, message: (err as Error).message });
    }
  });
}
