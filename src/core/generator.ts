/**
 * New puzzles, made by SQL on the solver's own database (sql/generate/): a
 * random complete grid, then givens taken away, an orbit of cells at a time,
 * while the verdict stays "one solution". This driver only runs statements
 * and asks the engine for verdicts and ratings, as the solver's driver does.
 * Diabolical puzzles without symmetry start from a bank of known ones
 * instead of a new grid (see fromBank).
 *
 * Runs anywhere the engine runs: no Node API, no `vscode`.
 */
import { EngineError, SqlSources, SqlSudokuEngine, requireAreas } from './engine';
import { GUESS_RATING, SolveOptions, SolveResult } from '../shared/result';
import { generatorSays } from './phrases';
import { MAX_SEED, SYMMETRIES, type Band, type GenerateOptions, type GenerateOutcome, type Symmetry } from '../shared/generate';

class Stop extends Error {
  constructor(readonly status: 'timeout' | 'cancelled') {
    super(status);
  }
}

/** One generator per engine: its statements are prepared once, on the engine's database. */
export class PuzzleGenerator {
  private readonly start: ReturnType<SqlSudokuEngine['script']>;
  private readonly grid: ReturnType<SqlSudokuEngine['script']>;
  private readonly orbits: ReturnType<SqlSudokuEngine['script']>;
  private readonly remove: ReturnType<SqlSudokuEngine['script']>;
  private readonly restore: ReturnType<SqlSudokuEngine['script']>;
  private readonly read: ReturnType<SqlSudokuEngine['script']>;
  private readonly pick: ReturnType<SqlSudokuEngine['script']>;
  private readonly set: ReturnType<SqlSudokuEngine['script']>;
  private readonly order: ReturnType<SqlSudokuEngine['script']>;

  constructor(
    private readonly engine: SqlSudokuEngine,
    sources: SqlSources,
  ) {
    requireAreas(sources, ['generate'], generatorSays.sqlFileMissing);
    engine.script(sources['generate/schema.sql'])();
    this.start = engine.script(sources['generate/start.sql']);
    this.grid = engine.script(sources['generate/grid.sql']);
    this.orbits = engine.script(sources['generate/orbits.sql']);
    this.remove = engine.script(sources['generate/remove.sql']);
    this.restore = engine.script(sources['generate/restore.sql']);
    this.read = engine.script(sources['generate/puzzle.sql']);
    engine.script(sources['generate/bank.sql'])();
    this.pick = engine.script(sources['generate/pick.sql']);
    this.set = engine.script(sources['generate/set.sql']);
    this.order = engine.script(sources['generate/order.sql']);
  }

  /**
   * One puzzle: attempt after attempt (a new grid each time, from the seed and
   * the attempt number) until one is unique, rated inside the band and, when
   * asked, minimal. `shouldCancel` is polled between statements' batches.
   */
  generate(options: GenerateOptions, shouldCancel?: () => boolean): GenerateOutcome {
    checkOptions(options);
    const t0 = now();
    const deadline = options.timeLimitMs && options.timeLimitMs > 0 ? t0 + options.timeLimitMs : Infinity;
    const interrupt = () => {
      if (now() > deadline) throw new Stop('timeout');
      if (shouldCancel?.()) throw new Stop('cancelled');
    };
    const band = options.band ?? { min: 0, max: Infinity };
    const symmetry = options.symmetry ?? 'none';
    const minimal = options.minimal === true;
    const plan = this.plan(band, symmetry, minimal, options.fromBank !== false);
    const rate = (puzzle: string) => this.rate(puzzle, deadline, shouldCancel, plan.rateWith);
    let attempts = 0;
    try {
      for (;;) {
        if (options.maxAttempts !== undefined && attempts >= options.maxAttempts) {
          return { status: 'exhausted', attempts, ms: round(now() - t0), message: generatorSays.exhausted(attempts) };
        }
        interrupt();
        const attempt = attempts++;
        const found = plan.fromBank
          ? this.fromBank(options.seed, attempt, band, plan.below, rate, interrupt)
          : this.fromScratch(options.seed, attempt, band, symmetry, minimal, plan, rate, interrupt);
        if (!found) continue;
        const { puzzle, rated } = found;
        return {
          status: 'generated',
          puzzle: {
            puzzle,
            solution: rated.solution!,
            givens: rated.givens,
            rating: rated.difficulty!.rating,
            technique: rated.difficulty!.technique,
            techniqueName: rated.difficulty!.name,
            ...epEd(rated),
            symmetry,
            minimal,
            seed: options.seed,
            attempts,
            ms: round(now() - t0),
          },
        };
      }
    } catch (err) {
      if (err instanceof Stop) {
        const message = err.status === 'timeout' ? generatorSays.timedOut(options.timeLimitMs ?? 0) : generatorSays.cancelled();
        return { status: err.status, attempts, ms: round(now() - t0), message };
      }
      throw err;
    }
  }

  /** How attempts go for a band: where they start, how the cut checks a removal, and what rates the result. */
  private plan(band: Band, symmetry: Symmetry, minimal: boolean, bankAllowed: boolean): Plan {
    // While taking givens away, a band below the chains keeps the puzzle
    // solvable by the band's techniques alone: that proves it unique and no
    // harder than the band (the solver always takes the simplest step, so it
    // takes the same path with the whole ladder). Chains are too slow to run
    // after every removal, so a band that reaches them (and a minimal puzzle,
    // which must lose every given it can) is cut by uniqueness alone and
    // sorted after: cheaply first, by the techniques below the band.
    const capped = !minimal && band.max < CHAINS_FROM && band.min < CUT_BY_UNIQUENESS_FROM;
    const ladder = capped ? this.ladderUpTo(band.max) : undefined;
    if (capped && ladder!.length === 0) throw new EngineError(generatorSays.noTechniqueRated(band.max));
    return {
      capped,
      ladder,
      // Too easy if these finish it: the techniques below the band, short of the chains.
      below: band.min > 0 ? this.engine.techniques.filter((t) => t.rating < Math.min(band.min, CHAINS_FROM)).map((t) => t.id) : [],
      // Rated with the band's techniques only when the band stops short of guessing: a puzzle they cannot finish is too hard.
      rateWith: band.max < GUESS_RATING ? this.ladderUpTo(band.max) : undefined,
      // About one random cut in 300 is diabolical: without symmetry, attempts start from the bank's puzzles (which have none).
      fromBank: bankAllowed && symmetry === 'none' && band.min >= BANK_FROM,
    };
  }

  /** One attempt from a new grid: cut, eased or sorted, and rated. Undefined when it misses the band. */
  private fromScratch(
    seed: number,
    attempt: number,
    band: Band,
    symmetry: Symmetry,
    minimal: boolean,
    plan: Plan,
    rate: (puzzle: string) => SolveResult,
    interrupt: () => void,
  ): Found | undefined {
    const made = this.attempt(seed, attempt, symmetry, minimal, plan.ladder, interrupt);
    if (!made) return undefined;
    // A band short of the chains, cut by uniqueness: a puzzle that needs more than the band gets givens back until it does not.
    const { capped, rateWith, below } = plan;
    if (!capped && !minimal && rateWith && band.max < CHAINS_FROM && !this.ease(made, rateWith, band, orbitsOf(symmetry), interrupt))
      return undefined;
    if (!capped && below.length && this.solvedBy(made.puzzle, below)) return undefined;
    const rated = rate(made.puzzle);
    return inBand(rated, band) ? { puzzle: made.puzzle, rated } : undefined;
  }

  /**
   * One attempt from the bank: a known diabolical puzzle, its rows, columns
   * and digits shuffled by the attempt's keys, then moved one step: a given
   * taken away and another cell given instead, so that the puzzle stays
   * unique (then any given that became needless goes too). Its neighbours
   * are tried in the attempt's random order until one is rated in the band;
   * about one in seven is. Undefined after BANK_TRIES rated neighbours miss.
   */
  private fromBank(
    seed: number,
    attempt: number,
    band: Band,
    below: string[],
    rate: (puzzle: string) => SolveResult,
    interrupt: () => void,
  ): Found | undefined {
    this.start({ ':seed': seed, ':attempt': attempt });
    const picked = String(this.pick()[0][0]);
    const solved = this.engine.solve(picked, { techniques: SINGLES, uniqueness: false, explain: false });
    if (solved.status !== 'solved' || !solved.solution) throw new EngineError(generatorSays.bankUnsolved(solved.status));
    this.grid({ ':solution': solved.solution });
    const grid = this.puzzle();
    this.set({ ':puzzle': picked });
    const start = this.puzzle();
    this.orbits({ ':symmetry': 'none' });
    const order = this.order().map((row) => Number(row[0]));
    const unique = (p: string, emptied: number[]) => this.engine.uniqueAfterEmptying(p, grid, emptied);
    let tries = 0;
    for (const out of order) {
      if (start[out] === '.') continue;
      interrupt();
      // Without that given the puzzle has other solutions; a cell given instead must rule them all out, so
      // it is one where the first other solution differs from the grid.
      const other = this.engine.solve(withCell(start, out, '.'), VERDICT).solutions?.find((x) => x !== grid);
      if (!other) continue;
      for (const into of order) {
        if (start[into] !== '.' || other[into] === grid[into]) continue;
        interrupt();
        const moved = withCell(withCell(start, into, grid[into]), out, '.');
        if (!unique(moved, [out])) continue;
        const puzzle = minimize(moved, unique, interrupt);
        if (!this.solvedBy(puzzle, below)) {
          const rated = rate(puzzle);
          if (inBand(rated, band)) return { puzzle, rated };
          if (++tries >= BANK_TRIES) return undefined;
        }
        break;
      }
    }
    return undefined;
  }

  /** One grid, cut down. Undefined when the attempt cannot give a puzzle (a symmetric one that is not minimal). */
  private attempt(
    seed: number,
    attempt: number,
    symmetry: Symmetry,
    minimal: boolean,
    ladder: string[] | undefined,
    interrupt: () => void,
  ): { puzzle: string } | undefined {
    this.start({ ':seed': seed, ':attempt': attempt });
    // The solver completes the three random diagonal boxes to a full grid.
    const full = this.engine.solve(this.puzzle(), { techniques: SINGLES, uniqueness: false, explain: false });
    if (full.status !== 'solved' || !full.solution) throw new EngineError(generatorSays.noGrid(full.status));
    this.grid({ ':solution': full.solution });
    const orbits = Number(this.orbits({ ':symmetry': symmetry })[0][0]);
    // Cut by uniqueness, each check knows the grid (its digits renamed) and the cells just emptied.
    const grid = this.puzzle();
    let puzzle = grid; // as gen_puzzle holds it after each kept removal
    const good = ladder ? this.solvableBy(ladder) : (p: string) => this.engine.uniqueAfterEmptying(p, grid, emptiedCells(puzzle, p));
    // Orbits go in runs: early on nearly every removal is good, so a run is
    // checked at once and grows while it succeeds; a run that fails is tried
    // again shorter, down to one orbit, which then stays. So every orbit kept
    // failed alone, and the last check passed is for the puzzle as it ends.
    let run = 4;
    for (let first = 1; first <= orbits;) {
      interrupt();
      const range = { ':first': first, ':last': Math.min(orbits, first + run - 1) };
      this.remove(range);
      const less = this.puzzle();
      if (good(less)) {
        puzzle = less;
        first = range[':last'] + 1;
        run = Math.min(run * 2, 16);
      } else {
        this.restore(range);
        if (run === 1) first++;
        else run = Math.max(1, run >> 2);
      }
    }
    // With symmetry, every orbit stays only because taking it all away breaks
    // uniqueness; a single cell of it might still go. Such a puzzle is not minimal.
    if (
      minimal &&
      symmetry !== 'none' &&
      !isMinimal(puzzle, (p) => this.engine.uniqueAfterEmptying(p, grid, emptiedCells(puzzle, p)), interrupt)
    )
      return undefined;
    return { puzzle };
  }

  /**
   * Puts givens back, an orbit at a time in the attempt's random order, so
   * that the band's techniques finish the puzzle with a hardest step inside
   * the band. Givens added to a unique puzzle keep it unique. First one orbit
   * alone, among the first few (when one does it, it is nearly always among
   * them, and each orbit that does not costs a slow solve that stalls); else
   * orbits one after the other, until the techniques finish the puzzle.
   * False when it ends up too easy.
   */
  private ease(made: { puzzle: string }, techniques: string[], band: Band, orbits: number, interrupt: () => void): boolean {
    const first = this.within(made.puzzle, techniques, band);
    if (first !== 'harder') return first === 'in';
    for (const alone of [true, false]) {
      let tries = 0;
      for (let pos = 1; pos <= orbits && (!alone || tries < EASE_TRIES); pos++) {
        interrupt();
        const before = this.puzzle();
        const range = { ':first': pos, ':last': pos };
        this.restore(range);
        const after = this.puzzle();
        if (after === before) continue;
        tries++;
        const v = this.within(after, techniques, band);
        if (v === 'in' || (!alone && v === 'easier')) {
          made.puzzle = after;
          return v === 'in';
        }
        if (alone) this.remove(range);
      }
    }
    return false;
  }

  /**
   * Where a unique puzzle stands against the band, in one solve at most: the
   * solver takes the simplest step first, so the techniques finish it with a
   * hardest step rated `min` or more exactly when those below `min` cannot.
   * A technique rated within the band can still rate a step above it (a
   * cycle's length adds to its rating): that is too hard too.
   * The compact board's logic finishing it means it is easy.
   */
  private within(puzzle: string, techniques: string[], band: Band): 'in' | 'easier' | 'harder' {
    if (band.min > BOARD_LOGIC_RATING && this.engine.quickVerdict(puzzle) === 'logic') return 'easier';
    const r = this.engine.solve(puzzle, { ...LOGIC_ONLY, techniques });
    if (r.status !== 'solved') return 'harder';
    const rating = r.difficulty?.rating ?? 0;
    return rating > band.max ? 'harder' : rating >= band.min ? 'in' : 'easier';
  }

  private puzzle(): string {
    return String(this.read()[0][0]);
  }

  /** Logic with these techniques alone completes the puzzle: it is unique, and no harder than they are. */
  private solvedBy(puzzle: string, techniques: string[]): boolean {
    return this.engine.solve(puzzle, { ...LOGIC_ONLY, techniques }).status === 'solved';
  }

  /**
   * The check while cutting by techniques: the same answer as `solvedBy`,
   * asked cheaply first. Most removals late in a cut break uniqueness, and
   * many early ones leave a puzzle the singles and claiming finish: the
   * compact board tells both apart in a few statements, so the named
   * techniques run only on the puzzles in between.
   */
  private solvableBy(techniques: string[]): (puzzle: string) => boolean {
    const settles = BOARD_LOGIC.every((id) => techniques.includes(id));
    return (p) => {
      const v = this.engine.quickVerdict(p);
      if (v === 'multiple' || v === 'none') return false;
      return (v === 'logic' && settles) || this.solvedBy(p, techniques);
    };
  }

  /** The techniques rated `max` or less. */
  private ladderUpTo(max: number): string[] {
    return this.engine.techniques.filter((t) => t.rating <= max).map((t) => t.id);
  }

  /**
   * The rating: an explanation as the panel gives it. With `techniques`, the
   * ladder stops there and nothing is guessed: a puzzle they finish is rated
   * as with the whole ladder (the same simplest steps, in the same order), and
   * one they cannot finish comes back unsolved, without the slower steps above.
   */
  private rate(puzzle: string, deadline: number, shouldCancel?: () => boolean, techniques?: string[]): SolveResult {
    const left = deadline === Infinity ? undefined : Math.max(1, deadline - now());
    const options: SolveOptions = {
      explain: true,
      unique: true,
      ...(techniques ? { techniques, guessing: false } : {}),
      ...(left ? { timeLimitMs: left } : {}),
    };
    const r = this.engine.solve(puzzle, options, shouldCancel);
    if (r.status === 'timeout') throw new Stop('timeout');
    if (r.status === 'cancelled') throw new Stop('cancelled');
    return r;
  }
}

/** What one attempt hands back: the puzzle and its rating. */
interface Found {
  puzzle: string;
  rated: SolveResult;
}

/** How a band's attempts go (see PuzzleGenerator.plan). */
interface Plan {
  capped: boolean;
  ladder?: string[];
  below: string[];
  rateWith?: string[];
  fromBank: boolean;
}

/** The verdict alone, with two solutions when there are several. */
const VERDICT: SolveOptions = { verdict: true, explain: false };
/** Bands from this rating up start from the bank when there is no symmetry. */
const BANK_FROM = 8.6;
/** Rated neighbours of one bank puzzle before the next attempt picks another. */
const BANK_TRIES = 16;

/** The first rating of the chains: slow techniques, never run after each removal. */
const CHAINS_FROM = 6.6;
/** Bands from this rating up are cut by uniqueness: cut by their own techniques, they come out too easy. */
const CUT_BY_UNIQUENESS_FROM = 4.3;

/** Enough to complete a grid quickly: the singles, then guesses. */
const SINGLES = ['full-house', 'hidden-single-box', 'hidden-single-line', 'naked-single'];

/** What the compact board's logic uses (see CompactBoard.settle): a ladder with these finishes what it finishes. */
const BOARD_LOGIC = ['naked-single', 'hidden-single-box', 'hidden-single-line', 'claiming'];
/** How many orbits `ease` tries putting back. */
const EASE_TRIES = 12;
/** The hardest of them: what the board's logic finishes is rated this or less. */
const BOARD_LOGIC_RATING = 2.8;

/**
 * A solve by the named techniques alone, on a puzzle known to be unique (every
 * puzzle the generator rates is), so the uniqueness techniques may run, as
 * they do in the editor once the verdict says unique.
 */
const LOGIC_ONLY: SolveOptions = { guessing: false, uniqueness: false, explain: false, unique: true };

/** Solved, rated, and inside the band. */
function inBand(r: SolveResult, band: Band): boolean {
  const rating = r.difficulty?.rating;
  return r.status === 'solved' && !!r.solution && rating !== undefined && rating >= band.min && rating <= band.max;
}

function withCell(puzzle: string, cell: number, ch: string): string {
  return puzzle.slice(0, cell) + ch + puzzle.slice(cell + 1);
}

/** Takes away every given that can go, keeping the puzzle unique: after a move, the new given may make others needless. */
function minimize(puzzle: string, unique: (p: string, emptied: number[]) => boolean, interrupt: () => void): string {
  let p = puzzle;
  for (let i = 0; i < 81; i++) {
    if (p[i] === '.') continue;
    interrupt();
    const less = withCell(p, i, '.');
    if (unique(less, [i])) p = less;
  }
  return p;
}

/** The cells given in `before` and empty in `after`. */
function emptiedCells(before: string, after: string): number[] {
  const cells: number[] = [];
  for (let i = 0; i < 81; i++) if (before[i] !== '.' && after[i] === '.') cells.push(i);
  return cells;
}

/** True when taking away any single given leaves more than one solution. */
export function isMinimal(puzzle: string, unique: (p: string) => boolean, interrupt: () => void = () => {}): boolean {
  for (let i = 0; i < 81; i++) {
    if (puzzle[i] === '.') continue;
    interrupt();
    if (unique(puzzle.slice(0, i) + '.' + puzzle.slice(i + 1))) return false;
  }
  return true;
}

/** How many orbits the cells form under a symmetry (as sql/generate/orbits.sql groups them). */
function orbitsOf(symmetry: Symmetry): number {
  let n = 0;
  for (let i = 0; i < 81; i++) if (partner(i, symmetry) >= i) n++;
  return n;
}

/** The cell a cell is paired with under a symmetry. */
export function partner(cell: number, symmetry: Symmetry): number {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  switch (symmetry) {
    case 'rotational':
      return 80 - cell;
    case 'mirror':
      return 9 * r + (8 - c);
    case 'diagonal':
      return 9 * c + r;
    default:
      return cell;
  }
}

function checkOptions(o: GenerateOptions): void {
  if (!Number.isInteger(o.seed) || o.seed < 0 || o.seed > MAX_SEED) throw new EngineError(generatorSays.seedRange(MAX_SEED));
  if (o.symmetry !== undefined && !SYMMETRIES.includes(o.symmetry)) throw new EngineError(generatorSays.unknownSymmetry(o.symmetry));
  if (o.band && !(o.band.min <= o.band.max)) throw new EngineError(generatorSays.bandOrder());
}

function epEd(r: SolveResult): { ep?: number; ed?: number } {
  const d = r.difficulty as { ep?: number; ed?: number } | undefined;
  return { ...(d?.ep !== undefined ? { ep: d.ep } : {}), ...(d?.ed !== undefined ? { ed: d.ed } : {}) };
}

function now(): number {
  return performance.now();
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
