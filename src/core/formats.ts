/**
 * Finding puzzles in text. Pure functions over a string: no editor, no I/O.
 *
 * The forms (see "The .sudoku format" in the README):
 * - one line of 81 cells, optionally followed by whitespace and a name;
 * - the same with comma groups ("790,000,300,,000,006,...");
 * - a grid block: consecutive lines of cells with `|`, `+`, `-` and spaces as
 *   decoration, separator lines ignored (9 rows of 9 is the usual shape; any
 *   run of cell lines that adds up to 81 is accepted);
 * - `#` comment lines, and `#A` `#D` `#C` `#S` `#L` `#U` metadata lines that
 *   belong to the next puzzle.
 * Text that is clearly meant as a puzzle but is broken comes back as a
 * malformed entry with precise problems. Nothing is silently skipped.
 */
import { parsing } from './phrases';

export type PuzzleForm = 'line' | 'comma' | 'grid' | 'block' | 'selection' | 'pencil-marks';

export type ProblemCode = 'bad-character' | 'full-width-digit' | 'wrong-length' | 'bad-row' | 'wrong-row-count';

export interface Problem {
  code: ProblemCode;
  start: number;
  end: number;
  message: string;
}

export interface PuzzleMeta {
  author?: string;
  description?: string;
  comment?: string;
  source?: string;
  level?: string;
  url?: string;
}

interface EntryBase {
  form: PuzzleForm;
  /** Offsets of the puzzle's text, from its first character to the end of its last line's content. */
  start: number;
  end: number;
  /** 0-based lines of the first and last line. */
  line: number;
  endLine: number;
  name?: string;
  meta: PuzzleMeta;
}

export interface Puzzle extends EntryBase {
  kind: 'puzzle';
  /** 81 characters: '1'-'9' for a given, '.' for a blank. */
  cells: string;
  /** Offset in the text of each cell's character. */
  offsets: number[];
  /** The blank character the text uses most ('.', '0' or '_'). */
  blank: string;
  /** For grids and blocks: the text of each line, to write a solution back in the same shape. */
  lines?: string[];
  /** Offset of the start of the puzzle's first line (its leading whitespace included). */
  lineStart: number;
  /** For a pencil-mark grid: the candidates written in each empty cell ('' for a given). */
  candidates?: string[];
}

export interface Malformed extends EntryBase {
  kind: 'malformed';
  /** One-sentence summary of what is wrong. */
  message: string;
  problems: Problem[];
  cellCount: number;
}

export type Entry = Puzzle | Malformed;

const META_KEYS: Record<string, keyof PuzzleMeta> = {
  A: 'author',
  D: 'description',
  C: 'comment',
  S: 'source',
  L: 'level',
  U: 'url',
};

const isCell = (ch: string) => (ch >= '0' && ch <= '9') || ch === '.' || ch === '_';

interface Line {
  text: string;
  start: number;
  index: number;
}

type LineKind =
  | { kind: 'blank' }
  | { kind: 'comment' }
  | { kind: 'meta'; key: keyof PuzzleMeta; value: string }
  | { kind: 'text' }
  | { kind: 'separator' }
  | { kind: 'row' | 'short'; cells: number[]; bad: number[]; from: number; to: number }
  | { kind: 'full'; cells: number[]; bad: number[]; commas: boolean; from: number; to: number; name?: string };

/** Splits text into lines, accepting \n, \r\n and \r, and keeping each line's offset. */
export function splitLines(text: string): Line[] {
  parserWork.visited += text.length;
  const lines: Line[] = [];
  let start = 0;
  let index = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10 || ch === 13) {
      lines.push({ text: text.slice(start, i), start, index: index++ });
      if (ch === 13 && text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
    }
  }
  lines.push({ text: text.slice(start), start, index });
  return lines;
}

/**
 * How many characters the parser's loops have visited, in total. Tests use it
 * to check that parsing stays linear in the size of the text.
 */
export const parserWork = { visited: 0 };

// Character classes by code, for the hot loops.
const CELL = 1;
const DECORATION = 2;
const COMMA = 4;
/** A full-width digit: counted as a cell where a puzzle is recognised, then reported (never silently read or skipped). */
const WIDE = 8;
const SPACE = 16;
const CLASS = new Uint8Array(128);
for (const ch of '0123456789._') CLASS[ch.charCodeAt(0)] = CELL;
for (const ch of '|+-=:*') CLASS[ch.charCodeAt(0)] = DECORATION;
CLASS[32] = CLASS[9] = DECORATION | SPACE;
CLASS[44] = DECORATION | COMMA; // ','

/** Unicode spaces (no-break, ideographic, thin, ...) are spaces, as in \s. */
function isUnicodeSpace(code: number): boolean {
  return (
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

function classOf(code: number): number {
  if (code < 128) return CLASS[code];
  if (code >= 0xff10 && code <= 0xff19) return WIDE;
  if (code === 0xff5c || code === 0xff0b || code === 0xff0d) return DECORATION; // full-width | + -
  return isUnicodeSpace(code) ? DECORATION | SPACE : 0;
}
const isSpace = (code: number) => (classOf(code) & SPACE) !== 0;
const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;
/** Whether the character at k is a high surrogate followed by its low half: one character in two code units. */
const pairAt = (t: string, k: number) => isHigh(t.charCodeAt(k)) && isLow(t.charCodeAt(k + 1));

/**
 * Sorts a line's characters from `from` to `to` into cells and bad characters
 * (offsets in the text). A full-width digit is bad, but counts as meant for a
 * cell; a character outside the BMP is one bad character, not two.
 */
function scan(t: string, lineStart: number, from: number, to: number, cells: number[], bad: number[]): { wide: number; dashes: number } {
  let wide = 0;
  let dashes = 0;
  for (let k = from; k < to; k++) {
    const code = t.charCodeAt(k);
    const c = classOf(code);
    if (c & CELL) cells.push(lineStart + k);
    else if (c & WIDE) {
      bad.push(lineStart + k);
      wide++;
    } else if (c & DECORATION) {
      if (code === 45 || code === 61 || code === 43) dashes++;
    } else {
      bad.push(lineStart + k);
      if (pairAt(t, k)) k++;
    }
  }
  return { wide, dashes };
}

function classify(line: Line): LineKind {
  const t = line.text;
  const n = t.length;
  let i = 0;
  while (i < n && isSpace(t.charCodeAt(i))) i++;
  if (i >= n) return { kind: 'blank' };
  if (t.charCodeAt(i) === 35) {
    const m = /^#([ADCSLU])(?=\s|$)\s*(.*)$/.exec(t.slice(i));
    if (m) return { kind: 'meta', key: META_KEYS[m[1]], value: m[2].trim() };
    return { kind: 'comment' };
  }
  // A border such as `.---.---.` (the pencil-mark form's) is decoration, though '.' is a blank.
  if (t.charCodeAt(i) === 46 && PM_BORDER.test(t)) return { kind: 'separator' };
  // The first token: a long run of cells is the one-line form.
  let j = i;
  let cellChars = 0;
  let commas = 0;
  let digits = 0;
  for (; j < n; j++) {
    const code = t.charCodeAt(j);
    const k = classOf(code);
    if (k & SPACE) break;
    if (k & (CELL | WIDE)) {
      cellChars++;
      if ((code >= 49 && code <= 57) || (code >= 0xff11 && code <= 0xff19)) digits++;
    } else if (k & COMMA) commas++;
  }
  const tokenLength = j - i;
  parserWork.visited += i + tokenLength;
  // Digits make a puzzle; so do exactly 81 blanks (the empty grid).
  if (tokenLength >= 17 && cellChars + commas >= 0.75 * tokenLength && (digits > 0 || cellChars === 81)) {
    const cells: number[] = [];
    const bad: number[] = [];
    scan(t, line.start, i, j, cells, bad);
    parserWork.visited += tokenLength + (n - j);
    let to = n;
    while (to > j && isSpace(t.charCodeAt(to - 1))) to--;
    let from = j;
    while (from < to && isSpace(t.charCodeAt(from))) from++;
    const name = from < to ? t.slice(from, to) : undefined;
    return { kind: 'full', cells, bad, commas: commas > 0, from: line.start + i, to: line.start + to, name };
  }
  // Otherwise look at the whole line, without a trailing comment.
  let end = t.indexOf('#', i);
  if (end < 0) end = n;
  parserWork.visited += 2 * (end - i);
  while (end > i && isSpace(t.charCodeAt(end - 1))) end--;
  const cells: number[] = [];
  const bad: number[] = [];
  const { wide, dashes } = scan(t, line.start, i, end, cells, bad);
  const meant = cells.length + wide;
  const stray = bad.length - wide;
  if (meant === 0 && stray === 0 && dashes >= 2) return { kind: 'separator' };
  if (meant >= 3 && stray <= 2 && stray < meant) {
    return { kind: 'row', cells, bad, from: line.start + i, to: line.start + end };
  }
  // A line of one or two cells and nothing else: part of a puzzle written a cell (or two) a line.
  if (meant >= 1 && stray === 0) return { kind: 'short', cells, bad, from: line.start + i, to: line.start + end };
  return { kind: 'text' };
}

function describeBad(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0xff10 && code <= 0xff19) {
    return parsing.fullWidthDigit(ch, String.fromCharCode(code - 0xff10 + 48));
  }
  return parsing.unexpected(shownChar(ch));
}

/** A character as a message shows it: itself in quotes when visible, else its code point. */
function shownChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(ch) ? `'${ch}'` : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

function badProblems(text: string, offsets: number[]): Problem[] {
  return offsets.map((o) => {
    const cp = text.codePointAt(o) ?? 0;
    const ch = String.fromCodePoint(cp);
    const code = cp >= 0xff10 && cp <= 0xff19 ? ('full-width-digit' as const) : ('bad-character' as const);
    return { code, start: o, end: o + ch.length, message: describeBad(ch) };
  });
}

/** One sentence for a list of problems. */
function summarize(problems: Problem[]): string {
  const wide = problems.filter((p) => p.code === 'full-width-digit').length;
  if (wide > 1 && wide === problems.length) {
    return parsing.fullWidthPuzzle(wide);
  }
  return problems.length === 1 ? problems[0].message : parsing.andMore(problems[0].message, problems.length - 1);
}

function cellString(text: string, offsets: number[]): string {
  const codes = new Array<number>(offsets.length);
  for (let i = 0; i < offsets.length; i++) {
    const c = text.charCodeAt(offsets[i]);
    codes[i] = c >= 49 && c <= 57 ? c : 46;
  }
  return String.fromCharCode(...codes);
}

function commonBlank(text: string, offsets: number[]): string {
  let dots = 0;
  let zeros = 0;
  let unders = 0;
  for (const o of offsets) {
    const c = text.charCodeAt(o);
    if (c === 46) dots++;
    else if (c === 48) zeros++;
    else if (c === 95) unders++;
  }
  return zeros > dots && zeros >= unders ? '0' : unders > dots && unders > zeros ? '_' : '.';
}

/** Finds every puzzle, and every broken attempt at one, in a text. */
export function parsePuzzles(text: string): Entry[] {
  const lines = splitLines(text);
  const kinds = lines.map(classify);
  const entries: Entry[] = [];
  let meta: PuzzleMeta = {};
  const takeMeta = () => {
    const m = meta;
    meta = {};
    return m;
  };

  let i = 0;
  while (i < lines.length) {
    const k = kinds[i];
    // Forms other tools write: a pencil-mark grid, a SudokuWiki link.
    const other =
      k.kind !== 'blank' && k.kind !== 'comment' && k.kind !== 'meta'
        ? (pencilMarks(text, lines, i, meta) ?? sudokuWiki(lines[i], meta))
        : undefined;
    if (other) {
      entries.push(other.entry);
      meta = {};
      i = other.next;
    } else if (k.kind === 'meta') {
      meta[k.key] = k.value;
      i++;
    } else if (k.kind === 'full' && (k.cells.length + k.bad.length >= 60 || k.bad.length > 0 || k.name)) {
      entries.push(fullLine(text, lines[i], k, takeMeta()));
      i++;
    } else if (k.kind === 'row' || k.kind === 'full' || k.kind === 'separator') {
      const j = blockEnd(kinds, i);
      const block = block_(text, lines.slice(i, j), kinds.slice(i, j), meta);
      if (block) {
        entries.push(block);
        meta = {};
      }
      i = j;
    } else if (k.kind === 'short') {
      // A cell (or two) a line: a puzzle once the run adds up to 81; a run of fewer than 17 cells is prose.
      let j = i;
      let count = 0;
      while (j < lines.length && kinds[j].kind === 'short' && count < 81) {
        const kj = kinds[j] as Extract<LineKind, { cells: number[] }>;
        count += kj.cells.length + kj.bad.length;
        j++;
      }
      const block = count >= 17 ? block_(text, lines.slice(i, j), kinds.slice(i, j), meta) : undefined;
      if (block) {
        entries.push(block);
        meta = {};
      }
      i = j;
    } else {
      i++;
    }
  }
  return entries;
}

/**
 * Where a grid block that starts at line `i` ends (exclusive). A block ends at
 * a line that is not a row or separator; when its cells reach 81 (the next
 * grid follows at once, or after a separator); and at a separator after a row
 * count that is not a box boundary (3 or 6) in a grid of nine-cell rows.
 */
function blockEnd(kinds: LineKind[], i: number): number {
  let j = i;
  let size = 0;
  let rows = 0;
  let nineWide = true;
  while (j < kinds.length) {
    const kj = kinds[j];
    if (kj.kind === 'separator') {
      if (size >= 81 || (rows > 0 && nineWide && rows % 3 !== 0)) break;
    } else if (kj.kind === 'row' || (kj.kind === 'full' && !kj.name && kj.bad.length === 0 && kj.cells.length < 60)) {
      if (size >= 81) break;
      const n = kj.cells.length + kj.bad.length;
      size += n;
      rows++;
      if (n !== 9 && kj.cells.length !== 9) nineWide = false;
    } else break;
    j++;
  }
  return j;
}

function fullLine(text: string, line: Line, k: Extract<LineKind, { kind: 'full' }>, meta: PuzzleMeta): Entry {
  const base = {
    form: (k.commas ? 'comma' : 'line') as PuzzleForm,
    start: k.from,
    end: k.to,
    line: line.index,
    endLine: line.index,
    meta,
    ...(k.name ? { name: k.name } : {}),
  };
  if (k.cells.length === 81 && k.bad.length === 0) {
    return {
      kind: 'puzzle',
      ...base,
      cells: cellString(text, k.cells),
      offsets: k.cells,
      blank: commonBlank(text, k.cells),
      lineStart: line.start,
    };
  }
  const problems = badProblems(text, k.bad);
  const total = k.cells.length + k.bad.length;
  const meant = k.cells.length + problems.filter((p) => p.code === 'full-width-digit').length;
  if (total !== 81 && meant !== 81) {
    const last = k.cells[k.cells.length - 1] ?? k.from;
    problems.push({
      code: 'wrong-length',
      start: total > 81 ? (k.cells[80] ?? last) : k.from,
      end: last + 1,
      message: parsing.lineCells(k.cells.length),
    });
  }
  return { kind: 'malformed', ...base, message: summarize(problems), problems, cellCount: k.cells.length };
}

function block_(text: string, lines: Line[], kinds: LineKind[], meta: PuzzleMeta): Entry | undefined {
  const rows: { line: Line; cells: number[]; bad: number[]; from: number; to: number }[] = [];
  lines.forEach((line, n) => {
    const k = kinds[n];
    if (k.kind === 'row' || k.kind === 'full' || k.kind === 'short')
      rows.push({ line, cells: k.cells, bad: k.bad, from: k.from, to: k.to });
  });
  if (rows.length === 0) return undefined;
  const cells = rows.flatMap((r) => r.cells);
  const bad = rows.flatMap((r) => r.bad);
  // A lone short run of digits is prose (a year, a count), not a puzzle.
  if (cells.length + bad.length < 17 && rows.length < 3) return undefined;
  const first = rows[0];
  const last = rows[rows.length - 1];
  const isGrid = rows.length === 9 && rows.every((r) => r.cells.length === 9);
  const base = {
    form: (isGrid ? 'grid' : 'block') as PuzzleForm,
    start: first.from,
    end: last.to,
    line: first.line.index,
    endLine: last.line.index,
    meta,
  };
  if (cells.length === 81 && bad.length === 0) {
    return {
      kind: 'puzzle',
      ...base,
      cells: cellString(text, cells),
      offsets: cells,
      blank: commonBlank(text, cells),
      lines: lines.map((l) => l.text),
      lineStart: lines[0].start,
    };
  }
  const problems = badProblems(text, bad);
  const size = (r: (typeof rows)[number]) => r.cells.length + r.bad.length;
  // A row of nine cells with a stray character after them: the stray character is the problem, said exactly.
  rows.forEach((r, n) => {
    if (r.cells.length !== 9 || r.bad.length === 0) return;
    for (const p of problems) {
      if (p.code === 'bad-character' && p.start >= r.from && p.start < r.to) {
        p.message = parsing.strayAfterRow(shownChar(String.fromCodePoint(text.codePointAt(p.start) ?? 0)), n + 1);
      }
    }
  });
  const mostlyNine = rows.filter((r) => size(r) === 9 || r.cells.length === 9).length >= rows.length / 2;
  const meant = cells.length + bad.filter((o) => classOf(text.charCodeAt(o)) & WIDE).length;
  if (meant !== 81 && cells.length + bad.length !== 81) {
    if (mostlyNine) {
      rows.forEach((r, n) => {
        if (size(r) !== 9 && r.cells.length !== 9) {
          problems.push({
            code: 'bad-row',
            start: r.from,
            end: r.to,
            message: parsing.rowCells(n + 1, r.cells.length),
          });
        }
      });
      if (rows.length !== 9) {
        problems.push({
          code: 'wrong-row-count',
          start: first.from,
          end: last.to,
          message: parsing.gridRows(rows.length),
        });
      }
    } else {
      problems.push({
        code: 'wrong-length',
        start: first.from,
        end: last.to,
        message: parsing.linesCells(cells.length),
      });
    }
  }
  if (problems.length === 0) {
    // Cells plus stray characters make 81, yet something is off: say so plainly.
    problems.push({ code: 'wrong-length', start: first.from, end: last.to, message: parsing.foundCells(cells.length) });
  }
  return { kind: 'malformed', ...base, message: summarize(problems), problems, cellCount: cells.length };
}

/** The entry on the given 0-based line, if any. */
export function entryAtLine(entries: readonly Entry[], line: number): Entry | undefined {
  return entries.find((e) => line >= e.line && line <= e.endLine);
}

/**
 * Reads a puzzle from a selection of arbitrary text. The parser is tried first;
 * failing one clear puzzle, every cell character outside comments is taken.
 * Offsets are shifted by `base`, the selection's offset in its document.
 */
export function parseSelection(text: string, base = 0, line = 0): Entry {
  const found = parsePuzzles(text).filter((e) => e.kind === 'puzzle');
  if (found.length === 1) return shift(found[0], base, line);
  const offsets: number[] = [];
  for (const l of splitLines(text)) {
    const t = l.text;
    const hash = t.trimStart().startsWith('#') ? 0 : t.length;
    for (let k = 0; k < hash; k++) if (isCell(t[k])) offsets.push(l.start + k);
  }
  const lines = splitLines(text);
  const lastLine = lines.length - 1;
  const entryBase = {
    form: 'selection' as PuzzleForm,
    start: base,
    end: base + text.length,
    line,
    endLine: line + lastLine,
    meta: {},
  };
  if (offsets.length === 81) {
    return {
      kind: 'puzzle',
      ...entryBase,
      cells: cellString(text, offsets),
      offsets: offsets.map((o) => o + base),
      blank: commonBlank(text, offsets),
      lineStart: base,
    };
  }
  const message = found.length > 1 ? parsing.selectionPuzzles(found.length) : parsing.selectionCells(offsets.length);
  return {
    kind: 'malformed',
    ...entryBase,
    message,
    problems: [{ code: 'wrong-length', start: base, end: base + text.length, message }],
    cellCount: offsets.length,
  };
}

function shift<T extends Entry>(e: T, base: number, line: number): T {
  const moved = { ...e, start: e.start + base, end: e.end + base, line: e.line + line, endLine: e.endLine + line };
  if (moved.kind === 'puzzle') {
    moved.offsets = moved.offsets.map((o) => o + base);
    moved.lineStart += base;
  } else moved.problems = moved.problems.map((p) => ({ ...p, start: p.start + base, end: p.end + base }));
  return moved;
}

/** Writes 81 cells as one line, with `blank` for empty cells. */
export function toLine(cells: string, blank = '.'): string {
  return cells.replace(/[^1-9]/g, blank);
}

/** Writes 81 cells as a decorated 9-line grid. */
export function toGrid(cells: string, blank = '.'): string {
  const out: string[] = [];
  for (let r = 0; r < 9; r++) {
    if (r === 3 || r === 6) out.push('------+-------+------');
    const row = cells.slice(r * 9, r * 9 + 9).replace(/[^1-9]/g, blank);
    out.push(`${[...row.slice(0, 3)].join(' ')} | ${[...row.slice(3, 6)].join(' ')} | ${[...row.slice(6, 9)].join(' ')}`);
  }
  return out.join('\n');
}

/** Writes 81 cells in the comma-group form: three digits a group, an empty group between rows. */
export function toComma(cells: string): string {
  const rows: string[] = [];
  for (let r = 0; r < 9; r++) {
    const row = cells.slice(r * 9, r * 9 + 9).replace(/[^1-9]/g, '0');
    rows.push(`${row.slice(0, 3)},${row.slice(3, 6)},${row.slice(6, 9)}`);
  }
  return rows.join(',,');
}

// --- forms other tools write ----------------------------------------------------

/** A border line of a pencil-mark grid: `.---.---.`, `:---+---:`, `'---'---'`. */
const PM_BORDER = /^\s*[.:'+]-{3,}[-.:'+]*\s*$/;

/**
 * A pencil-mark grid, in the bordered form forums use (HoDoKu, Sudoku
 * Explainer): nine rows of nine cells between `|` bars, a solved cell as its
 * digit, an empty one as its candidates. A single digit reads as a given (the
 * form cannot tell a given from a cell with one candidate left).
 */
function pencilMarks(text: string, lines: Line[], i: number, meta: PuzzleMeta): { entry: Puzzle; next: number } | undefined {
  if (!PM_BORDER.test(lines[i].text)) return undefined;
  const offsets: number[] = [];
  const cells: string[] = [];
  const candidates: string[] = [];
  let j = i + 1;
  let rows = 0;
  let multi = false;
  for (; j < lines.length && rows < 9; j++) {
    const t = lines[j].text;
    parserWork.visited += t.length;
    if (rows % 3 === 0 && rows > 0 && PM_BORDER.test(t)) continue;
    const tokens = [...t.matchAll(/[^\s|]+/g)];
    if (!/^\s*\|.*\|\s*$/.test(t) || tokens.length !== 9) return undefined;
    for (const m of tokens) {
      if (!/^[1-9]+$|^[.0_]$/.test(m[0])) return undefined;
      offsets.push(lines[j].start + m.index!);
      const given = m[0].length === 1 && m[0] >= '1' && m[0] <= '9';
      cells.push(given ? m[0] : '.');
      candidates.push(given ? '' : m[0].replace(/[^1-9]/g, ''));
      if (m[0].length > 1) multi = true;
    }
    rows++;
  }
  // Nine rows, with at least one cell of several candidates (else it is a plain grid).
  if (rows !== 9 || !multi) return undefined;
  const last = j < lines.length && PM_BORDER.test(lines[j].text) ? j : j - 1;
  const first = lines[i];
  const end = lines[last].start + lines[last].text.trimEnd().length;
  return {
    entry: {
      kind: 'puzzle',
      form: 'pencil-marks',
      start: first.start + (first.text.length - first.text.trimStart().length),
      end,
      line: first.index,
      endLine: lines[last].index,
      meta,
      cells: cells.join(''),
      offsets,
      blank: '.',
      lineStart: first.start,
      candidates,
    },
    next: last + 1,
  };
}

/** A SudokuWiki solver link: the puzzle is its `bd` parameter, 81 digits with 0 for a blank. */
function sudokuWiki(line: Line, meta: PuzzleMeta): { entry: Puzzle; next: number } | undefined {
  const t = line.text;
  if (t.indexOf('bd=') < 0) return undefined;
  const m = /https?:\/\/(?:www\.)?sudokuwiki\.org\/[^\s?]*\?(?:[^\s#]*&)?bd=([0-9.]{81})(?![0-9.])[^\s]*/.exec(t);
  if (!m) return undefined;
  const at = line.start + m.index + m[0].indexOf('bd=') + 3;
  const offsets = Array.from({ length: 81 }, (_, k) => at + k);
  return {
    entry: {
      kind: 'puzzle',
      form: 'line',
      start: line.start + m.index,
      end: line.start + m.index + m[0].length,
      line: line.index,
      endLine: line.index,
      meta,
      cells: m[1].replace(/[^1-9]/g, '.'),
      offsets,
      blank: '0',
      lineStart: line.start,
    },
    next: line.index + 1,
  };
}
