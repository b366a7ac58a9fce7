/**
 * Playing a puzzle by hand: the player's board and every move on it, as pure
 * functions over plain data. The webview applies a move at once (no round
 * trip), and the host applies the same move to the state it owns and keeps in
 * the file; both run this module, so they cannot disagree.
 */
import { isDigit } from './cells';
import { bit, textsOf } from './candidates';
import type { Variant } from './variant';
import { variantPeers } from './variantLayout';

/** Colours a player paints cells or candidates with, for colouring chains by hand; 0 is none. */
export const COLOURS = 4;

export interface PlayState {
  /** 81 characters: the puzzle's givens, '.' elsewhere. Never changes. */
  givens: string;
  /** 81 characters: the digits the player placed, '.' elsewhere. */
  digits: string;
  /** Pencil marks (candidates) per cell, bit d-1 for digit d; 0 where the player wrote none. The solver reads these. */
  marks: number[];
  /** Corner (Snyder) marks per cell, bit d-1: the player's own notes beside the candidates; the solver never reads them. */
  corners: number[];
  /**
   * Per cell, the marks that placing a digit in a peer took out automatically,
   * put back when that digit goes: a wrong digit deleted is no dead end.
   */
  autoRemoved: number[];
  /** Per placed cell, the marks it had when its digit was placed, put back when the digit is cleared. */
  marksUnder: number[];
  /** A colour per cell (0: none). */
  cellColours: number[];
  /** Colours on candidates: cell × 10 + digit → colour. */
  candidateColours: Record<number, number>;
  /** The puzzle's variant, whose units and peers play follows (classic when absent). Never changes. */
  variant?: Variant;
}

/** A move on one cell or on the whole board. */
export type SingleMove =
  | { kind: 'place'; cell: number; d: number }
  | { kind: 'clear'; cell: number }
  /** Toggles a candidate mark. */
  | { kind: 'mark'; cell: number; d: number }
  /** Toggles a corner mark. */
  | { kind: 'corner'; cell: number; d: number }
  | { kind: 'fill' }
  | { kind: 'colour'; cell: number; colour: number }
  | { kind: 'colourCandidate'; cell: number; d: number; colour: number }
  /** A hint's step applied: its placements and eliminations. */
  | { kind: 'apply'; placed: { cell: number; d: number }[]; removed: { cell: number; d: number }[] }
  | { kind: 'restart' };

/** Moves made at once on several selected cells: one step of undo. */
export type Move = SingleMove | { kind: 'batch'; moves: SingleMove[] };

/** The most moves one batch carries (a move on every cell, and one more for each digit of a cell at most). */
export const BATCH_LIMIT = 81 * 9;

export interface PlayOptions {
  /** Placing a digit removes it from its peers' marks (the `sudoku.play.autoRemoveMarks` setting). */
  autoRemove: boolean;
}

const none = () => new Array<number>(81).fill(0);

export function newPlay(givens: string, variant?: Variant): PlayState {
  return {
    givens,
    ...(variant ? { variant } : {}),
    digits: '.'.repeat(81),
    marks: none(),
    corners: none(),
    autoRemoved: none(),
    marksUnder: none(),
    cellColours: none(),
    candidateColours: {},
  };
}

/** The digit a cell shows: a given's or the player's, '.' when empty. */
export function digitAt(s: PlayState, cell: number): string {
  return isDigit(s.givens[cell]) ? s.givens[cell] : s.digits[cell];
}

/** The board as the player sees it: givens and placed digits, '.' where empty. */
export function boardOf(s: PlayState): string {
  let out = '';
  for (let i = 0; i < 81; i++) out += digitAt(s, i);
  return out;
}

/** Each cell's peers in this game: its row, column and box, or its variant's units and neighbours. */
export const peersIn = (s: PlayState): readonly (readonly number[])[] => variantPeers(s.variant);

/** The candidates that the digits on the board leave each empty cell, as a bit mask. */
export function computedMarks(s: PlayState): number[] {
  const board = boardOf(s);
  const peers = peersIn(s);
  return Array.from({ length: 81 }, (_, cell) => {
    if (board[cell] !== '.') return 0;
    let m = 0x1ff;
    for (const p of peers[cell]) if (board[p] !== '.') m &= ~bit(Number(board[p]));
    return m;
  });
}

const setAt = (text: string, i: number, ch: string) => text.slice(0, i) + ch + text.slice(i + 1);

/**
 * Takes a placed digit off its cell, and gives back what placing it took:
 * the cell's own marks (less the digits its peers now hold), and the peers'
 * marks of that digit that the automatic removal took, where no other peer
 * of theirs holds the digit.
 */
function takeBack(s: PlayState, cell: number): PlayState {
  const d = Number(s.digits[cell]);
  const mask = bit(d);
  const digits = setAt(s.digits, cell, '.');
  const after = { ...s, digits };
  const holds = (p: number, digit: string) => digitAt(after, p) === digit;
  const peers = peersIn(s);
  const marks = [...s.marks];
  const autoRemoved = [...s.autoRemoved];
  const marksUnder = [...s.marksUnder];
  let under = marksUnder[cell];
  for (const p of peers[cell]) if (digitAt(after, p) !== '.') under &= ~bit(Number(digitAt(after, p)));
  marks[cell] = under;
  marksUnder[cell] = 0;
  for (const p of peers[cell]) {
    // Another peer still holding the digit keeps it out, and keeps it ours to give back later.
    if (!(autoRemoved[p] & mask) || digitAt(after, p) !== '.' || peers[p].some((q) => holds(q, String(d)))) continue;
    autoRemoved[p] &= ~mask;
    marks[p] |= mask;
  }
  return { ...after, marks, autoRemoved, marksUnder };
}

/** A digit placed in a cell that is not a given: what it replaces goes first, with what that took out. */
function placeDigit(s: PlayState, cell: number, d: number, options: PlayOptions): PlayState {
  if (s.digits[cell] === String(d)) return s;
  const from = s.digits[cell] === '.' ? s : takeBack(s, cell);
  const mask = bit(d);
  const marks = [...from.marks];
  const autoRemoved = [...from.autoRemoved];
  const marksUnder = [...from.marksUnder];
  marksUnder[cell] = marks[cell];
  marks[cell] = 0;
  if (options.autoRemove)
    for (const p of peersIn(s)[cell])
      if (marks[p] & mask) {
        marks[p] &= ~mask;
        autoRemoved[p] |= mask;
      }
  return { ...from, digits: setAt(from.digits, cell, String(d)), marks, autoRemoved, marksUnder };
}

/**
 * The state after a move. A move that cannot apply (on a given, a digit out
 * of range) leaves the state as it is, and the same object comes back, so
 * that a caller can tell nothing changed.
 */
export function applyMove(s: PlayState, move: Move, options: PlayOptions): PlayState {
  const validCell = (cell: number) => Number.isInteger(cell) && cell >= 0 && cell < 81;
  const validDigit = (d: number) => Number.isInteger(d) && d >= 1 && d <= 9;
  switch (move.kind) {
    case 'place':
      if (!validCell(move.cell) || !validDigit(move.d) || isDigit(s.givens[move.cell])) return s;
      return placeDigit(s, move.cell, move.d, options);
    case 'clear': {
      if (!validCell(move.cell) || isDigit(s.givens[move.cell])) return s;
      // A placed digit goes first, and what it took out comes back; a second Delete clears the marks.
      if (s.digits[move.cell] !== '.') return takeBack(s, move.cell);
      if (s.marks[move.cell] === 0 && s.corners[move.cell] === 0) return s;
      const marks = [...s.marks];
      const corners = [...s.corners];
      marks[move.cell] = 0;
      corners[move.cell] = 0;
      return { ...s, marks, corners };
    }
    case 'mark': {
      if (!validCell(move.cell) || !validDigit(move.d) || digitAt(s, move.cell) !== '.') return s;
      const marks = [...s.marks];
      const autoRemoved = [...s.autoRemoved];
      marks[move.cell] ^= bit(move.d);
      // The player has taken this mark in hand: it is no longer the automatic removal's to give back.
      autoRemoved[move.cell] &= ~bit(move.d);
      return { ...s, marks, autoRemoved };
    }
    case 'corner': {
      if (!validCell(move.cell) || !validDigit(move.d) || digitAt(s, move.cell) !== '.') return s;
      const corners = [...s.corners];
      corners[move.cell] ^= bit(move.d);
      return { ...s, corners };
    }
    case 'batch': {
      if (!Array.isArray(move.moves) || move.moves.length > BATCH_LIMIT) return s;
      let next = s;
      for (const m of move.moves) if ((m as Move).kind !== 'batch') next = applyMove(next, m, options);
      return next;
    }
    case 'fill': {
      const computed = computedMarks(s);
      if (computed.every((m, i) => m === s.marks[i])) return s;
      return { ...s, marks: computed, autoRemoved: none() };
    }
    case 'colour': {
      if (!validCell(move.cell) || move.colour < 0 || move.colour > COLOURS) return s;
      if (s.cellColours[move.cell] === move.colour) return s;
      const cellColours = [...s.cellColours];
      cellColours[move.cell] = move.colour;
      return { ...s, cellColours };
    }
    case 'colourCandidate': {
      if (!validCell(move.cell) || !validDigit(move.d) || move.colour < 0 || move.colour > COLOURS) return s;
      const key = move.cell * 10 + move.d;
      if ((s.candidateColours[key] ?? 0) === move.colour) return s;
      const candidateColours = { ...s.candidateColours };
      if (move.colour === 0) delete candidateColours[key];
      else candidateColours[key] = move.colour;
      return { ...s, candidateColours };
    }
    case 'apply': {
      let next = s;
      // Eliminations read against the marks shown: written marks, or the computed ones where none are written.
      if (move.removed.length > 0) {
        const computed = computedMarks(s);
        const marks = s.marks.map((m, i) => (m === 0 && digitAt(s, i) === '.' && move.removed.some((r) => r.cell === i) ? computed[i] : m));
        for (const r of move.removed) if (validCell(r.cell) && validDigit(r.d)) marks[r.cell] &= ~bit(r.d);
        next = { ...next, marks };
      }
      for (const p of move.placed) next = applyMove(next, { kind: 'place', cell: p.cell, d: p.d }, options);
      return next;
    }
    case 'restart':
      return newPlay(s.givens, s.variant);
  }
}

/** Cells whose digit another cell of a row, column or box (or of a variant's unit, or a neighbour it forbids) also holds: clashes, shown at once. */
export function clashes(s: PlayState): number[] {
  const board = boardOf(s);
  const peers = peersIn(s);
  const out: number[] = [];
  for (let i = 0; i < 81; i++) if (board[i] !== '.' && peers[i].some((p) => board[p] === board[i])) out.push(i);
  return out;
}

/** Whether every cell holds a digit, none clashes, and each killer cage's digits add up to its sum. */
export function isComplete(s: PlayState): boolean {
  const board = boardOf(s);
  const sums = (s.variant?.cages ?? []).every((c) => c.cells.reduce((a, i) => a + Number(board[i]), 0) === c.sum);
  return !board.includes('.') && clashes(s).length === 0 && sums;
}

/**
 * The engine's position for this state: placed digits, and the marks the player
 * wrote (null where none). A cell whose last marks the automatic removal took is
 * '' (marks written, none left: `r1c2:-` in the file), not null, which would read
 * as every candidate and hide the answer taken from Check and the hints.
 */
export function positionOf(s: PlayState): { placed: string; candidates: (string | null)[] } {
  const texts = textsOf(s.marks);
  const marksOrNone = (t: string, i: number) => (t || s.autoRemoved[i] === 0 ? t || null : '');
  return { placed: s.digits, candidates: texts.map((t, i) => (digitAt(s, i) === '.' ? marksOrNone(t, i) : null)) };
}

/** Undo and redo over whole states: moves are small and states are a few hundred bytes. */
export interface History {
  past: PlayState[];
  present: PlayState;
  future: PlayState[];
}

/** The most moves undo goes back over. */
export const HISTORY_LIMIT = 500;

export function historyOf(present: PlayState): History {
  return { past: [], present, future: [] };
}

export function record(h: History, move: Move, options: PlayOptions): History {
  const next = applyMove(h.present, move, options);
  if (next === h.present) return h;
  return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

export function undo(h: History): History {
  if (h.past.length === 0) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo(h: History): History {
  if (h.future.length === 0) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}
