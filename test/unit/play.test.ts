import { strict as assert } from 'assert';
import {
  applyMove,
  clashes,
  computedMarks,
  historyOf,
  isComplete,
  newPlay,
  positionOf,
  record,
  redo,
  undo,
  type PlayState,
} from '../../src/shared/play';
import { textsOf } from '../../src/shared/candidates';
import { puzzleSet } from '../helpers/engine';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { Board, peersOf } from '../helpers/replay';

const EASY = puzzleSet('easy50')[0].cells;
const SOLUTION = bitmaskSolve(EASY, 1).solutions[0];
const AUTO = { autoRemove: true };
const MANUAL = { autoRemove: false };
const firstEmpty = EASY.indexOf('.');

describe('play', () => {
  it('a wrong digit placed then deleted gives back every mark it took: its peers and its own', () => {
    const filled = applyMove(newPlay(EASY), { kind: 'fill' }, AUTO);
    const right = Number(SOLUTION[firstEmpty]);
    // A digit the cell could hold by its peers, but the wrong one.
    const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => d !== right && filled.marks[firstEmpty] & (1 << (d - 1)))!;
    assert.ok(wrong, 'the first empty cell has a wrong candidate');
    const placed = applyMove(filled, { kind: 'place', cell: firstEmpty, d: wrong }, AUTO);
    assert.notDeepEqual(placed.marks, filled.marks, 'placing took marks out');
    const deleted = applyMove(placed, { kind: 'clear', cell: firstEmpty }, AUTO);
    assert.deepEqual(deleted.marks, filled.marks, 'every mark is back');
    assert.equal(deleted.digits, filled.digits);
  });

  it('a mark the player took out by hand stays out when the digit that also took it goes', () => {
    const filled = applyMove(newPlay(EASY), { kind: 'fill' }, AUTO);
    const d = Number(SOLUTION[firstEmpty]);
    const bit = 1 << (d - 1);
    const peer = peersOf(firstEmpty).find((p) => filled.marks[p] & bit)!;
    let s = applyMove(filled, { kind: 'place', cell: firstEmpty, d }, AUTO);
    // The player writes it back, then takes it out again: now it is theirs.
    s = applyMove(s, { kind: 'mark', cell: peer, d }, AUTO);
    s = applyMove(s, { kind: 'mark', cell: peer, d }, AUTO);
    s = applyMove(s, { kind: 'clear', cell: firstEmpty }, AUTO);
    assert.equal(s.marks[peer] & bit, 0);
  });

  it('a mark two placed digits took stays out until both are gone', () => {
    const s0 = applyMove(newPlay('.'.repeat(81)), { kind: 'fill' }, AUTO);
    // r1c9 sees r1c1 (row) and r9c9 (column); both hold 5.
    let s = applyMove(s0, { kind: 'place', cell: 0, d: 5 }, AUTO);
    s = applyMove(s, { kind: 'place', cell: 80, d: 5 }, AUTO);
    assert.equal(s.marks[8] & 16, 0);
    s = applyMove(s, { kind: 'clear', cell: 0 }, AUTO);
    assert.equal(s.marks[8] & 16, 0, 'r9c9 still holds 5');
    s = applyMove(s, { kind: 'clear', cell: 80 }, AUTO);
    assert.equal(s.marks[8] & 16, 16, 'back once both are gone');
  });

  it('corner marks are a layer of their own: the engine position never reads them', () => {
    let s = applyMove(newPlay(EASY), { kind: 'corner', cell: firstEmpty, d: 4 }, AUTO);
    s = applyMove(s, { kind: 'corner', cell: firstEmpty, d: 8 }, AUTO);
    assert.equal(s.corners[firstEmpty], (1 << 3) | (1 << 7));
    assert.equal(s.marks[firstEmpty], 0);
    assert.equal(positionOf(s).candidates[firstEmpty], null);
    s = applyMove(s, { kind: 'corner', cell: firstEmpty, d: 4 }, AUTO);
    assert.equal(s.corners[firstEmpty], 1 << 7);
    assert.equal(applyMove(s, { kind: 'corner', cell: EASY.search(/[1-9]/), d: 1 }, AUTO), s, 'never on a given');
  });

  it('a batch on several selected cells is one step of undo', () => {
    const cells = [...EASY].flatMap((ch, i) => (ch === '.' ? [i] : [])).slice(0, 3);
    let h = historyOf(newPlay(EASY));
    h = record(h, { kind: 'batch', moves: cells.map((cell) => ({ kind: 'mark' as const, cell, d: 2 })) }, AUTO);
    for (const c of cells) assert.equal(h.present.marks[c], 2);
    h = undo(h);
    for (const c of cells) assert.equal(h.present.marks[c], 0);
  });

  it('places digits only in empty cells, never over a given', () => {
    const s = newPlay(EASY);
    const given = EASY.search(/[1-9]/);
    assert.equal(applyMove(s, { kind: 'place', cell: given, d: 1 }, AUTO), s);
    assert.equal(applyMove(s, { kind: 'place', cell: firstEmpty, d: 0 }, AUTO), s);
    const next = applyMove(s, { kind: 'place', cell: firstEmpty, d: 5 }, AUTO);
    assert.equal(next.digits[firstEmpty], '5');
    assert.equal(s.digits[firstEmpty], '.', 'the state before is left as it was');
  });

  it('Fill Candidates writes what the digits leave, the same as an independent count', () => {
    const filled = applyMove(newPlay(EASY), { kind: 'fill' }, AUTO);
    const board = new Board(EASY);
    assert.deepEqual(textsOf(filled.marks), board.candidateStrings());
    assert.deepEqual(filled.marks, computedMarks(filled));
  });

  it('placing a digit takes it out of its peers marks, when the setting says so', () => {
    const filled = applyMove(newPlay(EASY), { kind: 'fill' }, AUTO);
    const d = Number(SOLUTION[firstEmpty]);
    const bit = 1 << (d - 1);
    const auto = applyMove(filled, { kind: 'place', cell: firstEmpty, d }, AUTO);
    const manual = applyMove(filled, { kind: 'place', cell: firstEmpty, d }, MANUAL);
    const peersWithIt = peersOf(firstEmpty).filter((p) => filled.marks[p] & bit);
    assert.ok(peersWithIt.length > 0, 'some peer had the digit marked');
    for (const p of peersWithIt) {
      assert.equal(auto.marks[p] & bit, 0);
      assert.equal(manual.marks[p] & bit, bit);
    }
  });

  it('toggles pencil marks, and Delete clears the digit first, then the marks', () => {
    let s = applyMove(newPlay(EASY), { kind: 'mark', cell: firstEmpty, d: 3 }, AUTO);
    s = applyMove(s, { kind: 'mark', cell: firstEmpty, d: 7 }, AUTO);
    assert.equal(textsOf(s.marks)[firstEmpty], '37');
    s = applyMove(s, { kind: 'mark', cell: firstEmpty, d: 3 }, AUTO);
    assert.equal(textsOf(s.marks)[firstEmpty], '7');
    s = applyMove(s, { kind: 'clear', cell: firstEmpty }, AUTO);
    assert.equal(textsOf(s.marks)[firstEmpty], '');
  });

  it('shows clashes at once: two of a digit in a unit', () => {
    const given = [...EASY].findIndex((ch, i) => ch !== '.' && peersOf(i).includes(firstEmpty));
    const s = applyMove(newPlay(EASY), { kind: 'place', cell: firstEmpty, d: Number(EASY[given]) }, AUTO);
    assert.deepEqual(
      clashes(s).sort(),
      [given, firstEmpty].sort((a, b) => a - b),
    );
  });

  it('undoes and redoes the player’s own moves, and a new move drops the redo', () => {
    let h = historyOf(newPlay(EASY));
    h = record(h, { kind: 'place', cell: firstEmpty, d: 4 }, AUTO);
    h = record(h, { kind: 'colour', cell: firstEmpty, colour: 2 }, AUTO);
    h = undo(h);
    assert.equal(h.present.cellColours[firstEmpty], 0);
    assert.equal(h.present.digits[firstEmpty], '4');
    h = undo(h);
    assert.equal(h.present.digits[firstEmpty], '.');
    h = redo(h);
    assert.equal(h.present.digits[firstEmpty], '4');
    h = record(h, { kind: 'mark', cell: EASY.indexOf('.', firstEmpty + 1), d: 1 }, AUTO);
    assert.equal(h.future.length, 0);
    assert.equal(redo(h), h, 'nothing to redo after a new move');
    // A move that changes nothing is not a move to undo.
    assert.equal(record(h, { kind: 'place', cell: firstEmpty, d: 4 }, AUTO), h);
  });

  it('plays an easy puzzle to the end, and its position is the engine’s', () => {
    let s: PlayState = newPlay(EASY);
    for (let i = 0; i < 81; i++) if (EASY[i] === '.') s = applyMove(s, { kind: 'place', cell: i, d: Number(SOLUTION[i]) }, AUTO);
    assert.ok(isComplete(s));
    const position = positionOf(s);
    assert.equal(position.placed.replace(/\./g, '').length, 81 - EASY.replace(/\./g, '').length);
    assert.ok(position.candidates.every((c) => c === null));
  });

  it('applies a hint: its eliminations against the marks shown, then its placements', () => {
    const s = newPlay(EASY);
    const wrong = [...new Board(EASY).candidateStrings()[firstEmpty]].find((d) => d !== SOLUTION[firstEmpty])!;
    const next = applyMove(s, { kind: 'apply', placed: [], removed: [{ cell: firstEmpty, d: Number(wrong) }] }, AUTO);
    const shown = new Board(EASY).candidateStrings()[firstEmpty].replace(wrong, '');
    assert.equal(textsOf(next.marks)[firstEmpty], shown);
    const placed = applyMove(s, { kind: 'apply', placed: [{ cell: firstEmpty, d: Number(SOLUTION[firstEmpty]) }], removed: [] }, AUTO);
    assert.equal(placed.digits[firstEmpty], SOLUTION[firstEmpty]);
  });
});
