/**
 * Hints and explanations from positions, for `npm run bench`: positions taken
 * mid-solve from top1465 (half the logical steps of each explanation, replayed
 * by hand with test/helpers/replay.ts, so the position's candidates are the
 * player's, not the engine's), then timed as the extension asks for them:
 * - a hint: the givens' verdict, then the first step from the position;
 * - an explanation from the position, against the explanation from the
 *   givens that passes through the same state;
 * - Take step as play runs it (the givens' verdict known, as play asks for it
 *   when the game starts): the first step from the position, applied to the
 *   player's board; and each of a hint's stages after the first (the first
 *   is the same search as Take step's).
 * Every hint is judged against the independent solver's solution.
 */
import type { SqlSudokuEngine } from '../../src/core/engine';
import { nextHint } from '../../src/core/hint';
import { HINT_STAGES, HintStager, hintKey } from '../../src/core/hintStages';
import { startPlay } from '../../src/features/panel/playModel';
import { record } from '../../src/shared/play';
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
  /** Take step: the first step from the position (the verdict known) and the move applied to the player's board. */
  takeStepMs: { median: number; p95: number; max: number };
  /** A hint's first stage: the same search, without the move. */
  firstStageMs: { median: number; p95: number; max: number };
  /** A hint's later stages, each: no search, the stage's words and cells. */
  laterStageMs: { median: number; p95: number; max: number };
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
  const takeStepMs: number[] = [];
  const firstStageMs: number[] = [];
  const laterStageMs: number[] = [];
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
    await playHints(engine, p, position, { takeStepMs, firstStageMs, laterStageMs });
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
    takeStepMs: figures(takeStepMs),
    firstStageMs: figures(firstStageMs),
    laterStageMs: figures(laterStageMs),
  };
}

/** Take step and a hint's stages from a position, as the panel's play runs them, with the givens' verdict known. */
async function playHints(
  engine: SqlSudokuEngine,
  p: string,
  position: Position,
  out: { takeStepMs: number[]; firstStageMs: number[]; laterStageMs: number[] },
): Promise<void> {
  const verdict = engine.solve(p, { verdict: true, explain: false });
  const solve = (o: SolveOptions) => Promise.resolve(o.verdict && !o.position ? verdict : engine.solve(p, o));
  const game = startPlay(p, position);
  let t0 = performance.now();
  const taken = await nextHint(p, position, solve);
  if (taken.status !== 'step' || !taken.step) throw new Error(`no step from a position of ${p}`);
  const after = record(game, { kind: 'apply', placed: taken.step.placed, removed: taken.step.removed }, { autoRemove: true });
  out.takeStepMs.push(performance.now() - t0);
  if (after === game) throw new Error(`Take step changed nothing from a position of ${p}`);
  // A hint: the first stage searches; the next ones at the same position do not.
  const stager = new HintStager();
  const key = hintKey(p, position);
  t0 = performance.now();
  const first = await nextHint(p, position, solve);
  stager.start(key, first.step!);
  out.firstStageMs.push(performance.now() - t0);
  for (let stage = 2; stage <= HINT_STAGES; stage++) {
    t0 = performance.now();
    stager.again(hintKey(p, position));
    out.laterStageMs.push(performance.now() - t0);
  }
}
