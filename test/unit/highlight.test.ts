/** Document highlights. */
import { strict as assert } from 'assert';
import { parsePuzzles } from '../../src/core/formats';
import { sameDigitCells } from '../../src/features/highlight/highlightModel';

describe('feature models', () => {
  describe('document highlights', () => {
    it('marks the cells of the same puzzle that hold the digit under the cursor, and nothing on a blank', () => {
      const text = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.. Easy 1\n';
      const [entry] = parsePuzzles(text);
      const threes = [...text.slice(0, 81)].flatMap((c, i) => (c === '3' ? [i] : []));
      assert.deepEqual(sameDigitCells(entry, 2), threes, 'on r1c3, a 3');
      assert.deepEqual(sameDigitCells(entry, 3), threes, 'just after it, the next cell being blank');
      assert.deepEqual(sameDigitCells(entry, 0), [], 'r1c1 is blank');
      assert.deepEqual(sameDigitCells(entry, text.indexOf('Easy 1') + 5), [], "the name's 1 is no cell");
      // Between two digits, the one after the cursor.
      const [two] = parsePuzzles('12' + '.'.repeat(79) + '\n');
      assert.deepEqual(sameDigitCells(two, 1), [1]);
    });
  });
});
