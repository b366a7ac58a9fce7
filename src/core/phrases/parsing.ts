/** What the parser and the runner's input say about text that is not a puzzle yet. */
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

// --- reading puzzles ------------------------------------------------------------------

/** What the parser says about text that is not a puzzle yet (src/core/formats.ts). */
export const parsing = {
  fullWidthDigit: (ch: string, ascii: string) => l10n.t("Full-width digit '{0}': write it as '{1}'.", ch, ascii),
  fullWidthPuzzle: (n: number) =>
    l10n.t("This puzzle is written in full-width digits ({0} of them): write them as ASCII digits 1-9, and '.' or '0' for a blank.", n),
  otherBlanksPuzzle: (shown: string, n: number) =>
    l10n.t("This puzzle writes its blanks as {0} ({1} of them): write a blank as '.', '0' or '_'.", shown, n),
  unexpected: (shown: string) => l10n.t("Unexpected character {0}: a cell is a digit 1-9, or '.', '0' or '_' for a blank.", shown),
  strayAfterRow: (shown: string, row: number) =>
    l10n.t('Unexpected character {0} in row {1}, which already has its 9 cells: remove it.', shown, row),
  andMore: (first: string, more: number) =>
    more === 1 ? l10n.t('{0} (and 1 more problem)', first) : l10n.t('{0} (and {1} more problems)', first, more),
  lineCells: (n: number) => l10n.t('This line has {0} cells; a puzzle needs 81.', n),
  rowCells: (row: number, n: number) => l10n.t('Row {0} of the grid has {1} cells; a row needs 9.', row, n),
  gridRows: (n: number) => l10n.t('The grid has {0} rows; a puzzle needs 9.', n),
  linesCells: (n: number) => l10n.t('These lines hold {0} cells; a puzzle needs 81.', n),
  foundCells: (n: number) => l10n.t('Found {0} cells; a puzzle needs 81.', n),
  selectionCells: (n: number) => l10n.t('The selection holds {0} cells; a puzzle needs 81.', n),
  selectionPuzzles: (n: number) => l10n.t('The selection holds {0} puzzles; select one of them, or use Solve All for the whole file.', n),
  foreignDigit: (ch: string, ascii: string) => l10n.t("Digit '{0}' is not an ASCII digit: write it as '{1}'.", ch, ascii),
  foreignPuzzle: (n: number) =>
    l10n.t(
      "This puzzle is written in digits of another script or style ({0} of them): write them as ASCII digits 1-9, and '.' or '0' for a blank.",
      n,
    ),
  markedCharacter: (shown: string, mark: string) => l10n.t('{0} carries a combining mark ({1}): remove the mark.', shown, mark),
  markedPuzzle: (n: number) => l10n.t('Combining marks sit on the cells of this puzzle ({0} of them): remove them.', n),
  wikiFragment: () => l10n.t("In a SudokuWiki link the puzzle follows '?bd=' (or '&bd='), not '#bd='."),
  wikiCells: (n: number) => l10n.t("This SudokuWiki link's bd= holds {0} cells; a puzzle needs 81.", n),
  // Reading the runner's input; `label` is a quoted file name, or "Standard input". Then the engine's entry check.
  stdinLabel: () => l10n.t('Standard input'),
  inputTooLarge: (label: string, mib: number) => l10n.t('{0} is larger than {1} MiB; split it into smaller files.', label, mib),
  inputFolder: (label: string) => l10n.t('{0} is a folder; give a file.', label),
  inputUnreadable: (label: string, why: string) => l10n.t('Cannot read {0}: {1}', label, why),
  pipeWithoutWriter: (label: string, seconds: number) =>
    l10n.t('{0} is a named pipe that nothing opened for writing within {1} s; start the writer first, or give a file.', label, seconds),
  noPuzzleFound: (label: string) => l10n.t('no puzzle found in {0}.', label),
  noPuzzleBinary: (label: string) => l10n.t('no puzzle found in {0}; it holds zero bytes, so it may not be a text file.', label),
  notACell: (shown: string, cell: number) =>
    l10n.t("A puzzle's cells are digits 1-9, or '.', '0' or '_' for a blank; cell {0} is {1}.", cell, shown),
};
