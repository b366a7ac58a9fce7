/** The small words every other phrase is built from: cells, units, digit sets, counts and durations. */
import { t } from '@vscode/l10n';
import { cellId } from '../../shared/cells';
import { translator } from './l10n';

const l10n = translator(t);

/** A cell in a sentence: its id (shared/cells.ts), which a translation may wrap but files never depend on. */
export const cellName = (cell: number): string => cellId(cell);

/** Digits as a set, "{4,6}", the one way steps and guess logs write them: "46" would read as forty-six. */
export const digitSet = (digits: Iterable<number | string>): string => `{${[...digits].join(',')}}`;

/** A variant adds diagonals and windows, and a jigsaw's regions replace the boxes (sql/board/variant.sql). */
export type UnitKind = 'row' | 'column' | 'box' | 'region' | 'diagonal' | 'window';

/** "row 3", "column 5", "box 7": `n` counts from 1 within its kind. The SQL's unit table gives kind and n, never the name. */
export function unitName(kind: UnitKind, n: number): string {
  switch (kind) {
    case 'row':
      return l10n.t('row {0}', n);
    case 'column':
      return l10n.t('column {0}', n);
    case 'box':
      return l10n.t('box {0}', n);
    case 'region':
      return l10n.t('region {0}', n);
    case 'diagonal':
      return n === 1 ? l10n.t('the diagonal r1c1-r9c9') : l10n.t('the diagonal r1c9-r9c1');
    case 'window':
      return l10n.t('window {0}', n);
  }
}

/**
 * A unit by its id, numbered as in sql/board/schema.sql: rows 0..8, columns
 * 9..17, boxes 18..26; a variant's diagonals 27 and 28, windows 29..32.
 */
export const unitNameOf = (id: number): string =>
  id >= 29
    ? unitName('window', id - 28)
    : id >= 27
      ? unitName('diagonal', id - 26)
      : unitName((['row', 'column', 'box'] as const)[Math.floor(id / 9)], (id % 9) + 1);

/** Two clashing digits that share no unit: a knight's or a king's move apart (anti-knight, anti-king). */
export const farPeersName = (move: 'knight' | 'king'): string =>
  move === 'knight' ? l10n.t("a knight's move apart") : l10n.t("a king's move apart");

// --- counts ------------------------------------------------------------------

export const givensCount = (n: number): string => (n === 1 ? l10n.t('1 given') : l10n.t('{0} givens', n));
export const guessesCount = (n: number): string => (n === 1 ? l10n.t('1 guess') : l10n.t('{0} guesses', n));
export const stepsCount = (n: number): string => (n === 1 ? l10n.t('1 step') : l10n.t('{0} steps', n));
export const puzzlesCount = (n: number): string => (n === 1 ? l10n.t('1 puzzle') : l10n.t('{0} puzzles', n));
export const statementsCount = (n: number): string => (n === 1 ? l10n.t('1 SQL statement') : l10n.t('{0} SQL statements', n));
/** A duration for people: whole milliseconds below a second, then tenths of a second. */
export const duration = (ms: number): string => (ms < 1000 ? l10n.t('{0} ms', Math.round(ms)) : l10n.t('{0} s', (ms / 1000).toFixed(1)));
