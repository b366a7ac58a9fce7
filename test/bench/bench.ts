/**
 * npm run bench -- [options]; --help lists them.
 *
 * Runs three solvers in one process over the shared puzzle sets:
 * - ours, twice: the verdict (the compact search alone, what the editor
 *   computes in the background) and the explanation (every named technique,
 *   then the search, the guess log and the steps), both proving uniqueness;
 * - cte: SQLite's documented recursive-CTE query in the same sql.js, capped per puzzle;
 * - bitmask: a compact JavaScript solver (test-only code), also proving uniqueness.
 * Then the editor latencies, through the code paths the extension uses.
 *
 * The set '16given' is made here: the first 100 puzzles of 17clue_1000, each
 * without its first given (so each has several solutions).
 * Then explanations (the full technique ladder, as the panel asks for) over the
 * puzzles Sudoku Explainer rated (test/data/*.tsv): time per set and agreement
 * with SE's ratings.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { parseArgs } from 'node:util';
import { Worker } from 'worker_threads';
import initSqlJs from 'sql.js';
import sources from 'virtual:sql-sources';
import { SqlSudokuEngine } from '../../src/core/engine';
import type { SolveResult } from '../../src/shared/result';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { checkSolution } from '../helpers/checker';
import { editorLatencies } from './editorLatencies';
import { positionBench } from './hints';
import { agreement, readRatings, RATING_SETS } from '../helpers/ratings';

const OUT = __dirname;
const DEFAULT_SETS = ['named_hardest', 'top1465', '17clue_1000', '16given', 'easy50'];

interface Args {
  sets: string[];
  limit: number;
  cteLimit: number;
  cteCapMs: number;
  cte: boolean;
  editor: boolean;
  out: string;
  puzzles: string;
  ratings: string[];
  ratingsLimit: number;
  positions: number;
}

const USAGE =
  'npm run bench -- [--sets named_hardest,top1465,17clue_1000,16given,easy50] [--limit N] [--cte-limit N] [--cte-cap MS] [--no-cte] [--no-editor] [--ratings easy50,top95,named_hardest,top1465_s200,17clue_s200 | --no-ratings] [--ratings-limit N] [--positions N | --no-positions] [--out FILE]';

function readArgs(argv: string[]): Args {
  const { values: v } = parseArgs({
    args: argv,
    strict: true,
    options: {
      sets: { type: 'string' },
      limit: { type: 'string' },
      'cte-limit': { type: 'string' },
      'cte-cap': { type: 'string' },
      'no-cte': { type: 'boolean' },
      'no-editor': { type: 'boolean' },
      out: { type: 'string' },
      puzzles: { type: 'string' },
      ratings: { type: 'string' },
      'no-ratings': { type: 'boolean' },
      'ratings-limit': { type: 'string' },
      positions: { type: 'string' },
      'no-positions': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (v.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const num = (name: string, x: string | undefined, fallback: number) => {
    if (x === undefined) return fallback;
    const n = Number(x);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} needs a number`);
    return n;
  };
  return {
    sets: v.sets?.split(',') ?? DEFAULT_SETS,
    limit: num('limit', v.limit, Infinity),
    cteLimit: num('cte-limit', v['cte-limit'], 10),
    cteCapMs: num('cte-cap', v['cte-cap'], 10000),
    cte: !v['no-cte'],
    editor: !v['no-editor'],
    out: v.out ?? 'bench-results.json',
    puzzles: v.puzzles ?? path.resolve(OUT, '../test/data'),
    ratings: v['no-ratings'] ? [] : (v.ratings?.split(',') ?? RATING_SETS),
    ratingsLimit: num('ratings-limit', v['ratings-limit'], Infinity),
    positions: v['no-positions'] ? 0 : num('positions', v.positions, 100),
  };
}

export interface Summary {
  n: number;
  correct: number;
  timeouts: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  perSecond: number;
}

function summarize(times: number[], correct: number, timeouts = 0): Summary {
  const s = [...times].sort((a, b) => a - b);
  const q = (p: number) => (s.length ? s[Math.min(s.length - 1, Math.ceil(s.length * p) - 1)] : NaN);
  const total = s.reduce((x, y) => x + y, 0);
  return {
    n: times.length,
    correct,
    timeouts,
    medianMs: round(q(0.5)),
    p95Ms: round(q(0.95)),
    maxMs: round(s[s.length - 1] ?? NaN),
    perSecond: round(total > 0 ? (1000 * times.length) / total : NaN),
  };
}

function round(x: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

class CteRunner {
  private worker?: Worker;
  constructor(private readonly wasmPath: string) {}
  private async start(): Promise<Worker> {
    if (this.worker) return this.worker;
    const w = new Worker(path.join(OUT, 'cteWorker.js'), { workerData: { wasmPath: this.wasmPath } });
    await new Promise<void>((resolve, reject) => {
      w.once('message', () => resolve());
      w.once('error', reject);
    });
    this.worker = w;
    return w;
  }
  /** Solves one puzzle, or gives up at the cap (terminating the worker). */
  async solve(puzzle: string, capMs: number): Promise<{ solution: string | null; ms: number; timedOut: boolean }> {
    const w = await this.start();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        w.removeAllListeners('message');
        void w.terminate();
        this.worker = undefined;
        resolve({ solution: null, ms: capMs, timedOut: true });
      }, capMs);
      w.once('message', (m: { solution: string | null; ms: number }) => {
        clearTimeout(timer);
        resolve({ solution: m.solution, ms: m.ms, timedOut: false });
      });
      w.postMessage({ puzzle });
    });
  }
  async stop() {
    await this.worker?.terminate();
  }
}

function loadSet(dir: string, name: string, limit: number): string[] {
  if (name === '16given') {
    return loadSet(dir, '17clue_1000', 100)
      .map((p) => p.replace(/[1-9]/, '.'))
      .slice(0, limit);
  }
  const file = path.join(dir, `${name}.txt`);
  if (!fs.existsSync(file)) throw new Error(`No puzzle set ${file}`);
  return fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .map((l) => l.slice(0, 81))
    .slice(0, limit);
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

/** What the editor asks for a verdict: the answer, no explanation, no chains. */
const VERDICT = { explain: false, chains: false };

async function main() {
  const args = readArgs(process.argv.slice(2));
  const wasmPath = path.join(OUT, 'sql-wasm.wasm');
  const SQL = await initSqlJs({ wasmBinary: fs.readFileSync(wasmPath) as unknown as ArrayBuffer });
  const engine = SqlSudokuEngine.create(SQL, sources);
  const cte = new CteRunner(wasmPath);
  const machine = {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    date: new Date().toISOString(),
  };
  console.log(`SQL Sudoku benchmark · ${machine.cpu} · ${machine.cores} cores · node ${machine.node} · ${machine.date}`);
  // Figures on a busy machine are slower: say how busy it was.
  const load = () =>
    os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ');
  const loadAtStart = load();
  console.log(`load average at start: ${loadAtStart}`);
  // Warm up first, as the editor's long-lived engine is: V8 compiles
  // WebAssembly in tiers, and SQLite's interpreter runs about half as fast
  // until its hot code is optimised (a few seconds of work), which would
  // count against whichever set runs first.
  const warmUp = performance.now();
  for (const p of loadSet(args.puzzles, 'easy50', 20)) engine.solve(p, VERDICT);
  for (let pass = 0; pass < 3; pass++)
    for (const p of loadSet(args.puzzles, 'top1465', 60)) engine.solve(p, { verdict: true, explain: false });
  console.log(`warm-up: ${Math.round(performance.now() - warmUp)} ms of untimed solves`);

  const results: Record<string, unknown> = {};
  console.log('\nset             solver      n    ok  median ms   p95 ms   max ms  puzzles/s  timeouts');
  for (const set of args.sets) {
    const puzzles = loadSet(args.puzzles, set, args.limit);
    // The truth, from the bitmask solver, timed as the third solver.
    const bits: number[] = [];
    const truths = puzzles.map((p) => {
      const t0 = performance.now();
      const r = bitmaskSolve(p, 2);
      bits.push(performance.now() - t0);
      return r;
    });
    const judge = (p: string, i: number, r: SolveResult): boolean => {
      const truth = truths[i];
      if (truth.count === 0) return r.status === 'no-solution';
      if (truth.count === 1) return r.status === 'solved' && checkSolution(p, r.solution).length === 0;
      return (
        r.status === 'multiple' &&
        r.solutions !== undefined &&
        r.solutions[0] !== r.solutions[1] &&
        r.solutions.every((s) => checkSolution(p, s).length === 0)
      );
    };
    const bitsOk = truths.filter((t, i) => (t.count === 1 ? checkSolution(puzzles[i], t.solutions[0]).length === 0 : t.count > 1)).length;
    // Ours: the verdict, then the explanation.
    const runs = {
      verdict: {
        options: { verdict: true, explain: false },
        ms: [] as number[],
        ok: 0,
        statements: [] as number[],
        search: { nodes: 0, ms: 0, statements: 0 },
      },
      explain: {
        options: { chains: false },
        ms: [] as number[],
        ok: 0,
        statements: [] as number[],
        search: { nodes: 0, ms: 0, statements: 0 },
      },
    };
    const techniques: Record<string, { ms: number; tries: number; hits: number }> = {};
    let timeouts = 0;
    for (const [mode, run] of Object.entries(runs)) {
      puzzles.forEach((p, i) => {
        const r = engine.solve(p, { ...run.options, timeLimitMs: 60000 });
        run.ms.push(r.stats.ms);
        run.statements.push(r.stats.statements);
        if (r.status === 'timeout') timeouts++;
        if (judge(p, i, r)) run.ok++;
        if (r.stats.search) {
          run.search.nodes += r.stats.search.nodes;
          run.search.ms += r.stats.search.ms;
          run.search.statements += r.stats.search.statements;
        }
        if (mode === 'explain') {
          for (const [k, v] of Object.entries(r.stats.techniques)) {
            const t = (techniques[k] ??= { ms: 0, tries: 0, hits: 0 });
            t.ms += v.ms;
            t.tries += v.tries;
            t.hits += v.hits;
          }
        }
      });
    }
    // The CTE, on the first puzzles of the set (it finds one solution, so only puzzles with one are given to it).
    const ctePuzzles = args.cte ? puzzles.filter((_, i) => truths[i].count === 1).slice(0, args.cteLimit) : [];
    const cteTimes: number[] = [];
    const speedups: number[] = [];
    let cteOk = 0;
    let cteTimeouts = 0;
    for (const p of ctePuzzles) {
      const r = await cte.solve(p, args.cteCapMs);
      cteTimes.push(r.ms);
      if (r.timedOut) cteTimeouts++;
      else {
        if (checkSolution(p, r.solution ?? undefined).length === 0) cteOk++;
        speedups.push(r.ms / runs.explain.ms[puzzles.indexOf(p)]);
      }
    }
    const summary = {
      verdict: summarize(runs.verdict.ms, runs.verdict.ok),
      explain: summarize(runs.explain.ms, runs.explain.ok),
      bitmask: summarize(bits, bitsOk),
      ...(ctePuzzles.length ? { cte: summarize(cteTimes, cteOk, cteTimeouts) } : {}),
    };
    for (const [name, s] of Object.entries(summary)) {
      console.log(
        `${set.padEnd(15)} ${name.padEnd(8)} ${pad(s.n, 5)} ${pad(s.correct, 5)} ${pad(s.medianMs.toFixed(2), 10)} ${pad(s.p95Ms.toFixed(2), 8)} ${pad(s.maxMs.toFixed(1), 8)} ${pad(s.perSecond.toFixed(1), 10)} ${pad(s.timeouts, 9)}`,
      );
    }
    const perNode = (x: { nodes: number; ms: number; statements: number }) =>
      x.nodes
        ? { nodes: x.nodes, usPerNode: round((1000 * x.ms) / x.nodes, 0), statementsPerNode: round(x.statements / x.nodes, 1) }
        : null;
    const ratios = {
      verdictOverBitmaskMedian: round(summary.verdict.medianMs / summary.bitmask.medianMs, 1),
      explainOverBitmaskMedian: round(summary.explain.medianMs / summary.bitmask.medianMs, 1),
      cteOverOursMin: speedups.length ? round(Math.min(...speedups), 1) : null,
      cteOverOursMedian: speedups.length ? round(median(speedups), 1) : null,
      cteFinished: speedups.length,
      cteTried: ctePuzzles.length,
    };
    const nodes = { verdict: perNode(runs.verdict.search), explain: perNode(runs.explain.search) };
    console.log(
      `${''.padEnd(15)} ratios: ours is ${ratios.verdictOverBitmaskMedian}× (verdict) and ${ratios.explainOverBitmaskMedian}× (explanation) the bitmask median` +
        (speedups.length
          ? `; on the ${speedups.length} of ${ctePuzzles.length} puzzles the CTE finished within ${args.cteCapMs} ms, our explanation is ${ratios.cteOverOursMin}× (least) to ${ratios.cteOverOursMedian}× (median) faster`
          : ctePuzzles.length
            ? `; the CTE finished none of ${ctePuzzles.length} within ${args.cteCapMs} ms`
            : ''),
    );
    const nodeLine = (name: string, x: ReturnType<typeof perNode>) =>
      x ? `${name} ${x.nodes} nodes, ${x.usPerNode} µs and ${x.statementsPerNode} statements a node` : `${name} no guess node`;
    console.log(`${''.padEnd(15)} guess nodes: ${nodeLine('verdict', nodes.verdict)}; ${nodeLine('explanation', nodes.explain)}`);
    const profile = Object.entries(techniques)
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([k, v]) => ({ part: k, msPerPuzzle: round(v.ms / puzzles.length), tries: v.tries, hits: v.hits }));
    console.log(
      `${''.padEnd(15)} where the explanation spends its time: median ${median(runs.explain.statements)} SQL statements a puzzle; ` +
        profile
          .slice(0, 6)
          .map((p) => `${p.part} ${p.msPerPuzzle.toFixed(2)} ms`)
          .join(', '),
    );
    results[set] = {
      ...summary,
      ratios,
      nodes,
      statementsMedian: { verdict: median(runs.verdict.statements), explain: median(runs.explain.statements) },
      timeouts,
      profile,
    };
  }
  await cte.stop();

  const explanations: Record<string, unknown> = {};
  if (args.ratings.length) {
    console.log('\nExplanations (every technique, steps recorded) of the puzzles Sudoku Explainer rated');
    console.log('set             n  median ms   p95 ms   max ms  guessed  SE<9 no guess  within 0.5   equal  Spearman');
    const all: Parameters<typeof agreement>[0] = [];
    for (const set of args.ratings) {
      const rated = readRatings(args.puzzles, [set]).slice(0, args.ratingsLimit);
      const times: number[] = [];
      const pairs: Parameters<typeof agreement>[0] = [];
      for (const se of rated) {
        const r = engine.solve(se.puzzle);
        times.push(r.stats.ms);
        if (r.status !== 'solved' || checkSolution(se.puzzle, r.solution).length) throw new Error(`${set}:${se.line} not solved right`);
        pairs.push({ se, ours: { er: r.difficulty?.rating ?? NaN, guessed: r.guesses.length > 0 } });
      }
      all.push(...pairs);
      const s = summarize(times, pairs.length);
      const a = agreement(pairs);
      const pct = (x: number) => (a.rated ? `${((100 * x) / a.rated).toFixed(1)}%` : '-');
      console.log(
        `${set.padEnd(15)} ${pad(s.n, 3)} ${pad(s.medianMs.toFixed(1), 10)} ${pad(s.p95Ms.toFixed(1), 8)} ${pad(s.maxMs.toFixed(0), 8)} ${pad(pairs.filter((p) => p.ours.guessed).length, 8)} ${pad(`${a.solvedBelow9}/${a.below9}`, 14)} ${pad(pct(a.within05), 11)} ${pad(pct(a.equal), 7)} ${pad(Number.isFinite(a.spearman) ? a.spearman.toFixed(3) : '-', 9)}`,
      );
      explanations[set] = { time: s, agreement: a };
    }
    const a = agreement(all);
    console.log(
      `all: ${a.rated} rated by SE; solved without a guess ${a.solvedBelow9} of the ${a.below9} SE rates below 9.0; ER within 0.5 on ${((100 * a.within05) / a.rated).toFixed(1)}%, equal on ${((100 * a.equal) / a.rated).toFixed(1)}%; Spearman ${a.spearman.toFixed(3)}`,
    );
    explanations.all = a;
  }

  let positions: unknown;
  if (args.positions > 0) {
    // Every 10th of top1465, so that the positions span the set.
    const picked = loadSet(args.puzzles, 'top1465', Infinity)
      .filter((_, i) => i % 10 === 0)
      .slice(0, args.positions);
    console.log(`\nHints and explanations from positions halfway through the logic of ${picked.length} top1465 puzzles`);
    const f = await positionBench(engine, picked);
    console.log(
      `hint (verdict, then the first step): median ${f.hintMs.median} ms, p95 ${f.hintMs.p95} ms, max ${f.hintMs.max} ms; ` +
        `the step alone: median ${f.hintStepMs.median} ms, p95 ${f.hintStepMs.p95} ms; sound ${f.sound} of ${f.n}`,
    );
    console.log(`explanation from the position ÷ from the givens: median ${f.explainRatio.median}, max ${f.explainRatio.max}`);
    console.log(
      `Take step (step found and applied, verdict known): median ${f.takeStepMs.median} ms, p95 ${f.takeStepMs.p95} ms, max ${f.takeStepMs.max} ms; ` +
        `hint stage 1: median ${f.firstStageMs.median} ms, p95 ${f.firstStageMs.p95} ms; ` +
        `stages 2-4: median ${f.laterStageMs.median} ms, max ${f.laterStageMs.max} ms`,
    );
    positions = f;
  }

  let editor: unknown;
  if (args.editor) {
    console.log("\nEditor latencies (the extension's code paths, engine in a worker thread)");
    editor = await editorLatencies(args.puzzles, OUT);
  }

  const loadAtEnd = load();
  console.log(`load average at the end: ${loadAtEnd}`);
  const report = {
    machine: { ...machine, loadAtStart, loadAtEnd },
    args: { ...args, limit: Number.isFinite(args.limit) ? args.limit : 'all' },
    sets: results,
    explanations,
    positions,
    editor,
  };
  fs.writeFileSync(args.out, JSON.stringify(report, null, 2));
  console.log(`\nResults written to ${args.out}`);
  engine.close();
}

main().catch((err) => {
  console.error(`bench: ${(err as Error).message}`);
  process.exit(1);
});
