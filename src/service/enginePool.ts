/**
 * Solving off the main thread, whatever the runtime. A pool of engine workers
 * takes requests in order; each can be cancelled and has a time limit. A worker
 * that crashes, or does not stop when asked, is replaced and the next request
 * works. How a worker is started and talked to is the transport's business:
 * Node's worker_threads (src/node/solverPool.ts) or a Web Worker
 * (src/web/webTransport.ts). No Node API and no `vscode` here.
 */
import type { Inspection, Position, SolveOptions, SolveResult } from '../shared/result';
import type { FromWorker, HintOutcome, ToWorker } from '../shared/workerProtocol';
import type { GenerateOptions, GenerateOutcome } from '../shared/generate';
import type { Variant } from '../shared/variant';
import { generatorSays, labSays, poolSays } from '../core/phrases';
import type { LabReport, LabTrial, ReadTechnique, UserTechniqueSource } from '../shared/labTypes';
import { idFromPath, readUserHeader } from '../core/lab/header';
import { LAB_LIMITS } from '../core/lab/limits';

/** What a started worker tells its pool. */
export interface WorkerEvents {
  message(m: FromWorker): void;
  /** The worker is gone (crashed, exited, or failed to load). */
  died(why: string): void;
}

/** One running worker, as a transport presents it. */
export interface WorkerHandle {
  post(msg: ToWorker): void;
  /** Ends the worker at once, whatever it is doing. */
  terminate(): void;
  /** Ends an idle worker gently: it closes its database and leaves. */
  retire(): Promise<void>;
}

export interface EngineTransport {
  /** For messages: "worker thread" or "Web Worker". */
  readonly kind: string;
  /**
   * Whether a running solve can be asked to stop through shared memory
   * (SharedArrayBuffer). Without it, cancelling a running solve ends its worker
   * and a fresh one starts for the next request.
   */
  readonly sharedCancel: boolean;
  start(events: WorkerEvents): WorkerHandle;
}

export interface EnginePoolOptions {
  /** How many workers at most (default 1). */
  size?: number;
  /** How long a worker may ignore a cancel or pass its time limit before it is terminated (default 1000 ms). */
  graceMs?: number;
  /** A worker is replaced after this many jobs, so that a slow leak cannot grow without bound (default 5000). */
  maxJobsPerWorker?: number;
  /** How long reading one technique file may take (default LAB_LIMITS.readMs); then, as for a solve, graceMs. */
  readTechniqueMs?: number;
}

/**
 * How urgent a job is. Background jobs (the verdicts diagnostics and lenses
 * run over a whole file) wait behind every other job, and with two workers or
 * more they leave one worker free: a hover or a command someone is waiting for
 * starts at once, and the editor keeps a core. Mutable: a background job a
 * person comes to wait for (a shared solve) can be raised while it is queued.
 */
export interface Priority {
  background: boolean;
}

export interface SolveCall {
  signal?: AbortSignal;
  /** Omitted: a foreground job. */
  priority?: Priority;
}

/** The worker died or could not start. The pool itself stays usable. */
export class SolverError extends Error {}

/** What a job answers with, by kind. */
type Outcome = SolveResult | Inspection | GenerateOutcome | ReadTechnique | LabTrial | HintOutcome;

interface Job {
  id: number;
  kind: 'solve' | 'hint' | 'inspect' | 'generate' | 'readTechnique' | 'labTrial';
  puzzle: string;
  /** A hint's position, and the givens' verdict when the host knows it. */
  position?: Position;
  verdict?: SolveResult;
  options: SolveOptions;
  generate?: GenerateOptions;
  source?: UserTechniqueSource;
  cancel?: SharedArrayBuffer;
  priority?: Priority;
  resolve: (r: Outcome) => void;
  reject: (e: Error) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
  watchdog?: ReturnType<typeof setTimeout>;
  /** The user technique running, as the worker said in a message (no shared memory): -1 or absent for none. */
  running?: number;
  /** Queued ahead of the others (see submit). */
  urgent?: boolean;
}

/** A technique file this short is read ahead of queued solves, as a hover's inspection is; a longer one waits its turn. */
const URGENT_READ_CHARS = 64 * 1024;

class Slot {
  worker?: WorkerHandle;
  ready?: Promise<void>;
  job?: Job;
  jobs = 0;
  /** The worker said its memory grew past its bound: it is retired before the next job. */
  outgrown = false;
}

export class EnginePool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private disposed = false;
  /** Counts of workers started, replaced after a kill, recycled after many jobs, retired for outgrowing their memory, and jobs handed to a worker, for tests and logs. */
  readonly counters = { started: 0, replaced: 0, recycled: 0, outgrown: 0, dispatched: 0 };

  constructor(
    readonly transport: EngineTransport,
    private readonly options: EnginePoolOptions = {},
  ) {
    this.slots = Array.from({ length: Math.max(1, options.size ?? 1) }, () => new Slot());
  }

  solve(puzzle: string, options: SolveOptions = {}, call: SolveCall = {}): Promise<SolveResult> {
    // Two slots: the pool's stop flag, and which user technique runs (see the protocol's `solve`).
    return this.submit({ kind: 'solve', puzzle, options, cancel: this.sharedFlag(8) }, call);
  }

  /**
   * The next step from a position as one job (core/hint.ts run in the
   * worker): the givens' verdict first unless `verdict` is given, then the
   * step. Cancelled through the signal like a solve.
   */
  hint(
    puzzle: string,
    position: Position | undefined,
    options: SolveOptions,
    verdict?: SolveResult,
    call: SolveCall = {},
  ): Promise<HintOutcome> {
    return this.submit({ kind: 'hint', puzzle, options, position, verdict, cancel: this.sharedFlag(8) }, call);
  }

  /** One new puzzle, made in a worker; cancelled through the signal like a solve. */
  generate(options: GenerateOptions, call: SolveCall = {}): Promise<GenerateOutcome> {
    return this.submit(
      { kind: 'generate', puzzle: '', options: { timeLimitMs: options.timeLimitMs }, generate: options, cancel: this.sharedFlag(4) },
      call,
    );
  }

  /** The pencil marks the givens leave, and duplicate givens. Jumps the queue: it is quick, and hovers wait on it. */
  inspect(puzzle: string, variant?: Variant): Promise<Inspection> {
    return this.submit({ kind: 'inspect', puzzle, options: variant ? { variant } : {} }, {}, true);
  }

  /**
   * Reads and checks a user's technique file in a worker (header, SQLite's
   * errors at their line and column, what it writes): the editor's
   * diagnostics. Jumps the queue, as an inspection does: it is quick.
   */
  readTechnique(source: UserTechniqueSource): Promise<ReadTechnique> {
    // Watched like a solve; a long file waits its turn, a short one goes ahead of the solves but behind other quick jobs.
    const urgent = source.text.length <= URGENT_READ_CHARS;
    return this.submit(
      { kind: 'readTechnique', puzzle: '', options: { timeLimitMs: this.options.readTechniqueMs ?? LAB_LIMITS.readMs }, source },
      {},
      urgent,
    );
  }

  /**
   * Tries user techniques at every position of a puzzle's built-in
   * explanation, then in its ladder (the lab's report; see
   * src/core/lab/trial.ts). At the time limit the worker is stopped and the
   * error names the technique that was running.
   */
  labTrial(puzzle: string, sources: UserTechniqueSource[], timeLimitMs: number, call: SolveCall = {}): Promise<LabTrial> {
    // The watchdog reads the limit, and a runaway's report its technique, from the options.
    return this.submit({ kind: 'labTrial', puzzle, options: { timeLimitMs, userTechniques: sources }, cancel: this.sharedFlag(8) }, call);
  }

  /**
   * Queues a job, first when `urgent` (quick ones that hovers and diagnostics
   * wait on). The call's signal cancels it, whether it was aborted already or
   * is later: the job then ends as cancel() says for its kind.
   */
  private submit<T extends Outcome>(
    fields: Pick<Job, 'kind' | 'puzzle' | 'options' | 'generate' | 'source' | 'cancel' | 'position' | 'verdict'>,
    call: SolveCall,
    urgent = false,
  ): Promise<T> {
    if (this.disposed) return Promise.reject(new SolverError(poolSays.shutDown()));
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        ...fields,
        id: this.nextId++,
        priority: call.priority,
        signal: call.signal,
        urgent,
        resolve: (r) => resolve(r as T),
        reject,
      };
      // Quick jobs go ahead of the rest, in the order they came.
      const at = urgent ? this.queue.findIndex((j) => !j.urgent) : -1;
      this.queue.splice(at < 0 ? this.queue.length : at, 0, job);
      if (call.signal?.aborted) {
        this.cancel(job);
        return;
      }
      if (call.signal) {
        job.onAbort = () => this.cancel(job);
        call.signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.pump();
    });
  }

  /** A flag the worker reads while it runs, where the transport has shared memory. */
  private sharedFlag(bytes: number): SharedArrayBuffer | undefined {
    return this.transport.sharedCancel ? new SharedArrayBuffer(bytes) : undefined;
  }

  /** Solves waiting for a worker. */
  get pending(): number {
    return this.queue.length;
  }

  /** Stops every worker; pending solves are rejected. */
  async dispose(): Promise<void> {
    this.disposed = true;
    for (const job of this.queue.splice(0)) this.settle(job, new SolverError(poolSays.shutDown()));
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.job) this.settle(slot.job, new SolverError(poolSays.shutDown()));
        slot.job = undefined;
        const w = slot.worker;
        slot.worker = undefined;
        slot.ready = undefined;
        if (w) await w.retire();
      }),
    );
  }

  /** A queued job's priority was raised: start it if a worker is free for it. */
  reprioritised(): void {
    this.pump();
  }

  /** Workers background jobs may take at once: all but one, so that one is always free for what someone waits for. */
  private get backgroundWidth(): number {
    return Math.max(1, this.slots.length - 1);
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.job || this.queue.length === 0) continue;
      const job = this.next();
      if (!job) break;
      slot.job = job;
      void this.run(slot, job);
      if (job.priority?.background) this.warmSpare();
    }
  }

  /**
   * Background work has started: the worker it leaves free is started too, so
   * that the first hover or command does not wait for a worker to load.
   */
  private warmSpare(): void {
    for (const slot of this.slots) {
      if (slot.job || slot.worker) continue;
      this.ensureWorker(slot).catch(() => undefined);
    }
  }

  /** The first foreground job in the queue, else the first background one if a worker may take it. */
  private next(): Job | undefined {
    let at = this.queue.findIndex((j) => !j.priority?.background);
    if (at < 0) {
      const busy = this.slots.filter((s) => s.job?.priority?.background).length;
      if (busy >= this.backgroundWidth) return undefined;
      at = 0;
    }
    return this.queue.splice(at, 1)[0];
  }

  private async run(slot: Slot, job: Job): Promise<void> {
    try {
      await this.ensureWorker(slot);
    } catch (err) {
      slot.job = undefined;
      this.settle(job, err as Error);
      this.pump();
      return;
    }
    if (slot.job !== job) return;
    const limit = job.options.timeLimitMs;
    if (limit && limit > 0) {
      // The engine stops itself at the limit; this only catches a worker stuck inside one statement.
      job.watchdog = setTimeout(() => this.kill(slot, job, 'timeout'), limit + (this.options.graceMs ?? 1000));
    }
    const msg: ToWorker =
      job.kind === 'solve'
        ? { type: 'solve', id: job.id, puzzle: job.puzzle, options: job.options, cancel: job.cancel }
        : job.kind === 'hint'
          ? hintMessage(job)
          : job.kind === 'generate'
            ? { type: 'generate', id: job.id, options: job.generate!, cancel: job.cancel }
            : job.kind === 'readTechnique'
              ? { type: 'readTechnique', id: job.id, source: job.source! }
              : job.kind === 'labTrial'
                ? {
                    type: 'labTrial',
                    id: job.id,
                    puzzle: job.puzzle,
                    sources: job.options.userTechniques!,
                    timeLimitMs: job.options.timeLimitMs!,
                    cancel: job.cancel,
                  }
                : { type: 'inspect', id: job.id, puzzle: job.puzzle, ...(job.options.variant ? { variant: job.options.variant } : {}) };
    slot.worker!.post(msg);
    this.counters.dispatched++;
  }

  private ensureWorker(slot: Slot): Promise<void> {
    if (slot.worker && slot.ready && (slot.outgrown || slot.jobs >= (this.options.maxJobsPerWorker ?? 5000))) {
      // Start afresh now and then, and after a job grew its memory: closing the old worker frees everything it held.
      if (slot.outgrown) this.counters.outgrown++;
      else this.counters.recycled++;
      const old = slot.worker;
      slot.worker = undefined;
      slot.ready = undefined;
      void old.retire();
    }
    if (slot.worker && slot.ready) {
      slot.jobs++;
      return slot.ready;
    }
    slot.jobs = 1;
    slot.outgrown = false;
    this.counters.started++;
    let worker: WorkerHandle | undefined;
    slot.ready = new Promise<void>((resolve, reject) => {
      let started = false;
      worker = this.transport.start({
        message: (m) => {
          if (slot.worker !== worker) return;
          if (m.type === 'ready') {
            started = true;
            resolve();
          } else if (m.type === 'running') {
            if (slot.job?.id === m.id) slot.job.running = m.index;
          } else if (m.type === 'outgrown') {
            slot.outgrown = true;
          } else if (m.type === 'fatal') {
            reject(new SolverError(m.message));
            this.drop(slot, worker!);
          } else if (
            m.type === 'result' ||
            m.type === 'hinted' ||
            m.type === 'inspected' ||
            m.type === 'generated' ||
            m.type === 'techniqueRead' ||
            m.type === 'labTried' ||
            m.type === 'error'
          ) {
            const job = slot.job;
            if (!job || job.id !== m.id) return;
            slot.job = undefined;
            if (m.type !== 'error') this.settle(job, undefined, m.result);
            else this.settle(job, new SolverError(m.message));
            this.pump();
          }
        },
        died: (why) => {
          if (slot.worker !== worker) return;
          this.drop(slot, worker!);
          const err = new SolverError(poolSays.stopped(why));
          if (!started) reject(err);
          const job = slot.job;
          if (job) {
            slot.job = undefined;
            this.settle(job, err);
          }
          this.pump();
        },
      });
    });
    slot.worker = worker;
    return slot.ready;
  }

  private drop(slot: Slot, worker: WorkerHandle): void {
    if (slot.worker === worker) {
      slot.worker = undefined;
      slot.ready = undefined;
    }
    worker.terminate();
  }

  private cancel(job: Job): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      if (job.kind === 'labTrial') this.settle(job, new SolverError(poolSays.cancelled()));
      else
        this.settle(
          job,
          undefined,
          job.kind === 'generate'
            ? notGenerated('cancelled')
            : job.kind === 'hint'
              ? hintStopped(job, 'cancelled')
              : cancelledResult(job.puzzle),
        );
      return;
    }
    const slot = this.slots.find((s) => s.job === job);
    if (!slot) return;
    clearTimeout(job.watchdog);
    if (job.cancel) {
      Atomics.store(new Int32Array(job.cancel), 0, 1);
      job.watchdog = setTimeout(() => this.kill(slot, job, 'cancelled'), this.options.graceMs ?? 1000);
    } else {
      // No shared memory to ask with: a busy worker cannot read a message, so it is ended and replaced.
      this.kill(slot, job, 'cancelled');
    }
  }

  /** The worker did not stop in time, or cannot be asked to: end it; a new one starts for the next request. */
  private kill(slot: Slot, job: Job, status: 'timeout' | 'cancelled'): void {
    if (slot.job !== job) return;
    slot.job = undefined;
    const worker = slot.worker;
    if (worker) {
      this.counters.replaced++;
      slot.worker = undefined;
      slot.ready = undefined;
      worker.terminate();
    }
    if (job.kind === 'readTechnique' && status === 'timeout') {
      // Told on the file, as its other problems are.
      const problem = { line: 1, column: 1, message: labSays.readTooLong(job.options.timeLimitMs ?? 0), severity: 'error' as const };
      this.settle(job, undefined, { problems: [problem] });
    } else if (job.kind === 'inspect' || job.kind === 'readTechnique') this.settle(job, new SolverError(poolSays.noAnswer()));
    else if (job.kind === 'labTrial') this.settle(job, new SolverError(withRunaway(cancelledResult(job.puzzle, status), job).message));
    else if (job.kind === 'generate') this.settle(job, undefined, notGenerated(status));
    else if (job.kind === 'hint') this.settle(job, undefined, hintStopped(job, status));
    else this.settle(job, undefined, withRunaway(cancelledResult(job.puzzle, status), job));
    this.pump();
  }

  private settle(job: Job, err?: Error, result?: Outcome): void {
    clearTimeout(job.watchdog);
    if (job.signal && job.onAbort) job.signal.removeEventListener('abort', job.onAbort);
    if (err) job.reject(err);
    else job.resolve(result!);
  }
}

function hintMessage(job: Job): ToWorker {
  const { id, puzzle, options, cancel, position, verdict } = job;
  return { type: 'hint', id, puzzle, options, cancel, ...(position ? { position } : {}), ...(verdict ? { verdict } : {}) };
}

/** A hint job cancelled, or stopped at its time limit, said as the solve would say it. */
function hintStopped(job: Job, status: 'cancelled' | 'timeout'): HintOutcome {
  const r = withRunaway(cancelledResult(job.puzzle, status), job);
  return { hint: { status, message: r.message } };
}

/** The result of a solve that was cancelled (or stopped at its time limit) before it finished. */
export function cancelledResult(puzzle: string, status: 'cancelled' | 'timeout' = 'cancelled'): SolveResult {
  return {
    status,
    puzzle,
    givens: [...puzzle].filter((c) => c >= '1' && c <= '9').length,
    notes: [],
    message: status === 'cancelled' ? poolSays.cancelled() : poolSays.pastLimit(),
    initialCandidates: [],
    steps: [],
    guesses: [],
    stats: { ms: 0, statements: 0, uniquenessGuesses: 0, techniques: {} },
  };
}

/**
 * A solve stopped at its time limit while a user technique ran (the worker
 * said which in the shared flag, or in a message): the result names it, in its message and
 * in a 'timeout' report for the editor.
 */
function withRunaway(result: SolveResult, job: Job): SolveResult {
  const said = job.cancel ? Atomics.load(new Int32Array(job.cancel), 1) - 1 : (job.running ?? -1);
  const index = result.status === 'timeout' ? said : -1;
  const source = job.options.userTechniques?.[index];
  if (!source) return result;
  const header = readUserHeader(source).header;
  const name = header?.name ?? source.path;
  const message = labSays.runaway(name, job.options.timeLimitMs ?? 0);
  const report: LabReport = { kind: 'timeout', technique: name, id: header?.id ?? idFromPath(source.path), path: source.path, message };
  return { ...result, message, lab: [report] };
}

function notGenerated(status: 'cancelled' | 'timeout'): GenerateOutcome {
  return {
    status,
    attempts: 0,
    ms: 0,
    message: status === 'cancelled' ? generatorSays.cancelled() : generatorSays.pastLimit(),
  };
}
