/**
 * The lab's port (labPort.ts) on the engine's workers: each technique file
 * read and checked in a worker (its header, SQLite's errors, what it
 * writes), and a technique tested puzzle by puzzle there. No `vscode` here.
 */
import type { ReadTechnique, UserTechniqueSource } from '../../core/lab';
import type { LabTrial } from '../../shared/labTypes';
import { LAB_LIMITS, TECHNIQUE_MAX_BYTES, utf8Bytes } from '../../core/lab/limits';
import { labSays, statusWord, testTechniqueSays } from '../../core/phrases';
import type { EditorProblem, LabPort, LoadedTechnique, PuzzleReport, ReportPuzzle, TechniqueSource } from './labPort';

/** What the lab asks of the engine's pool (EnginePool has both). */
export interface LabCore {
  readTechnique(source: UserTechniqueSource): Promise<ReadTechnique>;
  /** One puzzle: the technique run at every position of its built-in explanation, then in its ladder. */
  labTrial(puzzle: string, sources: UserTechniqueSource[], timeLimitMs: number, call?: { signal?: AbortSignal }): Promise<LabTrial>;
}

/** A file as the core names it: by its URI, so that what it reports finds its way back. */
export const coreSource = (s: TechniqueSource): UserTechniqueSource => ({ path: s.uri, text: s.text });

/** The port on the pool; `timeLimitMs` bounds each puzzle's trial (the solver's time limit setting). */
export function labPort(core: LabCore, timeLimitMs: () => number): LabPort {
  return {
    async setTechniques(sources) {
      const problems = new Map<string, EditorProblem[]>();
      const loaded: LoadedTechnique[] = [];
      const ids = new Map<string, string>();
      for (const s of sources) {
        const read = s.tooLarge ? tooLarge() : await core.readTechnique(coreSource(s));
        const found: EditorProblem[] = [...read.problems];
        const t = read.technique;
        // Two files with one id: the second is left out, and told where the first is.
        if (t && ids.has(t.id)) found.push({ line: 1, column: 1, message: labSays.duplicateId(t.id, ids.get(t.id)!), severity: 'error' });
        else if (t) {
          ids.set(t.id, s.file);
          loaded.push({ uri: s.uri, file: s.file, id: t.id, name: t.name, rating: t.rating });
        }
        problems.set(s.uri, found);
      }
      return { loaded, problems };
    },

    async check(source) {
      // An open document over the size a technique file may have is not sent to a worker.
      if (source.tooLarge || utf8Bytes(source.text) > TECHNIQUE_MAX_BYTES) return tooLarge().problems;
      return (await core.readTechnique(coreSource(source))).problems;
    },

    async report(technique, puzzles, signal, onPuzzle) {
      const out: PuzzleReport[] = [];
      for (const p of puzzles) {
        if (signal.aborted) break;
        let report: PuzzleReport;
        try {
          report = puzzleReport(p, await core.labTrial(p.cells, [coreSource(technique)], timeLimitMs(), { signal }));
        } catch (err) {
          if (signal.aborted) break;
          // A runaway stopped at the time limit, or a worker that died: told on the row and on the file.
          report = failedReport(p, (err as Error).message);
        }
        // A trial cut short by Cancel says nothing about the technique.
        if (signal.aborted) break;
        out.push(report);
        onPuzzle(report);
      }
      return out;
    },
  };
}

/** A file over the size a technique file may have: not read, and told on the file. */
function tooLarge(): ReadTechnique {
  return { problems: [{ line: 1, column: 1, message: labSays.fileTooLarge(LAB_LIMITS.fileMib), severity: 'error' }] };
}

/** A trial in the table's terms: positions it fired at, what it found there, what was wrong. */
export function puzzleReport(p: ReportPuzzle, trial: LabTrial): PuzzleReport {
  const fired = new Set(trial.firings.map((f) => f.beforeStep)).size;
  const steps = trial.firings.flatMap((f) => f.steps);
  const calls = Object.values(trial.callMs).flat();
  const unsound = trial.reports.filter((r) => r.kind === 'unsound');
  const refused = trial.reports.find((r) => r.kind !== 'unsound' && r.kind !== 'unchecked');
  return {
    line: p.line,
    positions: trial.positions,
    fired,
    placements: steps.reduce((n, s) => n + s.placed.length, 0),
    eliminations: steps.reduce((n, s) => n + s.removed.length, 0),
    unsound: unsound.map((u) => ({
      finding: u.counterexample?.wrongText.join(', ') ?? u.message,
      grid: u.counterexample?.position ?? '',
      ...(u.line !== undefined ? { line: u.line, column: u.column ?? 1 } : {}),
    })),
    // A guessed puzzle has no rating to compare: none is shown ('–').
    ...(trial.before && !trial.before.notRated ? { ratingBefore: trial.before.rating } : {}),
    ...(trial.after && !trial.after.notRated ? { ratingAfter: trial.after.rating } : {}),
    msPerCall: calls.length ? calls.reduce((a, b) => a + b, 0) / calls.length : 0,
    ...(trial.status !== 'solved' ? { problem: testTechniqueSays.notTested(statusWord(trial.status)) } : {}),
    ...(refused
      ? { refused: { line: refused.line ?? 1, column: refused.column ?? 1, message: refused.message, severity: 'error' as const } }
      : {}),
  };
}

function failedReport(p: ReportPuzzle, message: string): PuzzleReport {
  return {
    line: p.line,
    positions: 0,
    fired: 0,
    placements: 0,
    eliminations: 0,
    unsound: [],
    msPerCall: 0,
    problem: message,
    refused: { line: 1, column: 1, message, severity: 'error' },
  };
}
