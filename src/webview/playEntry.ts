/**
 * What a digit, a mark or a colour does to the selected cells, and which
 * cells each highlight lights: pure functions over the play state, with no
 * DOM, so that the rules are tested on their own (test/unit/playEntry.test.ts).
 * The rules are SudokuPad's: a mark entered on several cells is added to
 * those that lack it, or, when every one has it, taken from all; and the
 * whole entry is one move, one step of undo.
 */
import { COLOURS, computedMarks, digitAt, type Move, type PlayState, type SingleMove, peersIn } from '../shared/play';
import { bit } from '../shared/candidates';

/** What a digit entered does: place it, toggle a candidate, toggle a corner mark, or paint a colour. */
export type Mode = 'digit' | 'pencil' | 'corner' | 'colour';

export const MODES: readonly Mode[] = ['digit', 'pencil', 'corner', 'colour'];

/** Several moves as one: one move alone, a batch for more, nothing for none. */
function asOne(moves: SingleMove[]): Move | undefined {
  if (moves.length === 0) return undefined;
  return moves.length === 1 ? moves[0] : { kind: 'batch', moves };
}

const editable = (s: PlayState, i: number) => s.givens[i] === '.';
const empty = (s: PlayState, i: number) => digitAt(s, i) === '.';

/**
 * The move a digit makes on the selected cells in a mode. Digits go in every
 * cell that is not a given; marks only in empty cells, by SudokuPad's rule;
 * a colour (d, 0 to 4) paints every cell, or clears them all when every one
 * has it already.
 */
export function entryMove(s: PlayState, cells: readonly number[], mode: Mode, d: number): Move | undefined {
  switch (mode) {
    case 'digit':
      return asOne(cells.filter((i) => editable(s, i) && s.digits[i] !== String(d)).map((cell) => ({ kind: 'place', cell, d })));
    case 'pencil':
    case 'corner': {
      const layer = mode === 'pencil' ? s.marks : s.corners;
      const kind = mode === 'pencil' ? 'mark' : 'corner';
      const open = cells.filter((i) => empty(s, i));
      const lacking = open.filter((i) => !(layer[i] & bit(d)));
      return asOne((lacking.length > 0 ? lacking : open).map((cell) => ({ kind, cell, d })));
    }
    case 'colour': {
      if (d < 0 || d > COLOURS) return undefined;
      const colour = d > 0 && cells.every((i) => s.cellColours[i] === d) ? 0 : d;
      return asOne(cells.filter((i) => s.cellColours[i] !== colour).map((cell) => ({ kind: 'colour', cell, colour })));
    }
  }
}

/** Delete on the selected cells: in Colours mode their colours go, else their digits (then, a second time, their marks). */
export function clearMove(s: PlayState, cells: readonly number[], mode: Mode): Move | undefined {
  if (mode === 'colour') return entryMove(s, cells, 'colour', 0);
  const clearable = cells.filter((i) => editable(s, i) && (!empty(s, i) || s.marks[i] !== 0 || s.corners[i] !== 0));
  return asOne(clearable.map((cell) => ({ kind: 'clear', cell })));
}

/** The mode a digit key writes in: Shift a corner mark, Ctrl (Cmd) a candidate, as in SudokuPad; else the mode chosen. */
export function modeForKey(mode: Mode, keys: { shift: boolean; ctrl: boolean }): Mode {
  if (keys.ctrl) return 'pencil';
  if (keys.shift) return 'corner';
  return mode;
}

/** A cell's candidates as the board stands: those the player wrote, or, where none are written, those its peers leave. */
export function candidatesOf(s: PlayState, computed: readonly number[], i: number): number {
  if (!empty(s, i)) return 0;
  return s.marks[i] !== 0 ? s.marks[i] : computed[i];
}

/** The cells the digit filter lights for d: where d is placed, or where it is a candidate. */
export function filterCells(s: PlayState, d: number): Set<number> {
  const computed = computedMarks(s);
  const out = new Set<number>();
  for (let i = 0; i < 81; i++) if (digitAt(s, i) === String(d) || candidatesOf(s, computed, i) & bit(d)) out.add(i);
  return out;
}

/** Empty cells with exactly two candidates. */
export function bivalueCells(s: PlayState): Set<number> {
  const computed = computedMarks(s);
  const out = new Set<number>();
  for (let i = 0; i < 81; i++) {
    const m = candidatesOf(s, computed, i);
    if (popcount(m) === 2) out.add(i);
  }
  return out;
}

function popcount(m: number): number {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
}

/** The cell's row, column and box (and its variant's other units and forbidden neighbours), less the cell. */
export function peersLit(s: PlayState, focus: number): Set<number> {
  return new Set(peersIn(s)[focus]);
}

/** The only candidate the player wrote in an empty cell, if there is exactly one. */
export function loneCandidate(s: PlayState, i: number): number | undefined {
  const m = s.marks[i];
  if (!empty(s, i) || m === 0 || (m & (m - 1)) !== 0) return undefined;
  return Math.log2(m) + 1;
}

/** The timer's time: 1:05, 12:40, 1:02:03. */
export function clock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}
