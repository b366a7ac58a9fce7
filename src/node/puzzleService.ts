/**
 * What the editor features ask of the engine, with caching: the same puzzle
 * text is never inspected or solved twice with the same options. No `vscode`
 * here, so the benchmark measures the very code the extension runs.
 */
import type { Inspection } from '../core/engine';
import type { SolveOptions, SolveResult } from '../core/result';
import type { EnginePool } from '../workers/enginePool';

class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
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
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
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
}

export class PuzzleService {
  private readonly inspections = new Lru<Inspection>(5000);
  private readonly verdicts = new Lru<SolveResult>(20000);
  private readonly explanations = new Lru<SolveResult>(64);
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    readonly pool: EnginePool,
    private readonly options: ServiceOptions,
  ) {}

  /** Candidates and duplicate givens: quick, for hovers and the first diagnostics. */
  inspect(cells: string): Promise<Inspection> {
    return this.cached(`inspect:${cells}`, this.inspections, () => this.pool.inspect(cells));
  }

  /**
   * The verdict only: solution, uniqueness, no solution, straight from the
   * givens on the engine's fast search, with no explanation and no difficulty.
   * For diagnostics, CodeLens, hovers and Check.
   */
  verdict(cells: string, signal?: AbortSignal): Promise<SolveResult> {
    const options = verdictOptions(this.options.solve());
    return this.cached(
      cacheKey(options, cells),
      this.verdicts,
      () => this.pool.solve(cells, options, { signal }),
      (r) => !isFinal(r),
    );
  }

  /** A full solve with its explanation: for the panel, hints and cell hovers. */
  explain(cells: string, signal?: AbortSignal, extra: SolveOptions = {}): Promise<SolveResult> {
    const options = { ...this.options.solve(), ...extra, explain: true };
    return this.cached(
      cacheKey(options, cells),
      this.explanations,
      () => this.pool.solve(cells, options, { signal }),
      (r) => !isFinal(r),
    );
  }

  /** A verdict or explanation already known, without asking the engine. */
  known(cells: string): SolveResult | undefined {
    const options = this.options.solve();
    return (
      this.explanations.get(cacheKey({ ...options, explain: true }, cells)) ?? this.verdicts.get(cacheKey(verdictOptions(options), cells))
    );
  }

  /** Forget cached results, e.g. when settings change. */
  clear(): void {
    this.inspections.clear();
    this.verdicts.clear();
    this.explanations.clear();
  }

  private cached<V>(key: string, cache: Lru<V>, compute: () => Promise<V>, dontKeep?: (v: V) => boolean): Promise<V> {
    const hit = cache.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.inFlight.get(key) as Promise<V> | undefined;
    if (pending) return pending;
    const p = compute().then(
      (v) => {
        this.inFlight.delete(key);
        if (!dontKeep?.(v)) cache.set(key, v);
        return v;
      },
      (err) => {
        this.inFlight.delete(key);
        throw err;
      },
    );
    this.inFlight.set(key, p);
    return p;
  }
}

function verdictOptions(options: SolveOptions): SolveOptions {
  return { ...options, explain: false, verdict: true };
}

/** One key for a solve: the options it ran with and the puzzle. */
function cacheKey(options: SolveOptions, cells: string): string {
  return `${JSON.stringify(options)}:${cells}`;
}

/** Cancelled or timed-out results are not verdicts: asking again should try again. */
function isFinal(r: SolveResult): boolean {
  return r.status !== 'cancelled' && r.status !== 'timeout';
}
