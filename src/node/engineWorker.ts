/**
 * The engine in a Node worker thread: the shared protocol loop (src/workers/serve.ts)
 * over worker_threads, with the wasm read from the path its pool gives it.
 */
import { parentPort, workerData } from 'worker_threads';
import * as fs from 'fs';
import { serveEngine } from '../workers/serve';
import type { ToWorker } from '../core/protocol';

const port = parentPort;
if (!port) throw new Error('engineWorker must run in a worker thread');
const { wasmPath } = workerData as { wasmPath: string };

void serveEngine(
  {
    post: (m) => port.postMessage(m),
    onMessage: (handler) => port.on('message', (m: ToWorker) => handler(m)),
    close: () => port.close(),
  },
  async () => fs.readFileSync(wasmPath),
);
