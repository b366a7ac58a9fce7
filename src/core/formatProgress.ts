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
import { MARKS, type MarksRead, PROGRESS, progressLineText, readMarks, readProgressBoard } from './positionForms';
import type { Position } from '../shared/result';

/** Something about progress lines that is read past, and where: a warning, or a note for a comment that looks like marks. */
export type ProgressNoteKind = 'detached' | 'extra-progress' | 'extra-marks' | 'marked-twice' | 'given-gone' | 'marks-comment';

export interface ProgressNote {
  kind: ProgressNoteKind;
  start: number;
  end: number;
  /** The cell a note is about (marked twice, a given gone). */
  cell?: number;
  digit?: string;
}

/** Progress lines under a puzzle: the position they hold, or where they cannot be read. */
export interface Progress {
  /** 0-based lines and offsets of the progress lines, from `#progress` to the end of `#marks` (when there is one). */
  line: number;
  endLine: number;
  start: number;
  end: number;
  position?: Position;
  /** Where the board cannot be read (offsets in the text). */
  fault?: { kind: 'progress'; start: number; end: number };
  notes: ProgressNote[];
}

/** The most blank lines between a puzzle and a `#progress` line still read as its (with a warning). */
const MAX_BLANK_LINES = 3;

const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '1' && ch <= '9';
const isProgressLine = (t: string) => progressLineText(t, PROGRESS) !== undefined;
/** A `#marks` line that reads as marks: anything else is a comment. */
const isMarksLine = (t: string) => progressLineText(t, MARKS) !== undefined && !('fault' in readMarks(t));

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
  const lineSpan = (l: { text: string; start: number }) => {
    const lead = l.text.length - l.text.trimStart().length;
    return { start: l.start + lead, end: l.start + l.text.trimEnd().length };
  };
  if (j > afterTail) notes.push({ kind: 'detached', ...lineSpan(first) });
  let k = j + 1;
  const second = lines.peek(k);
  let marks: MarksRead | undefined;
  if (second && progressLineText(second.text, MARKS)) {
    const read = readMarks(second.text);
    if (!('fault' in read)) {
      marks = read;
      for (const t of read.twice)
        notes.push({ kind: 'marked-twice', start: second.start + t.at, end: second.start + t.at + t.length, cell: t.cell });
      k++;
    } else if (read.attempt) {
      notes.push({ kind: 'marks-comment', start: second.start + read.fault.at, end: second.start + read.fault.at + read.fault.length });
    }
  }
  const last = lines.peek(k - 1)!;
  // Lines like these after the first are not read: said, and left as they are.
  for (let extra = lines.peek(k); extra; extra = lines.peek(k)) {
    const kind = isProgressLine(extra.text) ? 'extra-progress' : isMarksLine(extra.text) ? 'extra-marks' : undefined;
    if (!kind) break;
    notes.push({ kind, ...lineSpan(extra) });
    k++;
  }
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
  return { progress: { ...base, position: { placed, candidates } }, taken: k, tail };
}
