/** The grid's one vocabulary (src/shared/cells.ts, src/shared/puzzleRef.ts), and the file formats that use it. */
import { strict as assert } from 'assert';
import { DIGITS, cellId, cellOfId, isDigit } from '../../src/shared/cells';
import { isPuzzleRef } from '../../src/shared/puzzleRef';
import { progressLines, readMarks } from '../../src/core/positionForms';
import { cellName, useTranslator } from '../../src/core/phrases';

describe('the cells vocabulary', () => {
  it('names each of the 81 cells once, and reads each name back', () => {
    const ids = Array.from({ length: 81 }, (_, c) => cellId(c));
    assert.equal(new Set(ids).size, 81);
    assert.equal(ids[0], 'r1c1');
    assert.equal(ids[80], 'r9c9');
    ids.forEach((id, c) => assert.equal(cellOfId(id), c));
    for (const bad of ['r0c1', 'r1c10', 'R1C1', 'r1c1 ', '', 'r10c1']) assert.equal(cellOfId(bad), undefined, bad);
  });

  it('knows a digit from anything else', () => {
    assert.equal(DIGITS, '123456789');
    for (const d of DIGITS) assert.ok(isDigit(d));
    for (const x of ['0', '.', '', '12', 'a', undefined]) assert.ok(!isDigit(x), String(x));
  });

  it("writes the #marks line with the cells' ids, whatever language the phrases speak", () => {
    // A translator that rewrites every phrase: files must not change with it.
    useTranslator((message) => `«${message}»`);
    try {
      const position = { placed: '.'.repeat(81), candidates: [null, '12', ...new Array(79).fill(null)] };
      const lines = progressLines('.'.repeat(81), position);
      assert.equal(lines[1], '#marks r1c2:12');
      const back = readMarks(lines[1]);
      assert.ok('candidates' in back);
      assert.deepEqual(back.candidates, position.candidates);
      assert.equal(cellName(1), 'r1c2', 'the phrase wraps the id');
    } finally {
      useTranslator(undefined);
    }
  });

  it('has one check of where a puzzle is', () => {
    assert.ok(isPuzzleRef({ uri: 'file:///a.sudoku', line: 0 }));
    assert.ok(isPuzzleRef({ uri: 'file:///a.sudoku', line: 12, extra: true }));
    for (const bad of [
      undefined,
      null,
      'file:///a',
      { uri: '', line: 0 },
      { uri: 'x', line: -1 },
      { uri: 'x', line: 1.5 },
      { uri: 'x', line: '1' },
      { uri: 1, line: 1 },
    ]) {
      assert.ok(!isPuzzleRef(bad), JSON.stringify(bad));
    }
  });
});
