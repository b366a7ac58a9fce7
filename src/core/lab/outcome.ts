/**
 * A solve's result with its user techniques told: the difficulty says it
 * used one (so nobody takes it for Sudoku Explainer's scale), and the lab's
 * reports come with it; a time limit reached inside a user technique names it.
 */
import type { SolveResult, SolveStatus } from '../../shared/result';
import type { PreparedTechnique } from '../engine/techniqueBoard';
import { labSays } from '../phrases';
import type { LabReport } from '../../shared/labTypes';

export function withLabReports(result: SolveResult, prepared: readonly PreparedTechnique[], reports: LabReport[]): SolveResult {
  const out: SolveResult = { ...result };
  const used = prepared.filter((t) => (result.stats.techniques[t.id]?.hits ?? 0) > 0);
  if (out.difficulty && used.length > 0) {
    const hardest = used.find((t) => t.id === out.difficulty!.technique);
    out.difficulty = {
      ...out.difficulty,
      name: hardest ? labSays.userTechnique(out.difficulty.name) : labSays.withUserTechniques(out.difficulty.name),
      userTechniques: used.map((t) => t.name),
    };
  }
  if (reports.length > 0) out.lab = reports;
  const runaway = reports.find((r) => r.kind === 'timeout');
  if (runaway && out.status === 'timeout') out.message = runaway.message;
  return out;
}

/**
 * A user technique not run on a puzzle that has no solution or several: its
 * findings could not be checked, so they may not change the verdict.
 */
export function uncheckedReport(t: PreparedTechnique, status: SolveStatus): LabReport {
  const user = t.user!;
  return {
    kind: 'unchecked',
    technique: t.name,
    id: t.id,
    path: user.path,
    message: status === 'multiple' ? labSays.uncheckedMultiple(t.name) : labSays.uncheckedNoSolution(t.name),
    ...(user.line !== undefined ? { line: user.line, column: user.column ?? 1 } : {}),
  };
}
