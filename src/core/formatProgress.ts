/**
 * The progress lines under a puzzle (see positionForms.ts for the forms), as
 * the parser finds them: right under the puzzle's last line, or under the
 * bottom border of a bordered grid. What is not quite right is read where it
 * can be and noted, never skipped in silence: a blank line before
 * `#progress`, a second `#progress` or `#marks` line, a cell marked twice, a
 * given of the board that the puzzle no longer has, a `#marks` line that does
 * not read (a comment then, which nothing overwrites).
 */
import { type LineCursor, kindOf } from './formatLines';
import {
  COLORS,
  COLOURS,
  CORNERS,
  type KeptTime,
  type LineFault,
  type LineSpan,
  MARKS,
  PROGRESS,
  TIME,
  progressLineText,
  readColours,
  readCorners,
  readMarks,
  readProgressBoard,
  readTime,
} from './positionForms';
import type { Position } from '../shared/result';

/** Something about progress lines that is read past, and where: a warning, or a note for a comment that looks like one of them. */
export type ProgressNoteKind =
  | 'detached'
  | 'extra-progress'
  | 'extra-marks'
  | 'marked-twice'
  | 'given-gone'
  | 'marks-comment'
  /** A second `#corners`, `#colours` or `#time` line, or one after a line not read (`word` says which). */
  | 'extra-line'
  /** A cell (or a cell's candidate, `digit`) listed again in a `#corners` or `#colours` line. */
  | 'listed-twice'
  | 'corners-comment'
  | 'colours-comment'
  | 'time-comment';

export interface ProgressNote {
  kind: ProgressNoteKind;
  start: number;
  end: number;
  /** The cell a note is about (marked twice, a given gone). */
  cell?: number;
  digit?: string;
  /** The line's word (`#corners`...), for the notes of several kinds of line. */
  word?: string;
}

/** Progress lines under a puzzle: the position they hold, or where they cannot be read. */
export interface Progress {
  /** 0-based lines and offsets of the progress lines read, from `#progress` to the last line read with it. */
  line: number;
  endLine: number;
  start: number;
  end: number;
  position?: Position;
  /** Corner marks per cell (bit d-1), from the `#corners` line. */
  corners?: number[];
  /** Colours from the `#colours` line. */
  colours?: { cellColours: number[]; candidateColours: Record<number, number> };
  /** The time played, from the `#time` line. */
  time?: KeptTime;
  /** Where the board cannot be read (offsets in the text). */
  fault?: { kind: 'progress'; start: number; end: number };
  notes: ProgressNote[];
}

/** The most blank lines between a puzzle and a `#progress` line still read as its (with a warning). */
const MAX_BLANK_LINES = 3;

const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '1' && ch <= '9';
const isProgressLine = (t: string) => progressLineText(t, PROGRESS) !== undefined;

/** The lines kept with `#progress`, each read once, in any order. */
type Kept =
  | { kind: 'marks'; read: ReturnType<typeof readMarks> }
  | { kind: 'corners'; read: ReturnType<typeof readCorners> }
  | { kind: 'colours'; read: ReturnType<typeof readColours> }
  | { kind: 'time'; read: ReturnType<typeof readTime> };

const WORDS: Record<Kept['kind'], string> = { marks: MARKS, corners: CORNERS, colours: COLOURS, time: TIME };

/** The kept line a text is, read; undefined when it starts with none of the words. */
function keptLine(t: string): Kept | undefined {
  if (progressLineText(t, MARKS)) return { kind: 'marks', read: readMarks(t) };
  if (progressLineText(t, CORNERS)) return { kind: 'corners', read: readCorners(t) };
  if (progressLineText(t, COLOURS) || progressLineText(t, COLORS)) return { kind: 'colours', read: readColours(t) };
  if (progressLineText(t, TIME)) return { kind: 'time', read: readTime(t) };
  return undefined;
}

const isFault = (read: object): read is LineFault => 'fault' in read;

/**
 * The progress under a puzzle whose last line was just taken: the lines it
 * takes (a grid's bottom border included), and the line after which Play
 * writes (`tail`, when a border follows the puzzle).
 */
export function progressAfter(lines: LineCursor, cells: string, bordered: boolean): { progress?: Progress; taken: number; tail?: number } {
  let j = 0;
  let tail: number | undefined;
  const border = lines.peek(0);
  if (bordered && border && kindOf(border).kind === 'separator') {
    tail = border.index;
    j = 1;
  }
  const afterTail = j;
  // A few blank lines at most: a run of empty lines must cost no memory (the cursor makes no line of them).
  while (j - afterTail < MAX_BLANK_LINES && lines.peek(j) && kindOf(lines.peek(j)!).kind === 'blank') j++;
  const first = lines.peek(j);
  if (!first || !isProgressLine(first.text)) return { taken: afterTail, tail };
  const notes: ProgressNote[] = [];
  if (j > afterTail) notes.push({ kind: 'detached', ...lineSpan(first) });
  const { k, last, marks, read } = keptLines(lines, j + 1, first, notes);
  const base = { line: first.index, endLine: last.index, start: lineSpan(first).start, end: lineSpan(last).end, notes };
  const board = readProgressBoard(first.text);
  if ('fault' in board) {
    const start = first.start + board.fault.at;
    return { progress: { ...base, fault: { kind: 'progress', start, end: start + board.fault.length } }, taken: k, tail };
  }
  // A digit written as a given where the puzzle has none: the puzzle's given was taken out since. Not read as placed.
  let placed = '';
  for (let i = 0; i < 81; i++) {
    const plain = board.plain[i];
    if (isDigit(plain) && cells[i] === '.') {
      notes.push({
        kind: 'given-gone',
        start: first.start + board.offsets[i],
        end: first.start + board.offsets[i] + 1,
        cell: i,
        digit: plain,
      });
    }
    placed += isDigit(board.placed[i]) ? board.placed[i] : isDigit(plain) && cells[i] !== '.' ? plain : '.';
  }
  const candidates = marks?.candidates ?? new Array<string | null>(81).fill(null);
  return { progress: { ...base, ...read, position: { placed, candidates } }, taken: k, tail };
}

/** Spans of a line's text without its leading and trailing spaces. */
function lineSpan(l: { text: string; start: number }): { start: number; end: number } {
  const lead = l.text.length - l.text.trimStart().length;
  return { start: l.start + lead, end: l.start + l.text.trimEnd().length };
}

type Line = NonNullable<ReturnType<LineCursor['peek']>>;

/**
 * The lines right under `#progress` from line `from` of the cursor: each kind
 * read once, in any order; the first line not read ends them (Play rewrites
 * these only), and what follows of the kind is said and left.
 */
function keptLines(lines: LineCursor, from: number, first: Line, notes: ProgressNote[]) {
  let marks: { candidates: (string | null)[] } | undefined;
  const read: Partial<Omit<Progress, 'line' | 'endLine' | 'start' | 'end' | 'notes'>> = {};
  let k = from;
  let last = first;
  let ended = false;
  const seen = new Set<Kept['kind']>();
  for (let line = lines.peek(k); line; line = lines.peek(k)) {
    const kept = isProgressLine(line.text) ? undefined : keptLine(line.text);
    if (!kept && !isProgressLine(line.text)) break;
    k++;
    const at = (span: LineSpan) => ({ start: line.start + span.at, end: line.start + span.at + span.length });
    if (!kept) {
      notes.push({ kind: 'extra-progress', ...lineSpan(line) });
      ended = true;
      continue;
    }
    if (isFault(kept.read)) {
      // A comment: left as it is, said when it looks like the line it starts as.
      if (kept.read.attempt) notes.push({ kind: `${kept.kind}-comment`, ...at(kept.read.fault), word: WORDS[kept.kind] });
      ended = true;
      continue;
    }
    if (ended || seen.has(kept.kind)) {
      notes.push({ kind: kept.kind === 'marks' ? 'extra-marks' : 'extra-line', ...lineSpan(line), word: WORDS[kept.kind] });
      ended = true;
      continue;
    }
    seen.add(kept.kind);
    last = line;
    const r = kept.read;
    if ('candidates' in r) {
      marks = r;
      for (const t of r.twice) notes.push({ kind: 'marked-twice', ...at(t), cell: t.cell });
    } else if ('corners' in r) {
      read.corners = r.corners;
      for (const t of r.twice) notes.push({ kind: 'listed-twice', ...at(t), cell: t.cell, word: CORNERS });
    } else if ('cellColours' in r) {
      read.colours = { cellColours: r.cellColours, candidateColours: r.candidateColours };
      for (const t of r.twice)
        notes.push({ kind: 'listed-twice', ...at(t), cell: t.cell, word: COLOURS, ...(t.digit ? { digit: String(t.digit) } : {}) });
    } else read.time = r;
  }
  return { k, last, marks, read };
}
