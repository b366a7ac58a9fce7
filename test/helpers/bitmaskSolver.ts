/**
 * A small second solver, for tests and the benchmark only: bit masks, naked
 * singles, and backtracking on the cell with fewest candidates. It shares no
 * code with the engine, so it can judge the engine's verdicts.
 */
const PEERS: number[][] = [];
for (let i = 0; i < 81; i++) {
  const r = Math.floor(i / 9);
  const c = i % 9;
  const set = new Set<number>();
  for (let k = 0; k < 9; k++) {
    set.add(r * 9 + k);
    set.add(k * 9 + c);
    set.add((3 * Math.floor(r / 3) + Math.floor(k / 3)) * 9 + 3 * Math.floor(c / 3) + (k % 3));
  }
  set.delete(i);
  PEERS.push([...set]);
}
const ALL = 0x1ff;

function popcount(x: number): number {
  let n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

export interface BitmaskOutcome {
  /** Number of solutions found, up to the limit. */
  count: number;
  solutions: string[];
  /** Search nodes visited. */
  nodes: number;
}

/** Counts solutions up to `limit` (default 2). Invalid givens give 0. */
export function bitmaskSolve(puzzle: string, limit = 2): BitmaskOutcome {
  const grid = new Array<number>(81).fill(0);
  for (let i = 0; i < 81; i++) {
    const ch = puzzle[i];
    if (ch >= '1' && ch <= '9') grid[i] = ch.charCodeAt(0) - 48;
  }
  for (let i = 0; i < 81; i++) {
    if (grid[i] && PEERS[i].some((p) => grid[p] === grid[i])) return { count: 0, solutions: [], nodes: 0 };
  }
  const out: BitmaskOutcome = { count: 0, solutions: [], nodes: 0 };
  const allowed = (i: number) => {
    let m = ALL;
    for (const p of PEERS[i]) if (grid[p]) m &= ~(1 << (grid[p] - 1));
    return m;
  };
  const search = (): boolean => {
    out.nodes++;
    // Fill naked singles first; undo them on the way back.
    const forced: number[] = [];
    let best = -1;
    let bestMask = 0;
    for (let changed = true; changed; ) {
      changed = false;
      best = -1;
      let bestCount = 10;
      for (let i = 0; i < 81; i++) {
        if (grid[i]) continue;
        const m = allowed(i);
        const n = popcount(m);
        if (n === 0) {
          for (const f of forced) grid[f] = 0;
          return false;
        }
        if (n === 1) {
          grid[i] = 31 - Math.clz32(m) + 1;
          forced.push(i);
          changed = true;
        } else if (n < bestCount) {
          bestCount = n;
          best = i;
          bestMask = m;
        }
      }
    }
    if (best < 0) {
      out.count++;
      out.solutions.push(grid.join(''));
      const done = out.count >= limit;
      for (const f of forced) grid[f] = 0;
      return done;
    }
    for (let d = 1; d <= 9; d++) {
      if (!(bestMask & (1 << (d - 1)))) continue;
      grid[best] = d;
      if (search()) {
        grid[best] = 0;
        for (const f of forced) grid[f] = 0;
        return true;
      }
      grid[best] = 0;
    }
    for (const f of forced) grid[f] = 0;
    return false;
  };
  search();
  return out;
}
