/**
 * Each technique on real positions: run the singles plus that one technique on
 * puzzles where logic alone gets stuck, replay every step on an independent
 * board, and check (1) the pattern the step claims is really there at that
 * moment, and (2) nothing it places or removes contradicts the true solution.
 */
import { strict as assert } from 'assert';
import type { SqlSudokuEngine } from '../../src/core/engine';
import type { Step } from '../../src/core/result';
import { engine, puzzleSet } from '../helpers/engine';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { Board, peersOf } from '../helpers/replay';

const SINGLES = ['full-house', 'hidden-single-box', 'hidden-single-line', 'naked-single'];

function unitCells(name: string): number[] {
  const [kind, n] = name.split(' ');
  const k = Number(n) - 1;
  const out: number[] = [];
  for (let j = 0; j < 9; j++) {
    if (kind === 'row') out.push(k * 9 + j);
    else if (kind === 'column') out.push(j * 9 + k);
    else out.push((3 * Math.floor(k / 3) + Math.floor(j / 3)) * 9 + 3 * (k % 3) + (j % 3));
  }
  return out;
}
const rowOf = (c: number) => Math.floor(c / 9);
const colOf = (c: number) => c % 9;
const union = (sets: Set<number>[]) => new Set(sets.flatMap((s) => [...s]));
const sorted = (s: Iterable<number>) => [...s].sort((a, b) => a - b);

/** Checks that the step's pattern holds on the board as it was just before the step. */
function checkPattern(step: Step, b: Board): void {
  const where = `${step.name} step ${step.n}`;
  const places = (cells: number[], d: number) => cells.filter((c) => b.cands[c].has(d));
  switch (step.technique) {
    case 'naked-single': {
      const [{ cell, d }] = step.placed;
      assert.deepEqual(sorted(b.cands[cell]), [d], where);
      break;
    }
    case 'full-house': {
      const cells = unitCells(step.unit!);
      assert.equal(cells.filter((c) => !b.grid[c]).length, 1, where);
      break;
    }
    case 'hidden-single-box':
    case 'hidden-single-line': {
      const [{ cell, d }] = step.placed;
      assert.deepEqual(places(unitCells(step.unit!), d), [cell], where);
      assert.equal(step.technique === 'hidden-single-box', step.unit!.startsWith('box'), where);
      break;
    }
    case 'pointing':
    case 'claiming': {
      const d = step.digits[0];
      const unit = unitCells(step.unit!);
      // Every place for d in the unit is in the pattern.
      assert.deepEqual(places(unit, d), sorted(step.cells), where);
      for (const r of step.removed) {
        assert.equal(r.d, d, where);
        assert.ok(!unit.includes(r.cell), where);
        // The removed cell sees every pattern cell along the shared line or box.
        assert.ok(
          step.cells.every((c) => peersOf(r.cell).includes(c)),
          where,
        );
      }
      break;
    }
    case 'naked-pair':
    case 'naked-triple':
    case 'naked-quad': {
      const n = { 'naked-pair': 2, 'naked-triple': 3, 'naked-quad': 4 }[step.technique];
      assert.equal(step.cells.length, n, where);
      const digits = union(step.cells.map((c) => b.cands[c]));
      assert.deepEqual(sorted(digits), step.digits, where);
      assert.equal(digits.size, n, where);
      const unit = unitCells(step.unit!);
      for (const r of step.removed) {
        assert.ok(unit.includes(r.cell) && !step.cells.includes(r.cell) && digits.has(r.d), where);
      }
      break;
    }
    case 'hidden-pair':
    case 'hidden-triple': {
      const n = step.technique === 'hidden-pair' ? 2 : 3;
      assert.equal(step.digits.length, n, where);
      const unit = unitCells(step.unit!);
      const cells = union(step.digits.map((d) => new Set(places(unit, d))));
      assert.deepEqual(sorted(cells), sorted(step.cells), where);
      assert.equal(cells.size, n, where);
      for (const r of step.removed) assert.ok(cells.has(r.cell) && !step.digits.includes(r.d), where);
      break;
    }
    case 'x-wing':
    case 'swordfish': {
      const n = step.technique === 'x-wing' ? 2 : 3;
      const d = step.digits[0];
      assert.ok(
        step.cells.every((c) => b.cands[c].has(d)),
        where,
      );
      const rows = new Set(step.cells.map(rowOf));
      const cols = new Set(step.cells.map(colOf));
      // Base lines hold d only inside the cover lines.
      const baseRows = rows.size === n && cols.size === n;
      assert.ok(baseRows, where);
      const rowBased = [...rows].every((r) => places(unitCells(`row ${r + 1}`), d).every((c) => cols.has(colOf(c))));
      const colBased = [...cols].every((k) => places(unitCells(`column ${k + 1}`), d).every((c) => rows.has(rowOf(c))));
      assert.ok(rowBased || colBased, where);
      for (const r of step.removed) {
        assert.equal(r.d, d, where);
        assert.ok(
          rowBased ? cols.has(colOf(r.cell)) && !rows.has(rowOf(r.cell)) : rows.has(rowOf(r.cell)) && !cols.has(colOf(r.cell)),
          where,
        );
      }
      break;
    }
    case 'xy-wing': {
      const [pivot, p1, p2] = step.cells;
      const z = step.digits[0];
      for (const c of [pivot, p1, p2]) assert.equal(b.cands[c].size, 2, where);
      assert.ok(peersOf(pivot).includes(p1) && peersOf(pivot).includes(p2), where);
      assert.ok(!b.cands[pivot].has(z) && b.cands[p1].has(z) && b.cands[p2].has(z), where);
      assert.equal(union([b.cands[pivot], b.cands[p1], b.cands[p2]]).size, 3, where);
      for (const r of step.removed) {
        assert.equal(r.d, z, where);
        assert.ok(peersOf(p1).includes(r.cell) && peersOf(p2).includes(r.cell), where);
      }
      break;
    }
    default:
      assert.fail(`no pattern check for ${step.technique}`);
  }
}

/** Each step with the board as it was before the pass (batch) that found it. */
function* replayByBatch(puzzle: string, steps: Step[]): Generator<[Step, Board]> {
  const board = new Board(puzzle);
  for (let i = 0; i < steps.length;) {
    let j = i;
    while (j < steps.length && steps[j].batch === steps[i].batch) j++;
    for (let k = i; k < j; k++) yield [steps[k], board];
    for (let k = i; k < j; k++) board.apply(steps[k]);
    i = j;
  }
}

describe('techniques', () => {
  let e: SqlSudokuEngine;
  const puzzles = [...puzzleSet('easy50').slice(0, 10), ...puzzleSet('named_hardest'), ...puzzleSet('top1465').slice(0, 150)].map(
    (p) => p.cells,
  );
  const truths = new Map<string, string>();
  before(async () => {
    e = await engine();
    for (const p of puzzles) truths.set(p, bitmaskSolve(p, 1).solutions[0]);
  });

  it('every technique file is known to the driver, simplest first', () => {
    const ids = e.techniques.map((t) => t.id);
    for (const id of [
      ...SINGLES,
      'pointing',
      'claiming',
      'naked-pair',
      'naked-triple',
      'naked-quad',
      'hidden-pair',
      'hidden-triple',
      'x-wing',
      'swordfish',
      'xy-wing',
    ]) {
      assert.ok(ids.includes(id), id);
    }
    const ratings = e.techniques.map((t) => t.rating);
    assert.deepEqual(
      ratings,
      [...ratings].sort((a, b) => a - b),
    );
    assert.ok(
      e.techniques.every((t) => t.rule.length > 40),
      'each file states its rule',
    );
  });

  const ids = [
    ...SINGLES,
    'pointing',
    'claiming',
    'naked-pair',
    'x-wing',
    'hidden-pair',
    'naked-triple',
    'swordfish',
    'hidden-triple',
    'xy-wing',
    'naked-quad',
  ];
  for (const id of ids) {
    it(`${id}: fires, its pattern holds, and it never removes a true digit`, () => {
      // A single alone, except a full house, which needs other placements to leave a unit one short.
      const techniques = id === 'full-house' ? [id, 'naked-single'] : SINGLES.includes(id) ? [id] : [...SINGLES, id];
      let fired = 0;
      for (const p of puzzles) {
        const truth = truths.get(p)!;
        const r = e.solve(p, { guessing: false, techniques });
        for (const [step, board] of replayByBatch(p, r.steps)) {
          if (step.technique !== id) continue;
          fired++;
          checkPattern(step, board);
          for (const x of step.placed) assert.equal(String(x.d), truth[x.cell], `${id} placed a wrong digit`);
          for (const x of step.removed) assert.notEqual(String(x.d), truth[x.cell], `${id} removed the true digit from cell ${x.cell}`);
          assert.ok(step.placed.length + step.removed.length > 0);
        }
        if (fired >= 40) break;
      }
      assert.ok(fired > 0, `${id} never fired`);
    });
  }

  it('with every technique on, no step of any kind removes a true digit', () => {
    for (const p of puzzles.slice(0, 60)) {
      const truth = truths.get(p)!;
      const r = e.solve(p, { guessing: false });
      for (const [step, board] of replayByBatch(p, r.steps)) {
        checkPattern(step, board);
        for (const x of step.removed) assert.notEqual(String(x.d), truth[x.cell]);
      }
    }
  });
});
