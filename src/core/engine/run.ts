/**
 * One solve: the driver. It decides which technique to try next, when to
 * guess and when to roll a guess back; the techniques and the guess search
 * do the reasoning, in SQL. Its state lives here, apart from the engine, so
 * one engine serves solve after solve.
 */
import { BRANCH_STEPS_CAP, Guess, Origin, Position, SolveOptions, SolveResult, Step, TechniqueStats } from '../../shared/result';
import { isStart, normalizePosition } from '../position';
import { DEEP_ONLY } from '../catalogue';
import { conflictsPhrase, engineSays, fewGivensNote, resultMessage, techniqueName } from '../phrases';
import { CompactBoard, GuessLog, countSolutions, seedOrder } from '../search';
import { EngineError } from './sqlFile';
import type { PreparedTechnique, TechniqueBoard } from './techniqueBoard';
import { Rated, difficultyOf, guessStepOf, stepsOfFindings } from './steps';
import { type Variant, isClassicVariant } from '../../shared/variant';

/**
 * Between guesses only the singles are used (a variant's extra units' too, as the guess search's), each once per
 * sweep: a guess is a trial, and singles show quickly whether it holds. (A full house is also a naked single.)
 */
const PROPAGATION = new Set(['naked-single', 'hidden-single-box', 'hidden-single-line', 'hidden-single-extra-unit']);
const LAST_RESORT = 'hidden-single-line';

/**
 * When the singles stall under a guess, claiming (locked candidates along a line) is tried before the next guess: it is cheap and
 * cuts the number of guesses by about a quarter. Adding pointing cuts a few more guesses but costs more time than it saves (measured
 * on the named hardest and top1465). A killer's board keeps its cages (the rule of 45's too, search/cages.sql): so does the named one.
 */
const AT_STALL = new Set(['claiming', 'cage-combinations', 'rule-of-45-innies', 'rule-of-45-outies']);

/**
 * The guess search on the compact board (src/core/search.ts) reasons with
 * exactly these techniques, so it stands in for the driver's own guessing only
 * when they are all in use; with fewer, the driver guesses on its own.
 */
const SEARCH_TECHNIQUES = ['naked-single', 'hidden-single-box', 'hidden-single-line', 'claiming'];

/**
 * A puzzle with no solution still gets its guess log when the explanation's
 * search disproves everything within this many nodes; past it, the log is left
 * out (the verdict is already known).
 */
const NO_SOLUTION_LOG_NODES = 5000;

/**
 * An explanation tells the story of every guess rolled back (the panel's
 * guess stories) when its log has at most this many guesses. A longer log
 * is told only where it was made on the way to the solution; the guesses
 * nested in those branches stay in the log. Each told guess costs about what
 * a node of the driver's own search did, so this bounds the explanation.
 */
const STORY_GUESSES = 100;

/** Thrown once a solve has told as many steps as it was asked for (a hint). */
class StepLimit extends Error {}

class Interrupt extends Error {
  constructor(readonly status: 'timeout' | 'cancelled') {
    super(status);
  }
}

interface Frame {
  cell: number;
  choices: string;
  next: number;
  depth: number;
  stepCount: number;
  guessNos: number[];
}

const cellRow = (cell: number) => Math.floor(cell / 9) + 1;
const cellCol = (cell: number) => (cell % 9) + 1;

export class Run {
  private readonly started = now();
  private readonly deadline: number;
  private readonly explain: boolean;
  private readonly logic: PreparedTechnique[];
  private readonly inGuess: PreparedTechnique[];
  private readonly atStall: PreparedTechnique[];
  private readonly frames: Frame[] = [];
  private readonly guesses: Guess[] = [];
  private steps: Step[] = [];
  /** Steps of rolled-back branches, kept for the guess story. */
  private readonly branchSteps: Step[] = [];
  private branchStepsCapped = false;
  private readonly stats: Record<string, TechniqueStats> = {};
  private readonly statementsAtStart: number;
  private batches = 0;
  /** The hardest step found, tracked whether or not steps are recorded. */
  private hardest?: Rated;
  /** Sudoku Explainer's ED (the first step's rating) and EP (the hardest up to the first placement). */
  private ed?: number;
  private ep?: number;
  private placedYet = false;
  private uniquenessGuesses = 0;
  private firstSolution?: { text: string; origin: Origin[]; steps: Step[] };
  private stall?: { grid: string; candidates: string[] };
  private tick = 0;
  /** The guess search on the compact board: nodes, time and statements, for the statistics. */
  private readonly search = { nodes: 0, ms: 0, statements: 0 };
  /** The position the solve starts from, when it is not the givens alone. */
  private readonly position?: Position;

  /** Times the driver's own bookkeeping under a pseudo-technique name, e.g. '(apply)'. */
  private timed<T>(label: string, fn: () => T): T {
    const t0 = now();
    try {
      return fn();
    } finally {
      this.statsFor(label).ms += now() - t0;
    }
  }

  constructor(
    private readonly board: TechniqueBoard,
    /** The compact board of the guess search (search.ts). */
    private readonly compact: CompactBoard,
    /** Statements run so far by the engine, both boards together. */
    private readonly statementCount: () => number,
    private readonly puzzle: string,
    private readonly options: SolveOptions,
    private readonly shouldCancel?: () => boolean,
  ) {
    this.deadline = options.timeLimitMs && options.timeLimitMs > 0 ? this.started + options.timeLimitMs : Infinity;
    if (!isStart(options.position)) {
      try {
        this.position = normalizePosition(puzzle, options.position!);
      } catch (err) {
        throw new EngineError((err as Error).message);
      }
    }
    this.explain = options.explain !== false;
    // On a variant the uniqueness techniques are left out (their deadly patterns assume classic rules), and its own come in.
    const variant = !isClassicVariant(options.variant);
    // Chains only where they can explain: a classic puzzle with fewer than 17 givens is never unique (a variant's may be).
    const chains = options.chains !== false && (variant || countGivens(puzzle) >= 17);
    // A verdict (no chains) skips the direct variants too: they change the rating, never the answer.
    this.logic = board
      .preparedTechniques(options.techniques)
      .filter((t) => (chains || !t.chains) && (options.unique === true || !t.needsUnique))
      // A variant leaves out the uniqueness techniques; a classic puzzle the variant ones; the nested chains wait for a deep rating.
      .filter((t) => (variant ? !t.needsUnique : !t.needsVariant) && (options.deep === true || !DEEP_ONLY.has(t.id)))
      .filter((t) => !t.needsCages || (options.variant?.cages?.length ?? 0) > 0)
      .filter((t) => options.chains !== false || !t.id.startsWith('direct-'));
    this.inGuess = this.logic
      .filter((t) => PROPAGATION.has(t.id))
      .sort((a, b) => Number(a.id === LAST_RESORT) - Number(b.id === LAST_RESORT));
    if (this.inGuess.length === 0) this.inGuess = this.logic;
    // The board's claiming reads boxes, not a jigsaw's regions (see CompactBoard.useGeometry): neither claims there.
    this.atStall = this.logic.filter((t) => AT_STALL.has(t.id) && !(options.variant?.regions && t.id === 'claiming'));
    this.statementsAtStart = statementCount();
  }

  execute(): SolveResult {
    const e = this.board;
    e.loadPuzzle(this.puzzle, this.position);
    const givens = countGivens(this.puzzle);
    const notes: string[] = [];
    const initialCandidates = e.candidates();
    const base = { puzzle: this.puzzle, givens, notes, initialCandidates, ...this.echoed() };

    const conflicts = e.findConflicts();
    if (conflicts.length > 0) {
      // Clashing givens make the puzzle invalid; a placed digit that clashes leaves this position with no solution.
      const givenClashes = conflicts.filter((c) => c.cells.every((cell) => this.puzzle[cell] !== '.'));
      const shown = givenClashes.length > 0 ? givenClashes : conflicts;
      return this.finish({
        ...base,
        status: givenClashes.length > 0 ? 'invalid' : 'no-solution',
        conflicts: shown,
        message: conflictsPhrase(shown),
      });
    }

    try {
      const outcome = this.usesBoard() ? this.searchOnBoard() : this.driverSearch();
      return this.finish({ ...base, ...outcome });
    } catch (err) {
      if (err instanceof StepLimit) return this.finish({ ...base, status: 'stalled', stoppedAtSteps: true });
      if (err instanceof Interrupt) {
        const message = this.interruptMessage(err);
        // A first solution found before the limit is still worth showing.
        const partial = this.firstSolution ? { solution: this.firstSolution.text, origin: this.firstSolution.origin } : {};
        return this.finish({ ...base, status: err.status, message, ...partial });
      }
      throw err;
    }
  }

  private finish(partial: Omit<SolveResult, 'steps' | 'guesses' | 'stats'> & { steps?: Step[] }): SolveResult {
    const steps = partial.steps ?? this.firstSolution?.steps ?? this.steps;
    const result: SolveResult = {
      ...partial,
      steps,
      ...(this.branchSteps.length ? { branchSteps: this.branchSteps } : {}),
      ...(this.branchStepsCapped ? { branchStepsCapped: true } : {}),
      guesses: this.guesses,
      stall: partial.stall ?? this.stall,
      difficulty: difficultyOf(this.hardest, this.guesses.length > 0, this.ep, this.ed, this.placedYet),
      stats: {
        ms: round(now() - this.started),
        statements: this.statementCount() - this.statementsAtStart,
        uniquenessGuesses: this.uniquenessGuesses,
        techniques: this.stats,
        ...(this.search.nodes > 0 ? { search: { ...this.search, ms: round(this.search.ms) } } : {}),
      },
    };
    for (const s of Object.values(this.stats)) s.ms = round(s.ms);
    const few = fewGivensNote(partial.givens, partial.status, this.options.variant);
    if (few) result.notes = [...partial.notes, few];
    if (partial.status !== 'solved' && partial.status !== 'multiple') delete result.difficulty;
    // Without the chains, a guess may stand where a chain would do: the rating is not known.
    if (this.options.chains === false && this.guesses.length > 0) delete result.difficulty;
    return result;
  }

  /**
   * Only the verdict: solution, uniqueness or no solution, from the givens on
   * the compact board, with no named technique, no explanation and no
   * difficulty. What diagnostics, CodeLens, hovers and Check need.
   */
  verdict(): SolveResult {
    const board = this.compact;
    const givens = countGivens(this.puzzle);
    const notes: string[] = [];
    if (this.position) {
      // A position goes through the named board, which keeps its candidates; clashes are named by the full path.
      this.board.loadPuzzle(this.puzzle, this.position);
      if (this.board.findConflicts().length > 0) return this.execute();
    } else {
      board.loadPuzzle(this.puzzle);
      // Clashing givens: the full path names them. (The board's check sees units only: a variant's far peers are the named board's.)
      if (board.hasDuplicates()) return this.execute();
      if (this.echoed().variant) {
        this.board.loadPuzzle(this.puzzle);
        if (this.board.findConflicts().length > 0) return this.execute();
      }
    }
    const base = {
      puzzle: this.puzzle,
      givens,
      notes,
      initialCandidates: [] as string[],
      ...this.echoed(),
    };
    // A position that leaves a cell no candidate has no solution (the board refuses to hold it).
    if (this.position && !board.loadFromCandidates()) {
      const none = this.finish({ ...base, status: 'no-solution', message: NO_SOLUTION(true) });
      delete none.difficulty;
      return none;
    }
    let result: SolveResult;
    try {
      // Fewer than 17 givens never make a unique puzzle: the probe, which finds several solutions fastest, goes first.
      const v = this.searching('(verdict)', () =>
        countSolutions(board, () => this.checkInterrupt(true), 2, false, givens < 17 && !this.echoed().variant),
      );
      const [first, second] = v.solutions;
      if (second !== undefined) result = this.finish({ ...base, ...multiple(first, second) });
      else if (first !== undefined) result = this.finish({ ...base, status: 'solved', solution: first });
      else result = this.finish({ ...base, status: 'no-solution', message: NO_SOLUTION(this.position !== undefined) });
    } catch (err) {
      if (!(err instanceof Interrupt)) throw err;
      result = this.finish({ ...base, status: err.status, message: this.interruptMessage(err) });
    }
    delete result.difficulty;
    return result;
  }

  /** What the result says back about the solve asked for: from a position, on a variant. */
  private echoed(): { fromPosition?: true; variant?: Variant } {
    const v = this.options.variant;
    return { ...(this.position ? { fromPosition: true } : {}), ...(v && !isClassicVariant(v) ? { variant: v } : {}) };
  }

  /** Whether the compact board can do this solve's guessing (see SEARCH_TECHNIQUES). */
  private usesBoard(): boolean {
    if (this.options.guessing === false) return false;
    const ids = new Set(this.logic.map((t) => t.id));
    return SEARCH_TECHNIQUES.every((id) => ids.has(id));
  }

  /** Times a search on the compact board and counts its nodes and statements. */
  private searching<T extends { nodes: number }>(label: string, fn: () => T): T {
    const statements = this.compact.statements;
    const t0 = now();
    try {
      const out = this.timed(label, fn);
      this.search.nodes += out.nodes;
      return out;
    } finally {
      this.search.ms += now() - t0;
      this.search.statements += this.compact.statements - statements;
    }
  }

  /**
   * Logic with every named technique until it stalls, as a person would; then
   * the verdict from the compact board: more than one solution is answered at
   * once, with the steps up to the stall. The guess log comes from the board
   * too, in seed 000's order; an explanation then follows that log on the
   * named techniques (see followLog) instead of searching again.
   */
  private searchOnBoard(): Pick<SolveResult, 'status' | 'message' | 'solution' | 'solutions' | 'origin' | 'stall'> {
    const e = this.board;
    const board = this.compact;
    const uniqueness = this.options.uniqueness !== false;
    const outcome = this.propagate();
    if (outcome === 'broken') return { status: 'no-solution', message: NO_SOLUTION(this.position !== undefined) };
    const { text, origin } = e.grid();
    if (outcome === 'solved') return { status: 'solved', solution: text, origin: origin as Origin[] };
    this.stall = { grid: text, candidates: e.candidates() };
    // Every cell logic did not fill was filled under a guess.
    const guessed = origin.map((o) => o ?? 'guess');
    if (!this.timed('(crossing)', () => board.loadFromCandidates())) {
      return { status: 'no-solution', message: NO_SOLUTION(this.position !== undefined) };
    }
    const poll = () => this.checkInterrupt(true);
    // The verdict first: a puzzle with several solutions is answered at once.
    // Its first attempt guesses in seed 000's order and so writes the guess
    // log too; only when it had to restart is the log searched for apart.
    const v = this.searching('(verdict)', () => countSolutions(board, poll, uniqueness ? 2 : 1, true));
    if (v.solutions.length >= 2) return { ...multiple(v.solutions[0], v.solutions[1]), origin: guessed };
    const solution = v.solutions[0];
    let log: GuessLog | undefined = v.log;
    if (!log) {
      const s = this.searching('(guess log)', () => seedOrder(board, poll, solution === undefined ? NO_SOLUTION_LOG_NODES : Infinity));
      if (s.complete) log = s.log;
    }
    if (log) this.guesses.push(...log.guesses);
    if (this.explain && log) {
      const outcome = this.followLog(log);
      if (outcome.status !== (solution === undefined ? 'no-solution' : 'solved') || outcome.solution !== solution) {
        throw new EngineError(engineSays.explanationMismatch());
      }
      return outcome;
    }
    if (solution === undefined) return { status: 'no-solution', message: NO_SOLUTION(this.position !== undefined) };
    return { status: 'solved', solution, origin: guessed };
  }

  /**
   * The explanation of the board's guess log, told with the named techniques
   * from the stall where the log begins. Under a guess they are the board's
   * own (the singles, then claiming), so every position stalls where the
   * board's did and the log's next guess is the one the driver would make:
   * this is the driver's search without its dead ends searched again. The way
   * to the solution is told step by step; each guess rolled back tells its
   * story when it was made on that way, and the guesses nested in those
   * branches too when the log is short (see STORY_GUESSES).
   */
  private followLog(log: GuessLog): Pick<SolveResult, 'status' | 'message' | 'solution' | 'origin'> {
    const under = new Map<number, Guess[]>();
    for (const g of log.guesses) under.set(g.parent ?? 0, [...(under.get(g.parent ?? 0) ?? []), g]);
    const kept = new Set(log.kept.map((k) => k.n));
    const tellNested = log.guesses.length <= STORY_GUESSES;
    const mismatch = () => new EngineError(engineSays.guessLogMismatch());
    const visit = (parent: number, stalled: boolean): 'solved' | 'broken' => {
      const outcome = stalled ? 'stalled' : this.propagate();
      const here = under.get(parent) ?? [];
      if (outcome !== 'stalled') {
        if (here.length > 0) throw mismatch();
        return outcome;
      }
      const choice = this.board.chooseGuess();
      const cell = here.length > 0 ? (here[0].row - 1) * 9 + here[0].col - 1 : -1;
      if (!choice || choice.cell !== cell || choice.choices !== here[0].choices) throw mismatch();
      const frame = this.openFrame(cell, choice.choices);
      const onTheWay = parent === 0 || kept.has(parent);
      for (const g of here) {
        const isKept = kept.has(g.n);
        if (!isKept && !onTheWay && !tellNested) {
          this.branchStepsCapped = true;
          continue;
        }
        frame.guessNos.push(g.n);
        this.guessStep(cell, g.value, g.n);
        this.timed('(guess)', () => this.board.placeGuessDigit(cell, g.value));
        const end = visit(g.n, false);
        if (isKept) {
          if (end !== 'solved') throw mismatch();
          return 'solved';
        }
        if (end === 'solved') throw mismatch();
        this.timed('(rollback)', () => this.board.savepoint('ROLLBACK TO', frame.depth));
        // The branch's own steps: a nested branch gave up its steps when it was rolled back.
        this.keepStory(this.steps.splice(frame.stepCount));
      }
      this.board.savepoint('RELEASE', frame.depth);
      this.frames.pop();
      return 'broken';
    };
    if (visit(0, true) === 'broken') return { status: 'no-solution', message: NO_SOLUTION(this.position !== undefined) };
    const { text, origin } = this.board.grid();
    return { status: 'solved', solution: text, origin: origin as Origin[] };
  }

  private interruptMessage(err: Interrupt): string {
    return err.status === 'timeout' ? engineSays.stoppedAtLimit(this.options.timeLimitMs ?? 0) : engineSays.cancelled();
  }

  /** Depth-first search by the driver itself, on the named techniques: logic first, then a guess; rolls back wrong guesses. */
  private driverSearch(): Pick<SolveResult, 'status' | 'message' | 'solution' | 'solutions' | 'origin' | 'stall'> {
    const guessing = this.options.guessing !== false;
    const uniqueness = this.options.uniqueness !== false;
    for (;;) {
      const outcome = this.propagate();
      if (outcome === 'solved') {
        const { text, origin } = this.board.grid();
        if (!this.firstSolution) {
          this.firstSolution = { text, origin: origin as Origin[], steps: this.steps };
          for (const f of this.frames) this.guesses[currentGuessOf(f) - 1].outcome = 'kept';
          if (!uniqueness || this.frames.length === 0) {
            return { status: 'solved', solution: text, origin: this.firstSolution.origin };
          }
          this.steps = [];
        } else if (text !== this.firstSolution.text) {
          return {
            status: 'multiple',
            solution: this.firstSolution.text,
            origin: this.firstSolution.origin,
            solutions: [this.firstSolution.text, text],
            message: resultMessage({ status: 'multiple', solutions: [this.firstSolution.text, text] }),
          };
        }
        if (!this.backtrack()) return { status: 'solved', solution: this.firstSolution.text, origin: this.firstSolution.origin };
      } else if (outcome === 'broken') {
        if (!this.backtrack()) {
          if (this.firstSolution) {
            return { status: 'solved', solution: this.firstSolution.text, origin: this.firstSolution.origin };
          }
          return { status: 'no-solution', message: NO_SOLUTION(this.position !== undefined) };
        }
      } else {
        // Logic has stalled.
        if (this.frames.length === 0 && !this.firstSolution && !this.stall) {
          const { text } = this.board.grid();
          this.stall = { grid: text, candidates: this.board.candidates() };
        }
        if (!guessing) {
          return { status: 'stalled', message: resultMessage({ status: 'stalled' })! };
        }
        this.guess();
      }
    }
  }

  /** Applies techniques until the grid is full, broken or stuck. */
  private propagate(): 'solved' | 'broken' | 'stalled' {
    const e = this.board;
    const guessing = this.frames.length > 0 || this.firstSolution !== undefined;
    for (;;) {
      this.checkInterrupt();
      const fired = guessing ? this.sweep() || this.simplestStep(this.atStall) : this.simplestStep(this.logic);
      const { filled, deadCell } = this.timed('(checks)', () => e.state());
      // A wrong guess usually shows as a cell with no candidate left: stop early.
      if (deadCell) return 'broken';
      if (filled === 81 || !fired) {
        const broken = this.timed('(checks)', () => e.isBroken());
        return broken ? 'broken' : filled === 81 ? 'solved' : 'stalled';
      }
    }
  }

  /**
   * As a person does: the simplest technique that finds anything, applied
   * once. The techniques of a group are tried together when the first of
   * them is reached, and the group's easiest findings are applied.
   */
  private simplestStep(techniques: PreparedTechnique[]): boolean {
    const groups = new Set<string>();
    for (const t of techniques) {
      if (t.group) {
        if (groups.has(t.group)) continue;
        groups.add(t.group);
        const found = this.tryGroup(techniques.filter((m) => m.group === t.group).sort((a, b) => a.file.localeCompare(b.file)));
        if (found.length === 0) continue;
        this.applyFindings(found);
        return true;
      }
      const n = this.tryTechnique(t);
      if (n === 0) continue;
      this.applyFindings([[t, n]]);
      return true;
    }
    return false;
  }

  /** Runs a group's techniques (see SqlSudokuEngine.runGroup) and keeps their statistics. */
  private tryGroup(members: PreparedTechnique[]): [PreparedTechnique, number][] {
    let t0 = now();
    const found = this.board.runGroup(members, (t, n) => {
      const s = this.statsFor(t.id);
      s.ms += now() - t0;
      t0 = now();
      if (n > 0) s.hits++;
    });
    if (found.length > 0) this.noteFound(found[0][0]);
    return found;
  }

  /** Under a guess: every propagation technique once, then apply all it found together. */
  private sweep(): boolean {
    const found: [PreparedTechnique, number][] = [];
    for (const t of this.inGuess) {
      // The costliest single only when the cheaper ones found nothing (about 10% faster, same result).
      if (t.id === LAST_RESORT && found.length > 0) continue;
      const n = this.tryTechnique(t);
      if (n > 0) found.push([t, n]);
    }
    if (found.length === 0) return false;
    this.applyFindings(found);
    return true;
  }

  /** Runs one technique and keeps its statistics; returns how many findings it made. */
  private tryTechnique(t: PreparedTechnique): number {
    const t0 = now();
    const n = this.board.runTechnique(t);
    const s = this.statsFor(t.id);
    s.ms += now() - t0;
    if (n > 0) {
      s.hits++;
      this.noteFound(t);
    }
    return n;
  }

  /** Keeps the hardest step, and Sudoku Explainer's ED and EP, up to date with what was just found. */
  private noteFound(t: PreparedTechnique): void {
    const rating = this.board.foundRating(t);
    if (!this.firstSolution && (!this.hardest || rating > this.hardest.rating))
      this.hardest = { rating, id: t.id, name: techniqueName(t.id, t.name) };
    if (!this.firstSolution && this.frames.length === 0 && !this.placedYet) {
      this.ed ??= rating;
      this.ep = Math.max(this.ep ?? 0, rating);
      this.placedYet = this.board.foundPlaces();
    }
  }

  /** Records what was found (when explaining) and applies it. */
  private applyFindings(found: [PreparedTechnique, number][]): void {
    if (this.explain && !this.firstSolution) this.timed('(explain)', () => this.record(found));
    this.timed('(apply)', () => this.board.applyFound(this.frames.length > 0 ? 'guess' : 'logic'));
  }

  private statsFor(key: string): TechniqueStats {
    const s = (this.stats[key] ??= { tries: 0, hits: 0, ms: 0 });
    s.tries++;
    return s;
  }

  /** Tells what the techniques found as explanation steps (see steps.ts). */
  private record(found: [PreparedTechnique, number][]): void {
    for (const step of stepsOfFindings(found, this.board.foundRows(), this.board, this.currentGuess(), ++this.batches)) {
      step.n = this.steps.length + 1;
      this.steps.push(step);
    }
    this.checkStepLimit();
  }

  /** A hint wants only the first steps: stop once they are told. */
  private checkStepLimit(): void {
    const max = this.options.maxSteps;
    if (max !== undefined && max > 0 && this.steps.length >= max) throw new StepLimit();
  }

  private currentGuess(): number | undefined {
    const f = this.frames[this.frames.length - 1];
    return f ? currentGuessOf(f) : undefined;
  }

  /** Logic is stuck: guess in the cell with the fewest candidates, lowest digit first. */
  private guess(): void {
    const choice = this.board.chooseGuess();
    if (!choice) throw new EngineError(engineSays.nowhereToGuess());
    this.tryNextChoice(this.openFrame(choice.cell, choice.choices));
  }

  /** A guess cell's frame, under its own savepoint. */
  private openFrame(cell: number, choices: string): Frame {
    const frame: Frame = { cell, choices, next: 0, depth: this.frames.length + 1, stepCount: this.steps.length, guessNos: [] };
    this.timed('(guess)', () => this.board.savepoint('SAVEPOINT', frame.depth));
    this.frames.push(frame);
    return frame;
  }

  /** Keeps a rolled-back branch's steps for its guess story, up to BRANCH_STEPS_CAP in all. */
  private keepStory(undone: Step[]): void {
    if (this.branchSteps.length + undone.length <= BRANCH_STEPS_CAP) this.branchSteps.push(...undone);
    else this.branchStepsCapped = true;
  }

  private tryNextChoice(frame: Frame): void {
    const d = Number(frame.choices[frame.next++]);
    const parentFrame = this.frames[frame.depth - 2];
    if (this.firstSolution) {
      this.uniquenessGuesses++;
    } else {
      const n = this.guesses.length + 1;
      frame.guessNos.push(n);
      const parent = parentFrame ? currentGuessOf(parentFrame) : undefined;
      this.guesses.push({
        n,
        row: cellRow(frame.cell),
        col: cellCol(frame.cell),
        value: d,
        choices: frame.choices,
        depth: frame.depth,
        ...(parent ? { parent } : {}),
        outcome: 'open',
      });
      this.guessStep(frame.cell, d, n);
    }
    this.timed('(guess)', () => this.board.placeGuessDigit(frame.cell, d));
  }

  /** The explanation's step for guess number n. */
  private guessStep(cell: number, d: number, n: number): void {
    if (!this.explain) return;
    this.steps.push(guessStepOf(cell, d, n, this.steps.length + 1, ++this.batches));
    this.checkStepLimit();
  }

  /**
   * The position is impossible (or solved, when looking for a second solution).
   * Undo guesses back to the latest one with an untried digit and try it.
   * Returns false when no guess is left to change.
   */
  private backtrack(): boolean {
    const labelling = !this.firstSolution;
    for (;;) {
      const frame = this.frames[this.frames.length - 1];
      if (!frame) return false;
      if (labelling) this.guesses[currentGuessOf(frame) - 1].outcome = 'disproved';
      this.timed('(rollback)', () => this.board.savepoint('ROLLBACK TO', frame.depth));
      if (labelling) {
        const undone = this.steps.splice(frame.stepCount);
        if (this.explain && !this.branchStepsCapped) this.keepStory(undone);
      }
      if (frame.next < frame.choices.length) {
        this.tryNextChoice(frame);
        return true;
      }
      // Every digit failed here, so the guess this one was made under was wrong;
      // these guesses go with it. At depth 1 they are simply disproved.
      if (labelling && frame.depth > 1) {
        for (const n of frame.guessNos) this.guesses[n - 1].outcome = 'abandoned';
      }
      this.board.savepoint('RELEASE', frame.depth);
      this.frames.pop();
    }
  }

  /** Stops the solve at its time limit or when cancelled; checks every 8th call unless `always`. */
  private checkInterrupt(always = false): void {
    if (!always && (++this.tick & 7) !== 0) return;
    this.checkNow();
  }

  /** Stops the solve at its time limit or when cancelled. */
  checkNow(): void {
    if (now() > this.deadline) throw new Interrupt('timeout');
    if (this.shouldCancel?.()) throw new Interrupt('cancelled');
  }
}

/** The number of the guess a frame is trying now. */
function currentGuessOf(frame: Frame): number {
  return frame.guessNos[frame.guessNos.length - 1];
}

const NO_SOLUTION = (fromPosition?: boolean) => resultMessage({ status: 'no-solution', fromPosition })!;

/** The verdict for two different solutions. */
function multiple(first: string, second: string): Pick<SolveResult, 'status' | 'solution' | 'solutions' | 'message'> {
  return {
    status: 'multiple',
    solution: first,
    solutions: [first, second],
    message: resultMessage({ status: 'multiple', solutions: [first, second] }),
  };
}

export function countGivens(puzzle: string): number {
  let n = 0;
  for (const ch of puzzle) if (ch !== '.') n++;
  return n;
}

export function now(): number {
  return performance.now();
}

export function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
