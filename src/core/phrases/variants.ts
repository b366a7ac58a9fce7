/** What the variant lines under a puzzle get said about them (src/core/variants.ts). */
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

export const variantWords = {
  strayLine: () =>
    l10n.t('This variant line is under no puzzle: it belongs right under the puzzle it is about (or under its #progress lines).'),
  unknownName: (word: string) =>
    l10n.t(
      "Unknown variant '{0}': the variants are x, windoku, jigsaw, killer, anti-knight and anti-king. This puzzle is solved without it.",
      word,
    ),
  noName: () => l10n.t('This #variant line names no variant: write x, windoku, jigsaw, killer, anti-knight or anti-king after it.'),
  jigsawWithoutRegions: () =>
    l10n.t('A jigsaw needs its regions: add a #regions line with 81 digits or letters, one a cell. Until then its boxes are used.'),
  regionsLength: (n: number) =>
    l10n.t('A region map needs 81 cells, one digit or letter a cell; this one has {0}. Until it reads, the boxes are used.', n),
  regionsSymbols: (symbol: string, n: number) =>
    l10n.t("A region map names nine regions; '{0}' is a tenth ({1} in all). Until it reads, the boxes are used.", symbol, n),
  regionSize: (symbol: string, n: number) =>
    l10n.t("Region '{0}' has {1} cells; each region needs 9. Until the map reads, the boxes are used.", symbol, n),
  regionSplit: (symbol: string) =>
    l10n.t(
      "Region '{0}' is in pieces: this cell does not touch the rest of it side to side. Until the map reads, the boxes are used.",
      symbol,
    ),
  extraLine: (word: string) => l10n.t('A second {0} line under this puzzle is not read: only the first is.', word),
  killerWithoutCages: () =>
    l10n.t('A killer needs its cages: add a #cages line, such as #cages 3=r1c1+r1c2; 15=r1c3+r1c4+r1c5. Until then it has none.'),
  cageWord: (word: string) =>
    l10n.t(
      "'{0}' is not part of a cage: a cage is its sum, then its cells, such as 15=r1c3+r1c4+r1c5; cages are separated by ';'. This cage is not read.",
      word,
    ),
  cageEmpty: () => l10n.t('This line lists no cage: write a sum, then its cells, such as #cages 15=r1c3+r1c4+r1c5.'),
  cageOutside: (cell: string) => l10n.t("Cell '{0}' is outside the grid: rows and columns run from 1 to 9. This cage is not read.", cell),
  cageCellTwice: (cell: string) => l10n.t('{0} is listed twice in this cage: it is read once.', cell),
  cageOverlap: (cell: string) => l10n.t('{0} is already in another cage: a cell belongs to one cage only. This cage is not read.', cell),
  cageNoCells: (sum: number) => l10n.t('This cage of sum {0} lists no cells. It is not read.', sum),
  cageTooBig: (size: number) =>
    l10n.t('This cage has {0} cells: no cage holds more than 9, as its digits are all different. It is not read.', size),
  cageSum: (sum: number, size: number, low: number, high: number) =>
    l10n.t(
      'No {1} different digits add up to {0}: a cage of {1} cells sums to between {2} and {3}. This cage is not read.',
      sum,
      size,
      low,
      high,
    ),
  cagesTotal: (total: number) =>
    l10n.t('The cages cover the whole grid, so their sums must add up to 405 (45 for each row); these add up to {0}.', total),
  unitTotal: (unit: string, total: number) =>
    l10n.t('The cages inside {0} fill it exactly, so their sums must add up to 45; they add up to {1}.', unit, total),
  linkUnsupported: (key: string) =>
    l10n.t(
      "This link's '{0}' is not supported: X, Windoku, Jigsaw, Killer, anti-knight and anti-king are. The puzzle is solved without it.",
      key,
    ),
};

/** What is said about a link or killer line that cannot be read (src/core/linkForms.ts). */
export const linkWords = {
  fpuzzlesShort: () =>
    l10n.t('This f-puzzles link names a puzzle kept on the site (?id=), which cannot be read here: open it and copy its ?load= link.'),
  sudokuPadOther: () =>
    l10n.t(
      "This SudokuPad link does not carry an f-puzzles document ('fpuzzles...'): a puzzle kept on the site or in SudokuPad's own form cannot be read here.",
    ),
  wikiKiller: () =>
    l10n.t(
      'This SudokuWiki killer link is not in the form read here: bd= 81 colour digits, a comma, then 81 two-digit clues (the packed forms with progress are not read).',
    ),
  notDecoded: () => l10n.t('This link does not hold an f-puzzles document: its data does not decode. Was it cut short?'),
  not9x9: () => l10n.t('This link holds a puzzle that is not 9×9: only 9×9 puzzles are read.'),
  fault: (kind: string, word: string) => {
    switch (kind) {
      case 'arrow-off':
        return l10n.t("This arrow '{0}' points off the grid: every cell of a killer line points towards a cell of its cage.", word);
      case 'arrow-loop':
        return l10n.t('The arrows from {0} go round in a loop and never reach a cage sum.', word);
      case 'sum-char':
        return word === '0'
          ? l10n.t('A cage with no total (0) is not a killer cage: it is not read, so the line is not either.')
          : l10n.t("'{0}' is not a cage sum: sums are written 1-9, A-Z (10-35) or a-j (36-45).", word);
      case 'sudocue-count':
        return l10n.t('A SudoCue killer line has 81 numbers after 3x3:d:k: or 3x3::k:, one a cell; this one has {0}.', word);
      case 'wiki-killer':
        return l10n.t('A second clue in the cage of {0}: each cage has one clue, in its first cell.', word);
      default:
        return l10n.t(
          "This SudoCue killer line does not read at '{0}': it is 3x3:, d or nothing, :k:, then 81 numbers (sum × 256 + cage id), one cage's cells with one sum.",
          word,
        );
    }
  },
};
