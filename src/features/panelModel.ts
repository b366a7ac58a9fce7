/** Builds what the panel shows from an engine result. */
import type { SolveResult } from '../core/result';
import { describeStep } from '../core/describe';
import type { PanelModel } from './panelProtocol';

export function buildPanelModel(
  result: SolveResult,
  opts: { title: string; source?: { uri: string; line: number }; techniqueFiles: Record<string, string> },
): PanelModel {
  const differing: number[] = [];
  if (result.solutions) for (let i = 0; i < 81; i++) if (result.solutions[0][i] !== result.solutions[1][i]) differing.push(i);
  const guessSteps: Record<number, number> = {};
  const steps = result.steps.map((s, index) => {
    if (s.technique === 'guess' && s.guess) guessSteps[s.guess] = index;
    const sqlFile = s.technique === 'guess' ? 'engine/guess.sql' : opts.techniqueFiles[s.technique];
    return { ...s, text: describeStep(s), ...(sqlFile ? { sqlFile } : {}) };
  });
  return {
    title: opts.title,
    ...(opts.source ? { source: opts.source } : {}),
    puzzle: result.puzzle,
    status: result.status,
    ...(result.message ? { message: result.message } : {}),
    notes: result.notes,
    givens: result.givens,
    ...(result.difficulty ? { difficulty: result.difficulty } : {}),
    ms: result.stats.ms,
    statements: result.stats.statements,
    ...(result.solution ? { solution: result.solution } : {}),
    ...(result.solutions ? { solutions: result.solutions } : {}),
    differing,
    conflicts: result.conflicts ?? [],
    ...(result.origin ? { origin: result.origin } : {}),
    initialCandidates: result.initialCandidates,
    steps,
    guesses: result.guesses,
    guessSteps,
  };
}
