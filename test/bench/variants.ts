/**
 * npm run bench:variants: the verdict of every variant puzzle of
 * test/data/variants against classic puzzles, in one engine, one after the
 * other: the median and the slowest, and the guess nodes. Each puzzle's
 * verdict is taken twice and the second kept: the first of a new geometry
 * writes its compact board's statements (see CompactBoard.useGeometry).
 *
 * The killers of killer.tsv too: each verdict, within KILLER_LIMIT_MS (the
 * hardest take the guess search longer), and each explanation without
 * chains, counting those solved without a guess; their verdicts are set
 * against the classic sets' above (a killer with no givens is rated beyond
 * anything classic: its logic stalls early, so named_hardest is its match).
 */
import { engine, puzzleSet } from '../helpers/engine';
import { variantPuzzles } from '../helpers/variantData';
import { killerPuzzles } from '../helpers/killerData';
import { checkCages } from '../helpers/checker';

const KILLER_LIMIT_MS = Number(process.env.KILLER_LIMIT_MS ?? 60_000);
import type { SolveOptions } from '../../src/shared/result';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const report = (label: string, runs: { ms: number; nodes: number }[]) =>
  console.log(
    `${label.padEnd(26)} ${String(runs.length).padStart(3)} puzzles  median ${median(runs.map((r) => r.ms)).toFixed(1)} ms` +
      `  slowest ${Math.max(...runs.map((r) => r.ms)).toFixed(0)} ms  median nodes ${median(runs.map((r) => r.nodes))}`,
  );

async function main() {
  const e = await engine();
  const time = (cells: string, options: SolveOptions) => {
    e.solve(cells, options);
    const t0 = performance.now();
    const r = e.solve(cells, options);
    return { ms: performance.now() - t0, nodes: r.stats.search?.nodes ?? 0, status: r.status };
  };
  for (const set of ['easy50', 'top95', 'named_hardest']) {
    report(
      `classic ${set}`,
      puzzleSet(set).map((p) => time(p.cells, { verdict: true })),
    );
  }
  const groups = new Map<string, { ms: number; nodes: number }[]>();
  for (const p of variantPuzzles()) {
    const kind = p.file === 'generated.tsv' ? p.name.replace(/ \d+$/, '') : `${p.name} (copied)`;
    const run = time(p.givens, { verdict: true, variant: p.variant });
    if (run.status !== 'solved') throw new Error(`${p.name}: ${run.status}`);
    groups.set(kind, [...(groups.get(kind) ?? []), run]);
  }
  for (const [kind, runs] of groups) report(kind, runs);
  killers(e);
}

/** The killers: verdicts (solved right within the limit), and explanations without a guess. */
function killers(e: Awaited<ReturnType<typeof engine>>) {
  const byKind = new Map<string, { ms: number; nodes: number }[]>();
  let right = 0;
  let noGuess = 0;
  const slow: number[] = [];
  const all = killerPuzzles();
  for (const p of all) {
    const t0 = performance.now();
    const v = e.solve(p.givens, { verdict: true, variant: p.variant, timeLimitMs: KILLER_LIMIT_MS });
    const ms = performance.now() - t0;
    if (v.status !== 'solved') {
      slow.push(p.row);
      continue;
    }
    if (v.solution === p.solution && checkCages(v.solution!, p.cages).length === 0) right++;
    byKind.set(p.kind, [...(byKind.get(p.kind) ?? []), { ms, nodes: v.stats.search?.nodes ?? 0 }]);
    const r = e.solve(p.givens, { variant: p.variant, chains: false, timeLimitMs: KILLER_LIMIT_MS });
    if (r.status === 'solved' && r.guesses.length === 0) noGuess++;
  }
  for (const [kind, runs] of byKind) report(`${kind} (verdict in time)`, runs);
  console.log(`killers: ${right} of ${all.length} solved right within ${KILLER_LIMIT_MS} ms, ${noGuess} explained without a guess`);
  if (slow.length) console.log(`killers past the limit: rows ${slow.join(', ')}`);
}

void main();
