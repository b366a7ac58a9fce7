/**
 * Positions written as text, in the forms other tools exchange and in our own:
 * - the 729-character candidate line of Sudoku Explainer's forks: nine
 *   characters a cell, the digit where it is a candidate and '.' or '0' where
 *   not (a solved cell is the one candidate it has);
 * - the progress lines a `.sudoku` file keeps under a puzzle being played:
 *     #progress 4.7...8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
 *     #marks r1c2:1236 r1c3:169 r2c1:27
 *   `#progress` is the board as the player has it (givens and placed digits,
 *   '.' for an empty cell); `#marks` lists the candidates the player kept in
 *   the cells they wrote marks in ('-' for none kept). A cell not listed has
 *   no marks written, and starts with what its peers leave. Both are comments
 *   to every other tool.
 * - the bordered pencil-mark grid forums use (pencilMarkGrid), which Share
 *   copies and the technique lab's counterexamples show.
 * Pure functions: no engine, no editor.
 */
import type { Position } from '../shared/result';
import { DIGITS, cellId, cellOfId, isDigit } from '../shared/cells';
import { type ShownBoard, type TextGridStyle, cellsShown, columnWidths, textGridLayout, textGridLines } from '../shared/boardLayout';

export const CANDIDATE_LINE_LENGTH = 729;

/** A cell's candidates from its nine characters, or undefined when one is out of place. */
function cellOfLine(nine: string): string | undefined {
  let out = '';
  for (let d = 0; d < 9; d++) {
    const ch = nine[d];
    if (ch === DIGITS[d]) out += ch;
    else if (ch !== '.' && ch !== '0') return undefined;
  }
  return out;
}

/**
 * Reads a candidate line: exactly 729 of the digit-in-place, '.' and '0'
 * characters. A cell with one candidate is a given (the form cannot tell a
 * given from a solved cell), the others keep their candidates. Undefined when
 * the text is not one.
 */
export function readCandidateLine(text: string): { cells: string; candidates: string[] } | undefined {
  if (text.length !== CANDIDATE_LINE_LENGTH) return undefined;
  let cells = '';
  const candidates: string[] = [];
  for (let i = 0; i < 81; i++) {
    const c = cellOfLine(text.slice(i * 9, i * 9 + 9));
    if (c === undefined) return undefined;
    cells += c.length === 1 ? c : '.';
    candidates.push(c.length === 1 ? '' : c);
  }
  return { cells, candidates };
}

/** Writes a candidate line: `digits` is the board (81, '.' where empty), `candidates` each empty cell's. */
export function candidateLine(digits: string, candidates: readonly string[]): string {
  let out = '';
  for (let i = 0; i < 81; i++) {
    const has = isDigit(digits[i]) ? digits[i] : (candidates[i] ?? '');
    for (const d of DIGITS) out += has.includes(d) ? d : '.';
  }
  return out;
}

export const PROGRESS = '#progress';
export const MARKS = '#marks';

/** The progress lines for a position of `givens` (see the module's comment). */
export function progressLines(givens: string, position: Position): string[] {
  let board = '';
  for (let i = 0; i < 81; i++) board += isDigit(givens[i]) ? givens[i] : isDigit(position.placed[i]) ? position.placed[i] : '.';
  const marks: string[] = [];
  for (let i = 0; i < 81; i++) {
    const c = position.candidates[i];
    if (c === null || c === undefined || isDigit(board[i])) continue;
    marks.push(`${cellId(i)}:${c || '-'}`);
  }
  return [`${PROGRESS} ${board}`, ...(marks.length ? [`${MARKS} ${marks.join(' ')}`] : [])];
}

/** A progress line that cannot be read, with the offset of the fault within the line. */
export interface ProgressFault {
  /** Which line is at fault: the board or the marks. */
  kind: 'progress' | 'marks';
  at: number;
  length: number;
}

/** One mark of the `#marks` line: a cell's id (shared/cells.ts, never translated), ':', its candidates or '-'. */
const MARK = /^(r[1-9]c[1-9]):([1-9]+|-)$/;

/**
 * Reads the progress lines under a puzzle back into a position. A fault is
 * reported where it is; a board that changes a given is a fault of the
 * board's, which the caller words (see PositionError).
 */
export function readProgress(progress: string, marks: string | undefined): { position: Position } | { fault: ProgressFault } {
  const board = progress.slice(PROGRESS.length).trim();
  const at = progress.indexOf(board, PROGRESS.length);
  if ([...board].length !== 81 || !/^[1-9.]{81}$/.test(board)) {
    return { fault: { kind: 'progress', at, length: Math.max(1, board.length) } };
  }
  const candidates: (string | null)[] = new Array(81).fill(null);
  if (marks !== undefined) {
    let offset = MARKS.length;
    for (const token of marks.slice(MARKS.length).split(/(\s+)/)) {
      if (token.trim() && token.trim() === token) {
        const m = MARK.exec(token);
        const cell = m ? cellOfId(m[1]) : undefined;
        if (!m || cell === undefined) return { fault: { kind: 'marks', at: offset, length: token.length } };
        candidates[cell] = m[2] === '-' ? '' : [...DIGITS].filter((d) => m[2].includes(d)).join('');
      }
      offset += token.length;
    }
  }
  return { position: { placed: board, candidates } };
}

/** The position a parsed puzzle carries: its progress lines, or the candidates of a pencil-mark grid or candidate line. */
export function entryPosition(entry: {
  cells: string;
  candidates?: readonly string[];
  progress?: { position?: Position };
}): Position | undefined {
  if (entry.progress?.position) return entry.progress.position;
  if (!entry.candidates) return undefined;
  return {
    placed: '.'.repeat(81),
    candidates: Array.from({ length: 81 }, (_, i) => (entry.cells[i] === '.' ? (entry.candidates![i] ?? null) : null)),
  };
}

/**
 * The pencil-mark grid in the bordered form forums use (HoDoKu, Sudoku
 * Explainer): a solved cell shows its digit, an empty one its candidates, each
 * column as wide as its widest cell.
 */
export function pencilMarkGrid(state: ShownBoard): string {
  const texts = cellsShown(state).map((c) => c.digit || c.candidates || '.');
  const layout = textGridLayout(
    PENCIL_MARK_GRID,
    columnWidths((i) => texts[i].length),
  );
  return textGridLines(texts, layout).join('\n');
}

/** The forums' pencil-mark grid: two spaces between cells, framed. */
export const PENCIL_MARK_GRID: TextGridStyle = { cellGap: 2, framed: true, labelWidth: 0 };
