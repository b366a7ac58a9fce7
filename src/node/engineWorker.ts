/**
 * The engine in a worker thread: one database, reused for every solve. It is
 * given the wasm path by its pool; the SQL is bundled into this file.
 */
import { parentPort, workerData } from 'worker_threads';
import * as fs from 'fs';
import initSqlJs from 'sql.js';
import sources from 'virtual:sql-sources';
import { SqlSudokuEngine } from '../core/engine';
import { PuzzleGenerator } from '../core/generator';
import type { FromWorker, ToWorker } from '../core/protocol';

const port = parentPort;
if (!port) throw new Error('engineWorker must run in a worker thread');
const post = (m: FromWorker) => port.postMessage(m);

async function main(): Promise<void> {
  const { wasmPath } = workerData as { wasmPath: string };
  let engine: SqlSudokuEngine;
  try {
    const wasmBinary = fs.readFileSync(wasmPath);
    const SQL = await initSqlJs({ wasmBinary: wasmBinary as unknown as ArrayBuffer });
    engine = SqlSudokuEngine.create(SQL, sources);
  } catch (err) {
    post({ type: 'fatal', message: `The SQL engine could not start: ${(err as Error).message}` });
    return;
  }
  post({
    type: 'ready',
    techniques: engine.techniques.map(({ id, name, rating, file, rule }) => ({ id, name, rating, file, rule })),
  });
  let generator: PuzzleGenerator | undefined;
  port!.on('message', (msg: ToWorker) => {
    try {
      if (msg.type === 'solve') {
        const flag = new Int32Array(msg.cancel);
        const result = engine.solve(msg.puzzle, msg.options, () => Atomics.load(flag, 0) === 1);
        post({ type: 'result', id: msg.id, result });
      } else if (msg.type === 'generate') {
        // Prepared on first use: most workers never make a puzzle.
        generator ??= new PuzzleGenerator(engine, sources);
        const flag = new Int32Array(msg.cancel);
        post({ type: 'generated', id: msg.id, result: generator.generate(msg.options, () => Atomics.load(flag, 0) === 1) });
      } else if (msg.type === 'inspect') {
        post({ type: 'inspected', id: msg.id, result: engine.inspect(msg.puzzle) });
      } else if (msg.type === 'close') {
        engine.close();
        port!.close();
      }
    } catch (err) {
      if (msg.type !== 'close') post({ type: 'error', id: msg.id, message: (err as Error).message });
    }
  });
}

void main();
