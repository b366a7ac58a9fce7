/**
 * New Puzzle's model: the choices offered, and the text inserted for each
 * generated puzzle (its `#` metadata lines, then the puzzle on one line).
 * No `vscode` here.
 */
import { BANDS, BandName, GeneratedPuzzle, Symmetry } from '../core/generator';
import { t } from './sharePhrases';

export interface Choice<T> {
  label: string;
  description: string;
  value: T;
}

export function bandChoices(): Choice<BandName | 'any'>[] {
  const range = (n: BandName) => {
    const b = BANDS[n];
    return b.max === Infinity
      ? t('ER {0} and above (needs chains or guessing)', b.min.toFixed(1))
      : b.min === 0
        ? t('ER up to {0}', b.max.toFixed(1))
        : t('ER {0} to {1}', b.min.toFixed(1), b.max.toFixed(1));
  };
  return [
    { label: t('Easy'), description: range('easy'), value: 'easy' },
    { label: t('Medium'), description: range('medium'), value: 'medium' },
    { label: t('Hard'), description: range('hard'), value: 'hard' },
    { label: t('Fiendish'), description: range('fiendish'), value: 'fiendish' },
    { label: t('Diabolical'), description: range('diabolical'), value: 'diabolical' },
    { label: t('Any difficulty'), description: t('the first unique puzzle'), value: 'any' },
  ];
}

export function symmetryChoices(): Choice<Symmetry>[] {
  return [
    { label: t('Rotational'), description: t('the givens look the same turned half a circle'), value: 'rotational' },
    { label: t('Mirror'), description: t('left and right halves mirror each other'), value: 'mirror' },
    { label: t('Diagonal'), description: t('mirrored in the main diagonal'), value: 'diagonal' },
    { label: t('None'), description: t('givens anywhere'), value: 'none' },
  ];
}

export function countChoices(): Choice<number>[] {
  return [1, 3, 5, 10].map((n) => ({ label: String(n), description: n === 1 ? t('one puzzle') : t('{0} puzzles', n), value: n }));
}

/** The text for one puzzle: metadata lines (rating, technique, symmetry, seed), then the 81 cells. */
export function puzzleText(p: GeneratedPuzzle, eol = '\n', blank = '.'): string {
  const lines = [
    `#L ${p.rating.toFixed(1)} ${p.techniqueName}`,
    `# ${t('rating {0} ({1}), {2} givens, symmetry {3}{4}, seed {5}', p.rating.toFixed(1), p.technique, p.givens, p.symmetry, p.minimal ? t(', minimal') : '', p.seed)}`,
    p.puzzle.replace(/\./g, blank),
  ];
  return lines.join(eol);
}

/** All the puzzles as one insertion, a blank line between them, starting on a line of its own. */
export function insertionText(
  puzzles: GeneratedPuzzle[],
  opts: { eol?: string; blank?: string; atLineStart: boolean; lineEmpty: boolean },
): string {
  const eol = opts.eol ?? '\n';
  const body = puzzles.map((p) => puzzleText(p, eol, opts.blank)).join(eol + eol);
  const before = opts.atLineStart ? '' : eol + eol;
  const after = opts.lineEmpty ? '' : eol + eol;
  return before + body + after;
}
