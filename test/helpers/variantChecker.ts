/**
 * An independent checker for variant Sudoku, written for the tests and
 * sharing nothing with the engine (no SQL, no src/ import): the units and
 * peers of a variant built here from its rules, a solution's check, and a
 * small backtracking solver over bit masks that counts solutions (to two) for
 * uniqueness. Also makes puzzles for the test data (see makeVariantPuzzle).
 */

/** A variant's rules as the checker takes them. `regions`: 81 symbols, one a cell, a jigsaw's regions (any symbols). */
export interface VariantRules {
  x?: boolean;
  windoku?: boolean;
  antiKnight?: boolean;
  antiKing?: boolean;
  regions?: string;
}

const ALL = 0x1ff;
const row = (i: number) => Math.floor(i / 9);
const col = (i: number) => i % 9;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Every unit of the variant: each a list of 9 cells. */
export function unitsOf(rules: VariantRules): number[][] {
  const units: number[][] = [];
  for (let r = 0; r < 9; r++) units.push(range(9).map((c) => r * 9 + c));
  for (let c = 0; c < 9; c++) units.push(range(9).map((r) => r * 9 + c));
  if (rules.regions) {
    const by = new Map<string, number[]>();
    [...rules.regions].forEach((s, i) => by.set(s, [...(by.get(s) ?? []), i]));
    units.push(...by.values());
  } else {
    for (let b = 0; b < 9; b++) units.push(range(9).map((k) => (Math.floor(b / 3) * 3 + Math.floor(k / 3)) * 9 + (b % 3) * 3 + (k % 3)));
  }
  if (rules.x) {
    units.push(range(9).map((k) => k * 9 + k));
    units.push(range(9).map((k) => k * 9 + (8 - k)));
  }
  if (rules.windoku) {
    for (const r0 of [1, 5]) for (const c0 of [1, 5]) units.push(range(9).map((k) => (r0 + Math.floor(k / 3)) * 9 + c0 + (k % 3)));
  }
  return units;
}

/** Each cell's peers: the cells of its units, and a knight's or king's move away when the rules say so. */
export function peersOf(rules: VariantRules): number[][] {
  const sets = range(81).map(() => new Set<number>());
  for (const u of unitsOf(rules)) for (const a of u) for (const b of u) if (a !== b) sets[a].add(b);
  for (let a = 0; a < 81; a++) {
    for (let b = 0; b < 81; b++) {
      const dr = Math.abs(row(a) - row(b));
      const dc = Math.abs(col(a) - col(b));
      if (rules.antiKnight && dr * dc === 2) sets[a].add(b);
      if (rules.antiKing && a !== b && Math.max(dr, dc) === 1) sets[a].add(b);
    }
  }
  return sets.map((s) => [...s]);
}

/** What is wrong with a solution: [] when it is right (every unit 1-9, peers differ, givens kept). */
export function checkVariantSolution(puzzle: string, solution: string, rules: VariantRules): string[] {
  const problems: string[] = [];
  if (!/^[1-9]{81}$/.test(solution)) return ['not 81 digits'];
  for (let i = 0; i < 81; i++) if (/[1-9]/.test(puzzle[i]) && puzzle[i] !== solution[i]) problems.push(`given at ${i} changed`);
  for (const u of unitsOf(rules)) {
    if (u.length !== 9) problems.push(`a unit of ${u.length} cells`);
    const seen = new Set(u.map((i) => solution[i]));
    if (seen.size !== 9) problems.push(`unit ${u.join(',')} repeats a digit`);
  }
  const peers = peersOf(rules);
  for (let a = 0; a < 81; a++)
    for (const b of peers[a]) if (a < b && solution[a] === solution[b]) problems.push(`${a} and ${b} both ${solution[a]}`);
  return problems;
}

const bitCount = (m: number) => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
};

interface Board {
  cells: number[];
}

/** Solves by propagation (naked and hidden singles) and search; counts solutions up to `limit`. */
export class VariantSolver {
  private readonly units: number[][];
  private readonly peers: number[][];
  private nodes = 0;

  constructor(
    rules: VariantRules,
    private readonly nodeLimit = 2_000_000,
    private readonly random?: () => number,
  ) {
    this.units = unitsOf(rules);
    this.peers = peersOf(rules);
  }

  /** The solutions found, at most `limit`; `complete` is false when the node limit stopped the search. */
  solve(puzzle: string, limit = 2): { solutions: string[]; complete: boolean } {
    this.nodes = 0;
    const board: Board = { cells: new Array<number>(81).fill(ALL) };
    const solutions: string[] = [];
    for (let i = 0; i < 81; i++) {
      const ch = puzzle[i];
      if (ch >= '1' && ch <= '9' && !this.assign(board, i, 1 << (Number(ch) - 1))) return { solutions, complete: true };
    }
    const complete = this.search(board, solutions, limit);
    return { solutions, complete };
  }

  private assign(board: Board, cell: number, bit: number): boolean {
    if (!(board.cells[cell] & bit)) return false;
    const queue: [number, number][] = [[cell, bit]];
    board.cells[cell] = bit;
    while (queue.length) {
      const [c, b] = queue.pop()!;
      for (const p of this.peers[c]) {
        if (!(board.cells[p] & b)) continue;
        const left = board.cells[p] & ~b;
        if (!left) return false;
        board.cells[p] = left;
        if (bitCount(left) === 1) queue.push([p, left]);
      }
    }
    return true;
  }

  /** Hidden singles until nothing changes; false on a contradiction. */
  private hidden(board: Board): boolean {
    for (let changed = true; changed;) {
      changed = false;
      for (const u of this.units) {
        for (let d = 0; d < 9; d++) {
          const bit = 1 << d;
          let at = -1;
          let n = 0;
          for (const c of u) {
            if (board.cells[c] & bit) {
              n++;
              at = c;
            }
          }
          if (n === 0) return false;
          if (n === 1 && board.cells[at] !== bit) {
            if (!this.assign(board, at, bit)) return false;
            changed = true;
          }
        }
      }
    }
    return true;
  }

  private search(board: Board, out: string[], limit: number): boolean {
    if (++this.nodes > this.nodeLimit) return false;
    if (!this.hidden(board)) return true;
    let best = -1;
    let size = 10;
    for (let i = 0; i < 81; i++) {
      const n = bitCount(board.cells[i]);
      if (n > 1 && n < size) {
        size = n;
        best = i;
      }
    }
    if (best < 0) {
      // every cell single: propagation kept peers apart, so it is a solution
      out.push(board.cells.map((m) => String(Math.log2(m) + 1)).join(''));
      return true;
    }
    const digits = range(9).filter((d) => board.cells[best] & (1 << d));
    if (this.random) digits.sort(() => this.random!() - 0.5);
    for (const d of digits) {
      const next: Board = { cells: [...board.cells] };
      if (this.assign(next, best, 1 << d) && !this.search(next, out, limit)) return false;
      if (out.length >= limit) return true;
    }
    return true;
  }
}

/** Counts solutions to two: 0, 1 or 2 (2 meaning "more than one"); the one solution when unique. */
export function variantSolutions(puzzle: string, rules: VariantRules): { count: number; solution?: string } {
  const { solutions, complete } = new VariantSolver(rules).solve(puzzle, 2);
  if (!complete) throw new Error('variant checker: node limit reached');
  return { count: solutions.length, ...(solutions.length === 1 ? { solution: solutions[0] } : {}) };
}

/** A small seeded generator (mulberry32), for puzzles made the same every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A jigsaw region map: the boxes, then `swaps` trades of two cells between
 * two neighbouring regions, each kept only when both regions stay connected.
 * Regions are named 1-9.
 */
export function makeRegions(random: () => number, swaps = 200): string {
  const map = range(81).map((i) => 3 * Math.floor(row(i) / 3) + Math.floor(col(i) / 3) + 1);
  for (let tries = 0, done = 0; done < swaps && tries < swaps * 50; tries++) {
    const a = Math.floor(random() * 81);
    const near = [a - 9, a + 9, col(a) > 0 ? a - 1 : -1, col(a) < 8 ? a + 1 : -1].filter((x) => x >= 0 && x < 81 && map[x] !== map[a]);
    if (!near.length) continue;
    const b = near[Math.floor(random() * near.length)];
    // a goes to its neighbour b's region, and some other cell c of that region to a's
    const cands = range(81).filter((x) => map[x] === map[b] && x !== b);
    const c = cands[Math.floor(random() * cands.length)];
    const A = map[a];
    const B = map[b];
    map[a] = B;
    map[c] = A;
    if (connected(map, A) && connected(map, B)) done++;
    else {
      map[a] = A;
      map[c] = B;
    }
  }
  return map.join('');
}

/** Whether a region's cells are connected, side to side. */
export function connected(map: (number | string)[], region: number | string): boolean {
  const cells = range(81).filter((i) => map[i] === region);
  if (!cells.length) return true;
  const seen = new Set([cells[0]]);
  const stack = [cells[0]];
  while (stack.length) {
    const a = stack.pop()!;
    for (const b of [a - 9, a + 9, col(a) > 0 ? a - 1 : -1, col(a) < 8 ? a + 1 : -1]) {
      if (b >= 0 && b < 81 && map[b] === region && !seen.has(b)) {
        seen.add(b);
        stack.push(b);
      }
    }
  }
  return seen.size === cells.length;
}

/**
 * A puzzle with one solution under `rules`: a random full grid, then givens
 * taken away in a random order while the solution stays unique.
 */
export function makeVariantPuzzle(rules: VariantRules, random: () => number): { puzzle: string; solution: string } | undefined {
  // A random fill can wander for long: restarts with a small node limit find one sooner.
  let full: string | undefined;
  for (let i = 0; i < 50 && !full; i++) full = new VariantSolver(rules, 5_000, random).solve('.'.repeat(81), 1).solutions[0];
  if (!full) return undefined;
  const cells = [...full];
  const order = range(81).sort(() => random() - 0.5);
  for (const i of order) {
    const keep = cells[i];
    cells[i] = '.';
    const { solutions, complete } = new VariantSolver(rules, 200_000).solve(cells.join(''), 2);
    if (!complete || solutions.length !== 1) cells[i] = keep;
  }
  return { puzzle: cells.join(''), solution: full };
}
