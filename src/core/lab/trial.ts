/**
 * A technique tried on one puzzle, for the lab's report (`--report` on the
 * command line, Test Technique on File in the editor): the puzzle's built-in
 * explanation is made, and at every position of it that no guess stands
 * behind, the user techniques run on their own, watched and checked against
 * the one solution as in a solve. Then the puzzle is explained again with
 * them in the ladder, to show how its rating changes.
 */
import type { SolveOptions, SolveResult } from '../../shared/result';
import { applyStep, startState, type BoardState } from '../../shared/board';
import type { Sql } from '../engine/sqlFile';
import type { PreparedTechnique, TechniqueBoard } from '../engine/techniqueBoard';
import { stepsOfFindings } from '../engine/steps';
import type { UserTechniques } from './load';
import type { LabTrial, UserTechniqueSource } from '../../shared/labTypes';

/** What the trial needs of the engine. */
export interface TrialEngine {
  sql: Sql;
  board: TechniqueBoard;
  user: UserTechniques;
  solve(puzzle: string, options: SolveOptions): SolveResult;
}

/** The positions before each batch of the explanation's steps, where no guess stands. */
function positionsOf(explained: SolveResult): { beforeStep: number; state: BoardState }[] {
  const out: { beforeStep: number; state: BoardState }[] = [];
  let state = startState(explained.puzzle, explained.initialCandidates);
  let batch: number | undefined;
  explained.steps.forEach((step, i) => {
    if (step.batch !== batch && step.guess === undefined && step.technique !== 'guess') out.push({ beforeStep: i + 1, state });
    batch = step.batch;
    state = applyStep(state, step);
  });
  return out;
}

/** Tries the techniques of `sources` on one puzzle; `deadline` (performance.now()) bounds the whole trial. */
export function tryOnPuzzle(
  engine: TrialEngine,
  puzzle: string,
  sources: UserTechniqueSource[],
  deadline: number,
  running?: (index: number | undefined) => void,
): LabTrial {
  const left = () => Math.max(1, Math.round(deadline - performance.now()));
  const verdict = engine.solve(puzzle, { verdict: true, explain: false, timeLimitMs: left() });
  const unique = verdict.status === 'solved';
  const trial: LabTrial = { puzzle, status: verdict.status, techniques: [], positions: 0, firings: [], callMs: {}, reports: [] };
  if (!unique) return trial;
  trial.solution = verdict.solution;
  const explained = engine.solve(puzzle, { unique, timeLimitMs: left() });
  trial.before = explained.difficulty;
  const { prepared, reports } = engine.user.load(sources);
  trial.reports.push(...reports);
  trial.techniques = prepared.map((t) => ({ id: t.id, name: t.name, rating: t.rating, path: t.user!.path }));
  const positions = positionsOf(explained);
  trial.positions = positions.length;
  for (const t of prepared) trial.callMs[t.id] = [];
  for (const { beforeStep, state } of positions) {
    if (performance.now() > deadline) break;
    tryAt(engine, trial, prepared, { beforeStep, state, deadline, running });
  }
  const withUser = engine.solve(puzzle, { unique, explain: false, timeLimitMs: left(), userTechniques: sources });
  trial.after = withUser.difficulty;
  // Only what the positions could not show: the solve's other reports repeat theirs.
  for (const r of withUser.lab ?? []) if (r.kind === 'timeout') trial.reports.push(r);
  return trial;
}

/** Runs each technique at one position, alone, as the lab runs it in a solve; keeps what it found and its time. */
function tryAt(
  engine: TrialEngine,
  trial: LabTrial,
  prepared: PreparedTechnique[],
  at: { beforeStep: number; state: BoardState; deadline: number; running?: (index: number | undefined) => void },
): void {
  const { beforeStep, state, deadline, running } = at;
  const { sql, board, user } = engine;
  const placed = state.digits.map((d, i) => (trial.puzzle[i] === '.' && /[1-9]/.test(d) ? d : '.')).join('');
  const candidates = state.candidates.map((c, i) => (/[1-9]/.test(state.digits[i]) ? '' : c));
  sql.rolledBack(() => {
    board.loadPuzzle(trial.puzzle, { placed, candidates });
    user.lab.begin({ puzzle: trial.puzzle, solution: trial.solution, deadline, running });
    board.userRunner = (t, run) => user.lab.run(t, run);
    try {
      for (const t of prepared) {
        const t0 = performance.now();
        const n = board.runTechnique(t);
        trial.callMs[t.id].push(performance.now() - t0);
        if (n > 0)
          trial.firings.push({ technique: t.id, beforeStep, steps: stepsOfFindings([[t, n]], board.foundRows(), board, undefined, 0) });
        board.exec('DELETE FROM found');
      }
    } finally {
      board.userRunner = undefined;
    }
  });
  trial.reports.push(...user.lab.reports);
}
