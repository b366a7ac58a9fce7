/**
 * Reading a few lines of a large file as a parse of the whole file would read
 * them, without parsing the whole file: what the lenses, quick fixes and
 * hovers on screen need while the file's full parse (half a second for
 * 50,000 puzzles) has not been done. Pure: no `vscode` here.
 */
import { Entry, parsePuzzles } from './formats';

/** How far from the lines asked for a window looks for its ends before giving up (the caller then parses the whole text). */
export const WINDOW_LOOK_LINES = 300;

/**
 * A line the parser always reads as a one-line puzzle of its own: a first
 * word of at least 60 cells with a digit in it. No grid, run of short lines
 * or pencil-mark grid takes such a line in, and it takes any metadata above
 * it, so the parser starts afresh on the line after it.
 */
const STANDALONE = /^[ \t]*(?=[0-9._]*[1-9])[0-9._]{60,}(?:[ \t]|$)/;
/** A line no puzzle runs past: a standalone puzzle, or a blank line (a grid or run of lines ends there). */
const ENDS = /^[ \t]*$|^#/;
const BLANK = /^\s*$/;
/** A line that may belong to the progress under a puzzle (formatProgress.ts). */
const PROGRESS_LINE = /^\s*#(?:progress|marks|corners|colou?rs|time)(?:\s|$)/;

/**
 * The lines a part of the text around `from`..`to` must span to be read as
 * the whole text reads them: from the line after a standalone puzzle (or the
 * first line) to a blank line or a standalone puzzle (or the last line).
 * Undefined when no such line is within `look` lines.
 */
export function windowBounds(
  lineAt: (line: number) => string,
  lineCount: number,
  from: number,
  to: number,
  look = WINDOW_LOOK_LINES,
): { start: number; end: number } | undefined {
  let start = Math.max(0, Math.min(from, lineCount - 1));
  const first = start;
  while (start > 0 && !STANDALONE.test(lineAt(start - 1))) {
    if (first - start >= look) return undefined;
    start--;
  }
  let end = Math.max(start, Math.min(to, lineCount - 1));
  const last = end;
  while (end < lineCount - 1 && !ENDS.test(lineAt(end)) && !STANDALONE.test(lineAt(end))) {
    if (end - last >= look) return undefined;
    end++;
  }
  // A puzzle's progress lines follow it, maybe after blank lines: the window takes them all, or a write would miss some.
  for (;;) {
    let next = end + 1;
    while (next < lineCount && BLANK.test(lineAt(next))) {
      if (next - last >= look) return undefined;
      next++;
    }
    if (next >= lineCount || !PROGRESS_LINE.test(lineAt(next))) break;
    end = next;
  }
  return { start, end };
}

/** The entries of a part of a text, parsed alone, at their places in the whole text. */
export function parsePart(part: string, offset: number, line: number): Entry[] {
  return parsePuzzles(part).map((e) => moved(e, offset, line));
}

function moved(e: Entry, offset: number, line: number): Entry {
  const place = { start: e.start + offset, end: e.end + offset, line: e.line + line, endLine: e.endLine + line };
  if (e.kind === 'puzzle') {
    const at = (x: { start: number; end: number }) => ({ start: x.start + offset, end: x.end + offset });
    const p = e.progress;
    return {
      ...e,
      ...place,
      offsets: e.offsets.map((o) => o + offset),
      lineStart: e.lineStart + offset,
      ...(e.tailLine !== undefined ? { tailLine: e.tailLine + line } : {}),
      // The progress lines too: Play writes at their lines.
      ...(p
        ? {
            progress: {
              ...p,
              ...at(p),
              line: p.line + line,
              endLine: p.endLine + line,
              notes: p.notes.map((n) => ({ ...n, ...at(n) })),
              ...(p.fault ? { fault: { ...p.fault, ...at(p.fault) } } : {}),
            },
          }
        : {}),
    };
  }
  return { ...e, ...place, problems: e.problems.map((p) => ({ ...p, start: p.start + offset, end: p.end + offset })) };
}

/** Lines from `start` to `end`, both included (0-based), as an editor's visible range. */
export interface LineRange {
  start: number;
  end: number;
}

/** The puzzles within `margin` lines of the ranges, each once, in the ranges' order. Puzzles are in line order. */
export function puzzlesNear<T extends { line: number; endLine: number }>(
  puzzles: readonly T[],
  ranges: readonly LineRange[],
  margin = 0,
): T[] {
  const found: T[] = [];
  const seen = new Set<T>();
  for (const r of ranges) {
    const from = r.start - margin;
    const to = r.end + margin;
    // Find the first puzzle that ends at or after `from`.
    let lo = 0;
    let hi = puzzles.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (puzzles[mid].endLine < from) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < puzzles.length && puzzles[i].line <= to; i++) {
      if (seen.has(puzzles[i])) continue;
      seen.add(puzzles[i]);
      found.push(puzzles[i]);
    }
  }
  return found;
}
