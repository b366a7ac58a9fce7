/**
 * The order and pace of a document's background check, without VS Code: the
 * puzzles on screen first (and those scrolled to while it runs), each solved
 * once, a few at a time; the status bar, the Problems and the lenses told how
 * far it is a few times a second rather than once a verdict. diagnostics.ts
 * drives it with the puzzle service and the editor. Pure: no `vscode` here.
 */
import { isLargeFile } from '../../core/largeFile';

/** How long a small file's solver check waits after an edit: typing goes on, and each keystroke would start it again. */
export const DEBOUNCE_MS = 400;
/** A large file is parsed again only after a longer pause: parsing it takes a while on a busy machine. */
export const LARGE_FILE_DEBOUNCE_MS = 1000;
/** Solves asked for at once: enough to keep the engine's workers busy, few enough to drop quickly on an edit. */
export const IN_FLIGHT = 4;
/** Files with at least this many puzzles show their progress in the status bar. */
export const SHOW_PROGRESS_FROM = 50;
/** How often the status bar follows a long check. */
export const STATUS_EVERY_MS = 250;
/** How often the Problems follow a check: more rarely once many puzzles have problems, each publish costing more. */
export const PUBLISH_EVERY_MS = 150;
export const PUBLISH_MANY_EVERY_MS = 1000;
/** The first verdicts with problems are shown at once, whatever the pace. */
const PUBLISH_AT_ONCE = 20;
/**
 * Rarely: the editor waits a while after each lens change notice before it asks again, and a
 * notice that comes sooner restarts that wait, so frequent notices would starve the lenses.
 */
export const LENSES_EVERY_MS = 10000;
/** Verdicts from the cache come back at once: other work gets a turn after this many. */
export const YIELD_EVERY = 200;
/** Before an editor shows the document, this many puzzles from the top stand for its first screen. */
const FIRST_SCREEN_GUESS = 40;

/**
 * How long after an edit each part of the check starts: the syntax check (0:
 * at once, in the edit's own turn) and the solver's verdicts after it. A
 * large file waits for a pause even for its syntax, and then goes straight on.
 */
export function checkDelays(lineCount: number): { syntaxMs: number; verdictsMs: number } {
  return isLargeFile(lineCount) ? { syntaxMs: LARGE_FILE_DEBOUNCE_MS, verdictsMs: 0 } : { syntaxMs: 0, verdictsMs: DEBOUNCE_MS };
}

export interface LineSpan {
  line: number;
  endLine: number;
}

/** Lines shown in an editor, both ends included. */
export interface LineRange {
  start: number;
  end: number;
}

/** What the check does with its puzzles, and where it tells how far it is. */
export interface CheckHooks<P, R> {
  solve(puzzle: P): Promise<R>;
  /** Whether the check is out of date (an edit, the document closed, a newer check): it then takes no more puzzles. */
  stale(): boolean;
  /** A verdict came in: whether it has problems to show. */
  verdict(puzzle: P, result: R): boolean;
  /** Puzzles checked so far, for the status bar (files of SHOW_PROGRESS_FROM puzzles or more). */
  progress(done: number, total: number): void;
  /** Shows the problems found so far. */
  publish(): void;
  /** New verdicts for the lenses. */
  lenses(): void;
  /** Solves the service has run so far: the lenses change only with new verdicts, not with the cache's. */
  solves(): number;
}

export interface CheckClock {
  now(): number;
  yieldToOthers(): Promise<void>;
}

export class CheckScheduler<P extends LineSpan, R> {
  private readonly taken: Uint8Array;
  private priority: number[] = [];
  private sequential = 0;
  /** How many puzzles stand for the first screen: the lenses are told as soon as they are known. */
  readonly firstScreen: number;

  constructor(
    private readonly puzzles: readonly P[],
    visible: readonly LineRange[],
    private readonly hooks: CheckHooks<P, R>,
    private readonly clock: CheckClock,
  ) {
    this.taken = new Uint8Array(puzzles.length);
    this.prioritise(visible);
    this.firstScreen = Math.max(1, Math.min(this.priority.length || FIRST_SCREEN_GUESS, puzzles.length));
  }

  /** Puts the puzzles on these lines first, in the ranges' order (what scrolled into view goes next). */
  prioritise(visible: readonly LineRange[]): void {
    this.priority = [];
    const puzzles = this.puzzles;
    for (const r of visible) {
      // The first puzzle that ends at or after the range's start.
      let lo = 0;
      let hi = puzzles.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (puzzles[mid].endLine < r.start) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < puzzles.length && puzzles[i].line <= r.end; i++) if (!this.taken[i]) this.priority.push(i);
    }
  }

  /** The next puzzle to solve: one on screen, else the first from the top not taken yet. */
  private next(): number | undefined {
    while (this.priority.length) {
      const i = this.priority.shift()!;
      if (!this.taken[i]) return i;
    }
    while (this.sequential < this.puzzles.length && this.taken[this.sequential]) this.sequential++;
    return this.sequential < this.puzzles.length ? this.sequential : undefined;
  }

  /**
   * Solves every puzzle once, IN_FLIGHT at a time, until done or stale.
   * Finished (not stale): the last problems are published and the lenses told
   * of any new verdicts. Returns whether it finished.
   */
  async run(): Promise<boolean> {
    const { hooks, clock, puzzles } = this;
    const showProgress = puzzles.length >= SHOW_PROGRESS_FROM;
    let done = 0;
    let withProblems = 0;
    let lastPublish = clock.now();
    let lastStatus = 0;
    let lastLenses = clock.now();
    let sinceYield = 0;
    const solvesAtStart = hooks.solves();
    let solvesAtLenses = solvesAtStart;
    /** Verdicts in since the lenses were last told: a solve is counted when it starts, so the counter alone misses the last ones. */
    let sinceLenses = 0;
    const lane = async () => {
      for (let i = this.next(); i !== undefined && !hooks.stale(); i = this.next()) {
        this.taken[i] = 1;
        const result = await hooks.solve(puzzles[i]);
        if (hooks.stale()) return;
        const found = hooks.verdict(puzzles[i], result);
        if (found) withProblems++;
        done++;
        sinceLenses++;
        const now = clock.now();
        if (showProgress && now - lastStatus > STATUS_EVERY_MS) {
          hooks.progress(done, puzzles.length);
          lastStatus = now;
        }
        const publishEvery = withProblems > 1000 ? PUBLISH_MANY_EVERY_MS : PUBLISH_EVERY_MS;
        if (found && (now - lastPublish > publishEvery || done < PUBLISH_AT_ONCE)) {
          hooks.publish();
          lastPublish = clock.now();
        }
        const solves = hooks.solves();
        if (solves !== solvesAtLenses && (now - lastLenses > LENSES_EVERY_MS || done === this.firstScreen)) {
          hooks.lenses();
          lastLenses = now;
          solvesAtLenses = solves;
          sinceLenses = 0;
        }
        if (++sinceYield >= YIELD_EVERY) {
          sinceYield = 0;
          await clock.yieldToOthers();
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, puzzles.length) }, lane));
    if (hooks.stale()) return false;
    hooks.publish();
    if (sinceLenses > 0 && hooks.solves() !== solvesAtStart) hooks.lenses();
    return true;
  }
}
