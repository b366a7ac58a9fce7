/**
 * The SQL solving engine. It owns one SQLite database (sql.js) and the
 * statements from `sql/` prepared on it: the techniques find deductions, and
 * a solve's driver (run.ts) only decides which technique to try next and
 * when to guess.
 *
 * Runs anywhere sql.js runs: it is handed the sql.js module and the SQL texts,
 * and uses no Node API.
 */
import type { SqlJsStatic } from 'sql.js';
import type { Inspection, SolveOptions, SolveResult } from '../../shared/result';
import { engineSays, parsing } from '../phrases';
import { shownChar } from '../formatProblems';
import { CompactBoard, countSolutions, uniqueGiven } from '../search';
import { AREAS, CATALOGUE, Technique } from '../catalogue';
import { requireAreas } from './manifest';
import { EngineError, Sql, SqlSources, SqlValues } from './sqlFile';
import { TechniqueBoard } from './techniqueBoard';
import { runSchema } from './schemaImage';
import { Run, countGivens, now, round } from './run';
import { UserTechniques } from '../lab/load';
import { uncheckedReport, withLabReports } from '../lab/outcome';
import { type LabTrial, type ReadTechnique, type UserTechniqueSource } from '../../shared/labTypes';
import type { HeapBytes } from '../lab/guard';
import { HEAP_LIMIT_BYTES } from '../lab/limits';
import { tryOnPuzzle } from '../lab/trial';
import { type Variant, isClassicVariant, variantKey } from '../../shared/variant';

/** Told which user technique runs (its index among the solve's files), and undefined when none does. */
export type RunningUserTechnique = (index: number | undefined) => void;

/** The areas the solver prepares; the generator's are prepared by the generator (see script). */
const SOLVER_AREAS = AREAS.filter((a) => a !== 'generate');

export class SqlSudokuEngine {
  /** Every technique, the simplest first. */
  readonly techniques: readonly Technique[];
  private readonly sql: Sql;
  /**
   * The board the named techniques work on (grid, pencil marks, findings),
   * which each solve drives; tests use it to run one technique on a position.
   */
  readonly techniqueBoard: TechniqueBoard;
  /** The compact board the guess search runs on. */
  private readonly board: CompactBoard;
  /** Users' own techniques, read and prepared once each (made on first use). */
  private user?: UserTechniques;
  private closed = false;

  /**
   * Creates an engine on a fresh in-memory database; with `image` (what
   * schemaImage made from these same sources, as the bundles ship it), on a
   * copy of that instead of running the schema files. `heapBytes` tells the
   * size of the sql.js module's WASM heap, where the host can (see serve.ts):
   * a user technique that grows it past LAB_LIMITS.retireMib is stopped.
   */
  static create(SQL: SqlJsStatic, sources: SqlSources, options: { image?: Uint8Array; heapBytes?: HeapBytes } = {}): SqlSudokuEngine {
    requireAreas(sources, SOLVER_AREAS);
    return new SqlSudokuEngine(new Sql(new SQL.Database(options.image), sources), options.image === undefined, options.heapBytes);
  }

  private constructor(
    sql: Sql,
    withSchema: boolean,
    private readonly heapBytes?: HeapBytes,
  ) {
    this.sql = sql;
    // Scratch space, rolled back after every solve: a journal kept in memory
    // spares sql.js's file system a file each transaction (a tenth of an easy verdict).
    sql.exec('PRAGMA journal_mode = MEMORY');
    // Every page a solve writes, and every temporary table, stays in SQLite's heap, which
    // hard_heap_limit bounds; spilled, they would go to sql.js's file system, which nothing bounds.
    // (The limit is the whole module's, and the pragma only lowers it.)
    sql.exec(`PRAGMA cache_spill = OFF; PRAGMA temp_store = MEMORY; PRAGMA hard_heap_limit = ${HEAP_LIMIT_BYTES}`);
    // Every table first: a file's statements are prepared against them. (The
    // compact board's table is written by its own SQL, see CompactBoard.)
    if (withSchema) runSchema(sql);
    this.techniqueBoard = new TechniqueBoard(sql, CATALOGUE);
    this.techniques = CATALOGUE.techniques;
    // The compact board counts its own statements, for the search's statistics.
    this.board = new CompactBoard(sql.fork());
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.sql.db.close();
  }

  /** Statements run so far, on both boards. */
  private statementCount(): number {
    return this.sql.statements + this.board.statements;
  }

  private open(): void {
    if (this.closed) throw new EngineError(engineSays.closed());
  }

  /**
   * The pencil marks the givens leave, and any duplicate givens: what a hover
   * shows. Cheap: no technique runs.
   */
  inspect(puzzleText: string, variant?: Variant): Inspection {
    this.open();
    const puzzle = normalize(puzzleText);
    const t0 = now();
    const before = this.sql.statements;
    return this.sql.rolledBack(() => {
      this.useVariant(variant);
      this.techniqueBoard.loadPuzzle(puzzle);
      return {
        puzzle,
        givens: countGivens(puzzle),
        candidates: this.techniqueBoard.candidates(),
        conflicts: this.techniqueBoard.findConflicts(),
        stats: { ms: round(now() - t0), statements: this.sql.statements - before },
      };
    });
  }

  /**
   * Solves one puzzle: 81 characters, a digit 1-9 for a given and anything else
   * for a blank. `shouldCancel` is polled between steps. With user techniques
   * (options.userTechniques), `running` is told which one runs, for a report
   * that names it should the worker have to be stopped.
   */
  solve(puzzleText: string, options: SolveOptions = {}, shouldCancel?: () => boolean, running?: RunningUserTechnique): SolveResult {
    this.open();
    if (options.unique === 'find') {
      // The verdict first, then the explanation knowing it: one job for the panel's Solve.
      const { userTechniques: _, ...plain } = options;
      const verdict = this.solve(puzzleText, { ...plain, unique: false, verdict: true, explain: false }, shouldCancel);
      if (verdict.status === 'timeout' || verdict.status === 'cancelled') return verdict;
      return this.solve(puzzleText, { ...options, unique: verdict.status === 'solved' }, shouldCancel, running);
    }
    const puzzle = normalize(puzzleText);
    const sources = options.verdict ? [] : (options.userTechniques ?? []);
    if (sources.length === 0) return this.run(puzzle, options, shouldCancel);
    this.user ??= new UserTechniques(this.sql, this.heapBytes);
    const { prepared, reports } = this.user.load(sources);
    // The one solution, when there is one: each finding of a user technique is checked against it.
    const { userTechniques: _, ...plain } = options;
    const verdict = prepared.length
      ? this.run(puzzle, { ...plain, verdict: true, explain: false, guessing: true }, shouldCancel)
      : undefined;
    if (verdict?.status === 'timeout' || verdict?.status === 'cancelled') return verdict;
    if (verdict && verdict.status !== 'solved') {
      // No one solution to check findings against: the verdict and the explanation are the built-in ladder's alone.
      const unchecked = prepared.map((t) => uncheckedReport(t, verdict.status));
      return withLabReports(this.run(puzzle, plain, shouldCancel), [], [...reports, ...unchecked]);
    }
    const solution = verdict?.status === 'solved' ? verdict.solution : undefined;
    const limit = options.timeLimitMs && options.timeLimitMs > 0 ? options.timeLimitMs : undefined;
    const lab = this.user.lab;
    lab.begin({ puzzle, solution, deadline: limit ? now() + limit : Infinity, timeLimitMs: limit, running });
    this.techniqueBoard.userTechniques = prepared;
    this.techniqueBoard.userRunner = (t, run) => lab.run(t, run);
    try {
      return withLabReports(this.run(puzzle, options, shouldCancel), prepared, [...reports, ...lab.reports]);
    } finally {
      this.techniqueBoard.userTechniques = [];
      this.techniqueBoard.userRunner = undefined;
    }
  }

  /** Reads and checks a user's technique file (see src/core/lab): what the editor shows as diagnostics. */
  readUserTechnique(source: UserTechniqueSource): ReadTechnique {
    this.open();
    this.user ??= new UserTechniques(this.sql, this.heapBytes);
    return this.user.read(source);
  }

  /**
   * The lab's trial of user techniques on one puzzle (see src/core/lab/trial.ts):
   * at every position of its built-in explanation, then in its ladder.
   */
  labTrial(puzzleText: string, sources: UserTechniqueSource[], timeLimitMs: number, running?: RunningUserTechnique): LabTrial {
    this.open();
    this.user ??= new UserTechniques(this.sql, this.heapBytes);
    const engine = {
      sql: this.sql,
      board: this.techniqueBoard,
      user: this.user,
      solve: (puzzle: string, options: SolveOptions) => this.solve(puzzle, options, undefined, running),
    };
    return tryOnPuzzle(engine, normalize(puzzleText), sources, now() + timeLimitMs, running);
  }

  private run(puzzle: string, options: SolveOptions, shouldCancel?: () => boolean): SolveResult {
    const run = new Run(this.techniqueBoard, this.board, () => this.statementCount(), puzzle, options, shouldCancel);
    return this.sql.rolledBack(() => {
      this.useVariant(options.variant);
      this.techniqueBoard.interruptCheck = () => run.checkNow();
      try {
        return options.verdict && options.guessing !== false ? run.verdict() : run.execute();
      } finally {
        this.techniqueBoard.interruptCheck = undefined;
        this.techniqueBoard.chains.invalidate();
      }
    });
  }

  /** Both boards on a variant's geometry, or the classic one: inside the solve's transaction, which rolls the tables back. */
  private useVariant(variant: Variant | undefined): void {
    this.techniqueBoard.useVariant(variant);
    if (isClassicVariant(variant)) this.board.useGeometry();
    else this.board.useGeometry(variantKey(variant), !variant!.regions, (variant!.cages?.length ?? 0) > 0);
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
    this.open();
    const puzzle = normalize(puzzleText);
    return this.sql.rolledBack(() => {
      this.useVariant(undefined);
      this.board.loadPuzzle(puzzle);
      return fn(this.board);
    });
  }

  /**
   * Prepares another module's SQL (the generator's) on this engine's database,
   * beside the solver's reference tables. The returned function runs the
   * statements in order and returns the rows of the last one. Call it between
   * solves: a solve rolls back everything done inside it.
   */
  script(text: string): (values?: SqlValues) => unknown[][] {
    this.open();
    const file = this.sql.file('a script', text);
    return (values = {}) => file.rows(values);
  }
}

/** A digit 1-9 is a given and '.', '0' or '_' a blank; anything else is refused, not read as a blank (81 letters are not an empty grid). */
export function normalize(puzzle: string): string {
  // Count characters, not UTF-16 code units: an emoji is one (bad) cell, not two.
  const chars = [...puzzle];
  if (chars.length !== 81 || puzzle.length !== 81) throw new EngineError(engineSays.puzzleCells(chars.length));
  let out = '';
  chars.forEach((ch, i) => {
    if (ch >= '1' && ch <= '9') out += ch;
    else if (ch === '.' || ch === '0' || ch === '_') out += '.';
    else throw new EngineError(parsing.notACell(shownChar(ch), i + 1));
  });
  return out;
}
