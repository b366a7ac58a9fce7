/**
 * Replays an explanation by hand, independently of the engine: start from the
 * givens with every candidate, then apply each step's placements (clearing
 * that digit from the cell's peers) and removals.
 */
import type { Step } from '../../src/shared/result';

export const peersOf = (cell: number): number[] => {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  const out = new Set<number>();
  for (let k = 0; k < 9; k++) {
    out.add(r * 9 + k);
    out.add(k * 9 + c);
    out.add((3 * Math.floor(r / 3) + Math.floor(k / 3)) * 9 + 3 * Math.floor(c / 3) + (k % 3));
  }
  out.delete(cell);
  return [...out];
};

export class Board {
  grid: number[];
  cands: Set<number>[];
  constructor(puzzle: string) {
    this.grid = [...puzzle].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
    this.cands = this.grid.map((v, i) => {
      if (v) return new Set<number>();
      const s = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const p of peersOf(i)) s.delete(this.grid[p]);
      return s;
    });
  }
  place(cell: number, d: number) {
    this.grid[cell] = d;
    this.cands[cell].clear();
    for (const p of peersOf(cell)) this.cands[p].delete(d);
  }
  apply(step: Step) {
    for (const p of step.placed) this.place(p.cell, p.d);
    for (const r of step.removed) this.cands[r.cell].delete(r.d);
  }
  candidateStrings(): string[] {
    return this.cands.map((s) => [...s].sort().join(''));
  }
}
