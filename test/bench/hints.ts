/**
 * Hints and explanations from positions, for `npm run bench`: positions taken
 * mid-solve from top1465 (half the logical steps of each explanation, replayed
 * by hand with test/helpers/replay.ts, so the position's candidates are the
 * player's, not the engine's), then timed as the extension asks for them:
 * - a hint: the givens' verdict, then the first step from the position;
 * - an explanation from the position, against the explanation from the
 *   givens that passes through the same state.
 * Every hint is judged against the independent solver's solution.
 */
import type { SqlSudokuEngine } from '../../src/core/engine';
import { nextHint } from '../../src/core/hint';
import type { Position, SolveOptions } from '../../src/shared/result';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { Board } from '../helpers/replay';

export interface PositionFigures {
  n: number;
  sound: number;
  hintMs: { median: number; p95: number; max: number };
  /** The hint alone, with the givens' verdict already known (as the editor has it cached). */
  hintStepMs: { median: number; p95: number; max: number };
  /** Explanation from the position ÷ explanation from the givens, per puzzle. */
  explainRatio: { median: number; max: number };
}

const quantile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(s.length * p) - 1)] : NaN;
};
const figures = (xs: number[]) => ({ median: round(quantile(xs, 0.5)), p95: round(quantile(xs, 0.95)), max: round(Math.max(...xs)) });
const round = (x: number) => Math.round(x * 100) / 100;

/** The position halfway through the logical steps of an explanation. */
export function midPosition(
  puzzle: string,
  steps: { guess?: number; placed: { cell: number; d: number }[]; removed: { cell: number; d: number }[] }[],
): Position {
  const logic = steps.filter((s) => s.guess === undefined);
  const board = new Board(puzzle);
  for (const s of logic.slice(0, Math.floor(logic.length / 2))) board.apply(s as Parameters<Board['apply']>[0]);
  const candidates = board.candidateStrings();
  return {
    placed: board.grid.map((v, i) => (v && puzzle[i] === '.' ? String(v) : '.')).join(''),
    candidates: board.grid.map((v, i) => (v ? null : candidates[i])),
  };
}

export async function positionBench(engine: SqlSudokuEngine, puzzles: string[]): Promise<PositionFigures> {
  const hintMs: number[] = [];
  const hintStepMs: number[] = [];
  const ratios: number[] = [];
  let sound = 0;
  for (const p of puzzles) {
    const solution = bitmaskSolve(p, 1).solutions[0];
    const full = engine.solve(p, { unique: true });
    const position = midPosition(p, full.steps);
    let stepMs = 0;
    const t0 = performance.now();
    const hint = await nextHint(p, position, (o: SolveOptions) => {
      const r = engine.solve(p, o);
      if (!o.verdict) stepMs = r.stats.ms;
      return Promise.resolve(r);
    });
    hintMs.push(performance.now() - t0);
    hintStepMs.push(stepMs);
    const step = hint.step;
    if (
      hint.status === 'step' &&
      step &&
      step.placed.every((x) => solution[x.cell] === String(x.d)) &&
      step.removed.every((x) => solution[x.cell] !== String(x.d))
    )
      sound++;
    const fromHere = engine.solve(p, { unique: true, position });
    if (fromHere.status !== 'solved' || fromHere.solution !== solution) throw new Error(`the explanation from a position of ${p} is wrong`);
    ratios.push(fromHere.stats.ms / full.stats.ms);
  }
  return {
    n: puzzles.length,
    sound,
    hintMs: figures(hintMs),
    hintStepMs: figures(hintStepMs),
    explainRatio: { median: round(quantile(ratios, 0.5)), max: round(Math.max(...ratios)) },
  };
}
