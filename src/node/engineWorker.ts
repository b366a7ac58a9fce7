/**
 * The engine in a Node worker thread: the shared protocol loop (src/service/serve.ts)
 * over worker_threads, with the wasm read from the path its pool gives it.
 */
import { parentPort, workerData } from 'worker_threads';
import * as fs from 'fs';
import { serveEngine } from '../service/serve';
import type { ToWorker } from '../shared/workerProtocol';

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
