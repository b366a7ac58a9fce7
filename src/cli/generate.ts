/**
 * npm run generate -- [--count N] [--rating MIN-MAX | BAND] [--symmetry S] [--minimal] [--seed S] [--json]
 *
 * Makes new puzzles with the SQL generator, on the same engine the extension
 * uses (in a worker thread, as the extension does), and prints one a line
 * with its rating, or JSON lines. Ctrl-C stops it: what was made is printed,
 * and it exits with code 130.
 */
import { BAND_NAMES, Band, GeneratedPuzzle, MAX_SEED, SYMMETRIES, Symmetry, parseBand, puzzleSeed } from '../shared/generate';
import { SolverPool } from '../node/solverPool';
import { engineFiles } from '../node/paths';
import { notRatedLabel } from '../core/phrases';
import { MAX_TIME_LIMIT_MS, UsageError, parseOptions, timeLimit, wholeNumber } from './options';

/** The most puzzles one run makes. */
const MAX_COUNT = 10000;

const USAGE = `Usage: npm run generate -- [options]

Options:
  --count N             how many puzzles, 1 to ${MAX_COUNT} (default 1)
  --rating MIN-MAX      the band on the ER scale, e.g. 2.1-4.2, 6.6-, or a name:
                        ${BAND_NAMES.join(', ')} (default any rating)
  --symmetry S          ${SYMMETRIES.join(', ')} (default none)
  --minimal             no given can be taken away without losing uniqueness
  --seed S              a whole number from 0 to ${MAX_SEED}; puzzle i uses S + i
                        (default a random seed, printed with each puzzle)
  --time-limit MS       give up on a puzzle after MS milliseconds
                        (default 120000, at most ${MAX_TIME_LIMIT_MS}, a day)
  --json                one JSON object per puzzle, one per line
  -h, --help            show this help`;

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
  const { values: v } = parseOptions(argv, {
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
  if (v.help) return 'help';
  const count = v.count === undefined ? 1 : wholeNumber(v.count, 1, MAX_COUNT);
  if (count === undefined) throw new UsageError(`--count needs a whole number from 1 to ${MAX_COUNT}; got '${v.count}'.`);
  let band: Band | undefined;
  if (v.rating !== undefined) {
    band = parseBand(v.rating);
    if (!band)
      throw new UsageError(`--rating needs MIN-MAX (e.g. 2.1-4.2, 6.6-, -2.0) or one of ${BAND_NAMES.join(', ')}; got '${v.rating}'.`);
  }
  const symmetry = (v.symmetry ?? 'none') as Symmetry;
  if (!SYMMETRIES.includes(symmetry)) throw new UsageError(`--symmetry needs one of ${SYMMETRIES.join(', ')}; got '${v.symmetry}'.`);
  const seed = v.seed === undefined ? Math.floor(Math.random() * (MAX_SEED + 1)) : wholeNumber(v.seed, 0, MAX_SEED);
  if (seed === undefined) throw new UsageError(`--seed needs a whole number from 0 to ${MAX_SEED}; got '${v.seed}'.`);
  const timeLimitMs = timeLimit(v['time-limit'], 120000);
  return { count, band, symmetry, minimal: v.minimal, seed, timeLimitMs, json: v.json };
}

/** One puzzle a line: the 81 cells, then its rating, technique, symmetry and seed. */
export /** A guessed puzzle's rating is null, with notRated saying why (as solve --json's difficulty). */
const jsonPuzzle = (p: GeneratedPuzzle) => (p.technique === 'guess' ? { ...p, rating: null, notRated: 'guessed' } : p);

function textLine(p: GeneratedPuzzle): string {
  const rating = p.technique === 'guess' ? notRatedLabel() : `${p.rating.toFixed(1)} ${p.techniqueName}`;
  return `${p.puzzle}  ${rating} · ${p.givens} givens · ${p.symmetry}${p.minimal ? ' · minimal' : ''} · seed ${p.seed}`;
}

/** Exit code for a run stopped by Ctrl-C, as a shell reports a process ended by SIGINT (128 + 2). */
const INTERRUPTED = 130;

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
  // Generation runs in a worker thread, so this thread stays free to hear Ctrl-C:
  // the first asks the worker to stop, a second ends the run at once.
  const pool = new SolverPool(engineFiles());
  const stop = new AbortController();
  process.on('SIGINT', () => (stop.signal.aborted ? process.exit(INTERRUPTED) : stop.abort()));
  let made = 0;
  try {
    for (let i = 0; i < args.count && !stop.signal.aborted; i++) {
      const seed = puzzleSeed(args.seed, i);
      const out = await pool.generate(
        { seed, band: args.band, symmetry: args.symmetry, minimal: args.minimal, timeLimitMs: args.timeLimitMs },
        { signal: stop.signal },
      );
      if (out.status === 'generated') {
        console.log(args.json ? JSON.stringify(jsonPuzzle(out.puzzle)) : textLine(out.puzzle));
        made++;
      } else if (!stop.signal.aborted) {
        console.error(`error: puzzle ${i + 1} (seed ${seed}): ${out.message}`);
        return 1;
      }
    }
  } finally {
    await pool.dispose();
  }
  if (stop.signal.aborted) {
    console.error(`interrupted: ${made} of ${args.count} puzzles made.`);
    return INTERRUPTED;
  }
  return 0;
}

/** Writes what is pending on standard output, then exits with `code`. */
function exit(code: number): void {
  if (process.stdout.writableLength === 0) process.exit(code);
  else process.stdout.once('drain', () => process.exit(code));
}

main(process.argv.slice(2)).then(exit, (err) => {
  console.error(`error: ${(err as Error).message}`);
  process.exit(1);
});
