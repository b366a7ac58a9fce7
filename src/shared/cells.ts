/**
 * The grid's vocabulary, one definition for host, webview and workers: the
 * digits, and a cell's id as files and notations write it ('r3c5', in the
 * `#marks` line, Eureka notation, a step's conclusion). The id is a file
 * format, never translated: the phrases (core/phrases, `cellName`) wrap it.
 */

/** The nine digits, in order. */
export const DIGITS = '123456789';

/** A digit 1-9 (one character). */
export function isDigit(ch: string | undefined): ch is string {
  return ch !== undefined && ch.length === 1 && ch >= '1' && ch <= '9';
}

/** A cell's id, 'r3c5' (rows and columns from 1), as files write it. */
export function cellId(cell: number): string {
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
}

/** The cell an id names (0-80), or undefined for anything else. */
export function cellOfId(id: string): number | undefined {
  const m = /^r([1-9])c([1-9])$/.exec(id);
  return m ? (Number(m[1]) - 1) * 9 + Number(m[2]) - 1 : undefined;
}
