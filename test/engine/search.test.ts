/**
 * The guess search on the compact board (sql/search/, src/core/search.ts):
 * the verdict mode, and "multiple" answered without the guess log. Every
 * verdict is judged by the independent bitmask solver and every solution by
 * the checker.
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import type { SolveResult } from '../../src/shared/result';
import { SqlSudokuEngine } from '../../src/core/engine';
import { CATALOGUE } from '../../src/core/catalogue';
import { conflictDiagnostics, verdictDiagnostics } from '../../src/features/diagnostics/diagnosticsModel';
import { parsePuzzles, Puzzle } from '../../src/core/formats';
import { DATA, ROOT, engine, puzzleSet } from '../helpers/engine';
import { checkSolution } from '../helpers/checker';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { Board } from '../helpers/replay';

const truths = new Map<string, ReturnType<typeof bitmaskSolve>>();
/** What the bitmask solver says (computed once a puzzle). */
function bitmask(p: string) {
  if (!truths.has(p)) truths.set(p, bitmaskSolve(p, 2));
  return truths.get(p)!;
}

/** What the bitmask solver says, as a status. */
function truthOf(p: string): 'solved' | 'multiple' | 'no-solution' {
  const n = bitmask(p).count;
  return n === 0 ? 'no-solution' : n === 1 ? 'solved' : 'multiple';
}

/** Checks a verdict against the bitmask solver and its solutions with the checker; returns a problem or ''. */
function judge(p: string, r: SolveResult): string {
  const truth = truthOf(p);
  if (r.status !== truth) return `${r.status}, expected ${truth}`;
  if (truth === 'solved' && checkSolution(p, r.solution).length) return checkSolution(p, r.solution).join('; ');
  if (truth === 'multiple') {
    const [a, b] = r.solutions ?? [];
    if (!a || !b || a === b) return 'not two different solutions';
    if (r.solution !== a) return 'the solution is not the first of the two';
    for (const s of [a, b]) if (checkSolution(p, s).length) return checkSolution(p, s).join('; ');
  }
  return '';
}

/** Multi-solution puzzles with 17 givens whose search in seed 000's fixed order takes over 10^5 guess nodes (test/data/SOURCES.md). */
const PATHOLOGICAL = fs
  .readFileSync(path.join(DATA, 'pathological.txt'), 'utf8')
  .split(/\r?\n/)
  .filter((l) => /^[1-9.]{81}/.test(l))
  .map((l) => l.slice(0, 81));

describe('the compact search', () => {
  let e: SqlSudokuEngine;
  before(async () => {
    e = await engine();
  });

  it('keeps its SQL readable: every file headed by what it does and why', () => {
    for (const f of CATALOGUE.areas.search) {
      const text = fs.readFileSync(path.join(ROOT, 'sql', f), 'utf8');
      assert.match(text, /^-- Search: .+\n--\n-- What:/, f);
      assert.match(text, /-- Why this shape:/, f);
    }
  });

  it('gives verdicts only: no steps, no guess log, no difficulty', () => {
    const p = puzzleSet('named_hardest')[0].cells;
    const r = e.solve(p, { verdict: true });
    assert.equal(judge(p, r), '');
    assert.deepEqual(r.steps, []);
    assert.deepEqual(r.guesses, []);
    assert.equal(r.difficulty, undefined);
    assert.ok(r.stats.search && r.stats.search.nodes > 0 && r.stats.search.statements > 0);
  });

  for (const [set, every] of [
    ['easy50', 1],
    ['named_hardest', 1],
    ['top95', 1],
    ['top1465', 7],
    ['17clue_1000', 10],
  ] as const) {
    it(`decides ${set}${every > 1 ? ` (every ${every}th puzzle)` : ''} in verdict mode`, () => {
      const failures: string[] = [];
      puzzleSet(set)
        .filter((_, i) => i % every === 0)
        .forEach(({ cells }, i) => {
          const problem = judge(cells, e.solve(cells, { verdict: true }));
          if (problem) failures.push(`#${i * every + 1}: ${problem}`);
        });
      assert.deepEqual(failures, []);
    });
  }

  it('decides puzzles with 16 givens (17-clue puzzles less their first given), each with several solutions', () => {
    const failures: string[] = [];
    for (const { cells } of puzzleSet('17clue_1000').slice(0, 40)) {
      const p = cells.replace(/[1-9]/, '.');
      const problem = judge(p, e.solve(p, { verdict: true }));
      if (problem) failures.push(`${p}: ${problem}`);
    }
    assert.deepEqual(failures, []);
  });

  it('decides invalid and unsolvable puzzles, and the empty grid', () => {
    const clash = '55' + puzzleSet('named_hardest')[0].cells.slice(2);
    const r = e.solve(clash, { verdict: true });
    assert.equal(r.status, 'invalid');
    assert.deepEqual(r.conflicts, [{ cells: [0, 1], digit: 5, unit: 'row 1' }]);
    for (const p of ['12345678.' + '........9' + '.'.repeat(63), '.'.repeat(81), '1' + '.'.repeat(80)]) {
      assert.equal(judge(p, e.solve(p, { verdict: true })), '', p);
    }
  });

  it('feeds the diagnostics as the full solve does', () => {
    const only = (text: string): Puzzle => parsePuzzles(text)[0] as Puzzle;
    const escargot = puzzleSet('named_hardest')[0].cells;
    for (const text of [
      `12345678.........9${'.'.repeat(63)}`,
      `${escargot.slice(0, 80)}.`.replace(/^1/, '.'),
      `55${escargot.slice(2)}`,
      '1'.padEnd(81, '.'),
    ]) {
      const p = only(text);
      const diagnostics = (r: SolveResult) => [...conflictDiagnostics(p, r), ...verdictDiagnostics(p, r)].map((d) => [d.code, d.severity]);
      assert.deepEqual(diagnostics(e.solve(p.cells, { verdict: true })), diagnostics(e.solve(p.cells)), text);
    }
  });

  it('stops at the time limit and when cancelled, and the next verdict works', () => {
    const p = puzzleSet('named_hardest').find((x) => x.name === 'Fata Morgana')!.cells;
    assert.equal(e.solve(p, { verdict: true, timeLimitMs: 1 }).status, 'timeout');
    let polls = 0;
    assert.equal(e.solve(p, { verdict: true }, () => ++polls > 2).status, 'cancelled');
    assert.equal(judge(p, e.solve(p, { verdict: true })), '');
  });

  it('has puzzles of the pathological kind: 17-20 givens, several solutions, over 10^5 nodes in a fixed order', function () {
    this.timeout(20 * 60 * 1000);
    assert.ok(PATHOLOGICAL.length >= 3);
    for (const p of PATHOLOGICAL) {
      const givens = [...p].filter((c) => c !== '.').length;
      assert.ok(givens >= 17 && givens <= 20, p);
      const truth = bitmask(p);
      assert.equal(truth.count, 2, p);
      // The bitmask solver also guesses in a fixed order (fewest candidates, then cell, then digit).
      assert.ok(truth.nodes > 1e5, `${p}: ${truth.nodes} nodes`);
    }
  });

  it('decides the pathological puzzles at once, as a verdict and in Solve', function () {
    this.timeout(20 * 60 * 1000);
    for (const p of PATHOLOGICAL) {
      const v = e.solve(p, { verdict: true });
      assert.equal(judge(p, v), '', p);
      // A few hundred guess nodes at most, where seed 000's order needs over 10^5.
      assert.ok(v.stats.search!.nodes < 2000, `${p}: ${v.stats.search!.nodes} nodes`);
      const x = e.solve(p);
      assert.equal(judge(p, x), '', p);
      assert.deepEqual(x.guesses, []);
    }
  });

  it('answers "multiple" in Solve with both solutions and the logic up to the first stall, without a guess log', () => {
    const p = puzzleSet('17clue_1000')[0].cells.replace(/[1-9]/, '.');
    const r = e.solve(p);
    assert.equal(judge(p, r), '');
    assert.deepEqual(r.guesses, []);
    assert.ok(r.steps.every((s) => s.technique !== 'guess'));
    // The steps lead exactly to the stall, replayed independently.
    const board = new Board(p);
    for (const s of r.steps) board.apply(s);
    assert.ok(r.stall);
    assert.equal(board.grid.map((v) => (v ? String(v) : '.')).join(''), r.stall!.grid);
    assert.deepEqual(board.candidateStrings(), r.stall!.candidates);
  });

  it('tells, for the generator, whether emptying cells of a unique puzzle keeps it unique, as the bitmask solver does', () => {
    // Cuts each grid down in a fixed pseudo-random order, one to four cells at a
    // time, as the generator does with its orbits; each answer is judged alone.
    let x = 12345;
    const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
    let unique = 0;
    let multiple = 0;
    for (const { cells } of puzzleSet('top95').slice(0, 12)) {
      const grid = bitmask(cells).solutions[0];
      let puzzle = grid;
      for (let step = 0; step < 90; step++) {
        const emptied: number[] = [];
        let less = puzzle;
        for (let k = 1 + (next() % 4); k > 0; k--) {
          const cell = next() % 81;
          if (less[cell] === '.') continue;
          less = less.slice(0, cell) + '.' + less.slice(cell + 1);
          emptied.push(cell);
        }
        if (emptied.length === 0) continue;
        const truth = bitmaskSolve(less, 2).count === 1;
        assert.equal(e.uniqueAfterEmptying(less, grid, emptied), truth, `${less} after emptying ${emptied.join(',')}`);
        if (truth) {
          unique++;
          puzzle = less;
        } else multiple++;
      }
    }
    // Both answers were put to the test, many times.
    assert.ok(unique > 100 && multiple > 50, `${unique} unique, ${multiple} not`);
  });
});
