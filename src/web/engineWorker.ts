/**
 * The engine in a Web Worker: the shared protocol loop (src/service/serve.ts)
 * over postMessage. The wasm bytes come in the first message, as a browser
 * worker started from a blob: URL has no files of its own to read.
 */
import { serveEngine } from '../service/serve';
import { useBundle } from '../core/phrases';
import type { FromWorker, ToWorker } from '../shared/workerProtocol';

interface WorkerScope {
  postMessage(m: FromWorker): void;
  onmessage: ((e: MessageEvent<ToWorker>) => void) | null;
  close(): void;
}
const scope = self as unknown as WorkerScope;

let gotWasm: (bytes: ArrayBuffer) => void;
const wasm = new Promise<ArrayBuffer>((resolve) => (gotWasm = resolve));
let handler: ((m: ToWorker) => void) | undefined;
const early: ToWorker[] = [];
scope.onmessage = (e) => {
  const m = e.data;
  if (m.type === 'init') {
    // Before the engine starts: its phrases, and the fatal message if it cannot, are in the host's language.
    useBundle(m.l10n);
    gotWasm(m.wasm);
  } else if (handler) handler(m);
  else early.push(m);
};

void serveEngine(
  {
    post: (m) => scope.postMessage(m),
    onMessage: (h) => {
      handler = h;
      for (const m of early.splice(0)) h(m);
    },
    close: () => scope.close(),
  },
  () => wasm,
);
