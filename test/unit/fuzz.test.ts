/**
 * The parser against hostile text: seeded and reproducible. It must never
 * throw, must return ranges inside the text, and must do work linear in the
 * size of the text (counted, not timed).
 */
import { strict as assert } from 'assert';
import { Entry, parsePuzzles, parseSelection, parserWork, splitLines } from '../../src/core/formats';
import { puzzleSet } from '../helpers/engine';

/** A small seeded generator (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
  };
}

const PUZZLES = puzzleSet('top1465')
  .slice(0, 50)
  .map((p) => p.cells);
const ODD = [
  '５',
  '０',
  '①',
  '😀',
  '👩‍👩‍👧',
  '\u0301',
  '\u200b',
  '\u202e',
  '\u0000',
  '\ufeff',
  'é',
  'ß',
  'Ⅸ',
  '٣',
  '\t',
  '\r',
  '\r\n',
  '\n',
  '|',
  '+',
  '-',
  '#',
  '#A ',
  ',',
  '_',
  '0',
  '.',
  ' ',
];

function grid(cells: string, r: ReturnType<typeof rng>): string {
  const rows: string[] = [];
  for (let i = 0; i < 9; i++) {
    if (i === 3 || i === 6) rows.push('------+-------+------');
    const row = cells.slice(i * 9, i * 9 + 9).replace(/\./g, r.pick(['.', '0', '_']));
    rows.push(`${[...row.slice(0, 3)].join(' ')} | ${[...row.slice(3, 6)].join(' ')} | ${[...row.slice(6)].join(' ')}`);
  }
  return rows.join(r.pick(['\n', '\r\n', '\r']));
}

function mutate(text: string, r: ReturnType<typeof rng>): string {
  const chars = [...text];
  const edits = r.int(6);
  for (let k = 0; k < edits; k++) {
    const at = r.int(chars.length + 1);
    const op = r.int(4);
    if (op === 0) chars.splice(at, 1);
    else if (op === 1) chars.splice(at, 0, r.pick(ODD));
    else if (op === 2) chars.splice(at, 0, String.fromCharCode(r.int(0x3000)));
    else chars.length = Math.min(chars.length, at); // truncate
  }
  return chars.join('');
}

function randomText(r: ReturnType<typeof rng>): string {
  switch (r.int(7)) {
    case 0: // random bytes, read as Latin-1
      return Array.from({ length: r.int(400) }, () => String.fromCharCode(r.int(256))).join('');
    case 1: // odd Unicode and line breaks
      return Array.from({ length: r.int(200) }, () => r.pick(ODD)).join('');
    case 2: // a damaged one-line puzzle with a name
      return mutate(`${r.pick(PUZZLES)} name ${r.int(100)}`, r);
    case 3: // a damaged grid
      return mutate(grid(r.pick(PUZZLES), r), r);
    case 4: // several puzzles, comments and metadata, any line endings, maybe a BOM
      return (
        (r.int(2) ? '\ufeff' : '') +
        [`#A x${r.int(9)}`, '# c', r.pick(PUZZLES), grid(r.pick(PUZZLES), r), '']
          .map((x) => mutate(x, r))
          .join(r.pick(['\n', '\r\n', '\r']))
      );
    case 5: // tabs and decoration
      return r
        .pick(PUZZLES)
        .split('')
        .join(r.pick(['\t', ' ', '|', ',']));
    default: // digits only, of any length
      return Array.from({ length: r.int(200) }, () => String(r.int(10))).join('');
  }
}

function checkEntries(text: string, entries: Entry[]): void {
  const lines = splitLines(text).length;
  for (const e of entries) {
    assert.ok(e.start >= 0 && e.start <= e.end && e.end <= text.length, `range ${e.start}-${e.end} of ${text.length}`);
    assert.ok(e.line >= 0 && e.line <= e.endLine && e.endLine < lines);
    if (e.kind === 'puzzle') {
      assert.equal(e.cells.length, 81);
      assert.match(e.cells, /^[1-9.]{81}$/);
      let last = -1;
      for (const o of e.offsets) {
        assert.ok(o > last && o < text.length);
        assert.match(text[o], /[0-9._]/);
        last = o;
      }
    } else {
      assert.ok(e.problems.length > 0 && e.message.length > 0);
      for (const p of e.problems) {
        assert.ok(p.start >= 0 && p.start <= p.end && p.end <= text.length, `problem ${p.start}-${p.end} of ${text.length}`);
        // Never half a character: no range starts or ends inside a surrogate pair.
        for (const at of [p.start, p.end]) {
          const inside = /[\ud800-\udbff]/.test(text[at - 1] ?? '') && /[\udc00-\udfff]/.test(text[at] ?? '');
          assert.ok(!inside, `problem ${p.start}-${p.end} splits a surrogate pair`);
        }
      }
    }
  }
}

describe('parser fuzzing', () => {
  it('never throws and keeps every range inside the text, over 12,000 seeded cases', () => {
    const r = rng(20261121);
    for (let k = 0; k < 12000; k++) {
      const text = randomText(r);
      let entries: Entry[];
      try {
        entries = parsePuzzles(text);
      } catch (err) {
        assert.fail(`case ${k} threw ${(err as Error).message} on ${JSON.stringify(text).slice(0, 200)}`);
      }
      checkEntries(text, entries);
      // A selection of any part of it reads without throwing, inside its own bounds.
      const a = r.int(text.length + 1);
      const b = a + r.int(text.length - a + 1);
      const sel = parseSelection(text.slice(a, b), a);
      assert.ok(sel.start >= a && sel.end <= b);
    }
  });

  it('reads a 1 MB single line without trouble', () => {
    const r = rng(7);
    const text = Array.from({ length: 1 << 20 }, () => r.pick(['1', '2', '.', 'x', ' ', '|', '5'])).join('');
    const entries = parsePuzzles(text);
    checkEntries(text, entries);
  });

  it('does work linear in the size of the text', () => {
    const r = rng(99);
    const unit = Array.from({ length: 200 }, () => randomText(r)).join('\n');
    const perChar: number[] = [];
    for (const copies of [1, 4, 16, 64]) {
      const text = Array(copies).fill(unit).join('\n');
      parserWork.visited = 0;
      parsePuzzles(text);
      perChar.push(parserWork.visited / text.length);
    }
    // The same work per character whatever the size: no re-scanning.
    for (const x of perChar) {
      assert.ok(x < 4, `visited ${x.toFixed(2)} times per character`);
      assert.ok(Math.abs(x - perChar[0]) < 0.05, `work per character grew: ${perChar.map((y) => y.toFixed(3)).join(', ')}`);
    }
  });
});

/**
 * Adversarial shapes of any size: long runs of each kind of character,
 * repeated link prefixes, many borders, many comment lines, long lines of
 * digits. Each makes text of about `size` characters.
 */
const SHAPES: Record<string, (size: number) => string> = {
  'a dash run after a dot, ending in another character': (n) => `.${'-'.repeat(n)}x`,
  'a dash run after a colon, then spaces and a letter': (n) => `:${'-'.repeat(n / 2)}${' '.repeat(n / 2)}x`,
  'repeated SudokuWiki prefixes, then bd=': (n) => `${'http://sudokuwiki.org/'.repeat(n / 22)}bd=`,
  'repeated SudokuWiki queries': (n) => `https://www.sudokuwiki.org/sudoku.htm?${'bd=1&'.repeat(n / 5)}`,
  'bd= and a host on every line': (n) => 'x https://sudokuwiki.org/?bd=12 '.repeat(n / 32),
  'many pencil-mark borders': (n) => '.---.---.---.\n'.repeat(n / 14),
  'a pencil-mark border, then a long row': (n) => `.---.---.---.\n|${' 123'.repeat(n / 4)} |\n`,
  'many # lines': (n) => '#A someone\n# a comment 123456789\n'.repeat(n / 34),
  'a long line of digits': (n) => '1234567890'.repeat(n / 10),
  'long lines of digits': (n) => `${'1234567890'.repeat(9)}\n`.repeat(n / 91),
  'a long line of comma groups': (n) => '123,'.repeat(n / 4),
  'lines like "ab 123"': (n) => 'ab 123\n'.repeat(n / 7),
  'newlines only': (n) => '\n'.repeat(n),
  'one-digit lines with blank lines between': (n) => '5\n\n'.repeat(n / 3),
  'grid rows with blank lines between': (n) => '5 3 . . 7 . . . .\n\n'.repeat(n / 19),
  'separators only': (n) => '------+-------+------\n'.repeat(n / 22),
  'a bar, spaces and a letter': (n) => `|${' '.repeat(n)}x|`,
  ...Object.fromEntries(
    ['.', '-', '|', ' ', '1', '0', ',', '#', '\t', '_', '\uff15', '\u0301', '\u200b', 'x', '\u0663', '\u0085', '\u00a0', '😀'].map((ch) => [
      `a run of U+${ch.codePointAt(0)!.toString(16).padStart(4, '0')}`,
      (n: number) => `${ch.repeat(n / ch.length)}x`,
    ]),
  ),
};

/** Time per call of `f`, over enough calls to last 10 ms. */
function perCall(f: () => void): number {
  let calls = 0;
  const t0 = performance.now();
  do {
    f();
    calls++;
  } while (performance.now() - t0 < 10);
  return (performance.now() - t0) / calls;
}

/**
 * How much longer `large` takes than `small`: the fastest of several
 * interleaved timings of each, so that load on the machine weighs on both.
 * Measured again while high, up to five times, as a busy moment (another
 * process, a garbage collection) can hit one side only; quadratic work stays
 * high every time.
 */
function timeRatio(parse: (t: string) => unknown, small: string, large: string): number {
  let best = Infinity;
  for (let attempt = 0; attempt < 5 && best > 3; attempt++) {
    let s = Infinity;
    let l = Infinity;
    for (let round = 0; round < 7; round++) {
      s = Math.min(
        s,
        perCall(() => parse(small)),
      );
      l = Math.min(
        l,
        perCall(() => parse(large)),
      );
    }
    best = Math.min(best, l / s);
  }
  return best;
}

describe('parser time on adversarial input', function () {
  for (const [name, parse] of [
    ['parsePuzzles', (t: string) => parsePuzzles(t)],
    ['parseSelection', (t: string) => parseSelection(t)],
  ] as [string, (t: string) => unknown][]) {
    it(`${name}: 100 KB of any shape takes about twice the time of 50 KB, not four times`, () => {
      const slow: string[] = [];
      for (const [shape, make] of Object.entries(SHAPES)) {
        const small = make(50_000);
        const large = make(100_000);
        // The counted work doubles with the text ...
        parserWork.visited = 0;
        parse(small);
        const smallWork = parserWork.visited;
        parserWork.visited = 0;
        parse(large);
        const work = parserWork.visited / Math.max(1, smallWork);
        // ... and so does the time (a ratio, so a slow machine slows both; quadratic work would make it 4).
        const time = timeRatio(parse, small, large);
        if (work > 2.5 || time > 3) slow.push(`${shape}: work ×${work.toFixed(2)}, time ×${time.toFixed(2)}`);
      }
      assert.deepEqual(slow, []);
    });
  }
});
