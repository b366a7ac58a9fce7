/** What the parser says about a broken puzzle: one problem per bad character or mark, and a one-sentence summary. */
import type { Problem } from './formats';
import { FOREIGN, MARK, asciiDigit, classAt, isOtherBlank, pairAt } from './formatLines';
import { parsing } from './phrases';

/** At most this many problems are kept per entry (the summary still counts them all): a megabyte of bad characters is not a megabyte of objects. */
export const MAX_PROBLEMS = 100;

const isFullWidth = (cp: number) => cp >= 0xff10 && cp <= 0xff19;

/** A character as a message shows it: itself in quotes when visible, else its code point. */
export function shownChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(ch) ? `'${ch}'` : codePoint(code);
}

const codePoint = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

function describeBad(text: string, at: number): Problem {
  const cp = text.codePointAt(at) ?? 0;
  const ch = String.fromCodePoint(cp);
  const end = at + ch.length;
  if (isFullWidth(cp)) return { code: 'full-width-digit', start: at, end, message: parsing.fullWidthDigit(ch, asciiDigit(ch)) };
  if (classAt(text, at) & FOREIGN) return { code: 'bad-character', start: at, end, message: parsing.foreignDigit(ch, asciiDigit(ch)) };
  return { code: 'bad-character', start: at, end, message: parsing.unexpected(shownChar(ch)) };
}

/** A run of combining marks: the problem covers the character they sit on and the marks, so it shows where the eye looks. */
function describeMark(text: string, at: number): Problem {
  let start = at;
  if (start > 0 && text[start - 1] !== '\n' && text[start - 1] !== '\r') start -= start > 1 && pairAt(text, start - 2) ? 2 : 1;
  let end = at;
  while (end < text.length && classAt(text, end) & MARK) end++;
  const base = text.slice(start, at);
  const message = base
    ? parsing.markedCharacter(shownChar(base), codePoint(text.charCodeAt(at)))
    : parsing.unexpected(codePoint(text.charCodeAt(at)));
  return { code: 'bad-character', start, end, message };
}

/** The problems of a line or block's bad characters and marks, in text order, at most MAX_PROBLEMS. */
export function characterProblems(text: string, bad: readonly number[], marks: readonly number[]): Problem[] {
  const out: Problem[] = [];
  let b = 0;
  let m = 0;
  while (out.length < MAX_PROBLEMS && (b < bad.length || m < marks.length)) {
    if (m >= marks.length || (b < bad.length && bad[b] < marks[m])) out.push(describeBad(text, bad[b++]));
    else out.push(describeMark(text, marks[m++]));
  }
  return out;
}

/**
 * One sentence for a list of problems. `total` counts the problems there are,
 * kept or not; `kinds` says whether they are all digits written another way,
 * or all marks, for a summary that names the one fix.
 */
export function summarize(
  problems: Problem[],
  total: number,
  kinds: { foreign: number; marks: number; fullWidth: number; otherBlanks?: { count: number; shown: string } },
): string {
  if (kinds.fullWidth > 1 && kinds.fullWidth === total) return parsing.fullWidthPuzzle(total);
  if (kinds.otherBlanks && kinds.otherBlanks.count > 1 && kinds.otherBlanks.count === total) {
    return parsing.otherBlanksPuzzle(kinds.otherBlanks.shown, total);
  }
  if (kinds.foreign > 1 && kinds.foreign === total) return parsing.foreignPuzzle(total);
  if (kinds.marks > 1 && kinds.marks === total) return parsing.markedPuzzle(total);
  return total === 1 ? problems[0].message : parsing.andMore(problems[0].message, total - 1);
}

/** How many of the bad characters are blanks written another way ('x', 'X', '?'), and the first of them as a message shows it. */
export function otherBlankCount(text: string, bad: readonly number[]): { count: number; shown: string } {
  let count = 0;
  for (const o of bad) if (isOtherBlank(text.charCodeAt(o))) count++;
  return { count, shown: count ? shownChar(text[bad.find((o) => isOtherBlank(text.charCodeAt(o)))!]) : '' };
}

/** How many of the bad characters are full-width digits. */
export function fullWidthCount(text: string, bad: readonly number[]): number {
  let n = 0;
  for (const o of bad) if (isFullWidth(text.charCodeAt(o))) n++;
  return n;
}
