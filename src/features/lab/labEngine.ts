/**
 * The lab's port (labPort.ts) on the engine's workers: each technique file
 * read and checked in a worker (its header, SQLite's errors, what it
 * writes), and a technique tested puzzle by puzzle there. No `vscode` here.
 */
import type { LabReport, ReadTechnique, UserTechniqueSource } from '../../core/lab';
import { labSays } from '../../core/phrases';
import type { EditorProblem, LabPort, LoadedTechnique, PuzzleReport, ReportPuzzle, TechniqueSource } from './labPort';

/** What the lab asks of the engine's pool. */
export interface LabCore {
  readTechnique(source: UserTechniqueSource, call?: { signal?: AbortSignal }): Promise<ReadTechnique>;
  /** One puzzle: the technique run at every position of its built-in explanation. */
  reportTechnique(source: UserTechniqueSource, puzzle: string, call?: { signal?: AbortSignal }): Promise<CoreReport>;
}

/** A puzzle's report as the core gives it. */
export interface CoreReport {
  positions: number;
  fired: number;
  placements: number;
  eliminations: number;
  unsound: LabReport[];
  ratingBefore?: number;
  ratingAfter?: number;
  msPerCall: number;
  problem?: string;
  refused?: LabReport;
}

/** A file as the core names it: by its URI, so that what it reports finds its way back. */
export const coreSource = (s: TechniqueSource): UserTechniqueSource => ({ path: s.uri, text: s.text });

export function labPort(core: LabCore): LabPort {
  return {
    async setTechniques(sources) {
      const problems = new Map<string, EditorProblem[]>();
      const loaded: LoadedTechnique[] = [];
      const ids = new Map<string, string>();
      for (const s of sources) {
        const read = await core.readTechnique(coreSource(s));
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

    async report(technique, puzzles, signal, onPuzzle) {
      const out: PuzzleReport[] = [];
      for (const p of puzzles) {
        if (signal.aborted) break;
        const r = await core.reportTechnique(coreSource(technique), p.cells, { signal });
        if (signal.aborted) break;
        const report = puzzleReport(p, r);
        out.push(report);
        onPuzzle(report);
      }
      return out;
    },
  };
}

function puzzleReport(p: ReportPuzzle, r: CoreReport): PuzzleReport {
  return {
    line: p.line,
    positions: r.positions,
    fired: r.fired,
    placements: r.placements,
    eliminations: r.eliminations,
    unsound: r.unsound.map((u) => ({
      finding: u.counterexample?.wrongText.join(', ') ?? u.message,
      grid: u.counterexample?.position ?? '',
    })),
    ...(r.ratingBefore !== undefined ? { ratingBefore: r.ratingBefore } : {}),
    ...(r.ratingAfter !== undefined ? { ratingAfter: r.ratingAfter } : {}),
    msPerCall: r.msPerCall,
    ...(r.problem ? { problem: r.problem } : {}),
    ...(r.refused ? { refused: { line: 1, column: 1, message: r.refused.message, severity: 'error' } } : {}),
  };
}
