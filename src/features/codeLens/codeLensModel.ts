/** The summary a CodeLens shows above a puzzle once its verdict is known. */
import type { SolveResult } from '../../shared/result';
import { lensFileSummary, lensSummary } from '../../core/phrases';
import { plainText } from '../../editor/plainText';

/** Plain text: a CodeLens renders `$(name)` as an icon, and a user technique's name is in the difficulty. */
export function codeLensSummary(result: SolveResult): string {
  return plainText(lensSummary(result));
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
  return { each: puzzlesNear(puzzles, visible, LENS_MARGIN_LINES), summary: true };
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

/** The summary lens of a large file. */
export function fileSummary(puzzles: number): string {
  return lensFileSummary(puzzles);
}
