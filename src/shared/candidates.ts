/**
 * Candidates, one vocabulary for host, webview and workers. A cell's
 * candidates are its digits in order as text ('1245'): the form positions,
 * boards, steps and files use. The player's layers (pencil and corner marks)
 * keep them as a 9-bit mask, bit d-1 for digit d, and the engine loads a
 * position's candidates as nine '1'/'0' flags a cell. These are the only
 * converters between the forms.
 */
import { DIGITS } from './cells';

/** A cell's candidates as a 9-bit mask: bit d-1 for digit d. */
export type CandidateMask = number;

/** Every digit a candidate. */
export const ALL_CANDIDATES: CandidateMask = 0x1ff;

/** The mask of one digit. */
export const bit = (d: number): CandidateMask => 1 << (d - 1);

/** The mask of a cell's candidates written as text; null or '' is none. */
export function maskOf(text: string | null | undefined): CandidateMask {
  let m = 0;
  for (const ch of text ?? '') if (ch >= '1' && ch <= '9') m |= bit(Number(ch));
  return m;
}

/** A mask's candidates as text, in order: 0 is ''. */
export function textOf(mask: CandidateMask): string {
  let t = '';
  for (let d = 1; d <= 9; d++) if (mask & bit(d)) t += d;
  return t;
}

/** A mask's digits, in order. */
export function digitsIn(mask: CandidateMask): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & bit(d)) out.push(d);
  return out;
}

/** Candidates text made canonical: each digit once, in order, anything else dropped. */
export function inOrder(text: string): string {
  return [...DIGITS].filter((d) => text.includes(d)).join('');
}

/** The 81 cells' masks as text. */
export const textsOf = (masks: readonly CandidateMask[]): string[] => masks.map(textOf);

/** The 81 cells' texts as masks (null, where nothing is written, is 0). */
export const masksOf = (texts: readonly (string | null)[]): CandidateMask[] => texts.map(maskOf);

/**
 * A position's candidates as the engine loads them: nine characters a cell,
 * '1' where the digit may stay and '0' where the position removed it; a cell
 * with nothing written (null) keeps all nine.
 */
export function engineFlags(candidates: readonly (string | null)[]): string {
  let out = '';
  for (let i = 0; i < 81; i++) {
    const c = candidates[i];
    for (const d of DIGITS) out += c === null || c === undefined || c.includes(d) ? '1' : '0';
  }
  return out;
}
