/**
 * npm run bench:variants: the verdict of every variant puzzle of
 * test/data/variants against classic puzzles, in one engine, one after the
 * other: the median and the slowest, and the guess nodes. Each puzzle's
 * verdict is taken twice and the second kept: the first of a new geometry
 * writes its compact board's statements (see CompactBoard.useGeometry).
 */
import { engine, puzzleSet } from '../helpers/engine';
import { variantPuzzles } from '../helpers/variantData';
import type { SolveOptions } from '../../src/shared/result';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const e = await engine();
  const time = (cells: string, options: SolveOptions) => {
    e.solve(cells, options);
    const t0 = performance.now();
    const r = e.solve(cells, options);
    return { ms: performance.now() - t0, nodes: r.stats.search?.nodes ?? 0, status: r.status };
  };
  const report = (label: string, runs: { ms: number; nodes: number }[]) =>
    console.log(
      `${label.padEnd(26)} ${String(runs.length).padStart(3)} puzzles  median ${median(runs.map((r) => r.ms)).toFixed(1)} ms` +
        `  slowest ${Math.max(...runs.map((r) => r.ms)).toFixed(0)} ms  median nodes ${median(runs.map((r) => r.nodes))}`,
    );
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
}

void main();
