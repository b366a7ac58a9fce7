/**
 * Why a pattern step holds, one sentence a technique (src/core/stepWords.ts
 * picks the sentence and fills it from the step's cells, digits and unit).
 * Each sentence is whole, so that a translator sees it whole.
 */
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

/** "r2c4 and r2c7", "1, 4 and 7": a list, its last item joined with "and". */
export function listAnd(items: (string | number)[]): string {
  const all = items.map(String);
  return all.length < 2 ? (all[0] ?? '') : l10n.t('{0} and {1}', all.slice(0, -1).join(', '), all[all.length - 1]);
}

/** The pieces of a pattern's sentence: cells, units and digits come as text, listed already. */
export const patternWords = {
  fullHouse: (cell: string, unit: string, d: number) =>
    l10n.t('{0} is the last empty cell of {1}: it takes {2}, the one digit {1} still lacks.', cell, unit, d),
  hiddenSingle: (cell: string, unit: string, d: number) =>
    l10n.t('Every other cell of {0} is filled or has lost {1}: {1} has no place in {0} but {2}.', unit, d, cell),
  nakedSingle: (cell: string, d: number) =>
    l10n.t('Every digit but {0} is ruled out of {1}, by its row, column and box or by the steps before: {1} can only be {0}.', d, cell),
  directPointing: (box: string, d: number, cells: string, line: string, placed: string, unit: string) =>
    l10n.t(
      'In {0}, {1} can go only in {2}, all in {3}: so it goes nowhere else in {3}, and that leaves {4} the one place for {1} in {5}.',
      box,
      d,
      cells,
      line,
      placed,
      unit,
    ),
  directClaiming: (line: string, d: number, cells: string, box: string, placed: string, unit: string) =>
    l10n.t(
      'In {0}, {1} can go only in {2}, all in {3}: so it goes nowhere else in {3}, and that leaves {4} the one place for {1} in {5}.',
      line,
      d,
      cells,
      box,
      placed,
      unit,
    ),
  directHidden: (unit: string, n: number, cells: string, placed: string, d: number) =>
    l10n.t(
      'In {0}, {1} digits can go only in {2}: those cells hold them and nothing else, which leaves {3} the one place for {4} in {0}.',
      unit,
      n,
      cells,
      placed,
      d,
    ),
  lockedExtra: (unit: string, d: number, cells: string, removed: string) =>
    l10n.t('In {0}, {1} can go only in {2}, which lie in one more unit too: {1} goes there in that unit, so {3}.', unit, d, cells, removed),
  lockedSeen: (unit: string, d: number, cells: string, removed: string) =>
    l10n.t('In {0}, {1} can go only in {2}, and a cell that sees them all would leave {0} no place for {1}: {3}.', unit, d, cells, removed),
  cageSets: (cells: string, sum: number, digits: string, removed: string) =>
    l10n.t(
      '{0} hold different digits that add up to {1}: the sets of digits that do so, and still fit their candidates, use only {2}. So {3}.',
      cells,
      sum,
      digits,
      removed,
    ),
  cageNoSet: (cells: string, sum: number) =>
    l10n.t(
      '{0} must hold different digits that add up to {1}, and no set of digits that does so fits their candidates any more.',
      cells,
      sum,
    ),
  cageNeeds: (cells: string, sum: number, d: number, removed: string) =>
    l10n.t(
      'Every set of digits that still fits the {1} cage holds {2}, so the cage holds {2}, in one of {0}, its only places for it: {3}.',
      cells,
      sum,
      d,
      removed,
    ),
  cageConfined: (unit: string, d: number, cells: string, sum: number, removed: string) =>
    l10n.t(
      'In {0}, {1} can go only in {2}, all in the {3} cage: the cage holds {1} there, so its other cells cannot, nor can the sets of digits without {1} fill it: {4}.',
      unit,
      d,
      cells,
      sum,
      removed,
    ),
  innieOne: (unit: string, cells: string, sum: number, cell: string, d: number) =>
    l10n.t(
      '{0} holds 1 to 9, 45 in all, and the cages wholly inside it leave {1} to make up the rest, {2} (the rule of 45): {3}, the one of them still open, takes what is left, {4}.',
      unit,
      cells,
      sum,
      cell,
      d,
    ),
  innieSet: (unit: string, cells: string, sum: number, digits: string, removed: string) =>
    l10n.t(
      '{0} holds 1 to 9, 45 in all, and the cages wholly inside it leave {1} to make up the rest, {2} (the rule of 45): the sets of different digits that add up to {2}, and still fit, use only {3}. So {4}.',
      unit,
      cells,
      sum,
      digits,
      removed,
    ),
  outieOne: (unit: string, cells: string, sum: number, cell: string, d: number) =>
    l10n.t(
      'The cages that cover {0} add up to more than its 45, and {1}, their cells outside it, make up the difference, {2} (the rule of 45): {3}, the one of them still open, takes what is left, {4}.',
      unit,
      cells,
      sum,
      cell,
      d,
    ),
  outieSet: (unit: string, cells: string, sum: number, digits: string, removed: string) =>
    l10n.t(
      'The cages that cover {0} add up to more than its 45, and {1}, their cells outside it, see one another (the rule of 45): they make up the difference, {2}, in different digits, and the sets that do so and still fit use only {3}. So {4}.',
      unit,
      cells,
      sum,
      digits,
      removed,
    ),
  pointing: (box: string, d: number, cells: string, line: string) =>
    l10n.t(
      'In {0}, {1} can go only in {2}, all in {3}: {1} goes in {3} inside {0}, so it can be nowhere else in {3}.',
      box,
      d,
      cells,
      line,
    ),
  claiming: (line: string, d: number, cells: string, box: string) =>
    l10n.t('In {0}, {1} can go only in {2}, all in {3}: {1} goes in {3} on {0}, so it can be nowhere else in {3}.', line, d, cells, box),
  nakedSet: (cells: string, digits: string, n: number, unit: string) =>
    l10n.t(
      '{0} hold only {1} between them, so those {2} digits go in those {2} cells of {3}: none of them can be anywhere else in {3}.',
      cells,
      digits,
      n,
      unit,
    ),
  hiddenSet: (unit: string, digits: string, cells: string, n: number) =>
    l10n.t(
      'In {0}, {1} can go only in {2}: those {3} cells must hold those {3} digits, so no other digit can go in them.',
      unit,
      digits,
      cells,
      n,
    ),
  fish: (d: number, bases: string, cells: string, covers: string) =>
    l10n.t(
      'In {1}, {0} can go only in {2}: each of {1} puts {0} in a different one of {3}, so {0} fills {3} there and can be nowhere else in them.',
      d,
      bases,
      cells,
      covers,
    ),
  xyWing: (pivot: string, pincers: string, z: number) =>
    l10n.t(
      '{0} holds two digits, each shared with one of {1}, which hold {2} as well: whichever digit {0} takes, one of {1} is {2}, so no cell that sees both can be {2}.',
      pivot,
      pincers,
      z,
    ),
  xyzWing: (pivot: string, pincers: string, z: number, all: string) =>
    l10n.t(
      '{0} holds three digits and {1} two of them each, both with {2}: whichever digit {0} takes, {2} is in one of {3}, so no cell that sees all three can be {2}.',
      pivot,
      pincers,
      z,
      all,
    ),
  uniqueRectangle: (cells: string, digits: string, verdict: string) =>
    l10n.t(
      '{0}, the corners of a rectangle, must not end up holding only {1}: the two could then be swapped round it, a second solution to a puzzle that has one. So {2}.',
      cells,
      digits,
      verdict,
    ),
  uniqueRectangleSet: (cells: string, digits: string, unit: string, verdict: string) =>
    l10n.t(
      '{0}, the corners of a rectangle, must not end up holding only {1}: the two could then be swapped round it, a second solution to a puzzle that has one. So the corners that hold more take one of their other digits, and those act as one more cell of a naked set in {2}: so {3}.',
      cells,
      digits,
      unit,
      verdict,
    ),
  uniqueLoop: (cells: string, digits: string, verdict: string) =>
    l10n.t(
      '{0}, a loop, must not end up holding only {1}: the two could then be swapped all round it, a second solution to a puzzle that has one. So {2}.',
      cells,
      digits,
      verdict,
    ),
  bugPlace: (cell: string, d: number) =>
    l10n.t(
      'Every other empty cell holds two digits: if {0} were not {1}, each digit would have two places in every row, column and box, a grid with two solutions, and the puzzle has one. So {0} is {1}.',
      cell,
      d,
    ),
  bugRemove: (cells: string, d: number) =>
    l10n.t(
      'Without {1} in {0}, every empty cell would hold two digits, each with two places in every row, column and box: a grid with two solutions, and the puzzle has one. So {1} is in one of {0}, and no cell that sees them all can be {1}.',
      cells,
      d,
    ),
  alignedPair: (cells: string, d: number, at: string, verdict: string) =>
    l10n.t(
      'Every way of filling {0} with {1} in {2} would leave a cell that sees both with no candidate, or put one digit twice in a unit: so {3}.',
      cells,
      d,
      at,
      verdict,
    ),
  /** "r1c5 is not 2", "2 can go in none of r1c5, r3c5": what a removal concludes. */
  isNot: (cell: string, d: number) => l10n.t('{0} is not {1}', cell, d),
  noneOf: (d: number, cells: string) => l10n.t('{0} can go in none of {1}', d, cells),
  canBeNone: (cell: string, digits: string) => l10n.t('{0} can be none of {1}', cell, digits),
  /** A step's words and the sentence of why, together: "Naked pair …: removes 3 from r2c1. r2c4 and r2c7 hold …". */
  withWhy: (step: string, why: string) => l10n.t('{0}. {1}', step, why),
};
