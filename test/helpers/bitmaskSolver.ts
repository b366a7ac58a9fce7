/**
 * A compact second solver, for tests and the benchmark only. It shares no code
 * with the engine, so it can judge the engine's verdicts. Bit masks per row,
 * column and box; naked and hidden singles; then backtracking on the cell
 * with the fewest candidates.
 */
const ALL = 0x1ff;
const ROW = new Int8Array(81);
const COL = new Int8Array(81);
const BOX = new Int8Array(81);
const UNITS: Int8Array[] = [];
for (let i = 0; i < 81; i++) {
  ROW[i] = Math.floor(i / 9);
  COL[i] = i % 9;
  BOX[i] = 3 * Math.floor(ROW[i] / 3) + Math.floor(COL[i] / 3);
}
for (let k = 0; k < 9; k++) {
  UNITS.push(Int8Array.from({ length: 9 }, (_, j) => k * 9 + j));
  UNITS.push(Int8Array.from({ length: 9 }, (_, j) => j * 9 + k));
  UNITS.push(Int8Array.from({ length: 9 }, (_, j) => (3 * Math.floor(k / 3) + Math.floor(j / 3)) * 9 + 3 * (k % 3) + (j % 3)));
}
const POP = new Int8Array(512);
for (let m = 1; m < 512; m++) POP[m] = POP[m >> 1] + (m & 1);

export interface BitmaskOutcome {
  /** Number of solutions found, up to the limit. */
  count: number;
  solutions: string[];
  /** Search nodes visited. */
  nodes: number;
}

/** Counts solutions up to `limit` (default 2). Clashing givens give 0. */
export function bitmaskSolve(puzzle: string, limit = 2): BitmaskOutcome {
  const grid = new Int8Array(81);
  const rows = new Int16Array(9);
  const cols = new Int16Array(9);
  const boxes = new Int16Array(9);
  const out: BitmaskOutcome = { count: 0, solutions: [], nodes: 0 };
  const place = (i: number, d: number) => {
    const bit = 1 << (d - 1);
    grid[i] = d;
    rows[ROW[i]] |= bit;
    cols[COL[i]] |= bit;
    boxes[BOX[i]] |= bit;
  };
  const unplace = (i: number) => {
    const bit = ~(1 << (grid[i] - 1));
    rows[ROW[i]] &= bit;
    cols[COL[i]] &= bit;
    boxes[BOX[i]] &= bit;
    grid[i] = 0;
  };
  const allowed = (i: number) => ALL & ~(rows[ROW[i]] | cols[COL[i]] | boxes[BOX[i]]);

  for (let i = 0; i < 81; i++) {
    const ch = puzzle.charCodeAt(i);
    if (ch < 49 || ch > 57) continue;
    const d = ch - 48;
    if (!(allowed(i) & (1 << (d - 1)))) return out;
    place(i, d);
  }

  const search = (): boolean => {
    out.nodes++;
    const trail: number[] = [];
    const undo = () => {
      for (const i of trail) unplace(i);
    };
    let best = -1;
    let bestMask = 0;
    for (let changed = true; changed;) {
      changed = false;
      best = -1;
      let bestCount = 10;
      for (let i = 0; i < 81; i++) {
        if (grid[i]) continue;
        const m = allowed(i);
        const n = POP[m];
        if (n === 0) return (undo(), false);
        if (n === 1) {
          place(i, 32 - Math.clz32(m));
          trail.push(i);
          changed = true;
        } else if (n < bestCount) {
          bestCount = n;
          best = i;
          bestMask = m;
        }
      }
      if (changed) continue;
      // Hidden singles: a digit with one place left in a unit.
      for (const unit of UNITS) {
        let once = 0;
        let twice = 0;
        let used = 0;
        for (let j = 0; j < 9; j++) {
          const i = unit[j];
          if (grid[i]) {
            used |= 1 << (grid[i] - 1);
            continue;
          }
          const m = allowed(i);
          twice |= once & m;
          once |= m;
        }
        if ((once | used) !== ALL) return (undo(), false);
        const single = once & ~twice & ~used;
        if (!single) continue;
        for (let j = 0; j < 9; j++) {
          const i = unit[j];
          if (grid[i]) continue;
          const m = allowed(i) & single;
          if (m) {
            if (POP[m] > 1) return (undo(), false);
            place(i, 32 - Math.clz32(m));
            trail.push(i);
            changed = true;
          }
        }
        if (changed) break;
      }
    }
    if (best < 0) {
      out.count++;
      out.solutions.push(grid.join(''));
      undo();
      return out.count >= limit;
    }
    for (let m = bestMask; m; m &= m - 1) {
      const d = 32 - Math.clz32(m & -m);
      place(best, d);
      const stop = search();
      unplace(best);
      if (stop) return (undo(), true);
    }
    undo();
    return false;
  };
  search();
  return out;
}
