/**
 * The number pad's and the keys' rules on several selected cells (src/webview/playEntry.ts):
 * one move, one step of undo; marks by SudokuPad's rule; the highlights' cells.
 */
import { strict as assert } from 'assert';
import { applyMove, digitAt, historyOf, newPlay, record, undo, type PlayState } from '../../src/shared/play';
import { bivalueCells, clearMove, clock, entryMove, filterCells, loneCandidate, modeForKey } from '../../src/webview/playEntry';
import { puzzleSet } from '../helpers/engine';

const EASY = puzzleSet('easy50')[0].cells;
const AUTO = { autoRemove: true };
const EMPTY = [...EASY].map((ch, i) => (ch === '.' ? i : -1)).filter((i) => i >= 0);
const GIVEN = EASY.search(/[1-9]/);
const has = (mask: number, d: number) => (mask & (1 << (d - 1))) !== 0;

describe('play entry on selected cells', () => {
  it('a candidate on three cells, one of which has it, is added to the other two, as one undo step', () => {
    const [a, b, c] = EMPTY;
    let s = applyMove(newPlay(EASY), { kind: 'mark', cell: a, d: 4 }, AUTO);
    const h0 = historyOf(s);
    const m = entryMove(s, [a, b, c], 'pencil', 4);
    assert.equal(m?.kind, 'batch');
    const h1 = record(h0, m!, AUTO);
    s = h1.present;
    assert.ok(
      [a, b, c].every((i) => has(s.marks[i], 4)),
      'all three have 4',
    );
    assert.equal(undo(h1).present, h0.present, 'one undo takes the whole entry back');
    // All have it now: the same entry takes it from all.
    s = applyMove(s, entryMove(s, [a, b, c], 'pencil', 4)!, AUTO);
    assert.ok(
      [a, b, c].every((i) => !has(s.marks[i], 4)),
      'none has 4',
    );
  });

  it('corner marks follow the same rule, on their own layer; givens and placed cells are left out', () => {
    const [a, b] = EMPTY;
    let s = applyMove(newPlay(EASY), { kind: 'place', cell: b, d: 1 }, AUTO);
    s = applyMove(s, entryMove(s, [a, b, GIVEN], 'corner', 7)!, AUTO);
    assert.ok(has(s.corners[a], 7));
    assert.equal(s.corners[b], 0);
    assert.equal(s.corners[GIVEN], 0);
    assert.equal(s.marks[a], 0, 'candidates untouched');
  });

  it('a digit goes in every selected cell but the givens; Delete clears them as one move', () => {
    const [a, b] = EMPTY;
    const s0 = newPlay(EASY);
    const h = record(historyOf(s0), entryMove(s0, [a, b, GIVEN], 'digit', 3)!, AUTO);
    assert.equal(digitAt(h.present, a), '3');
    assert.equal(digitAt(h.present, b), '3');
    assert.equal(digitAt(h.present, GIVEN), EASY[GIVEN]);
    const cleared = record(h, clearMove(h.present, [a, b, GIVEN], 'digit')!, AUTO);
    assert.equal(cleared.present.digits, s0.digits);
    assert.equal(cleared.past.length, 2);
    assert.equal(clearMove(s0, [a, GIVEN], 'digit'), undefined, 'nothing to clear: no move');
  });

  it('a colour paints every selected cell, or clears them when all have it already', () => {
    const [a, b] = EMPTY;
    let s: PlayState = applyMove(newPlay(EASY), { kind: 'colour', cell: a, colour: 2 }, AUTO);
    s = applyMove(s, entryMove(s, [a, b], 'colour', 2)!, AUTO);
    assert.deepEqual([s.cellColours[a], s.cellColours[b]], [2, 2]);
    s = applyMove(s, entryMove(s, [a, b], 'colour', 2)!, AUTO);
    assert.deepEqual([s.cellColours[a], s.cellColours[b]], [0, 0]);
    s = applyMove(s, entryMove(s, [a, b], 'colour', 3)!, AUTO);
    s = applyMove(s, clearMove(s, [a, b], 'colour')!, AUTO);
    assert.deepEqual([s.cellColours[a], s.cellColours[b]], [0, 0]);
  });

  it("keys: Shift writes a corner mark, Ctrl a candidate, else the mode's", () => {
    assert.equal(modeForKey('digit', { shift: true, ctrl: false }), 'corner');
    assert.equal(modeForKey('digit', { shift: false, ctrl: true }), 'pencil');
    assert.equal(modeForKey('colour', { shift: false, ctrl: false }), 'colour');
  });

  it('the digit filter lights placed and possible cells; bivalue cells have two candidates; a lone candidate', () => {
    const s0 = newPlay(EASY);
    const d = Number(EASY[GIVEN]);
    const lit = filterCells(s0, d);
    assert.ok(lit.has(GIVEN));
    for (const i of lit) assert.ok(digitAt(s0, i) === String(d) || digitAt(s0, i) === '.');
    const [a] = EMPTY;
    let s = applyMove(s0, { kind: 'mark', cell: a, d: 2 }, AUTO);
    assert.equal(loneCandidate(s, a), 2);
    assert.ok(!filterCells(s, 5).has(a), 'written marks win over the computed ones');
    s = applyMove(s, { kind: 'mark', cell: a, d: 6 }, AUTO);
    assert.equal(loneCandidate(s, a), undefined);
    assert.ok(bivalueCells(s).has(a));
    s = applyMove(s, { kind: 'mark', cell: a, d: 7 }, AUTO);
    assert.ok(!bivalueCells(s).has(a));
  });
});

describe("play's timer", () => {
  it('reads as minutes and seconds, with hours when there are some', () => {
    assert.deepEqual([clock(0), clock(65_400), clock(760_000), clock(3_723_000), clock(-5)], ['0:00', '1:05', '12:40', '1:02:03', '0:00']);
  });
});
