/**
 * npm run solve -- <file | - | 81-character puzzle> [--json] [--summary] [--steps] [--no-guess] [--deep] [--technique <file>]...
 * npm run solve -- --technique <file> [--technique ...] --report <puzzles> [--json]
 *
 * Solves every puzzle found in a file, standard input (`-`) or the one given,
 * with the same engine and worker the extension uses, and prints each board,
 * its status, the techniques used and the guess log. With --technique, a
 * user's technique files join the ladder; with --report, they are tried on
 * every puzzle of a file instead (see labReport.ts).
 *
 * Exit codes: 0 when every puzzle was solved; 1 when any was not (malformed,
 * invalid, no solution, more than one, stalled, timed out) or none was found,
 * or a --technique was unsound, refused or stopped (see the usage for --report);
 * 2 for a usage error (a bad option, an unreadable or oversized input, a
 * technique file with errors);
 * 130 when stopped by Ctrl-C (what was reported before it stays).
 */
import * as fs from 'fs';
import { setFlagsFromString } from 'v8';
import { Entry, Puzzle, iteratePuzzles, toGrid } from '../core/formats';
import { type Hint, nextHint } from '../core/hint';
import { entryPosition } from '../core/positionForms';
import { isVariantError, variantMessage, variantOptions, variantText } from '../core/variants';
import { chainWords, parsing } from '../core/phrases';
import { InputError, readInputFile } from './readInput';
import { exit, isOutputClosed, jsonLine, out, safe, unlessOutputCloses } from './output';
import { checkTechniqueFiles, readTechniqueFiles } from './techniqueFiles';
import { printLabReport, runReport } from './labReport';
import type { UserTechniqueSource } from '../shared/labTypes';
import { NOT_RATED_BEYOND, type SolveResult, type Step } from '../shared/result';
import { describeStep, difficultyLabel, guessTable, statusLine, stepSentence, techniqueSummary } from '../core/describe';
import { SolverPool } from '../node/solverPool';
import { engineFiles } from '../node/paths';
import { MAX_TIME_LIMIT_MS, UsageError, parseOptions, timeLimit } from './options';

const USAGE = `Usage: npm run solve -- <file | - | 81-character puzzle> [options]

  -               read the puzzles from standard input

Options:
  --json          one JSON object per puzzle, one per line (steps only with --steps)
  --summary       one short line (or compact JSON object) per puzzle: the verdict, no steps or guess log
  --steps         print every step of the explanation (not with --summary)
  --verdict       only the verdict (solution, uniqueness, no solution),
                  as diagnostics and Check compute it: no explanation
  --hint          only the next step, from where each puzzle stands (the
                  candidates of a pencil-mark grid or candidate line, the
                  progress lines under a puzzle); with --json, the step in the
                  shape of a --steps step
  --no-guess      logic only: stop with "stalled" where logic stalls
  --deep          the deep rating: where every other technique stalls, try the
                  nested forcing chains too (Sudoku Explainer's 9.0 and up,
                  level 1 so far) before guessing. A step can take minutes:
                  the time limit is then 600000 ms unless --time-limit says
  --no-unique     do not look for a second solution; the uniqueness techniques
                  (unique rectangles, BUG) are then left out too, so the
                  explanation and rating can differ (a harder step in their place)
  --time-limit N  give up on a puzzle after N ms (default 60000, at most ${MAX_TIME_LIMIT_MS})
  --technique FILE.sql
                  a technique of your own (docs/technique-api.md) joins the
                  ladder at its rating; repeat for several. Each finding is
                  checked against the solution before it is applied.
  --report PUZZLES
                  with --technique, instead of solving: try the techniques at
                  every position of the built-in explanation of every puzzle
                  in PUZZLES, and report where they fire, what they find, any
                  unsound finding, their time per call and how ratings change
  -h, --help      show this help

Exit codes: 0 every puzzle solved (--report: every technique sound and clean), 1 any
puzzle not solved or none found, or a --technique unsound, refused or stopped,
2 usage error or a technique file with errors, 130 stopped by Ctrl-C.`;

/** A deep rating's default time limit: a nested chain's step can take minutes. */
const DEEP_TIME_LIMIT_MS = 600_000;

interface Args {
  input: string;
  json: boolean;
  summary: boolean;
  steps: boolean;
  guessing: boolean;
  deep: boolean;
  uniqueness: boolean;
  verdict: boolean;
  hint: boolean;
  timeLimitMs: number;
  techniques: string[];
  report?: string;
}

function parseArgs(argv: string[]): Args | 'help' {
  const { values, positionals } = parseOptions(argv, {
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      summary: { type: 'boolean', default: false },
      steps: { type: 'boolean', default: false },
      'no-guess': { type: 'boolean', default: false },
      deep: { type: 'boolean', default: false },
      'no-unique': { type: 'boolean', default: false },
      verdict: { type: 'boolean', default: false },
      hint: { type: 'boolean', default: false },
      'time-limit': { type: 'string' },
      technique: { type: 'string', multiple: true, default: [] },
      report: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const timeLimitMs = timeLimit(values['time-limit'], values.deep ? DEEP_TIME_LIMIT_MS : 60000);
  const techniques = values.technique;
  if (values.report !== undefined) return reportArgs(values, positionals, techniques, timeLimitMs);
  if (values.verdict && techniques.length) throw new UsageError('--verdict uses no named technique, so it cannot try --technique.');
  if (positionals.length > 1) throw new UsageError(`Only one file or puzzle at a time (got '${positionals[0]}' and '${positionals[1]}').`);
  if (positionals.length === 0) throw new UsageError('Give a file or an 81-character puzzle.');
  if (values.verdict && values.steps) throw new UsageError('--verdict gives no explanation, so it cannot print --steps.');
  if (values.summary && values.steps) throw new UsageError('--summary leaves the steps out; use --steps without --summary.');
  if (values.deep && (values.verdict || values.hint))
    throw new UsageError('--deep rates the explanation: it cannot go with --verdict or --hint.');
  if (values.verdict && values['no-unique']) throw new UsageError('--verdict always checks uniqueness; leave out --no-unique.');
  for (const other of ['summary', 'steps', 'verdict'] as const) {
    if (values.hint && values[other]) throw new UsageError(`--hint prints one step, so it cannot go with --${other}.`);
  }
  return {
    input: positionals[0],
    json: values.json,
    summary: values.summary,
    steps: values.steps,
    guessing: !values['no-guess'],
    deep: values.deep,
    uniqueness: !values['no-unique'],
    verdict: values.verdict,
    hint: values.hint,
    timeLimitMs,
    techniques,
  };
}

/** `--report PUZZLES`: only with --technique, and with nothing that shapes a solve's output but --json. */
function reportArgs(values: Record<string, unknown>, positionals: string[], techniques: string[], timeLimitMs: number): Args {
  if (techniques.length === 0) throw new UsageError('--report tries your techniques: name at least one with --technique FILE.sql.');
  if (positionals.length > 0) throw new UsageError(`--report reads its puzzles from the file it names; leave out '${positionals[0]}'.`);
  for (const other of ['summary', 'steps', 'verdict', 'hint', 'no-guess', 'no-unique', 'deep'] as const) {
    if (values[other]) throw new UsageError(`--report cannot go with --${other}.`);
  }
  const report = values.report as string;
  const base = {
    json: values.json === true,
    summary: false,
    steps: false,
    guessing: true,
    deep: false,
    uniqueness: true,
    verdict: false,
    hint: false,
  };
  return { ...base, input: report, timeLimitMs, techniques, report };
}

async function readInput(input: string): Promise<{ label: string; text: string }> {
  if (input === '-' || fs.existsSync(input)) return readInputFile(input, safe);
  if (/^[0-9._]{81}$/.test(input) || (input.length >= 81 && /^[0-9._,|+\- ]+$/.test(input))) return { label: 'argument', text: input };
  throw new UsageError(`'${safe(input)}' is neither a file nor an 81-character puzzle.`);
}

/** A step with its sentence of why, for --json. */
function withSentence(s: Step): Step & { sentence?: string } {
  const sentence = stepSentence(s);
  return sentence ? { ...s, sentence } : s;
}

/** A guessed puzzle's ER (and EP, when the guess came first) is null, with notRated saying why: never a number that looks like a rating. */
function jsonDifficulty(d: SolveResult['difficulty']) {
  if (!d) return null;
  if (!d.notRated) return d;
  return { ...d, rating: null, ep: d.ep ?? null, beyond: NOT_RATED_BEYOND };
}

function jsonRecord(entry: Entry, result: SolveResult | undefined, args: Args) {
  const base = { line: entry.line + 1, ...(entry.name ? { name: entry.name } : {}) };
  if (entry.kind === 'malformed') {
    return { ...base, puzzle: null, status: 'malformed', message: entry.message, ...(args.summary ? {} : { problems: entry.problems }) };
  }
  const r = result!;
  const verdict = {
    ...base,
    puzzle: entry.cells,
    ...variantRecord(entry),
    status: r.status,
    ...(r.message ? { message: r.message } : {}),
    givens: r.givens,
    solution: r.solution ?? null,
    ...(r.solutions ? { solutions: r.solutions } : {}),
    ...(r.conflicts ? { conflicts: r.conflicts } : {}),
    difficulty: jsonDifficulty(r.difficulty),
    ...(r.lab ? { lab: r.lab } : {}),
    ...(args.verdict && r.stats.search ? { nodes: r.stats.search.nodes } : {}),
  };
  if (args.summary) return { ...verdict, guesses: r.guesses.length, ms: r.stats.ms };
  return {
    ...verdict,
    notes: r.notes,
    ...(args.steps ? { steps: r.steps.map(withSentence) } : {}),
    guesses: r.guesses,
    ms: r.stats.ms,
    statements: r.stats.statements,
  };
}

/** A variant puzzle's rules and regions for --json, and what its variant lines say that is not read. */
function variantRecord(entry: Puzzle) {
  const v = entry.variant;
  if (!v) return {};
  const notes = v.notes.map((n) => ({ kind: n.kind, line: (n.line ?? v.line) + 1, message: variantMessage(n) }));
  return { ...(v.variant ? { variant: v.variant } : {}), ...(notes.length ? { variantNotes: notes } : {}) };
}

function printSummary(label: string, entry: Entry, result: SolveResult | undefined): void {
  const name = entry.name ? `  ${safe(entry.name)}` : '';
  if (entry.kind === 'malformed') {
    out(`${safe(label)}:${entry.line + 1}  malformed: ${safe(entry.message)}${name}`);
    return;
  }
  const r = result!;
  const difficulty = r.difficulty ? `  ${difficultyLabel(r.difficulty)}` : '';
  out(`${safe(label)}:${entry.line + 1}  ${r.status}${difficulty}  ${Math.round(r.stats.ms)} ms${name}`);
}

/** A step on its line with why; a chain step in words, with its Eureka notation on the line beneath. */
function printStep(s: Step): void {
  const sentence = stepSentence(s);
  out(`    ${String(s.n).padStart(3)}. ${describeStep(s, sentence)}`);
  if (sentence && s.chain) out(`         ${s.chain.text}`);
  // A nested chain's inner chains, each as an indented block beneath it.
  for (const c of s.chain?.inner ?? []) out(`           ${chainWords.inner(c.text)}`);
}

function printText(label: string, entry: Entry, result: SolveResult | undefined, showSteps: boolean): void {
  const title = `${safe(label)}:${entry.line + 1}${entry.name ? `  ${safe(entry.name)}` : ''}`;
  out(title);
  if (entry.kind === 'malformed') {
    out(`  malformed: ${safe(entry.message)}`);
    for (const p of entry.problems.slice(1)) out(`    ${safe(p.message)}`);
    out('');
    return;
  }
  const r = result!;
  const left = toGrid(entry.cells).split('\n');
  const right = r.solution ? toGrid(r.solution).split('\n') : [];
  left.forEach((l, i) => out(`  ${l}${right[i] ? `     ${right[i]}` : ''}`));
  out(`  ${statusLine(r)}`);
  // The variant as read, in the file's own words, and what its lines say that is not read.
  if (entry.variant?.variant) for (const l of variantText(entry.variant.variant)) out(`  ${l}`);
  for (const n of entry.variant?.notes ?? []) out(`  ${isVariantError(n) ? 'error' : 'warning'}: ${safe(variantMessage(n))}`);
  if (r.fromPosition) out('  from the position given: its placed digits, and its candidates as the starting ones');
  if (r.message) out(`  ${safe(r.message)}`);
  for (const n of r.notes) out(`  note: ${safe(n)}`);
  if (r.solutions) out(`  second solution: ${r.solutions[1]}`);
  for (const report of r.lab ?? []) printLabReport(report, '  ');
  const summary = techniqueSummary(r).filter((t) => t.name !== 'Guess');
  if (summary.length) out(`  techniques: ${summary.map((t) => `${t.name} ×${t.count}`).join(', ')}`);
  if (showSteps) r.steps.forEach(printStep);
  if (r.stats.search && !r.guesses.length && !r.steps.length) out(`  verdict only: ${r.stats.search.nodes} guess nodes`);
  if (r.guesses.length) {
    out(`  guess log (${r.guesses.length} guesses):`);
    for (const l of guessTable(r.guesses)) out(`    ${l}`);
  } else if (r.status === 'solved') {
    out('  guesses: none, logic alone solved it');
  }
  out('');
}

function hintRecord(entry: Entry, hint: Hint | undefined) {
  const base = { line: entry.line + 1, ...(entry.name ? { name: entry.name } : {}) };
  if (entry.kind === 'malformed') return { ...base, puzzle: null, status: 'malformed', message: entry.message };
  const h = hint!;
  return {
    ...base,
    puzzle: entry.cells,
    status: h.status,
    ...(h.step ? { step: withSentence(h.step) } : {}),
    ...(h.message ? { message: h.message } : {}),
    ...(h.check ? { check: h.check } : {}),
    ...(h.lab ? { lab: h.lab } : {}),
  };
}

function printHint(label: string, entry: Entry, hint: Hint | undefined): void {
  out(`${safe(label)}:${entry.line + 1}${entry.name ? `  ${safe(entry.name)}` : ''}`);
  if (entry.kind === 'malformed') out(`  malformed: ${safe(entry.message)}`);
  else if (hint!.step) printStep(hint!.step);
  else out(`  ${hint!.status === 'complete' ? 'complete: nothing is left to do' : `${hint!.status}: ${safe(hint!.message ?? '')}`}`);
  for (const report of (entry.kind === 'puzzle' && hint?.lab) || []) printLabReport(report, '  ');
  out('');
}

/** Exit code for a run stopped by Ctrl-C, as a shell reports a process ended by SIGINT (128 + 2). */
const INTERRUPTED = 130;

interface Input {
  label: string;
  text: string;
  techniques: UserTechniqueSource[];
}

/** The arguments, the input and the technique files; or the exit code of help, or of a usage or input error (told). */
async function setup(argv: string[]): Promise<{ args: Args; input: Input } | number> {
  try {
    const args = parseArgs(argv);
    if (args === 'help') {
      out(USAGE);
      return 0;
    }
    const techniques = readTechniqueFiles(args.techniques);
    const input = args.report !== undefined ? await readInputFile(args.report, safe) : await readInput(args.input);
    return { args, input: { ...input, techniques } };
  } catch (err) {
    return usageOrInputError(err);
  }
}

/** Exit code 2 for a usage error (with the usage) or an input the user can fix (the message alone); anything else is a crash. */
function usageOrInputError(err: unknown): number {
  if (err instanceof UsageError) console.error(`error: ${err.message}\n\n${USAGE}`);
  else if (err instanceof InputError) console.error(`error: ${err.message}`);
  else throw err;
  return 2;
}

/** What a run did, for its exit code and an interrupted run's message. */
interface Tally {
  read: number;
  reported: number;
  unsolved: number;
}

/** Solves (or hints) each entry as the parser reaches it, and reports it. */
async function solveEntries(pool: SolverPool, args: Args, input: Input, entries: Iterable<Entry>, signal: AbortSignal): Promise<Tally> {
  const tally: Tally = { read: 0, reported: 0, unsolved: 0 };
  const call = { signal };
  const userTechniques = input.techniques.length ? { userTechniques: input.techniques } : {};
  const options = {
    guessing: args.guessing,
    ...(args.deep ? { deep: true } : {}),
    uniqueness: args.uniqueness,
    timeLimitMs: args.timeLimitMs,
    // Only the text report and --steps show the explanation; the guess log is kept either way.
    explain: !args.verdict && !args.summary && (!args.json || args.steps),
    ...(args.verdict ? { verdict: true } : {}),
    ...userTechniques,
  };
  // The verdict first: the uniqueness techniques are only for puzzles known to have one solution.
  // A puzzle with its candidates or progress is solved from there.
  const solveOne = async (entry: Puzzle) => {
    const position = entryPosition(entry);
    const variant = variantOptions(entry);
    const from = { ...options, ...(position ? { position } : {}), ...variant };
    if (args.verdict || !args.uniqueness) return pool.solve(entry.cells, from, call);
    const verdict = await pool.solve(entry.cells, { verdict: true, explain: false, timeLimitMs: args.timeLimitMs, ...variant }, call);
    return pool.solve(entry.cells, { ...from, unique: verdict.status === 'solved' }, call);
  };
  const hintOne = (entry: Puzzle) =>
    nextHint(entry.cells, entryPosition(entry), (o) =>
      pool.solve(entry.cells, { ...o, timeLimitMs: args.timeLimitMs, ...userTechniques, ...variantOptions(entry) }, call),
    );
  for (const entry of entries) {
    tally.read++;
    if (isOutputClosed() || signal.aborted) break;
    if (args.hint) {
      const hint = entry.kind === 'puzzle' ? await unlessOutputCloses(hintOne(entry)) : undefined;
      if (isOutputClosed() || signal.aborted) break;
      tally.reported++;
      if (!hint || (hint.status !== 'step' && hint.status !== 'complete')) tally.unsolved++;
      if (args.json) out(jsonLine(hintRecord(entry, hint ?? undefined)));
      else printHint(input.label, entry, hint ?? undefined);
      continue;
    }
    const result = entry.kind === 'puzzle' ? await unlessOutputCloses(solveOne(entry)) : undefined;
    if (isOutputClosed() || signal.aborted) break;
    tally.reported++;
    // A technique of your own that was unsound, refused or stopped fails the run too.
    if (entry.kind !== 'puzzle' || result?.status !== 'solved' || result.lab?.length) tally.unsolved++;
    if (args.json) out(jsonLine(jsonRecord(entry, result ?? undefined, args)));
    else if (args.summary) printSummary(input.label, entry, result ?? undefined);
    else printText(input.label, entry, result ?? undefined, args.steps);
  }
  return tally;
}

/** The entries from the first ones read on: the parser hands them over one at a time. */
function* from(read: IteratorResult<Entry, void>[], rest: Iterator<Entry, void>): Generator<Entry> {
  for (const next of read) {
    if (next.done) return;
    yield next.value;
  }
  for (let next = rest.next(); !next.done; next = rest.next()) yield next.value;
}

/**
 * One puzzle: sql.js's WebAssembly runs on V8's baseline compiler alone. Its
 * optimizing compiler costs about 0.3 CPU-s on SQLite's largest functions,
 * more than one puzzle's explanation gains from it (see docs/performance.md).
 * Set before the engine's worker compiles the module; V8's flags are the process's.
 */
function compileForOneRun(): void {
  try {
    setFlagsFromString('--liftoff-only');
  } catch {
    // Only slower: the optimizing compiler stays.
  }
}

async function main(argv: string[]): Promise<number> {
  const ready = await setup(argv);
  if (typeof ready === 'number') return ready;
  const { args, input } = ready;
  // Entries come one at a time as the parser reaches them, so memory goes with the puzzles, not the lines.
  const entries = iteratePuzzles(input.text);
  const firstEntry = entries.next();
  if (firstEntry.done) {
    const label = safe(input.label);
    console.error(`error: ${input.text.includes('\0') ? parsing.noPuzzleBinary(label) : parsing.noPuzzleFound(label)}`);
    return 1;
  }
  const second = entries.next();
  if (second.done) compileForOneRun();
  const pool = new SolverPool({ ...engineFiles(), warm: false });
  // Ctrl-C: the first stops the solve under way (what was reported stays), a second ends the run at once.
  const stop = new AbortController();
  process.on('SIGINT', () => (stop.signal.aborted ? process.exit(INTERRUPTED) : stop.abort()));
  let tally: Tally;
  try {
    await checkTechniqueFiles(pool, input.techniques);
    if (args.report !== undefined) {
      const options = { json: args.json, timeLimitMs: args.timeLimitMs, signal: stop.signal };
      const code = await runReport(pool, { label: input.label, entries: from([firstEntry, second], entries) }, input.techniques, options);
      return stop.signal.aborted ? INTERRUPTED : code;
    }
    tally = await solveEntries(pool, args, input, from([firstEntry, second], entries), stop.signal);
  } catch (err) {
    return usageOrInputError(err);
  } finally {
    await pool.dispose();
  }
  if (stop.signal.aborted) {
    // The entries are read as they come: count the rest now (parsing is quick, and nothing is kept).
    let total = tally.read;
    while (!entries.next().done) total++;
    console.error(`interrupted: ${tally.reported} of ${total} puzzles reported.`);
    return INTERRUPTED;
  }
  return tally.unsolved > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(exit, (err) => {
  console.error(`error: ${safe((err as Error).message)}`);
  process.exit(1);
});
