/** The variant lines under a puzzle (src/core/variants.ts): what reads, and what is said, at its exact place, about what does not. */
import { strict as assert } from 'assert';
import { type Puzzle, parsePuzzles } from '../../src/core/formats';
import { readRegions, variantOptions, variantText } from '../../src/core/variants';
import { syntaxDiagnostics } from '../../src/features/diagnostics/diagnosticsModel';
import { variantKey } from '../../src/shared/variant';

const X = '..1...2....23....44........5.3....6..1......5..6..........78.......9.....7...1.9.';
/** The copied jigsaw's map (test/data/variants/jigsaw.tsv), regions 0-8, and as the engine numbers them. */
const JIGSAW_MAP = '000000021453303021453333221453322221455566121445666111445566667488887777888887777';
const JIGSAW_REGIONS = '111111123456616123456666223456622223455577323445777333445577778499998888999998888';
const ESCARGOT = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..';

function puzzles(text: string): Puzzle[] {
  return parsePuzzles(text).filter((e): e is Puzzle => e.kind === 'puzzle');
}

/** Each diagnostic as [code, the text it covers]. */
function marked(text: string): [string, string][] {
  return syntaxDiagnostics(parsePuzzles(text)).map((d) => [d.code, text.slice(d.start, d.end)]);
}

describe('variant lines', () => {
  it('reads the names of a #variant line, in any case and with aliases, as rules in one order', () => {
    const [p] = puzzles(`${X}\n#variant Windoku, X\n`);
    assert.deepEqual(p.variant?.variant, { rules: ['x', 'windoku'] });
    assert.deepEqual(variantOptions(p), { variant: { rules: ['x', 'windoku'] } });
    assert.deepEqual(puzzles(`${X}\n#VARIANT hyper+anti-knight antiking\n`)[0].variant?.variant, {
      rules: ['windoku', 'anti-knight', 'anti-king'],
    });
    assert.deepEqual(puzzles(`${X}\n#variant sudoku-x\n`)[0].variant?.variant, { rules: ['x'] });
  });

  it('leaves a classic puzzle with no variant and no options, so its caches and keys are as before', () => {
    const [p] = puzzles(`${ESCARGOT}\n`);
    assert.equal(p.variant, undefined);
    assert.deepEqual(variantOptions(p), {});
    assert.equal(variantKey(undefined), '');
  });

  it('reads a jigsaw from #regions, with or without `jigsaw` named, renumbering its regions 1-9', () => {
    const text = `${X}\n#variant jigsaw\n#regions ${JIGSAW_MAP}\n`;
    const [p] = puzzles(text);
    assert.deepEqual(p.variant?.variant, { rules: [], regions: JIGSAW_REGIONS });
    assert.deepEqual(p.variant?.notes, []);
    assert.deepEqual(puzzles(`${X}\n#regions ${JIGSAW_MAP}\n`)[0].variant?.variant, { rules: [], regions: JIGSAW_REGIONS });
    // Letters, and spaces between rows, read the same.
    const letters = JIGSAW_MAP.replace(/\d/g, (d) => 'abcdefghi'[Number(d)]).replace(/(.{9})/g, '$1 ');
    assert.equal(puzzles(`${X}\n#regions ${letters}\n`)[0].variant?.variant?.regions, JIGSAW_REGIONS);
  });

  it('reads the common 81 + 81 form: the region map after the givens, where a name would be', () => {
    const text = `${X} ${JIGSAW_MAP}\n`;
    const [p] = puzzles(text);
    assert.equal(p.name, undefined, 'the map is not a name');
    assert.deepEqual(p.variant?.variant, { rules: [], regions: JIGSAW_REGIONS });
    assert.equal(text.slice(p.variant!.start, p.variant!.end), JIGSAW_MAP);
    // With a #variant line: its rules, and the map's regions (no note that jigsaw lacks #regions).
    const both = puzzles(`${X} ${JIGSAW_MAP}\n#variant jigsaw x\n`)[0];
    assert.deepEqual(both.variant?.variant, { rules: ['x'], regions: JIGSAW_REGIONS });
    assert.deepEqual(both.variant?.notes, []);
    // An 81-character name that is no map stays a name.
    const name = 'n'.repeat(80) + 'x';
    assert.equal(puzzles(`${X} ${name}\n`)[0].name, name);
  });

  it('takes the variant lines before or after the progress lines, and the lines and offsets they span', () => {
    const progress = `#progress ${X}`;
    const before = `${X}\n#variant x\n${progress}\n`;
    const [a] = puzzles(before);
    assert.deepEqual(a.variant?.variant, { rules: ['x'] });
    assert.ok(a.progress?.position, 'the progress under the variant line is read');
    assert.equal(a.variant?.line, 1);
    assert.equal(before.slice(a.variant!.start, a.variant!.end), '#variant x');
    const [b] = puzzles(`${X}\n${progress}\n#variant x\n`);
    assert.deepEqual(b.variant?.variant, { rules: ['x'] });
    assert.ok(b.progress?.position);
  });

  it('writes the variant back as lines that read the same', () => {
    const v = { rules: ['x' as const], regions: JIGSAW_REGIONS };
    const text = `${X}\n${variantText(v).join('\n')}\n`;
    assert.deepEqual(puzzles(text)[0].variant?.variant, v);
  });

  it('marks an unknown name at the name, and keeps the names that read', () => {
    const text = `${X}\n#variant x  sudoku-y\n`;
    assert.deepEqual(marked(text), [['bad-variant', 'sudoku-y']]);
    const [p] = puzzles(text);
    assert.deepEqual(p.variant?.variant, { rules: ['x'] });
    const d = syntaxDiagnostics(parsePuzzles(text))[0];
    assert.equal(d.start, X.length + 1 + '#variant x  '.length);
    assert.equal(d.severity, 'error');
    assert.match(d.message, /Unknown variant 'sudoku-y'/);
  });

  it('marks a #variant line with no name, and `jigsaw` with no #regions line at the word', () => {
    assert.deepEqual(marked(`${X}\n#variant\n`), [['bad-variant', '#variant']]);
    assert.deepEqual(marked(`${X}\n#variant x jigsaw\n`), [['bad-variant', 'jigsaw']]);
  });

  it('marks a region map of the wrong length at the map, and reads no regions from it', () => {
    const text = `${X}\n#regions ${JIGSAW_MAP.slice(0, 80)}\n`;
    assert.deepEqual(marked(text), [['bad-variant', JIGSAW_MAP.slice(0, 80)]]);
    assert.equal(puzzles(text)[0].variant?.variant, undefined);
    assert.match(syntaxDiagnostics(parsePuzzles(text))[0].message, /this one has 80/);
  });

  it('marks a region of the wrong size at its first cell, and a tenth region at its first cell', () => {
    // r1c9 (region 1 in the map) moved to region 0: region 0 has 10 cells, region 1 has 8 (the first at r2c9).
    const map = `${JIGSAW_MAP.slice(0, 8)}0${JIGSAW_MAP.slice(9)}`;
    const line = `#regions ${map}`;
    const text = `${X}\n${line}\n`;
    const at = X.length + 1 + '#regions '.length;
    const found = syntaxDiagnostics(parsePuzzles(text)).map((d) => [d.start - at, d.message]);
    assert.deepEqual(
      found.map(([i]) => i),
      [0, 17],
      'at the first cell of region 0 and of region 1',
    );
    assert.match(String(found[0][1]), /Region '0' has 10 cells/);
    assert.deepEqual(readRegions(`${JIGSAW_MAP.slice(0, 80)}9`, 0).notes, [
      { kind: 'regions-symbols', start: 80, end: 81, word: '9', count: 10 },
    ]);
  });

  it('marks a region in two pieces at the first cell apart from the rest', () => {
    // Rows as regions, but r1c1 and r9c9 traded: each is cut off from its region.
    const rows = Array.from({ length: 9 }, (_, r) => String(r + 1).repeat(9)).join('');
    const map = `9${rows.slice(1, 80)}1`;
    const read = readRegions(map, 100);
    assert.equal(read.regions, undefined);
    // Region 9 starts at r1c1, its other cells in row 9; region 1's r9c9 is cut off from row 1.
    assert.deepEqual(
      read.notes.map((n) => [n.kind, n.word, n.start - 100]),
      [
        ['region-split', '9', 72],
        ['region-split', '1', 80],
      ],
    );
  });

  it('reads a #cage line among them, and warns that a second #variant line is not read', () => {
    const text = `${X}\n#variant x\n#cage 15 r1c1 r1c2\n#variant windoku\n`;
    assert.deepEqual(marked(text), [['variant-note', '#variant windoku']]);
    assert.deepEqual(
      puzzles(text)[0].variant?.variant,
      { rules: ['x'], cages: [{ sum: 15, cells: [0, 1] }] },
      'the first #variant line is the one read',
    );
  });

  it('says a variant line under no puzzle is under none, at the line', () => {
    const text = `${X}\n\n#variant x\n`;
    assert.deepEqual(marked(text), [['stray-variant', '#variant x']]);
    assert.equal(puzzles(text)[0].variant, undefined);
  });
});
