/**
 * Writes test/data/variants/generated.tsv: variant puzzles made by the
 * independent checker's generator (variantChecker.ts), each with its one
 * solution, checked again before it is written. Run by hand, never by a test:
 * `npx tsx test/helpers/makeVariantData.ts`. Seeded, so the same each run.
 */
import * as fs from 'fs';
import * as path from 'path';
import { type VariantRules, checkVariantSolution, makeRegions, makeVariantPuzzle, seeded, variantSolutions } from './variantChecker';

/** What each row's `variant` column says: the words of its `#variant` line (docs/format.md). */
const KINDS: [string, number, (random: () => number) => VariantRules][] = [
  ['x', 8, () => ({ x: true })],
  ['windoku', 8, () => ({ windoku: true })],
  ['x windoku', 3, () => ({ x: true, windoku: true })],
  ['anti-knight', 8, () => ({ antiKnight: true })],
  ['anti-king', 8, () => ({ antiKing: true })],
  ['jigsaw', 8, (random) => ({ regions: makeRegions(random, 60) })],
  ['jigsaw x', 3, (random) => ({ x: true, regions: makeRegions(random, 60) })],
];

const rows = ['name\tvariant\tgivens\tregions\tsolution\tseed'];
let seed = 1;
for (const [kind, count, rulesFor] of KINDS) {
  for (let made = 0; made < count; seed++) {
    const random = seeded(seed);
    const rules = rulesFor(random);
    const p = makeVariantPuzzle(rules, random);
    if (!p) continue;
    const again = variantSolutions(p.puzzle, rules);
    if (again.count !== 1 || again.solution !== p.solution || checkVariantSolution(p.puzzle, p.solution, rules).length) {
      throw new Error(`seed ${seed}: not unique or not right`);
    }
    made++;
    rows.push([`${kind} ${made}`, kind, p.puzzle, rules.regions ?? '', p.solution, seed].join('\t'));
    process.stdout.write(`${kind} ${made} (seed ${seed})\n`);
  }
}
fs.writeFileSync(path.join(__dirname, '../data/variants/generated.tsv'), rows.join('\n') + '\n');
