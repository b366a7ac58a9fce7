/**
 * Solve All without VS Code: a summary row per puzzle of the file, the
 * summary the panel shows, and the pace of the progress notification.
 * commands.ts runs the solves and shows what these build. Pure: no `vscode`.
 */
import type { Entry, Malformed, Puzzle } from '../../core/formats';
import type { SolveResult } from '../../shared/result';
import type { SummaryModel, SummaryRow } from '../../shared/panelProtocol';
import { duration, progressOf, resultDifficulty, resultMessage, statusWord, summaryFacts, summaryTitle } from '../../core/phrases';

/** The row of an entry that is a puzzle, with its result. */
export function puzzleRow(entry: Puzzle, result: SolveResult): SummaryRow {
  const difficulty = resultDifficulty(result);
  const message = resultMessage(result);
  return {
    ...place(entry),
    status: result.status,
    statusText: statusWord(result.status),
    ...(difficulty ? { difficulty } : {}),
    guesses: result.guesses.length,
    ms: result.stats.ms,
    time: duration(result.stats.ms),
    ...(message ? { message } : {}),
  };
}

/** The row of an entry that is not a puzzle yet: its problem, nothing solved. */
export function malformedRow(entry: Malformed): SummaryRow {
  return { ...place(entry), status: 'malformed', statusText: statusWord('malformed'), guesses: 0, ms: 0, time: '', message: entry.message };
}

const place = (entry: Entry) => ({ line: entry.line, ...(entry.name ? { name: entry.name } : {}) });

/**
 * The summary of a run: the rows of the entries finished, in the file's
 * order (a cancelled run leaves holes where it had not got to), counted.
 */
export function solveAllSummary(run: {
  /** The file as the user knows it (its path in the workspace). */
  file: string;
  uri: string;
  /** One place per entry of the file; empty where the run did not get to. */
  rows: readonly (SummaryRow | undefined)[];
  totalMs: number;
  cancelled: boolean;
}): SummaryModel {
  const finished = run.rows.filter((r): r is SummaryRow => r !== undefined);
  return {
    title: summaryTitle(run.file, finished.length, run.rows.length, run.cancelled),
    uri: run.uri,
    facts: summaryFacts(finished, run.totalMs),
    rows: finished,
    totalMs: run.totalMs,
    cancelled: run.cancelled,
  };
}

/** A progress report: what the notification says, and how far its bar moves (percent). */
export interface ProgressReport {
  message: string;
  increment: number;
}

/** How often the progress notification is updated: each update is a message to the window. */
export const PROGRESS_EVERY_MS = 100;
/** Cached verdicts come back at once: after this many, other work (a Cancel) gets a turn. */
export const YIELD_EVERY = 200;

/** The progress of a run over `total` entries: a few reports a second, not one a puzzle, and always the last. */
export class SolveAllProgress {
  private done = 0;
  private reported = 0;
  private lastReport = 0;
  private sinceYield = 0;

  constructor(private readonly total: number) {}

  /** One more entry finished at `now`: the report to show, if one is due. */
  finished(now: number): ProgressReport | undefined {
    this.done++;
    if (now - this.lastReport < PROGRESS_EVERY_MS && this.done !== this.total) return undefined;
    const increment = ((this.done - this.reported) * 100) / this.total;
    this.reported = this.done;
    this.lastReport = now;
    return { message: progressOf(this.done, this.total), increment };
  }

  /** Whether the run should let other work in now. */
  yieldDue(): boolean {
    if (++this.sinceYield < YIELD_EVERY) return false;
    this.sinceYield = 0;
    return true;
  }
}
