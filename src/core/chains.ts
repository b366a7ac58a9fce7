/**
 * Chains: the implications the chain techniques read. `sql/chains/` derives
 * the strong and weak links from the pencil marks and follows them, one
 * set-based step at a time for every assumption at once, until nothing new
 * follows; this module only repeats the step and reads chains back for the
 * explanation (in Eureka notation, with their nodes and links).
 */
import type { Chain, ChainLink, ChainNode, InnerChain } from '../shared/result';
import { cellId } from '../shared/cells';
import type { ChainMode } from './catalogue';

/**
 * How chains may run (ChainMode, in the catalogue), as Sudoku Explainer's: 'x'
 * along one digit (a true candidate rules out its digit in its peers; a false
 * one makes the other of the only two places in a unit true); 'y' also through
 * cells (a true digit rules out the cell's others) but made true only as the
 * other digit of a cell with two, and assumed only in such cells; 'xy' both;
 * 'nishio' and 'dynamic' remember what the assumption has ruled out.
 */

/** y: links through cells; x: strong links between places in a unit; offs: assume false too; pairs: assume only in cells with two digits. */
const MODES: Record<ChainMode, { y: number; x: number; offs: number; pairs: number; dynamic: boolean }> = {
  x: { y: 0, x: 1, offs: 1, pairs: 0, dynamic: false },
  y: { y: 1, x: 0, offs: 0, pairs: 1, dynamic: false },
  xy: { y: 1, x: 1, offs: 1, pairs: 0, dynamic: false },
  nishio: { y: 0, x: 1, offs: 1, pairs: 0, dynamic: true },
  dynamic: { y: 1, x: 1, offs: 1, pairs: 0, dynamic: true },
  nested1: { y: 1, x: 1, offs: 1, pairs: 0, dynamic: true },
  nested2: { y: 1, x: 1, offs: 1, pairs: 0, dynamic: true },
};

/** Modes the ladder reads again after another one, on the same pencil marks (forcing X-chains after Y-cycles; cell and region forcing chains after Nishio). */
const REVISITED: ReadonlySet<ChainMode> = new Set(['x', 'xy']);
const MODE_IDS: Record<ChainMode, number> = { x: 1, y: 2, xy: 3, nishio: 4, dynamic: 5, nested1: 6, nested2: 7 };

/** Sudoku Explainer's length steps: 0.1 more for each that a chain's node count, less 2, passes. */
const LENGTH_STEPS = [4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024];

export function lengthRating(nodes: number): number {
  return LENGTH_STEPS.filter((s) => nodes - 2 > s).length / 10;
}

/**
 * The static modes: 'xy' follows every link that 'x' and 'y' follow, so
 * whatever their techniques find shows in 'xy' as an assumption that implies
 * its own negation (see chains/self-negation.sql).
 */
const STATIC: ReadonlySet<string> = new Set<ChainMode>(['x', 'y', 'xy']);

export function isStatic(mode: string | undefined): boolean {
  return mode !== undefined && STATIC.has(mode);
}

/** Modes whose chains branch (a true candidate may rest on several false ones): their length is counted exactly. */
export const BRANCHING: ReadonlySet<string> = new Set(['nishio', 'dynamic', 'nested1', 'nested2']);

/** Nested modes (inner rules where propagation stops), by level. */
const NESTED_LEVEL: Partial<Record<ChainMode, number>> = { nested1: 1, nested2: 2 };

/** Assumptions whose grids the level-2 inner chains read at once: bounds the scratch tables (memory). */
const INNER_BATCH = 24;
/** Longest inner static chain followed, in links. */
const INNER_MAX_DEPTH = 40;

const ALL_DIGITS = 0x1ff;

/** Longest chain followed, in links: past this, a chain rates far above the ladder anyway. */
const MAX_DEPTH = 40;
const NESTED_MAX_DEPTH = 120;

/** What the chain builder needs from the engine: run a file's statements, read rows. */
export interface ChainSql {
  run(file: string, params: Record<string, number>): number;
  query(file: string, params: Record<string, number | string>): unknown[][];
  /** Throws when the solve must stop (time limit, cancel): a build can take a while. */
  check(): void;
}

export class ChainBuilder {
  private built?: ChainMode;

  constructor(private readonly sql: ChainSql) {}

  /** Chains walked before `imp` was rebuilt for another mode, by end. */
  private kept = new Map<string, ChainNode[]>();

  /** The pencil marks changed: implications must be rebuilt. */
  invalidate(): void {
    this.built = undefined;
    this.linked = false;
    this.kept.clear();
    this.stored.clear();
    this.cut.clear();
    this.sparse.clear();
    this.xDigits = undefined;
    this.probed.clear();
    this.nishioPlaces = undefined;
  }

  /** The mode `imp` holds now, if any. */
  get mode(): ChainMode | undefined {
    return this.built;
  }

  /** Walks these ends now and keeps them, before `imp` is rebuilt for another mode. */
  keep(ends: string[]): void {
    for (const end of ends) {
      if (!this.kept.has(end)) this.kept.set(end, this.walk(end));
    }
  }

  /** Whether `link` holds the links of the pencil marks as they are. */
  private linked = false;

  /** Modes whose implications are kept in `imp_kept`, for the pencil marks as they are. */
  private readonly stored = new Set<ChainMode>();

  /** Modes whose build stopped at MAX_DEPTH with more to follow, for the pencil marks as they are. */
  private readonly cut = new Set<ChainMode>();

  /**
   * Modes built without the false candidates that lead nowhere (see
   * chains/weak.sql), with the last depth their build stepped from, to fill
   * those in when a technique needs them.
   */
  private readonly sparse = new Map<ChainMode, number>();

  /**
   * Whether the static chain techniques may find anything: false only when
   * the 'xy' implications, followed to the end, hold no assumption that
   * implies its own negation. One build of 'xy' instead of 'x', 'y', 'x' again
   * and 'xy', on the many pencil marks where they all find nothing.
   */
  staticMayFind(): boolean {
    this.link();
    const marks = this.sql.query('chains/marks.sql', {});
    const cands = new Set<string>();
    const strong = new Set<string>();
    for (const [kind, ...row] of marks) (kind === 0 ? cands : strong).add(row.join(':'));
    const was = this.quiet;
    this.quiet = undefined;
    if (was && [...cands].every((c) => was.cands.has(c))) {
      const fresh = [...strong].filter((l) => !was.strong.has(l)).map((l) => l.split(':').map(Number));
      if (fresh.length === 0 || this.sql.query('chains/new-strong.sql', { ':new': JSON.stringify(fresh) })[0][0] !== 1) {
        this.quiet = { cands, strong };
        return false;
      }
    }
    this.ensure('xy', false);
    if (this.cut.has('xy')) return true;
    this.xDigits = this.sql.query('chains/self-negation.sql', {})[0][0] as number;
    if (this.xDigits === 0) this.quiet = { cands, strong };
    return this.xDigits !== 0;
  }

  /**
   * The last pencil marks where no assumption implied its own negation in
   * 'xy' (to any depth): on these less some candidates, only a new strong
   * link can make one do so (see chains/new-strong.sql), so the next look
   * need not build 'xy' when none does. Content, not time, says so: it
   * holds across steps, guesses rolled back and solves alike.
   */
  private quiet?: { cands: Set<string>; strong: Set<string> };

  /** Makes `link` hold the links of the pencil marks as they are: brought up to date from the candidates gone since it was read, or read anew. */
  private link(): void {
    if (this.linked) return;
    if (this.sql.query('chains/links-update.sql', {})[0][0] === 1) this.sql.run('chains/links.sql', {});
    this.linked = true;
  }

  /** What chains/probe.sql said of each mode, for the pencil marks as they are. */
  private readonly probed = new Map<ChainMode, boolean>();

  /**
   * Whether the static chain techniques of this mode may find anything, after
   * staticMayFind: false when no assumption that implies its own negation in
   * 'xy' does so along this mode's links (see chains/probe.sql), so that the
   * mode need not be built.
   */
  staticModeMayFind(mode: ChainMode): boolean {
    if (this.xDigits === undefined || mode === 'xy') return true;
    let may = this.probed.get(mode);
    if (may === undefined) {
      const { y, x, offs } = MODES[mode];
      may = this.sql.query('chains/probe.sql', { ':offs': offs, ':y': y, ':x': x })[0][0] === 1;
      this.probed.set(mode, may);
    }
    return may;
  }

  /**
   * The digits of the assumptions that imply their own negation in 'xy' (as
   * bits), when its build went to the end. Whatever a chain along one digit
   * finds is one of them (see self-negation.sql), so 'x' is built for these
   * digits only: the chains of each are the same, and the others find nothing.
   */
  private xDigits?: number;

  /**
   * Makes `imp` hold every implication of every assumption, for this mode;
   * with `leaves` false, only those that chains go on from, and the
   * assumptions' own negations (enough for the static chain techniques).
   */
  ensure(mode: ChainMode, leaves = true): void {
    if (this.built === mode) {
      if (leaves) this.fillLeaves(mode);
      return;
    }
    // Leaving a mode that the ladder comes back to (cell and region forcing chains read the static chains' 'xy'): keep it.
    if (this.built && REVISITED.has(this.built) && !this.stored.has(this.built)) {
      this.sql.run('chains/keep.sql', { ':mode': MODE_IDS[this.built] });
      this.stored.add(this.built);
    }
    if (this.stored.has(mode)) {
      this.sql.run('chains/restore.sql', { ':mode': MODE_IDS[mode] });
      this.built = mode;
      if (leaves) this.fillLeaves(mode);
      return;
    }
    const { y, x, offs, pairs, dynamic } = MODES[mode];
    // The links depend on the pencil marks alone: every mode reads the same ones.
    this.link();
    const digits = mode === 'x' && this.xDigits !== undefined ? this.xDigits : mode === 'nishio' ? this.nishioDigits() : ALL_DIGITS;
    this.sql.run('chains/assume.sql', { ':offs': offs, ':y': y, ':pairs': pairs, ':digits': digits });
    // Only static chains may leave out what leads nowhere; the last step never does, so that `cut` is the same.
    const sparse = !leaves && !dynamic;
    let depth = 0;
    // A nested chain's inner rules add a step at each stop: let it go further.
    const level = NESTED_LEVEL[mode] ?? 0;
    const maxDepth = level > 0 ? NESTED_MAX_DEPTH : MAX_DEPTH;
    let lastStop = -1;
    for (; depth < maxDepth; depth++) {
      this.sql.check();
      const all = sparse && depth < MAX_DEPTH - 1 ? 0 : 1;
      const weak = this.sql.run('chains/weak.sql', { ':depth': depth, ':y': y, ':x': x, ':leaves': all });
      const strong = dynamic ? this.dynamicStep(depth, y) : this.sql.run('chains/strong.sql', { ':depth': depth, ':y': y, ':x': x });
      // A nested chain, where propagation stops, applies its inner rules (chains/nested-inner.sql) and goes on.
      if (weak + strong === 0) {
        if (level === 0 || this.nested(depth, level, lastStop) === 0) break;
        lastStop = depth;
      }
      // A dynamic chain stops at its first contradiction, as Sudoku Explainer's does;
      // a static one goes on, as its own negation may lie beyond it.
      if (dynamic) this.sql.run('chains/clash.sql', { ':depth': depth + 1 });
    }
    if (depth === MAX_DEPTH) this.cut.add(mode);
    if (sparse) this.sparse.set(mode, Math.min(depth, MAX_DEPTH - 1));
    else this.sparse.delete(mode);
    this.built = mode;
  }

  /**
   * Each digit's places (see chains/places.sql) when Nishio last found
   * nothing, on any pencil marks: a digit with the same places again finds
   * nothing again. Content, not time, says so, so it holds across steps and
   * solves alike, and a digit whose places changed is always assumed.
   */
  private readonly nishioQuiet = new Map<number, string>();
  /** Each digit's places at the latest Nishio build. */
  private nishioPlaces?: Map<number, string>;

  /** The digits Nishio must assume: those whose places changed since it last found nothing (as bits). */
  private nishioDigits(): number {
    this.nishioPlaces = new Map(this.sql.query('chains/places.sql', {}).map(([d, places]) => [d as number, String(places)]));
    let digits = 0;
    for (const [d, places] of this.nishioPlaces) if (this.nishioQuiet.get(d) !== places) digits |= 1 << (d - 1);
    return digits;
  }

  /** A technique of this mode ran on `imp` as built and found nothing. */
  foundNothing(mode: ChainMode): void {
    if (mode !== 'nishio' || this.built !== 'nishio' || !this.nishioPlaces) return;
    for (const [d, places] of this.nishioPlaces) this.nishioQuiet.set(d, places);
  }

  /**
   * The inner rules of a nested chain at a stop: how many candidates they
   * made false. Level 2 adds the static chains, for the assumptions the
   * simple rules served not and whose grid changed since the last stop
   * (`since`), a batch at a time (chains/inner-*.sql).
   */
  private nested(depth: number, level: number, since: number): number {
    const simple = this.sql.query('chains/nested-inner.sql', { ':depth': depth })[0][0] as number;
    if (level < 2) return simple;
    const todo = this.sql.query('chains/inner-todo.sql', { ':since': since }).map(([s]) => s as number);
    for (let i = 0; i < todo.length; i += INNER_BATCH) {
      this.sql.check();
      const batch = todo.slice(i, i + INNER_BATCH);
      this.sql.run('chains/inner-assume.sql', { ':lo': batch[0], ':hi': batch[batch.length - 1] });
      for (let d = 0; d < INNER_MAX_DEPTH; d++) {
        if ((this.sql.query('chains/inner-step.sql', { ':depth': d })[0][0] as number) === 0) break;
      }
      this.sql.run('chains/inner-found.sql', { ':depth': depth });
    }
    return this.sql.query('chains/nested-count.sql', { ':depth': depth })[0][0] as number;
  }

  /** One dynamic step: through cells first (when chains go through them), then through units. */
  private dynamicStep(depth: number, y: number): number {
    const cells = y === 1 ? this.sql.run('chains/dynamic-cell.sql', { ':depth': depth }) : 0;
    return cells + this.sql.run('chains/dynamic-unit.sql', { ':depth': depth });
  }

  /**
   * Makes false what the true candidates of a sparse build rule out, step by
   * step from the assumptions as the build would have: each takes the depth
   * and the candidate it first follows from, exactly as in a full build.
   */
  private fillLeaves(mode: ChainMode): void {
    const last = this.sparse.get(mode);
    if (last === undefined) return;
    const { y, x } = MODES[mode];
    for (let depth = 0; depth <= last; depth++) {
      this.sql.check();
      this.sql.run('chains/weak.sql', { ':depth': depth, ':y': y, ':x': x, ':leaves': 1 });
    }
    this.sparse.delete(mode);
    // The kept copy lacks them: keep the full one instead when leaving.
    this.stored.delete(mode);
  }

  /** The chain ending at `end` ('src:cell:d:truth'), from its assumption. */
  walk(end: string): ChainNode[] {
    const kept = this.kept.get(end);
    if (kept) return kept.map((n) => ({ ...n }));
    const [src, cell, d, truth] = end.split(':').map(Number);
    const rows = this.sql.query('chains/walk.sql', { ':src': src, ':cell': cell, ':d': d, ':truth': truth });
    return rows.map(([c, dd, t]) => ({ cell: c as number, d: dd as number, on: t === 1 }));
  }

  /**
   * How many candidates a finding's chains rest on, all ends together (Sudoku
   * Explainer's complexity), plus the complexity of each distinct inner chain
   * (level 2 up) that removed one of them, counted once.
   */
  complexity(ends: string): number {
    let n = 0;
    const inner = new Map<string, number>();
    for (const end of ends.split(' ').filter(Boolean)) {
      const [src, cell, d, truth] = end.split(':').map(Number);
      const [count, chains] = this.sql.query('chains/ancestors.sql', { ':src': src, ':cell': cell, ':d': d, ':truth': truth })[0];
      n += count as number;
      for (const c of typeof chains === 'string' ? chains.split('|') : []) inner.set(`${src}|${c}`, Number(c.split(':')[0]));
    }
    for (const size of inner.values()) n += size;
    return n;
  }

  /** A finding's chains, as text and as nodes and links for drawing. */
  describe(ends: string, conclusion: string): Chain {
    let loop = false;
    const branches = ends
      .split(' ')
      .filter(Boolean)
      .map((e) => {
        const nodes = this.walk(e);
        // A cycle's end names the candidate that closes it: 'src:cell:d:1:zcell:zd'.
        const close = e.split(':').map(Number);
        if (close.length === 6 && nodes.length > 0) {
          loop = true;
          nodes.push({ cell: close[4], d: close[5], on: false }, { ...nodes[0] });
        }
        return nodes;
      });
    const nodes: ChainNode[] = [];
    const links: ChainLink[] = [];
    const key = (n: ChainNode) => `${n.cell}:${n.d}:${n.on}`;
    const seen = new Set<string>();
    for (const b of branches) {
      for (let i = 0; i < b.length; i++) {
        if (!seen.has(key(b[i]))) {
          seen.add(key(b[i]));
          nodes.push(b[i]);
        }
        if (i > 0)
          links.push({ from: { cell: b[i - 1].cell, d: b[i - 1].d }, to: { cell: b[i].cell, d: b[i].d }, strong: !b[i - 1].on && b[i].on });
      }
    }
    const text = branches.map(eureka).join('; ') + ` => ${conclusion}`;
    const inner = this.innerChains(ends, branches);
    const chain: Chain = loop ? { text, nodes, links, loop, branches } : { text, nodes, links, branches };
    if (inner.length > 0) chain.inner = inner;
    return chain;
  }

  /** The inner chains (chains/inner-found.sql) behind the removals on these branches, in the order walked. */
  private innerChains(ends: string, branches: ChainNode[][]): InnerChain[] {
    const out: InnerChain[] = [];
    // Only level 2 up has inner chains: the other modes need not look.
    if (!this.built || (NESTED_LEVEL[this.built] ?? 0) < 2) return out;
    const seen = new Set<string>();
    ends
      .split(' ')
      .filter(Boolean)
      .forEach((end, i) => {
        const src = Number(end.split(':')[0]);
        const rows = this.sql.query('chains/inner-shown.sql', { ':src': src });
        if (rows.length === 0) return;
        const byCand = new Map(rows.map(([c, d, n]) => [`${c}:${d}`, String(n)]));
        for (const node of branches[i] ?? []) {
          const key = `${node.cell}:${node.d}`;
          const nodesText = byCand.get(key);
          if (node.on || nodesText === undefined || seen.has(`${src}:${key}`)) continue;
          seen.add(`${src}:${key}`);
          const inner = nodesText.split(' ').map((x) => {
            const [c, d, t] = x.split(':').map(Number);
            return { cell: c, d, on: t === 1 };
          });
          out.push({ removes: { cell: node.cell, d: node.d }, text: `${eureka(inner)} => ${cellId(node.cell)}<>${node.d}`, nodes: inner });
        }
      });
    return out;
  }

  /** HoDoKu's better-known name for a short single chain, when it has one. */
  static knownName(chain: Chain): string | undefined {
    if (chain.text.includes(';') || chain.loop) return undefined;
    const strong = chain.links.filter((l) => l.strong);
    const row = (c: number) => Math.floor(c / 9);
    const col = (c: number) => c % 9;
    const kind = (l: ChainLink) =>
      l.from.cell === l.to.cell
        ? 'cell'
        : row(l.from.cell) === row(l.to.cell)
          ? 'row'
          : col(l.from.cell) === col(l.to.cell)
            ? 'column'
            : 'box';
    const kinds = strong.map(kind);
    const oneDigit = chain.nodes.every((n) => n.d === chain.nodes[0].d);
    if (oneDigit && strong.length === 2 && chain.nodes.length === 6) {
      if (kinds[0] === kinds[1] && kinds[0] !== 'box') return 'Skyscraper';
      if (kinds.includes('row') && kinds.includes('column')) return '2-String Kite';
      return 'Turbot Fish';
    }
    if (!oneDigit && strong.length >= 2 && kinds.every((k) => k === 'cell')) {
      const pairs = new Set(strong.map((l) => [l.from.d, l.to.d].sort().join('')));
      return pairs.size === 1 && strong.length >= 4 ? 'Remote Pair' : 'XY-Chain';
    }
    if (!oneDigit && kinds.length === 3 && kinds[0] === 'cell' && kinds[2] === 'cell' && kinds[1] !== 'cell') {
      const a = [strong[0].from.d, strong[0].to.d].sort().join('');
      const b = [strong[2].from.d, strong[2].to.d].sort().join('');
      if (a === b) return 'W-Wing';
    }
    return undefined;
  }
}

/**
 * A chain in Eureka notation: '-' for a weak link (true makes false), '=' for
 * a strong one (false makes true); the two digits of one cell joined by a
 * strong link are written together, as (4=7)r2c3.
 */
export function eureka(chain: ChainNode[]): string {
  let out = '';
  for (let i = 0; i < chain.length; i++) {
    const n = chain[i];
    const next = chain[i + 1];
    // '~': a removal by a nested chain's inner rule, which rests on the candidate made false before it.
    if (i > 0) out += chain[i - 1].on ? '-' : n.on ? '=' : '~';
    if (next && next.cell === n.cell && !n.on && next.on) {
      out += `(${n.d}=${next.d})${cellId(n.cell)}`;
      i++;
      continue;
    }
    out += `(${n.d})${cellId(n.cell)}`;
  }
  return out;
}
