/**
 * The board the named techniques work on: the grid, the pencil marks and
 * what the techniques find (sql/board/, sql/techniques/, sql/chains/). A
 * solve's driver (run.ts) drives it; every statement it runs is prepared
 * here, once, through sqlFile.ts.
 */
import type { Conflict, Origin, Position } from '../../shared/result';
import { overlay } from '../position';
import { engineFlags } from '../../shared/candidates';
import { BRANCHING, ChainBuilder, isStatic, lengthRating } from '../chains';
import { type Catalogue, isChainMode, type Technique } from '../catalogue';
import { EngineError, Sql, SqlFile } from './sqlFile';
import { type UnitKind, engineSays, farPeersName, unitName } from '../phrases';
import { type Variant, isClassicVariant } from '../../shared/variant';

export interface PreparedTechnique extends Technique {
  sql: SqlFile;
  /**
   * A user's technique (src/core/lab): its file, its place among the files
   * of the solve, and where its last statement starts in the file (1-based).
   */
  user?: { path: string; index: number; line?: number; column?: number };
}

/** How a user technique runs: watched by the lab (see UserLab.run), around the board's own way of running any technique. */
export type UserRunner = (t: PreparedTechnique, run: () => number) => number;

/** The statements of the driver's own bookkeeping on `found`, `grid` and `cand`. */
function bookkeeping(sql: Sql) {
  const prepare = (text: string) => sql.lazy(text);
  return {
    // A technique whose findings carry their own ratings (chains, by length) keeps only its easiest ones.
    keepEasiest: prepare('DELETE FROM found WHERE rating > (SELECT min(rating) FROM found) + 1e-9'),
    countFound: prepare("SELECT count(*), count(*) FILTER (WHERE act = 'place') FROM found"),
    easiestFound: prepare('SELECT min(rating) FROM found'),
    foundByRating: prepare('SELECT rowid, rating, chain FROM found WHERE tech IS NULL ORDER BY rating, rowid'),
    setFoundRating: prepare('UPDATE found SET rating = :rating WHERE rowid = :rowid'),
    tagFound: prepare('UPDATE found SET tech = :tech WHERE tech IS NULL'),
    countNew: prepare('SELECT count(*) FROM found WHERE tech IS NULL'),
    foundChains: prepare('SELECT DISTINCT chain FROM found WHERE chain IS NOT NULL'),
    countFoundByTech: prepare('SELECT tech, count(*) FROM found GROUP BY tech ORDER BY min(rowid)'),
    placeGuess: prepare("INSERT INTO found (act, cell, d, unit, pattern, digits) VALUES ('place', :cell, :d, NULL, :cell, :d)"),
    // Digits placed, and empty cells that still have a candidate: if these do
    // not add up to 81, some empty cell has run out of candidates.
    countState: prepare('SELECT (SELECT count(*) FROM grid), (SELECT count(*) FROM (SELECT DISTINCT cell FROM cand))'),
    readFound: prepare('SELECT act, cell, d, unit, pattern, digits, rating, chain, total FROM found ORDER BY rowid'),
    readCands: prepare("SELECT cell, group_concat(d, '') FROM (SELECT cell, d FROM cand ORDER BY cell, d) GROUP BY cell"),
    readGrid: prepare('SELECT cell, d, how FROM grid'),
    units: prepare('SELECT id, kind, n FROM unit ORDER BY id'),
  };
}

export class TechniqueBoard {
  readonly techniques: PreparedTechnique[];
  readonly chains: ChainBuilder;
  /** Set by the running solve: throws when it must stop (a chain build can take a while). */
  interruptCheck?: () => void;
  /** Set by a solve with user techniques: they join the ladder at their ratings, and run through `userRunner`. */
  userTechniques: PreparedTechnique[] = [];
  userRunner?: UserRunner;
  private readonly load: SqlFile;
  private readonly loadMarks: SqlFile;
  private readonly apply: SqlFile;
  private readonly conflicts: SqlFile;
  private readonly contradiction: SqlFile;
  private readonly guessCell: SqlFile;
  /** A variant's geometry, its apply and its contradictions (see useVariant). */
  private readonly variantLoad: SqlFile;
  private readonly variantApply: SqlFile;
  private readonly variantContradiction: SqlFile;
  /** The variant of the solve that runs, when it is not a classic one; its units' kinds and numbers by id. */
  private variant?: { v: Variant; units: [UnitKind, number][] };
  private readonly chainFiles = new Map<string, SqlFile>();
  private readonly q: ReturnType<typeof bookkeeping>;
  /** Unit names by id, for explanations. */
  /** Each unit's kind and number: its name is a phrase, made when asked for (so it is translated). */
  private readonly units: [UnitKind, number][] = [];

  constructor(
    private readonly sql: Sql,
    catalogue: Catalogue,
  ) {
    // Every file is prepared when first run: most solves use a few of them.
    this.load = sql.lazyFile('board/load.sql');
    this.loadMarks = sql.lazyFile('board/position.sql');
    this.apply = sql.lazyFile('board/apply.sql');
    this.conflicts = sql.lazyFile('board/conflicts.sql');
    this.contradiction = sql.lazyFile('board/contradiction.sql');
    this.guessCell = sql.lazyFile('board/guess.sql');
    this.variantLoad = sql.lazyFile('board/variant.sql');
    this.variantApply = sql.lazyFile('board/variant-apply.sql');
    this.variantContradiction = sql.lazyFile('board/variant-contradiction.sql');
    if (catalogue.techniques.length === 0) throw new EngineError(engineSays.noTechniques());
    for (const t of catalogue.techniques) {
      if (t.chains && !isChainMode(t.chains)) throw new EngineError(engineSays.unknownChainMode(t.file, t.chains));
    }
    this.techniques = catalogue.techniques.map((t) => ({ ...t, sql: sql.lazyFile(t.file) }));
    for (const f of catalogue.areas.chains.slice(1)) this.chainFiles.set(f, sql.lazyFile(f));
    this.chains = new ChainBuilder({
      run: (file, params) => this.chainFile(file).run(params),
      query: (file, params) => this.chainFile(file).rows(params),
      check: () => this.interruptCheck?.(),
    });
    this.q = bookkeeping(sql);
    for (const [id, kind, n] of this.q.units.rows()) this.units[id as number] = [kind as UnitKind, n as number];
  }

  private chainFile(path: string): SqlFile {
    const file = this.chainFiles.get(path);
    if (!file) throw new EngineError(engineSays.sqlFileMissing(path));
    return file;
  }

  /**
   * The techniques with these ids (all of them when none are named), in
   * ladder order; the solve's user techniques join at their ratings, each
   * after the built-in ones of its rating.
   */
  preparedTechniques(ids?: string[]): PreparedTechnique[] {
    const wanted = ids && new Set(ids);
    const builtIn = wanted ? this.techniques.filter((t) => wanted.has(t.id)) : this.techniques;
    if (this.userTechniques.length === 0) return builtIn;
    const ladder = [...builtIn];
    for (const u of this.userTechniques) {
      const at = ladder.findIndex((t) => t.rating > u.rating + 1e-9);
      ladder.splice(at < 0 ? ladder.length : at, 0, u);
    }
    return ladder;
  }

  /**
   * The variant of the puzzles to come (none for a classic one). A variant's
   * geometry goes into the reference tables, inside the solve's transaction:
   * rolled back with it, and set again by the next solve.
   */
  useVariant(v: Variant | undefined): void {
    if (isClassicVariant(v)) {
      this.variant = undefined;
      return;
    }
    const has = (r: string) => (v!.rules.includes(r as never) ? 1 : 0);
    this.variantLoad.run({
      ':regions': v!.regions ?? '',
      ':x': has('x'),
      ':windoku': has('windoku'),
      ':knight': has('anti-knight'),
      ':king': has('anti-king'),
      ':cages': JSON.stringify((v!.cages ?? []).map((c) => [c.sum, c.cells])),
    });
    const units: [UnitKind, number][] = [];
    for (const [id, kind, n] of this.q.units.rows()) units[id as number] = [kind as UnitKind, n as number];
    this.variant = { v: v!, units };
  }

  /** Whether the puzzles now solved are a variant's. */
  get onVariant(): boolean {
    return this.variant !== undefined;
  }

  /** Loads the givens, or a position reached from them: its placed digits, and its candidates as the starting ones. */
  loadPuzzle(puzzle: string, position?: Position): void {
    this.chains.invalidate();
    if (!position) {
      this.load.run({ ':puzzle': puzzle });
      return;
    }
    this.load.run({ ':puzzle': overlay(puzzle, position.placed) });
    this.loadMarks.run({ ':puzzle': puzzle, ':marks': engineFlags(position.candidates) });
  }

  findConflicts(): Conflict[] {
    return this.conflicts
      .only()
      .rows()
      .map(([a, b, d, kind, n]): Conflict =>
        kind === null
          ? { cells: [a as number, b as number], digit: d as number, unit: farPeersName(farMove(a as number, b as number)), far: true }
          : { cells: [a as number, b as number], digit: d as number, unit: unitName(kind as UnitKind, n as number) },
      );
  }

  candidates(): string[] {
    const out = new Array<string>(81).fill('');
    for (const [cell, ds] of this.q.readCands.rows()) out[cell as number] = String(ds);
    return out;
  }

  grid(): { text: string; origin: (Origin | undefined)[] } {
    const chars = new Array<string>(81).fill('.');
    const origin = new Array<Origin | undefined>(81).fill(undefined);
    for (const [cell, d, how] of this.q.readGrid.rows()) {
      chars[cell as number] = String(d);
      origin[cell as number] = how as Origin;
    }
    return { text: chars.join(''), origin };
  }

  state(): { filled: number; deadCell: boolean } {
    const [filled, open] = this.q.countState.first() as number[];
    return { filled, deadCell: filled + open < 81 };
  }

  isBroken(): boolean {
    if (this.contradiction.only().first()![0] === 1) return true;
    return this.variant !== undefined && this.variantContradiction.only().first()![0] === 1;
  }

  /** Runs one technique; returns how many findings it made. A user's technique runs watched (see UserRunner). */
  runTechnique(t: PreparedTechnique): number {
    return t.user && this.userRunner ? this.userRunner(t, () => this.runStatements(t)) : this.runStatements(t);
  }

  private runStatements(t: PreparedTechnique): number {
    // The static chain group reads only where chains go on (see ChainBuilder.ensure).
    if (t.chains && isChainMode(t.chains)) this.chains.ensure(t.chains, !(t.group && isStatic(t.chains)));
    // A technique ends with its INSERT into found; statements before it only fill scratch tables (see sqlText.test).
    t.sql.run();
    let n = this.sql.changes();
    // Nothing made at all (not merely nothing easier than what is found already).
    if (n === 0 && t.chains && isChainMode(t.chains)) this.chains.foundNothing(t.chains);
    if (n > 0 && t.rated) {
      if (t.chains && BRANCHING.has(t.chains)) this.rateBranching(t.rating);
      this.q.keepEasiest.run();
      n = (this.q.countNew.first()![0] as number) ?? 0;
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
    for (const [rowid, rating, chain] of this.q.foundByRating.rows()) {
      if ((rating as number) > best + 1e-9 || counted++ >= 40) break;
      const exact = base + lengthRating(this.chains.complexity(String(chain)));
      best = Math.min(best, exact);
      this.q.setFoundRating.run({ ':rowid': rowid as number, ':rating': exact });
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
      const best = this.q.easiestFound.first()![0];
      if (typeof best === 'number' && best <= t.rating + 1e-9) continue;
      // A quick look shows that this mode's chains find nothing: no need to build them.
      if (isStatic(t.chains) && isChainMode(t.chains!) && !this.chains.staticModeMayFind(t.chains)) {
        tried(t, 0);
        continue;
      }
      // What is found so far is read off `imp`: walk it before another mode rebuilds it.
      if (typeof best === 'number' && t.chains !== this.chains.mode) {
        this.chains.keep(this.q.foundChains.rows().flatMap(([c]) => String(c).split(' ').filter(Boolean)));
      }
      const n = this.runTechnique(t);
      this.q.tagFound.run({ ':tech': t.id });
      tried(t, n);
    }
    const byId = new Map(members.map((t) => [t.id, t]));
    return this.q.countFoundByTech.rows().map(([id, n]) => [byId.get(String(id))!, n as number]);
  }

  /** The rating of what was just found: the technique's, or the findings' own. */
  foundRating(t: Technique): number {
    if (!t.rated) return t.rating;
    const r = this.q.easiestFound.first()![0];
    return typeof r === 'number' ? Math.round(r * 10) / 10 : t.rating;
  }

  /** Whether what was just found places a digit. */
  foundPlaces(): boolean {
    return (this.q.countFound.first()![1] as number) > 0;
  }

  foundRows(): unknown[][] {
    return this.q.readFound.rows();
  }

  applyFound(how: 'logic' | 'guess'): void {
    this.chains.invalidate();
    if (this.variant) this.variantApply.run();
    this.apply.run({ ':how': how });
  }

  /** Where to guess: the cell with the fewest candidates, and its digits. */
  chooseGuess(): { cell: number; choices: string } | undefined {
    const row = this.guessCell.only().first();
    return row ? { cell: row[0] as number, choices: String(row[2]) } : undefined;
  }

  placeGuessDigit(cell: number, d: number): void {
    this.q.placeGuess.run({ ':cell': cell, ':d': d });
    this.applyFound('guess');
  }

  /** Opens, rolls back to, or releases a guess's savepoint. */
  savepoint(action: 'SAVEPOINT' | 'ROLLBACK TO' | 'RELEASE', depth: number): void {
    this.exec(`${action} guess_${depth}`);
  }

  /** Runs SQL made on the spot (a savepoint, a test's position): the pencil marks may change. */
  exec(text: string): void {
    this.chains.invalidate();
    this.sql.exec(text);
  }

  unitLabel(id: number | null): string | undefined {
    if (id === null || id === undefined) return undefined;
    const unit = (this.variant?.units ?? this.units)[id];
    return unit ? unitName(...unit) : undefined;
  }
}

/** How two cells that share no unit are apart: a knight's move, or else a king's (diagonal neighbours). */
function farMove(a: number, b: number): 'knight' | 'king' {
  const dr = Math.abs(Math.floor(a / 9) - Math.floor(b / 9));
  const dc = Math.abs((a % 9) - (b % 9));
  return dr * dc === 2 ? 'knight' : 'king';
}
