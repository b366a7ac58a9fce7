/**
 * The engine in a Node worker thread: the shared protocol loop (src/service/serve.ts)
 * over worker_threads, with the wasm read from the path its pool gives it.
 */
import { parentPort, workerData } from 'worker_threads';
import * as fs from 'fs';
import { serveEngine } from '../service/serve';
import { type L10nBundle, useBundle } from '../core/phrases';
import type { ToWorker } from '../shared/workerProtocol';

const port = parentPort;
if (!port) throw new Error('engineWorker must run in a worker thread');
const { wasmPath, l10n, warm } = workerData as { wasmPath: string; l10n?: L10nBundle; warm?: boolean };
// The host's l10n bundle (vscode.l10n.bundle): the engine's phrases in the host's language; absent, English.
useBundle(l10n);

void serveEngine(
  {
    post: (m) => port.postMessage(m),
    onMessage: (handler) => port.on('message', (m: ToWorker) => handler(m)),
    close: () => port.close(),
  },
  async () => fs.readFileSync(wasmPath),
  warm !== false,
);
