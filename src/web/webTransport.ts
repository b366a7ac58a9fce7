/**
 * The engine pool's transport in a browser: each engine runs in a Web Worker
 * started from the worker script's bytes (a blob: URL, so it works whatever
 * origin the extension's files are served from), and is handed the wasm bytes
 * in its first message. Shared memory is used for cancelling when the page is
 * cross-origin isolated; otherwise a cancelled worker is ended and replaced.
 */
import type { FromWorker, ToWorker } from '../shared/workerProtocol';
import type { EngineTransport, WorkerEvents, WorkerHandle } from '../service/enginePool';
import { type L10nBundle, poolSays } from '../core/phrases';

export interface EngineFiles {
  /** The built out/web/engineWorker.js. */
  script: Uint8Array;
  /** sql.js's wasm. */
  wasm: Uint8Array;
}

export class WebWorkerTransport implements EngineTransport {
  readonly kind = 'Web Worker';
  readonly sharedCancel = typeof SharedArrayBuffer === 'function' && globalThis.crossOriginIsolated === true;
  private files?: Promise<{ url: string; wasm: Uint8Array }>;

  /** `load` is called once, and again only after it failed. `l10n` is the host's bundle (vscode.l10n.bundle), for the workers' phrases. */
  constructor(
    private readonly load: () => Promise<EngineFiles>,
    private readonly l10n?: L10nBundle,
  ) {}

  private engineFiles(): Promise<{ url: string; wasm: Uint8Array }> {
    this.files ??= this.load().then(
      ({ script, wasm }) => ({ url: URL.createObjectURL(new Blob([script as BlobPart], { type: 'text/javascript' })), wasm }),
      (err) => {
        this.files = undefined;
        throw err;
      },
    );
    return this.files;
  }

  start(events: WorkerEvents): WorkerHandle {
    let worker: Worker | undefined;
    let ended = false;
    const early: ToWorker[] = [];
    this.engineFiles().then(
      ({ url, wasm }) => {
        if (ended) return;
        try {
          worker = new Worker(url, { name: 'Sudoku engine' });
        } catch (err) {
          events.message({ type: 'fatal', message: poolSays.couldNotStart((err as Error).message) });
          return;
        }
        worker.onmessage = (e: MessageEvent<FromWorker>) => events.message(e.data);
        worker.onerror = (e: ErrorEvent) => {
          e.preventDefault();
          events.died(e.message || poolSays.workerError());
        };
        worker.onmessageerror = () => events.died(poolSays.unreadableMessage());
        // A copy: the bytes stay here for the next worker.
        const bytes = wasm.slice().buffer;
        worker.postMessage({ type: 'init', wasm: bytes, ...(this.l10n ? { l10n: this.l10n } : {}) } satisfies ToWorker, [bytes]);
        for (const m of early.splice(0)) worker.postMessage(m);
      },
      (err: Error) => {
        if (!ended) events.message({ type: 'fatal', message: poolSays.couldNotLoad(err.message) });
      },
    );
    const end = () => {
      ended = true;
      worker?.terminate();
    };
    return {
      post: (msg) => (worker ? worker.postMessage(msg) : early.push(msg)),
      terminate: end,
      // A browser worker can be ended at once without harm: its database is memory only.
      retire: async () => end(),
    };
  }
}
