import { strict as assert } from 'assert';
import { SqlSudokuEngine } from '../../src/core/engine';
import { engine, puzzleSet } from '../helpers/engine';
import { checkSolution } from '../helpers/checker';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { Board } from '../helpers/replay';

const EASY = puzzleSet('easy50')[0].cells;
const HARDEST = puzzleSet('named_hardest');
const ESCARGOT = HARDEST.find((p) => p.name.startsWith('AI Escargot'))!.cells;
const EMPTY = '.'.repeat(81);

describe('engine verdicts', () => {
  let e: SqlSudokuEngine;
  before(async () => {
    e = await engine();
  });

  it('solves an easy puzzle by logic alone, with steps that replay to the solution', () => {
    const r = e.solve(EASY);
    assert.equal(r.status, 'solved');
    assert.deepEqual(checkSolution(EASY, r.solution), []);
    assert.equal(r.guesses.length, 0);
    assert.ok(r.steps.length > 0);
    const board = new Board(EASY);
    for (const s of r.steps) board.apply(s);
    assert.equal(board.grid.join(''), r.solution);
    assert.ok(r.difficulty && r.difficulty.rating < 10);
    assert.ok(r.stats.statements > 0 && r.stats.ms > 0);
  });

  it('gives the initial candidates the givens leave', () => {
    const r = e.solve(EASY);
    assert.deepEqual(r.initialCandidates, new Board(EASY).candidateStrings());
  });

  it('names both cells of each duplicate given', () => {
    const p = '55' + ESCARGOT.slice(2);
    const r = e.solve(p);
    assert.equal(r.status, 'invalid');
    assert.deepEqual(r.conflicts, [{ cells: [0, 1], digit: 5, unit: 'row 1' }]);
    assert.match(r.message!, /r1c1 and r1c2/);
  });

  it('finds conflicts in a column and in a box', () => {
    const p = [...EMPTY];
    p[0] = '7';
    p[72] = '7'; // r9c1: same column
    p[40] = '3';
    p[50] = '3'; // r5c5 and r6c6: same box
    const r = e.solve(p.join(''));
    assert.equal(r.status, 'invalid');
    assert.deepEqual(
      r.conflicts!.map((c) => [c.cells, c.digit, c.unit]),
      [
        [[0, 72], 7, 'column 1'],
        [[40, 50], 3, 'box 5'],
      ],
    );
  });

  it('reports no solution when a cell has no candidate', () => {
    const p = '12345678.' + '........9' + '.'.repeat(63);
    const r = e.solve(p);
    assert.equal(r.status, 'no-solution');
    assert.equal(bitmaskSolve(p).count, 0);
  });

  it('reports no solution found only by guessing', () => {
    // A valid-looking grid with no completion: rows 1-2 force a clash deep down.
    const p = '.'.repeat(9) + '123456...' + '......123' + '.'.repeat(45) + '.......4.';
    const truth = bitmaskSolve(p).count;
    const r = e.solve(p);
    assert.equal(r.status, truth === 0 ? 'no-solution' : truth === 1 ? 'solved' : 'multiple');
  });

  it('reports more than one solution, with two different valid solutions', () => {
    for (const p of [EMPTY, '1' + EMPTY.slice(1), ESCARGOT.slice(0, 40) + '.' + ESCARGOT.slice(41).replace(/[1-9]/, '.')]) {
      const truth = bitmaskSolve(p, 2);
      if (truth.count < 2) continue;
      const r = e.solve(p);
      assert.equal(r.status, 'multiple', p);
      const [a, b] = r.solutions!;
      assert.notEqual(a, b);
      assert.deepEqual(checkSolution(p, a), []);
      assert.deepEqual(checkSolution(p, b), []);
      assert.match(r.message!, /^More than one solution: r\dc\d can be \d or \d\.$/);
    }
  });

  it('notes fewer than 17 givens', () => {
    const r = e.solve(EMPTY);
    assert.equal(r.givens, 0);
    assert.deepEqual(r.notes, ['No givens: an empty grid has countless solutions.']);
    let sixteen = ESCARGOT;
    for (let k = 0; k < 7; k++) sixteen = sixteen.replace(/[1-9]/, '.');
    const s = e.solve(sixteen);
    assert.equal(s.givens, 16);
    assert.ok(s.notes.some((n) => /^Only 16 givens: no proper Sudoku has fewer than 17/.test(n)));
    assert.equal(e.solve(ESCARGOT).notes.length, 0);
  });

  it('stalls with the candidates at the stall when guessing is off', () => {
    const r = e.solve(ESCARGOT, { guessing: false });
    assert.equal(r.status, 'stalled');
    assert.equal(r.guesses.length, 0);
    assert.ok(r.stall);
    // The stall position is what the steps lead to.
    const board = new Board(ESCARGOT);
    for (const s of r.steps) board.apply(s);
    assert.equal(board.grid.map((v) => (v ? String(v) : '.')).join(''), r.stall!.grid);
    assert.deepEqual(board.candidateStrings(), r.stall!.candidates);
    // And no candidate removed on the way was the true digit.
    const truth = bitmaskSolve(ESCARGOT, 1).solutions[0];
    r.stall!.candidates.forEach((c, i) => {
      if (r.stall!.grid[i] === '.') assert.ok(c.includes(truth[i]), `cell ${i} lost ${truth[i]}`);
      else assert.equal(r.stall!.grid[i], truth[i]);
    });
  });

  it('uses only the techniques asked for', () => {
    const r = e.solve(EASY, { techniques: ['naked-single'], guessing: false });
    assert.ok(r.steps.every((s) => s.technique === 'naked-single'));
  });

  it('stops at the time limit with status timeout', () => {
    const fata = HARDEST.find((p) => p.name === 'Fata Morgana')!.cells;
    const r = e.solve(fata, { timeLimitMs: 5 });
    assert.equal(r.status, 'timeout');
    assert.match(r.message!, /time limit of 5 ms/);
    // The database is clean for the next solve.
    assert.equal(e.solve(EASY).status, 'solved');
  });

  it('stops when cancelled', () => {
    let polls = 0;
    const r = e.solve(ESCARGOT, {}, () => ++polls > 3);
    assert.equal(r.status, 'cancelled');
    assert.equal(e.solve(ESCARGOT).status, 'solved');
  });

  it('rejects a puzzle that is not 81 cells', () => {
    assert.throws(() => e.solve('123'), /81 cells/);
  });
});

describe('the guess log', () => {
  let e: SqlSudokuEngine;
  before(async () => {
    e = await engine();
  });

  it('follows seed 000: fewest candidates, then row, then column; lowest digit first; nested rollback', () => {
    const r = e.solve(ESCARGOT);
    assert.equal(r.status, 'solved');
    const g = r.guesses;
    assert.ok(g.length >= 2);
    assert.ok(
      g.some((x) => x.depth >= 2),
      'guesses nest',
    );
    assert.ok(
      g.some((x) => x.outcome === 'disproved'),
      'at least one rollback',
    );
    assert.deepEqual(
      g.map((x) => x.n),
      g.map((_, i) => i + 1),
      'numbered in order',
    );
    const truth = bitmaskSolve(ESCARGOT, 1).solutions[0];

    // Guesses made at the same cell under the same parent try its digits in rising order.
    const siblings = new Map<string, typeof g>();
    for (const x of g) {
      const key = `${x.parent ?? 0}:${x.row}:${x.col}`;
      siblings.set(key, [...(siblings.get(key) ?? []), x]);
    }
    for (const group of siblings.values()) {
      const choices = group[0].choices;
      assert.ok(/^[1-9]+$/.test(choices) && [...choices].sort().join('') === choices);
      assert.deepEqual(
        group.map((x) => String(x.value)),
        [...choices].slice(0, group.length),
      );
      assert.ok(group.every((x) => x.depth === group[0].depth && x.choices === choices));
    }

    // The kept guesses form one chain, depth 1, 2, ..., each the true digit.
    const kept = g.filter((x) => x.outcome === 'kept');
    kept.forEach((x, i) => {
      assert.equal(x.depth, i + 1);
      assert.equal(String(x.value), truth[(x.row - 1) * 9 + x.col - 1]);
      if (i > 0) assert.equal(x.parent, kept[i - 1].n);
    });
    // A disproved guess made under only kept guesses really is wrong.
    const keptNos = new Set(kept.map((x) => x.n));
    for (const x of g.filter((y) => y.outcome === 'disproved' && (y.parent === undefined || keptNos.has(y.parent)))) {
      assert.notEqual(String(x.value), truth[(x.row - 1) * 9 + x.col - 1]);
    }
    // An abandoned guess was made under a guess that was itself refuted.
    const byNo = new Map(g.map((x) => [x.n, x]));
    for (const x of g.filter((y) => y.outcome === 'abandoned')) {
      assert.ok(x.parent && ['disproved', 'abandoned'].includes(byNo.get(x.parent)!.outcome));
    }
    assert.ok(g.every((x) => x.outcome !== 'open'));
  });

  it('tells the story of every guess rolled back on the way to the solution; of nested ones when the log is short', () => {
    const fata = HARDEST.find((p) => p.name.startsWith('Fata Morgana'))!.cells;
    const r = e.solve(fata, { chains: false });
    assert.deepEqual(checkSolution(fata, r.solution), []);
    const kept = new Set(r.guesses.filter((g) => g.outcome === 'kept').map((g) => g.n));
    const told = new Set((r.branchSteps ?? []).filter((s) => s.technique === 'guess').map((s) => s.guess!));
    const onTheWay = r.guesses.filter((g) => !kept.has(g.n) && (g.parent === undefined || kept.has(g.parent)));
    assert.ok(onTheWay.length >= 2);
    for (const g of onTheWay) assert.ok(told.has(g.n), `guess ${g.n} rolled back on the way has no story`);
    // Each story is the branch as it went: its guess, then steps tagged with it, ending in a contradiction.
    for (const n of told) {
      const mine = r.branchSteps!.filter((s) => s.guess === n);
      assert.equal(mine[0].technique, 'guess');
    }
    // Hundreds of guesses nested in rolled-back branches: those stay in the log.
    const nested = r.guesses.filter((g) => !kept.has(g.n) && !onTheWay.includes(g));
    assert.ok(nested.length > 100);
    for (const g of nested) assert.ok(!told.has(g.n), `nested guess ${g.n} told in a log of ${r.guesses.length}`);
    assert.equal(r.branchStepsCapped, true);
    // A short log is told whole.
    const escargot = e.solve(ESCARGOT, { chains: false });
    assert.ok(escargot.guesses.length > 50 && !escargot.branchStepsCapped);
    const toldAll = new Set((escargot.branchSteps ?? []).filter((s) => s.technique === 'guess').map((s) => s.guess!));
    for (const g of escargot.guesses) assert.ok(g.outcome === 'kept' || toldAll.has(g.n), `guess ${g.n} of AI Escargot untold`);
  });

  it('guesses on the cell with fewest candidates, lowest row then column, replayed independently', () => {
    for (const { cells } of HARDEST.slice(0, 6)) {
      const r = e.solve(cells);
      const board = new Board(cells);
      for (const s of r.steps) {
        if (s.technique === 'guess') {
          const cand = board.candidateStrings();
          const sizes = cand.map((c, i) => (board.grid[i] ? 99 : c.length));
          const min = Math.min(...sizes);
          const cell = s.placed[0].cell;
          assert.equal(cell, sizes.indexOf(min), `guess #${s.guess} should be in the first cell with ${min} candidates`);
          assert.equal(s.placed[0].d, Number(r.guesses[s.guess! - 1].value));
          assert.equal(cand[cell], r.guesses[s.guess! - 1].choices);
        }
        board.apply(s);
      }
      assert.equal(board.grid.join(''), r.solution);
    }
  });
});
