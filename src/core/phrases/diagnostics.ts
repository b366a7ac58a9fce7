/** Diagnostics, quick fixes, and the commands' targets. */
import { cellName } from './words';
import { differencePhrase } from './status';
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

// --- diagnostics -----------------------------------------------------------------------

export const duplicateGiven = (d: number, other: number, unit: string): string =>
  l10n.t('Duplicate given: {0} is also at {1} in {2}.', d, cellName(other), unit);
export const otherDuplicate = (d: number, unit: string, other: number): string =>
  l10n.t('The other {0} in {1} ({2})', d, unit, cellName(other));
export const noSolutionDiagnostic = (): string =>
  l10n.t('This puzzle has no solution: the givens do not clash, but no grid completes them.');
export const multipleDiagnostic = (solutions: [string, string]): string =>
  l10n.t('More than one solution: {0}.', differencePhrase(solutions));
export const differsRelated = (cell: number, a: string, b: string): string =>
  l10n.t('{0} differs between two solutions ({1} or {2})', cellName(cell), a, b);

// --- quick fixes and targets ---------------------------------------------------------------

export const fixes = {
  removeDuplicate: (d: string) => l10n.t('Remove this duplicate given ({0})', d),
  removeCageRepeat: (cell: string) => l10n.t('Remove the repeated {0} from this cage', cell),
  blanksToDots: () => l10n.t("Write blanks as '.'"),
  toLine: () => l10n.t('Convert puzzle to one line'),
  toGrid: () => l10n.t('Convert puzzle to a grid'),
  strayToBlank: (shown: string) => l10n.t('Replace {0} with a blank', shown),
  deleteStray: (shown: string) => l10n.t('Delete {0}', shown),
  wideToDigit: (shown: string, digit: string) => l10n.t('Replace {0} with {1}', shown, digit),
  addBlankAtEnd: () => l10n.t('Add a blank at the end, making 81 cells'),
  dropBlankAtEnd: () => l10n.t('Delete the blank at the end, making 81 cells'),
  addBlankToRow: () => l10n.t('Add a blank at the end of this row, making 9 cells'),
  dropBlankFromRow: () => l10n.t('Delete the blank at the end of this row, making 9 cells'),
};

export const targets = {
  documentClosed: () => l10n.t('That document is no longer open.'),
  noPuzzleOnLine: (line: number) => l10n.t('No puzzle on line {0} any more.', line + 1),
  openFile: () => l10n.t('Open a file with a puzzle first.'),
  putCursor: () => l10n.t('Put the cursor on a puzzle, or select one (any text with 81 cells).'),
};
