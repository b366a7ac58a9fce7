/** The hover, the CodeLens and the status bar item of background checks. */
import type { SolveResult, Step } from '../../shared/result';
import { cellName, givensCount } from './words';
import { resultDifficulty, statusIcon, statusWord, verdictSummary } from './status';
import { describeStep } from './steps';
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

// --- hover and CodeLens ----------------------------------------------------------------

export const hoverVerdict = (r: Pick<SolveResult, 'status' | 'difficulty' | 'givens'> | undefined): string =>
  r ? l10n.t('Verdict: {0}.', verdictSummary(r)) : l10n.t('Verdict: not checked yet.');
export const hoverCellGiven = (cell: number, d: string): string => l10n.t('{0}: given {1}', cellName(cell), d);
export const hoverCellCandidates = (cell: number, cands: string): string =>
  cands ? l10n.t('{0}: candidates {1}', cellName(cell), cands.split('').join(' ')) : l10n.t('{0}: no candidate fits', cellName(cell));
/** The answer, and the step that placed it with why (`said`). */
export const hoverCellAnswer = (d: string, step?: Step, said?: string): string =>
  step ? l10n.t('Solution: {0}, placed at step {1}: {2}', d, step.n, withStop(describeStep(step, said))) : l10n.t('Solution: {0}.', d);
const withStop = (text: string) => (/[.!?]$/.test(text) ? text : l10n.t('{0}.', text));
export const hoverGridLegend = (): string => l10n.t('[5] is a given; ! marks a duplicate; - a cell with no candidate.');
export const hoverGridCounts = (): string =>
  l10n.t('1245+ is a cell with more candidates than fit here, the first of them shown: hover over the cell for them all.');
export const hoverAnswersHidden = (): string => l10n.t('Answers are hidden (setting sudoku.hover.showAnswers).');

/** The lens above a puzzle once its verdict is known. */
export function lensSummary(r: Pick<SolveResult, 'status' | 'difficulty' | 'givens'>): string {
  if (r.status === 'solved' && r.givens === 81) return l10n.t('✓ complete');
  const parts = [
    l10n.t('{0} {1}', statusIcon(r.status), r.status === 'solved' ? l10n.t('unique') : statusWord(r.status)),
    givensCount(r.givens),
  ];
  const d = resultDifficulty(r);
  if (d) parts.push(d);
  return parts.join(' · ');
}
export const lensSolve = (): string => l10n.t('Solve');
export const lensCandidates = (): string => l10n.t('Candidates');
export const lensSolveAll = (): string => l10n.t('Solve All');
/** The summary lens at the top of a large file. */
export const lensFileSummary = (puzzles: number): string =>
  l10n.t('{0} puzzles in this file: lenses show for those on screen', puzzles.toLocaleString('en-US'));

/** The status bar item of background checks. */
export const checks = {
  name: () => l10n.t('Sudoku checks'),
  progress: (done: number, total: number) =>
    l10n.t('Sudoku: checked {0} of {1}', done.toLocaleString('en-US'), total.toLocaleString('en-US')),
  tooltip: (where: string) => l10n.t('Checking the puzzles of {0} in the background', where),
};
