/**
 * The next step from where the player is: the model behind Next Hint, the
 * panel's hints and `solve --hint`. It asks for the givens' verdict first, so
 * that a position that has gone wrong is told as such (never a step that
 * builds on a wrong digit), and the uniqueness techniques are used only on a
 * puzzle known to have one solution.
 */
import { PositionError, checkPosition, isStart, normalizePosition, wrongCount } from './position';
import { positionVerdict, resultMessage } from './phrases';
import type { Hint, Position, SolveOptions, SolveResult } from '../shared/result';

export type { Hint } from '../shared/result';

/** How a hint solves: the givens' verdict, or the position's first step. */
export type HintSolve = (options: SolveOptions) => Promise<SolveResult>;

/** The options of the solve that finds the first step from `position`. */
export function hintOptions(verdict: SolveResult, position: Position | undefined): SolveOptions {
  return {
    ...(position && !isStart(position) ? { position } : {}),
    maxSteps: 1,
    explain: true,
    uniqueness: false,
    unique: verdict.status === 'solved',
  };
}

export async function nextHint(givens: string, position: Position | undefined, solve: HintSolve): Promise<Hint> {
  try {
    if (position) normalizePosition(givens, position);
  } catch (err) {
    // Progress kept for a puzzle whose givens have since changed: say so, as the engine would.
    if (err instanceof PositionError) return { status: 'invalid', message: err.message };
    throw err;
  }
  const verdict = await solve({ verdict: true, explain: false });
  // No grid completes the givens: a step would lead nowhere.
  if (verdict.status === 'invalid' || verdict.status === 'cancelled' || verdict.status === 'timeout' || verdict.status === 'no-solution') {
    return { status: verdict.status, message: resultMessage(verdict) };
  }
  const moved = position && !isStart(position) ? position : undefined;
  if (verdict.status === 'solved' && moved) {
    const check = checkPosition(givens, moved, verdict.solution!);
    if (wrongCount(check) > 0) return { status: 'wrong', check, message: positionVerdict(check) };
  }
  // Givens with several grids: the position may still leave none, which only its own verdict tells.
  if (verdict.status === 'multiple' && moved) {
    const own = await solve({ verdict: true, explain: false, position: moved });
    if (own.status !== 'solved' && own.status !== 'multiple') return { status: own.status, message: resultMessage(own) };
  }
  return hintOf(await solve(hintOptions(verdict, position)));
}

/** A hint from the solve hintOptions asked for. */
export function hintOf(r: SolveResult): Hint {
  const lab = r.lab ? { lab: r.lab } : {};
  if (r.steps.length > 0) return { status: 'step', step: r.steps[0], ...lab };
  if (r.status === 'solved') return { status: 'complete', ...lab };
  return { status: r.status, message: r.message ?? resultMessage(r), ...lab };
}
