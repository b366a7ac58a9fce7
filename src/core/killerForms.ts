/**
 * Killers as other tools write them, each on one line (docs/format.md, "Killer"):
 *
 * - the forums' 81-character form (enjoysudoku's "understandable snarfable
 *   killer cages"): a cage's sum in one of its cells, 0-9, A-Z (10-35) or
 *   a-j (36-45), every other cell an arrow towards a cell of the same cage:
 *   `<` `>` `^` `v`, or `` ` `` `'` `,` `.` for up-left, up-right, down-left, down-right;
 * - SudoCue's `3x3:d:k:` then 81 numbers, each a cage's sum × 256 plus its
 *   id (a sum of 0: no cage), `d` for both diagonals;
 * - SudokuWiki's killer link (its "version A"): `killersudoku.aspx?bd=`, 81
 *   digits colouring the cages (a cage is a run of one colour, joined side to
 *   side), a comma, then 81 two-digit clues: each cage's sum in its first cell.
 *
 * None has givens. Each reader gives the cages with where they are said, or
 * the first place it cannot read and why.
 */
import type { CageRead } from './cages';
import { cellName } from './cages';
import type { Cage, VariantRule } from '../shared/variant';

/** What a killer line says: cages and rules, or where and why it does not read. */
export type KillerRead =
  | { cages: CageRead[]; rules: VariantRule[] }
  | {
      fault: {
        start: number;
        end: number;
        kind: 'arrow-off' | 'arrow-loop' | 'sudocue' | 'sudocue-count' | 'wiki-killer' | 'sum-char';
        word?: string;
      };
    };

const ARROWS: Record<string, [number, number]> = {
  '<': [0, -1],
  '>': [0, 1],
  '^': [-1, 0],
  v: [1, 0],
  '`': [-1, -1],
  "'": [-1, 1],
  ',': [1, -1],
  '.': [1, 1],
};

/** Whether a word looks like the 81-character arrow form: its characters, an arrow other than '.', ',' among them. */
export function isArrowForm(word: string): boolean {
  return word.length === 81 && /^[0-9A-Za-j<>^v`',.]+$/.test(word) && /[<>^v`']/.test(word) && /[0-9A-Za-j]/.test(word);
}

function arrowSum(ch: string): number | undefined {
  if (ch >= '0' && ch <= '9') return Number(ch);
  if (ch >= 'A' && ch <= 'Z') return ch.charCodeAt(0) - 55;
  if (ch >= 'a' && ch <= 'j') return ch.charCodeAt(0) - 61;
  return undefined;
}

/** Reads the arrow form at offset `base`: each cell follows its arrows to its cage's sum. */
export function readArrowForm(word: string, base: number): KillerRead {
  const target = (i: number): number | undefined => {
    const step = ARROWS[word[i]];
    if (!step) return i;
    const r = Math.floor(i / 9) + step[0];
    const c = (i % 9) + step[1];
    return r < 0 || r > 8 || c < 0 || c > 8 ? undefined : r * 9 + c;
  };
  const byHead = new Map<number, number[]>();
  for (let i = 0; i < 81; i++) {
    let at = i;
    for (let n = 0; ; n++) {
      const next = target(at);
      if (next === undefined) return { fault: { start: base + at, end: base + at + 1, kind: 'arrow-off', word: word[at] } };
      if (next === at) break;
      if (n > 81) return { fault: { start: base + i, end: base + i + 1, kind: 'arrow-loop', word: cellName(i) } };
      at = next;
    }
    byHead.set(at, [...(byHead.get(at) ?? []), i]);
  }
  const cages: CageRead[] = [];
  for (const [head, cells] of [...byHead].sort((a, b) => a[0] - b[0])) {
    const sum = arrowSum(word[head]);
    const at = { start: base + head, end: base + head + 1 };
    if (sum === undefined) return { fault: { ...at, kind: 'sum-char', word: word[head] } };
    // A 0 is a cage with no total (its digits only differ): not a killer cage this reads.
    if (sum === 0) return { fault: { ...at, kind: 'sum-char', word: '0' } };
    cages.push({ sum, cells, at, cellsAt: cells.map((c) => ({ start: base + c, end: base + c + 1 })) });
  }
  return { cages, rules: [] };
}

const SUM_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij';

/**
 * Writes the arrow form: each cage's sum in its first cell, every other cell
 * an arrow towards the cell it was reached from, spreading out from the sum
 * (side to side first, then corner to corner). Undefined when a cell is in
 * no cage, or a cage is in pieces even corner to corner: the form cannot say either.
 */
export function writeArrowForm(cages: readonly Cage[]): string | undefined {
  const out = new Array<string>(81).fill('');
  const owner = new Array<number>(81).fill(-1);
  cages.forEach((c, k) => c.cells.forEach((i) => (owner[i] = k)));
  if (owner.includes(-1)) return undefined;
  const steps = Object.entries(ARROWS);
  cages.forEach((cage, k) => {
    const head = Math.min(...cage.cells);
    out[head] = SUM_CHARS[cage.sum];
    const queue = [head];
    while (queue.length) {
      const a = queue.shift()!;
      for (const [ch, [dr, dc]] of steps) {
        const r = Math.floor(a / 9) - dr;
        const c = (a % 9) - dc;
        const b = r * 9 + c;
        // From b, the arrow `ch` points to a.
        if (r < 0 || r > 8 || c < 0 || c > 8 || owner[b] !== k || out[b]) continue;
        out[b] = ch;
        queue.push(b);
      }
    }
  });
  return out.includes('') ? undefined : out.join('');
}

/** Reads SudoCue's `3x3:[d]:k:` and 81 numbers (a last ':' allowed) at offset `base`. */
export function readSudoCue(word: string, base: number): KillerRead {
  const fields = word.split(':');
  if (fields[fields.length - 1] === '') fields.pop();
  const head = fields.slice(0, 3).join(':').length + 1;
  if (fields[0] !== '3x3' || (fields[1] !== '' && fields[1] !== 'd') || fields[2] !== 'k')
    return { fault: { start: base, end: base + head - 1, kind: 'sudocue', word: fields.slice(0, 3).join(':') } };
  if (fields.length !== 84)
    return { fault: { start: base, end: base + word.length, kind: 'sudocue-count', word: String(Math.max(0, fields.length - 3)) } };
  const byId = new Map<number, { sum: number; cells: number[]; at: { start: number; end: number }[] }>();
  let offset = base + head;
  for (let i = 0; i < 81; i++) {
    const text = fields[i + 3];
    const at = { start: offset, end: offset + text.length };
    offset += text.length + 1;
    if (!/^\d+$/.test(text)) return { fault: { ...at, kind: 'sudocue', word: text } };
    const sum = Math.floor(Number(text) / 256);
    const id = Number(text) % 256;
    if (sum === 0) continue;
    const cage = byId.get(id) ?? { sum, cells: [], at: [] };
    if (cage.sum !== sum) return { fault: { ...at, kind: 'sudocue', word: text } };
    cage.cells.push(i);
    cage.at.push(at);
    byId.set(id, cage);
  }
  const cages = [...byId.values()].map((c) => ({ sum: c.sum, cells: c.cells, at: c.at[0], cellsAt: c.at }));
  return { cages, rules: fields[1] === 'd' ? ['x'] : [] };
}

/** Writes SudoCue's form: each cage's id is its index + 1, a cell in no cage 0. */
export function writeSudoCue(cages: readonly Cage[], x: boolean): string {
  const values = new Array<number>(81).fill(0);
  cages.forEach((cage, k) => {
    for (const c of cage.cells) values[c] = cage.sum * 256 + k + 1;
  });
  return `3x3:${x ? 'd' : ''}:k:${values.join(':')}`;
}

/** The parts of a SudokuWiki killer `bd` (version A), if it has that shape. */
export function isWikiKiller(bd: string): boolean {
  return /^\d{81},\d{162}$/.test(bd);
}

/** Reads SudokuWiki's killer `bd` (version A) at offset `base`: each run of one colour is a cage, its clue its sum. */
export function readWikiKiller(bd: string, base: number): KillerRead {
  const colours = bd.slice(0, 81);
  const clue = (i: number) => Number(bd.slice(82 + 2 * i, 84 + 2 * i));
  const seen = new Array<boolean>(81).fill(false);
  const cages: CageRead[] = [];
  for (let s = 0; s < 81; s++) {
    if (seen[s]) continue;
    const cells = runOf(s, (a, b) => colours[a] === colours[b]);
    for (const c of cells) seen[c] = true;
    const clued = cells.filter((c) => clue(c) > 0);
    const at = (c: number) => ({ start: base + 82 + 2 * c, end: base + 84 + 2 * c });
    // A run with no clue is cells in no cage; with two, the colours are ambiguous.
    if (clued.length > 1) return { fault: { ...at(clued[1]), kind: 'wiki-killer', word: cellName(clued[1]) } };
    if (clued.length === 0) continue;
    cages.push({ sum: clue(clued[0]), cells, at: at(clued[0]), cellsAt: cells.map((c) => ({ start: base + c, end: base + c + 1 })) });
  }
  return { cages, rules: [] };
}

/** The cells joined to `start` side to side through cells `same` says go with it, ascending. */
function runOf(start: number, same: (a: number, b: number) => boolean): number[] {
  const found = new Set([start]);
  const stack = [start];
  while (stack.length) {
    const a = stack.pop()!;
    for (const b of [a - 9, a + 9, a % 9 > 0 ? a - 1 : -1, a % 9 < 8 ? a + 1 : -1]) {
      if (b >= 0 && b < 81 && !found.has(b) && same(a, b)) {
        found.add(b);
        stack.push(b);
      }
    }
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * SudokuWiki's killer `bd` for cages (version A): the cages, and the runs of
 * cells in no cage, coloured 1-4 so that no two that touch side to side share
 * a colour (a map needs four at most; more are used only if the search gives
 * up), each cage's sum in its first cell. Undefined when a cage is in pieces
 * (cells not joined side to side), which the form cannot say.
 */
export function writeWikiKiller(cages: readonly Cage[]): string | undefined {
  const owner = new Array<number>(81).fill(-1);
  cages.forEach((cage, k) => cage.cells.forEach((c) => (owner[c] = k)));
  // A cage in pieces would read back as a cage and runs in no cage.
  if (cages.some((c, k) => runOf(c.cells[0], (a, b) => owner[a] === k && owner[b] === k).length !== c.cells.length)) return undefined;
  const pieces: number[][] = cages.map((c) => [...c.cells]);
  for (let s = 0; s < 81; s++) {
    if (owner[s] !== -1) continue;
    const run = runOf(s, (a, b) => owner[a] < 0 && owner[b] < 0);
    for (const c of run) owner[c] = pieces.length;
    pieces.push(run);
  }
  const touching = pieces.map(() => new Set<number>());
  for (let a = 0; a < 81; a++)
    for (const b of [a + 9, a % 9 < 8 ? a + 1 : -1])
      if (b >= 0 && b < 81 && owner[a] !== owner[b]) {
        touching[owner[a]].add(owner[b]);
        touching[owner[b]].add(owner[a]);
      }
  const colour = colourPieces(touching);
  const clues = new Array<number>(81).fill(0);
  for (const cage of cages) clues[Math.min(...cage.cells)] = cage.sum;
  return `${owner.map((o) => colour[o]).join('')},${clues.map((n) => String(n).padStart(2, '0')).join('')}`;
}

/** Colours 1-4 (up to 9 if four cannot be found within a bound), touching pieces apart. */
function colourPieces(touching: Set<number>[]): number[] {
  for (let most = 4; most <= 9; most++) {
    const colour = new Array<number>(touching.length).fill(0);
    let tries = 0;
    const place = (k: number): boolean => {
      if (k === touching.length) return true;
      if (++tries > 200000) return false;
      for (let c = 1; c <= most; c++) {
        if ([...touching[k]].some((o) => colour[o] === c)) continue;
        colour[k] = c;
        if (place(k + 1)) return true;
      }
      colour[k] = 0;
      return false;
    };
    if (place(0)) return colour;
  }
  return touching.map((_, k) => (k % 9) + 1);
}
