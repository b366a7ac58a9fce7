/** A result's status, difficulty and verdict in words. */
import { NOT_RATED_BEYOND, type Difficulty, type SolveResult, type SolveStatus } from '../../shared/result';
import { type Variant, isClassicVariant } from '../../shared/variant';
import { cellName, duration, givensCount } from './words';
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

// --- status ------------------------------------------------------------------

export type ShownStatus = SolveStatus | 'malformed';

/** The status in a few words, lower case, for running text: lens, hover, summary, CLI. */
export function statusWord(status: ShownStatus): string {
  switch (status) {
    case 'solved':
      return l10n.t('one solution');
    case 'invalid':
      return l10n.t('duplicate givens');
    case 'no-solution':
      return l10n.t('no solution');
    case 'multiple':
      return l10n.t('more than one solution');
    case 'stalled':
      return l10n.t('logic stalls');
    case 'timeout':
      return l10n.t('not decided in time');
    case 'cancelled':
      return l10n.t('cancelled');
    case 'malformed':
      return l10n.t('not a puzzle');
  }
}

/** The status as a heading: the panel's status line. */
export function statusHeading(status: ShownStatus): string {
  switch (status) {
    case 'solved':
      return l10n.t('Solved: one solution');
    case 'invalid':
      return l10n.t('Invalid: duplicate givens');
    case 'no-solution':
      return l10n.t('No solution');
    case 'multiple':
      return l10n.t('More than one solution');
    case 'stalled':
      return l10n.t('Stalled: logic alone gets no further');
    case 'timeout':
      return l10n.t('Stopped at the time limit');
    case 'cancelled':
      return l10n.t('Cancelled');
    case 'malformed':
      return l10n.t('Not a puzzle');
  }
}

/** A symbol beside the status; never the only sign of it. */
export function statusIcon(status: ShownStatus): string {
  // Glyphs that common fonts have (DejaVu): '⏱' showed as an empty box in Chromium on Linux.
  return { solved: '✓', invalid: '✗', 'no-solution': '✗', multiple: '⚠', stalled: '…', timeout: '◷', cancelled: '■', malformed: '✗' }[
    status
  ];
}

/** How serious a status is: decides error red against warning yellow. */
export function statusSeverity(status: ShownStatus): 'ok' | 'warning' | 'error' {
  if (status === 'solved') return 'ok';
  if (status === 'invalid' || status === 'no-solution' || status === 'malformed') return 'error';
  return 'warning';
}

// --- difficulty ----------------------------------------------------------------

/** A puzzle the engine guessed on: no rating, and why. */
export const notRatedLabel = (): string => l10n.t('beyond {0}, not rated: guessed', NOT_RATED_BEYOND.toFixed(1));

/** "3.2 X-Wing". Undefined when there is nothing to rate. */
export function difficultyLabel(d: Difficulty | undefined): string | undefined {
  if (!d || d.technique === 'none') return undefined;
  // A guess is no rating: say so, never a number that looks like Sudoku Explainer's.
  const label = d.notRated ? notRatedLabel() : l10n.t('{0} {1}', d.rating.toFixed(1), d.name);
  // Sudoku Explainer's EP and ED beside the ER, when the explanation knows them.
  if (d.ed === undefined || (d.ep === undefined && !d.notRated)) return label;
  return l10n.t('{0} (EP {1}, ED {2})', label, d.ep === undefined ? l10n.t('not rated') : d.ep.toFixed(1), d.ed.toFixed(1));
}

/**
 * The difficulty worth showing for a result: only a puzzle with one solution
 * has one (two solutions make "Guessing" meaningless), and a full grid has none.
 */
export function resultDifficulty(r: Pick<SolveResult, 'status' | 'difficulty' | 'givens'>): string | undefined {
  if (r.status !== 'solved' || r.givens === 81) return undefined;
  return difficultyLabel(r.difficulty);
}

// --- verdicts -------------------------------------------------------------------

export function firstDifference(a: string, b: string): number {
  for (let i = 0; i < 81; i++) if (a[i] !== b[i]) return i;
  return -1;
}

/** "r4c8 can be 1 or 2": the first cell where two solutions differ. */
export function differencePhrase(solutions: [string, string]): string {
  const [a, b] = solutions;
  const cell = Math.max(0, firstDifference(a, b));
  return l10n.t('{0} can be {1} or {2}', cellName(cell), a[cell], b[cell]);
}

export function conflictsPhrase(conflicts: NonNullable<SolveResult['conflicts']>): string {
  const list = conflicts.map((c) =>
    c.far
      ? l10n.t('{0} and {1} ({2}, {3})', cellName(c.cells[0]), cellName(c.cells[1]), c.digit, c.unit)
      : l10n.t('{0} and {1} ({2} in {3})', cellName(c.cells[0]), cellName(c.cells[1]), c.digit, c.unit),
  );
  return l10n.t('Duplicate givens: {0}.', list.join('; '));
}

/**
 * What to tell about a result beyond its status, as one sentence ending in a
 * full stop (callers never add punctuation around it). Undefined for a plain solve.
 */
export function resultMessage(
  r: Pick<SolveResult, 'status' | 'conflicts' | 'solutions' | 'message' | 'fromPosition'>,
  timeLimitMs?: number,
): string | undefined {
  switch (r.status) {
    case 'solved':
      return undefined;
    case 'invalid':
      return r.conflicts?.length ? conflictsPhrase(r.conflicts) : l10n.t('Duplicate givens.');
    case 'no-solution':
      if (r.fromPosition) return r.conflicts?.length ? conflictsPhrase(r.conflicts) : l10n.t('No grid completes this position.');
      return l10n.t('The givens do not clash, but no grid completes them.');
    case 'multiple':
      return r.solutions ? l10n.t('More than one solution: {0}.', differencePhrase(r.solutions)) : l10n.t('More than one solution.');
    case 'stalled':
      return l10n.t('Logic alone gets no further, and guessing is turned off.');
    case 'timeout':
      return timeLimitMs
        ? l10n.t('The solve stopped at the time limit of {0}.', duration(timeLimitMs))
        : l10n.t('The solve stopped at the time limit.');
    case 'cancelled':
      return l10n.t('The solve was cancelled.');
  }
}

// --- positions ---------------------------------------------------------------

/**
 * What is wrong with a player's position, in their terms, measured against
 * the puzzle's one solution; the cells only when asked for (`where`), and
 * never the digits that belong there.
 */
export function positionVerdict(
  check: { wrongDigits: number[]; removedAnswers: number[]; autoRemovedAnswers?: number[] },
  where = false,
): string {
  const { wrongDigits: wrong, removedAnswers: removed } = check;
  const taken = check.autoRemovedAnswers ?? [];
  if (wrong.length === 0 && removed.length === 0 && taken.length === 0) return l10n.t('Nothing you have written is wrong so far.');
  const parts: string[] = [];
  const part = (what: string, cells: number[]) => parts.push(where ? l10n.t('{0}: {1}', what, cells.map(cellName).join(', ')) : what);
  if (wrong.length > 0)
    part(wrong.length === 1 ? l10n.t('A digit you placed is wrong') : l10n.t('{0} digits you placed are wrong', wrong.length), wrong);
  if (removed.length > 0)
    part(
      removed.length === 1
        ? l10n.t('A candidate you removed is the answer')
        : l10n.t('{0} candidates you removed are the answers', removed.length),
      removed,
    );
  // Not the player's removals: a wrong digit took them out of its peers, and deleting it gives them back.
  if (taken.length > 0)
    part(
      taken.length === 1
        ? l10n.t('A candidate that a wrong digit took out is the answer (deleting the digit gives it back)')
        : l10n.t('{0} candidates that a wrong digit took out are the answers (deleting the digit gives them back)', taken.length),
      taken,
    );
  return l10n.t('{0}.', parts.join('; '));
}

/**
 * The remark about too few givens, fitted to the verdict (a puzzle with no solution expects nothing).
 * None for a variant: 17 is the classic grid's least, and extra rules (a killer's cages) need fewer givens, or none.
 */
export function fewGivensNote(givens: number, status?: ShownStatus, variant?: Variant): string | undefined {
  if (givens >= 17 || !isClassicVariant(variant)) return undefined;
  if (givens === 0) return l10n.t('No givens: an empty grid has countless solutions.');
  if (status === 'no-solution' || status === 'invalid') return l10n.t('Only {0}: no proper Sudoku has fewer than 17.', givensCount(givens));
  return l10n.t('Only {0}: no proper Sudoku has fewer than 17, so expect more than one solution.', givensCount(givens));
}

/** "one solution · 3.2 X-Wing · 30 givens": the facts, for hover and CLI. */
export function verdictSummary(r: Pick<SolveResult, 'status' | 'difficulty' | 'givens'>): string {
  const difficulty = resultDifficulty(r);
  if (r.status === 'solved' && r.givens === 81) return l10n.t('complete');
  return difficulty ? l10n.t('{0}, difficulty {1}', statusWord(r.status), difficulty) : statusWord(r.status);
}
