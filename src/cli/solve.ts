/**
 * npm run solve -- <file | 81-character puzzle> [--json] [--steps] [--no-guess] [--verdict]
 *
 * Solves every puzzle found in a file (or the one given) with the same engine
 * and worker the extension uses, and prints each board, its status, the
 * techniques used and the guess log.
 */
import * as fs from 'fs';
import { parseArgs as parseArgv } from 'node:util';
import { Entry, parsePuzzles } from '../core/formats';
import type { SolveResult } from '../core/result';
import { boardLines, describeStep, guessTable, statusLine, techniqueSummary } from '../core/describe';
import { SolverPool } from '../node/solverPool';
import { engineFiles } from '../node/paths';

const USAGE = `Usage: npm run solve -- <file | 81-character puzzle> [options]

Options:
  --json          one JSON object per puzzle, one per line
  --steps         print every step of the explanation
  --no-guess      logic only: stop with "stalled" where logic stalls
  --no-unique     do not look for a second solution
  --verdict       only the verdict (solution, uniqueness, no solution),
                  as diagnostics and Check compute it: no explanation
  --time-limit N  give up on a puzzle after N ms (default 60000)
  -h, --help      show this help`;

interface Args {
  input: string;
  json: boolean;
  steps: boolean;
  guessing: boolean;
  uniqueness: boolean;
  verdict: boolean;
  timeLimitMs: number;
}

class UsageError extends Error {}

function parseArgs(argv: string[]): Args | 'help' {
  let parsed;
  try {
    parsed = parseArgv({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        steps: { type: 'boolean', default: false },
        'no-guess': { type: 'boolean', default: false },
        'no-unique': { type: 'boolean', default: false },
        verdict: { type: 'boolean', default: false },
        'time-limit': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    // parseArgs's own message names the option and what is wrong with it; its advice on '--' is beside the point here.
    throw new UsageError((err as Error).message.replace(/\. To specify a positional argument.*$/s, '.'));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  let timeLimitMs = 60000;
  if (values['time-limit'] !== undefined) {
    timeLimitMs = Number(values['time-limit']);
    if (!Number.isFinite(timeLimitMs) || timeLimitMs <= 0) throw new UsageError('--time-limit needs a positive number of milliseconds.');
  }
  if (positionals.length > 1) throw new UsageError(`Only one file or puzzle at a time (got '${positionals[0]}' and '${positionals[1]}').`);
  if (positionals.length === 0) throw new UsageError('Give a file or an 81-character puzzle.');
  if (values.verdict && values.steps) throw new UsageError('--verdict gives no explanation, so it cannot print --steps.');
  if (values.verdict && values['no-unique']) throw new UsageError('--verdict always checks uniqueness; leave out --no-unique.');
  return {
    input: positionals[0],
    json: values.json,
    steps: values.steps,
    guessing: !values['no-guess'],
    uniqueness: !values['no-unique'],
    verdict: values.verdict,
    timeLimitMs,
  };
}

function readInput(input: string): { label: string; text: string } {
  if (fs.existsSync(input)) {
    const stat = fs.statSync(input);
    if (stat.isDirectory()) throw new UsageError(`'${input}' is a folder; give a file.`);
    try {
      return { label: input, text: fs.readFileSync(input, 'utf8') };
    } catch (err) {
      throw new UsageError(`Cannot read '${input}': ${(err as Error).message}`);
    }
  }
  if (/^[0-9._]{81}$/.test(input) || (input.length >= 81 && /^[0-9._,|+\- ]+$/.test(input))) return { label: 'argument', text: input };
  throw new UsageError(`'${input}' is neither a file nor an 81-character puzzle.`);
}

function jsonRecord(entry: Entry, result?: SolveResult) {
  const base = { line: entry.line + 1, ...(entry.name ? { name: entry.name } : {}) };
  if (entry.kind === 'malformed') {
    return { ...base, puzzle: null, status: 'malformed', message: entry.message, problems: entry.problems };
  }
  const r = result!;
  return {
    ...base,
    puzzle: entry.cells,
    status: r.status,
    ...(r.message ? { message: r.message } : {}),
    givens: r.givens,
    notes: r.notes,
    solution: r.solution ?? null,
    ...(r.solutions ? { solutions: r.solutions } : {}),
    ...(r.conflicts ? { conflicts: r.conflicts } : {}),
    difficulty: r.difficulty ?? null,
    steps: r.steps,
    guesses: r.guesses,
    ms: r.stats.ms,
    statements: r.stats.statements,
    ...(r.stats.search ? { nodes: r.stats.search.nodes } : {}),
  };
}

function printText(label: string, entry: Entry, result: SolveResult | undefined, showSteps: boolean, verdictOnly: boolean): void {
  const title = `${label}:${entry.line + 1}${entry.name ? `  ${entry.name}` : ''}`;
  console.log(title);
  if (entry.kind === 'malformed') {
    console.log(`  malformed: ${entry.message}`);
    for (const p of entry.problems.slice(1)) console.log(`    ${p.message}`);
    console.log('');
    return;
  }
  const r = result!;
  const left = boardLines(entry.cells);
  const right = r.solution ? boardLines(r.solution) : [];
  left.forEach((l, i) => console.log(`  ${l}${right[i] ? `     ${right[i]}` : ''}`));
  console.log(`  ${statusLine(r)}`);
  if (r.message) console.log(`  ${r.message}`);
  for (const n of r.notes) console.log(`  note: ${n}`);
  if (r.solutions) console.log(`  second solution: ${r.solutions[1]}`);
  const summary = techniqueSummary(r).filter((t) => t.name !== 'Guess');
  if (summary.length) console.log(`  techniques: ${summary.map((t) => `${t.name} ×${t.count}`).join(', ')}`);
  if (showSteps) r.steps.forEach((s) => console.log(`    ${String(s.n).padStart(3)}. ${describeStep(s)}`));
  if (verdictOnly) {
    if (r.stats.search) console.log(`  verdict only: ${r.stats.search.nodes} guess nodes`);
  } else if (r.guesses.length) {
    console.log(`  guess log (${r.guesses.length} guesses):`);
    for (const l of guessTable(r.guesses)) console.log(`    ${l}`);
  } else if (r.status === 'solved') {
    console.log('  guesses: none, logic alone solved it');
  }
  console.log('');
}

async function main(argv: string[]): Promise<number> {
  let args: Args | 'help';
  let input: { label: string; text: string };
  try {
    args = parseArgs(argv);
    if (args === 'help') {
      console.log(USAGE);
      return 0;
    }
    input = readInput(args.input);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`error: ${err.message}\n\n${USAGE}`);
      return 2;
    }
    throw err;
  }
  const entries = parsePuzzles(input.text);
  if (entries.length === 0) {
    console.error(`error: no puzzle found in ${input.label}.`);
    return 1;
  }
  const pool = new SolverPool(engineFiles());
  try {
    for (const entry of entries) {
      const result =
        entry.kind === 'puzzle'
          ? await pool.solve(entry.cells, {
              guessing: args.guessing,
              uniqueness: args.uniqueness,
              timeLimitMs: args.timeLimitMs,
              ...(args.verdict ? { verdict: true, explain: false } : {}),
            })
          : undefined;
      if (args.json) console.log(JSON.stringify(jsonRecord(entry, result)));
      else printText(input.label, entry, result, args.steps, args.verdict);
    }
  } finally {
    await pool.dispose();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(`error: ${(err as Error).message}`);
    process.exit(1);
  },
);
