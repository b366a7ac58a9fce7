/**
 * The words of play's hints and its moments: Take step, a puzzle without one
 * solution, the solved board. The webview's labels, and what the host says.
 */
import type { PlayHintStrings } from '../../shared/panelStrings';
import type { SolveResult } from '../../shared/result';
import { t } from '@vscode/l10n';
import { translator } from './l10n';
import { resultMessage } from './status';

const l10n = translator(t);

/** The webview's labels for hints, Take step and the solved moment, part of the panel's words (panelStrings). */
export function playHintStrings(): PlayHintStrings {
  return {
    takeStep: l10n.t('Take step'),
    notUniqueSolve: l10n.t('Solve'),
    solvedTitle: l10n.t('Solved!'),
    solvedTime: l10n.t('Time: {0}'),
    solvedDifficulty: l10n.t('Difficulty {0}: {1}'),
    solvedCheck: l10n.t('Every cell is filled and nothing clashes.'),
    byPlayer: l10n.t('{0}, yours'),
    positionCaption: l10n.t('Your position: your digits, with your marks as the candidates. {0} steps to the solution follow.'),
    positionCaptionOne: l10n.t('Your position: your digits, with your marks as the candidates. One step to the solution follows.'),
    positionCaptionNone: l10n.t('Your position: your digits, with your marks as the candidates. No step follows.'),
    positionStartItem: l10n.t('Start: your position'),
    legendPlayer: l10n.t('yours'),
  };
}

export const takingStep = (): string => l10n.t('Taking the next step from your position…');
/** {0}: the step in words, as a hint's move says it. */
export const stepTaken = (words: string): string => l10n.t('Step taken: {0} (Undo takes it back.)', words);
export const takeStepGuess = (): string =>
  l10n.t('Logic finds nothing more here: the next move is a guess, which Take step does not make. Hint shows the guess to try.');
export const solvingFromGivens = (): string => l10n.t('Solving the puzzle from its givens…');

/** Play on a puzzle without exactly one solution: said at once, with what makes sense to do. */
export function notUniqueText(verdict: Pick<SolveResult, 'status' | 'conflicts' | 'solutions' | 'message' | 'fromPosition'>): string {
  if (verdict.status === 'multiple')
    return l10n.t(
      'This puzzle has more than one solution: no hint can lead to one answer, so hints show their logic without Apply. Solve shows two of its solutions; Explain from here goes as far as logic does from your position.',
    );
  return l10n.t(
    'This puzzle has no solution: {0} Play cannot lead to one. Solve shows why; Explain from here shows what logic finds from your position.',
    resultMessage(verdict) ?? '',
  );
}

/** The solved moment's difficulty: Sudoku Explainer's rating and the hardest technique, when the explanation knows them. */
export function solvedDifficulty(r: Pick<SolveResult, 'status' | 'difficulty'>): { rating: number; difficulty: string } | undefined {
  const d = r.difficulty;
  if (r.status !== 'solved' || !d || d.technique === 'none') return undefined;
  return { rating: d.rating, difficulty: d.technique === 'guess' ? l10n.t('Guessing') : d.name };
}
