/** Sharing: what was copied or saved, the Markdown explanation, the guess table. */
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

// --- sharing ---------------------------------------------------------------------------

export const sharing = {
  copied: (what: string) => l10n.t('Sudoku: copied {0}', what),
  saved: (path: string) => l10n.t('Sudoku: saved {0}', path),
  explaining: () => l10n.t('Sudoku: explaining'),
  exportTitle: () => l10n.t('Sudoku: export the board'),
  line: () => l10n.t('the puzzle as one line'),
  wikiLink: () => l10n.t('a SudokuWiki link'),
  fpuzzlesLink: () => l10n.t('an f-puzzles link'),
  sudokuPadLink: () => l10n.t('a SudokuPad link'),
  wikiCannot: () =>
    l10n.t(
      "Sudoku: SudokuWiki's links carry a classic puzzle, or a killer with no givens, no other rule and each cage in one piece; not this one. Copy it as an f-puzzles or SudokuPad link instead.",
    ),
  pencilMarks: () => l10n.t('the pencil-mark grid'),
  candidateLine: () => l10n.t('the 729-character candidate line'),
  progress: () => l10n.t('the puzzle with its progress'),
  markdown: () => l10n.t('the explanation as Markdown'),
};

/** The explanation as Markdown (Copy Explanation): its headings and lines. */
export const markdown = {
  difficulty: (d: string) => l10n.t('difficulty {0}', d),
  solution: (s: string) => l10n.t('Solution: {0}', s),
  openInWiki: () => l10n.t('Open in SudokuWiki'),
  steps: () => l10n.t('Steps'),
  underGuess: (n: number) => l10n.t('(under guess #{0})', n),
  guessLog: () => l10n.t('Guess log'),
};

/** The guess table's column heads (CLI and Markdown): one word each, as the table is split on runs of spaces. */
export const guessColumns = (): string[] => [
  l10n.t('#'),
  l10n.t('row'),
  l10n.t('col'),
  l10n.t('value'),
  l10n.t('choices'),
  l10n.t('depth'),
  l10n.t('outcome'),
];
