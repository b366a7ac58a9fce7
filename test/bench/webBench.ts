/**
 * npm run bench:web
 *
 * The engine's solve times in a Web Worker in real Chromium (as the web
 * extension runs it) beside a Node worker thread (as the desktop extension
 * runs it): the same pool, the same puzzles, one worker each, one solve at a
 * time, taking turns (--rounds N, default 2; each puzzle's best time counts).
 * Sets: the named hardest, and a sample of top1465 (every 10th puzzle;
 * --every N). Every solution is checked by the independent checker. Prints a
 * table and writes bench-web-results.json.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { parseArgs } from 'util';
import { chromium } from 'playwright-core';
import { SolverPool } from '../../src/node/solverPool';
import { engineFiles } from '../../src/node/paths';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/codeServer';
import { openEnginePage, serveOut, web } from '../e2e/webServer';
import { checkSolution } from '../helpers/checker';
import { puzzleSet } from '../helpers/engine';

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, 'out');

interface Solve {
  status: string;
  solution?: string;
  ms: number;
  wallMs: number;
  statements: number;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const f = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

async function main() {
  const { values } = parseArgs({
    options: {
      every: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '2' },
      out: { type: 'string', default: 'bench-web-results.json' },
    },
  });
  const every = Number(values.every);
  const rounds = Math.max(1, Number(values.rounds));
  const sets: Record<string, string[]> = {
    named_hardest: puzzleSet('named_hardest').map((p) => p.cells),
    [`top1465 (every ${every}th)`]: puzzleSet('top1465')
      .map((p) => p.cells)
      .filter((_, i) => i % every === 0),
  };
  const warmUp = puzzleSet('easy50')
    .slice(0, 20)
    .map((p) => p.cells);

  // Both runtimes stay up and take turns, set by set and round by round, so that a change in the
  // machine's load hits both alike; each puzzle's time is its best over the rounds.
  const pool = new SolverPool({ ...engineFiles(OUT), size: 1 });
  const server = await serveOut(OUT, false);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  const chromiumVersion = browser.version();
  const runs: Record<string, Record<string, Solve[]>> = { node: {}, web: {} };
  try {
    const page = await openEnginePage(browser, server.url);
    const id = await web(page, 'makePool', 'real', { size: 1 });
    // Node: a worker thread, as the desktop extension runs it. Web: a Web Worker in Chromium, as the web extension does.
    const solvers: Record<string, (puzzles: string[]) => Promise<Solve[]>> = {
      node: async (puzzles) => {
        const out: Solve[] = [];
        for (const p of puzzles) {
          const t0 = performance.now();
          const r = await pool.solve(p);
          out.push({
            status: r.status,
            solution: r.solution,
            ms: r.stats.ms,
            wallMs: performance.now() - t0,
            statements: r.stats.statements,
          });
        }
        return out;
      },
      web: (puzzles) => web(page, 'solveAll', id, puzzles),
    };
    for (const solve of Object.values(solvers)) await solve(warmUp);
    for (let round = 0; round < rounds; round++) {
      for (const [name, puzzles] of Object.entries(sets)) {
        for (const [runtime, solve] of Object.entries(solvers)) {
          const rs = await solve(puzzles);
          const best = runs[runtime][name];
          runs[runtime][name] = best ? best.map((b, i) => (rs[i].ms < b.ms ? rs[i] : b)) : rs;
        }
      }
    }
    await web(page, 'dispose', id);
  } finally {
    await pool.dispose();
    await browser.close();
    await server.close();
  }

  const machine = `${os.cpus()[0]?.model ?? 'unknown'}, ${os.cpus().length} cores, Node ${process.version}, Chromium ${chromiumVersion}`;
  console.log(`SQL Sudoku in a Web Worker vs a Node worker thread · ${machine} · best of ${rounds} rounds · ${new Date().toISOString()}`);
  console.log('\nset                       runtime   n   ok  median ms  p95 ms  max ms  round trip median  web ÷ node (median)');
  const summary: Record<string, unknown> = {};
  for (const [name, puzzles] of Object.entries(sets)) {
    const medians: Record<string, number> = {};
    for (const runtime of ['node', 'web']) {
      const rs = runs[runtime][name];
      const ok = rs.filter((r, i) => r.status === 'solved' && checkSolution(puzzles[i], r.solution).length === 0).length;
      const ms = rs.map((r) => r.ms);
      medians[runtime] = quantile(ms, 0.5);
      const row = {
        n: rs.length,
        ok,
        medianMs: quantile(ms, 0.5),
        p95Ms: quantile(ms, 0.95),
        maxMs: Math.max(...ms),
        roundTripMedianMs: quantile(
          rs.map((r) => r.wallMs),
          0.5,
        ),
      };
      summary[`${name} · ${runtime}`] = row;
      const ratio = runtime === 'web' ? `${(medians.web / medians.node).toFixed(2)}×` : '';
      console.log(
        `${name.padEnd(25)} ${runtime.padEnd(7)} ${String(row.n).padStart(3)} ${String(ok).padStart(4)} ${f(row.medianMs).padStart(10)} ${f(row.p95Ms).padStart(7)} ${f(row.maxMs).padStart(7)} ${f(row.roundTripMedianMs).padStart(18)}  ${ratio}`,
      );
      if (ok !== rs.length) console.log(`  ${rs.length - ok} puzzle(s) not solved correctly in ${runtime}!`);
    }
  }
  fs.writeFileSync(path.join(ROOT, values.out!), JSON.stringify({ machine, rounds, date: new Date().toISOString(), summary }, null, 2));
  console.log(`\nwritten to ${values.out}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
