/**
 * `npm run solve -- --technique <file> --report <puzzles>`: the technique
 * lab's report. Every puzzle of the file is explained with the built-in
 * techniques; at every position of that explanation that no guess stands
 * behind, each technique runs on its own (watched, and checked against the
 * one solution); then the puzzle is explained again with the techniques in
 * the ladder. The report says on how many puzzles and positions each
 * technique fires, what it finds, its unsound findings with their
 * counterexamples, its time per call and how the ratings change; as text,
 * or with --json one object per puzzle and a summary last.
 */
import type { Entry } from '../core/formats';
import type { LabReport, LabTrial, UserTechniqueSource } from '../shared/labTypes';
import { describeStep } from '../core/describe';
import { difficultyLabel } from '../core/phrases';
import type { EnginePool } from '../service/enginePool';
import { isOutputClosed, jsonLine, out, safe } from './output';

/** The findings a puzzle shows in the text report; the rest are counted. */
const SHOWN_PER_PUZZLE = 3;

interface TechniqueTally {
  id: string;
  path: string;
  puzzles: number;
  positions: number;
  findings: number;
  calls: number[];
  unsound: number;
}

export interface ReportTotals {
  puzzles: number;
  unique: number;
  malformed: number;
  positions: number;
  /** Puzzles whose rating changes with the techniques in the ladder. */
  changed: number;
  failed: number;
  techniques: Map<string, TechniqueTally>;
  reports: LabReport[];
}

/** Middle and 95th percentile of a sample, in ms. */
export function percentiles(ms: number[]): { median: number; p95: number } {
  if (ms.length === 0) return { median: 0, p95: 0 };
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: Math.round(at(0.5) * 1000) / 1000, p95: Math.round(at(0.95) * 1000) / 1000 };
}

const ratingText = (t: LabTrial, which: 'before' | 'after') => difficultyLabel(t[which]) ?? 'unrated';

/** Adds one puzzle's trial to the totals. */
function tally(totals: ReportTotals, trial: LabTrial): void {
  totals.puzzles++;
  if (trial.status !== 'solved') return;
  totals.unique++;
  totals.positions += trial.positions;
  if (trial.before && trial.after && (trial.before.rating !== trial.after.rating || trial.before.technique !== trial.after.technique))
    totals.changed++;
  for (const { id, path } of trial.techniques) {
    const ms = trial.callMs[id] ?? [];
    const t = totals.techniques.get(id) ?? { id, path, puzzles: 0, positions: 0, findings: 0, calls: [], unsound: 0 };
    const firings = trial.firings.filter((f) => f.technique === id);
    if (firings.length > 0) t.puzzles++;
    t.positions += firings.length;
    t.findings += firings.reduce((n, f) => n + f.steps.reduce((m, s) => m + s.placed.length + s.removed.length, 0), 0);
    t.calls.push(...ms);
    totals.techniques.set(id, t);
  }
  for (const r of trial.reports) {
    totals.reports.push(r);
    const t = totals.techniques.get(r.id);
    if (t && r.kind === 'unsound') t.unsound++;
  }
}

/** One puzzle in the text report: its firings (the first few), rating change and reports. */
function printTrial(label: string, entry: Entry, trial: LabTrial): void {
  const where = `${safe(label)}:${entry.line + 1}${entry.name ? `  ${safe(entry.name)}` : ''}`;
  if (trial.status !== 'solved') {
    out(`${where}  ${trial.status}: not tried (the report needs a puzzle with one solution)`);
    return;
  }
  const changed = trial.before?.rating !== trial.after?.rating || trial.before?.technique !== trial.after?.technique;
  const rating = changed ? `${ratingText(trial, 'before')} -> ${ratingText(trial, 'after')}` : ratingText(trial, 'before');
  out(`${where}  ${trial.firings.length} of ${trial.positions} positions  ${rating}`);
  for (const f of trial.firings.slice(0, SHOWN_PER_PUZZLE)) {
    for (const s of f.steps) out(`    before step ${f.beforeStep}: ${safe(describeStep(s))}`);
  }
  if (trial.firings.length > SHOWN_PER_PUZZLE) out(`    ... and ${trial.firings.length - SHOWN_PER_PUZZLE} more positions`);
  for (const r of trial.reports) printLabReport(r, '    ');
}

/** A lab report as text: its message, and an unsound finding's counterexample. */
export function printLabReport(r: LabReport, indent: string): void {
  out(`${indent}${r.kind}: ${safe(r.message)}`);
  const c = r.counterexample;
  if (!c) return;
  out(`${indent}  puzzle:    ${c.puzzle}`);
  out(`${indent}  solution:  ${c.solution}`);
  out(`${indent}  wrong:     ${c.wrongText.join(', ')}`);
  out(`${indent}  position (candidate line): ${c.candidateLine}`);
  for (const line of c.position.split('\n')) out(`${indent}  ${line}`);
}

/** The summary, per technique: fires on, finds, time per call, unsound findings; then how ratings change. */
function printTotals(totals: ReportTotals): void {
  out('');
  out(`${totals.puzzles} puzzles, ${totals.unique} with one solution, ${totals.positions} positions of their built-in explanations tried`);
  if (totals.malformed) out(`${totals.malformed} entries malformed (not tried)`);
  for (const t of totals.techniques.values()) {
    const { median, p95 } = percentiles(t.calls);
    out(`${safe(t.path)} (${t.id}):`);
    out(
      `  fires on ${t.puzzles} of ${totals.unique} puzzles, at ${t.positions} of ${totals.positions} positions; ${t.findings} placements and eliminations`,
    );
    out(`  time per call: median ${median} ms, p95 ${p95} ms (${t.calls.length} calls)`);
    out(`  unsound: ${t.unsound === 0 ? 'none found' : `${t.unsound} positions (see above)`}`);
  }
  const other = totals.reports.filter((r) => r.kind !== 'unsound');
  for (const r of other) out(`${r.kind}: ${safe(r.message)}`);
  out(`ratings: ${totals.changed} of ${totals.unique} puzzles change with the techniques in the ladder`);
}

function jsonTrial(entry: Entry, trial: LabTrial | undefined) {
  const base = { line: entry.line + 1, ...(entry.name ? { name: entry.name } : {}) };
  if (!trial) return { ...base, puzzle: null, status: 'malformed' };
  const callMs = Object.fromEntries(Object.entries(trial.callMs).map(([id, ms]) => [id, percentiles(ms)]));
  return { ...base, ...trial, callMs };
}

function jsonTotals(totals: ReportTotals) {
  const techniques = [...totals.techniques.values()].map(({ calls, ...t }) => ({ ...t, calls: calls.length, ...percentiles(calls) }));
  const { techniques: _, reports, ...rest } = totals;
  return {
    summary: {
      ...rest,
      techniques,
      reports: reports.filter((r) => r.kind !== 'unsound').length,
      unsound: reports.filter((r) => r.kind === 'unsound').length,
    },
  };
}

/**
 * Runs the report over the entries; returns the exit code: 0 when every
 * technique was sound and ran cleanly wherever it was tried, 1 otherwise.
 */
export async function runReport(
  pool: EnginePool,
  input: { label: string; entries: Iterable<Entry> },
  sources: UserTechniqueSource[],
  options: { json: boolean; timeLimitMs: number; signal: AbortSignal },
): Promise<number> {
  const totals: ReportTotals = {
    puzzles: 0,
    unique: 0,
    malformed: 0,
    positions: 0,
    changed: 0,
    failed: 0,
    techniques: new Map(),
    reports: [],
  };
  for (const entry of input.entries) {
    if (isOutputClosed() || options.signal.aborted) break;
    if (entry.kind !== 'puzzle') {
      totals.malformed++;
      if (options.json) out(jsonLine(jsonTrial(entry, undefined)));
      else out(`${safe(input.label)}:${entry.line + 1}  malformed: ${safe(entry.message)}`);
      continue;
    }
    let trial: LabTrial;
    try {
      trial = await pool.labTrial(entry.cells, sources, options.timeLimitMs, { signal: options.signal });
    } catch (err) {
      // A runaway technique: the worker was stopped at the limit, and the message names the technique.
      totals.failed++;
      totals.reports.push({ kind: 'timeout', technique: '', id: '', path: '', message: (err as Error).message });
      out(
        options.json
          ? jsonLine({ line: entry.line + 1, puzzle: entry.cells, status: 'timeout', message: (err as Error).message })
          : `${safe(input.label)}:${entry.line + 1}  timeout: ${safe((err as Error).message)}`,
      );
      continue;
    }
    tally(totals, trial);
    if (options.json) out(jsonLine(jsonTrial(entry, trial)));
    else printTrial(input.label, entry, trial);
  }
  if (options.json) out(jsonLine(jsonTotals(totals)));
  else printTotals(totals);
  return totals.reports.length > 0 ? 1 : 0;
}
