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
import { parsing, variantWords } from './phrases';
import {
  CELL,
  CellLine,
  FOREIGN,
  Line,
  LineCursor,
  LineKind,
  MARK,
  classAt,
  classOf,
  gridLike,
  isSpace,
  kindOf,
  meantOf,
  parserWork,
  sizeOf,
} from './formatLines';
import { characterProblems, fullWidthCount, otherBlankCount, shownChar, summarize } from './formatProblems';
import { pencilMarks, sudokuWiki } from './formatOther';
import { CANDIDATE_LINE_LENGTH, readCandidateLine } from './positionForms';
import { type Progress, progressAfter } from './formatProgress';
import { type VariantLines, mergeVariantLines, takeRegionsFromName, variantAfter, variantWord } from './variants';
import { variantForms } from './linkForms';
import { PLAIN_GRID, columnWidths, textGridLayout, textGridLines } from '../shared/boardLayout';

export { parserWork };
export type { Line };

export type PuzzleForm = 'line' | 'comma' | 'grid' | 'block' | 'selection' | 'pencil-marks' | 'candidates' | 'link';

export type ProblemCode =
  'bad-character' | 'full-width-digit' | 'wrong-length' | 'bad-row' | 'wrong-row-count' | 'stray-variant' | 'bad-link';

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
  /** For a pencil-mark grid or a candidate line: the candidates written in each empty cell ('' for a given). */
  candidates?: string[];
  /** The player's progress kept under the puzzle (#progress and #marks lines; see formatProgress.ts). */
  progress?: Progress;
  /** A bordered grid's bottom border, when it follows the puzzle's last row: progress lines go under it. */
  tailLine?: number;
  /** The variant lines under the puzzle (#variant, #regions; see variants.ts). */
  variant?: VariantLines;
}

export type { Progress, ProgressNote, ProgressNoteKind } from './formatProgress';

export interface Malformed extends EntryBase {
  kind: 'malformed';
  /** One-sentence summary of what is wrong. */
  message: string;
  problems: Problem[];
  cellCount: number;
}

export type Entry = Puzzle | Malformed;

/** Splits text into lines, accepting \n, \r\n and \r, and keeping each line's offset. */
export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  const cursor = new LineCursor(text);
  for (let line = cursor.peek(0); line; line = cursor.peek(0)) {
    lines.push({ text: line.text, start: line.start, index: line.index });
    cursor.advance(1);
  }
  return lines;
}

/** The most lines one grid block may span (its rows, rules and blank lines): a block is 81 cells, not a file. */
const MAX_BLOCK_LINES = 400;

/** Finds every puzzle, and every broken attempt at one, in a text. */
export function parsePuzzles(text: string): Entry[] {
  return Array.from(iteratePuzzles(text));
}

/**
 * The entries of a text, one at a time, as the parser reaches them: memory
 * goes with the puzzles found, not with the lines read, so a runner can solve
 * each as it comes from a file of any length.
 */
export function* iteratePuzzles(text: string): Generator<Entry, void, undefined> {
  const lines = new LineCursor(text);
  let meta: PuzzleMeta = {};
  for (;;) {
    lines.skipBlank();
    const line = lines.peek(0);
    if (!line) return;
    const k = kindOf(line);
    if (k.kind === 'meta') meta[k.key] = k.value;
    // A variant line under no puzzle: said, not taken for a comment.
    const stray = k.kind === 'comment' ? strayVariantLine(line, meta) : undefined;
    if (stray) {
      lines.advance(1);
      yield stray;
      continue;
    }
    if (k.kind === 'meta' || k.kind === 'comment' || k.kind === 'blank') {
      lines.advance(1);
      continue;
    }
    // Forms other tools write: a pencil-mark grid, a candidate line, links and killer lines, a SudokuWiki link.
    const found: { entry?: Entry; taken: number } =
      pencilMarks(lines, meta) ??
      candidateLineEntry(line, meta) ??
      variantForms(line, meta) ??
      sudokuWiki(line, meta) ??
      cellForm(text, lines, k, meta);
    lines.advance(found.taken);
    if (found.entry) {
      if (found.entry.kind === 'puzzle') {
        // A grid framed with | has its bottom border next: progress goes under it.
        const bordered = /\|\s*$/.test(found.entry.lines?.at(-1) ?? '');
        const after = progressAfter(lines, found.entry.cells, bordered);
        if (after.progress) found.entry.progress = after.progress;
        if (after.tail !== undefined) found.entry.tailLine = after.tail;
        lines.advance(after.taken);
        // Variant lines (variants.ts), then the progress lines if they come after them.
        const variant = variantAfter(lines);
        if (variant.variant) {
          found.entry.variant = mergeVariantLines(found.entry.variant, variant.variant);
          lines.advance(variant.taken);
          const later = after.progress ? undefined : progressAfter(lines, found.entry.cells, false);
          if (later?.progress) found.entry.progress = later.progress;
          lines.advance(later?.taken ?? 0);
        }
        takeRegionsFromName(found.entry);
      }
      yield found.entry;
      meta = {};
    }
  }
}

/** A `#variant`, `#regions` or `#cage` line that no puzzle is right above: an error, as its puzzle would be solved without it. */
function strayVariantLine(line: Line, meta: PuzzleMeta): Malformed | undefined {
  if (!variantWord(line.text)) return undefined;
  const lead = line.text.length - line.text.trimStart().length;
  const span = { start: line.start + lead, end: line.start + line.text.trimEnd().length };
  const message = variantWords.strayLine();
  return {
    kind: 'malformed',
    form: 'line',
    ...span,
    line: line.index,
    endLine: line.index,
    meta,
    message,
    problems: [{ code: 'stray-variant', ...span, message }],
    cellCount: 0,
  };
}

/** A 729-character candidate line (Sudoku Explainer's forks), alone on its line or followed by a name. */
function candidateLineEntry(line: Line, meta: PuzzleMeta): { entry: Puzzle; taken: number } | undefined {
  const t = line.text;
  if (t.length < CANDIDATE_LINE_LENGTH) return undefined;
  const from = t.length - t.trimStart().length;
  const read = readCandidateLine(t.slice(from, from + CANDIDATE_LINE_LENGTH));
  const rest = t.slice(from + CANDIDATE_LINE_LENGTH);
  if (!read || (rest && !/^\s/.test(rest))) return undefined;
  const name = rest.trim();
  const entry: Puzzle = {
    kind: 'puzzle',
    form: 'candidates',
    start: line.start + from,
    end: line.start + t.trimEnd().length,
    line: line.index,
    endLine: line.index,
    meta,
    ...(name ? { name } : {}),
    cells: read.cells,
    offsets: Array.from({ length: 81 }, (_, i) => line.start + from + i * 9),
    blank: '.',
    lineStart: line.start,
    candidates: read.candidates,
  };
  return { entry, taken: 1 };
}

const isBlockRow = (k: LineKind): k is CellLine =>
  k.kind === 'row' || (k.kind === 'full' && !k.name && k.bad.length === 0 && k.marks.length === 0 && k.cells.length < 60);
/** A grid row, or one a cell or two off (a typo the grid is then reported for). */
const isNearNineRow = (k: LineKind) => isBlockRow(k) && Math.abs(sizeOf(k) - 9) <= 2;

/** The puzzle (or broken attempt) a line of cells starts, and how many lines it takes. */
function cellForm(text: string, lines: LineCursor, k: LineKind, meta: PuzzleMeta): { entry?: Entry; taken: number } {
  // A long run of cells: the one-line form, or a broken attempt at it.
  if (k.kind === 'full' && (sizeOf(k) >= 60 || k.bad.length > 0 || k.marks.length > 0 || k.name)) {
    return { entry: fullLine(text, lines.peek(0)!, k, meta), taken: 1 };
  }
  if (k.kind === 'row' || k.kind === 'full' || k.kind === 'separator') {
    const taken = Math.max(1, blockLength(lines));
    return { entry: block_(text, window(lines, taken), meta), taken };
  }
  if (k.kind === 'short') {
    // A cell a line: a puzzle once the run adds up to 81; a run of fewer than 17 cells is prose.
    const { taken, count } = shortRun(lines);
    return { entry: count >= 17 ? block_(text, window(lines, taken), meta) : undefined, taken };
  }
  return { taken: 1 };
}

function window(lines: LineCursor, n: number): Line[] {
  return Array.from({ length: n }, (_, j) => lines.peek(j)!);
}

/**
 * How many lines a grid block that starts at the current line takes. A block
 * ends at a line that is not a row or separator; when its cells reach 81 (the
 * next grid follows at once, or after a separator); and at a separator after
 * a row count that is not a box boundary (3 or 6) in a grid of nine-cell
 * rows. A blank line inside a grid of (about) nine-cell rows is read as nothing when
 * the grid goes on after it within nine rows, and the grid either has a blank
 * line after each row or this one falls between boxes.
 */
function blockLength(lines: LineCursor): number {
  let j = 0;
  let size = 0;
  let rows = 0;
  let nineWide = true;
  let nearNine = true;
  let firstRow = -1;
  let spaced = false;
  for (; j < MAX_BLOCK_LINES; j++) {
    const line = lines.peek(j);
    if (!line) break;
    const k = kindOf(line);
    if (k.kind === 'separator') {
      if (size >= 81 || (rows > 0 && nineWide && rows % 3 !== 0)) break;
    } else if (isBlockRow(k)) {
      if (size >= 81) break;
      const n = sizeOf(k);
      size += n;
      if (rows++ === 0) firstRow = j;
      if (n !== 9 && k.cells.length !== 9) nineWide = false;
      if (!isNearNineRow(k)) nearNine = false;
    } else if (k.kind === 'blank' && rows > 0 && nearNine && size < 81) {
      if (rows === 1 && j === firstRow + 1) spaced = true;
      const next = nineRowsAfter(lines, j + 1);
      if (next === 0 || rows + next > 9 || !(spaced || rows % 3 === 0)) break;
    } else break;
  }
  return j;
}

/** How many grid rows follow from line `from` (separators between them allowed), up to a blank line; 0 if anything else comes first. */
function nineRowsAfter(lines: LineCursor, from: number): number {
  let rows = 0;
  for (let j = from; j < from + 20; j++) {
    const line = lines.peek(j);
    const k = line && kindOf(line);
    if (!k || k.kind === 'blank') break;
    if (isNearNineRow(k)) rows++;
    else if (k.kind !== 'separator') return 0;
  }
  return rows;
}

/** A run of one-cell lines, up to 81 cells; when the second line is blank, single blank lines between cells are read as nothing. */
function shortRun(lines: LineCursor): { taken: number; count: number } {
  let j = 0;
  let count = 0;
  let spaced = false;
  for (; j < MAX_BLOCK_LINES && count < 81; j++) {
    const line = lines.peek(j);
    if (!line) break;
    const k = kindOf(line);
    if (k.kind === 'short') count += sizeOf(k);
    else if (k.kind === 'blank' && count > 0) {
      if (j === 1) spaced = true;
      const next = lines.peek(j + 1);
      if (!spaced || !next || kindOf(next).kind !== 'short') break;
    } else break;
  }
  return { taken: j, count };
}

/** The kinds of problem a list of bad characters and marks holds, for the summary. */
function kindsOf(text: string, bad: readonly number[], marks: readonly number[], foreign: number) {
  return { foreign, marks: marks.length, fullWidth: fullWidthCount(text, bad), otherBlanks: otherBlankCount(text, bad) };
}

function fullLine(text: string, line: Line, k: CellLine, meta: PuzzleMeta): Entry {
  const base = {
    form: (k.commas ? 'comma' : 'line') as PuzzleForm,
    start: k.from,
    end: k.to,
    line: line.index,
    endLine: line.index,
    meta,
    ...(k.name ? { name: k.name } : {}),
  };
  if (k.cells.length === 81 && k.bad.length === 0 && k.marks.length === 0) {
    return {
      kind: 'puzzle',
      ...base,
      cells: cellString(text, k.cells),
      offsets: k.cells,
      blank: commonBlank(text, k.cells),
      lineStart: line.start,
    };
  }
  const problems = characterProblems(text, k.bad, k.marks);
  let count = k.bad.length + k.marks.length;
  const total = sizeOf(k);
  if (total !== 81 && meantOf(k) !== 81) {
    const last = k.cells[k.cells.length - 1] ?? k.from;
    problems.push({
      code: 'wrong-length',
      start: total > 81 ? (k.cells[80] ?? last) : k.from,
      end: last + 1,
      message: parsing.lineCells(k.cells.length),
    });
    count++;
  }
  const message = summarize(problems, count, kindsOf(text, k.bad, k.marks, k.foreign));
  return { kind: 'malformed', ...base, message, problems, cellCount: k.cells.length };
}

/**
 * Whether rows of cells have a puzzle's shape: rows of nine (a grid); a long
 * run of cells wrapped over lines; a cell a line; or rows of cells in regular
 * groups (one, three or nine) adding up to most of a puzzle. Anything else
 * (addresses, dates, lists of numbers) is data, not a puzzle.
 */
function puzzleShaped(text: string, rows: CellLine[]): boolean {
  if (rows.filter((r) => sizeOf(r) === 9 || r.cells.length === 9).length >= rows.length / 2) return true;
  if (rows[0].kind === 'full') return true;
  if (rows.every((r) => r.kind === 'short')) return rows.filter((r) => meantOf(r) === 1).length >= 0.9 * rows.length;
  return (
    rows.every((r) => r.regular && r.runs >= 3) &&
    rows.reduce((n, r) => n + meantOf(r), 0) >= 60 &&
    gridLike(
      text,
      rows.flatMap((r) => r.cells),
    )
  );
}

function block_(text: string, lines: Line[], meta: PuzzleMeta): Entry | undefined {
  const rows: CellLine[] = [];
  let size = 0;
  for (const line of lines) {
    const k = kindOf(line);
    if (k.kind === 'row' || k.kind === 'full' || k.kind === 'short') {
      rows.push(k);
      size += sizeOf(k);
    }
  }
  if (rows.length === 0) return undefined;
  // A lone short run of digits is prose (a year, a count), not a puzzle.
  if (size < 17 && rows.length < 3) return undefined;
  if (!puzzleShaped(text, rows)) return undefined;
  const cells = rows.flatMap((r) => r.cells);
  const bad = rows.flatMap((r) => r.bad);
  const marks = rows.flatMap((r) => r.marks);
  const first = rows[0];
  const last = rows[rows.length - 1];
  const isGrid = rows.length === 9 && rows.every((r) => r.cells.length === 9);
  const base = {
    form: (isGrid ? 'grid' : 'block') as PuzzleForm,
    start: first.from,
    end: last.to,
    line: first.lineIndex,
    endLine: last.lineIndex,
    meta,
  };
  if (cells.length === 81 && bad.length === 0 && marks.length === 0) {
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
  const foreign = rows.reduce((n, r) => n + r.foreign, 0);
  const problems = characterProblems(text, bad, marks);
  // A row of nine cells with a stray character after them: the stray character is the problem, said exactly.
  rows.forEach((r, n) => {
    if (r.cells.length !== 9 || r.bad.length === 0) return;
    for (const p of problems) {
      if (p.start >= r.from && p.start < r.to && !(classAt(text, p.start) & (CELL | FOREIGN))) {
        p.message = parsing.strayAfterRow(shownChar(String.fromCodePoint(text.codePointAt(p.start) ?? 0)), n + 1);
      }
    }
  });
  const structural = rowProblems(rows, cells.length, bad.length, foreign);
  problems.push(...structural);
  if (problems.length === 0) {
    // Cells plus stray characters make 81, yet something is off: say so plainly.
    problems.push({ code: 'wrong-length', start: first.from, end: last.to, message: parsing.foundCells(cells.length) });
  }
  const count = Math.max(problems.length, bad.length + marks.length + structural.length);
  const message = summarize(problems, count, kindsOf(text, bad, marks, foreign));
  return { kind: 'malformed', ...base, message, problems, cellCount: cells.length };
}

/** What is wrong with the shape of a block: its rows that are not nine cells and its count of rows, or its count of cells. */
function rowProblems(rows: CellLine[], cells: number, bad: number, foreign: number): Problem[] {
  if (cells + foreign === 81 || cells + bad === 81) return [];
  const first = rows[0];
  const last = rows[rows.length - 1];
  const mostlyNine = rows.filter((r) => sizeOf(r) === 9 || r.cells.length === 9).length >= rows.length / 2;
  if (!mostlyNine) return [{ code: 'wrong-length', start: first.from, end: last.to, message: parsing.linesCells(cells) }];
  const out: Problem[] = [];
  rows.forEach((r, n) => {
    if (sizeOf(r) !== 9 && r.cells.length !== 9) {
      out.push({ code: 'bad-row', start: r.from, end: r.to, message: parsing.rowCells(n + 1, r.cells.length) });
    }
  });
  if (rows.length !== 9) {
    out.push({ code: 'wrong-row-count', start: first.from, end: last.to, message: parsing.gridRows(rows.length) });
  }
  return out;
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

/** The entry on the given 0-based line, if any. */
export function entryAtLine(entries: readonly Entry[], line: number): Entry | undefined {
  return entries.find((e) => line >= e.line && line <= e.endLine);
}

/** The puzzle whose `#progress`/`#marks` lines (or bottom border) hold `line`: the cursor there, after playing, means that puzzle. */
export function puzzleOfProgressLine(entries: readonly Entry[], line: number): Puzzle | undefined {
  return entries.find(
    (e): e is Puzzle =>
      e.kind === 'puzzle' && (e.tailLine === line || (e.progress !== undefined && line >= e.progress.line && line <= e.progress.endLine)),
  );
}

/** The most lines from a puzzle's last line to the end of its progress lines, to look back over from a progress line. */
export const PROGRESS_REACH = 24;

/**
 * Reads a puzzle from a selection of arbitrary text. The parser is tried first;
 * failing one clear puzzle, every cell character outside comments is taken.
 * Offsets are shifted by `base`, the selection's offset in its document.
 */
export function parseSelection(text: string, base = 0, line = 0): Entry {
  const entries = parsePuzzles(text);
  const found = entries.filter((e) => e.kind === 'puzzle');
  if (found.length === 1) return shift(found[0], base, line);
  // One attempt written in digits of another script, or with marks on its digits: taking the ASCII cells would misread it.
  if (entries.length === 1 && found.length === 0 && misWritten(text, entries[0] as Malformed)) return shift(entries[0], base, line);
  const { offsets, breaks } = asciiCells(text);
  const entryBase = {
    form: 'selection' as PuzzleForm,
    start: base,
    end: base + text.length,
    line,
    endLine: line + breaks,
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

/** Every ASCII cell character outside comment lines, in one pass, and how many line breaks the text has. */
function asciiCells(text: string): { offsets: number[]; breaks: number } {
  const offsets: number[] = [];
  let breaks = 0;
  let started = false;
  let comment = false;
  parserWork.visited += text.length;
  for (let k = 0; k < text.length; k++) {
    const code = text.charCodeAt(k);
    if (code === 10 || code === 13) {
      if (code === 13 && text.charCodeAt(k + 1) === 10) k++;
      breaks++;
      started = comment = false;
    } else if (!started && isSpace(code)) {
      continue;
    } else {
      if (!started) comment = code === 35;
      started = true;
      if (!comment && classOf(code) & CELL) offsets.push(k);
    }
  }
  return { offsets, breaks };
}

/** Whether a broken attempt has digits written another way, or combining marks, among its problems. */
function misWritten(text: string, e: Malformed): boolean {
  return e.problems.some((p) => {
    for (let k = p.start; k < p.end; k++) if (classAt(text, k) & (FOREIGN | MARK)) return true;
    return false;
  });
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
  const texts = cells.replace(/[^1-9]/g, blank).split('');
  return textGridLines(
    texts,
    textGridLayout(
      PLAIN_GRID,
      columnWidths(() => 1),
    ),
  ).join('\n');
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
