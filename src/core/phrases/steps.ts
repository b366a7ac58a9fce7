/** Steps and guesses in words: the explanation's lines, the guess log's stories. */
import type { Step } from '../../shared/result';
import type { GuessEnd } from '../../shared/panelProtocol';
import { cellName, digitSet, stepsCount, unitNameOf } from './words';
import { t } from '@vscode/l10n';
import { translator } from './l10n';
import { labSays } from './lab';
import { patternWords } from './patterns';

const l10n = translator(t);

// --- steps ----------------------------------------------------------------------

function listDigits(items: { cell: number; d: number }[]): string {
  const byDigit = new Map<number, number[]>();
  for (const { cell, d } of items) byDigit.set(d, [...(byDigit.get(d) ?? []), cell]);
  return [...byDigit.entries()].map(([d, cells]) => l10n.t('{0} from {1}', d, cells.map(cellName).join(', '))).join('; ');
}

/**
 * One step in plain words, e.g. "Naked pair {2,7} in row 3 at r3c1, r3c5:
 * removes 2 from r3c4". `said` is why (stepSentence in src/core/stepWords.ts):
 * a chain step's in words instead of its Eureka; a pattern's after its words.
 */
export function describeStep(step: Step, said?: string): string {
  const text = stepWords(step, said);
  return said && !step.chain && step.technique !== 'guess' ? patternWords.withWhy(text, said) : text;
}

function stepWords(step: Step, said?: string): string {
  if (step.technique === 'guess') {
    const p = step.placed[0];
    return l10n.t('Guess #{0}: try {1} in {2}', step.guess ?? 0, p.d, cellName(p.cell));
  }
  // A user's technique says so, beside its name: its rating is not Sudoku Explainer's.
  const stepName = step.userTechnique ? labSays.userTechnique(step.name) : step.name;
  // A chain in Eureka notation, with its rating (it grows with the chain's length).
  if (step.chain) return l10n.t('{0} ({1}): {2}', stepName, step.rating.toFixed(1), said ?? step.chain.text);
  const name = step.unit ? l10n.t('{0} in {1}', stepName, step.unit) : stepName;
  if (step.placed.length > 0) {
    const p = step.placed[0];
    return l10n.t('{0}: {1} goes in {2}', name, p.d, cellName(p.cell));
  }
  const digits = step.digits.length > 1 ? digitSet(step.digits) : `(${step.digits.join('')})`;
  const pattern = stepName + ' ' + digits + (step.unit ? ' ' + l10n.t('in {0}', step.unit) : '');
  const at = step.cells.length ? l10n.t('{0} at {1}', pattern, step.cells.map(cellName).join(', ')) : pattern;
  return l10n.t('{0}: removes {1}', at, listDigits(step.removed));
}

/** How a guess ended, in words: "r3c5 has no candidate", "row 3 has no place for 7". */
export function guessEnding(end: GuessEnd): string {
  switch (end.kind) {
    case 'no-candidate':
      return l10n.t('{0} has no candidate', cellName(end.cell));
    case 'no-place':
      return l10n.t('{0} has no place for {1}', unitNameOf(end.unit), end.d);
    case 'twice':
      return l10n.t('{0} twice in {1}', end.d, unitNameOf(end.unit));
    case 'children':
      return l10n.t('every digit for {0} fails', cellName(end.cell));
    case 'solution':
      return l10n.t('leads to the solution');
    case 'second-solution':
      return l10n.t('leads to a second solution');
    case 'unknown':
      return l10n.t('a contradiction');
    case 'untold':
      return l10n.t('its steps are not told');
  }
}

/** "r1c7=2 → contradiction after 12 steps: r3c5 has no candidate". */
export function guessStory(g: { row: number; col: number; value: number; outcome: string }, steps: number, end: GuessEnd): string {
  const what = l10n.t('r{0}c{1}={2}', g.row, g.col, g.value);
  if (end.kind === 'solution') return l10n.t('{0} → solved after {1}', what, stepsCount(steps));
  if (end.kind === 'second-solution') return l10n.t('{0} → a second solution after {1}', what, stepsCount(steps));
  if (g.outcome === 'open') return l10n.t('{0} → still open after {1}', what, stepsCount(steps));
  if (g.outcome === 'kept') return l10n.t('{0} → {1}, then another guess', what, stepsCount(steps));
  if (end.kind === 'children')
    return steps === 0
      ? l10n.t('{0} → {1}', what, guessEnding(end))
      : l10n.t('{0} → {1}, then {2}', what, stepsCount(steps), guessEnding(end));
  if (end.kind === 'untold') return l10n.t('{0} → contradiction, found by the search; {1}', what, guessEnding(end));
  if (steps === 0) return l10n.t('{0} → contradiction at once: {1}', what, guessEnding(end));
  return l10n.t('{0} → contradiction after {1}: {2}', what, stepsCount(steps), guessEnding(end));
}

export function outcomeWord(outcome: string): string {
  switch (outcome) {
    case 'kept':
      return l10n.t('kept');
    case 'disproved':
      return l10n.t('disproved');
    case 'abandoned':
      return l10n.t('abandoned');
    default:
      return l10n.t('open');
  }
}
