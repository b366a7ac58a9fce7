import { strict as assert } from 'assert';
import { bit, digitsIn, engineFlags, inOrder, maskOf, masksOf, textOf, textsOf } from '../../src/shared/candidates';

describe('candidates: one vocabulary, its converters', () => {
  it('text and masks go both ways, in order, whatever order the text had', () => {
    assert.equal(maskOf('951'), bit(1) | bit(5) | bit(9));
    assert.equal(textOf(maskOf('951')), '159');
    assert.deepEqual(digitsIn(maskOf('72')), [2, 7]);
    assert.equal(maskOf(null), 0);
    assert.equal(textOf(0), '');
    assert.equal(inOrder('9a1 5 5'), '159');
    for (let m = 0; m <= 0x1ff; m++) assert.equal(maskOf(textOf(m)), m);
  });

  it('a board of texts and a board of masks are the same board', () => {
    const texts = Array.from({ length: 81 }, (_, i) => textOf((i * 37) % 512));
    assert.deepEqual(textsOf(masksOf(texts)), texts);
  });

  it("gives the engine nine flags a cell: a cell where nothing is written keeps every digit, '' keeps none", () => {
    const candidates: (string | null)[] = new Array(81).fill(null);
    candidates[0] = '38';
    candidates[1] = '';
    const flags = engineFlags(candidates);
    assert.equal(flags.length, 729);
    assert.equal(flags.slice(0, 9), '001000010');
    assert.equal(flags.slice(9, 18), '000000000');
    assert.equal(flags.slice(18, 27), '111111111');
  });
});
