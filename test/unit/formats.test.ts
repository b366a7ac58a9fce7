import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import {
  Entry,
  Malformed,
  Puzzle,
  entryAtLine,
  parsePuzzles,
  parseSelection,
  puzzleOfProgressLine,
  toComma,
  toGrid,
  toLine,
} from '../../src/core/formats';
import { ROOT } from '../helpers/engine';

const ESCARGOT = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..';
const GRID = [
  '5 3 . | . 7 . | . . .',
  '6 . . | 1 9 5 | . . .',
  '. 9 8 | . . . | . 6 .',
  '------+-------+------',
  '8 . . | . 6 . | . . 3',
  '4 . . | 8 . 3 | . . 1',
  '7 . . | . 2 . | . . 6',
  '------+-------+------',
  '. 6 . | . . . | 2 8 .',
  '. . . | 4 1 9 | . . 5',
  '. . . | . 8 . | . 7 9',
];
const GRID_CELLS = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

function only(text: string): Entry {
  const entries = parsePuzzles(text);
  assert.equal(entries.length, 1, `expected one entry, got ${JSON.stringify(entries)}`);
  return entries[0];
}
function puzzle(text: string): Puzzle {
  const e = only(text);
  assert.equal(e.kind, 'puzzle', e.kind === 'malformed' ? e.message : '');
  return e as Puzzle;
}
function malformed(text: string): Malformed {
  const e = only(text);
  assert.equal(e.kind, 'malformed');
  return e as Malformed;
}
/** Every offset points at the character of its cell. */
function assertOffsets(text: string, p: Puzzle) {
  assert.equal(p.offsets.length, 81);
  p.offsets.forEach((o, i) => {
    const ch = text[o];
    assert.ok(/[0-9._]/.test(ch), `offset ${o} is '${ch}'`);
    assert.equal(ch >= '1' && ch <= '9' ? ch : '.', p.cells[i]);
  });
  for (let i = 1; i < 81; i++) assert.ok(p.offsets[i] > p.offsets[i - 1]);
}

describe('formats', () => {
  describe('one line of 81 cells', () => {
    it('reads the cells and the name after them', () => {
      const text = `${ESCARGOT} AI Escargot`;
      const p = puzzle(text);
      assert.equal(p.form, 'line');
      assert.equal(p.cells, ESCARGOT);
      assert.equal(p.name, 'AI Escargot');
      assert.equal(p.start, 0);
      assert.equal(p.end, text.length);
      assertOffsets(text, p);
    });

    it('accepts 0 and _ as blanks and remembers which one the text uses', () => {
      const zeros = ESCARGOT.replace(/\./g, '0');
      const p = puzzle(zeros);
      assert.equal(p.cells, ESCARGOT);
      assert.equal(p.blank, '0');
      assert.equal(puzzle(ESCARGOT.replace(/\./g, '_')).blank, '_');
    });

    it('finds every puzzle of a file of lines, each on its line', () => {
      const text = `${ESCARGOT}\n${ESCARGOT.replace(/\./g, '0')}\n\n${ESCARGOT} third`;
      const entries = parsePuzzles(text);
      assert.deepEqual(
        entries.map((e) => e.line),
        [0, 1, 3],
      );
      assert.ok(entries.every((e) => e.kind === 'puzzle'));
    });

    it('reads comma groups, as in the step-by-step seed', () => {
      const text = '790,000,300,,000,006,900,,800,030,076,,000,005,002,,005,418,700,,400,700,000,,610,090,008,,002,300,000,,009,000,054';
      const p = puzzle(text);
      assert.equal(p.form, 'comma');
      assert.equal(p.cells.slice(0, 18), '79....3.......69..');
      assertOffsets(text, p);
    });
  });

  describe('grid blocks', () => {
    it('reads a decorated 9-line grid and skips separator lines', () => {
      const text = GRID.join('\n');
      const p = puzzle(text);
      assert.equal(p.form, 'grid');
      assert.equal(p.cells, GRID_CELLS);
      assert.equal(p.line, 0);
      assert.equal(p.endLine, 10);
      assertOffsets(text, p);
    });

    it('reads a plain block of nine digit rows, as in the elimination-string seed', () => {
      const text = [
        '040000000',
        '001034620',
        '603000070',
        '000483507',
        '000050060',
        '000009040',
        '005000001',
        '800547396',
        '000021000',
      ].join('\n');
      const p = puzzle(text);
      assert.equal(p.form, 'grid');
      assert.equal(p.cells.slice(0, 9), '.4.......');
    });

    it('reads a puzzle wrapped over lines of any length', () => {
      const text = '0400000000010346206030000700004835070\n00050060000009040005000001800547396000\n021000';
      const p = puzzle(text);
      assert.equal(p.form, 'block');
      assert.equal(p.cells.slice(0, 9), '.4.......');
    });

    it('ignores a trailing # comment on a grid row', () => {
      const lines = [...GRID];
      lines[0] += '   # the first row';
      assert.equal(puzzle(lines.join('\n')).cells, GRID_CELLS);
    });
  });

  describe('comments and metadata', () => {
    it('attaches #A #D #C #S #L #U lines to the next puzzle only', () => {
      const text = [
        '# a comment',
        '#A Arto Inkala',
        '#D Hard',
        '#C a note',
        '#S a book',
        '#L 9',
        '#U http://example.com',
        ESCARGOT,
        ESCARGOT,
      ].join('\n');
      const [first, second] = parsePuzzles(text);
      assert.deepEqual(first.meta, {
        author: 'Arto Inkala',
        description: 'Hard',
        comment: 'a note',
        source: 'a book',
        level: '9',
        url: 'http://example.com',
      });
      assert.deepEqual(second.meta, {});
    });

    it('ignores comments and prose, including short numbers in it', () => {
      assert.deepEqual(parsePuzzles('# 123456789\nThese puzzles date from 2006.\nSee page 12.\n'), []);
    });
  });

  describe('line endings and encoding', () => {
    it('handles CRLF with the same offsets into the original text', () => {
      const text = `#D x\r\n${GRID.join('\r\n')}\r\n`;
      const p = puzzle(text);
      assert.equal(p.cells, GRID_CELLS);
      assert.equal(p.line, 1);
      assertOffsets(text, p);
    });

    it('handles old Mac CR line endings', () => {
      const p = puzzle(GRID.join('\r'));
      assert.equal(p.cells, GRID_CELLS);
    });

    it('skips a byte-order mark', () => {
      const text = `\ufeff${ESCARGOT}`;
      const p = puzzle(text);
      assert.equal(p.cells, ESCARGOT);
      assert.equal(p.start, 1);
      assertOffsets(text, p);
    });
  });

  describe('malformed puzzles', () => {
    it('reports 80 cells as the wrong length', () => {
      const m = malformed(ESCARGOT.slice(0, 80));
      assert.match(m.message, /80 cells; a puzzle needs 81/);
      assert.equal(m.cellCount, 80);
    });

    it('reports 82 cells, with the range on the extra cell', () => {
      const text = `${ESCARGOT}5 named`;
      const m = malformed(text);
      assert.match(m.message, /82 cells/);
      const p = m.problems.find((x) => x.code === 'wrong-length')!;
      assert.equal(text.slice(p.start, p.end), '.5');
    });

    it('reports a stray letter with its exact position', () => {
      const text = `${ESCARGOT.slice(0, 40)}x${ESCARGOT.slice(41)} typo`;
      const m = malformed(text);
      assert.equal(m.problems.length, 1);
      assert.equal(m.problems[0].code, 'bad-character');
      assert.equal(m.problems[0].start, 40);
      assert.equal(text.slice(m.problems[0].start, m.problems[0].end), 'x');
      assert.match(m.message, /Unexpected character 'x'/);
    });

    it('suggests the ASCII digit for a full-width one', () => {
      const text = `${ESCARGOT.slice(0, 10)}\uff13${ESCARGOT.slice(11)}`;
      const m = malformed(text);
      assert.match(m.message, /Full-width digit '３': write it as '3'/);
    });

    it('names the bad row of a grid', () => {
      const lines = [...GRID];
      lines[2] = '. 9 8 | . . . | . 6';
      const m = malformed(lines.join('\n'));
      assert.equal(m.problems.length, 1);
      assert.match(m.problems[0].message, /Row 3 of the grid has 8 cells/);
      assert.equal(m.problems[0].code, 'bad-row');
    });

    it('reports a grid with a row missing', () => {
      const lines = GRID.filter((_, i) => i !== 9);
      const m = malformed(lines.join('\n'));
      assert.ok(m.problems.some((p) => p.code === 'wrong-row-count' && /8 rows/.test(p.message)));
    });

    it('reports a stray letter in a grid row on that character', () => {
      const lines = [...GRID];
      lines[4] = '8 . . | . 6 . | . q 3';
      const text = lines.join('\n');
      const m = malformed(text);
      assert.equal(m.problems.length, 1);
      assert.equal(text[m.problems[0].start], 'q');
    });
  });

  describe('hostile and unusual text: read or reported, never silently skipped', () => {
    it('recognises the empty grid: a line of 81 dots, or of 81 zeros', () => {
      assert.equal(puzzle('.'.repeat(81)).cells, '.'.repeat(81));
      assert.equal(puzzle(`${'0'.repeat(81)} empty`).name, 'empty');
      assert.equal(puzzle(toGrid('.'.repeat(81))).cells, '.'.repeat(81));
    });

    for (const [name, space] of [
      ['no-break space', '\u00a0'],
      ['ideographic space U+3000', '\u3000'],
      ['thin space', '\u2009'],
    ]) {
      it(`treats a ${name} as a space, in grids and before a name`, () => {
        const text = GRID.map((l) => l.replace(/ /g, space)).join('\n');
        const p = puzzle(text);
        assert.equal(p.cells, GRID_CELLS);
        assertOffsets(text, p);
        assert.equal(puzzle(`${ESCARGOT}${space}AI Escargot`).name, 'AI Escargot');
      });
    }

    it('reports a puzzle written in full-width digits, on each digit, with the ASCII digit to use', () => {
      const wide = ESCARGOT.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));
      const m = malformed(wide);
      assert.match(m.message, /full-width digits \(23 of them\)/);
      assert.equal(m.problems.length, 23);
      assert.ok(m.problems.every((p) => p.code === 'full-width-digit' && p.end === p.start + 1));
      assert.match(m.problems[0].message, /Full-width digit '１': write it as '1'/);
      // The same in a grid.
      const g = malformed(GRID.map((l) => l.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)))).join('\n'));
      assert.equal(g.problems.filter((p) => p.code === 'full-width-digit').length, 30);
      assert.ok(!g.problems.some((p) => p.code === 'bad-row' || p.code === 'wrong-row-count'), JSON.stringify(g.problems));
    });

    it("tells a puzzle whose blanks are 'x' or '?' (a line of 81, or a grid, bordered or not) as malformed, naming its blanks, never skipping it", () => {
      const forms = (b: string) => [
        ESCARGOT.replace(/\./g, b),
        `${ESCARGOT.replace(/\./g, b)} named`,
        GRID.map((l) => l.replace(/\./g, b)).join('\n'),
        GRID.filter((l) => !/^-/.test(l))
          .map((l) => l.replace(/\./g, b).replace(/ /g, ''))
          .join('\n'),
      ];
      for (const b of ['x', 'X', '?']) {
        for (const text of forms(b)) {
          const m = malformed(text);
          const count = (text.match(b === '?' ? /\?/g : new RegExp(b, 'g')) ?? []).length;
          assert.equal(m.message, `This puzzle writes its blanks as '${b}' (${count} of them): write a blank as '.', '0' or '_'.`, text);
          assert.ok(
            m.problems.every((p) => p.code === 'bad-character' && text[p.start] === b),
            JSON.stringify(m.problems),
          );
        }
      }
      // Text with an x or a question mark stays text.
      for (const text of ['Is this the one? 3 x 3 boxes', 'xxx', 'max 9 x 9', 'What? Why?']) assert.deepEqual(parsePuzzles(text), [], text);
    });

    it('reads 81 one-digit lines as a puzzle, and reports a run that falls short', () => {
      const text = [...ESCARGOT].join('\n');
      const p = puzzle(text);
      assert.equal(p.cells, ESCARGOT);
      assertOffsets(text, p);
      const short = malformed([...ESCARGOT.slice(0, 79)].join('\n'));
      assert.match(short.message, /79 cells; a puzzle needs 81/);
      // Two such puzzles in a row are two puzzles.
      assert.equal(parsePuzzles([...ESCARGOT, ...ESCARGOT].join('\r\n')).filter((e) => e.kind === 'puzzle').length, 2);
      // A few numbers on their own lines are prose.
      assert.deepEqual(parsePuzzles('1\n2\n3\n'), []);
    });

    it('splits two grids run together, or separated by a rule, into two puzzles', () => {
      for (const between of ['', '-----', '------+-------+------', '=====']) {
        const text = [...GRID, ...(between ? [between] : []), ...GRID].join('\n');
        const entries = parsePuzzles(text);
        assert.deepEqual(
          entries.map((e) => `${e.kind}:${e.line}-${e.endLine}`),
          ['puzzle:0-10', `puzzle:${between ? 12 : 11}-${between ? 22 : 21}`],
          `with ${JSON.stringify(between)} between`,
        );
      }
      // A broken grid before a rule stays broken on its own, and the next one reads.
      const broken = GRID.filter((_, i) => i !== 9);
      const entries = parsePuzzles([...broken, '-----', ...GRID].join('\n'));
      assert.deepEqual(
        entries.map((e) => e.kind),
        ['malformed', 'puzzle'],
      );
      assert.match((entries[0] as Malformed).message, /8 rows/);
    });

    it('is surrogate-safe: an emoji is one bad character, and a lone surrogate swallows nothing', () => {
      const emoji = `${ESCARGOT.slice(0, 40)}😀${ESCARGOT.slice(41)}`;
      const m = malformed(emoji);
      assert.equal(m.problems.length, 1);
      assert.equal(emoji.slice(m.problems[0].start, m.problems[0].end), '😀');
      assert.match(m.message, /Unexpected character '😀'/);
      // In a grid row too.
      const lines = [...GRID];
      lines[0] = '5 3 😀 | . 7 . | . . .';
      const g = malformed(lines.join('\n'));
      const text = lines.join('\n');
      assert.equal(text.slice(g.problems[0].start, g.problems[0].end), '😀');
      // A lone high surrogate before a digit: the digit is still a cell.
      const lone = [...GRID];
      lone[0] = '5 3 \ud83d. | . 7 . | . . .';
      const l = malformed(lone.join('\n'));
      assert.equal(l.problems.length, 1);
      assert.match(l.problems[0].message, /U\+D83D/);
      assert.equal(l.problems[0].end - l.problems[0].start, 1);
    });

    it('says exactly what is wrong with a stray character after a full row', () => {
      const lines = [...GRID];
      lines[9] += ' x';
      const m = malformed(lines.join('\n'));
      assert.equal(m.problems.length, 1, JSON.stringify(m.problems));
      assert.equal(m.message, "Unexpected character 'x' in row 8, which already has its 9 cells: remove it.");
      const line = malformed(`${ESCARGOT}x named`);
      assert.equal(line.problems.length, 1, JSON.stringify(line.problems));
      assert.match(line.message, /Unexpected character 'x'/);
    });
  });

  describe('selections and lookup', () => {
    it('extracts 81 cells from arbitrary decorated text', () => {
      const text = '+-------+\n' + GRID.map((l) => `| ${l} |`).join('\n');
      const e = parseSelection(text, 100, 5);
      assert.equal(e.kind, 'puzzle');
      assert.equal((e as Puzzle).cells, GRID_CELLS);
      assert.equal(e.line, 5 + 1);
      assert.ok((e as Puzzle).offsets.every((o) => o >= 100));
    });

    it('says how many cells a bad selection holds', () => {
      const e = parseSelection('1 2 3 4 5');
      assert.equal(e.kind, 'malformed');
      assert.match((e as Malformed).message, /5 cells; a puzzle needs 81/);
    });

    it('says so when a selection holds several puzzles, and how many', () => {
      const e = parseSelection(`${ESCARGOT}\n${ESCARGOT.replace('1', '.')}\n${GRID.join('\n')}`);
      assert.equal(e.kind, 'malformed');
      assert.match((e as Malformed).message, /^The selection holds 3 puzzles; select one of them/);
    });

    it('counts the other problems in words: "1 more problem", "2 more problems"', () => {
      const one = parsePuzzles(`x${ESCARGOT.slice(1, 40)}y${ESCARGOT.slice(41)}`)[0] as Malformed;
      assert.equal(one.kind, 'malformed');
      assert.match(one.message, /\(and 1 more problem\)$/);
      const two = parsePuzzles(`x${ESCARGOT.slice(1, 40)}y${ESCARGOT.slice(41, 60)}z${ESCARGOT.slice(61)}`)[0] as Malformed;
      assert.match(two.message, /\(and 2 more problems\)$/);
    });

    it('finds the entry at a line', () => {
      const entries = parsePuzzles(`# x\n${GRID.join('\n')}\n\n${ESCARGOT}`);
      assert.equal(entryAtLine(entries, 0), undefined);
      assert.equal(entryAtLine(entries, 5)?.form, 'grid');
      assert.equal(entryAtLine(entries, 13)?.form, 'line');
    });

    it("finds the puzzle whose #progress and #marks lines a line is on, and no other's (issue 34, defect 9)", () => {
      const board = [...ESCARGOT].map((ch, i) => (ch === '.' && i === ESCARGOT.indexOf('.') ? '+5' : ch)).join('');
      const text = `${ESCARGOT}\n#progress ${board}\n#marks r1c3:59\n\n# next\n${ESCARGOT.replace('1', '.')}\n`;
      const entries = parsePuzzles(text);
      assert.equal(entryAtLine(entries, 1), undefined, 'the progress line is no entry of its own');
      assert.equal(puzzleOfProgressLine(entries, 1)?.line, 0);
      assert.equal(puzzleOfProgressLine(entries, 2)?.line, 0, 'the #marks line too');
      assert.equal(puzzleOfProgressLine(entries, 3), undefined, "a blank line after them is nobody's");
      assert.equal(puzzleOfProgressLine(entries, 4), undefined);
    });
  });

  describe('writing', () => {
    it('round-trips the line, grid and comma forms', () => {
      assert.equal(puzzle(toLine(ESCARGOT, '0')).cells, ESCARGOT);
      assert.equal(puzzle(toGrid(ESCARGOT)).cells, ESCARGOT);
      assert.equal(puzzle(toComma(ESCARGOT)).cells, ESCARGOT);
    });
  });

  describe('the samples', () => {
    const samples = path.join(ROOT, 'samples');
    it('reads every sample puzzle, and flags exactly the broken ones', () => {
      const text = (f: string) => fs.readFileSync(path.join(samples, f), 'utf8');
      assert.equal(parsePuzzles(text('hardest.sudoku')).filter((e) => e.kind === 'puzzle').length, 10);
      const seeds = parsePuzzles(text('seeds.sudoku'));
      assert.deepEqual(
        seeds.map((e) => `${e.kind}:${e.form}`),
        ['puzzle:grid', 'puzzle:block', 'puzzle:comma'],
      );
      const invalid = parsePuzzles(text('invalid.sudoku'));
      assert.deepEqual(
        invalid.map((e) => e.kind),
        ['puzzle', 'malformed', 'malformed', 'puzzle', 'puzzle', 'malformed'],
      );
    });
  });
});

describe('formats: hostile input, second round (nothing a person calls a puzzle is skipped)', () => {
  const ROWS = Array.from({ length: 9 }, (_, r) => [...ESCARGOT.slice(r * 9, r * 9 + 9)].join(' '));
  const kinds = (text: string) => parsePuzzles(text).map((e) => e.kind);

  it('reads a grid with a blank line between its rows, or between its boxes, and 81 one-digit lines spaced by blank lines', () => {
    for (const eol of ['\n', '\r\n']) {
      const spaced = puzzle(ROWS.join(eol + eol));
      assert.equal(spaced.cells, ESCARGOT);
      assert.deepEqual([spaced.line, spaced.endLine], [0, 16]);
      const boxes = [0, 3, 6].map((r) => ROWS.slice(r, r + 3).join(eol)).join(eol + eol);
      assert.equal(puzzle(boxes).cells, ESCARGOT);
      const text = [...ESCARGOT].join(eol + eol);
      const cells = puzzle(text);
      assert.equal(cells.cells, ESCARGOT);
      assertOffsets(text, cells);
    }
  });

  it('reports a blank-spaced grid that is broken, and keeps grids apart when a blank line is between them', () => {
    const short = malformed(ROWS.slice(0, 8).join('\n\n'));
    assert.match(short.message, /8 rows/);
    const typo = [...ROWS];
    typo[2] = typo[2].slice(0, -2);
    const row = malformed(typo.join('\n\n'));
    assert.equal(row.problems.length, 1);
    assert.match(row.message, /^Row 3 of the grid has 8 cells/);
    const twoGrids = `${GRID.join('\n')}\n\n${GRID.join('\n')}`;
    assert.deepEqual(kinds(twoGrids), ['puzzle', 'puzzle']);
    // A grid missing a row, then a blank line, then a whole grid: the broken one is reported alone.
    assert.deepEqual(kinds(`${GRID.filter((_, i) => i !== 9).join('\n')}\n\n${GRID.join('\n')}`), ['malformed', 'puzzle']);
  });

  for (const [name, zw] of [
    ['zero-width space', '\u200b'],
    ['zero-width joiner', '\u200d'],
    ['word joiner', '\u2060'],
    ['soft hyphen', '\u00ad'],
  ]) {
    it(`reads cells separated by a ${name}, in a file as in a selection`, () => {
      for (const text of [[...ESCARGOT].join(zw), GRID.map((l) => l.replace(/ /g, zw)).join('\n')]) {
        const p = puzzle(text);
        assertOffsets(text, p);
        const sel = parseSelection(text);
        assert.equal(sel.kind, 'puzzle');
        assert.equal((sel as Puzzle).cells, p.cells);
      }
    });
  }

  it('reports a combining mark on a digit, on the digit and its mark, in a file and in a selection', () => {
    const text = [...ESCARGOT].map((c) => `${c}\u0301`).join('');
    const m = malformed(text);
    assert.equal(m.problems.length, 81);
    assert.match(m.message, /Combining marks sit on the cells of this puzzle \(81 of them\)/);
    assert.equal(text.slice(m.problems[0].start, m.problems[0].end), '1\u0301');
    assert.match(m.problems[0].message, /'1́' carries a combining mark \(U\+0301\)|carries a combining mark \(U\+0301\)/);
    assert.equal(parseSelection(text).kind, 'malformed');
    // One mark in a grid: the grid is reported, on that cell.
    const lines = [...GRID];
    lines[4] = '8 . . | . 6\u0308 . | . . 3';
    const g = malformed(lines.join('\n'));
    assert.equal(g.problems.length, 1);
    assert.equal(lines.join('\n').slice(g.problems[0].start, g.problems[0].end), '6\u0308');
  });

  for (const [name, write] of [
    ['Arabic-Indic', (d: number) => String.fromCharCode(0x660 + d)],
    ['Devanagari', (d: number) => String.fromCharCode(0x966 + d)],
    ['mathematical bold', (d: number) => String.fromCodePoint(0x1d7ce + d)],
    ['circled', (d: number) => (d === 0 ? '\u24ea' : String.fromCharCode(0x2460 + d - 1))],
  ] as [string, (d: number) => string][]) {
    it(`reports ${name} digits on each digit, with the ASCII digit to write`, () => {
      const text = ESCARGOT.replace(/[0-9]/g, (d) => write(Number(d)));
      const m = malformed(text);
      assert.equal(m.problems.length, 23);
      assert.match(m.message, /digits of another script or style \(23 of them\)/);
      assert.equal(text.slice(m.problems[0].start, m.problems[0].end), write(1));
      assert.match(m.problems[0].message, new RegExp(`Digit '${write(1)}' is not an ASCII digit: write it as '1'`, 'u'));
      // In a grid too, with no complaint about the rows.
      const g = malformed(GRID.map((l) => l.replace(/[0-9]/g, (d) => write(Number(d)))).join('\n'));
      assert.equal(g.problems.length, 30);
      assert.ok(!g.problems.some((p) => p.code === 'bad-row' || p.code === 'wrong-row-count'));
      assert.equal(parseSelection(text).kind, 'malformed');
    });
  }

  it('reads grid rows separated by NEL or form feed, which the editor shows on one line', () => {
    for (const sep of ['\u0085', '\f']) {
      const text = GRID.join(sep);
      const p = puzzle(text);
      assert.equal(p.cells, GRID_CELLS);
      assertOffsets(text, p);
    }
  });

  describe('SudokuWiki links', () => {
    const BD = ESCARGOT.replace(/\./g, '0');
    const url = (bd: string, q = '?') => `https://www.sudokuwiki.org/sudoku.htm${q}bd=${bd}`;

    it('reads a link, in prose and brackets too', () => {
      assert.equal(puzzle(url(BD)).cells, ESCARGOT);
      const prose = `See (${url(BD)}).`;
      const p = puzzle(prose);
      assert.equal(p.cells, ESCARGOT);
      assertOffsets(prose, p);
    });

    it('reports a broken link on the place: 80 or 82 digits, a letter among them, #bd=', () => {
      for (const [bd, cells] of [
        [BD.slice(1), 80],
        [`${BD}5`, 82],
      ] as [string, number][]) {
        const text = url(bd);
        const m = malformed(text);
        assert.match(m.message, new RegExp(`bd= holds ${cells} cells; a puzzle needs 81`));
        assert.equal(text.slice(m.problems[0].start, m.problems[0].end), bd);
      }
      const letter = url(`${BD.slice(0, 40)}x${BD.slice(41)}`);
      const l = malformed(letter);
      assert.equal(l.problems.length, 1);
      assert.equal(letter[l.problems[0].start], 'x');
      assert.equal(l.problems[0].start, letter.indexOf('bd=') + 3 + 40);
      const hash = url(BD, '#');
      const h = malformed(hash);
      assert.equal(h.problems.length, 1);
      assert.equal(hash.slice(h.problems[0].start, h.problems[0].end + 3), '#bd=');
      assert.match(h.message, /follows '\?bd='/);
    });
  });

  describe('data that is not a puzzle is left alone', () => {
    const lines = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('\n');
    const cases: [string, string][] = [
      ['30 IPv4 addresses', lines(30, (i) => `192.168.${(i % 7) + 1}.${((i * 37) % 250) + 1}`)],
      ['30 short IPv4 addresses', lines(30, (i) => `10.${i % 3}.${i % 10}.${(i * 7) % 100}`)],
      ['30 three-digit numbers, one a line', lines(30, (i) => String(100 + ((i * 389) % 900)))],
      ['the numbers 1 to 30, one a line', lines(30, (i) => String(i + 1))],
      ['30 numbers separated by commas', Array.from({ length: 30 }, (_, i) => String((i * 389) % 1000)).join(',')],
      ['27 three-digit numbers separated by commas', Array.from({ length: 27 }, (_, i) => String(100 + ((i * 389) % 900))).join(',')],
      ['30 numbers separated by spaces', Array.from({ length: 30 }, (_, i) => String((i * 389) % 1000)).join(' ')],
      ['30 ISO dates', lines(30, (i) => `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`)],
      ['30 dates with slashes', lines(30, (i) => `${(i % 28) + 1}/${(i % 12) + 1}/2024`)],
      ['30 dates with dots', lines(30, (i) => `${(i % 28) + 1}.${(i % 12) + 1}.2024`)],
      ['lines like "ab 123"', lines(200, () => 'ab 123')],
    ];
    for (const [name, text] of cases) {
      it(name, () => assert.deepEqual(parsePuzzles(text), []));
    }
  });
});
