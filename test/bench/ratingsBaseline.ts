/**
 * npm run bench:ratings-baseline -- [--out FILE] [--commit NAME]
 *
 * Writes our own ER, EP and ED of every puzzle Sudoku Explainer rated
 * (test/data/*.tsv), explained as the extension does it: the regression
 * baseline that test/engine/ratingsBaseline.test.ts holds the engine to.
 * Write it again only on purpose (a change meant to move a rating), from
 * the code before that change. SE's own ratings stay in the .tsv files.
 */
import * as fs from 'fs';
import * as path from 'path';
import { parseArgs } from 'node:util';
import { execSync } from 'child_process';
import { engine, DATA, ROOT } from '../helpers/engine';
import { readRatings } from '../helpers/ratings';

const { values: opts } = parseArgs({
  options: { out: { type: 'string', default: path.join(DATA, 'ratings-baseline.tsv') }, commit: { type: 'string' } },
});

async function main(): Promise<void> {
  const e = await engine();
  const commit = opts.commit ?? execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
  const lines = [
    `# Our own ratings (not SE's) of every puzzle in test/data/*.tsv, written by npm run bench:ratings-baseline at ${commit}: the regression baseline of test/engine/ratingsBaseline.test.ts.`,
    'set\tline\ter\tep\ted\ttechnique',
  ];
  for (const se of readRatings(DATA)) {
    const d = e.solve(se.puzzle, { unique: true }).difficulty;
    // A guessed puzzle is not rated: 'guessed', never a number (EP blank when the guess came before the first digit).
    lines.push([se.set, se.line, d?.notRated ?? d?.rating ?? '', d?.ep ?? '', d?.ed ?? '', d?.name ?? ''].join('\t'));
  }
  fs.writeFileSync(opts.out!, lines.join('\n') + '\n');
  console.log(`${lines.length - 2} ratings written to ${opts.out}`);
  e.close();
}

main().catch((err) => {
  console.error(`bench:ratings-baseline: ${(err as Error).stack}`);
  process.exit(1);
});
