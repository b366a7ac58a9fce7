/**
 * Positions written as text, in the forms other tools exchange and in our own:
 * - the 729-character candidate line of Sudoku Explainer's forks: nine
 *   characters a cell, the digit where it is a candidate and '.' or '0' where
 *   not (a solved cell is the one candidate it has);
 * - the progress lines a `.sudoku` file keeps under a puzzle being played:
 *     #progress +4.3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..
 *     #marks r1c2:58 r2c2:267
 *     #corners r1c2:5 r3c4:19
 *     #colours r1c2:1 r4c5/7:2
 *     #time 12:34 solved
 *   `#progress` is the board as the player has it (givens as digits, placed
 *   digits as `+5`, '.' for an empty cell); `#marks` lists the candidates the
 *   player kept in the cells they wrote marks in ('-' for none kept). A cell
 *   not listed has no marks written, and starts with what its peers leave.
 *   `#corners` lists the corner marks per cell; `#colours` a colour (1-4) per
 *   cell (`r1c2:1`) or candidate (`r4c5/7:2`: digit 7 of r4c5); `#time` the
 *   time played (m:ss or h:mm:ss), then `solved` once the player solved it.
 *   Every word is a file format, never translated. All are comments to every
 *   other tool (formatProgress.ts reads them under a puzzle).
 * - the bordered pencil-mark grid forums use (pencilMarkGrid), which Share
 *   copies and the technique lab's counterexamples show.
 * Pure functions: no engine, no editor.
 */
import type { Position } from '../shared/result';
import { DIGITS, cellId, cellOfId, isDigit } from '../shared/cells';
import { inOrder } from '../shared/candidates';
import { COLOURS as COLOUR_COUNT } from '../shared/play';
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
export const CORNERS = '#corners';
export const COLOURS = '#colours';
/** Read as `#colours` too: the spelling is no reason to lose a player's colours. */
export const COLORS = '#colors';
export const TIME = '#time';
/** The word after the time once the player has solved the puzzle. */
export const SOLVED = 'solved';

/** The time played, as `#time` keeps it: whole seconds, and whether the player solved the puzzle. */
export interface KeptTime {
  ms: number;
  solved: boolean;
}

/** What Play keeps under a puzzle besides the position: corner marks and colours (as masks and numbers, as play.ts has them), and the time. */
export interface KeptPlay {
  /** Corner marks per cell, bit d-1 for digit d. */
  corners?: readonly number[];
  /** A colour per cell, 0 for none. */
  cellColours?: readonly number[];
  /** Colours on candidates: cell × 10 + digit → colour. */
  candidateColours?: Readonly<Record<number, number>>;
  time?: KeptTime;
}

/**
 * The progress lines for a position of `givens` (see the module's comment).
 * A digit the player placed is written `+5`, a given as itself: the puzzle's
 * givens may be edited later, and a given made blank must not read as placed.
 * A line with nothing to say is left out.
 */
export function progressLines(givens: string, position: Position, kept: KeptPlay = {}): string[] {
  let board = '';
  for (let i = 0; i < 81; i++) board += isDigit(givens[i]) ? givens[i] : isDigit(position.placed[i]) ? `+${position.placed[i]}` : '.';
  const filled = (i: number) => isDigit(givens[i]) || isDigit(position.placed[i]);
  const marks: string[] = [];
  const corners: string[] = [];
  const colours: string[] = [];
  const candidateColours = kept.candidateColours ?? {};
  for (let i = 0; i < 81; i++) {
    const c = position.candidates[i];
    if (c !== null && c !== undefined && !filled(i)) marks.push(`${cellId(i)}:${c || '-'}`);
    const corner = kept.corners?.[i] ?? 0;
    if (corner && !filled(i)) corners.push(`${cellId(i)}:${maskDigits(corner)}`);
    const colour = kept.cellColours?.[i] ?? 0;
    if (colour) colours.push(`${cellId(i)}:${colour}`);
    for (let d = 1; d <= 9; d++) if (candidateColours[i * 10 + d]) colours.push(`${cellId(i)}/${d}:${candidateColours[i * 10 + d]}`);
  }
  const line = (word: string, entries: string[]) => (entries.length ? [`${word} ${entries.join(' ')}`] : []);
  return [
    `${PROGRESS} ${board}`,
    ...line(MARKS, marks),
    ...line(CORNERS, corners),
    ...line(COLOURS, colours),
    ...(kept.time ? [`${TIME} ${playTime(kept.time.ms)}${kept.time.solved ? ` ${SOLVED}` : ''}`] : []),
  ];
}

const maskDigits = (mask: number) => [...DIGITS].filter((_, k) => mask & (1 << k)).join('');

/** A time played as `#time` writes it: m:ss, or h:mm:ss from an hour (whole seconds, rounded down). */
export function playTime(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  return h ? `${h}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}` : `${Math.floor(s / 60)}:${two(s % 60)}`;
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

/** A line that does not read: where, and whether it looks like the line it starts as (to say so). */
export interface LineFault {
  fault: LineSpan;
  attempt: boolean;
}

/** One entry of the `#marks` line: a cell's id (shared/cells.ts, never translated), ':', its candidates or '-'. */
const CELL_ENTRY = /^(r[1-9]c[1-9]):([1-9]+|-)$/;
/** One entry of the `#corners` line: a cell's id, ':', its corner marks. */
const CORNER_ENTRY = /^(r[1-9]c[1-9]):([1-9]+)$/;
/** One entry of the `#colours` line: a cell's id, `/` and a digit for a candidate, ':', a colour. */
const COLOUR_ENTRY = /^(r[1-9]c[1-9])(?:\/([1-9]))?:([1-9])$/;
const LOOKS_LIKE_ENTRIES = /^r[1-9]c[1-9]/i;

/**
 * The entries of a line of cells (`#marks`, `#corners`, `#colours`): at
 * least one, each read by `entry` into a key and a value; a key listed again
 * is not read, and said. A fault says where the line stops reading.
 */
function readEntries<T>(
  line: string,
  words: readonly string[],
  entry: (token: string) => { key: number; cell: number; value: T } | undefined,
): { values: Map<number, T>; twice: (LineSpan & { cell: number; key: number })[] } | LineFault {
  const found = words.map((w) => progressLineText(line, w)).find((f) => f !== undefined);
  if (!found || found.text === '') return { fault: { at: found?.at ?? 0, length: 1 }, attempt: false };
  const values = new Map<number, T>();
  const twice: (LineSpan & { cell: number; key: number })[] = [];
  let offset = found.at;
  for (const token of found.text.split(/(\s+)/)) {
    if (token.trim()) {
      const read = entry(token);
      if (!read) return { fault: { at: offset, length: token.length }, attempt: LOOKS_LIKE_ENTRIES.test(found.text) };
      if (values.has(read.key)) twice.push({ at: offset, length: token.length, cell: read.cell, key: read.key });
      else values.set(read.key, read.value);
    }
    offset += token.length;
  }
  return { values, twice };
}

/** The digits of an entry, each once and in order. */

/**
 * Reads a `#marks` line: at least one entry, each a cell and the candidates
 * kept. A line that does not read is no marks line (a comment): the fault
 * says where, and `attempt` whether it looks like marks (an entry starts with
 * a cell's name), to say so.
 */
export function readMarks(line: string): MarksRead | LineFault {
  const read = readEntries(line, [MARKS], (token) => {
    const m = CELL_ENTRY.exec(token);
    const cell = m ? cellOfId(m[1]) : undefined;
    return m && cell !== undefined ? { key: cell, cell, value: m[2] === '-' ? '' : inOrder(m[2]) } : undefined;
  });
  if ('fault' in read) return read;
  const candidates: (string | null)[] = new Array(81).fill(null);
  for (const [cell, c] of read.values) candidates[cell] = c;
  return { candidates, twice: read.twice.map(({ at, length, cell }) => ({ at, length, cell })) };
}

/** A `#corners` line read: the corner marks per cell as masks (0 where not listed). */
export interface CornersRead {
  corners: number[];
  twice: (LineSpan & { cell: number })[];
}

/** Reads a `#corners` line: entries `r1c2:58`, each a cell and its corner marks. */
export function readCorners(line: string): CornersRead | LineFault {
  const read = readEntries(line, [CORNERS], (token) => {
    const m = CORNER_ENTRY.exec(token);
    const cell = m ? cellOfId(m[1]) : undefined;
    return m && cell !== undefined
      ? { key: cell, cell, value: [...m[2]].reduce((mask, d) => mask | (1 << (Number(d) - 1)), 0) }
      : undefined;
  });
  if ('fault' in read) return read;
  const corners = new Array<number>(81).fill(0);
  for (const [cell, mask] of read.values) corners[cell] = mask;
  return { corners, twice: read.twice.map(({ at, length, cell }) => ({ at, length, cell })) };
}

/** A `#colours` line read: a colour per cell (0 where none), and per candidate (cell × 10 + digit). */
export interface ColoursRead {
  cellColours: number[];
  candidateColours: Record<number, number>;
  twice: (LineSpan & { cell: number; digit?: number })[];
}

/** Reads a `#colours` (or `#colors`) line: entries `r1c2:1` (a cell) and `r4c5/7:2` (digit 7 of r4c5), colours 1 to 4. */
export function readColours(line: string): ColoursRead | LineFault {
  const read = readEntries(line, [COLOURS, COLORS], (token) => {
    const m = COLOUR_ENTRY.exec(token);
    const cell = m ? cellOfId(m[1]) : undefined;
    const colour = Number(m?.[3]);
    if (!m || cell === undefined || colour > COLOUR_COUNT) return undefined;
    return { key: cell * 10 + Number(m[2] ?? 0), cell, value: colour };
  });
  if ('fault' in read) return read;
  const cellColours = new Array<number>(81).fill(0);
  const candidateColours: Record<number, number> = {};
  for (const [key, colour] of read.values) {
    if (key % 10 === 0) cellColours[key / 10] = colour;
    else candidateColours[key] = colour;
  }
  const twice = read.twice.map(({ at, length, cell, key }) => ({ at, length, cell, ...(key % 10 ? { digit: key % 10 } : {}) }));
  return { cellColours, candidateColours, twice };
}

/** The time `#time` writes: m:ss (minutes as many as they are) or h:mm:ss. */
const TIME_TEXT = /^(\d{1,7}):([0-5]\d)(?::([0-5]\d))?$/;

/** Reads a `#time` line: the time played, then `solved` when the player solved the puzzle. A fault says which word does not read. */
export function readTime(line: string): KeptTime | LineFault {
  const found = progressLineText(line, TIME);
  if (!found || found.text === '') return { fault: { at: found?.at ?? 0, length: 1 }, attempt: false };
  const attempt = /^\d/.test(found.text);
  const words: LineSpan[] = [];
  let offset = found.at;
  for (const token of found.text.split(/(\s+)/)) {
    if (token.trim()) words.push({ at: offset, length: token.length });
    offset += token.length;
  }
  const word = (w: LineSpan) => line.slice(w.at, w.at + w.length);
  const m = TIME_TEXT.exec(word(words[0]));
  if (!m) return { fault: words[0], attempt };
  const [h, min, s] = m[3] === undefined ? [0, Number(m[1]), Number(m[2])] : [Number(m[1]), Number(m[2]), Number(m[3])];
  const extra = words.slice(1).find((w, k) => k > 0 || word(w).toLowerCase() !== SOLVED);
  if (extra) return { fault: extra, attempt };
  return { ms: ((h * 60 + min) * 60 + s) * 1000, solved: words.length === 2 };
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
