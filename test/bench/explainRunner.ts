/**
 * One process of `npm run bench:explain` (test/bench/explain.ts): the engine
 * as the shipped workers run it (src/service/serve.ts), in this process, over
 * the puzzles of a file, timed as CPU. Built in both trees the bench compares,
 * so it uses nothing that main before the change lacked.
 *
 *   node out/explainRunner.js <explain|verdict> <puzzles file> [rounds]
 *
 * explain: as the command line does it, the verdict then the explanation
 * (unique when the verdict says so). Prints one JSON object: the CPU of each
 * puzzle in each round, our ER/EP/ED, and the techniques' statistics.
 */
import * as fs from 'fs';
import * as path from 'path';
import { serveEngine } from '../../src/service/serve';
import type { FromWorker, ToWorker } from '../../src/shared/workerProtocol';
import type { SolveOptions, SolveResult, TechniqueStats } from '../../src/shared/result';

const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

async function main(): Promise<void> {
  const [mode, file, roundsText] = process.argv.slice(2);
  const puzzles = fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.length >= 81)
    .map((l) => l.slice(0, 81));
  const rounds = Number(roundsText ?? 1);
  let handler: ((m: ToWorker) => void) | undefined;
  let last: FromWorker | undefined;
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const port = {
    post: (m: FromWorker) => {
      last = m;
      if (m.type === 'ready') ready();
      if (m.type === 'fatal') throw new Error(m.message);
    },
    onMessage: (h: (m: ToWorker) => void) => (handler = h),
    close: () => {},
  };
  const wasm = fs.readFileSync(path.join(__dirname, 'sql-wasm.wasm'));
  void serveEngine(port, async () => wasm);
  await started;
  const startupMs = cpuMs();
  let id = 0;
  const solve = (puzzle: string, options: SolveOptions): SolveResult => {
    handler!({ type: 'solve', id: ++id, puzzle, options });
    const m = last!;
    if (m.type !== 'result') throw new Error(`no result: ${JSON.stringify(m)}`);
    return m.result;
  };
  const out: { startupMs: number; rounds: number[][]; ratings: (number | null)[][]; techniques: Record<string, TechniqueStats> } = {
    startupMs,
    rounds: [],
    ratings: [],
    techniques: {},
  };
  for (let r = 0; r < rounds; r++) {
    const times: number[] = [];
    for (const p of puzzles) {
      const c0 = cpuMs();
      const verdict = solve(p, { verdict: true, explain: false });
      let result = verdict;
      if (mode === 'explain') result = solve(p, { unique: verdict.status === 'solved' });
      times.push(cpuMs() - c0);
      if (r === rounds - 1) {
        out.ratings.push(
          mode === 'explain' ? [result.difficulty?.rating ?? null, result.difficulty?.ep ?? null, result.difficulty?.ed ?? null] : [],
        );
        for (const [k, s] of Object.entries(result.stats.techniques)) {
          const t = (out.techniques[k] ??= { tries: 0, hits: 0, ms: 0 });
          t.tries += s.tries;
          t.hits += s.hits;
          t.ms += s.ms;
        }
      }
    }
    out.rounds.push(times);
  }
  process.stdout.write(JSON.stringify(out));
}

main().catch((err) => {
  console.error((err as Error).stack);
  process.exit(1);
});
