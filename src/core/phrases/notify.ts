/** Notifications, progress titles, buttons, and the Solve All summary. */
import type { SolveResult } from '../../shared/result';
import { puzzlesCount, duration } from './words';
import { ShownStatus, resultDifficulty, resultMessage, statusHeading, statusWord } from './status';
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

// --- notifications, progress and buttons ---------------------------------------------

export const showLogAction = (): string => l10n.t('Show Log');
export const actions = {
  retry: () => l10n.t('Retry'),
  showLog: showLogAction,
  showProblems: () => l10n.t('Show Problems'),
  showSummary: () => l10n.t('Show Summary'),
  solve: () => l10n.t('Solve'),
  candidates: () => l10n.t('Candidates'),
  insertSolution: () => l10n.t('Insert Solution'),
  showBoth: () => l10n.t('Show Both Solutions'),
  raiseTimeLimit: () => l10n.t('Raise Time Limit'),
  moreHint: () => l10n.t('More'),
};

export const sqlFileMissing = (file: string): string => l10n.t('Sudoku: the SQL file {0} is missing from this installation.', file);
/** Why the text at the cursor is not a puzzle; a selection's own message says it all (it may hold several). */
export const notAPuzzleYet = (entry: { message: string; form: string }): string =>
  entry.form === 'selection' ? l10n.t('Sudoku: {0}', entry.message) : l10n.t('Sudoku: this is not a puzzle yet. {0}', entry.message);
export const sudokuSays = (message: string): string => l10n.t('Sudoku: {0}', message);
export const couldNotStart = (message: string): string => l10n.t('Sudoku could not start: {0}', message);
/** Where the extension runs (the sudoku.runtimeInfo command, for the web tests and bug reports). */
export const runtimeReport = (host: string, typeofProcess: string, engine: string): string =>
  l10n.t('Sudoku: {0} host, process {1}, {2}s', host, typeofProcess, engine);
export const couldNotCheck = (file: string, message: string): string =>
  l10n.t('Sudoku: the solver could not check {0}. {1}', file, message);
export const findingNextStep = (): string => l10n.t('Sudoku: finding the next step');
export const solvingAll = (): string => l10n.t('Sudoku: solving all puzzles');
export const progressOf = (done: number, total: number): string => l10n.t('{0} of {1}', done, total);
export const openFileFirst = (): string => l10n.t('Sudoku: open a file with puzzles first.');
export const noPuzzleInFile = (): string => l10n.t('Sudoku: no puzzle in this file.');
export const progressTitle = (what: 'solving' | 'checking', title: string): string =>
  what === 'solving' ? l10n.t('Sudoku: solving {0}', title) : l10n.t('Sudoku: checking {0}', title);

/** Check Puzzle's answer: the puzzle's title, then the verdict in a sentence. */
export function checkMessage(title: string, r: Pick<SolveResult, 'status' | 'conflicts' | 'solutions' | 'difficulty' | 'givens'>): string {
  switch (r.status) {
    case 'solved': {
      if (r.givens === 81) return l10n.t('Sudoku ({0}): the grid is complete and valid.', title);
      const d = resultDifficulty(r);
      return d
        ? l10n.t('Sudoku ({0}): valid, with exactly one solution; difficulty {1}.', title, d)
        : l10n.t('Sudoku ({0}): valid, with exactly one solution.', title);
    }
    default:
      return l10n.t('Sudoku ({0}): {1}', title, resultMessage(r) ?? statusHeading(r.status));
  }
}

/** Insert Solution with nothing to insert: why, in one sentence. */
export function nothingToInsert(r: Pick<SolveResult, 'status' | 'conflicts' | 'solutions'>): string {
  return l10n.t('Sudoku: there is no single solution to insert. {0}', resultMessage(r) ?? statusHeading(r.status));
}

export const alreadyComplete = (): string => l10n.t('The puzzle is already complete.');
export const noStepFound = (): string => l10n.t('No step found.');

// --- Solve All ------------------------------------------------------------------------

/** The summary's title: the file and how many puzzles, "7 of 10" when cancelled. */
export function summaryTitle(file: string, done: number, total: number, cancelled: boolean): string {
  return cancelled ? l10n.t('{0}: {1} of {2} puzzles (cancelled)', file, done, total) : l10n.t('{0}: {1}', file, puzzlesCount(total));
}

/** "10 puzzles in 1.2 s: 9 one solution, 1 no solution". */
export function summaryFacts(rows: { status: ShownStatus }[], totalMs: number): string {
  const counts = new Map<ShownStatus, number>();
  for (const r of rows) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  const parts = [...counts].map(([k, v]) => l10n.t('{0} {1}', v, statusWord(k)));
  return l10n.t('{0} in {1}: {2}', puzzlesCount(rows.length), duration(totalMs), parts.join(', '));
}
