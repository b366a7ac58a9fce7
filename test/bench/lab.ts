/**
 * npm run bench:lab -- [--puzzles N] [--only load|calls|solves|read|memory]
 *
 * The technique lab's costs (benchmarks, not tests; the machine may be shared):
 * - loading a folder of ten user techniques: each file read from disk, its
 *   header read, its statements split, checked (EXPLAIN) and prepared, on an
 *   engine that has seen none of them (target: 50 ms);
 * - the overhead per call of running a technique isolated and checked (the
 *   savepoint, the guard's flag, the schema versions, the no-op and
 *   soundness checks) against running its statements bare, at the same
 *   positions of the built-in explanations;
 * - a whole solve with a user technique in the ladder against one without:
 *   what the technique's own calls cost, the verdict its soundness check
 *   needs, and what the guard's triggers add to the engine's own writes;
 * - memory (in worker threads, the built bundle): a technique that asks for
 *   2 GiB (SQLite's heap) or writes 3 GB into found, how long until it is
 *   stopped at its bound (target: 2 s), and the process's resident memory
 *   at the next solve, which runs in a new worker (target: under 300 MB);
 * - reading technique files: a 1 MiB file of short statements (target:
 *   2 s), and N against 2N statements (target: under 2.5x the time).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { parseArgs } from 'node:util';
import { SqlSudokuEngine } from '../../src/core/engine';
import { Sql } from '../../src/core/engine/sqlFile';
import { type PreparedTechnique, TechniqueBoard } from '../../src/core/engine/techniqueBoard';
import { CATALOGUE } from '../../src/core/catalogue';
import { UserLab } from '../../src/core/lab/guard';
import { UserTechniques } from '../../src/core/lab/load';
import { applyStep, startState } from '../../src/shared/board';
import { ROOT, puzzleSet, sqlJs, sqlSources } from '../helpers/engine';
import { WORKER_FILES, buildBundle } from '../helpers/bundle';
import { FOUND_FLOOD, MEMORY_HOG } from '../helpers/badTechniques';
import { SolverPool } from '../../src/node/solverPool';

const { values: opts } = parseArgs({ options: { puzzles: { type: 'string', default: '20' }, only: { type: 'string' } } });
const run = (part: string) => opts.only === undefined || opts.only === part;
const PUZZLES = puzzleSet('top95').slice(0, Number(opts.puzzles));
const SAMPLES = path.join(ROOT, 'samples/techniques');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(0.95 * xs.length))];
const ms = (x: number) => `${x.toFixed(3)} ms`;

/** Ten technique files in a folder: the samples, and variants of them under other ids (each a file of its own). */
function techniqueFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-techniques-'));
  const samples = fs.readdirSync(SAMPLES).filter((f) => f.endsWith('.sql'));
  for (let i = 0; i < 10; i++) {
    const sample = samples[i % samples.length];
    const id = `${sample.replace(/\.sql$/, '')}-${i}`;
    const text = fs
      .readFileSync(path.join(SAMPLES, sample), 'utf8')
      .replace(/^-- Rating: .*$/m, `-- Rating: ${(3 + i / 10).toFixed(1)}\n-- Id: ${id}`);
    fs.writeFileSync(path.join(dir, `${i}-${sample}`), text);
  }
  return dir;
}

async function loadFolder(SQL: Awaited<ReturnType<typeof sqlJs>>): Promise<void> {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < 7; round++) {
    const dir = techniqueFolder();
    const engine = SqlSudokuEngine.create(SQL, sqlSources());
    const user = new UserTechniques((engine as unknown as { sql: Sql }).sql);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const sources = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => ({ path: path.join(dir, f), text: fs.readFileSync(path.join(dir, f), 'utf8') }));
    const { prepared, reports } = user.load(sources);
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    if (prepared.length !== 10 || reports.length) throw new Error(`loaded ${prepared.length} of 10: ${JSON.stringify(reports)}`);
    engine.close();
    fs.rmSync(dir, { recursive: true });
  }
  console.log(
    `load a folder of ten techniques (read, check, prepare): median ${ms(median(times))} wall, ${ms(median(cpu))} CPU; ` +
      `max ${ms(Math.max(...times))} wall (7 rounds, target 50 ms)`,
  );
}

/** Per call: each sample bare and watched, at every position of the built-in explanations. */
async function overheadPerCall(SQL: Awaited<ReturnType<typeof sqlJs>>): Promise<void> {
  const engine = SqlSudokuEngine.create(SQL, sqlSources());
  const sql = new Sql(new SQL.Database(), sqlSources());
  for (const area of ['board', 'chains', 'techniques'] as const) sql.runOnce(`${area}/schema.sql`);
  const user = new UserTechniques(sql); // installs the guard
  const board = new TechniqueBoard(sql, CATALOGUE);
  const lab = new UserLab(sql);
  const sources = fs.readdirSync(SAMPLES).map((f) => ({ path: f, text: fs.readFileSync(path.join(SAMPLES, f), 'utf8') }));
  const { prepared } = user.load(sources);
  const times: Record<'bare' | 'watched', Record<string, number[]>> = { bare: {}, watched: {} };
  const timeBoth = (t: PreparedTechnique, puzzle: string, position: { placed: string; candidates: string[] }, solution?: string) =>
    sql.rolledBack(() => {
      board.loadPuzzle(puzzle, position);
      // Alternate the order, so that neither gains from the other's warm cache.
      const order = (times.bare[t.id]?.length ?? 0) % 2 ? (['watched', 'bare'] as const) : (['bare', 'watched'] as const);
      for (const mode of order) {
        lab.begin({ puzzle, solution, deadline: Infinity });
        board.userRunner = mode === 'watched' ? (x, run) => lab.run(x, run) : undefined;
        const t0 = performance.now();
        board.runTechnique(t);
        (times[mode][t.id] ??= []).push(performance.now() - t0);
        board.exec('DELETE FROM found');
      }
    });
  for (const { cells } of PUZZLES) {
    const explained = engine.solve(cells, { unique: true });
    let state = startState(cells, explained.initialCandidates);
    for (const step of explained.steps) {
      if (step.guess === undefined) {
        const placed = state.digits.map((d, i) => (cells[i] === '.' && /[1-9]/.test(d) ? d : '.')).join('');
        const candidates = state.candidates.map((c, i) => (/[1-9]/.test(state.digits[i]) ? '' : c));
        for (const t of prepared) timeBoth(t, cells, { placed, candidates }, explained.solution);
      }
      state = applyStep(state, step);
    }
  }
  for (const t of prepared) {
    const bare = times.bare[t.id];
    const watched = times.watched[t.id];
    const over = watched.map((w, i) => w - bare[i]);
    console.log(
      `${t.id}: ${bare.length} calls; bare median ${ms(median(bare))}, watched ${ms(median(watched))}; ` +
        `overhead of isolation and checks: median ${ms(median(over))}, p95 ${ms(p95(over))}`,
    );
  }
  engine.close();
}

/** Whole solves: without user techniques, with the guard installed, and with each sample in the ladder. */
async function wholeSolves(SQL: Awaited<ReturnType<typeof sqlJs>>): Promise<void> {
  const engine = SqlSudokuEngine.create(SQL, sqlSources());
  const solveAll = (options: Parameters<SqlSudokuEngine['solve']>[1]) => {
    const t0 = performance.now();
    let own = 0;
    for (const { cells } of PUZZLES) {
      const r = engine.solve(cells, { unique: true, ...options });
      for (const [id, s] of Object.entries(r.stats.techniques))
        if (options?.userTechniques?.some((u) => u.path.startsWith(id))) own += s.ms;
    }
    return { total: performance.now() - t0, own };
  };
  solveAll({}); // warm
  const plain = solveAll({});
  const sources = fs.readdirSync(SAMPLES).map((f) => ({ path: f, text: fs.readFileSync(path.join(SAMPLES, f), 'utf8') }));
  engine.readUserTechnique(sources[0]); // installs the guard: the engine's own writes now pass its triggers
  const guarded = solveAll({});
  const verdicts = (() => {
    const t0 = performance.now();
    for (const { cells } of PUZZLES) engine.solve(cells, { verdict: true, explain: false });
    return performance.now() - t0;
  })();
  console.log(
    `${PUZZLES.length} puzzles (top95), explained: ${ms(plain.total)} without user techniques; ${ms(guarded.total)} once the guard is installed`,
  );
  console.log(`  the verdict a solve with user techniques adds, for the soundness check: ${ms(verdicts / PUZZLES.length)} a puzzle`);
  for (const s of sources) {
    const withIt = solveAll({ userTechniques: [s] });
    const extra = withIt.total - guarded.total - verdicts;
    console.log(
      `  with ${s.path}: ${ms(withIt.total)}; its own calls (watched) ${ms(withIt.own)}; the rest of the difference ${ms(extra - withIt.own)} ` +
        `(the ladder changes: other techniques run less or more)`,
    );
  }
  engine.close();
}

const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

/** A technique that asks for gigabytes, in the pool: stopped at its bound, and its worker replaced before the next solve. */
async function memory(): Promise<void> {
  buildBundle();
  for (const [name, text] of [
    ['memory-hog (group_concat of 2,048 MB)', MEMORY_HOG],
    ['found-flood (3,000 rows of 1 MB)', FOUND_FLOOD],
  ] as const) {
    const pool = new SolverPool(WORKER_FILES);
    try {
      const puzzle = PUZZLES[0].cells;
      await pool.solve(puzzle);
      const before = rssMb();
      const t0 = performance.now();
      const r = await pool.solve(puzzle, { timeLimitMs: 60000, userTechniques: [{ path: 'hog.sql', text }] });
      const wall = performance.now() - t0;
      const own = Object.entries(r.stats.techniques).find(([id]) => id !== 'guess' && r.lab?.some((x) => x.id === id))?.[1].ms ?? NaN;
      const grown = rssMb();
      const next = await pool.solve(puzzle);
      console.log(
        `${name}: ${r.lab?.map((x) => `${x.kind}: ${x.message}`).join('; ')}\n` +
          `  stopped after ${ms(own)} in the technique (${ms(wall)} for the whole solve, with its verdict); ` +
          `resident memory ${before} MB before, ${grown} MB after it, ${rssMb()} MB at the next solve (${next.status}, ` +
          `workers started ${pool.counters.started}, retired for memory ${pool.counters.outgrown}; targets 2 s and 300 MB)`,
      );
    } finally {
      await pool.dispose();
    }
  }
}

/** Reading a technique file: 1 MiB of short statements, and N against 2N statements. */
async function reading(SQL: Awaited<ReturnType<typeof sqlJs>>): Promise<void> {
  const engine = SqlSudokuEngine.create(SQL, sqlSources());
  const head = '-- Technique: Long\n-- Rating: 2.0\n-- Rule: a long file.\n\n';
  const insert = "INSERT INTO found (act, cell, d, unit, pattern, digits) SELECT 'elim', 0, 1, NULL, '0', '1' WHERE 0;\n";
  // Wall time, and CPU time, which a shared machine's load disturbs less: the ratios are of CPU time.
  const timeRead = (text: string) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      // A new path each time: nothing kept from the round before.
      engine.readUserTechnique({ path: `long-${i}-${Math.random()}.sql`, text });
      const c = process.cpuUsage(c0);
      wall.push(performance.now() - t0);
      cpu.push((c.user + c.system) / 1000);
    }
    return { wall: median(wall), cpu: median(cpu) };
  };
  const shown = (t: { wall: number; cpu: number }) => `${ms(t.wall)} wall, ${ms(t.cpu)} CPU`;
  timeRead(head + insert);
  const mib = 1024 * 1024 - head.length - 64;
  for (const [what, line] of [
    ['SELECT 1;', 'SELECT 1;\n'],
    ['PRAGMA x; (each refused)', 'PRAGMA x;\n'],
  ] as const) {
    const text = head + line.repeat(Math.floor(mib / line.length));
    console.log(`read a 1 MiB file of '${what}' lines (${Math.floor(mib / line.length)}): ${shown(timeRead(text))} (target 2 s)`);
  }
  // A file just under 1 MiB at the statement limit: 1,000 statements of about 1 KiB each.
  const padded = `INSERT INTO found (act, cell, d, unit, pattern, digits) SELECT 'elim', 0, 1, NULL, '0', '1' WHERE 0 ${'AND 1 '.repeat(150)};\n`;
  const big = head + padded.repeat(1000);
  console.log(`read a ${(big.length / 1024).toFixed(0)} KiB file of 1,000 statements of 1 KiB: ${shown(timeRead(big))} (target 2 s)`);
  for (const [what, line] of [
    ['SELECT 1;', 'SELECT 1;\n'],
    ['INSERT INTO found', insert],
  ] as const) {
    const one = timeRead(head + line.repeat(499) + insert);
    const two = timeRead(head + line.repeat(999) + insert);
    console.log(`'${what}': 500 statements ${shown(one)}; 1,000 ${shown(two)}: ${(two.cpu / one.cpu).toFixed(2)}x CPU (target under 2.5x)`);
  }
  engine.close();
  buildBundle();
  const pool = new SolverPool(WORKER_FILES);
  try {
    await pool.solve(PUZZLES[0].cells);
    const text = head + 'SELECT 1;\n'.repeat(Math.floor(mib / 10));
    const t0 = performance.now();
    await pool.readTechnique({ path: 'long.sql', text });
    console.log(`the same 1 MiB of 'SELECT 1;' through a worker: ${ms(performance.now() - t0)}`);
  } finally {
    await pool.dispose();
  }
}

async function main(): Promise<void> {
  const SQL = await sqlJs();
  console.log(`bench:lab, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(2)}`);
  if (run('load')) await loadFolder(SQL);
  if (run('calls')) await overheadPerCall(SQL);
  if (run('solves')) await wholeSolves(SQL);
  if (run('read')) await reading(SQL);
  if (run('memory')) await memory();
}

void main();
