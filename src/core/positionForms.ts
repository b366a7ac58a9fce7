/**
 * Positions written as text, in the forms other tools exchange and in our own:
 * - the 729-character candidate line of Sudoku Explainer's forks: nine
 *   characters a cell, the digit where it is a candidate and '.' or '0' where
 *   not (a solved cell is the one candidate it has);
 * - the progress lines a `.sudoku` file keeps under a puzzle being played:
 *     #progress +4.3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..
 *     #marks r1c2:58 r2c2:267
 *   `#progress` is the board as the player has it (givens as digits, placed
 *   digits as `+5`, '.' for an empty cell); `#marks` lists the candidates the
 *   player kept in the cells they wrote marks in ('-' for none kept). A cell
 *   not listed has no marks written, and starts with what its peers leave.
 *   Both are comments to every other tool (formatProgress.ts reads them under
 *   a puzzle).
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

/**
 * The progress lines for a position of `givens` (see the module's comment).
 * A digit the player placed is written `+5`, a given as itself: the puzzle's
 * givens may be edited later, and a given made blank must not read as placed.
 */
export function progressLines(givens: string, position: Position): string[] {
  let board = '';
  for (let i = 0; i < 81; i++) board += isDigit(givens[i]) ? givens[i] : isDigit(position.placed[i]) ? `+${position.placed[i]}` : '.';
  const marks: string[] = [];
  for (let i = 0; i < 81; i++) {
    const c = position.candidates[i];
    if (c === null || c === undefined || isDigit(givens[i]) || isDigit(position.placed[i])) continue;
    marks.push(`${cellId(i)}:${c || '-'}`);
  }
  return [`${PROGRESS} ${board}`, ...(marks.length ? [`${MARKS} ${marks.join(' ')}`] : [])];
}

/** A place in a progress line: an offset within the line and a length. */
export interface LineSpan {
  at: number;
  length: number;
}

/** A `#progress` board read: the digits written with `+` (placed), those written without (givens), and each cell's offset. */
export interface ProgressBoard {
  placed: string;
  plain: string;
  offsets: number[];
}

/** The word a progress line starts with, then a space of any kind (a no-break space too), then its text; undefined when it is not one. */
export function progressLineText(line: string, word: string): { text: string; at: number } | undefined {
  const lead = line.length - line.trimStart().length;
  if (!line.startsWith(word, lead)) return undefined;
  const rest = line.slice(lead + word.length);
  if (rest !== '' && rest.trimStart() === rest) return undefined;
  const at = lead + word.length + (rest.length - rest.trimStart().length);
  return { text: rest.trim(), at };
}

/** Reads a `#progress` line's board: 81 cells, each a digit, `+` and a digit, or `.`. A fault says where it cannot be read. */
export function readProgressBoard(line: string): ProgressBoard | { fault: LineSpan } {
  const found = progressLineText(line, PROGRESS);
  const at = found?.at ?? line.length;
  const text = found?.text ?? '';
  let placed = '';
  let plain = '';
  const offsets: number[] = [];
  for (let k = 0; k < text.length; k++) {
    const ch = text[k];
    const plus = ch === '+' && isDigit(text[k + 1]);
    if (!plus && ch !== '.' && !isDigit(ch)) return { fault: { at: at + k, length: 1 } };
    offsets.push(at + k);
    if (plus) k++;
    placed += plus ? text[k] : '.';
    plain += plus ? '.' : ch;
  }
  if (offsets.length !== 81) return { fault: { at, length: Math.max(1, text.length) } };
  return { placed, plain, offsets };
}

/** A `#marks` line read: the candidates kept per cell (null where not listed), and entries for a cell listed already. */
export interface MarksRead {
  candidates: (string | null)[];
  twice: (LineSpan & { cell: number })[];
}

/** One entry of the `#marks` line: a cell's id (shared/cells.ts, never translated), ':', its candidates or '-'. */
const CELL_ENTRY = /^(r[1-9]c[1-9]):([1-9]+|-)$/;

/**
 * Reads a `#marks` line: at least one entry, each a cell and the candidates
 * kept. A line that does not read is no marks line (a comment): the fault
 * says where, and `attempt` whether it looks like marks (an entry starts with
 * a cell's name), to say so.
 */
export function readMarks(line: string): MarksRead | { fault: LineSpan; attempt: boolean } {
  const found = progressLineText(line, MARKS);
  if (!found || found.text === '') return { fault: { at: found?.at ?? 0, length: 1 }, attempt: false };
  const candidates: (string | null)[] = new Array(81).fill(null);
  const twice: MarksRead['twice'] = [];
  let offset = found.at;
  for (const token of found.text.split(/(\s+)/)) {
    if (token.trim()) {
      const m = CELL_ENTRY.exec(token);
      const cell = m ? cellOfId(m[1]) : undefined;
      if (!m || cell === undefined) return { fault: { at: offset, length: token.length }, attempt: /^r[1-9]c[1-9]/i.test(found.text) };
      if (candidates[cell] !== null) twice.push({ at: offset, length: token.length, cell });
      else candidates[cell] = m[2] === '-' ? '' : [...DIGITS].filter((d) => m[2].includes(d)).join('');
    }
    offset += token.length;
  }
  return { candidates, twice };
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
