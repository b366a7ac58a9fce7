/**
 * New Puzzle's model: the choices offered, and the text inserted for each
 * generated puzzle (its `#` metadata lines, then the puzzle on one line).
 * No `vscode` here.
 */
import { BANDS, BandName, GeneratedPuzzle, Symmetry } from '../../shared/generate';
import { newPuzzle as say, notRatedLabel } from '../../core/phrases';

export interface Choice<T> {
  label: string;
  description: string;
  /** A second line, for a caveat. */
  detail?: string;
  value: T;
}

export function bandChoices(): Choice<BandName | 'any'>[] {
  const range = (n: BandName) => {
    const b = BANDS[n];
    return b.max === Infinity
      ? say.erFrom(b.min.toFixed(1))
      : b.min === 0
        ? say.erUpTo(b.max.toFixed(1))
        : say.erRange(b.min.toFixed(1), b.max.toFixed(1));
  };
  const bands: BandName[] = ['easy', 'medium', 'hard', 'fiendish', 'diabolical'];
  return [
    ...bands.map((n) => ({ label: say.bands[n](), description: range(n), value: n })),
    { label: say.anyDifficulty(), description: say.firstUnique(), value: 'any' },
  ];
}

/**
 * The symmetries, for the band already chosen. Symmetric givens make easier
 * puzzles: at the diabolical band, random symmetric puzzles that hard are
 * too rare to find within the time limit as a rule, so there "none" comes
 * first and the others say so.
 */
export function symmetryChoices(band?: BandName | 'any'): Choice<Symmetry>[] {
  const rare = band === 'diabolical';
  const order: Symmetry[] = rare ? ['none', 'rotational', 'mirror', 'diagonal'] : ['rotational', 'mirror', 'diagonal', 'none'];
  return order.map((value) => {
    const [label, description] = say.symmetries[value]();
    return { label, description, value, ...(rare && value !== 'none' ? { detail: say.rarelyThatHard() } : {}) };
  });
}

export function countChoices(): Choice<number>[] {
  return [1, 3, 5, 10].map((n) => ({ label: String(n), description: say.count(n), value: n }));
}

/** The text for one puzzle: metadata lines (rating, technique, symmetry, seed), then the 81 cells. */
export function puzzleText(p: GeneratedPuzzle, eol = '\n', blank = '.'): string {
  // A puzzle the generator's explanation guessed on has no rating to show.
  const guessed = p.technique === 'guess';
  const lines = [
    guessed ? `#L ${notRatedLabel()}` : `#L ${p.rating.toFixed(1)} ${p.techniqueName}`,
    `# ${say.comment(guessed ? notRatedLabel() : p.rating.toFixed(1), p.technique, p.givens, p.symmetry, !!p.minimal, p.seed)}`,
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
