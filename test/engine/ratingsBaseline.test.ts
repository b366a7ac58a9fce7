/**
 * Our ratings do not move by accident: ER, EP and ED of every puzzle Sudoku
 * Explainer rated (test/data/*.tsv, 555) equal the ones recorded in
 * test/data/ratings-baseline.tsv (npm run bench:ratings-baseline, from the
 * code before the speed work). A puzzle the engine guesses on is recorded as
 * 'guessed' (not rated), its EP blank when the guess came before the first
 * digit. A change meant to move a rating writes that
 * file again, from the code before the change, and says so.
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { engine, DATA } from '../helpers/engine';
import { readRatings } from '../helpers/ratings';

interface Recorded {
  er: string;
  ep: string;
  ed: string;
}

function readBaseline(): Map<string, Recorded> {
  const out = new Map<string, Recorded>();
  for (const l of fs.readFileSync(path.join(DATA, 'ratings-baseline.tsv'), 'utf8').split(/\r?\n/)) {
    if (!l || l.startsWith('#') || l.startsWith('set\t')) continue;
    const [set, line, er, ep, ed] = l.split('\t');
    out.set(`${set}:${line}`, { er, ep, ed });
  }
  return out;
}

describe('ratings against our own baseline', function () {
  // 555 explanations with the whole ladder: many minutes on a loaded machine.
  this.timeout(90 * 60 * 1000);

  it('gives every rated puzzle the ER, EP and ED recorded before', async () => {
    const baseline = readBaseline();
    const rated = readRatings(DATA);
    assert.equal(baseline.size, rated.length, 'ratings-baseline.tsv has a line for every rated puzzle');
    const e = await engine();
    const moved: string[] = [];
    for (const se of rated) {
      const key = `${se.set}:${se.line}`;
      const want = baseline.get(key);
      assert.ok(want, `${key} is not in ratings-baseline.tsv`);
      const d = e.solve(se.puzzle, { unique: true }).difficulty;
      // A guessed puzzle is recorded as 'guessed' (not rated), not as a number.
      const got = { er: String(d?.notRated ?? d?.rating ?? ''), ep: String(d?.ep ?? ''), ed: String(d?.ed ?? '') };
      if (got.er !== want.er || got.ep !== want.ep || got.ed !== want.ed)
        moved.push(`${key}: was ${JSON.stringify(want)}, now ${JSON.stringify(got)}`);
    }
    assert.deepEqual(moved, []);
  });
});
