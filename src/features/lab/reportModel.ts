/**
 * Test Technique on File without VS Code: the core's per-puzzle reports put
 * into the panel's table (src/shared/labReport.ts), and an unsound finding
 * or a refused statement made a problem of the technique file, pointing at
 * the puzzle.
 */
import { labDiagnostics, testTechniqueSays as say } from '../../core/phrases';
import type { ReportModel, ReportRow } from '../../shared/labReport';
import type { EditorProblem, PuzzleReport, ReportPuzzle } from './labPort';

/** A time per call for people: hundredths below 10 ms (most calls), whole ms above. */
export function perCallText(ms: number): string {
  return say.perCall(ms < 10 ? ms.toFixed(2) : String(Math.round(ms)));
}

const ratingText = (r: number | undefined) => (r === undefined ? '–' : r.toFixed(1));

export function reportRow(puzzle: ReportPuzzle, r: PuzzleReport): ReportRow {
  const changed = r.ratingBefore !== undefined && r.ratingAfter !== undefined && r.ratingAfter.toFixed(1) !== r.ratingBefore.toFixed(1);
  const found = r.placements + r.eliminations;
  return {
    line: puzzle.line,
    ...(puzzle.name ? { name: puzzle.name } : {}),
    positions: r.positions,
    fired: r.fired,
    finds: found ? say.finds(r.placements, r.eliminations) : say.nothing(),
    unsound: r.unsound.length,
    ...(r.unsound.length ? { unsoundText: r.unsound[0].finding } : {}),
    rating: changed ? say.rating(ratingText(r.ratingBefore), ratingText(r.ratingAfter)) : ratingText(r.ratingBefore),
    ratingChanged: changed,
    perCall: r.positions ? perCallText(r.msPerCall) : '–',
    ...(r.problem ? { problem: r.problem } : {}),
  };
}

/** The whole table: a row per puzzle tested, in the file's order, and the facts over all of them. */
export function reportModel(run: {
  technique: string;
  file: string;
  uri: string;
  puzzles: ReportPuzzle[];
  reports: PuzzleReport[];
  cancelled: boolean;
}): ReportModel {
  const byLine = new Map(run.reports.map((r) => [r.line, r]));
  const rows = run.puzzles.flatMap((p) => {
    const r = byLine.get(p.line);
    return r ? [reportRow(p, r)] : [];
  });
  const positions = run.reports.reduce((n, r) => n + r.positions, 0);
  const fired = run.reports.reduce((n, r) => n + r.fired, 0);
  const firedPuzzles = run.reports.filter((r) => r.fired > 0).length;
  const calls = run.reports.reduce((n, r) => n + r.positions, 0);
  const ms = run.reports.reduce((n, r) => n + r.msPerCall * r.positions, 0);
  const unsound = run.reports.reduce((n, r) => n + r.unsound.length, 0);
  const unsoundPuzzles = run.reports.filter((r) => r.unsound.length > 0).length;
  const warnings = [
    ...(unsound ? [say.unsoundWarning(unsound, unsoundPuzzles)] : []),
    ...(run.cancelled ? [say.cancelled(rows.length, run.puzzles.length)] : []),
  ];
  return {
    title: say.title(run.technique, run.file),
    uri: run.uri,
    facts: say.facts(firedPuzzles, rows.length, fired, positions, calls ? perCallText(ms / calls) : '–'),
    ...(warnings.length ? { warning: warnings.join(' ') } : {}),
    rows,
  };
}

/**
 * The problems a report leaves on the technique file: each unsound finding
 * (the first of a puzzle, with the position's pencil-mark grid) at the
 * statement that inserts the findings (the header's first line when the
 * core does not say), pointing at the puzzle's line; a refused or runaway
 * statement where the core placed it.
 */
export function reportProblems(puzzleUri: string, puzzles: ReportPuzzle[], reports: PuzzleReport[]): EditorProblem[] {
  const byLine = new Map(puzzles.map((p) => [p.line, p]));
  const out: EditorProblem[] = [];
  for (const r of reports) {
    const puzzle = byLine.get(r.line);
    const name = puzzle?.name ?? '';
    const first = r.unsound[0];
    if (first) {
      out.push({
        line: first.line ?? 1,
        column: first.column ?? 1,
        severity: 'error',
        message: labDiagnostics.withPosition(labDiagnostics.unsound(first.finding), first.grid),
        related: [{ uri: puzzleUri, line: r.line, message: labDiagnostics.thePuzzle(name, r.line) }],
      });
    }
    if (r.refused) out.push({ ...r.refused, related: [{ uri: puzzleUri, line: r.line, message: labDiagnostics.thePuzzle(name, r.line) }] });
  }
  return out;
}
