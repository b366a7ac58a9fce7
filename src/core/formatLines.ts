/**
 * The parser's line level: what each character is, a lazy walk over the
 * lines of a text, and what each line holds. Every loop here is a linear scan
 * (no backtracking regular expressions), and the walk keeps only the few lines
 * it is looking at, never an object per line of the text.
 */
import type { PuzzleMeta } from './formats';

export interface Line {
  text: string;
  start: number;
  index: number;
  /** What the line holds, once asked (see kindOf). */
  kind?: LineKind;
}

/** A line of cells: a grid row, a line of one or two cells, or a long run of cells (the one-line form). */
export interface CellLine {
  kind: 'row' | 'short' | 'full';
  /** Offsets in the text of the cell characters, of the bad ones (stray, or digits of another script) and of combining marks. */
  cells: number[];
  bad: number[];
  marks: number[];
  /** How many of the bad characters are digits written another way (full-width, Arabic-Indic, circled...): meant as cells. */
  foreign: number;
  /** Runs of cells between decoration, and whether they are regular (mostly one, three or nine cells long). */
  runs: number;
  regular: boolean;
  from: number;
  to: number;
  /** The 0-based line it is on. */
  lineIndex: number;
  /** For the one-line form: written in comma groups, and the name after the cells. */
  commas?: boolean;
  name?: string;
}

export type LineKind =
  | { kind: 'blank' }
  | { kind: 'comment' }
  | { kind: 'meta'; key: keyof PuzzleMeta; value: string }
  | { kind: 'text' }
  | { kind: 'separator' }
  | CellLine;

/**
 * How many characters the parser's loops have visited, in total. Tests use it
 * to check that parsing stays linear in the size of the text.
 */
export const parserWork = { visited: 0 };

// Character classes, for the hot loops.
export const CELL = 1;
export const DECORATION = 2;
export const COMMA = 4;
/** A digit written another way (full-width, another script, circled): counted as meant for a cell, then reported. */
export const FOREIGN = 8;
export const SPACE = 16;
/** Zero-width characters (zero-width space and joiners, word joiner, soft hyphen): read as nothing. */
export const INVISIBLE = 32;
/** A combining mark: belongs to the character before it, and is reported. */
export const MARK = 64;

/** Blanks other tools write ('x', 'X', '?'): not cells here, but a line of them is told as a puzzle written so, not skipped. */
export const isOtherBlank = (code: number) => code === 120 || code === 88 || code === 63;

const ASCII = new Uint8Array(128);
for (const ch of '0123456789._') ASCII[ch.charCodeAt(0)] = CELL;
for (const ch of '|+-=:*') ASCII[ch.charCodeAt(0)] = DECORATION;
// Tab, vertical tab and form feed are spaces (the editor shows a form feed inside its line).
for (const code of [9, 11, 12, 32]) ASCII[code] = DECORATION | SPACE;
ASCII[44] = DECORATION | COMMA; // ','

/** Classes of the BMP code points met so far (class + 128 once known): each is worked out once. */
const known = new Uint8Array(65536);

/** Unicode spaces (no-break, ideographic, thin, next line...) are spaces, as in \s. */
function isUnicodeSpace(code: number): boolean {
  return (
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const isInvisible = (code: number) => code === 0x200b || code === 0x200c || code === 0x200d || code === 0x2060 || code === 0xad;

/** Circled and parenthesised digit forms: the first code point of each run of 1-9, and the zeros. */
const CIRCLED_ONES = [0x2460, 0x24f5, 0x2776, 0x2780, 0x278a];
const CIRCLED_ZEROS = [0x24ea, 0x24ff];
function circledValue(code: number): number {
  if (CIRCLED_ZEROS.includes(code)) return 0;
  for (const one of CIRCLED_ONES) if (code >= one && code < one + 9) return code - one + 1;
  return -1;
}

function workOutClass(code: number): number {
  if (isUnicodeSpace(code)) return DECORATION | SPACE;
  if (code === 0xff5c || code === 0xff0b || code === 0xff0d) return DECORATION; // full-width | + -
  if (isInvisible(code)) return INVISIBLE;
  if (code >= 0xd800 && code <= 0xdfff) return 0;
  const ch = String.fromCharCode(code);
  if (/\p{Nd}/u.test(ch) || circledValue(code) >= 0) return FOREIGN;
  return /\p{M}/u.test(ch) ? MARK : 0;
}

/** The class of one UTF-16 code unit (a surrogate half is 0: see classAt for pairs). */
export function classOf(code: number): number {
  if (code < 128) return ASCII[code];
  const k = known[code];
  if (k) return k & 127;
  const c = workOutClass(code);
  known[code] = c | 128;
  return c;
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;
/** Whether the character at k is a high surrogate followed by its low half: one character in two code units. */
export const pairAt = (t: string, k: number) => isHigh(t.charCodeAt(k)) && isLow(t.charCodeAt(k + 1));

/** The class of a character outside the BMP (at a surrogate pair): a digit (mathematical bold and the like) or nothing. */
function astralClass(t: string, k: number): number {
  return /\p{Nd}/u.test(t.slice(k, k + 2)) ? FOREIGN : 0;
}

/** The class of the character at k, surrogate pairs included. */
export function classAt(t: string, k: number): number {
  return pairAt(t, k) ? astralClass(t, k) : classOf(t.charCodeAt(k));
}

export const isSpace = (code: number) => (classOf(code) & SPACE) !== 0;

/** The ASCII digit a digit written another way stands for ('' if none). */
export function asciiDigit(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  const circled = circledValue(code);
  if (circled >= 0) return String(circled);
  const folded = ch.normalize('NFKC');
  if (/^[0-9]$/.test(folded)) return folded;
  if (!/\p{Nd}/u.test(ch)) return '';
  // Each script's digits are ten code points in a row, from zero.
  let value = 0;
  while (value < 9 && /\p{Nd}/u.test(String.fromCodePoint(code - value - 1))) value++;
  return String(value);
}

/** The lines of a text, read one at a time and kept only while the parser looks at them. */
export class LineCursor {
  private pos = 0;
  private nextIndex = 0;
  private done = false;
  private ahead: Line[] = [];
  private head = 0;

  constructor(private readonly text: string) {}

  /** The line k lines after the current one (0: the current line), or undefined past the end. */
  peek(k: number): Line | undefined {
    while (this.ahead.length - this.head <= k) if (!this.readOne()) return undefined;
    return this.ahead[this.head + k];
  }

  /** Moves past n lines. */
  advance(n: number): void {
    this.head += n;
    if (this.head >= this.ahead.length) {
      this.ahead = [];
      this.head = 0;
    } else if (this.head > 256) {
      this.ahead = this.ahead.slice(this.head);
      this.head = 0;
    }
  }

  /** Moves past blank lines without making anything of them: a million empty lines cost a loop, not a million objects. */
  skipBlank(): void {
    const t = this.text;
    while (this.head < this.ahead.length && kindOf(this.ahead[this.head]).kind === 'blank') this.advance(1);
    if (this.head < this.ahead.length) return;
    const n = t.length;
    while (!this.done) {
      let k = this.pos;
      let code = 0;
      for (; k < n; k++) {
        code = t.charCodeAt(k);
        if (code === 10 || code === 13) break;
        if (!isSpace(code)) {
          parserWork.visited += k - this.pos;
          return;
        }
      }
      parserWork.visited += k - this.pos + 1;
      this.nextIndex++;
      if (k >= n) this.done = true;
      else this.pos = k + (code === 13 && t.charCodeAt(k + 1) === 10 ? 2 : 1);
    }
  }

  private readOne(): boolean {
    if (this.done) return false;
    const t = this.text;
    const start = this.pos;
    let k = start;
    for (; k < t.length; k++) {
      const code = t.charCodeAt(k);
      if (code === 10 || code === 13) break;
    }
    parserWork.visited += k - start + 1;
    this.ahead.push({ text: t.slice(start, k), start, index: this.nextIndex++ });
    if (k >= t.length) this.done = true;
    else this.pos = k + (t.charCodeAt(k) === 13 && t.charCodeAt(k + 1) === 10 ? 2 : 1);
    return true;
  }
}

/**
 * Sorts a line's characters from `from` to `to` into cells, bad characters and
 * combining marks (offsets in the text), and counts the runs of cells between
 * decoration. A digit written another way is bad but counts as meant for a
 * cell; a character outside the BMP is one character, not two; a run of
 * combining marks is recorded once, at its first mark.
 */
export function scan(
  t: string,
  lineStart: number,
  from: number,
  to: number,
  into: { cells: number[]; bad: number[]; marks: number[] },
): { foreign: number; dashes: number; runs: number; regular: boolean } {
  let foreign = 0;
  let dashes = 0;
  let run = 0;
  let runs = 0;
  const sized = [0, 0, 0]; // runs of 1, 3 and 9 cells
  let lastMark = -2;
  for (let k = from; k < to; k++) {
    const code = t.charCodeAt(k);
    const pair = isHigh(code) && isLow(t.charCodeAt(k + 1));
    const c = pair ? astralClass(t, k) : classOf(code);
    if (c & CELL) {
      into.cells.push(lineStart + k);
      run++;
    } else if (c & FOREIGN) {
      into.bad.push(lineStart + k);
      foreign++;
      run++;
    } else if (c & DECORATION) {
      if (run > 0) runs = closeRun(run, runs, sized);
      run = 0;
      if (code === 45 || code === 61 || code === 43) dashes++;
    } else if (c & MARK) {
      if (lastMark !== k - 1) into.marks.push(lineStart + k);
      lastMark = k;
    } else if (!(c & INVISIBLE)) {
      into.bad.push(lineStart + k);
      run++;
    }
    if (pair) k++;
  }
  if (run > 0) runs = closeRun(run, runs, sized);
  return { foreign, dashes, runs, regular: runs > 0 && Math.max(...sized) >= 0.8 * runs };
}

/** Counts a run of cells by its length (1, 3, 9 or other); returns the new count of runs. */
function closeRun(run: number, runs: number, sized: number[]): number {
  if (run === 1) sized[0]++;
  else if (run === 3) sized[1]++;
  else if (run === 9) sized[2]++;
  return runs + 1;
}

/** A border line of a pencil-mark grid: `.---.---.`, `:---+---:`, `'---'---'` (a scan, not a pattern that backtracks). */
export function isPencilBorder(t: string): boolean {
  const n = t.length;
  let i = 0;
  while (i < n && isSpace(t.charCodeAt(i))) i++;
  if (i >= n || !".:'+".includes(t[i])) return false;
  i++;
  let dashes = 0;
  while (i < n && t.charCodeAt(i) === 45) {
    i++;
    dashes++;
  }
  if (dashes < 3) return false;
  while (i < n && "-.:'+".includes(t[i])) i++;
  while (i < n && isSpace(t.charCodeAt(i))) i++;
  parserWork.visited += i;
  return i === n;
}

const META_KEYS: Record<string, keyof PuzzleMeta> = {
  A: 'author',
  D: 'description',
  C: 'comment',
  S: 'source',
  L: 'level',
  U: 'url',
};

/** What a line holds, worked out once per line. */
export function kindOf(line: Line): LineKind {
  return (line.kind ??= classify(line));
}

/** The first word of a line, counted: how many characters are cells (or meant as cells), digits and commas. */
function firstToken(t: string, i: number) {
  let j = i;
  let length = 0;
  let cellChars = 0;
  let commas = 0;
  let digits = 0;
  let otherBlanks = 0;
  let group = 0;
  const groups = [0, 0, 0, 0]; // comma groups of 1, 3 and 9 cells, and of other sizes
  const closeGroup = () => {
    if (group > 0) groups[group === 1 ? 0 : group === 3 ? 1 : group === 9 ? 2 : 3]++;
    group = 0;
  };
  for (; j < t.length; j++) {
    const code = t.charCodeAt(j);
    const pair = pairAt(t, j);
    const k = pair ? astralClass(t, j) : classOf(code);
    if (k & SPACE) break;
    if (pair) j++;
    if (k & (INVISIBLE | MARK)) continue;
    length++;
    if (k & CELL) {
      cellChars++;
      group++;
      if (code >= 49 && code <= 57) digits++;
    } else if (k & FOREIGN) {
      cellChars++;
      group++;
      if (asciiDigit(pair ? t.slice(j - 1, j + 1) : t[j]) !== '0') digits++;
    } else if (k & COMMA) {
      commas++;
      closeGroup();
    } else if (isOtherBlank(code)) otherBlanks++;
  }
  closeGroup();
  const nonEmpty = groups[0] + groups[1] + groups[2] + groups[3];
  // Comma groups are a puzzle's when they are regular: three cells a group (or one, or nine), not a list of numbers.
  const commaRegular = Math.max(groups[0], groups[1], groups[2]) >= 0.8 * nonEmpty;
  return { end: j, length, cellChars, commas, digits, otherBlanks, commaRegular };
}

function classify(line: Line): LineKind {
  const t = line.text;
  const n = t.length;
  let i = 0;
  while (i < n && isSpace(t.charCodeAt(i))) i++;
  if (i >= n) return { kind: 'blank' };
  if (t.charCodeAt(i) === 35) {
    const key = META_KEYS[t[i + 1]];
    if (key && (i + 2 >= n || isSpace(t.charCodeAt(i + 2)))) return { kind: 'meta', key, value: t.slice(i + 2).trim() };
    return { kind: 'comment' };
  }
  // A border such as `.---.---.` (the pencil-mark form's) is decoration, though '.' is a blank.
  if (t.charCodeAt(i) === 46 && isPencilBorder(t)) return { kind: 'separator' };
  // The first token: a long run of cells is the one-line form.
  const tok = firstToken(t, i);
  const j = tok.end;
  parserWork.visited += j;
  const found = { cells: [] as number[], bad: [] as number[], marks: [] as number[] };
  // Exactly 81 cells and blanks written another way: a puzzle, told as malformed (its blanks named), never skipped.
  const otherBlanks = tok.length === 81 && tok.commas === 0 && tok.otherBlanks > 0 && tok.cellChars + tok.otherBlanks === 81;
  // Digits make a puzzle; so do exactly 81 blanks (the empty grid).
  if (
    tok.length >= 17 &&
    (tok.cellChars + tok.commas >= 0.75 * tok.length || otherBlanks) &&
    (tok.digits > 0 || tok.cellChars === 81) &&
    (tok.commas === 0 || tok.commaRegular)
  ) {
    const s = scan(t, line.start, i, j, found);
    // Comma groups of numbers that are not a grid's (few blanks, a digit more than nine times) are a list of numbers.
    if (tok.commas > 0 && !gridLike(t, found.cells, line.start)) return wholeLine(t, line, i);
    parserWork.visited += j - i + (n - j);
    let to = n;
    while (to > j && isSpace(t.charCodeAt(to - 1))) to--;
    let from = j;
    while (from < to && isSpace(t.charCodeAt(from))) from++;
    const name = from < to ? t.slice(from, to) : undefined;
    return { kind: 'full', ...found, ...s, commas: tok.commas > 0, from: line.start + i, to: line.start + to, lineIndex: line.index, name };
  }
  return wholeLine(t, line, i);
}

/** A line that does not start with a long run of cells, looked at whole (from its first character `i`), without a trailing comment. */
function wholeLine(t: string, line: Line, i: number): LineKind {
  const found = { cells: [] as number[], bad: [] as number[], marks: [] as number[] };
  let end = t.indexOf('#', i);
  if (end < 0) end = t.length;
  parserWork.visited += 2 * (end - i);
  while (end > i && isSpace(t.charCodeAt(end - 1))) end--;
  if (isDottedData(t, i, end)) return { kind: 'text' };
  const s = scan(t, line.start, i, end, found);
  const meant = found.cells.length + s.foreign;
  const stray = found.bad.length - s.foreign;
  if (meant === 0 && stray === 0 && s.dashes >= 2) return { kind: 'separator' };
  const at = { from: line.start + i, to: line.start + end, lineIndex: line.index };
  if (meant >= 3 && stray <= 2 && stray < meant) return { kind: 'row', ...found, ...s, ...at };
  // A line of one or two cells and nothing else: part of a puzzle written a cell a line.
  if (meant >= 1 && stray === 0) return { kind: 'short', ...found, ...s, ...at };
  // A grid's row of nine with blanks written another way ('??3?2?6??'): a row, so that the grid is told, not skipped.
  if (stray > 0 && meant + stray === 9 && found.bad.every((o) => isOtherBlank(t.charCodeAt(o - line.start)))) {
    return { kind: 'row', ...found, ...s, ...at };
  }
  return { kind: 'text' };
}

/** How many cells a line holds or is meant to hold (digits written another way included). */
export const sizeOf = (k: CellLine) => k.cells.length + k.bad.length;
export const meantOf = (k: CellLine) => k.cells.length + k.foreign;

/**
 * Whether cells read as a grid's content rather than a list of numbers: a
 * puzzle has blanks (at least a fifth of its cells here), and a full grid has
 * no digit more than nine times.
 */
export function gridLike(t: string, offsets: readonly number[], shift = 0): boolean {
  let blanks = 0;
  const digits = new Array<number>(10).fill(0);
  for (const o of offsets) {
    const c = t.charCodeAt(o - shift);
    if (c >= 49 && c <= 57) digits[c - 48]++;
    else blanks++;
  }
  return blanks >= 0.2 * offsets.length || (blanks === 0 && Math.max(...digits) <= 9);
}

/**
 * An IPv4 address (four groups of one to three digits between dots) or a date
 * (three groups between dots, slashes or dashes, with a four-digit year first
 * or last, or a two-digit one after slashes): data, though digits and dots are
 * cells. A grid row has runs of blanks, not single separators between such groups.
 */
function isDottedData(t: string, from: number, to: number): boolean {
  const groups: number[] = [];
  let run = 0;
  let sep = 0;
  for (let k = from; k < to; k++) {
    const c = t.charCodeAt(k);
    if (c >= 48 && c <= 57) run++;
    else if ((c === 46 || c === 47 || c === 45) && run > 0 && (sep === 0 || c === sep)) {
      sep = c;
      groups.push(run);
      run = 0;
    } else return false;
    if (groups.length > 4) return false;
  }
  groups.push(run);
  if (groups.length === 4) return sep === 46 && groups.every((g) => g >= 1 && g <= 3);
  const [a, b, c] = groups;
  const day = (g: number) => g >= 1 && g <= 2;
  return groups.length === 3 && ((a === 4 && day(b) && day(c)) || (day(a) && day(b) && (c === 4 || (sep === 47 && c === 2))));
}
