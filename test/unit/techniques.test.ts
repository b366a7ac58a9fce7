/**
 * Each technique on real positions: run the singles plus that one technique on
 * puzzles where logic alone gets stuck, replay every step on an independent
 * board, and check (1) the pattern the step claims is really there at that
 * moment, and (2) nothing it places or removes contradicts the true solution.
 */
import { strict as assert } from 'assert';
import type { Step } from '../../src/shared/result';
import * as fs from 'fs';
import * as path from 'path';
import { SqlSudokuEngine } from '../../src/core/engine';
import { engine, puzzleSet, ROOT, sqlJs, sqlSources } from '../helpers/engine';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { Board, peersOf } from '../helpers/replay';

const cellName = (c: number) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;

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
    case 'hidden-triple':
    case 'hidden-quad': {
      const n = { 'hidden-pair': 2, 'hidden-triple': 3, 'hidden-quad': 4 }[step.technique];
      assert.equal(step.digits.length, n, where);
      const unit = unitCells(step.unit!);
      const cells = union(step.digits.map((d) => new Set(places(unit, d))));
      assert.deepEqual(sorted(cells), sorted(step.cells), where);
      assert.equal(cells.size, n, where);
      for (const r of step.removed) assert.ok(cells.has(r.cell) && !step.digits.includes(r.d), where);
      break;
    }
    case 'x-wing':
    case 'swordfish':
    case 'jellyfish': {
      const n = { 'x-wing': 2, swordfish: 3, jellyfish: 4 }[step.technique];
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
    case 'direct-pointing':
    case 'direct-claiming': {
      // The pattern is every place for d in some unit; it rules d out of the
      // other places of the target unit, all but the one where d goes.
      const [{ cell, d }] = step.placed;
      const home = [...Array(27).keys()]
        .map((i) => (i < 9 ? `row ${i + 1}` : i < 18 ? `column ${i - 8}` : `box ${i - 17}`))
        .find((u) => sorted(places(unitCells(u), d)).join() === sorted(step.cells).join());
      assert.ok(home, where);
      const rest = places(unitCells(step.unit!), d).filter((c) => c !== cell);
      assert.ok(rest.length > 0, where);
      assert.ok(
        rest.every((c) => !step.cells.includes(c) && step.cells.every((p) => peersOf(c).includes(p))),
        where,
      );
      break;
    }
    case 'direct-hidden-pair':
    case 'direct-hidden-triple': {
      const [{ cell, d }] = step.placed;
      const n = step.technique === 'direct-hidden-pair' ? 2 : 3;
      const unit = unitCells(step.unit!);
      assert.equal(step.cells.length, n, where);
      const locked = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((x) => {
        const ps = places(unit, x);
        return ps.length > 0 && ps.every((c) => step.cells.includes(c));
      });
      assert.equal(locked.length, n, where);
      assert.deepEqual(
        places(unit, d).filter((c) => !step.cells.includes(c)),
        [cell],
        where,
      );
      break;
    }
    case 'xyz-wing': {
      const [pivot, p1, p2] = step.cells;
      const z = step.digits[0];
      assert.equal(b.cands[pivot].size, 3, where);
      for (const c of [p1, p2]) {
        assert.equal(b.cands[c].size, 2, where);
        assert.ok(peersOf(pivot).includes(c) && [...b.cands[c]].every((x) => b.cands[pivot].has(x)), where);
        assert.ok(b.cands[c].has(z), where);
      }
      for (const r of step.removed) {
        assert.equal(r.d, z, where);
        assert.ok(
          [pivot, p1, p2].every((c) => peersOf(c).includes(r.cell)),
          where,
        );
      }
      break;
    }
    case 'unique-rectangle': {
      const cells = step.cells;
      assert.equal(cells.length, 4, where);
      assert.equal(new Set(cells.map(rowOf)).size, 2, where);
      assert.equal(new Set(cells.map(colOf)).size, 2, where);
      const boxOf = (c: number) => 3 * Math.floor(rowOf(c) / 3) + Math.floor(colOf(c) / 3);
      assert.equal(new Set(cells.map(boxOf)).size, 2, where);
      // Two corners hold just the two digits, and every corner holds both.
      const pair = step.digits;
      assert.equal(pair.length, 2, where);
      const floor = cells.filter((c) => sorted(b.cands[c]).join() === pair.join());
      assert.ok(floor.length >= 2, where);
      assert.ok(
        cells.every((c) => pair.every((d) => b.cands[c].has(d))),
        where,
      );
      const roof = cells.filter((c) => !floor.includes(c));
      for (const r of step.removed) {
        if (cells.includes(r.cell)) {
          // Types 1 and 4: one of the two digits leaves a corner.
          assert.ok(pair.includes(r.d), where);
        } else if (step.unit) {
          // Type 3: the roof's extra digits and some cells of the unit make a naked set.
          const unit = unitCells(step.unit);
          assert.ok(unit.includes(r.cell) && roof.every((c) => unit.includes(c)), where);
          assert.ok(!pair.includes(r.d), where);
        } else {
          // Type 2: both roof cells hold the two digits and just one more, the one removed from cells that see both.
          assert.equal(roof.length, 2, where);
          for (const c of roof) assert.deepEqual(sorted(b.cands[c]), sorted([...pair, r.d]), where);
          assert.ok(
            roof.every((c) => peersOf(r.cell).includes(c)),
            where,
          );
        }
      }
      break;
    }
    case 'unique-loop': {
      // Cells in loop order, six or more: each next to the one before in a
      // unit, every unit holding none or two of them an odd number of steps
      // apart, every cell holding both digits.
      const cells = step.cells;
      const pair = step.digits;
      const n = cells.length;
      assert.ok(n >= 6 && n % 2 === 0, where);
      const boxOf = (c: number) => 3 * Math.floor(rowOf(c) / 3) + Math.floor(colOf(c) / 3);
      const unitsOf = (c: number) => [`r${rowOf(c)}`, `c${colOf(c)}`, `b${boxOf(c)}`];
      for (let i = 0; i < n; i++) {
        const next = cells[(i + 1) % n];
        assert.ok(peersOf(cells[i]).includes(next), `${where}: ${cellName(cells[i])} and ${cellName(next)} share no unit`);
      }
      const byUnit = new Map<string, number[]>();
      cells.forEach((c, i) => unitsOf(c).forEach((u) => byUnit.set(u, [...(byUnit.get(u) ?? []), i])));
      for (const [u, at] of byUnit) {
        assert.equal(at.length, 2, `${where}: unit ${u} holds ${at.length} of the loop's cells`);
        assert.equal((at[0] + at[1]) % 2, 1, `${where}: unit ${u} holds two cells an even number of steps apart`);
      }
      assert.ok(
        cells.every((c) => pair.every((d) => b.cands[c].has(d))),
        where,
      );
      const more = cells.filter((c) => b.cands[c].size > 2);
      assert.ok(more.length >= 1, where);
      for (const r of step.removed) {
        if (more.length === 1) {
          // Type 1: the one cell holding more loses the pair's digits.
          assert.ok(r.cell === more[0] && pair.includes(r.d), where);
        } else {
          // Type 2: the cells holding more all hold just one same extra digit; it leaves the cells that see them all.
          for (const c of more) assert.deepEqual(sorted(b.cands[c]), sorted([...pair, r.d]), where);
          assert.ok(!cells.includes(r.cell) && more.every((c) => peersOf(r.cell).includes(c)), where);
        }
      }
      break;
    }
    case 'aligned-pair-exclusion': {
      // Two cells; the cells with two digits that see both (two or more); a
      // removed digit of one cell goes with no digit of the other.
      const [x, y] = step.cells;
      const see = peersOf(x).includes(y);
      const excluders = peersOf(x).filter((c) => peersOf(y).includes(c) && b.cands[c].size === 2);
      assert.ok(excluders.length >= 2, where);
      for (const r of step.removed) {
        assert.ok(r.cell === x || r.cell === y, where);
        const other = r.cell === x ? y : x;
        for (const e of b.cands[other]) {
          const excluded = (e === r.d && see) || excluders.some((c) => b.cands[c].has(e) && b.cands[c].has(r.d) && e !== r.d);
          assert.ok(excluded, `${where}: ${cellName(r.cell)}=${r.d} and ${cellName(other)}=${e} are not excluded`);
        }
      }
      break;
    }
    case 'x-cycle':
    case 'y-cycle':
    case 'xy-cycle':
      checkCycle(step, b);
      break;
    case 'bug': {
      if (step.placed.length > 0) {
        const [{ cell }] = step.placed;
        assert.equal(b.cands[cell].size, 3, where);
        assert.ok(
          b.cands.every((s, c) => c === cell || s.size === 0 || s.size === 2),
          where,
        );
        break;
      }
      // Type 2: without the digit, the cells with three would leave a grave: every digit twice or not at all in every unit.
      const d = step.digits[0];
      const extra = step.cells;
      assert.ok(extra.length >= 2, where);
      assert.ok(
        b.cands.every((s, c) => (extra.includes(c) ? s.size === 3 && s.has(d) : s.size === 0 || s.size === 2)),
        where,
      );
      for (let k = 0; k < 27; k++) {
        const unit = unitCells(k < 9 ? `row ${k + 1}` : k < 18 ? `column ${k - 8}` : `box ${k - 17}`);
        for (let x = 1; x <= 9; x++) {
          const n = unit.filter((c) => b.cands[c].has(x) && !(x === d && extra.includes(c))).length;
          assert.ok(n === 0 || n === 2, `${where}: ${x} ${n} times in unit ${k}`);
        }
      }
      for (const r of step.removed) {
        assert.equal(r.d, d, where);
        assert.ok(
          extra.every((c) => peersOf(r.cell).includes(c)),
          where,
        );
      }
      break;
    }
    case 'forcing-x-chain':
    case 'forcing-chain':
    case 'cell-region-forcing-chains':
    case 'nishio':
    case 'dynamic-forcing-chains':
      checkChain(step, b);
      break;
    default:
      assert.fail(`no pattern check for ${step.technique}`);
  }
}

/**
 * A chain step: every weak link joins two candidates that cannot both be true,
 * and in a static chain every strong link two that cannot both be false, on
 * the board as it is. A forcing chain runs from an assumption to its negation.
 */
function checkChain(step: Step, b: Board): void {
  const where = `${step.name} step ${step.n}`;
  const chain = step.chain;
  assert.ok(chain && chain.nodes.length >= 2 && chain.links.length >= 1, where);
  const dynamic = step.technique === 'nishio' || step.technique === 'dynamic-forcing-chains';
  const has = (x: { cell: number; d: number }) => b.cands[x.cell].has(x.d);
  for (const l of chain.links) {
    assert.ok(has(l.from) && has(l.to), `${where}: a link between candidates not on the board`);
    const sameCell = l.from.cell === l.to.cell && l.from.d !== l.to.d;
    const sameDigit = l.from.d === l.to.d && peersOf(l.from.cell).includes(l.to.cell);
    assert.ok(sameCell || sameDigit, `${where}: ${JSON.stringify(l)} is no link`);
    if (step.technique === 'forcing-x-chain' || step.technique === 'nishio') assert.ok(sameDigit, where);
    if (l.strong && !dynamic) {
      const units = [...Array(27).keys()].map((i) => unitCells(i < 9 ? `row ${i + 1}` : i < 18 ? `column ${i - 8}` : `box ${i - 17}`));
      const bilocal = units.some(
        (u) => sorted(u.filter((c) => b.cands[c].has(l.from.d))).join() === sorted([l.from.cell, l.to.cell]).join(),
      );
      assert.ok(sameCell ? b.cands[l.from.cell].size === 2 : bilocal, `${where}: ${JSON.stringify(l)} is not strong`);
    }
  }
  if (step.technique === 'forcing-x-chain' || step.technique === 'forcing-chain') {
    const first = chain.nodes[0];
    const [target] = [...step.placed, ...step.removed];
    assert.equal(first.cell, target.cell, where);
    assert.equal(first.d, target.d, where);
    // Assumed true and shown false: removed; assumed false and shown true: placed.
    assert.equal(first.on, step.removed.length > 0, where);
  }
}

/**
 * A cycle: its links alternate, weak from a true candidate and strong into
 * one, and close on the first candidate; each strong link is real on the
 * board. A removed candidate is outside the loop's cells and sees a loop
 * candidate of its digit that is true one way round, and one true the other.
 */
function checkCycle(step: Step, b: Board): void {
  const where = `${step.name} step ${step.n}`;
  const chain = step.chain!;
  assert.ok(chain && chain.loop, where);
  const { nodes, links } = chain;
  assert.ok(links.length >= 4 && links.length % 2 === 0, where);
  const last = links[links.length - 1];
  assert.deepEqual(
    { cell: last.to.cell, d: last.to.d },
    { cell: links[0].from.cell, d: links[0].from.d },
    `${where}: the loop does not close`,
  );
  for (let i = 0; i < links.length; i++) {
    const l = links[i];
    assert.equal(l.strong, i % 2 === 1, `${where}: links do not alternate`);
    if (i > 0) assert.deepEqual(l.from, links[i - 1].to, where);
    const sameCell = l.from.cell === l.to.cell && l.from.d !== l.to.d;
    const sameDigit = l.from.d === l.to.d && peersOf(l.from.cell).includes(l.to.cell);
    assert.ok(sameCell || sameDigit, `${where}: ${JSON.stringify(l)} is no link`);
    if (step.technique === 'x-cycle') assert.ok(sameDigit, where);
    if (l.strong) {
      const units = [...Array(27).keys()].map((k) => unitCells(k < 9 ? `row ${k + 1}` : k < 18 ? `column ${k - 8}` : `box ${k - 17}`));
      const bilocal = units.some(
        (u) => sorted(u.filter((c) => b.cands[c].has(l.from.d))).join() === sorted([l.from.cell, l.to.cell]).join(),
      );
      assert.ok(sameCell ? b.cands[l.from.cell].size === 2 : bilocal, `${where}: ${JSON.stringify(l)} is not strong`);
      if (step.technique === 'y-cycle') assert.ok(sameCell, where);
    }
  }
  const loopCells = new Set(nodes.map((n) => n.cell));
  // Walking the links from the first candidate, true: each link's end is false after a weak link, true after a strong one.
  const onWay = new Set<string>([`${links[0].from.cell}:${links[0].from.d}`]);
  const offWay = new Set<string>();
  for (const l of links) (l.strong ? onWay : offWay).add(`${l.to.cell}:${l.to.d}`);
  for (const r of step.removed) {
    assert.ok(!loopCells.has(r.cell), where);
    const sees = (set: Set<string>) =>
      [...set].some((k) => Number(k.split(':')[1]) === r.d && peersOf(r.cell).includes(Number(k.split(':')[0])));
    assert.ok(sees(onWay) && sees(offWay), `${where}: ${cellName(r.cell)}<>${r.d} does not see both ways round`);
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
  const puzzles = [
    // A position for the rarer techniques (SE: Direct Hidden Triplet).
    puzzleSet('17clue_1000')[529],
    ...puzzleSet('easy50').slice(0, 10),
    ...puzzleSet('named_hardest'),
    ...puzzleSet('top1465').slice(0, 150),
  ].map((p) => p.cells);
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

  it('the sudoku.techniques setting offers every technique file, in the ladder order, all on by default', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    const setting = manifest.contributes.configuration.properties['sudoku.techniques'];
    const ids = e.techniques.map((t) => t.id);
    assert.deepEqual(setting.items.enum, ids);
    assert.deepEqual(setting.default, ids);
  });

  // The chains are tested on their own positions below.
  const ids = [
    ...SINGLES,
    'direct-pointing',
    'direct-claiming',
    'direct-hidden-pair',
    'direct-hidden-triple',
    'pointing',
    'claiming',
    'naked-pair',
    'x-wing',
    'hidden-pair',
    'naked-triple',
    'swordfish',
    'hidden-triple',
    'xy-wing',
    'xyz-wing',
    'naked-quad',
    'jellyfish',
    'hidden-quad',
  ];
  for (const id of ids) {
    it(`${id}: fires, its pattern holds, and it never removes a true digit`, () => {
      // A single alone, except a full house, which needs other placements to leave a unit one short.
      // A single alone (a full house needs other placements to leave a unit one short);
      // any other technique after the singles, and also with every simpler one, as the driver meets it.
      const rating = e.techniques.find((t) => t.id === id)!.rating;
      const configs =
        id === 'full-house'
          ? [[id, 'naked-single']]
          : SINGLES.includes(id)
            ? [[id]]
            : [[...SINGLES, id], e.techniques.filter((t) => t.rating <= rating).map((t) => t.id)];
      let fired = 0;
      for (const [i, p] of puzzles.entries()) {
        const truth = truths.get(p)!;
        for (const techniques of i < 20 ? configs : configs.slice(0, 1)) {
          const r = e.solve(p, { guessing: false, techniques });
          for (const [step, board] of replayByBatch(p, r.steps)) {
            if (step.technique !== id) continue;
            fired++;
            checkPattern(step, board);
            for (const x of step.placed) assert.equal(String(x.d), truth[x.cell], `${id} placed a wrong digit`);
            for (const x of step.removed) assert.notEqual(String(x.d), truth[x.cell], `${id} removed the true digit from cell ${x.cell}`);
            assert.ok(step.placed.length + step.removed.length > 0);
          }
        }
        if (fired >= 40) break;
      }
      assert.ok(fired > 0, `${id} never fired`);
    });
  }

  // Chains, on puzzles where Sudoku Explainer's hardest step is of that kind,
  // with every simpler technique as the driver meets them.
  // Each: technique, puzzle, and optionally the ladder's top rating (when simpler
  // chains must clear the way first) and what the technique's first step removes.
  type Position = [string, string, number?, string?];
  const CHAIN_POSITIONS: Position[] = [
    ['forcing-x-chain', '....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...'],
    ['forcing-chain', '48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....'],
    ['nishio', '.237....68...6.59.9.....7......4.97.3.7.96..2.........5..47.........2....8.......'],
    ['cell-region-forcing-chains', '6..3.2....5.....1..........7.26............543.........8.15........4.2........7..'],
    ['dynamic-forcing-chains', '9.4..5...25.6..1..31......8.7...9...4..26......147....7.......2...3..8.6.4.....9.'],
    // SE: Bidirectional Y-Cycle, 6.8, after three turbot fish (6.6).
    ['y-cycle', '................12..3.45.........4.3....2.5...6.1..........7.....5..6...2..8...7.', 6.6, 'r2c7<>7, r1c3<>9, r5c3<>9'],
    // SE: Bidirectional Cycle, 7.1.
    [
      'xy-cycle',
      '...52.....9...3..4......7...1.....4..8..453..6...1...87.2........8....32.4..8..1.',
      undefined,
      'r1c7<>6, r4c7<>6, r7c7<>6',
    ],
  ];
  // The uniqueness techniques, on puzzles with one solution where SE uses them.
  const UNIQUE_POSITIONS: Position[] = [
    ['unique-rectangle', '..1...5.....2.9......8..3..53..4...........726.........2.1...894...3.............'],
    ['unique-rectangle', '.2......6....41.....78....1......7....37.....6..412....1..74..5..8.5..7......39..'],
    // Type 3: the roof r8c3 r9c3 and r2c3 make a naked pair in column 3.
    [
      'unique-rectangle',
      '........1.....2.....3.4..5......6.72..83......4..........58..9.2........6.....8..',
      undefined,
      'r2c3<>1, r2c3<>9',
    ],
    ['bug', '.8...4.5....7..3............1..85...6.....2......4....3.26............417........'],
  ];
  const named = (x: { cell: number; d: number }) => `${cellName(x.cell)}<>${x.d}`;
  for (const [id, p, upto, expected] of [...CHAIN_POSITIONS, ...UNIQUE_POSITIONS]) {
    it(`${id}: fires, its pattern holds on the board, and it never removes a true digit${expected ? ` (first: ${expected})` : ''}`, function () {
      this.timeout(10 * 60 * 1000);
      const rating = e.techniques.find((t) => t.id === id)!.rating;
      const techniques = e.techniques.filter((t) => t.rating <= (upto ?? rating)).map((t) => t.id);
      const truth = bitmaskSolve(p, 1).solutions[0];
      const r = e.solve(p, { guessing: false, techniques, unique: true });
      let fired = 0;
      for (const [step, board] of replayByBatch(p, r.steps)) {
        checkPattern(step, board);
        for (const x of step.placed) assert.equal(String(x.d), truth[x.cell], `${step.name} placed a wrong digit`);
        for (const x of step.removed) assert.notEqual(String(x.d), truth[x.cell], `${step.name} removed the true digit`);
        if (step.technique !== id) continue;
        if (fired++ === 0 && expected) assert.equal(step.removed.map(named).join(', '), expected);
        if (step.chain) assert.match(step.chain.text, /=> r\dc\d(=|<>)\d(, r\dc\d(=|<>)\d)*$/);
        assert.ok(step.rating >= rating && step.rating < rating + 1, `${step.name} rated ${step.rating}`);
      }
      assert.ok(fired > 0, `${id} never fired`);
    });
  }

  // Positions built by hand, for techniques the ladder seldom reaches in the
  // test data (earlier ones take their eliminations first): the pencil marks
  // of an empty grid, cut down to the pattern.
  /**
   * Runs `fn` on a position built by hand: the listed cells keep just their
   * digits; with a digit, only the listed cells keep it; every other cell
   * keeps every digit. Rolled back afterwards.
   */
  function onPosition<T>(keep: Record<string, string>, digit: number | undefined, fn: (board: Board) => T): T {
    const cellOf = (n: string) => 9 * (Number(n[1]) - 1) + Number(n[3]) - 1;
    const board = new Board('.'.repeat(81));
    const cuts: string[] = [];
    for (const [name, ds] of Object.entries(keep)) {
      const c = cellOf(name);
      for (let d = 1; d <= 9; d++) if (!ds.includes(String(d))) cuts.push(`(${c}, ${d})`);
      board.cands[c] = new Set([...ds].map(Number));
    }
    // With a digit: only the listed cells keep it; every cell keeps every other digit.
    if (digit !== undefined) {
      const listed = Object.keys(keep).map(cellOf);
      for (let c = 0; c < 81; c++) {
        if (listed.includes(c)) continue;
        cuts.push(`(${c}, ${digit})`);
        board.cands[c].delete(digit);
      }
    }
    e.techniqueBoard.exec('BEGIN');
    try {
      e.techniqueBoard.loadPuzzle('.'.repeat(81));
      e.techniqueBoard.exec(`DELETE FROM cand WHERE (cell, d) IN (VALUES ${cuts.join(', ')})`);
      return fn(board);
    } finally {
      e.techniqueBoard.exec('ROLLBACK');
    }
  }

  function handBuilt(id: string, keep: Record<string, string>, digit?: number): { steps: Step[]; board: Board } {
    return onPosition(keep, digit, (board) => {
      const [t] = e.techniqueBoard.preparedTechniques([id]);
      assert.ok(e.techniqueBoard.runTechnique(t) > 0, `${id} found nothing`);
      // One step per pattern, as the driver records them.
      const steps = new Map<string, Step>();
      for (const [, cell, d, , pattern, digits, rating, chain] of e.techniqueBoard.foundRows()) {
        const key = `${pattern}|${chain}`;
        let step = steps.get(key);
        if (!step) {
          step = {
            n: steps.size + 1,
            technique: id,
            name: t.name,
            rating: (rating as number | null) ?? t.rating,
            cells: String(pattern).split(',').map(Number),
            digits: String(digits).split('').map(Number),
            placed: [],
            removed: [],
            batch: 1,
            ...(chain ? { chain: e.techniqueBoard.chains.describe(String(chain), '') } : {}),
          };
          steps.set(key, step);
        }
        step.removed.push({ cell: cell as number, d: d as number });
      }
      return { steps: [...steps.values()], board };
    });
  }

  it('x-cycle: a loop of one digit removes it where both ways round see it (built by hand)', () => {
    // Digit 1: r1c1=r1c4 (row 1), r5c4=r5c7 (row 5), r8c7=r8c1 (row 8), weak in columns 1, 4 and 7.
    const keep = { r1c1: '1', r1c4: '1', r5c4: '1', r5c7: '1', r8c7: '1', r8c1: '1', r3c4: '1', r6c7: '1', r4c1: '1' };
    const { steps, board } = handBuilt('x-cycle', keep, 1);
    for (const step of steps) checkPattern(step, board);
    assert.deepEqual(steps.flatMap((x) => x.removed.map(named)).sort(), ['r3c4<>1', 'r4c1<>1', 'r6c7<>1']);
    assert.deepEqual(
      steps.map((x) => x.rating),
      [6.5],
    );
  });

  // A loop of six cells in rows 1-3: r1c1-r1c4 (row 1), r1c4-r2c4 (column 4, box 2), r2c4-r2c8 (row 2),
  // r2c8-r3c8 (column 8, box 3), r3c8-r3c1 (row 3), r3c1-r1c1 (column 1, box 1).
  const LOOP = ['r1c1', 'r1c4', 'r2c4', 'r2c8', 'r3c8', 'r3c1'];

  it('unique-loop type 1: six cells that would be deadly but for one; it loses both digits (built by hand)', () => {
    const keep: Record<string, string> = Object.fromEntries(LOOP.map((c) => [c, '12']));
    keep.r3c8 = '125';
    const { steps, board } = handBuilt('unique-loop', keep);
    for (const step of steps) checkPattern(step, board);
    assert.deepEqual(steps.flatMap((x) => x.removed.map(named)).sort(), ['r3c8<>1', 'r3c8<>2']);
    assert.deepEqual(
      steps.map((x) => x.rating),
      [4.6],
    );
  });

  it('unique-loop type 2: two cells with one same extra digit; cells that see both lose it (built by hand)', () => {
    // Digit 5 only in the two loop cells with it, and in two cells that see both (r1c9 in box 3, r7c8 in column 8) and one that does not.
    const keep: Record<string, string> = Object.fromEntries(LOOP.map((c) => [c, '12']));
    Object.assign(keep, { r2c8: '125', r3c8: '125', r1c9: '5', r7c8: '5', r5c5: '5' });
    const { steps, board } = handBuilt('unique-loop', keep, 5);
    for (const step of steps) checkPattern(step, board);
    assert.deepEqual(steps.flatMap((x) => x.removed.map(named)).sort(), ['r1c9<>5', 'r7c8<>5']);
    assert.deepEqual(
      steps.map((x) => x.rating),
      [4.6],
    );
  });

  it('unique-loop: six cells where a column holds one of them are no deadly pattern, and nothing is removed', () => {
    // r2c8 moved to r2c9: columns 8 and 9 then hold one cell each. No other cell holds 1 or 2.
    const keep: Record<string, string> = {};
    for (let c = 0; c < 81; c++) keep[cellName(c)] = '3456789';
    for (const c of ['r1c1', 'r1c4', 'r2c4', 'r2c9', 'r3c1']) keep[c] = '12';
    keep.r3c8 = '125';
    const [t] = e.techniqueBoard.preparedTechniques(['unique-loop']);
    assert.equal(
      onPosition(keep, undefined, () => e.techniqueBoard.runTechnique(t)),
      0,
    );
  });

  it('bug type 2: cells with one same extra digit, each of which would leave a grave without it (built by hand)', () => {
    // The position where SE's BUG+1 puzzle (above) takes r3c3=7, with 7 also added to r1c5 {2,6}:
    // one of r3c3 and r1c5 is 7, so r1c3, which sees both, is not.
    const keep: Record<string, string> = {};
    for (let c = 0; c < 81; c++) keep[cellName(c)] = '';
    Object.assign(keep, {
      r1c3: '67',
      r1c5: '267',
      r1c9: '27',
      r3c2: '37',
      r3c3: '367',
      r3c5: '26',
      r3c8: '27',
      r4c3: '37',
      r4c8: '37',
      r6c2: '37',
      r6c9: '37',
      r9c8: '23',
      r9c9: '23',
    });
    const { steps, board } = handBuilt('bug', keep);
    for (const step of steps) checkPattern(step, board);
    assert.deepEqual(
      steps.flatMap((x) => x.removed.map(named)),
      ['r1c3<>7'],
    );
    assert.deepEqual(
      steps.map((x) => x.rating),
      [5.7],
    );
  });

  it('aligned-pair-exclusion: a digit that goes with none of the other cell is removed (built by hand)', () => {
    // r2c3 {1,2} and r3c3 {1,4} see every cell of box 1. r1c1 and r1c2 see each
    // other: r1c1=1 leaves r1c2 (1, 2 or 4) nothing. So does every other cell
    // of box 1 with r1c2.
    const { steps, board } = handBuilt('aligned-pair-exclusion', { r1c1: '123', r1c2: '124', r2c3: '12', r3c3: '14' });
    for (const step of steps) checkPattern(step, board);
    assert.deepEqual(steps.flatMap((x) => x.removed.map(named)).sort(), ['r1c1<>1', 'r1c3<>1', 'r2c1<>1', 'r2c2<>1', 'r3c1<>1', 'r3c2<>1']);
  });

  it('with every technique on, no step of any kind removes a true digit', () => {
    for (const p of puzzles.slice(0, 60)) {
      const truth = truths.get(p)!;
      const r = e.solve(p, { guessing: false, chains: false });
      for (const [step, board] of replayByBatch(p, r.steps)) {
        checkPattern(step, board);
        for (const x of step.removed) assert.notEqual(String(x.d), truth[x.cell]);
      }
    }
  });

  it('nishio assumes again only the digits whose places changed since it last found nothing, and finds the same', async () => {
    // SE 8.4 (top1465): Nishio finds nothing twice, with only digit 6 moved in between.
    const p = '6.1....3....8..2..9.........47...5......7........6.....8.5.2...3.......1...4...9.';
    const SQL = await sqlJs();
    const fresh = () => SqlSudokuEngine.create(SQL, sqlSources());
    const remembering = fresh();
    const forgetting = fresh();
    forgetting.techniqueBoard.chains.foundNothing = () => {}; // as before the memo
    // The digits each Nishio build assumes, as bits.
    const assumed: number[] = [];
    const builder = remembering.techniqueBoard.chains as unknown as {
      ensure: (mode: string, leaves?: boolean) => void;
      sql: { run: (f: string, p: Record<string, number>) => number };
    };
    const ensure = builder.ensure.bind(builder);
    const run = builder.sql.run;
    let mode = '';
    builder.ensure = (m, leaves) => {
      mode = m;
      ensure(m, leaves);
    };
    builder.sql.run = (file, params) => {
      if (file === 'chains/assume.sql' && mode === 'nishio') assumed.push(params[':digits']);
      return run(file, params);
    };
    try {
      const a = remembering.solve(p, { unique: true });
      const b = forgetting.solve(p, { unique: true });
      assert.deepEqual(a.steps, b.steps);
      assert.deepEqual(a.difficulty, b.difficulty);
      assert.ok(assumed.length >= 2, `Nishio built ${assumed.length} times`);
      assert.equal(assumed[0], 0x1ff, 'every digit at first');
      assert.ok(
        assumed.slice(1).every((d) => d !== 0x1ff),
        `later builds assume fewer: ${assumed.map((d) => d.toString(2))}`,
      );
    } finally {
      remembering.close();
      forgetting.close();
    }
  });
});
