/**
 * The SQL solving engine. It owns one SQLite database (sql.js) and runs the
 * statements from `sql/` against it: the techniques find deductions, the driver
 * here only decides which technique to try next and when to guess.
 *
 * Runs anywhere sql.js runs: it is handed the sql.js module and the SQL texts,
 * and uses no Node API.
 */
import type { Database, SqlJsStatic, Statement, BindParams } from 'sql.js';
import {
  BRANCH_STEPS_CAP,
  CellDigit,
  Conflict,
  GUESS_RATING,
  Guess,
  Inspection,
  Origin,
  Position,
  SolveOptions,
  SolveResult,
  Step,
  TechniqueStats,
} from '../shared/result';
import { isStart, marksMask, normalizePosition, overlay } from './position';
import { parseTechniqueHeader } from './sqlText';
import { cellName, conflictsPhrase, fewGivensNote, parsing, resultMessage } from './phrases';
import { shownChar } from './formatProblems';
import { CompactBoard, GuessLog, countSolutions, seedOrder, uniqueGiven } from './search';
import { BRANCHING, CHAIN_FILES, ChainBuilder, isChainMode, isStatic, lengthRating } from './chains';

/** The SQL the engine runs, keyed by file path relative to `sql/`. */
export interface SqlSources {
  [path: string]: string;
}

export interface Technique {
  /** 'naked-pair', from the file name '07-naked-pair.sql'. */
  id: string;
  name: string;
  rating: number;
  rule: string;
  /** Path relative to `sql/`, e.g. 'techniques/11-naked-pair.sql'. */
  file: string;
  /** For a chain technique, the implications it reads (see chains.ts). */
  chains?: string;
  /** Uniqueness techniques: used only when the puzzle is known to have one solution. */
  needsUnique?: boolean;
  /** Techniques tried together, the easiest findings winning (see sqlText.ts). */
  group?: string;
  /** Its findings carry their own ratings (chains by length, unique loops by size): the easiest are kept. */
  rated?: boolean;
}

/**
 * Between guesses only the singles are used, each once per sweep: a guess is a
 * trial, and singles show quickly whether it holds. (A full house is also a
 * naked single, so it needs no sweep of its own there.)
 */
const PROPAGATION = new Set(['naked-single', 'hidden-single-box', 'hidden-single-line']);
const LAST_RESORT = 'hidden-single-line';

/**
 * When the singles stall under a guess, claiming (locked candidates along a
 * line) is tried before the next guess: it is cheap and cuts the number of
 * guesses by about a quarter. Adding pointing cuts a few more guesses but
 * costs more time than it saves (measured on the named hardest and top1465).
 */
const AT_STALL = new Set(['claiming']);

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

export type { Inspection };

export class EngineError extends Error {}

/** Thrown once a solve has told as many steps as it was asked for (a hint). */
class StepLimit extends Error {}

class Interrupt extends Error {
  constructor(readonly status: 'timeout' | 'cancelled') {
    super(status);
  }
}

/** A prepared statement and the named parameters its text uses. */
interface Prepared {
  stmt: Statement;
  params: string[];
}

interface PreparedTechnique extends Technique {
  statements: Prepared[];
}

interface Frame {
  cell: number;
  choices: string;
  next: number;
  depth: number;
  stepCount: number;
  guessNos: number[];
}

const FILES = [
  'schema.sql',
  'engine/load.sql',
  'engine/position.sql',
  'engine/apply.sql',
  'engine/conflicts.sql',
  'engine/contradiction.sql',
  'engine/guess.sql',
  ...CHAIN_FILES,
];

export function listTechniques(sources: SqlSources): Technique[] {
  const list: Technique[] = [];
  for (const file of Object.keys(sources)) {
    const m = /^techniques\/\d+-([a-z0-9-]+)\.sql$/.exec(file);
    if (!m) continue;
    const header = parseTechniqueHeader(file, sources[file]);
    const rated = /INSERT INTO found \([^)]*\brating\b/.test(sources[file]);
    list.push({ id: m[1], file, ...header, ...(rated ? { rated } : {}) });
  }
  // The simplest technique first, as a person would.
  return list.sort((a, b) => a.rating - b.rating || a.file.localeCompare(b.file));
}

export class SqlSudokuEngine {
  readonly techniques: Technique[];
  private readonly db: Database;
  private readonly prepared: PreparedTechnique[];
  private readonly load: Prepared[];
  private readonly loadMarks: Prepared[];
  private readonly apply: Prepared[];
  private readonly conflicts: Statement;
  private readonly contradiction: Statement;
  private readonly guessCell: Statement;
  private readonly placeGuess: Statement;
  private readonly countState: Statement;
  private readonly readFound: Statement;
  private readonly readCands: Statement;
  private readonly readGrid: Statement;
  /** @internal The compact board the guess search runs on. */
  readonly board: CompactBoard;
  private readonly keepEasiest: Statement;
  private readonly countFound: Statement;
  private readonly easiestFound: Statement;
  private readonly foundByRating: Statement;
  private readonly setFoundRating: Statement;
  private readonly tagFound: Statement;
  private readonly countNew: Statement;
  private readonly foundChains: Statement;
  private readonly countFoundByTech: Statement;
  private readonly chainFiles = new Map<string, Prepared[]>();
  /** @internal */ readonly chains: ChainBuilder;
  /** @internal Set by the running solve: throws when it must stop. */
  interruptCheck?: () => void;
  private statements = 0;
  private closed = false;

  /** Creates an engine on a fresh in-memory database. */
  static create(SQL: SqlJsStatic, sources: SqlSources): SqlSudokuEngine {
    for (const f of FILES) {
      if (typeof sources[f] !== 'string') throw new EngineError(`The solver's SQL file '${f}' is missing.`);
    }
    return new SqlSudokuEngine(new SQL.Database(), sources);
  }

  private constructor(db: Database, sources: SqlSources) {
    this.db = db;
    // Scratch space, rolled back after every solve: a journal kept in memory
    // spares sql.js's file system a file each transaction (a tenth of an easy verdict).
    db.exec('PRAGMA journal_mode = MEMORY');
    db.exec(sources['schema.sql']);
    const prep = (file: string): Prepared[] =>
      // sql.js's iterator splits the file; it frees each statement as it moves on, so the kept ones are prepared anew.
      Array.from(db.iterateStatements(sources[file]), (s) => s.getSQL()).map((text) => ({
        stmt: db.prepare(text),
        params: [...new Set(text.replace(/--[^\n]*/g, '').match(/:[a-z_]+/g) ?? [])],
      }));
    const one = (file: string) => {
      const list = prep(file);
      if (list.length !== 1) throw new EngineError(`${file} must hold exactly one statement`);
      return list[0].stmt;
    };
    this.load = prep('engine/load.sql');
    this.loadMarks = prep('engine/position.sql');
    this.apply = prep('engine/apply.sql');
    this.conflicts = one('engine/conflicts.sql');
    this.contradiction = one('engine/contradiction.sql');
    this.guessCell = one('engine/guess.sql');
    this.techniques = listTechniques(sources);
    if (this.techniques.length === 0) throw new EngineError('No technique files were found.');
    this.prepared = this.techniques.map((t) => ({ ...t, statements: prep(t.file) }));
    for (const t of this.techniques) {
      if (t.chains && !isChainMode(t.chains)) throw new EngineError(`${t.file}: unknown chain mode '${t.chains}'`);
    }
    for (const f of CHAIN_FILES) this.chainFiles.set(f, prep(f));
    this.chains = new ChainBuilder({
      run: (file, params) => {
        let n = 0;
        for (const st of this.chainFiles.get(file)!) {
          this.execPrepared(st, params);
          n += this.db.getRowsModified();
        }
        return n;
      },
      query: (file, params) => {
        const list = this.chainFiles.get(file)!;
        const last = list[list.length - 1];
        // Statements before the last fill scratch tables for it.
        for (const st of list.slice(0, -1)) this.execPrepared(st, params);
        const bind: Record<string, number> = {};
        for (const k of last.params) bind[k] = params[k];
        return this.rows(last.stmt, bind);
      },
      check: () => this.interruptCheck?.(),
    });
    // A technique whose findings carry their own ratings (chains, by length) keeps only its easiest ones.
    this.keepEasiest = db.prepare('DELETE FROM found WHERE rating > (SELECT min(rating) FROM found) + 1e-9');
    this.countFound = db.prepare("SELECT count(*), count(*) FILTER (WHERE act = 'place') FROM found");
    this.easiestFound = db.prepare('SELECT min(rating) FROM found');
    this.foundByRating = db.prepare('SELECT rowid, rating, chain FROM found WHERE tech IS NULL ORDER BY rating, rowid');
    this.setFoundRating = db.prepare('UPDATE found SET rating = :rating WHERE rowid = :rowid');
    this.tagFound = db.prepare('UPDATE found SET tech = :tech WHERE tech IS NULL');
    this.countNew = db.prepare('SELECT count(*) FROM found WHERE tech IS NULL');
    this.foundChains = db.prepare('SELECT DISTINCT chain FROM found WHERE chain IS NOT NULL');
    this.countFoundByTech = db.prepare('SELECT tech, count(*) FROM found GROUP BY tech ORDER BY min(rowid)');
    // Small bookkeeping queries of the driver itself.
    this.placeGuess = db.prepare("INSERT INTO found (act, cell, d, unit, pattern, digits) VALUES ('place', :cell, :d, NULL, :cell, :d)");
    // Digits placed, and empty cells that still have a candidate: if these do
    // not add up to 81, some empty cell has run out of candidates.
    this.countState = db.prepare('SELECT (SELECT count(*) FROM grid), (SELECT count(*) FROM (SELECT DISTINCT cell FROM cand))');
    this.readFound = db.prepare('SELECT act, cell, d, unit, pattern, digits, rating, chain FROM found ORDER BY rowid');
    this.readCands = db.prepare("SELECT cell, group_concat(d, '') FROM (SELECT cell, d FROM cand ORDER BY cell, d) GROUP BY cell");
    this.readGrid = db.prepare('SELECT cell, d, how FROM grid');
    this.board = new CompactBoard(db, sources);
  }

  /** Unit names by id, for explanations. */
  private unitNames: string[] | undefined;
  private unitName(id: number | null): string | undefined {
    if (id === null || id === undefined) return undefined;
    if (!this.unitNames) {
      const names: string[] = [];
      const res = this.db.exec('SELECT id, name FROM unit ORDER BY id');
      for (const row of res[0].values) names[row[0] as number] = row[1] as string;
      this.unitNames = names;
    }
    return this.unitNames[id];
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }

  /**
   * The pencil marks the givens leave, and any duplicate givens: what a hover
   * shows. Cheap: no technique runs.
   */
  inspect(puzzleText: string): Inspection {
    if (this.closed) throw new EngineError('The engine has been closed.');
    const puzzle = normalize(puzzleText);
    const t0 = now();
    const before = this.statements;
    this.db.exec('BEGIN');
    try {
      this.loadPuzzle(puzzle);
      return {
        puzzle,
        givens: countGivens(puzzle),
        candidates: this.candidates(),
        conflicts: this.findConflicts(),
        stats: { ms: round(now() - t0), statements: this.statements - before },
      };
    } finally {
      this.db.exec('ROLLBACK');
    }
  }

  /**
   * Solves one puzzle: 81 characters, a digit 1-9 for a given and anything else
   * for a blank. `shouldCancel` is polled between steps.
   */
  solve(puzzleText: string, options: SolveOptions = {}, shouldCancel?: () => boolean): SolveResult {
    if (this.closed) throw new EngineError('The engine has been closed.');
    const run = new Run(this, normalize(puzzleText), options, shouldCancel);
    this.db.exec('BEGIN');
    this.interruptCheck = () => run.checkNow();
    try {
      return options.verdict && options.guessing !== false ? run.verdict() : run.execute();
    } finally {
      this.interruptCheck = undefined;
      this.chains.invalidate();
      this.db.exec('ROLLBACK');
    }
  }

  /**
   * A quick verdict on the compact board, for the generator: 'logic' when its
   * singles and claiming alone finish the puzzle (so it is unique, and any
   * ladder with those techniques finishes it too), else 'unique', 'multiple'
   * or 'none' from its search. No explanation, no rating.
   */
  quickVerdict(puzzleText: string): 'logic' | 'unique' | 'multiple' | 'none' {
    return this.onBoard(puzzleText, (board) => {
      if (board.hasDuplicates()) return 'none';
      const settled = board.settle().kind;
      if (settled === 'solved') return 'logic';
      if (settled === 'dead') return 'none';
      const n = countSolutions(board, () => {}).solutions.length;
      return n === 0 ? 'none' : n === 1 ? 'unique' : 'multiple';
    });
  }

  /**
   * For the generator, which knows the solution: whether `puzzle` is still
   * unique after emptying the `emptied` cells of a puzzle that was (see
   * uniqueGiven in search.ts). Much faster than a verdict on a hard puzzle.
   */
  uniqueAfterEmptying(puzzleText: string, solution: string, emptied: number[]): boolean {
    return this.onBoard(puzzleText, (board) => {
      const settled = board.settle().kind;
      if (settled !== 'branch') return settled === 'solved';
      return uniqueGiven(board, () => {}, solution, emptied);
    });
  }

  /** Puts a puzzle on the compact board for `fn`, in a transaction rolled back after. */
  private onBoard<T>(puzzleText: string, fn: (board: CompactBoard) => T): T {
    if (this.closed) throw new EngineError('The engine has been closed.');
    const puzzle = normalize(puzzleText);
    this.db.exec('BEGIN');
    try {
      this.board.loadPuzzle(puzzle);
      return fn(this.board);
    } finally {
      this.db.exec('ROLLBACK');
    }
  }

  // --- primitives used by a Run -------------------------------------------

  /** @internal */ exec(stmt: Statement, params?: BindParams): void {
    this.statements++;
    stmt.run(params);
  }
  /** @internal */ rows(stmt: Statement, params?: BindParams): unknown[][] {
    this.statements++;
    const out: unknown[][] = [];
    if (params) stmt.bind(params);
    while (stmt.step()) out.push(stmt.get());
    stmt.reset();
    return out;
  }
  /** @internal */ raw(sql: string): void {
    this.statements++;
    this.chains.invalidate();
    this.db.exec(sql);
  }
  /** @internal */ get statementCount(): number {
    return this.statements + this.board.statements;
  }
  /** @internal */ execPrepared(p: Prepared, values: Record<string, string | number>): void {
    if (p.params.length === 0) return this.exec(p.stmt);
    const params: Record<string, string | number> = {};
    for (const k of p.params) {
      if (!(k in values)) throw new EngineError(`No value for parameter ${k}`);
      params[k] = values[k];
    }
    this.exec(p.stmt, params);
  }

  /** Loads the givens, or a position reached from them: its placed digits, and its candidates as the starting ones. */
  loadPuzzle(puzzle: string, position?: Position): void {
    this.chains.invalidate();
    if (!position) {
      for (const s of this.load) this.execPrepared(s, { ':puzzle': puzzle });
      return;
    }
    for (const s of this.load) this.execPrepared(s, { ':puzzle': overlay(puzzle, position.placed) });
    for (const s of this.loadMarks) this.execPrepared(s, { ':puzzle': puzzle, ':marks': marksMask(position.candidates) });
  }
  findConflicts(): Conflict[] {
    return this.rows(this.conflicts).map(([a, b, d, unit]) => ({
      cells: [a as number, b as number],
      digit: d as number,
      unit: unit as string,
    }));
  }
  candidates(): string[] {
    const out = new Array<string>(81).fill('');
    for (const [cell, ds] of this.rows(this.readCands)) out[cell as number] = String(ds);
    return out;
  }
  grid(): { text: string; origin: (Origin | undefined)[] } {
    const chars = new Array<string>(81).fill('.');
    const origin = new Array<Origin | undefined>(81).fill(undefined);
    for (const [cell, d, how] of this.rows(this.readGrid)) {
      chars[cell as number] = String(d);
      origin[cell as number] = how as Origin;
    }
    return { text: chars.join(''), origin };
  }
  state(): { filled: number; deadCell: boolean } {
    const [[filled, open]] = this.rows(this.countState) as number[][];
    return { filled, deadCell: filled + open < 81 };
  }
  isBroken(): boolean {
    return this.rows(this.contradiction)[0][0] === 1;
  }
  /** Runs one technique; returns how many findings it made. */
  runTechnique(t: PreparedTechnique): number {
    // The static chain group reads only where chains go on (see ChainBuilder.ensure).
    if (t.chains && isChainMode(t.chains)) this.chains.ensure(t.chains, !(t.group && isStatic(t.chains)));
    // A technique ends with its INSERT into found; statements before it only fill scratch tables (see sqlText.test).
    for (const s of t.statements) this.exec(s.stmt);
    let n = this.db.getRowsModified();
    // Nothing made at all (not merely nothing easier than what is found already).
    if (n === 0 && t.chains && isChainMode(t.chains)) this.chains.foundNothing(t.chains);
    if (n > 0 && t.rated) {
      if (t.chains && BRANCHING.has(t.chains)) this.rateBranching(t.rating);
      this.exec(this.keepEasiest);
      n = (this.rows(this.countNew)[0][0] as number) ?? 0;
    }
    return n;
  }
  /**
   * The technique rated its findings by depth, a lower bound when chains
   * branch. Count the easiest ones exactly, in order, until the next one's
   * bound is above the best exact rating found (or enough have been counted).
   */
  private rateBranching(base: number): void {
    let best = Infinity;
    let counted = 0;
    for (const [rowid, rating, chain] of this.rows(this.foundByRating)) {
      if ((rating as number) > best + 1e-9 || counted++ >= 40) break;
      const exact = base + lengthRating(this.chains.complexity(String(chain)));
      best = Math.min(best, exact);
      this.exec(this.setFoundRating, { ':rowid': rowid as number, ':rating': exact });
    }
  }
  /**
   * Runs a group's techniques (see Technique.group) on top of one another's
   * findings: each keeps only the easiest, so what is left is the group's
   * easiest. A technique is skipped when what is found already rates no more
   * than it can. Returns each technique with how many of its findings are
   * left, in the order they were made; `tried` is called after each run.
   */
  runGroup(members: PreparedTechnique[], tried: (t: PreparedTechnique, n: number) => void): [PreparedTechnique, number][] {
    // Static chains: one look at 'xy' often shows that none of them finds anything.
    if (members.length > 0 && members.every((t) => isStatic(t.chains)) && !this.chains.staticMayFind()) {
      tried(members[0], 0); // the look's time goes to the group's first technique
      return [];
    }
    for (const t of members) {
      const best = this.rows(this.easiestFound)[0][0];
      if (typeof best === 'number' && best <= t.rating + 1e-9) continue;
      // A quick look shows that this mode's chains find nothing: no need to build them.
      if (isStatic(t.chains) && isChainMode(t.chains!) && !this.chains.staticModeMayFind(t.chains)) {
        tried(t, 0);
        continue;
      }
      // What is found so far is read off `imp`: walk it before another mode rebuilds it.
      if (typeof best === 'number' && t.chains !== this.chains.mode) {
        this.chains.keep(this.rows(this.foundChains).flatMap(([c]) => String(c).split(' ').filter(Boolean)));
      }
      const n = this.runTechnique(t);
      this.exec(this.tagFound, { ':tech': t.id });
      tried(t, n);
    }
    const byId = new Map(members.map((t) => [t.id, t]));
    return this.rows(this.countFoundByTech).map(([id, n]) => [byId.get(String(id))!, n as number]);
  }
  /** The rating of what was just found: the technique's, or the findings' own. */
  foundRating(t: Technique): number {
    if (!t.rated) return t.rating;
    const r = this.rows(this.easiestFound)[0][0];
    return typeof r === 'number' ? Math.round(r * 10) / 10 : t.rating;
  }
  /** Whether what was just found places a digit. */
  foundPlaces(): boolean {
    return (this.rows(this.countFound)[0][1] as number) > 0;
  }
  foundRows(): unknown[][] {
    return this.rows(this.readFound);
  }
  applyFound(how: 'logic' | 'guess'): void {
    this.chains.invalidate();
    for (const s of this.apply) this.execPrepared(s, { ':how': how });
  }
  chooseGuess(): { cell: number; choices: string } | undefined {
    const rows = this.rows(this.guessCell);
    if (rows.length === 0) return undefined;
    return { cell: rows[0][0] as number, choices: String(rows[0][2]) };
  }
  placeGuessDigit(cell: number, d: number): void {
    this.exec(this.placeGuess, { ':cell': cell, ':d': d });
    this.applyFound('guess');
  }
  preparedTechniques(ids?: string[]): PreparedTechnique[] {
    if (!ids) return this.prepared;
    const wanted = new Set(ids);
    return this.prepared.filter((t) => wanted.has(t.id));
  }
  unitLabel(id: number | null): string | undefined {
    return this.unitName(id);
  }

  /**
   * Prepares another module's SQL (the generator's) on this engine's database,
   * beside the solver's reference tables. The returned function runs the
   * statements in order and returns the rows of the last one. Call it between
   * solves: a solve rolls back everything done inside it.
   */
  script(text: string): (values?: Record<string, string | number>) => unknown[][] {
    if (this.closed) throw new EngineError('The engine has been closed.');
    const statements = Array.from(this.db.iterateStatements(text), (s) => s.getSQL()).map((sql) => ({
      stmt: this.db.prepare(sql),
      params: [...new Set(sql.replace(/--[^\n]*/g, '').match(/:[a-z_]+/g) ?? [])],
    }));
    return (values = {}) => {
      let out: unknown[][] = [];
      for (const p of statements) {
        const params: Record<string, string | number> = {};
        for (const k of p.params) {
          if (!(k in values)) throw new EngineError(`No value for parameter ${k}`);
          params[k] = values[k];
        }
        out = this.rows(p.stmt, p.params.length ? params : undefined);
      }
      return out;
    };
  }
}

/** A digit 1-9 is a given and '.', '0' or '_' a blank; anything else is refused, not read as a blank (81 letters are not an empty grid). */
export function normalize(puzzle: string): string {
  // Count characters, not UTF-16 code units: an emoji is one (bad) cell, not two.
  const chars = [...puzzle];
  if (chars.length !== 81 || puzzle.length !== 81) throw new EngineError(`A puzzle has 81 cells; this one has ${chars.length}.`);
  let out = '';
  chars.forEach((ch, i) => {
    if (ch >= '1' && ch <= '9') out += ch;
    else if (ch === '.' || ch === '0' || ch === '_') out += '.';
    else throw new EngineError(parsing.notACell(shownChar(ch), i + 1));
  });
  return out;
}

const cellRow = (cell: number) => Math.floor(cell / 9) + 1;
const cellCol = (cell: number) => (cell % 9) + 1;

/** One solve: the search state, kept apart from the engine so the engine can be reused. */
class Run {
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
    private readonly engine: SqlSudokuEngine,
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
    // Chains only where they can explain: a puzzle with fewer than 17 givens is never unique.
    const chains = options.chains !== false && countGivens(puzzle) >= 17;
    // A verdict (no chains) skips the direct variants too: they change the rating, never the answer.
    this.logic = engine
      .preparedTechniques(options.techniques)
      .filter((t) => (chains || !t.chains) && (options.unique === true || !t.needsUnique))
      .filter((t) => options.chains !== false || !t.id.startsWith('direct-'));
    this.inGuess = this.logic
      .filter((t) => PROPAGATION.has(t.id))
      .sort((a, b) => Number(a.id === LAST_RESORT) - Number(b.id === LAST_RESORT));
    if (this.inGuess.length === 0) this.inGuess = this.logic;
    this.atStall = this.logic.filter((t) => AT_STALL.has(t.id));
    this.statementsAtStart = engine.statementCount;
  }

  execute(): SolveResult {
    const e = this.engine;
    e.loadPuzzle(this.puzzle, this.position);
    const givens = countGivens(this.puzzle);
    const notes: string[] = [];
    const initialCandidates = e.candidates();
    const base = { puzzle: this.puzzle, givens, notes, initialCandidates, ...(this.position ? { fromPosition: true } : {}) };

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
      difficulty: difficultyOf(this.hardest, this.guesses.length > 0, this.ep, this.ed),
      stats: {
        ms: round(now() - this.started),
        statements: this.engine.statementCount - this.statementsAtStart,
        uniquenessGuesses: this.uniquenessGuesses,
        techniques: this.stats,
        ...(this.search.nodes > 0 ? { search: { ...this.search, ms: round(this.search.ms) } } : {}),
      },
    };
    for (const s of Object.values(this.stats)) s.ms = round(s.ms);
    const few = fewGivensNote(partial.givens, partial.status);
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
    const board = this.engine.board;
    const givens = countGivens(this.puzzle);
    const notes: string[] = [];
    if (this.position) {
      // A position goes through the named board, which keeps its candidates; clashes are named by the full path.
      this.engine.loadPuzzle(this.puzzle, this.position);
      if (this.engine.findConflicts().length > 0) return this.execute();
      board.loadFromCandidates();
    } else {
      board.loadPuzzle(this.puzzle);
      // Clashing givens: the full path names them.
      if (board.hasDuplicates()) return this.execute();
    }
    const base = {
      puzzle: this.puzzle,
      givens,
      notes,
      initialCandidates: [] as string[],
      ...(this.position ? { fromPosition: true } : {}),
    };
    let result: SolveResult;
    try {
      // Fewer than 17 givens never make a unique puzzle: the probe, which finds several solutions fastest, goes first.
      const v = this.searching('(verdict)', () => countSolutions(board, () => this.checkInterrupt(true), 2, false, givens < 17));
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

  /** Whether the compact board can do this solve's guessing (see SEARCH_TECHNIQUES). */
  private usesBoard(): boolean {
    if (this.options.guessing === false) return false;
    const ids = new Set(this.logic.map((t) => t.id));
    return SEARCH_TECHNIQUES.every((id) => ids.has(id));
  }

  /** Times a search on the compact board and counts its nodes and statements. */
  private searching<T extends { nodes: number }>(label: string, fn: () => T): T {
    const statements = this.engine.board.statements;
    const t0 = now();
    try {
      const out = this.timed(label, fn);
      this.search.nodes += out.nodes;
      return out;
    } finally {
      this.search.ms += now() - t0;
      this.search.statements += this.engine.board.statements - statements;
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
    const e = this.engine;
    const board = e.board;
    const uniqueness = this.options.uniqueness !== false;
    const outcome = this.propagate();
    if (outcome === 'broken') return { status: 'no-solution', message: NO_SOLUTION(this.position !== undefined) };
    const { text, origin } = e.grid();
    if (outcome === 'solved') return { status: 'solved', solution: text, origin: origin as Origin[] };
    this.stall = { grid: text, candidates: e.candidates() };
    // Every cell logic did not fill was filled under a guess.
    const guessed = origin.map((o) => o ?? 'guess');
    this.timed('(crossing)', () => board.loadFromCandidates());
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
        throw new EngineError('The explanation does not end where the search did.');
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
    const mismatch = () => new EngineError('The guess log does not follow from the named techniques.');
    const visit = (parent: number, stalled: boolean): 'solved' | 'broken' => {
      const outcome = stalled ? 'stalled' : this.propagate();
      const here = under.get(parent) ?? [];
      if (outcome !== 'stalled') {
        if (here.length > 0) throw mismatch();
        return outcome;
      }
      const choice = this.engine.chooseGuess();
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
        this.timed('(guess)', () => this.engine.placeGuessDigit(cell, g.value));
        const end = visit(g.n, false);
        if (isKept) {
          if (end !== 'solved') throw mismatch();
          return 'solved';
        }
        if (end === 'solved') throw mismatch();
        this.timed('(rollback)', () => this.engine.raw(`ROLLBACK TO guess_${frame.depth}`));
        // The branch's own steps: a nested branch gave up its steps when it was rolled back.
        this.keepStory(this.steps.splice(frame.stepCount));
      }
      this.engine.raw(`RELEASE guess_${frame.depth}`);
      this.frames.pop();
      return 'broken';
    };
    if (visit(0, true) === 'broken') return { status: 'no-solution', message: NO_SOLUTION(this.position !== undefined) };
    const { text, origin } = this.engine.grid();
    return { status: 'solved', solution: text, origin: origin as Origin[] };
  }

  private interruptMessage(err: Interrupt): string {
    return err.status === 'timeout' ? `Stopped after the time limit of ${this.options.timeLimitMs} ms.` : 'The solve was cancelled.';
  }

  /** Depth-first search by the driver itself, on the named techniques: logic first, then a guess; rolls back wrong guesses. */
  private driverSearch(): Pick<SolveResult, 'status' | 'message' | 'solution' | 'solutions' | 'origin' | 'stall'> {
    const guessing = this.options.guessing !== false;
    const uniqueness = this.options.uniqueness !== false;
    for (;;) {
      const outcome = this.propagate();
      if (outcome === 'solved') {
        const { text, origin } = this.engine.grid();
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
          const { text } = this.engine.grid();
          this.stall = { grid: text, candidates: this.engine.candidates() };
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
    const e = this.engine;
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
    const found = this.engine.runGroup(members, (t, n) => {
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
    const n = this.engine.runTechnique(t);
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
    const rating = this.engine.foundRating(t);
    if (!this.firstSolution && (!this.hardest || rating > this.hardest.rating)) this.hardest = { rating, id: t.id, name: t.name };
    if (!this.firstSolution && this.frames.length === 0 && !this.placedYet) {
      this.ed ??= rating;
      this.ep = Math.max(this.ep ?? 0, rating);
      this.placedYet = this.engine.foundPlaces();
    }
  }

  /** Records what was found (when explaining) and applies it. */
  private applyFindings(found: [PreparedTechnique, number][]): void {
    if (this.explain && !this.firstSolution) this.timed('(explain)', () => this.record(found));
    this.timed('(apply)', () => this.engine.applyFound(this.frames.length > 0 ? 'guess' : 'logic'));
  }

  private statsFor(key: string): TechniqueStats {
    const s = (this.stats[key] ??= { tries: 0, hits: 0, ms: 0 });
    s.tries++;
    return s;
  }

  /**
   * Turns what the techniques found into explanation steps, one per pattern.
   * `found` lists each technique with how many rows it added, in order.
   */
  private record(found: [PreparedTechnique, number][]): void {
    const groups = new Map<string, Step>();
    const ends = new Map<Step, string>();
    const placedNow = new Set<number>();
    const guess = this.currentGuess();
    const rows = this.engine.foundRows();
    const batch = ++this.batches;
    let index = 0;
    for (const [t, count] of found) {
      for (const [act, cell, d, unit, pattern, digits, rating, chain] of rows.slice(index, index + count)) {
        const key = `${t.id}|${unit}|${pattern}|${digits}|${chain ?? ''}`;
        let step = groups.get(key);
        if (!step) {
          step = {
            n: 0,
            technique: t.id,
            name: t.name,
            rating: typeof rating === 'number' ? Math.round(rating * 10) / 10 : t.rating,
            unit: this.engine.unitLabel(unit as number | null),
            cells: String(pattern).split(',').map(Number),
            digits: String(digits).split('').map(Number),
            placed: [],
            removed: [],
            ...(guess ? { guess } : {}),
            batch,
          };
          if (step.unit === undefined) delete step.unit;
          if (typeof chain === 'string' && chain) ends.set(step, chain);
          groups.set(key, step);
        }
        const cd: CellDigit = { cell: cell as number, d: d as number };
        if (act === 'place') step.placed.push(cd);
        else if (!step.removed.some((x) => x.cell === cd.cell && x.d === cd.d)) step.removed.push(cd);
      }
      index += count;
    }
    for (const [step, chain] of ends) {
      // The chain's text ends with everything the step concludes.
      const conclusion = [
        ...step.placed.map((x) => `${cellName(x.cell)}=${x.d}`),
        ...step.removed.map((x) => `${cellName(x.cell)}<>${x.d}`),
      ];
      step.chain = this.engine.chains.describe(chain, conclusion.join(', '));
      // Skyscraper, 2-String Kite, W-Wing, Remote Pair...: the better-known name, with SE's rating.
      const known = ChainBuilder.knownName(step.chain);
      if (known) step.name = `${known} (${step.name})`;
    }
    for (const step of groups.values()) {
      // The same single can be found through a row and a column: keep it once.
      if (step.placed.length > 0 && step.placed.every((p) => placedNow.has(p.cell))) continue;
      for (const p of step.placed) placedNow.add(p.cell);
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
    const choice = this.engine.chooseGuess();
    if (!choice) throw new EngineError('No cell to guess in, yet the grid is not full.');
    this.tryNextChoice(this.openFrame(choice.cell, choice.choices));
  }

  /** A guess cell's frame, under its own savepoint. */
  private openFrame(cell: number, choices: string): Frame {
    const frame: Frame = { cell, choices, next: 0, depth: this.frames.length + 1, stepCount: this.steps.length, guessNos: [] };
    this.timed('(guess)', () => this.engine.raw(`SAVEPOINT guess_${frame.depth}`));
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
    this.timed('(guess)', () => this.engine.placeGuessDigit(frame.cell, d));
  }

  /** The explanation's step for guess number n. */
  private guessStep(cell: number, d: number, n: number): void {
    if (!this.explain) return;
    this.steps.push({
      n: this.steps.length + 1,
      technique: 'guess',
      name: 'Guess',
      rating: GUESS_RATING,
      cells: [cell],
      digits: [d],
      placed: [{ cell, d }],
      removed: [],
      guess: n,
      batch: ++this.batches,
    });
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
      this.timed('(rollback)', () => this.engine.raw(`ROLLBACK TO guess_${frame.depth}`));
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
      this.engine.raw(`RELEASE guess_${frame.depth}`);
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

interface Rated {
  rating: number;
  id: string;
  name: string;
}

function difficultyOf(hardest: Rated | undefined, guessed: boolean, ep?: number, ed?: number) {
  const extra = { ...(ep !== undefined ? { ep: guessed && !ep ? GUESS_RATING : ep } : {}), ...(ed !== undefined ? { ed } : {}) };
  if (guessed) return { rating: GUESS_RATING, technique: 'guess', name: 'Guessing', ...extra };
  if (!hardest) return { rating: 0, technique: 'none', name: 'Nothing to do' };
  return { rating: hardest.rating, technique: hardest.id, name: hardest.name, ...extra };
}

function countGivens(puzzle: string): number {
  let n = 0;
  for (const ch of puzzle) if (ch !== '.') n++;
  return n;
}

function now(): number {
  return performance.now();
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
