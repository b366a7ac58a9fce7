/**
 * Playing in the panel: what the host and the webview say to each other. The
 * webview applies a move at once and tells the host, which applies the same
 * move (src/shared/play.ts) to the state it owns, keeps it in the file, and
 * answers hints and checks. Defined once for both sides.
 */
import { BATCH_LIMIT, COLOURS, HISTORY_LIMIT, type History, type Move, type PlayState } from './play';
import type { CellDigit, Chain } from './result';
import type { PuzzleRef } from './puzzleRef';
import { isVariant } from './variantLayout';

/** The stages of a hint from where the player is, as HoDoKu and SudokuWiki give them. */
export const HINT_STAGES = 4;

/** A hint drawn on the board: what the stage reached so far shows. */
export interface PlayHint {
  /** 1: the technique; 2: where to look (the unit); 3: the cells and candidates; 4: the move. */
  stage: number;
  /** The hint in words, for this stage. */
  text: string;
  /** A chain step's sentence and Eureka line, from stage 4. */
  sentence?: string;
  eureka?: string;
  /** Stage 2 on: the cells of the unit to look at. */
  area: number[];
  /** Stage 3 on: the pattern's cells and digits. */
  cells: number[];
  digits: number[];
  /** Stage 4: the move. */
  placed: CellDigit[];
  removed: CellDigit[];
  chain?: Chain;
}

/** Check my progress: counts first, the cells only on request. */
export interface PlayCheck {
  text: string;
  /** Wrong digits and wrongly removed candidates, counted. */
  count: number;
  /** Filled in only when the player asked where. */
  wrongDigits: number[];
  removedAnswers: number[];
}

/** Everything the webview needs to draw play. */
export interface PlayView {
  title: string;
  /** The puzzle's place in its document, to keep the position there. */
  source: PuzzleRef;
  /** The position now. The webview keeps the undo history itself: a message carries this and the depths only. */
  present: PlayState;
  /** How many moves undo and redo can go over, as the host counts them. */
  undo: number;
  redo: number;
  /**
   * The whole history, only where a reload needs it: the full state the host
   * sends a new page, and the state the webview saves. Never in a 'play' message.
   */
  history?: History;
  /** Placing a digit takes it out of its peers' marks (the sudoku.play.autoRemoveMarks setting). */
  autoRemove: boolean;
  hint?: PlayHint;
  check?: PlayCheck;
  /**
   * How many of the webview's own moves (moves, undos, redos) the host has
   * applied: a view sent before the webview's latest moves arrived does not
   * take the webview's board back.
   */
  applied: number;
  /** A hint, check or explanation under way, in words. */
  busy?: string;
  /** What the last request answered when it is not a hint or a check (a position gone wrong, complete...). */
  message?: string;
  /**
   * The timer (the sudoku.play.timer setting): time played so far, as the
   * host counted it when it sent this view, and whether it is running (it
   * pauses while the panel is hidden and stops when the puzzle is solved).
   * Absent when the setting is off.
   */
  timer?: { elapsedMs: number; running: boolean };
  /** The puzzle solved by the player: the time it took and the puzzle's difficulty, for the solved moment. */
  solved?: { elapsedMs?: number; rating?: number; difficulty?: string };
  /** The puzzle does not have exactly one solution: play says so at once and offers Solve and Explain. */
  notUnique?: { text: string };
}

export type PlayToHost =
  | { type: 'playMove'; move: Move }
  | { type: 'playUndo' }
  | { type: 'playRedo' }
  /** The next stage of the hint, or a new hint. */
  | { type: 'playHint' }
  | { type: 'playApplyHint' }
  | { type: 'playCheck'; where: boolean }
  /** The step list and guess log from the player's position. */
  | { type: 'playExplain' }
  /** Play the puzzle the panel explains. */
  | { type: 'play' }
  /** Applies the next logical step from the player's position in one click. */
  | { type: 'playTakeStep' }
  /** Solves the puzzle from its givens (a puzzle without one solution: its solutions, or why it has none). */
  | { type: 'playSolve' };

const isIndex = (x: unknown, max: number): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max;
const isCell = (x: unknown) => isIndex(x, 80);
const isDigit = (x: unknown) => isIndex(x, 9) && (x as number) >= 1;
const isColour = (x: unknown) => isIndex(x, COLOURS);
const isCellDigit = (x: unknown) => {
  const c = x as CellDigit;
  return typeof c === 'object' && c !== null && Object.keys(c).length === 2 && isCell(c.cell) && isDigit(c.d);
};
const cellDigits = (x: unknown) => Array.isArray(x) && x.length <= 729 && x.every(isCellDigit);

/** Checks a move from the webview before the host applies it. */
export function isMove(m: unknown): m is Move {
  if (typeof m !== 'object' || m === null) return false;
  const x = m as Record<string, unknown>;
  const keys = Object.keys(x).length;
  switch (x.kind) {
    case 'place':
    case 'mark':
    case 'corner':
      return keys === 3 && isCell(x.cell) && isDigit(x.d);
    case 'batch':
      return (
        keys === 2 &&
        Array.isArray(x.moves) &&
        x.moves.length <= BATCH_LIMIT &&
        x.moves.every((m) => (m as { kind?: unknown })?.kind !== 'batch' && isMove(m))
      );
    case 'clear':
      return keys === 2 && isCell(x.cell);
    case 'fill':
    case 'restart':
      return keys === 1;
    case 'colour':
      return keys === 3 && isCell(x.cell) && isColour(x.colour);
    case 'colourCandidate':
      return keys === 4 && isCell(x.cell) && isDigit(x.d) && isColour(x.colour);
    case 'apply':
      return keys === 3 && cellDigits(x.placed) && cellDigits(x.removed);
    default:
      return false;
  }
}

export function isPlayToHost(m: unknown): m is PlayToHost {
  if (typeof m !== 'object' || m === null) return false;
  const x = m as Record<string, unknown>;
  const keys = Object.keys(x).length;
  switch (x.type) {
    case 'playMove':
      return keys === 2 && isMove(x.move);
    case 'playCheck':
      return keys === 2 && typeof x.where === 'boolean';
    case 'playUndo':
    case 'playRedo':
    case 'playHint':
    case 'playApplyHint':
    case 'playExplain':
    case 'play':
    case 'playTakeStep':
    case 'playSolve':
      return keys === 1;
    default:
      return false;
  }
}

/** Whether a saved play state is whole, before a reload restores it. */
export function isPlayState(s: unknown): s is PlayState {
  if (typeof s !== 'object' || s === null) return false;
  const x = s as PlayState;
  const text81 = (t: unknown, ok: RegExp) => typeof t === 'string' && t.length === 81 && ok.test(t);
  const numbers81 = (a: unknown, max: number) => Array.isArray(a) && a.length === 81 && a.every((n) => isIndex(n, max));
  return (
    text81(x.givens, /^[1-9.]{81}$/) &&
    text81(x.digits, /^[1-9.]{81}$/) &&
    numbers81(x.marks, 0x1ff) &&
    numbers81(x.corners, 0x1ff) &&
    numbers81(x.autoRemoved, 0x1ff) &&
    numbers81(x.marksUnder, 0x1ff) &&
    numbers81(x.cellColours, COLOURS) &&
    typeof x.candidateColours === 'object' &&
    x.candidateColours !== null &&
    Object.entries(x.candidateColours).every(([k, v]) => isIndex(Number(k), 809) && isColour(v)) &&
    (x.variant === undefined || isVariant(x.variant))
  );
}

export function isHistory(h: unknown): h is History {
  if (typeof h !== 'object' || h === null) return false;
  const x = h as History;
  const list = (a: unknown) => Array.isArray(a) && a.length <= HISTORY_LIMIT && a.every(isPlayState);
  return isPlayState(x.present) && list(x.past) && list(x.future);
}
