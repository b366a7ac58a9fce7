/**
 * The guess search, on the compact board of `sql/search/`: the verdict
 * (solution, uniqueness, no solution) and the guess log of an explanation.
 *
 * The SQL does all the reasoning: a round of singles, claiming, the choice of
 * the next cell, placing a guess. This module only prepares the statements
 * (their texts are written by the `sql/search/` files themselves), binds,
 * steps, and manages the savepoints that undo a guess. Like the rest of
 * src/core it uses no Node API.
 */
import type { SqlValue } from 'sql.js';
import type { Guess } from '../shared/result';
import type { Sql, SqlFile, SqlStatement, SqlValues } from './engine/sqlFile';
import { engineSays } from './phrases';

/** Where the search stands after the singles and claiming have done all they can. */
export type Position = { kind: 'dead' } | { kind: 'solved' } | { kind: 'branch'; cell: number; digits: number[] };

/** How the next cell is chosen among those with the fewest candidates (see sql/search/next.sql). */
export interface CellOrder {
  stride: number;
  offset: number;
  /** Prefer the cell with the most open peers first (the verdict's order; the rank breaks ties). */
  busiest?: boolean;
}

/** Row, then column: the order of seed 000's guess log. */
export const ROW_ORDER: CellOrder = { stride: 1, offset: 0 };
/** The verdict's own order: the busiest cell first, then row and column. */
export const BUSIEST_ORDER: CellOrder = { stride: 1, offset: 0, busiest: true };

const SOLVED_KEY = 15 * 2 ** 49;
const orderKey = (o: CellOrder) => `${o.stride},${o.offset},${o.busiest ? 1 : 0}`;
const KEEP = new Set([orderKey(ROW_ORDER), orderKey(BUSIEST_ORDER)]);
/** Next-move statements kept at once: seed 000's order, the verdict's, and the latest restarts'. */
const KEPT_ORDERS = 8;
const DIGIT_BITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => (d === 0 ? 0 : 16 ** (d - 1)));

export class SearchError extends Error {}

/** Statements written from the board's tables for one geometry (see CompactBoard.useGeometry). */
interface Written {
  made: Map<string, SqlStatement[]>;
  nexts: Map<string, SqlStatement>;
}

/** The board and its statements. One per database; the engine owns it. */
export class CompactBoard {
  /** search/next.sql, which writes the next-move statement for an order. */
  private readonly nextWriter: SqlFile;
  private readonly savepoint: SqlStatement;
  private readonly rollback: SqlStatement;
  private readonly release: SqlStatement;
  /**
   * Each file's statements, written and prepared when first run (a verdict
   * uses a few of them), and the next-move statement for each order it was
   * written for (see nextFor): for the classic grid, and for the latest
   * variant's geometry (see useGeometry).
   */
  private readonly classic: Written = { made: new Map(), nexts: new Map() };
  private written: Written = this.classic;
  private variant?: Written & { key: string };
  /** Claiming reads each line as three segments of three cells, one a box: not so with a jigsaw's regions. */
  private claimingOn = true;
  /** A killer's cages keep their cells to the combinations that can fill them (search/cages.sql). */
  private cagesOn = false;

  /** `sql` counts this board's statements apart from the engine's. */
  constructor(private readonly sql: Sql) {
    for (const create of sql.written('search/schema.sql')) {
      create.run();
      create.free();
    }
    this.nextWriter = sql.lazyFile('search/next.sql');
    this.savepoint = sql.lazy('SAVEPOINT search');
    this.rollback = sql.lazy('ROLLBACK TO search');
    this.release = sql.lazy('RELEASE search');
  }

  /** The statements a file writes, `count` of them (when given), each prepared when first run. */
  private writtenBy(file: string, count?: number): SqlStatement[] {
    let list = this.written.made.get(file);
    if (list) return list;
    list = this.sql.written(file, {}, true);
    if (count === 1 && list.length !== 1) throw new SearchError(engineSays.writesOneStatement(file));
    if (count === 81 && list.length !== 81) throw new SearchError(engineSays.writesOnePerCell(file));
    this.written.made.set(file, list);
    return list;
  }

  private get load(): SqlStatement[] {
    return this.writtenBy('search/load.sql');
  }
  private get fromCandidates(): SqlStatement[] {
    return this.writtenBy('search/from-candidates.sql');
  }
  private get duplicates(): SqlStatement {
    return this.writtenBy('search/duplicates.sql', 1)[0];
  }
  private get singles(): SqlStatement {
    return this.writtenBy('search/singles.sql', 1)[0];
  }
  private get claiming(): SqlStatement {
    return this.writtenBy('search/claiming.sql', 1)[0];
  }
  private get cages(): SqlStatement {
    return this.writtenBy('search/cages.sql', 1)[0];
  }
  private get place(): SqlStatement[] {
    return this.writtenBy('search/place.sql', 81);
  }
  private get strikes(): SqlStatement[] {
    return this.writtenBy('search/strike.sql', 81);
  }
  private get solution(): SqlStatement {
    return this.writtenBy('search/solution.sql', 1)[0];
  }

  /** SQL statements run, for the engine's statistics. */
  get statements(): number {
    return this.sql.statements;
  }

  /**
   * The grid's geometry for the next puzzles: the classic one (no key), or a
   * variant's (its key, see variantKey), whose units and peers
   * board/variant.sql has just put in the tables. The statements are written
   * from those tables, so a variant's are written apart, and those of one
   * variant at a time are kept besides the classic ones. `claiming` is false
   * for a jigsaw; `cages` true for a killer.
   */
  useGeometry(key?: string, claiming = true, cages = false): void {
    this.claimingOn = claiming;
    this.cagesOn = cages;
    if (key === undefined) {
      this.written = this.classic;
      return;
    }
    if (this.variant?.key !== key) {
      for (const list of this.variant?.made.values() ?? []) for (const s of list) s.free();
      for (const s of this.variant?.nexts.values() ?? []) s.free();
      this.variant = { key, made: new Map(), nexts: new Map() };
    }
    this.written = this.variant;
  }

  /** Puts a puzzle (81 characters, '.' for a blank) on the board. */
  loadPuzzle(puzzle: string): void {
    for (const s of this.load) s.run({ ':puzzle': puzzle });
  }

  /**
   * Puts the position of the named techniques (`grid` and `cand`) on the
   * board; false when a cell has no candidate left (a position can say so),
   * which the board's CHECK refuses: no grid completes it.
   */
  loadFromCandidates(): boolean {
    return this.fromCandidates.every((s) => this.change(s) !== 'dead');
  }

  /** Whether two givens of a unit clash; only right after loadPuzzle. */
  hasDuplicates(): boolean {
    return this.value(this.duplicates) === 1;
  }

  /**
   * Rounds of singles until one finds nothing, then claiming, then a
   * killer's cages; again while either finds something. Then the next move,
   * in the given order.
   */
  settle(order: CellOrder = ROW_ORDER): Position {
    for (;;) {
      const singles = this.change(this.singles);
      if (singles === 'dead') return { kind: 'dead' };
      if (singles === 'changed') continue;
      const claiming = this.claimingOn ? this.change(this.claiming) : 'same';
      if (claiming === 'dead') return { kind: 'dead' };
      if (claiming === 'changed') continue;
      const cages = this.cagesOn ? this.change(this.cages) : 'same';
      if (cages === 'dead') return { kind: 'dead' };
      if (cages === 'same') break;
    }
    const key = this.value(this.nextFor(order)) as number;
    if (key >= SOLVED_KEY) return { kind: 'solved' };
    const rank = Math.floor(key / 2 ** 36) % 128;
    const mask = key % 2 ** 36;
    const digits: number[] = [];
    for (let d = 1; d <= 9; d++) if (Math.floor(mask / DIGIT_BITS[d]) % 16 === 1) digits.push(d);
    return { kind: 'branch', cell: cellOfRank(rank, order), digits };
  }

  /**
   * The next-move statement for an order, written by search/next.sql with the
   * ranks as constants. Seed 000's order is kept; the verdict's restarts use a
   * few others each, so only the latest ones are kept besides it.
   */
  private nextFor(order: CellOrder): SqlStatement {
    const key = orderKey(order);
    const nexts = this.written.nexts;
    let stmt = nexts.get(key);
    if (stmt) return stmt;
    const written = this.sql.written(this.nextWriter, {
      ':stride': order.stride,
      ':offset': order.offset,
      ':busiest': order.busiest ? 1 : 0,
    });
    if (written.length !== 1) throw new SearchError(engineSays.writesOneStatement('search/next.sql'));
    stmt = written[0];
    if (nexts.size >= KEPT_ORDERS) {
      const oldest = [...nexts.keys()].find((k) => !KEEP.has(k))!;
      nexts.get(oldest)!.free();
      nexts.delete(oldest);
    }
    nexts.set(key, stmt);
    return stmt;
  }

  /** Writes a guess; false when it leaves a peer with no candidate. */
  guess(cell: number, d: number): boolean {
    return this.withDigit(this.place[cell], d);
  }

  /** Takes a digit from a cell's candidates; false when the cell is left with none. */
  strike(cell: number, d: number): boolean {
    return this.withDigit(this.strikes[cell], d);
  }

  /** Runs one cell's place or strike statement for digit d; false when it leaves the position dead. */
  private withDigit(stmt: SqlStatement, d: number): boolean {
    return this.change(stmt, { ':digit': DIGIT_BITS[d] }) !== 'dead';
  }

  /** The 81 digits of a solved board. */
  solved(): string {
    return String(this.value(this.solution));
  }

  /** Opens a savepoint: the position to come back to. */
  mark(): void {
    this.savepoint.run();
  }
  /** Goes back to the latest savepoint, which stays open. */
  undo(): void {
    this.rollback.run();
  }
  /** Closes the latest savepoint, keeping the board as it is. */
  drop(): void {
    this.release.run();
  }

  private value(stmt: SqlStatement): SqlValue {
    const row = stmt.first();
    if (!row) throw new SearchError(engineSays.noRow());
    return row[0];
  }

  /**
   * Runs a statement that changes the board: 'dead' when the board's CHECK
   * failed (a cell emptied), 'same' when its WHERE refused the row (SQLite
   * counts no row changed: nothing to change), else 'changed'.
   */
  private change(stmt: SqlStatement, values?: SqlValues): 'changed' | 'same' | 'dead' {
    // Half the nodes end in a failed CHECK, which sql.js throws as an Error: V8 would record the stack of
    // each (as much again as the statement), and nobody reads it. Other errors keep their message.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      return stmt.run(values) > 0 ? 'changed' : 'same';
    } catch (err) {
      if (/CHECK constraint failed/.test((err as Error).message)) return 'dead';
      throw err;
    } finally {
      Error.stackTraceLimit = limit;
    }
  }
}

function cellOfRank(rank: number, order: CellOrder): number {
  if (order.stride === 1 && order.offset === 0) return rank;
  for (let cell = 0; cell < 81; cell++) if ((cell * order.stride + order.offset) % 81 === rank) return cell;
  throw new SearchError(engineSays.noRank(rank));
}

/** Polled between guess nodes; throws to stop the search (time limit, cancel). */
export type Poll = () => void;

/** A kept guess: on the way to the first solution. */
export interface KeptGuess {
  cell: number;
  d: number;
  n: number;
}

/** The guess log of seed 000's order, up to the first solution. */
export interface GuessLog {
  guesses: Guess[];
  /** The kept guesses, outermost first, when a solution was found. */
  kept: KeptGuess[];
}

export interface Verdict {
  /** Up to two different solutions (or one, when asked to stop at the first). */
  solutions: string[];
  /** Guess nodes: the starting position and every position settled after a guess. */
  nodes: number;
  /**
   * The guess log, when the search in seed 000's order reached a verdict by
   * itself (see countSolutions); undefined when it had to restart.
   */
  log?: GuessLog;
}

/**
 * Strides that make (id * stride + offset) % 81 a permutation of the cells:
 * those with no factor 3.
 */
const STRIDES = [1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17, 19, 20, 22, 23, 25, 26];

/** Nodes the probe in a random order may use (see countSolutions). */
const PROBE_BUDGET = 32;
/** Nodes the first attempt may use before the search restarts in another order. */
const FIRST_BUDGET = 1000;

/**
 * Counts the solutions from the board's position, up to `limit` (2 for a
 * verdict, 1 to stop at the first solution).
 *
 * Some puzzles with few givens and several solutions lead seed 000's fixed
 * order into a huge subtree with no solution (test/data/pathological.txt),
 * where another order finds two solutions at once. So when `wantLog` asks for
 * seed 000's guess log, a short probe in a random order comes first: it
 * settles most puzzles with several solutions, and every puzzle whose whole
 * tree is small, and then seedOrder writes the log. A plain verdict starts in
 * the busiest order (see sql/search/next.sql) at once: on unique puzzles a
 * probe's nodes are mostly thrown away (a quarter of all nodes on top1465).
 * `probeFirst` runs the probe anyway, for puzzles known to have several
 * solutions (fewer than 17 givens): a tenth fewer nodes on the 16-given set.
 * An attempt that passes its node budget stops, and the search starts again
 * from the same position in another order (another tie-break among the cells,
 * another order of digits), with twice the budget. Solutions found on the way
 * are kept: two different ones end the search. An attempt that finishes
 * within its budget has seen the whole tree, so its count is the answer.
 */
export function countSolutions(board: CompactBoard, poll: Poll, limit = 2, wantLog = false, probeFirst = false): Verdict {
  const found = new Set<string>();
  const randomOrder = (attempt: number): Pick<Exploration, 'order' | 'digits'> => {
    const random = seeded(attempt);
    return {
      order: { stride: STRIDES[attempt % STRIDES.length], offset: Math.floor(random() * 81), busiest: true },
      digits: (ds) => rotate(ds, Math.floor(random() * ds.length)),
    };
  };
  let nodes = 0;
  if (wantLog || probeFirst) {
    const probe = explore(board, poll, { ...randomOrder(1), budget: PROBE_BUDGET, limit, found });
    nodes = probe.nodes;
    if (found.size >= limit) return { solutions: [...found], nodes };
    if (!probe.stopped) {
      // The probe saw the whole tree: its count is the answer, and only the log is left to write.
      if (!wantLog) return { solutions: [...found], nodes };
      const s = seedOrder(board, poll);
      return { solutions: [...found], nodes: nodes + s.nodes, log: s.log };
    }
  }
  const log: GuessLog = { guesses: [], kept: [] };
  let logged = false;
  let budget = FIRST_BUDGET;
  for (let attempt = 0; ; attempt++) {
    const run = explore(board, poll, {
      ...(attempt === 0 ? { order: wantLog ? ROW_ORDER : BUSIEST_ORDER, afterFirst: BUSIEST_ORDER } : randomOrder(attempt + 1)),
      budget,
      limit,
      found,
      ...(attempt === 0 && wantLog ? { log } : {}),
    });
    nodes += run.nodes;
    // The first attempt's log is the explanation's if it got as far as the first solution, or to the end.
    if (attempt === 0) logged = wantLog && (run.solved || !run.stopped);
    if (found.size >= limit || !run.stopped) return { solutions: [...found], nodes, ...(logged ? { log } : {}) };
    budget *= 2;
  }
}

/**
 * Whether a puzzle known to have `solution` has no other, when the puzzle
 * with the `emptied` cells filled in from the solution is known to be unique
 * (the generator's case: it has just emptied them). Any other solution must
 * differ in an emptied cell, so for each in turn: strike the solution's digit
 * there and look for any solution; if none, the cell must hold that digit,
 * so place it and go on to the next. The board is left as it was.
 */
export function uniqueGiven(board: CompactBoard, poll: Poll, solution: string, emptied: number[]): boolean {
  board.mark();
  try {
    for (const cell of emptied) {
      const d = Number(solution[cell]);
      board.mark();
      const alive = board.strike(cell, d);
      const other = alive && countSolutions(board, poll, 1).solutions.length > 0;
      board.undo();
      board.drop();
      if (other) return false;
      if (!board.guess(cell, d)) throw new SearchError(engineSays.solutionMisfits(cell));
    }
    return true;
  } finally {
    board.undo();
    board.drop();
  }
}

/**
 * The guess log as seed 000 writes it: the cell with the fewest candidates,
 * then the lowest row, then the lowest column; its digits lowest first; a
 * contradiction goes back to the latest guess with a digit left to try. It
 * stops at the first solution, or after `budget` nodes.
 */
export function seedOrder(board: CompactBoard, poll: Poll, budget = Infinity): Verdict & { log: GuessLog; complete: boolean } {
  const found = new Set<string>();
  const log: GuessLog = { guesses: [], kept: [] };
  const run = explore(board, poll, { order: ROW_ORDER, budget, limit: 1, found, log });
  return { solutions: [...found], nodes: run.nodes, log, complete: !run.stopped || run.solved };
}

interface Exploration {
  order: CellOrder;
  /**
   * The order once a first solution is found, if another: only the way to
   * the first solution is logged, so the rest of the tree, searched for a
   * second, may be searched in the verdict's order, whose trees are smaller.
   */
  afterFirst?: CellOrder;
  /** The order to try a cell's digits in; lowest first when absent. */
  digits?: (ds: number[]) => number[];
  budget: number;
  /** Stop when this many different solutions are known. */
  limit: number;
  found: Set<string>;
  /**
   * Filled in seed 000's way until the first solution: each guess ends kept
   * (on the way to that solution), disproved (it led to a contradiction) or
   * abandoned (made under a guess that was itself disproved).
   */
  log?: GuessLog;
}

/** One depth-first search from the board's position; the board is left as it was. */
function explore(board: CompactBoard, poll: Poll, x: Exploration): { nodes: number; stopped: boolean; solved: boolean } {
  let nodes = 0;
  let stopped = false;
  let solved = false;
  const path: KeptGuess[] = [];
  // Guesses are logged until the first solution; after it the outcomes stand.
  const logging = () => x.log !== undefined && !solved;
  const visit = (depth: number): 'done' | 'stop' => {
    nodes++;
    if (nodes > x.budget) {
      stopped = true;
      return 'stop';
    }
    if ((nodes & 15) === 0) poll();
    const at = board.settle(solved && x.afterFirst ? x.afterFirst : x.order);
    if (at.kind === 'dead') return 'done';
    if (at.kind === 'solved') {
      if (logging()) {
        x.log!.kept = [...path];
        for (const k of path) x.log!.guesses[k.n - 1].outcome = 'kept';
      }
      solved = true;
      x.found.add(board.solved());
      return x.found.size >= x.limit ? 'stop' : 'done';
    }
    const digits = x.digits ? x.digits(at.digits) : at.digits;
    const choices = at.digits.join('');
    const tried: number[] = [];
    board.mark();
    try {
      for (const d of digits) {
        let n = 0;
        if (logging()) {
          n = x.log!.guesses.length + 1;
          tried.push(n);
          const parent = path[path.length - 1]?.n;
          x.log!.guesses.push({
            n,
            row: Math.floor(at.cell / 9) + 1,
            col: (at.cell % 9) + 1,
            value: d,
            choices,
            depth,
            ...(parent ? { parent } : {}),
            outcome: 'open',
          });
        }
        path.push({ cell: at.cell, d, n });
        const outcome = board.guess(at.cell, d) ? visit(depth + 1) : 'done';
        path.pop();
        if (outcome === 'stop') return 'stop';
        if (n > 0 && logging()) x.log!.guesses[n - 1].outcome = 'disproved';
        board.undo();
      }
    } finally {
      board.drop();
    }
    // Every digit failed here, so the guess this cell was reached under was
    // wrong: these guesses go with it. At depth 1 they are simply disproved.
    if (depth > 1 && logging()) for (const n of tried) x.log!.guesses[n - 1].outcome = 'abandoned';
    return 'done';
  };
  board.mark();
  try {
    visit(1);
  } finally {
    board.undo();
    board.drop();
  }
  return { nodes, stopped, solved };
}

function rotate<T>(xs: T[], k: number): T[] {
  return k === 0 ? xs : [...xs.slice(k), ...xs.slice(0, k)];
}

/** A small deterministic generator (mulberry32), so that verdicts repeat exactly. */
function seeded(seed: number): () => number {
  let a = (seed * 0x9e3779b9) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
