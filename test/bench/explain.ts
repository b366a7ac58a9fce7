/**
 * npm run bench:explain -- [--baseline REF] [--rounds N] [--no-per-process] [--out FILE]
 *
 * Explanations and start-up, timed as CPU beside a build of main (REF,
 * default f6ec64b: main after issue 35's start-up work; 92e2f31 is main
 * before any of it), in the same run. Two sets of 40 puzzles
 * that Sudoku Explainer rated (test/data/top1465_s200.tsv and 17clue_s200.tsv):
 * ER 6.6-9.4 and ER 1.5-4.5, picked evenly by SE's ER. For each build:
 *  - one process for a whole set (out/explainRunner.js: the engine as the
 *    workers serve it), N rounds, the last one warm;
 *  - one process per puzzle: the command line (out/cli.js) explaining it,
 *    and `--verdict` alone (start-up to the first verdict); CPU of every
 *    thread, from getrusage at exit (test/bench/cpuAtExit.cjs);
 *  - verdicts: every top1465 puzzle in one process, the median.
 * Prints ours ÷ main, checks that ER, EP and ED are the same in both, and
 * gives the per-technique profile of the ER 6.6-9.4 set (ours, warm).
 * The baseline is built once into the temp folder from `git archive REF`.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { execFileSync, execSync } from 'child_process';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';
import { DATA, ROOT } from '../helpers/engine';
import { readRatings, type SeRating } from '../helpers/ratings';

const { values: opts } = parseArgs({
  options: {
    baseline: { type: 'string', default: 'f6ec64b' },
    rounds: { type: 'string', default: '2' },
    'no-per-process': { type: 'boolean', default: false },
    out: { type: 'string', default: 'explain-results.json' },
  },
});

interface RunnerOut {
  startupMs: number;
  rounds: number[][];
  ratings: (number | null)[][];
  techniques: Record<string, { tries: number; hits: number; ms: number }>;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** 40 puzzles SE finished with an ER in [lo, hi], evenly along SE's ER (ties by set and line). */
function pick(lo: number, hi: number, n = 40): SeRating[] {
  const all = readRatings(DATA, ['top1465_s200', '17clue_s200'])
    .filter((r) => r.status === 'ok' && r.er >= lo - 1e-9 && r.er <= hi + 1e-9)
    .sort((a, b) => a.er - b.er || a.set.localeCompare(b.set) || a.line - b.line);
  return Array.from({ length: n }, (_, i) => all[Math.round((i * (all.length - 1)) / (n - 1))]);
}

/** main before the change, built once into the temp folder: its command line, and the runner (its own, or else ours, which uses nothing new). */
async function baselineBuild(ref: string): Promise<string> {
  const dir = path.join(os.tmpdir(), `sql-sudoku-bench-${ref}`);
  if (fs.existsSync(path.join(dir, 'out', 'explainRunner.js'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  execSync(`git archive ${ref} | tar -x -C ${JSON.stringify(dir)}`, { cwd: ROOT, stdio: 'inherit' });
  fs.symlinkSync(fs.realpathSync(path.join(ROOT, 'node_modules')), path.join(dir, 'node_modules'));
  execFileSync(process.execPath, ['esbuild.config.mjs', '--quiet'], { cwd: dir, stdio: 'inherit' });
  // A tree that has the runner builds it itself, with its own bundling of the SQL (an image since f6ec64b).
  if (fs.existsSync(path.join(dir, 'out', 'explainRunner.js'))) return dir;
  const sqlDir = path.join(dir, 'sql');
  const files: string[] = [];
  const walk = (sub: string) => {
    for (const e of fs.readdirSync(path.join(sqlDir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${e.name}` : e.name;
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.sql')) files.push(rel);
    }
  };
  walk('');
  fs.copyFileSync(path.join(ROOT, 'test/bench/explainRunner.ts'), path.join(dir, 'test/bench/explainRunner.ts'));
  await esbuild.build({
    entryPoints: { explainRunner: path.join(dir, 'test/bench/explainRunner.ts') },
    outdir: path.join(dir, 'out'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node18',
    loader: { '.sql': 'text' },
    logLevel: 'warning',
    plugins: [
      {
        name: 'sql-sources',
        setup(build) {
          build.onResolve({ filter: /^virtual:sql-sources$/ }, () => ({ path: 'sql-sources', namespace: 'sql-sources' }));
          build.onLoad({ filter: /.*/, namespace: 'sql-sources' }, () => ({
            contents: `export default ${JSON.stringify(Object.fromEntries(files.map((f) => [f, fs.readFileSync(path.join(sqlDir, f), 'utf8')])))};`,
            loader: 'js',
          }));
        },
      },
    ],
  });
  return dir;
}

function runner(dir: string, mode: 'explain' | 'verdict', file: string, rounds: number): RunnerOut {
  const text = execFileSync(process.execPath, [path.join(dir, 'out', 'explainRunner.js'), mode, file, String(rounds)], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(text.toString()) as RunnerOut;
}

/** One command-line process; its CPU (every thread) in ms. */
function cliCpu(dir: string, args: string[]): number {
  const out = path.join(os.tmpdir(), `bench-explain-cpu-${process.pid}`);
  try {
    execFileSync(process.execPath, ['-r', path.join(ROOT, 'test/bench/cpuAtExit.cjs'), path.join(dir, 'out', 'cli.js'), ...args], {
      env: { ...process.env, BENCH_CPU_OUT: out },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } catch (err) {
    // Exit code 1 (not solved) still measures; the sets are all unique puzzles, so it should not happen.
    if ((err as { status?: number }).status !== 1) throw err;
  }
  return Number(fs.readFileSync(out, 'utf8'));
}

const f0 = (x: number) => x.toFixed(0);
const ratio = (ours: number, main: number) => `${(ours / main).toFixed(2)}x`;

async function main(): Promise<void> {
  const rounds = Number(opts.rounds);
  const loadAtStart = load();
  console.log(`${os.cpus().length} CPUs, Node ${process.version}; load average at the start: ${loadAtStart}`);
  const base = await baselineBuild(opts.baseline!);
  const builds = { main: base, ours: ROOT };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-explain-'));
  const sets = { 'ER 6.6-9.4': pick(6.6, 9.4), 'ER 1.5-4.5': pick(1.5, 4.5) };
  const report: Record<string, unknown> = {
    baseline: opts.baseline,
    machine: { cpus: os.cpus().length, node: process.version, loadAtStart },
  };
  const warm: Record<string, Record<string, RunnerOut>> = {};

  console.log(`\nOne process a set (the engine as the workers serve it; round ${rounds} of ${rounds}, warm), CPU ms:`);
  console.log('set           main total   ours total   ours/main   start-up main / ours');
  for (const [name, puzzles] of Object.entries(sets)) {
    const file = path.join(tmp, `${name.replace(/\W+/g, '_')}.txt`);
    fs.writeFileSync(file, puzzles.map((p) => p.puzzle).join('\n') + '\n');
    warm[name] = {};
    for (const [b, dir] of Object.entries(builds)) warm[name][b] = runner(dir, 'explain', file, rounds);
    const [m, o] = [warm[name].main, warm[name].ours];
    const [mt, ot] = [sum(m.rounds[rounds - 1]), sum(o.rounds[rounds - 1])];
    console.log(
      `${name.padEnd(12)} ${f0(mt).padStart(11)} ${f0(ot).padStart(12)} ${ratio(ot, mt).padStart(11)}   ${f0(m.startupMs)} / ${f0(o.startupMs)}`,
    );
    const moved = puzzles.filter((_, i) => JSON.stringify(m.ratings[i]) !== JSON.stringify(o.ratings[i]));
    console.log(`${''.padEnd(12)} ratings (ER, EP, ED) the same in both: ${puzzles.length - moved.length} of ${puzzles.length}`);
    for (const p of moved) {
      const i = puzzles.indexOf(p);
      console.log(`${''.padEnd(12)}   ${p.set}:${p.line} main ${JSON.stringify(m.ratings[i])} ours ${JSON.stringify(o.ratings[i])}`);
    }
    report[name] = {
      puzzles: puzzles.map((p) => `${p.set}:${p.line}`),
      warm: { main: m.rounds, ours: o.rounds, ratio: ot / mt },
      ratingsMoved: moved.length,
    };
  }

  const top = path.join(DATA, 'top1465.txt');
  const verdicts = Object.fromEntries(Object.entries(builds).map(([b, dir]) => [b, runner(dir, 'verdict', top, 2)]));
  const [vm, vo] = [median(verdicts.main.rounds[1]), median(verdicts.ours.rounds[1])];
  console.log(
    `\nVerdicts, top1465 (1,465) in one process, warm: median CPU main ${vm.toFixed(2)} ms, ours ${vo.toFixed(2)} ms (${ratio(vo, vm)})`,
  );
  report.verdicts = { main: vm, ours: vo };

  if (!opts['no-per-process']) {
    console.log('\nOne process a puzzle (the command line), CPU ms of the whole process:');
    console.log('what                          main total   ours total   ours/main   median main / ours');
    const perProcess: Record<string, unknown> = {};
    const line = (what: string, m: number[], o: number[]) => {
      console.log(
        `${what.padEnd(29)} ${f0(sum(m)).padStart(10)} ${f0(sum(o)).padStart(12)} ${ratio(sum(o), sum(m)).padStart(11)}   ${f0(median(m))} / ${f0(median(o))}`,
      );
      perProcess[what] = { main: m, ours: o };
    };
    // Interleaved, puzzle by puzzle, so that a change in the machine's load falls on both builds alike.
    const each = (puzzles: SeRating[], extra: string[]) => {
      const t: Record<string, number[]> = { main: [], ours: [] };
      for (const p of puzzles) for (const [b, dir] of Object.entries(builds)) t[b].push(cliCpu(dir, [p.puzzle, ...extra]));
      return t;
    };
    const start = each(sets['ER 1.5-4.5'], ['--verdict']);
    line('start-up to the first verdict', start.main, start.ours);
    for (const [name, puzzles] of Object.entries(sets)) {
      const t = each(puzzles, []);
      line(`${name}, explained`, t.main, t.ours);
    }
    report.perProcess = perProcess;
  }

  const prof = warm['ER 6.6-9.4'].ours;
  const total = sum(prof.rounds[rounds - 1]);
  const engineMs = sum(Object.values(prof.techniques).map((t) => t.ms));
  console.log(
    `\nWhere the time goes (ours, ER 6.6-9.4, warm): ${f0(total)} CPU ms for the verdicts and explanations of 40 puzzles;` +
      " per technique, the engine's own clock (ms), as a share of what it timed:",
  );
  console.log('technique                          tries    hits        ms   share   ms a try');
  for (const [id, t] of Object.entries(prof.techniques).sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(
      `${id.padEnd(32)} ${String(t.tries).padStart(7)} ${String(t.hits).padStart(7)} ${f0(t.ms).padStart(9)} ${((100 * t.ms) / engineMs).toFixed(1).padStart(6)}% ${(t.ms / t.tries).toFixed(2).padStart(10)}`,
    );
  }
  report.profile = prof.techniques;
  const loadAtEnd = load();
  console.log(`\nload average at the end: ${loadAtEnd}`);
  (report.machine as Record<string, unknown>).loadAtEnd = loadAtEnd;
  fs.writeFileSync(path.resolve(opts.out!), JSON.stringify(report, null, 2));
  console.log(`Results written to ${opts.out}`);
  fs.rmSync(tmp, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(`bench:explain: ${(err as Error).stack}`);
  process.exit(1);
});
