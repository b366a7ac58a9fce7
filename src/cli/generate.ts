/**
 * npm run generate -- [--count N] [--rating MIN-MAX | BAND] [--symmetry S] [--minimal] [--seed S] [--json]
 *
 * Makes new puzzles with the SQL generator, on the same engine the extension
 * uses, and prints one a line with its rating, or JSON lines.
 */
import * as fs from 'fs';
import * as path from 'path';
import { parseArgs as parseArgv } from 'node:util';
import initSqlJs from 'sql.js';
import sources from 'virtual:sql-sources';
import { SqlSudokuEngine } from '../core/engine';
import {
  BAND_NAMES,
  Band,
  GeneratedPuzzle,
  MAX_SEED,
  PuzzleGenerator,
  SYMMETRIES,
  Symmetry,
  parseBand,
  puzzleSeed,
} from '../core/generator';

const USAGE = `Usage: npm run generate -- [options]

Options:
  --count N             how many puzzles (default 1)
  --rating MIN-MAX      the band on the ER scale, e.g. 2.1-4.2, 6.6-, or a name:
                        ${BAND_NAMES.join(', ')} (default any rating)
  --symmetry S          ${SYMMETRIES.join(', ')} (default none)
  --minimal             no given can be taken away without losing uniqueness
  --seed S              a whole number from 0 to ${MAX_SEED}; puzzle i uses S + i
                        (default a random seed, printed with each puzzle)
  --time-limit MS       give up on a puzzle after MS milliseconds (default 120000)
  --json                one JSON object per puzzle, one per line
  -h, --help            show this help`;

class UsageError extends Error {}

interface Args {
  count: number;
  band?: Band;
  symmetry: Symmetry;
  minimal: boolean;
  seed: number;
  timeLimitMs: number;
  json: boolean;
}

function parseArgs(argv: string[]): Args | 'help' {
  let parsed;
  try {
    parsed = parseArgv({
      args: argv,
      allowPositionals: false,
      options: {
        count: { type: 'string' },
        rating: { type: 'string' },
        symmetry: { type: 'string' },
        minimal: { type: 'boolean', default: false },
        seed: { type: 'string' },
        'time-limit': { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    throw new UsageError((err as Error).message.replace(/\. To specify a positional argument.*$/s, '.'));
  }
  const v = parsed.values;
  if (v.help) return 'help';
  const count = v.count === undefined ? 1 : Number(v.count);
  if (!Number.isInteger(count) || count < 1 || count > 10000) throw new UsageError('--count needs a whole number from 1 to 10000.');
  let band: Band | undefined;
  if (v.rating !== undefined) {
    band = parseBand(v.rating);
    if (!band)
      throw new UsageError(`--rating needs MIN-MAX (e.g. 2.1-4.2, 6.6-, -2.0) or one of ${BAND_NAMES.join(', ')}; got '${v.rating}'.`);
  }
  const symmetry = (v.symmetry ?? 'none') as Symmetry;
  if (!SYMMETRIES.includes(symmetry)) throw new UsageError(`--symmetry needs one of ${SYMMETRIES.join(', ')}; got '${v.symmetry}'.`);
  let seed: number;
  if (v.seed !== undefined) {
    seed = Number(v.seed);
    if (!/^\d+$/.test(v.seed.trim()) || seed > MAX_SEED)
      throw new UsageError(`--seed needs a whole number from 0 to ${MAX_SEED}; got '${v.seed}'.`);
  } else {
    seed = Math.floor(Math.random() * (MAX_SEED + 1));
  }
  const timeLimitMs = v['time-limit'] === undefined ? 120000 : Number(v['time-limit']);
  if (!Number.isFinite(timeLimitMs) || timeLimitMs <= 0) throw new UsageError('--time-limit needs a positive number of milliseconds.');
  return { count, band, symmetry, minimal: v.minimal, seed, timeLimitMs, json: v.json };
}

/** One puzzle a line: the 81 cells, then its rating, technique, symmetry and seed. */
export function textLine(p: GeneratedPuzzle): string {
  return `${p.puzzle}  ${p.rating.toFixed(1)} ${p.techniqueName} · ${p.givens} givens · ${p.symmetry}${p.minimal ? ' · minimal' : ''} · seed ${p.seed}`;
}

async function main(argv: string[]): Promise<number> {
  let args: Args | 'help';
  try {
    args = parseArgs(argv);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`error: ${err.message}\n\n${USAGE}`);
      return 2;
    }
    throw err;
  }
  if (args === 'help') {
    console.log(USAGE);
    return 0;
  }
  const wasmBinary = fs.readFileSync(path.join(__dirname, 'sql-wasm.wasm'));
  const SQL = await initSqlJs({ wasmBinary: wasmBinary as unknown as ArrayBuffer });
  const engine = SqlSudokuEngine.create(SQL, sources);
  let interrupted = false;
  process.once('SIGINT', () => (interrupted = true));
  try {
    const generator = new PuzzleGenerator(engine, sources);
    for (let i = 0; i < args.count; i++) {
      const seed = puzzleSeed(args.seed, i);
      const out = generator.generate(
        { seed, band: args.band, symmetry: args.symmetry, minimal: args.minimal, timeLimitMs: args.timeLimitMs },
        () => interrupted,
      );
      if (out.status !== 'generated') {
        console.error(`error: puzzle ${i + 1} (seed ${seed}): ${out.message}`);
        return 1;
      }
      const p = out.puzzle;
      console.log(args.json ? JSON.stringify(p) : textLine(p));
    }
  } finally {
    engine.close();
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(`error: ${(err as Error).message}`);
    process.exit(1);
  },
);
