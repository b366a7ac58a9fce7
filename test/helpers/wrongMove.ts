/**
 * A wrong digit that takes no answer out of another cell's marks: in none of
 * its cell's row, column and box does an empty cell have that digit for its
 * answer, so placing it is one mistake, not several. For tests of Check my progress.
 */
import { peersOf } from './replay';

export function loneWrongDigit(board: string, solution: string, cells: readonly number[]): { cell: number; d: number } {
  for (const cell of cells) {
    for (let d = 1; d <= 9; d++) {
      if (String(d) === solution[cell]) continue;
      if (peersOf(cell).every((p) => board[p] !== '.' || solution[p] !== String(d))) return { cell, d };
    }
  }
  throw new Error('no lone wrong digit on this board');
}
