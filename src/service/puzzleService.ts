/**
 * What the editor features ask of the engine, with caching: the same puzzle
 * text is never inspected or solved twice with the same options. No `vscode`
 * here, so the benchmark measures the very code the extension runs.
 */
import type { Inspection, Position, SolveOptions, SolveResult } from '../shared/result';
import { type Variant, variantKey } from '../shared/variant';
import type { Hint } from '../shared/result';
import { type EnginePool, type Priority, cancelledResult } from './enginePool';

class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(public max: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, v: V): void {
    this.map.delete(key);
    this.map.set(key, v);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }
  clear(): void {
    this.map.clear();
  }
  get size(): number {
    return this.map.size;
  }
}

export interface ServiceOptions {
  /** Options every verdict and explanation uses (techniques, guessing, time limit). */
  solve: () => SolveOptions;
  /** Hears what the user techniques did in every solve and hint (the technique lab reads their reports). */
  onLab?: (cells: string, lab: SolveResult['lab']) => void;
  /** The fewest verdicts kept, whatever the open files hold (default 20,000). */
  minVerdicts?: number;
}

/** The most verdicts kept, however large the open files: about 1 KB each. */
const MAX_VERDICTS = 250_000;

/** A solve shared by every caller who asked for the same puzzle with the same options. */
interface Shared<V> {
  promise: Promise<V>;
  abort: AbortController;
  /** Callers still waiting; a caller without a signal never leaves. */
  waiting: number;
  /** Background until a caller in the foreground joins. */
  priority: Priority;
}

export class PuzzleService {
  private readonly inspections = new Lru<Inspection>(5000);
  private readonly verdicts: Lru<SolveResult>;
  private readonly explanations = new Lru<SolveResult>(64);
  private readonly inspecting = new Map<string, Promise<Inspection>>();
  private readonly inFlight = new Map<string, Shared<SolveResult>>();
  /** Puzzles per open document, so that the verdict cache holds every puzzle of the files open. */
  private readonly reserved = new Map<string, number>();
  /** Solves started (not answered from the cache or shared), for tests and the benchmark. */
  readonly counters = { solves: 0 };

  constructor(
    readonly pool: EnginePool,
    private readonly options: ServiceOptions,
  ) {
    this.verdicts = new Lru<SolveResult>(options.minVerdicts ?? 20000);
  }

  /** Candidates and duplicate givens: quick, for hovers and the first diagnostics. */
  inspect(cells: string, variant?: Variant): Promise<Inspection> {
    const hit = this.inspected(cells, variant);
    if (hit) return Promise.resolve(hit);
    const key = inspectKey(cells, variant);
    let p = this.inspecting.get(key);
    if (!p) {
      p = this.pool.inspect(cells, variant).finally(() => this.inspecting.delete(key));
      p.then((v) => this.inspections.set(key, v)).catch(() => undefined);
      this.inspecting.set(key, p);
    }
    return p;
  }

  /** An inspection already made, without asking the engine. */
  inspected(cells: string, variant?: Variant): Inspection | undefined {
    return this.inspections.get(inspectKey(cells, variant));
  }

  /**
   * The verdict only: solution, uniqueness, no solution, straight from the
   * givens on the engine's fast search, with no explanation and no difficulty.
   * For diagnostics, CodeLens, hovers and Check. `background`: a check over
   * a file that nobody waits on, which yields to every other request.
   */
  verdict(cells: string, signal?: AbortSignal, how: { background?: boolean; variant?: Variant } = {}): Promise<SolveResult> {
    const options = withVariant(verdictOptions(this.options.solve()), how.variant);
    return this.cached(cacheKey(options, cells), this.verdicts, cells, options, signal, compact, how.background === true);
  }

  /**
   * A full solve with its explanation: for the panel, hints and cell hovers.
   * The verdict comes first: only a puzzle known to have one solution may be
   * explained with the uniqueness techniques (unique rectangles, BUG).
   */
  async explain(cells: string, signal?: AbortSignal, extra: SolveOptions = {}): Promise<SolveResult> {
    const verdictKey = cacheKey(withVariant(verdictOptions(this.options.solve()), extra.variant), cells);
    const known = this.verdicts.get(verdictKey);
    const explainWith = (unique: boolean | 'find') => ({ ...this.options.solve(), ...extra, explain: true, unique });
    // A verdict not known yet is found in the explanation's own job: one job either way.
    const unique = known && isFinal(known) ? known.status === 'solved' : 'find';
    const settled = unique === 'find' ? this.explanationKnown(cells, explainWith) : undefined;
    const explained =
      settled ?? (await this.cached(cacheKey(explainWith(unique), cells), this.explanations, cells, explainWith(unique), signal));
    if (unique === 'find' && isFinal(explained)) {
      // Kept under the key it would have had with the verdict known, and the verdict with it.
      this.explanations.set(cacheKey(explainWith(explained.status === 'solved'), cells), explained);
      if (!this.verdicts.get(verdictKey)) this.verdicts.set(verdictKey, compact(explained));
    }
    const { variant, ...other } = extra;
    if (Object.keys(other).length === 0) this.keepDifficulty(cells, explained, variant);
    return explained;
  }

  /** An explanation made already with either verdict, when the verdict itself has left the cache. */
  private explanationKnown(cells: string, explainWith: (unique: boolean) => SolveOptions): SolveResult | undefined {
    return this.explanations.get(cacheKey(explainWith(true), cells)) ?? this.explanations.get(cacheKey(explainWith(false), cells));
  }

  /**
   * The difficulty an explanation found, kept with the verdict: the cache of
   * explanations holds only the last few, and Solve All explains a whole file,
   * yet the lens and Check of every puzzle it solved should show it.
   */
  private keepDifficulty(cells: string, explained: SolveResult, variant?: Variant): void {
    if (explained.status !== 'solved' || explained.difficulty === undefined) return;
    const key = cacheKey(withVariant(verdictOptions(this.options.solve()), variant), cells);
    const verdict = this.verdicts.get(key);
    if (verdict?.status === 'solved' && verdict.difficulty === undefined)
      this.verdicts.set(key, { ...verdict, difficulty: explained.difficulty });
  }

  /**
   * The next step from a position (or from the givens), as a hint gives it:
   * a position that contradicts the puzzle's one solution is told as wrong.
   * One worker job: the verdict the editor already has goes with it, and a
   * verdict the job had to find comes back to the cache.
   */
  async hint(cells: string, position?: Position, signal?: AbortSignal, variant?: Variant): Promise<Hint> {
    const options = withVariant(this.options.solve(), variant);
    const key = cacheKey(withVariant(verdictOptions(this.options.solve()), variant), cells);
    const known = this.verdicts.get(key);
    this.counters.solves++;
    const { hint, verdict } = await this.pool.hint(cells, position, options, known, { signal });
    if (verdict && isFinal(verdict)) this.verdicts.set(key, compact(verdict));
    this.options.onLab?.(cells, hint.lab);
    return hint;
  }

  /** A verdict or explanation already known, without asking the engine. */
  known(cells: string, variant?: Variant): SolveResult | undefined {
    const options = withVariant(this.options.solve(), variant);
    return (
      this.explanations.get(cacheKey({ ...options, explain: true, unique: true }, cells)) ??
      this.explanations.get(cacheKey({ ...options, explain: true, unique: false }, cells)) ??
      this.verdicts.get(cacheKey(verdictOptions(options), cells))
    );
  }

  /**
   * Sizes the verdict cache to the files open: a document holding `puzzles`
   * puzzles (0 when it closes). With a cache smaller than the files, every
   * pass over them would solve every puzzle again.
   */
  reserve(document: string, puzzles: number): void {
    if (puzzles > 0) this.reserved.set(document, puzzles);
    else this.reserved.delete(document);
    let total = 0;
    for (const n of this.reserved.values()) total += n;
    this.verdicts.max = Math.min(MAX_VERDICTS, Math.max(this.options.minVerdicts ?? 20000, Math.ceil(total * 1.25)));
  }

  /** Callers waiting on solves of this puzzle now running or queued, for tests. */
  waitingOn(cells: string): number {
    let n = 0;
    for (const [key, shared] of this.inFlight) if (key.endsWith(`:${cells}`)) n += shared.waiting;
    return n;
  }

  /** How many verdicts the cache may hold now. */
  get verdictCapacity(): number {
    return this.verdicts.max;
  }

  /** Forget cached results, e.g. when settings change. */
  clear(): void {
    this.inspections.clear();
    this.verdicts.clear();
    this.explanations.clear();
  }

  /**
   * One solve per key, shared by its callers. Each caller can cancel on its
   * own (it gets a cancelled result at once); the solve itself stops only
   * when every caller has cancelled.
   */
  private cached(
    key: string,
    cache: Lru<SolveResult>,
    cells: string,
    options: SolveOptions,
    signal: AbortSignal | undefined,
    keep: (r: SolveResult) => SolveResult = (r) => r,
    background = false,
  ): Promise<SolveResult> {
    const hit = cache.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    if (signal?.aborted) return Promise.resolve(cancelledResult(cells));
    let shared = this.inFlight.get(key);
    if (!shared) {
      const abort = new AbortController();
      const priority: Priority = { background };
      this.counters.solves++;
      const promise = this.pool.solve(cells, options, { signal: abort.signal, priority }).then(
        (v) => {
          if (this.inFlight.get(key) === shared) this.inFlight.delete(key);
          this.options.onLab?.(cells, v.lab);
          // Another job (an explanation, a hint) may have settled this key meanwhile, with more in it
          // (an explanation's difficulty): the result kept first stays.
          const settled = cache.get(key);
          if (settled !== undefined && isFinal(settled)) return settled;
          const kept = keep(v);
          if (isFinal(v)) cache.set(key, kept);
          return kept;
        },
        (err) => {
          if (this.inFlight.get(key) === shared) this.inFlight.delete(key);
          throw err;
        },
      );
      shared = { promise, abort, waiting: 0, priority };
      this.inFlight.set(key, shared);
    } else if (!background && shared.priority.background) {
      // Someone waits for a solve the background queued: it goes ahead.
      shared.priority.background = false;
      this.pool.reprioritised();
    }
    const s = shared;
    s.waiting++;
    if (!signal) return s.promise;
    return new Promise<SolveResult>((resolve, reject) => {
      const leave = () => {
        signal.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        leave();
        resolve(cancelledResult(cells));
        if (--s.waiting === 0) {
          // Nobody wants it any more: stop the solve, and let the next caller start afresh.
          if (this.inFlight.get(key) === s) this.inFlight.delete(key);
          s.abort.abort();
        }
      };
      signal.addEventListener('abort', onAbort, { once: true });
      s.promise.then(
        (v) => {
          leave();
          resolve(v);
        },
        (err) => {
          leave();
          reject(err);
        },
      );
    });
  }
}

/** A verdict uses no named technique: the user techniques stay out of it (and of its key). */
/** A variant puzzle's options: a classic puzzle's stay as they were, and so do their cache keys. */
function withVariant(options: SolveOptions, variant: Variant | undefined): SolveOptions {
  return variant ? { ...options, variant } : options;
}

function verdictOptions(options: SolveOptions): SolveOptions {
  const { userTechniques: _, ...rest } = options;
  return { ...rest, explain: false, verdict: true };
}

/** One key for a solve: the options it ran with and the puzzle; a user technique by its path and a hash of its text. */
function cacheKey(options: SolveOptions, cells: string): string {
  const user = options.userTechniques?.map((u) => `${u.path}#${u.text.length}.${textHash(u.text)}`);
  return `${JSON.stringify(user ? { ...options, userTechniques: user } : options)}:${cells}`;
}

/** FNV-1a over the UTF-16 code units: enough to tell one version of a file from the next. */
function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** Cancelled or timed-out results are not verdicts: asking again should try again. */
function isFinal(r: SolveResult): boolean {
  return r.status !== 'cancelled' && r.status !== 'timeout';
}

/** What a verdict needs to keep: no candidates, stall, origins or per-technique figures (a cache of many thousands stays small). */
function compact(r: SolveResult): SolveResult {
  return {
    ...r,
    initialCandidates: [],
    stall: undefined,
    origin: undefined,
    steps: [],
    stats: { ...r.stats, techniques: {} },
  };
}

/** The key of a puzzle's inspection, in the cache and among those under way. */
function inspectKey(cells: string, variant?: Variant): string {
  return variant ? `inspect:${variantKey(variant)}:${cells}` : `inspect:${cells}`;
}
