/**
 * Test Technique on File, as the panel shows it: one row per puzzle, in
 * words made by the host (src/features/lab/reportModel.ts), drawn by the
 * webview (src/webview/report.ts) as text. Defined once for both sides.
 */

/** One puzzle of the file. */
export interface ReportRow {
  /** The puzzle's line in the file (0-based): its link opens it there. */
  line: number;
  name?: string;
  /** Positions of the puzzle's built-in explanation the technique was run at. */
  positions: number;
  /** Of those, how many it found something at. */
  fired: number;
  /** What it found, in words: "3 placements, 12 eliminations". */
  finds: string;
  /** Findings the solution contradicts. */
  unsound: number;
  /** The first unsound finding, in words, when there is one. */
  unsoundText?: string;
  /** The rating before and after, in words ("7.2 → 6.6"), or why it could not be tested. */
  rating: string;
  /** Whether the rating changes with the technique. */
  ratingChanged: boolean;
  /** The technique's time per call, in words. */
  perCall: string;
  /** The puzzle could not be tested (malformed, no single solution, timed out): why. */
  problem?: string;
}

export interface ReportModel {
  title: string;
  /** The puzzle file, for the links. */
  uri: string;
  /** "Fires on 12 of 20 puzzles, at 40 of 900 positions; …". */
  facts: string;
  /** A line that says the report was cut short or found unsound findings. */
  warning?: string;
  rows: ReportRow[];
}

const isText = (x: unknown, max = 100000): x is string => typeof x === 'string' && x.length <= max;
const isCount = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0;

/** Checks a report kept for a window reload before it is shown again. */
export function isReportModel(m: unknown): m is ReportModel {
  if (typeof m !== 'object' || m === null) return false;
  const x = m as Record<string, unknown>;
  return (
    isText(x.title) &&
    isText(x.uri) &&
    isText(x.facts) &&
    (x.warning === undefined || isText(x.warning)) &&
    Array.isArray(x.rows) &&
    x.rows.every((r: Record<string, unknown>) => typeof r === 'object' && r !== null && isCount(r.line) && isCount(r.positions))
  );
}
