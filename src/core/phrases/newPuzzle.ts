/** New Puzzle: its quick picks, progress and the comment above each puzzle. */
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

// --- New Puzzle ----------------------------------------------------------------------------

export const newPuzzle = {
  title: (step: number) => l10n.t('Sudoku: New Puzzle ({0}/3)', step),
  howHard: () => l10n.t('How hard?'),
  whichSymmetry: () => l10n.t('Which symmetry for the givens?'),
  howMany: () => l10n.t('How many puzzles?'),
  making: () => l10n.t('Sudoku: making new puzzles'),
  madeSome: (problem: string, made: number, count: number) => l10n.t('Sudoku: {0} Made {1} of {2}.', problem, made, count),
  notInserted: () => l10n.t('The puzzles could not be inserted: the editor refused the edit.'),
  bands: {
    easy: () => l10n.t('Easy'),
    medium: () => l10n.t('Medium'),
    hard: () => l10n.t('Hard'),
    fiendish: () => l10n.t('Fiendish'),
    diabolical: () => l10n.t('Diabolical'),
  },
  anyDifficulty: () => l10n.t('Any difficulty'),
  firstUnique: () => l10n.t('the first unique puzzle'),
  erFrom: (min: string) => l10n.t('ER {0} and above (needs chains or guessing)', min),
  erUpTo: (max: string) => l10n.t('ER up to {0}', max),
  erRange: (min: string, max: string) => l10n.t('ER {0} to {1}', min, max),
  symmetries: {
    rotational: () => [l10n.t('Rotational'), l10n.t('the givens look the same turned half a circle')],
    mirror: () => [l10n.t('Mirror'), l10n.t('left and right halves mirror each other')],
    diagonal: () => [l10n.t('Diagonal'), l10n.t('mirrored in the main diagonal')],
    none: () => [l10n.t('None'), l10n.t('givens anywhere')],
  },
  /** A symmetric choice's second line, at a band where symmetric puzzles are seldom found. */
  rarelyThatHard: () => l10n.t('Seldom this hard with symmetric givens: may run out of time'),
  count: (n: number) => (n === 1 ? l10n.t('one puzzle') : l10n.t('{0} puzzles', n)),
  /** The comment line above each new puzzle. */
  comment: (rating: string, technique: string, givens: number, symmetry: string, minimal: boolean, seed: number) =>
    minimal
      ? l10n.t('rating {0} ({1}), {2} givens, symmetry {3}, minimal, seed {4}', rating, technique, givens, symmetry, seed)
      : l10n.t('rating {0} ({1}), {2} givens, symmetry {3}, seed {4}', rating, technique, givens, symmetry, seed),
};
