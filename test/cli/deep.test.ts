/**
 * The command line's ratings past 9.4: a puzzle it guesses on says "not
 * rated" (JSON: rating null, notRated 'guessed'), never a number that looks
 * like Sudoku Explainer's; --deep rates a puzzle that needs a nested chain.
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { DATA, puzzleSet } from '../helpers/engine';
import { buildBundle, runCli } from '../helpers/bundle';

/** hardest_rated.tsv line 98: SE 9.5/1.5/1.5, needs Dynamic forcing chains (+). */
const ROW98 = fs
  .readFileSync(path.join(DATA, 'hardest_sample60.tsv'), 'utf8')
  .split(/\r?\n/)
  .find((l) => l.startsWith('98\t'))!
  .split('\t')[1];

describe('ratings past 9.4 on the command line', function () {
  this.timeout(600_000);
  before(() => buildBundle());

  it('a guessed puzzle is not rated: text and JSON say so, with no 10.0', async () => {
    const escargot = puzzleSet('named_hardest')[0].cells;
    const text = await runCli([escargot, '--summary']);
    assert.match(text.stdout, /solved {2}beyond 9\.4, not rated: guessed/);
    assert.doesNotMatch(text.stdout, /10\.0/);
    const json = JSON.parse((await runCli([escargot, '--json', '--summary'])).stdout);
    assert.equal(json.difficulty.rating, null);
    assert.equal(json.difficulty.notRated, 'guessed');
    assert.equal(json.difficulty.beyond, 9.4);
  });

  it('--deep rates a puzzle the ladder must guess on, without a guess', async () => {
    const fast = JSON.parse((await runCli([ROW98, '--json', '--summary'])).stdout);
    assert.equal(fast.difficulty.notRated, 'guessed');
    const deep = JSON.parse((await runCli([ROW98, '--json', '--summary', '--deep'])).stdout);
    assert.equal(deep.status, 'solved');
    assert.equal(deep.guesses, 0);
    assert.equal(deep.difficulty.rating, 9.5);
    assert.equal(deep.difficulty.name, 'Dynamic forcing chains (+)');
    const refused = await runCli([ROW98, '--deep', '--verdict']);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /--deep rates the explanation/);
  });
});
