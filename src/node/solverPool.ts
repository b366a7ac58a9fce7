/**
 * The engine pool on Node: worker threads as the transport. The pool itself
 * (queue, time limits, cancellation, crash recovery) is src/service/enginePool.ts,
 * shared with the Web Worker transport.
 */
import { Worker } from 'worker_threads';
import type { FromWorker, ToWorker } from '../shared/workerProtocol';
import { EnginePool, EnginePoolOptions, EngineTransport, WorkerEvents, WorkerHandle } from '../service/enginePool';
import { type L10nBundle, poolSays } from '../core/phrases';

export { SolverError } from '../service/enginePool';
export type { SolveCall } from '../service/enginePool';

export interface NodeWorkerOptions {
  /** The built worker script (out/engineWorker.js). */
  workerPath: string;
  /** sql.js's wasm file. */
  wasmPath: string;
  /** The most heap a worker may use, in MiB; past it the worker dies and is replaced (default 256). */
  maxHeapMb?: number;
  /** The host's l10n bundle (vscode.l10n.bundle), for the workers' phrases; absent: English. */
  l10nBundle?: L10nBundle;
  /** false: no SharedArrayBuffer, as in a browser page that is not cross-origin isolated (for tests); default true. */
  sharedMemory?: boolean;
  /** false: a worker does not warm its first hover up before it is ready (the command line shows none); default true. */
  warm?: boolean;
}

export type PoolOptions = NodeWorkerOptions & EnginePoolOptions;

/** Worker threads running out/engineWorker.js. */
export class NodeWorkerTransport implements EngineTransport {
  readonly kind = 'worker thread';
  readonly sharedCancel: boolean;
  constructor(private readonly options: NodeWorkerOptions) {
    this.sharedCancel = options.sharedMemory ?? true;
  }

  start(events: WorkerEvents): WorkerHandle {
    const worker = new Worker(this.options.workerPath, {
      workerData: { wasmPath: this.options.wasmPath, l10n: this.options.l10nBundle, warm: this.options.warm ?? true },
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb ?? 256 },
    });
    worker.on('message', (m: FromWorker) => events.message(m));
    worker.on('error', (e) => events.died(e.message));
    worker.on('exit', (code) => events.died(poolSays.exitCode(code)));
    return {
      post: (msg: ToWorker) => worker.postMessage(msg),
      terminate: () => void worker.terminate(),
      retire: () => retire(worker),
    };
  }
}

/** The engine in worker threads, as the CLI, the desktop extension and the tests use it. */
export class SolverPool extends EnginePool {
  constructor(options: PoolOptions) {
    super(new NodeWorkerTransport(options), options);
  }
}

/**
 * Ends an idle worker gently: it closes its database and leaves by itself.
 * Terminating a worker while V8 is still compiling for it can abort the whole
 * process (a Node bug), so terminate() is only the fallback.
 */
function retire(worker: Worker, graceMs = 2000): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => void worker.terminate().then(() => resolve()), graceMs);
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    worker.postMessage({ type: 'close' } satisfies ToWorker);
  });
}
