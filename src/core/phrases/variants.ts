/** What the variant lines under a puzzle get said about them (src/core/variants.ts). */
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

export const variantWords = {
  strayLine: () =>
    l10n.t('This variant line is under no puzzle: it belongs right under the puzzle it is about (or under its #progress lines).'),
  unknownName: (word: string) =>
    l10n.t(
      "Unknown variant '{0}': the variants are x, windoku, jigsaw, anti-knight and anti-king. This puzzle is solved without it.",
      word,
    ),
  noName: () => l10n.t('This #variant line names no variant: write x, windoku, jigsaw, anti-knight or anti-king after it.'),
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
  playNotYet: () =>
    l10n.t(
      'Play does not know variants yet: Solve, Check and Hint do. This puzzle would be played by the classic rules, so it is not opened.',
    ),
  cageUnsupported: () =>
    l10n.t('Killer cages are not solved yet: this #cage line is not read, and the puzzle is solved without its cages.'),
};
