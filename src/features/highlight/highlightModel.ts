/**
 * Document highlights: with the cursor on a digit of a puzzle, the cells of
 * that puzzle holding the same digit, as a Sudoku player looks for them. Pure:
 * no `vscode` here.
 */
import type { Entry } from '../../core/formats';
import { isDigit } from '../../shared/cells';

/**
 * The text offsets of the cells that hold the digit under the cursor, that
 * cell included; none when the cursor is not on a digit of this puzzle. The
 * cursor is on a cell when it is just before it, or just after it and not
 * just before another.
 */
export function sameDigitCells(entry: Entry, offset: number): number[] {
  if (entry.kind !== 'puzzle') return [];
  let cell = entry.offsets.indexOf(offset);
  if (cell < 0 || !isDigit(entry.cells[cell])) cell = entry.offsets.indexOf(offset - 1);
  if (cell < 0 || !isDigit(entry.cells[cell])) return [];
  const digit = entry.cells[cell];
  return entry.offsets.filter((_, i) => entry.cells[i] === digit);
}
