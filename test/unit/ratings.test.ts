/**
 * The technique ladder against Sudoku Explainer's ratings (test/data/*.tsv):
 * on a sample of every rated set, each step is replayed on an independent
 * board and checked against the true solution, every puzzle SE rates below
 * 9.0 must be solved without a guess, and our ER must agree with SE's as the
 * README promises. `npm run bench:ratings` gives the figures on all 555.
 */
import { strict as assert } from 'assert';
import type { SqlSudokuEngine } from '../../src/core/engine';
import { engine, DATA } from '../helpers/engine';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { Board } from '../helpers/replay';
import { agreement, readRatings } from '../helpers/ratings';

/** Every 10th rated puzzle of each set, and every named hardest. */
const sample = readRatings(DATA).filter((r, i) => r.set === 'named_hardest' || i % 10 === 0);

describe('ratings against Sudoku Explainer', function () {
  this.timeout(60 * 60 * 1000);
  let e: SqlSudokuEngine;
  const pairs: Parameters<typeof agreement>[0] = [];
  before(async () => {
    e = await engine();
  });

  it('every step is sound: no wrong digit placed, no true digit removed', () => {
    for (const se of sample) {
      const truth = bitmaskSolve(se.puzzle, 1).solutions[0];
      const r = e.solve(se.puzzle, { uniqueness: false, unique: true });
      assert.equal(r.status, 'solved', `${se.set}:${se.line}`);
      // Steps found in one pass (batch) are checked against the board before that pass.
      const board = new Board(se.puzzle);
      let pending: typeof r.steps = [];
      for (const step of r.steps) {
        if (step.technique === 'guess') break;
        if (pending.length && pending[0].batch !== step.batch) {
          for (const x of pending) board.apply(x);
          pending = [];
        }
        const where = `${se.set}:${se.line} step ${step.n} (${step.name})`;
        for (const x of step.placed) assert.equal(String(x.d), truth[x.cell], `${where} placed a wrong digit`);
        for (const x of step.removed) {
          assert.ok(board.cands[x.cell].has(x.d), `${where} removed a candidate that was not there`);
          assert.notEqual(String(x.d), truth[x.cell], `${where} removed the true digit`);
        }
        pending.push(step);
      }
      pairs.push({ se, ours: { er: r.difficulty!.rating, guessed: r.guesses.length > 0 } });
    }
  });

  it('solves without a guess every puzzle SE rates below 9.0', () => {
    const guessed = pairs.filter((p) => p.se.status === 'ok' && p.se.er < 9 && p.ours.guessed);
    assert.deepEqual(
      guessed.map((p) => `${p.se.set}:${p.se.line} (SE ${p.se.er} ${p.se.technique})`),
      [],
    );
  });

  it('rates as SE does: within 0.5 on 90%, equal on 75%, Spearman 0.95', () => {
    const a = agreement(pairs);
    console.log(
      `      ${a.rated} rated: within 0.5 ${((100 * a.within05) / a.rated).toFixed(1)}%, equal ${((100 * a.equal) / a.rated).toFixed(1)}%, Spearman ${a.spearman.toFixed(3)}`,
    );
    assert.ok(a.within05 >= 0.9 * a.rated, `within 0.5: ${a.within05} of ${a.rated}`);
    assert.ok(a.equal >= 0.75 * a.rated, `equal: ${a.equal} of ${a.rated}`);
    assert.ok(a.spearman >= 0.95, `Spearman ${a.spearman}`);
  });
});
