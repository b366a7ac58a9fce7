/**
 * The technique ladder against Sudoku Explainer's ratings (test/data/*.tsv):
 * on a sample of every rated set, each step is replayed on an independent
 * board and checked against the true solution, every puzzle SE rates below
 * 9.0 must be solved without a guess, and our ER must agree with SE's as the
 * README promises. `npm run bench:ratings` gives the figures on all 555.
 * Also: the rating is the same whether the explanation is recorded or not.
 */
import { strict as assert } from 'assert';
import type { SolveResult } from '../../src/shared/result';
import { engine, puzzleSet, DATA } from '../helpers/engine';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { Board } from '../helpers/replay';
import { SeRating, agreement, readRatings } from '../helpers/ratings';

/** Every 10th rated puzzle of each set, and every named hardest. */
const sample = readRatings(DATA).filter((r, i) => r.set === 'named_hardest' || i % 10 === 0);

describe('ratings against Sudoku Explainer', function () {
  this.timeout(60 * 60 * 1000);
  // Every sampled puzzle is explained once, here: each test below checks all of them, run alone or in any order.
  let explained: { se: SeRating; r: SolveResult }[] = [];
  before(async () => {
    assert.ok(sample.length > 0, 'no rated puzzle read from test/data');
    const e = await engine();
    explained = sample.map((se) => ({ se, r: e.solve(se.puzzle, { uniqueness: false, unique: true }) }));
  });
  /** Ours beside SE's; a puzzle left unsolved has no rating, and so agrees with none. */
  const pairs = () => explained.map(({ se, r }) => ({ se, ours: { er: r.difficulty?.rating ?? NaN, guessed: r.guesses.length > 0 } }));

  it('every step is sound: no wrong digit placed, no true digit removed', () => {
    for (const { se, r } of explained) {
      const truth = bitmaskSolve(se.puzzle, 1).solutions[0];
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
    }
  });

  it('solves without a guess every puzzle SE rates below 9.0', () => {
    const below9 = pairs().filter((p) => p.se.status === 'ok' && p.se.er < 9);
    assert.ok(below9.length > 0, 'the sample has no puzzle SE rates below 9.0');
    const guessed = below9.filter((p) => p.ours.guessed);
    assert.deepEqual(
      guessed.map((p) => `${p.se.set}:${p.se.line} (SE ${p.se.er} ${p.se.technique})`),
      [],
    );
  });

  it('rates as SE does: within 0.5 on 90%, equal on 75%, Spearman 0.95', () => {
    const a = agreement(pairs());
    console.log(
      `      ${a.rated} rated: within 0.5 ${((100 * a.within05) / a.rated).toFixed(1)}%, equal ${((100 * a.equal) / a.rated).toFixed(1)}%, Spearman ${a.spearman.toFixed(3)}`,
    );
    assert.ok(a.within05 >= 0.9 * a.rated, `within 0.5: ${a.within05} of ${a.rated}`);
    assert.ok(a.equal >= 0.75 * a.rated, `equal: ${a.equal} of ${a.rated}`);
    assert.ok(a.spearman >= 0.95, `Spearman ${a.spearman}`);
  });
});

describe('ratings, explained or not', function () {
  // Each of these is explained twice with the whole ladder, chains included: minutes on a loaded machine.
  this.timeout(20 * 60 * 1000);

  it('rates difficulty the same with or without recording the explanation', async () => {
    const e = await engine();
    for (const p of [
      puzzleSet('easy50')[0].cells,
      ...puzzleSet('top1465')
        .slice(0, 8)
        .map((x) => x.cells),
    ]) {
      const full = e.solve(p);
      const quiet = e.solve(p, { explain: false });
      assert.equal(quiet.steps.length, 0);
      assert.deepEqual(quiet.difficulty, full.difficulty);
      assert.ok(full.difficulty!.rating >= Math.max(...full.steps.filter((s) => s.technique !== 'guess').map((s) => s.rating)));
    }
  });
});
