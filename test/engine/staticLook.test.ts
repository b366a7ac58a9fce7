/**
 * The static chains' first look (ChainBuilder.staticMayFind) skips building
 * 'xy' on pencil marks that are those of a position where no assumption
 * implied its own negation, less some candidates, when no new strong link
 * can make one (chains/new-strong.sql). Two positions met in top1465_s200
 * explanations (bench:explain's ER 6.6-9.4 set), each followed by the same
 * one less a candidate or two.
 */
import { strict as assert } from 'assert';
import { engine } from '../helpers/engine';
import type { TechniqueBoard } from '../../src/core/engine/techniqueBoard';

/** The grid and the candidates of each empty cell, in order. */
const BEFORE_SIX_GOES = {
  grid: '.6347......428.......631..5..5.4.39...79....2..8..27....6.2..1948.......7..5.....',
  marks:
    '12589 59 1289 28 18 15 1579 59 169 367 1367 289 279 29 2489 47 12 12 78 67 68 36 34 156 368 145 568 369 349 13 156 ' +
    '456 14 35 35 78 47 48 129 13 169 36 256 2567 67 29 129 169 48 2468 23468 346',
};
const BEFORE_SEVEN_NINE_GO = {
  grid: '7..3.6.54..54....7.4.....3.6....5....14....25......1......8.9..8792..5.3.....3...',
  marks:
    '289 128 129 28 1239 23689 129 1289 268 19 129 1268 15789 12579 12789 268 19 2389 2378 179 123479 347 4789 89 39 ' +
    '6789 3679 789 37 2359 23589 2378 79 23479 2479 46789 689 12345 2356 1236 1567 147 1467 126 146 14 146 1245 256 126 ' +
    '15679 145679 47 14678 1268',
};

function load(board: TechniqueBoard, p: { grid: string; marks: string }, cell?: number, drop = ''): void {
  const marks = p.marks.split(' ');
  let k = 0;
  const candidates = [...p.grid].map((ch, i) => {
    if (ch !== '.') return null;
    const m = marks[k++];
    return i === cell ? [...m].filter((d) => !drop.includes(d)).join('') : m;
  });
  assert.equal(k, marks.length, 'a mark for every empty cell');
  board.loadPuzzle(p.grid, { placed: '.'.repeat(81), candidates });
}

describe('the static chains: first look', () => {
  it('finds nothing on either position, building xy', async () => {
    const board = (await engine()).techniqueBoard;
    for (const p of [BEFORE_SIX_GOES, BEFORE_SEVEN_NINE_GO]) {
      load(board, p);
      assert.equal(board.chains.staticMayFind(), false);
      assert.equal(board.chains.mode, 'xy');
    }
  });

  it('after one, still looks where a new strong link makes an assumption imply its own negation', async () => {
    const board = (await engine()).techniqueBoard;
    load(board, BEFORE_SIX_GOES);
    assert.equal(board.chains.staticMayFind(), false);
    // r5c5 keeps 1 and 5: a new strong link, which the chains go along to a contradiction.
    load(board, BEFORE_SIX_GOES, 40, '6');
    assert.equal(board.chains.staticMayFind(), true);
    assert.equal(board.chains.mode, 'xy');
    // The same pencil marks looked at afresh (after a look at other ones) say so too.
    load(board, BEFORE_SEVEN_NINE_GO, 39, '79');
    board.chains.staticMayFind();
    load(board, BEFORE_SIX_GOES, 40, '6');
    assert.equal(board.chains.staticMayFind(), true);
  });

  it('after one, skips building xy where the new strong links make none do so', async () => {
    const board = (await engine()).techniqueBoard;
    load(board, BEFORE_SEVEN_NINE_GO);
    assert.equal(board.chains.staticMayFind(), false);
    // r5c4 keeps 6 and 8: new strong links, none of which closes a chain.
    load(board, BEFORE_SEVEN_NINE_GO, 39, '79');
    assert.equal(board.chains.staticMayFind(), false);
    assert.equal(board.chains.mode, undefined, 'xy is not built');
    // Looked at afresh (after a look at other pencil marks), the build finds nothing either.
    load(board, BEFORE_SIX_GOES, 40, '6');
    assert.equal(board.chains.staticMayFind(), true);
    load(board, BEFORE_SEVEN_NINE_GO, 39, '79');
    assert.equal(board.chains.staticMayFind(), false);
    assert.equal(board.chains.mode, 'xy');
  });
});
