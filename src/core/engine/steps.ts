/** What an explanation says: its steps, from what the techniques found, and the puzzle's difficulty. */
import { CellDigit, GUESS_RATING, Step } from '../../shared/result';
import { cellId } from '../../shared/cells';
import { ChainBuilder } from '../chains';
import type { PreparedTechnique, TechniqueBoard } from './techniqueBoard';
import { engineSays } from '../phrases';
import { chainWords, techniqueName } from '../phrases';

/** The hardest step so far: its rating and technique. */
export interface Rated {
  rating: number;
  id: string;
  name: string;
}

/**
 * Turns what the techniques found into explanation steps, one per pattern,
 * numbered 0 (the caller numbers them). `found` lists each technique with
 * how many of the `rows` of `found` it added, in order.
 */
export function stepsOfFindings(
  found: [PreparedTechnique, number][],
  rows: unknown[][],
  board: Pick<TechniqueBoard, 'unitLabel' | 'chains'>,
  guess: number | undefined,
  batch: number,
): Step[] {
  const groups = new Map<string, Step>();
  const ends = new Map<Step, string>();
  let index = 0;
  for (const [t, count] of found) {
    for (const [act, cell, d, unit, pattern, digits, rating, chain, total] of rows.slice(index, index + count)) {
      const key = `${t.id}|${unit}|${pattern}|${digits}|${chain ?? ''}|${total ?? ''}`;
      let step = groups.get(key);
      if (!step) {
        step = {
          n: 0,
          technique: t.id,
          name: techniqueName(t.id, t.name),
          rating: typeof rating === 'number' ? Math.round(rating * 10) / 10 : t.rating,
          unit: board.unitLabel(unit as number | null),
          cells: String(pattern).split(',').map(Number),
          digits: String(digits).split('').map(Number),
          placed: [],
          removed: [],
          ...(guess ? { guess } : {}),
          batch,
          ...(t.user ? { userTechnique: t.user.path } : {}),
          ...(typeof total === 'number' ? { sum: total } : {}),
        };
        if (step.unit === undefined) delete step.unit;
        if (typeof chain === 'string' && chain) ends.set(step, chain);
        groups.set(key, step);
      }
      const cd: CellDigit = { cell: cell as number, d: d as number };
      if (act === 'place') step.placed.push(cd);
      else if (!step.removed.some((x) => x.cell === cd.cell && x.d === cd.d)) step.removed.push(cd);
    }
    index += count;
  }
  for (const [step, chain] of ends) describeChain(step, chain, board.chains);
  const placedNow = new Set<number>();
  const steps: Step[] = [];
  for (const step of groups.values()) {
    // The same single can be found through a row and a column: keep it once.
    if (step.placed.length > 0 && step.placed.every((p) => placedNow.has(p.cell))) continue;
    for (const p of step.placed) placedNow.add(p.cell);
    steps.push(step);
  }
  return steps;
}

/** A chain step's chain, read back from `imp`, and its better-known name. */
function describeChain(step: Step, chain: string, chains: ChainBuilder): void {
  // The chain's text ends with everything the step concludes.
  const conclusion = [...step.placed.map((x) => `${cellId(x.cell)}=${x.d}`), ...step.removed.map((x) => `${cellId(x.cell)}<>${x.d}`)];
  step.chain = chains.describe(chain, conclusion.join(', '));
  // Skyscraper, 2-String Kite, W-Wing, Remote Pair...: the better-known name, with SE's rating.
  const known = ChainBuilder.knownName(step.chain);
  if (known) step.name = chainWords.knownAs(known, step.name);
}

/** The explanation's step for guess number n. */
export function guessStepOf(cell: number, d: number, guess: number, n: number, batch: number): Step {
  return {
    n,
    technique: 'guess',
    name: 'Guess',
    rating: GUESS_RATING,
    cells: [cell],
    digits: [d],
    placed: [{ cell, d }],
    removed: [],
    guess,
    batch,
  };
}

/**
 * The difficulty of a solved puzzle: its hardest step, with Sudoku Explainer's
 * EP and ED; not rated when it guessed (EP too, when the guess came before the
 * first digit placed: `placedFirst` false).
 */
export function difficultyOf(hardest: Rated | undefined, guessed: boolean, ep?: number, ed?: number, placedFirst = true) {
  const extra = { ...(ep !== undefined && (!guessed || placedFirst) ? { ep } : {}), ...(ed !== undefined ? { ed } : {}) };
  if (guessed) return { rating: GUESS_RATING, technique: 'guess', name: engineSays.guessing(), notRated: 'guessed' as const, ...extra };
  if (!hardest) return { rating: 0, technique: 'none', name: engineSays.nothingToDo() };
  return { rating: hardest.rating, technique: hardest.id, name: hardest.name, ...extra };
}
