/**
 * npm run bench:ratings -- [--sets a,b] [--limit N] [--every N] [--list] [--out FILE]
 *
 * The technique ladder against Sudoku Explainer on every puzzle it rated
 * (test/data/*.tsv, 555 puzzles): each puzzle explained as the extension does
 * it (every technique, steps recorded, uniqueness techniques on since the
 * puzzles are known unique), its answer checked by the independent checker.
 * Reports the issue's figures: no guess where SE rates below 9.0, ER within
 * 0.5 and equal, Spearman over all SE finished; and the explanation time per
 * set, wall and CPU, with the load average (the machine may be shared).
 * `--list` prints every puzzle where our ER differs from SE's.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { parseArgs } from 'node:util';
import { engine, DATA } from '../helpers/engine';
import { checkSolution } from '../helpers/checker';
import { agreement, readRatings, RATING_SETS, type SeRating } from '../helpers/ratings';

const { values: opts } = parseArgs({
  options: {
    sets: { type: 'string', default: RATING_SETS.join(',') },
    limit: { type: 'string' },
    every: { type: 'string', default: '1' },
    list: { type: 'boolean', default: false },
    out: { type: 'string', default: 'ratings-results.json' },
  },
});

function quantile(xs: number[], q: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const pad = (x: unknown, n: number) => String(x).padStart(n);
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const e = await engine();
  const limit = opts.limit ? Number(opts.limit) : Infinity;
  const every = Number(opts.every);
  const loadAtStart = load();
  console.log(`${os.cpus().length} CPUs, Node ${process.version}; load average at the start: ${loadAtStart}`);
  console.log(
    'set               n  wall median   p95     max  cpu median   p95     max  guessed  SE<9 no guess  within 0.5   equal  Spearman',
  );
  const all: { se: SeRating; ours: { er: number; guessed: boolean } }[] = [];
  const report: Record<string, unknown> = {};
  const differ: string[] = [];
  for (const set of opts.sets!.split(',')) {
    const rated = readRatings(DATA, [set])
      .filter((_, i) => i % every === 0)
      .slice(0, limit);
    const wall: number[] = [];
    const cpu: number[] = [];
    const pairs: typeof all = [];
    const perPuzzle: unknown[] = [];
    for (const se of rated) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const r = e.solve(se.puzzle, { unique: true });
      const ms = performance.now() - t0;
      const c = process.cpuUsage(c0);
      const cms = (c.user + c.system) / 1000;
      wall.push(ms);
      cpu.push(cms);
      if (r.status !== 'solved' || checkSolution(se.puzzle, r.solution!).length) throw new Error(`${set}:${se.line} not solved right`);
      const ours = { er: r.difficulty?.rating ?? NaN, guessed: r.guesses.length > 0 };
      pairs.push({ se, ours });
      perPuzzle.push({
        line: se.line,
        ms: Math.round(ms),
        cpuMs: Math.round(cms),
        se: se.er,
        ours: ours.er,
        guessed: ours.guessed,
        ep: r.difficulty?.ep,
        ed: r.difficulty?.ed,
        technique: r.difficulty?.name,
      });
      if (se.status === 'ok' && Math.abs(ours.er - se.er) > 1e-9) {
        differ.push(
          `${set}:${se.line} SE ${se.er} ${se.technique} | ours ${ours.guessed ? 'guessed ' : ''}${ours.er} ${r.difficulty?.name} (${Math.round(ms)} ms)`,
        );
      }
    }
    all.push(...pairs);
    const a = agreement(pairs);
    const pct = (x: number) => (a.rated ? `${((100 * x) / a.rated).toFixed(1)}%` : '-');
    console.log(
      `${set.padEnd(15)} ${pad(rated.length, 3)} ${pad(median(wall).toFixed(0), 10)} ${pad(quantile(wall, 0.95).toFixed(0), 6)} ${pad(Math.max(...wall).toFixed(0), 7)} ${pad(median(cpu).toFixed(0), 11)} ${pad(quantile(cpu, 0.95).toFixed(0), 6)} ${pad(Math.max(...cpu).toFixed(0), 7)} ${pad(pairs.filter((p) => p.ours.guessed).length, 8)} ${pad(`${a.solvedBelow9}/${a.below9}`, 14)} ${pad(pct(a.within05), 11)} ${pad(pct(a.equal), 7)} ${pad(Number.isFinite(a.spearman) ? a.spearman.toFixed(3) : '-', 9)}`,
    );
    report[set] = {
      wallMs: { median: median(wall), p95: quantile(wall, 0.95), max: Math.max(...wall) },
      cpuMs: { median: median(cpu), p95: quantile(cpu, 0.95), max: Math.max(...cpu) },
      agreement: a,
      puzzles: perPuzzle,
    };
  }
  const a = agreement(all);
  console.log(
    `all: ${a.rated} rated by SE; solved without a guess ${a.solvedBelow9} of the ${a.below9} SE rates below 9.0; ` +
      `ER within 0.5 on ${a.within05} (${((100 * a.within05) / a.rated).toFixed(1)}%), equal on ${a.equal} (${((100 * a.equal) / a.rated).toFixed(1)}%); Spearman ${a.spearman.toFixed(3)}`,
  );
  const loadAtEnd = load();
  console.log(`load average at the end: ${loadAtEnd}`);
  if (opts.list) console.log(differ.join('\n'));
  report.all = a;
  report.machine = { cpus: os.cpus().length, node: process.version, loadAtStart, loadAtEnd };
  fs.writeFileSync(path.resolve(opts.out!), JSON.stringify(report, null, 2));
  console.log(`Results written to ${opts.out}`);
  e.close();
}

main().catch((err) => {
  console.error(`bench:ratings: ${(err as Error).stack}`);
  process.exit(1);
});
