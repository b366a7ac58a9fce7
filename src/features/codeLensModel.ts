/** The summary a CodeLens shows above a puzzle once its verdict is known. */
import type { SolveResult } from '../core/result';
import { lensSummary } from '../core/phrases';

export function codeLensSummary(result: SolveResult): string {
  return lensSummary(result);
}

/** Above this many puzzles, a file gets lenses only near what is on screen, and one summary lens at its top. */
export const ALL_LENSES_UP_TO = 500;
/** Lines around the visible ranges that get lenses too, so that scrolling a little shows them at once. */
export const LENS_MARGIN_LINES = 60;

export interface LineRange {
  start: number;
  end: number;
}

/**
 * Which puzzles get their own lenses. A small file: all of them. A large one:
 * only those within LENS_MARGIN_LINES of a visible range, so that the editor
 * lays out tens of lenses, not tens of thousands, on every edit.
 */
export function lensPlan<T extends { line: number; endLine: number }>(
  puzzles: readonly T[],
  visible: readonly LineRange[],
): { each: T[]; summary: boolean } {
  if (puzzles.length <= ALL_LENSES_UP_TO) return { each: [...puzzles], summary: false };
  const each: T[] = [];
  for (const r of visible) {
    const from = r.start - LENS_MARGIN_LINES;
    const to = r.end + LENS_MARGIN_LINES;
    // Puzzles are in line order: find the first that ends at or after `from`.
    let lo = 0;
    let hi = puzzles.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (puzzles[mid].endLine < from) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < puzzles.length && puzzles[i].line <= to; i++) if (!each.includes(puzzles[i])) each.push(puzzles[i]);
  }
  return { each, summary: true };
}

/** The summary lens of a large file. */
export function fileSummary(puzzles: number): string {
  return `${puzzles.toLocaleString('en-US')} puzzles in this file: lenses show for those on screen`;
}
