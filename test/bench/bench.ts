/**
 * npm run bench -- [--sets a,b] [--limit N] [--cte-limit N] [--cte-cap MS] [--no-cte] [--out FILE]
 *
 * Runs three solvers in one process over the shared puzzle sets:
 * - ours: the SQL engine, full logic plus guessing, with the uniqueness check;
 * - cte: SQLite's documented recursive-CTE query in the same sql.js, capped per puzzle;
 * - bitmask: a compact JavaScript solver (test-only code), also proving uniqueness.
 * Then the editor latencies, through the code paths the extension uses.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Worker } from 'worker_threads';
import initSqlJs from 'sql.js';
import sources from 'virtual:sql-sources';
import { SqlSudokuEngine } from '../../src/core/engine';
import type { SolveResult } from '../../src/core/result';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { checkSolution } from '../helpers/checker';
import { editorLatencies } from './editorLatencies';

const OUT = __dirname;
const DEFAULT_SETS = ['named_hardest', 'top1465', '17clue_1000', 'easy50'];

interface Args {
  sets: string[];
  limit: number;
  cteLimit: number;
  cteCapMs: number;
  cte: boolean;
  editor: boolean;
  out: string;
  puzzles: string;
}

function parseArgs(argv: string[]): Args {
  const a: Args = {
    sets: DEFAULT_SETS,
    limit: Infinity,
    cteLimit: 10,
    cteCapMs: 10000,
    cte: true,
    editor: true,
    out: 'bench-results.json',
    puzzles: path.resolve(OUT, '../test/data'),
  };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = () => {
      const x = argv[++i];
      if (x === undefined) throw new Error(`${k} needs a value`);
      return x;
    };
    const num = () => {
      const n = Number(v());
      if (!Number.isFinite(n) || n < 0) throw new Error(`${k} needs a number`);
      return n;
    };
    if (k === '--sets') a.sets = v().split(',');
    else if (k === '--limit') a.limit = num();
    else if (k === '--cte-limit') a.cteLimit = num();
    else if (k === '--cte-cap') a.cteCapMs = num();
    else if (k === '--no-cte') a.cte = false;
    else if (k === '--no-editor') a.editor = false;
    else if (k === '--out') a.out = v();
    else if (k === '--puzzles') a.puzzles = v();
    else if (k === '-h' || k === '--help') {
      console.log(
        'npm run bench -- [--sets named_hardest,top1465,17clue_1000,easy50] [--limit N] [--cte-limit N] [--cte-cap MS] [--no-cte] [--no-editor] [--out FILE]',
      );
      process.exit(0);
    } else throw new Error(`Unknown option ${k}`);
  }
  return a;
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

async function main() {
  const args = parseArgs(process.argv.slice(2));
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
  // Warm up the JIT and SQLite's page cache so the first puzzle is not penalised.
  for (let i = 0; i < 20; i++) engine.solve(loadSet(args.puzzles, 'easy50', 20)[i]);

  const results: Record<string, unknown> = {};
  console.log('\nset             solver      n    ok  median ms   p95 ms   max ms  puzzles/s  timeouts');
  for (const set of args.sets) {
    const puzzles = loadSet(args.puzzles, set, args.limit);
    // Ours.
    const ours: number[] = [];
    const statements: number[] = [];
    const techniques: Record<string, { ms: number; tries: number; hits: number }> = {};
    let oursOk = 0;
    const oursResults: SolveResult[] = [];
    for (const p of puzzles) {
      const r = engine.solve(p);
      oursResults.push(r);
      ours.push(r.stats.ms);
      statements.push(r.stats.statements);
      if (r.status === 'solved' && checkSolution(p, r.solution).length === 0) oursOk++;
      for (const [k, v] of Object.entries(r.stats.techniques)) {
        const t = (techniques[k] ??= { ms: 0, tries: 0, hits: 0 });
        t.ms += v.ms;
        t.tries += v.tries;
        t.hits += v.hits;
      }
    }
    // Bitmask.
    const bits: number[] = [];
    let bitsOk = 0;
    for (const p of puzzles) {
      const t0 = performance.now();
      const r = bitmaskSolve(p, 2);
      bits.push(performance.now() - t0);
      if (r.count === 1 && checkSolution(p, r.solutions[0]).length === 0) bitsOk++;
    }
    // The CTE, on the first puzzles of the set.
    const ctePuzzles = args.cte ? puzzles.slice(0, args.cteLimit) : [];
    const cteTimes: number[] = [];
    const speedups: number[] = [];
    let cteOk = 0;
    let cteTimeouts = 0;
    for (let i = 0; i < ctePuzzles.length; i++) {
      const r = await cte.solve(ctePuzzles[i], args.cteCapMs);
      cteTimes.push(r.ms);
      if (r.timedOut) cteTimeouts++;
      else {
        if (checkSolution(ctePuzzles[i], r.solution ?? undefined).length === 0) cteOk++;
        speedups.push(r.ms / ours[i]);
      }
    }
    const summary = {
      ours: summarize(ours, oursOk),
      bitmask: summarize(bits, bitsOk),
      ...(ctePuzzles.length ? { cte: summarize(cteTimes, cteOk, cteTimeouts) } : {}),
    };
    for (const [name, s] of Object.entries(summary)) {
      console.log(
        `${set.padEnd(15)} ${name.padEnd(8)} ${pad(s.n, 5)} ${pad(s.correct, 5)} ${pad(s.medianMs.toFixed(2), 10)} ${pad(s.p95Ms.toFixed(2), 8)} ${pad(s.maxMs.toFixed(1), 8)} ${pad(s.perSecond.toFixed(1), 10)} ${pad(s.timeouts, 9)}`,
      );
    }
    const ratios = {
      oursOverBitmaskMedian: round(summary.ours.medianMs / summary.bitmask.medianMs, 1),
      cteOverOursMin: speedups.length ? round(Math.min(...speedups), 1) : null,
      cteOverOursMedian: speedups.length ? round(median(speedups), 1) : null,
      cteFinished: speedups.length,
      cteTried: ctePuzzles.length,
    };
    console.log(
      `${''.padEnd(15)} ratios: ours is ${ratios.oursOverBitmaskMedian}× the bitmask median` +
        (speedups.length
          ? `; on the ${speedups.length} of ${ctePuzzles.length} puzzles the CTE finished within ${args.cteCapMs} ms, ours is ${ratios.cteOverOursMin}× (least) to ${ratios.cteOverOursMedian}× (median) faster`
          : ctePuzzles.length
            ? `; the CTE finished none of ${ctePuzzles.length} within ${args.cteCapMs} ms`
            : ''),
    );
    const profile = Object.entries(techniques)
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([k, v]) => ({ part: k, msPerPuzzle: round(v.ms / puzzles.length), tries: v.tries, hits: v.hits }));
    console.log(
      `${''.padEnd(15)} where ours spends its time: median ${median(statements)} SQL statements a puzzle; ` +
        profile
          .slice(0, 6)
          .map((p) => `${p.part} ${p.msPerPuzzle.toFixed(2)} ms`)
          .join(', '),
    );
    results[set] = { ...summary, ratios, statementsMedian: median(statements), profile };
  }
  await cte.stop();

  let editor: unknown;
  if (args.editor) {
    console.log("\nEditor latencies (the extension's code paths, engine in a worker thread)");
    editor = await editorLatencies(args.puzzles, OUT);
  }

  const report = { machine, args: { ...args, limit: Number.isFinite(args.limit) ? args.limit : 'all' }, sets: results, editor };
  fs.writeFileSync(args.out, JSON.stringify(report, null, 2));
  console.log(`\nResults written to ${args.out}`);
  engine.close();
}

main().catch((err) => {
  console.error(`bench: ${(err as Error).message}`);
  process.exit(1);
});
