/** Which problems a puzzle text has, as plain data. The editor adapter turns them into Diagnostics. */
import type { Entry, Malformed, Puzzle } from '../../core/formats';
import type { Conflict, SolveResult } from '../../shared/result';
import { PositionError, normalizePosition } from '../../core/position';
import type { ProgressNote } from '../../core/formats';
import { variantDiagnostic } from './variantDiagnostics';
import {
  cellName,
  coloursUnreadable,
  cornersUnreadable,
  differsRelated,
  keptLineExtra,
  listedTwice,
  timeUnreadable,
  duplicateGiven,
  fewGivensNote,
  givenGone,
  markedTwice,
  marksExtra,
  marksUnreadable,
  progressDetached,
  progressExtra,
  multipleDiagnostic,
  noSolutionDiagnostic,
  otherDuplicate,
  progressContradicts,
  progressUnreadable,
} from '../../core/phrases';

export type DiagnosticCode =
  | 'bad-character'
  | 'full-width-digit'
  | 'wrong-length'
  | 'bad-row'
  | 'wrong-row-count'
  | 'duplicate-given'
  | 'no-solution'
  | 'multiple-solutions'
  | 'few-givens'
  | 'bad-progress'
  | 'progress-note'
  | 'stray-variant'
  | 'bad-link'
  | 'bad-variant'
  | 'variant-note';

export interface Related {
  start: number;
  end: number;
  message: string;
}

export interface PuzzleDiagnostic {
  code: DiagnosticCode;
  severity: 'error' | 'warning' | 'information';
  start: number;
  end: number;
  message: string;
  related?: Related[];
  /** For quick fixes: the cell a duplicate-given diagnostic is on. */
  cell?: number;
}

/** Problems the parser finds: bad characters, wrong cell counts, bad rows, progress that does not fit its puzzle. Instant. */
export function syntaxDiagnostics(entries: readonly Entry[]): PuzzleDiagnostic[] {
  const out: PuzzleDiagnostic[] = [];
  for (const e of entries) {
    if (e.kind === 'puzzle') {
      out.push(...progressProblems(e), ...variantProblems(e));
      continue;
    }
    for (const p of e.problems) out.push({ code: p.code, severity: 'error', start: p.start, end: p.end, message: p.message });
  }
  return out;
}

/**
 * Progress lines that cannot be read, or whose board contradicts the puzzle's
 * givens (errors: nothing is read from them); what is read past (warnings);
 * a comment that looks like marks (information).
 */
function progressProblems(e: Puzzle): PuzzleDiagnostic[] {
  const p = e.progress;
  if (!p) return [];
  const out: PuzzleDiagnostic[] = p.notes.map(noteDiagnostic);
  if (p.fault)
    return [{ code: 'bad-progress', severity: 'error', start: p.fault.start, end: p.fault.end, message: progressUnreadable() }, ...out];
  try {
    if (p.position) normalizePosition(e.cells, p.position);
  } catch (err) {
    if (!(err instanceof PositionError)) throw err;
    out.unshift({ code: 'bad-progress', severity: 'error', start: p.start, end: p.end, message: progressContradicts(err.message) });
  }
  return out;
}

/** The variant lines' notes (src/core/variants.ts): errors where what they say is not solved, warnings where a line is not read. */
function variantProblems(e: Puzzle): PuzzleDiagnostic[] {
  return e.variant?.notes.map(variantDiagnostic) ?? [];
}

function noteDiagnostic(n: ProgressNote): PuzzleDiagnostic {
  const at = { code: 'progress-note' as const, start: n.start, end: n.end };
  const cell = n.cell === undefined ? '' : cellName(n.cell);
  switch (n.kind) {
    case 'detached':
      return { ...at, severity: 'warning', message: progressDetached() };
    case 'extra-progress':
      return { ...at, severity: 'warning', message: progressExtra() };
    case 'extra-marks':
      return { ...at, severity: 'warning', message: marksExtra() };
    case 'marked-twice':
      return { ...at, severity: 'warning', message: markedTwice(cell) };
    case 'given-gone':
      return { ...at, severity: 'warning', message: givenGone(cell, n.digit ?? '') };
    case 'marks-comment':
      return { ...at, severity: 'information', message: marksUnreadable() };
    case 'corners-comment':
      return { ...at, severity: 'information', message: cornersUnreadable() };
    case 'colours-comment':
      return { ...at, severity: 'information', message: coloursUnreadable() };
    case 'time-comment':
      return { ...at, severity: 'information', message: timeUnreadable() };
    case 'extra-line':
      return { ...at, severity: 'warning', message: keptLineExtra(n.word ?? '') };
    case 'listed-twice':
      return { ...at, severity: 'warning', message: listedTwice(n.digit ? `${cell}/${n.digit}` : cell, n.word ?? '') };
  }
}

/** What says only that a puzzle is unfinished: its count of cells, a row's or the grid's rows. */
const UNFINISHED: ReadonlySet<DiagnosticCode> = new Set<DiagnosticCode>(['wrong-length', 'bad-row', 'wrong-row-count']);

/** A line of grid decoration only, such as `------+-------+------`: typed between a grid's rows. */
const DECORATION_LINE = /^\s*[|+\-=:*\uff5c\uff0b\uff0d][\s|+\-=:*\uff5c\uff0b\uff0d]*$/;
/** The most decoration lines typed below a grid's last row that still count as typing it. */
const DECORATION_LINES_MAX = 3;

/**
 * The broken puzzle being typed at `line`: the one whose lines hold it, or
 * whose last row is just above it, with at most a few lines of decoration
 * (a box's rule) between: where the cursor goes after Enter at a row's end.
 */
export function entryBeingTyped(entries: readonly Entry[], line: number, lineAt: (line: number) => string): Malformed | undefined {
  // The last entry that starts at or above the line.
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (entries[mid].line <= line) lo = mid + 1;
    else hi = mid;
  }
  const e = entries[lo - 1];
  if (!e || e.kind !== 'malformed') return undefined;
  if (line <= e.endLine + 1) return e;
  if (line - e.endLine - 1 > DECORATION_LINES_MAX) return undefined;
  for (let l = e.endLine + 1; l < line; l++) if (!DECORATION_LINE.test(lineAt(l))) return undefined;
  return e;
}

/**
 * The diagnostics shown while `typing` is being typed: a grid or line half
 * typed is unfinished, not wrong, so its counts of cells and rows wait (for a
 * pause, or for the cursor to leave it). A stray character shows at once.
 */
export function heldWhileTyping(diagnostics: readonly PuzzleDiagnostic[], typing: Malformed | undefined): PuzzleDiagnostic[] {
  if (!typing) return [...diagnostics];
  return diagnostics.filter((d) => !(UNFINISHED.has(d.code) && d.start >= typing.start && d.end <= typing.end));
}

/**
 * Duplicate givens, as the engine found them: one diagnostic on each
 * duplicate. Also too few givens, in words that fit the verdict when known
 * (a puzzle with no solution is not told to expect several).
 */
export function conflictDiagnostics(
  entry: Puzzle,
  inspection: { conflicts?: Conflict[]; givens: number; status?: SolveResult['status'] },
): PuzzleDiagnostic[] {
  const out: PuzzleDiagnostic[] = [];
  for (const c of inspection.conflicts ?? []) {
    const [a, b] = c.cells;
    for (const [here, there] of [
      [a, b],
      [b, a],
    ]) {
      const at = entry.offsets[here];
      const other = entry.offsets[there];
      out.push({
        code: 'duplicate-given',
        severity: 'error',
        start: at,
        end: at + 1,
        cell: here,
        message: duplicateGiven(c.digit, there, c.unit),
        related: [{ start: other, end: other + 1, message: otherDuplicate(c.digit, c.unit, there) }],
      });
    }
  }
  const few = fewGivensNote(inspection.givens, inspection.status, entry.variant?.variant);
  if (few) out.push({ code: 'few-givens', severity: 'information', start: entry.start, end: entry.end, message: few });
  return out;
}

/** Verdicts only a full solve gives: no solution, more than one. */
export function verdictDiagnostics(entry: Puzzle, result: SolveResult): PuzzleDiagnostic[] {
  if (result.status === 'no-solution') {
    return [{ code: 'no-solution', severity: 'error', start: entry.start, end: entry.end, message: noSolutionDiagnostic() }];
  }
  if (result.status === 'multiple' && result.solutions) {
    const [a, b] = result.solutions;
    let cell = 0;
    while (cell < 81 && a[cell] === b[cell]) cell++;
    const at = entry.offsets[cell];
    return [
      {
        code: 'multiple-solutions',
        severity: 'warning',
        start: entry.start,
        end: entry.end,
        cell,
        message: multipleDiagnostic([a, b]),
        related: [{ start: at, end: at + 1, message: differsRelated(cell, a[cell], b[cell]) }],
      },
    ];
  }
  return [];
}
