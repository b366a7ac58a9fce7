/**
 * A killer's cages as `.sudoku` lines write them (docs/format.md, "Killer"),
 * and the checks every form's cages go through:
 *
 *     #cages 3=r1c1+r1c2; 15=r1c3+r1c4+r1c5     cages separated by ';'
 *     #cage 15 r1c3 r1c4 r1c5                   one cage a line
 *
 * A cage is its sum, then its cells (after '=', ':' or a space), the cells
 * separated by '+', ',' or spaces; `r1c34` is r1c3 and r1c4. What is wrong
 * is said at its place: a word that is neither, a cell off the grid, a cell
 * listed twice (the first is read), a cell two cages share and a sum no
 * distinct digits make (that cage is not read), and totals that cannot be
 * (a unit the cages fill exactly whose cages do not add up to 45).
 */
import type { Cage } from '../shared/variant';

/** A note on cages; the kinds are VariantNote's (variants.ts). */
export interface CageNote {
  kind: 'cage-syntax' | 'cage-outside' | 'cage-cell-twice' | 'cage-overlap' | 'cage-sum' | 'cage-total' | 'cage-no-cells';
  start: number;
  end: number;
  /** The word, or the cell's name. */
  word?: string;
  /** A cage's size, or a unit's total. */
  count?: number;
  /** A cage's sum, or the total a unit's cages must make. */
  sum?: number;
  /** The unit whose cages do not add up (its id, rows 0-8, columns 9-17, boxes 18-26). */
  unit?: number;
}

/** A cage as read, with where its parts are (offsets in the document). */
export interface CageRead extends Cage {
  /** Where its sum is, or where it is said (a link, a map). */
  at: { start: number; end: number };
  /** Where each cell is named, in `cells`' order (the sum's place where the form names none). */
  cellsAt: { start: number; end: number }[];
}

export const cellName = (i: number): string => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;

/** The smallest and largest sums `n` distinct digits make. */
export function sumRange(n: number): [number, number] {
  return [(n * (n + 1)) / 2, (n * (19 - n)) / 2];
}

/** Reads the cages of a `#cage` or `#cages` line's text; `base` is the text's offset in the document. */
export function readCageText(text: string, base: number): { cages: CageRead[]; notes: CageNote[] } {
  const cages: CageRead[] = [];
  const notes: CageNote[] = [];
  let from = 0;
  for (const part of text.split(';')) {
    const cage = readOneCage(part, base + from, notes);
    if (cage) cages.push(cage);
    from += part.length + 1;
  }
  return { cages, notes };
}

function readOneCage(part: string, base: number, notes: CageNote[]): CageRead | undefined {
  const words = [...part.matchAll(/[^\s=:+,]+/g)];
  if (words.length === 0) return undefined;
  const [head, ...rest] = words;
  const span = (m: RegExpMatchArray) => ({ start: base + m.index!, end: base + m.index! + m[0].length });
  if (!/^\d{1,2}$/.test(head[0])) {
    notes.push({ kind: 'cage-syntax', ...span(head), word: head[0] });
    return undefined;
  }
  const cells: number[] = [];
  const cellsAt: { start: number; end: number }[] = [];
  let broken = false;
  for (const m of rest) {
    const found = /^r(\d+)c(\d+)$/i.exec(m[0]);
    if (!found) {
      notes.push({ kind: 'cage-syntax', ...span(m), word: m[0] });
      broken = true;
      continue;
    }
    const [, rows, cols] = found;
    if (rows.includes('0') || cols.includes('0')) {
      notes.push({ kind: 'cage-outside', ...span(m), word: m[0] });
      broken = true;
      continue;
    }
    for (const r of rows)
      for (const c of cols) {
        const cell = (Number(r) - 1) * 9 + Number(c) - 1;
        if (cells.includes(cell)) notes.push({ kind: 'cage-cell-twice', ...span(m), word: cellName(cell) });
        else {
          cells.push(cell);
          cellsAt.push(span(m));
        }
      }
  }
  if (broken) return undefined;
  if (cells.length === 0) {
    notes.push({ kind: 'cage-no-cells', ...span(head), sum: Number(head[0]) });
    return undefined;
  }
  return { sum: Number(head[0]), cells, at: span(head), cellsAt };
}

/**
 * The cages that read, in order, after the checks across them: a cage with a
 * cell an earlier cage has, or a sum its size cannot make, is left out (an
 * error at the cell, or at the sum); a unit (row, column, box, or the whole
 * grid) the kept cages fill exactly whose sums are not 45 a unit is said at
 * the first of those cages' sums (every cage is kept: which is wrong is not
 * known). Cells come out ascending.
 */
export function checkCages(cages: CageRead[]): { cages: Cage[]; notes: CageNote[] } {
  const notes: CageNote[] = [];
  const owner = new Array<number>(81).fill(-1);
  const kept: CageRead[] = [];
  for (const cage of cages) {
    const [low, high] = sumRange(cage.cells.length);
    if (cage.cells.length > 9 || cage.sum < low || cage.sum > high) {
      notes.push({ kind: 'cage-sum', ...cage.at, sum: cage.sum, count: cage.cells.length });
      continue;
    }
    const shared = cage.cells.findIndex((c) => owner[c] >= 0);
    if (shared >= 0) {
      notes.push({ kind: 'cage-overlap', ...cage.cellsAt[shared], word: cellName(cage.cells[shared]) });
      continue;
    }
    for (const c of cage.cells) owner[c] = kept.length;
    kept.push(cage);
  }
  notes.push(...totalNotes(kept, owner));
  return { cages: kept.map((c) => ({ sum: c.sum, cells: [...c.cells].sort((a, b) => a - b) })), notes };
}

/** Rows 0-8, columns 9-17, boxes 18-26: the ids sql/board/schema.sql gives them (and unitNameOf reads). */
const UNITS: number[][] = [
  ...Array.from({ length: 9 }, (_, k) => Array.from({ length: 9 }, (_, i) => k * 9 + i)),
  ...Array.from({ length: 9 }, (_, k) => Array.from({ length: 9 }, (_, i) => i * 9 + k)),
  ...Array.from({ length: 9 }, (_, k) =>
    Array.from({ length: 9 }, (_, i) => (Math.floor(k / 3) * 3 + Math.floor(i / 3)) * 9 + (k % 3) * 3 + (i % 3)),
  ),
];

/** The whole grid (405), then each unit the cages fill exactly (45): said once, at the first cage concerned. */
function totalNotes(kept: CageRead[], owner: number[]): CageNote[] {
  if (kept.length === 0) return [];
  if (owner.every((o) => o >= 0)) {
    const total = kept.reduce((n, c) => n + c.sum, 0);
    if (total !== 405) return [{ kind: 'cage-total', ...kept[0].at, count: total, sum: 405 }];
  }
  for (const [id, unit] of UNITS.entries()) {
    const inside = new Set(unit.map((c) => owner[c]));
    if (inside.has(-1)) continue;
    const whole = [...inside].every((k) => kept[k].cells.every((c) => unit.includes(c)));
    if (!whole) continue;
    const total = [...inside].reduce((n, k) => n + kept[k].sum, 0);
    if (total !== 45) return [{ kind: 'cage-total', ...kept[Math.min(...inside)].at, count: total, sum: 45, unit: id }];
  }
  return [];
}

/** The cages as one `#cages` line's text: `3=r1c1+r1c2; 15=...`. */
export function cagesText(cages: readonly Cage[]): string {
  return cages.map((c) => `${c.sum}=${c.cells.map(cellName).join('+')}`).join('; ');
}
