/** Which puzzles get their own CodeLens, and a lens's words. */
import { type LineRange, puzzlesNear } from '../../core/windowParse';
import type { SolveResult } from '../../shared/result';
import { lensSolvedByYou, lensSummary } from '../../core/phrases';
import { type KeptTime, playTime } from '../../core/positionForms';
import { plainText } from '../../core/plainText';

/** Plain text: a CodeLens renders `$(name)` as an icon, and a user technique's name is in the difficulty. */
export function codeLensSummary(result: SolveResult): string {
  return plainText(lensSummary(result));
}

/** Above this many puzzles, a file gets lenses only near what is on screen, and one summary lens at its top. */
export const ALL_LENSES_UP_TO = 500;
/** Lines around the visible ranges that get lenses too, so that scrolling a little shows them at once. */
export const LENS_MARGIN_LINES = 60;

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

/** The lens of a puzzle whose file says the player solved it (`#time 12:34 solved`), and in what time; undefined otherwise. */
export function solvedLens(entry: { progress?: { time?: KeptTime } }): string | undefined {
  const time = entry.progress?.time;
  return time?.solved ? lensSolvedByYou(playTime(time.ms)) : undefined;
}
