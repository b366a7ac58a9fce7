/**
 * npx tsx test/bench/diabolicalBank.ts [--from S] [--count N] [--time-limit MS] [--jsonl FILE] [--out FILE]
 *
 * Makes sql/generate/bank.sql, the puzzles diabolical attempts start from:
 * for each seed from S, the generator's own random cut (fromBank: false),
 * kept when it is diabolical, unique by the bitmask solver (test-only code)
 * and minimal. Slow: about one random cut in 300 is diabolical, a minute or
 * two a puzzle. Prints each puzzle as a JSON line as it lands; --jsonl
 * writes the bank from such lines instead of searching again.
 */
import * as fs from 'fs';
import * as path from 'path';
import { parseArgs } from 'node:util';
import { PuzzleGenerator } from '../../src/core/generator';
import { BANDS } from '../../src/shared/generate';
import { engine, ROOT, sqlSources } from '../helpers/engine';
import { bitmaskSolve } from '../helpers/bitmaskSolver';

interface Banked {
  seed: number;
  attempts: number;
  rating: number;
  givens: number;
  puzzle: string;
}

function minimal(puzzle: string): boolean {
  for (let i = 0; i < 81; i++) {
    if (puzzle[i] !== '.' && bitmaskSolve(puzzle.slice(0, i) + '.' + puzzle.slice(i + 1)).count === 1) return false;
  }
  return true;
}

function bankSql(found: Banked[], from: number, to: number): string {
  const rows = found.map(
    (b, i) => `  (${i + 1}, '${b.puzzle}')${i === found.length - 1 ? ';' : ','} -- seed ${b.seed}, ER ${b.rating.toFixed(1)}`,
  );
  return [
    '-- Diabolical puzzles (ER 8.6 and up) the generator made itself, by random',
    '-- cuts (test/bench/diabolicalBank.ts, fromBank: false) from the seeds',
    `-- ${from} to ${to}: each unique, minimal, and rated by the engine's explanation.`,
    '-- A diabolical attempt without symmetry starts from one of them, shuffled',
    '-- (pick.sql) and moved a step, so that it lands in seconds instead of the',
    '-- minutes a random cut takes (about one in 300 is diabolical).',
    '',
    'DELETE FROM gen_bank;',
    '',
    'INSERT INTO gen_bank (id, puzzle) VALUES',
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string', default: '1' },
      count: { type: 'string', default: '60' },
      'time-limit': { type: 'string', default: '600000' },
      jsonl: { type: 'string' },
      out: { type: 'string', default: path.join(ROOT, 'sql/generate/bank.sql') },
    },
  });
  const from = Number(values.from);
  const count = Number(values.count);
  let found: Banked[];
  if (values.jsonl) {
    found = fs
      .readFileSync(values.jsonl, 'utf8')
      .split('\n')
      .filter((l) => l.includes('"puzzle"'))
      .map((l) => JSON.parse(l) as Banked);
  } else {
    const e = await engine();
    const gen = new PuzzleGenerator(e, sqlSources());
    found = [];
    for (let seed = from; seed < from + count; seed++) {
      const out = gen.generate({ seed, band: { ...BANDS.diabolical }, fromBank: false, timeLimitMs: Number(values['time-limit']) });
      if (out.status !== 'generated') continue;
      const { attempts, rating, givens, puzzle } = out.puzzle;
      found.push({ seed, attempts, rating, givens, puzzle });
      console.log(JSON.stringify(found[found.length - 1]));
    }
  }
  const seeds = found.map((b) => b.seed);
  for (const b of found) {
    if (bitmaskSolve(b.puzzle).count !== 1) throw new Error(`not unique: ${b.puzzle}`);
    if (!minimal(b.puzzle)) throw new Error(`not minimal: ${b.puzzle}`);
    if (b.rating < BANDS.diabolical.min) throw new Error(`not diabolical: ${b.puzzle} ${b.rating}`);
  }
  fs.writeFileSync(values.out, bankSql(found, Math.min(...seeds), Math.max(...seeds)));
  console.log(`${found.length} puzzles written to ${values.out}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
