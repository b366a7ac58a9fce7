/**
 * Killers as text (issue 37): #cage/#cages lines, the forums' arrow form,
 * SudoCue's 3x3:d:k: line, SudokuWiki's killer link, f-puzzles and SudokuPad
 * links; what reads, what is written back, and what is said, at its exact place.
 * Parsing only: solving a killer is the engine's (its own tests).
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { type Puzzle, parsePuzzles, parseSelection } from '../../src/core/formats';
import { variantText } from '../../src/core/variants';
import { cagesText } from '../../src/core/cages';
import { isArrowForm, writeArrowForm, writeSudoCue, writeWikiKiller } from '../../src/core/killerForms';
import { compressToBase64, decompressFromBase64 } from '../../src/core/lzString';
import { fpuzzlesLink, sudokuPadLink } from '../../src/core/fpuzzles';
import { syntaxDiagnostics } from '../../src/features/diagnostics/diagnosticsModel';
import type { Cage, Variant } from '../../src/shared/variant';
import { shareLines, variantWikiLink } from '../../src/features/share/shareModel';
import { cageRepeatFix } from '../../src/features/quickFixes/quickFixesModel';

const DOTS = '.'.repeat(81);

interface Row {
  name: string;
  variant: string;
  cages: string;
  source_format: string;
  source_input: string;
}
const ROWS: Row[] = (() => {
  const [head, ...body] = fs.readFileSync(path.join(__dirname, '../data/variants/killer.tsv'), 'utf8').split(/\r?\n/).filter(Boolean);
  const cols = head.split('\t');
  return body.map((l) => Object.fromEntries(l.split('\t').map((v, i) => [cols[i], v])) as unknown as Row);
})();

/** The tsv's cages column (`3=r1c1+r1c2;...`) as cages, cells ascending, in the order of their first cells. */
function cagesOf(column: string): Cage[] {
  return sorted(
    column.split(';').map((part) => {
      const [sum, cells] = part.split('=');
      const ids = cells.split('+').map((c) => (Number(c[1]) - 1) * 9 + Number(c[3]) - 1);
      return { sum: Number(sum), cells: ids.sort((a, b) => a - b) };
    }),
  );
}
const sorted = (cages: readonly Cage[]) => [...cages].sort((a, b) => a.cells[0] - b.cells[0]);

function puzzles(text: string): Puzzle[] {
  return parsePuzzles(text).filter((e): e is Puzzle => e.kind === 'puzzle');
}

/** Each diagnostic as [code, the text it covers]. */
function marked(text: string): [string, string, string][] {
  return syntaxDiagnostics(parsePuzzles(text)).map((d) => [d.code, text.slice(d.start, d.end), d.message]);
}

const FIRST = ROWS[0];
const FIRST_CAGES = cagesOf(FIRST.cages);

describe('killer cages as lines', () => {
  it('reads a #cages line (the data set`s own form) into the variant, cells ascending', () => {
    const [p] = puzzles(`${DOTS}\n#cages ${FIRST.cages}\n`);
    assert.deepEqual(sorted(p.variant!.variant!.cages!), FIRST_CAGES);
    assert.deepEqual(p.variant!.notes, []);
    assert.deepEqual(p.variant!.variant!.rules, []);
  });

  it('reads one cage a line, with spaces, commas, colons and r1c23 for r1c2 and r1c3', () => {
    const text = `${DOTS}\n#variant killer x\n#cage 3 r1c1 r1c2\n#cage 15: R1C3, r1c45\n`;
    const [p] = puzzles(text);
    assert.deepEqual(p.variant!.variant, {
      rules: ['x'],
      cages: [
        { sum: 3, cells: [0, 1] },
        { sum: 15, cells: [2, 3, 4] },
      ],
    });
    assert.deepEqual(marked(text), []);
  });

  it('writes the cages back as a #cages line that reads the same', () => {
    const v: Variant = { rules: ['x'], cages: FIRST_CAGES };
    const lines = variantText(v);
    assert.deepEqual(lines[0], '#variant killer x');
    assert.ok(lines[1].startsWith(`#cages ${cagesText(FIRST_CAGES).slice(0, 10)}`));
    const [p] = puzzles([DOTS, ...lines, ''].join('\n'));
    assert.deepEqual(p.variant!.variant, v);
    assert.deepEqual(p.variant!.notes, []);
  });

  it('reads cages under a selection too', () => {
    const e = parseSelection(`${DOTS}\n#cages 3=r1c1+r1c2\n`, 100, 4);
    assert.equal(e.kind, 'puzzle');
    assert.deepEqual((e as Puzzle).variant?.variant?.cages, [{ sum: 3, cells: [0, 1] }]);
  });
});

describe('killer cage diagnostics, at their exact places', () => {
  const base = `${DOTS}\n`;

  it('a cell two cages share: at the cell in the later cage, which is not read', () => {
    const text = `${base}#cages 3=r1c1+r1c2; 4=r1c2+r1c3\n`;
    const found = marked(text);
    assert.deepEqual(
      found.map(([c, t]) => [c, t]),
      [['bad-variant', 'r1c2']],
    );
    const d = syntaxDiagnostics(parsePuzzles(text))[0];
    assert.equal(d.start, text.lastIndexOf('r1c2'));
    assert.match(d.message, /r1c2 is already in another cage/);
    assert.deepEqual(puzzles(text)[0].variant!.variant!.cages, [{ sum: 3, cells: [0, 1] }]);
  });

  it('a cell listed twice in a cage: a warning at the repeat, the cage read once', () => {
    const text = `${base}#cage 3 r1c1 r1c2 r1c1\n`;
    const d = syntaxDiagnostics(parsePuzzles(text));
    assert.deepEqual(
      d.map((x) => [x.code, x.severity, x.start]),
      [['variant-note', 'warning', text.lastIndexOf('r1c1')]],
    );
    assert.deepEqual(puzzles(text)[0].variant!.variant!.cages, [{ sum: 3, cells: [0, 1] }]);
  });

  it('a sum no distinct digits make: 2 or 18 in two cells, at the sum', () => {
    for (const sum of [2, 18]) {
      const text = `${base}#cages 3=r5c5+r5c6; ${sum}=r1c1+r1c2\n`;
      const [[code, at, message]] = marked(text);
      assert.equal(code, 'bad-variant');
      assert.equal(at, String(sum));
      assert.match(message, new RegExp(`No 2 different digits add up to ${sum}: a cage of 2 cells sums to between 3 and 17`));
      assert.equal(syntaxDiagnostics(parsePuzzles(text))[0].start, text.indexOf(`${sum}=r1c1`));
    }
    assert.match(marked(`${base}#cage 46 r1c1\n`)[0][2], /No 1 different digits|between 1 and 9/);
  });

  it('a cell outside the grid, and a word that is no cell: at the word; the cage not read', () => {
    const text = `${base}#cages 3=r1c1+r0c2; 5=r2c1+x9\n`;
    assert.deepEqual(
      marked(text).map(([c, t]) => [c, t]),
      [
        ['bad-variant', 'r0c2'],
        ['bad-variant', 'x9'],
      ],
    );
    assert.match(marked(text)[0][2], /outside the grid/);
    assert.equal(puzzles(text)[0].variant?.variant, undefined);
  });

  it('cages that cover the grid but do not add up to 405, at the first cage', () => {
    const wrong = FIRST.cages.replace(/^3=/, '4=');
    const text = `${base}#cages ${wrong}\n`;
    const [[code, at, message]] = marked(text);
    assert.equal(code, 'bad-variant');
    assert.equal(at, '4');
    assert.match(message, /must add up to 405.*these add up to 406/);
  });

  it('cages that fill a box exactly but do not add up to 45, naming the box', () => {
    const text = `${base}#cages 10=r1c1+r1c2+r1c3; 20=r2c1+r2c2+r2c3; 16=r3c1+r3c2+r3c3\n`;
    const [[, at, message]] = marked(text);
    assert.equal(at, '10');
    assert.match(message, /inside box 1 fill it exactly.*add up to 46/);
  });

  it('an unknown variant name, and `killer` with no cages', () => {
    assert.deepEqual(
      marked(`${base}#variant killr\n`).map(([c, t]) => [c, t]),
      [['bad-variant', 'killr']],
    );
    assert.deepEqual(
      marked(`${base}#variant killer\n`).map(([c, t]) => [c, t]),
      [['bad-variant', 'killer']],
    );
  });
});

describe('killers from other tools', () => {
  it('reads every arrow-form and SudoCue row of the data set as its cages column says', () => {
    const forms = ROWS.filter((r) => r.source_format !== 'iss');
    assert.ok(forms.length >= 30, `${forms.length} rows`);
    for (const row of forms) {
      const [p] = puzzles(`${row.source_input} ${row.name || 'tarek'}\n`);
      assert.ok(p, row.source_input.slice(0, 20));
      assert.equal(p.form, 'link');
      assert.equal(p.cells, DOTS);
      assert.deepEqual(sorted(p.variant!.variant!.cages!), cagesOf(row.cages), row.source_input.slice(0, 20));
      assert.deepEqual(p.variant!.variant!.rules, row.variant === 'killer+x' ? ['x'] : []);
      assert.deepEqual(p.variant!.notes, []);
    }
  });

  it('writes SudoCue`s form, which reads back the same', () => {
    const line = writeSudoCue(FIRST_CAGES, true);
    const [p] = puzzles(`${line}\n`);
    assert.deepEqual(p.variant!.variant, { rules: ['x'], cages: FIRST_CAGES });
  });

  it('says where an arrow line or a SudoCue line does not read', () => {
    const arrow = ROWS.find((r) => r.source_format === 'short-killer')!.source_input;
    const off = `${arrow.slice(0, 9)}>${arrow.slice(10)}`.replace(/^./, '<');
    const [e] = parsePuzzles(`${off}\n`);
    assert.equal(e.kind, 'malformed');
    if (e.kind === 'malformed') {
      assert.equal(e.problems[0].start, 0, 'at the arrow pointing off the grid');
      assert.match(e.message, /points off the grid/);
    }
    const cue = ROWS.find((r) => r.source_format === 'sudocue-long-killer')!.source_input.replace(':7705:', ':77x5:');
    const [c] = parsePuzzles(`${cue}\n`);
    assert.equal(c.kind, 'malformed');
    if (c.kind === 'malformed') assert.equal(cue.slice(c.problems[0].start, c.problems[0].end), '77x5');
  });

  it('reads SudokuWiki`s killer link (its published example), and writes one that reads back', () => {
    const bd =
      '212112111212112223213331443231221241134412231124133132322122212344411312111411312,171510200026110000000000000000000011000011000017160000001101060000090016110017000900000900001800160800040010160000001100002100001800001800140000080000000000000000';
    const [p] = puzzles(`https://www.sudokuwiki.org/killersudoku.aspx?bd=${bd}\n`);
    const cages = p.variant!.variant!.cages!;
    assert.equal(
      cages.reduce((n, c) => n + c.sum, 0),
      405,
    );
    assert.equal(
      cages.reduce((n, c) => n + c.cells.length, 0),
      81,
    );
    assert.deepEqual(p.variant!.notes, []);
    const written = writeWikiKiller(FIRST_CAGES)!;
    assert.match(written, /^[1-4]{81},\d{162}$/);
    const [q] = puzzles(`https://www.sudokuwiki.org/killersudoku.aspx?bd=${written}\n`);
    assert.deepEqual(sorted(q.variant!.variant!.cages!), FIRST_CAGES);
    assert.equal(writeWikiKiller([{ sum: 3, cells: [0, 2] }]), undefined, 'a cage in pieces cannot be written');
  });
});

describe('f-puzzles and SudokuPad links', () => {
  it('lz-string: the published vectors, both ways', () => {
    assert.equal(compressToBase64('{"x":3}'), 'N4IgHiBcDMC+Q===');
    assert.equal(decompressFromBase64('N4IgHiBcDMC+Q==='), '{"x":3}');
    const text = 'grid ✓ é '.repeat(40);
    assert.equal(decompressFromBase64(compressToBase64(text)), text);
    assert.equal(decompressFromBase64('N4Ig!'), undefined);
  });

  it('reads a published f-puzzles link with a given', () => {
    const link =
      'https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A';
    const [p] = puzzles(`see ${link}.\n`);
    assert.equal(p.cells, `1${DOTS.slice(1)}`);
    assert.equal(p.variant?.variant, undefined, 'a classic puzzle');
    assert.deepEqual(p.variant?.notes, []);
  });

  it('round trip: each variant written as f-puzzles and SudokuPad links reads back the same', () => {
    const jigsaw = '111111123456616123456666223456622223455577323445777333445577778499998888999998888';
    const cases: [string, Variant][] = [
      [DOTS, { rules: [], cages: FIRST_CAGES }],
      [DOTS, { rules: ['x'], cages: FIRST_CAGES }],
      [`12${DOTS.slice(2)}`, { rules: ['x', 'windoku', 'anti-knight', 'anti-king'] }],
      [`..3${DOTS.slice(3)}`, { rules: ['x'], regions: jigsaw }],
    ];
    for (const [cells, v] of cases) {
      for (const link of [fpuzzlesLink(cells, v, 'A title'), sudokuPadLink(cells, v)]) {
        const [p] = puzzles(`${link}\n`);
        assert.ok(p, link);
        assert.equal(p.cells, cells);
        assert.deepEqual(p.variant?.variant, v);
        assert.deepEqual(p.variant?.notes, []);
      }
    }
    assert.equal(puzzles(`${fpuzzlesLink(DOTS, { rules: [], cages: FIRST_CAGES }, 'A title')}\n`)[0].name, 'A title');
  });

  it('names a constraint it does not solve (a warning at the link), and solves the rest', () => {
    const doc = {
      size: 9,
      grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))),
      'diagonal+': true,
      thermometer: [{ lines: [['R1C1', 'R1C2']] }],
      killercage: [{ cells: ['R1C1', 'R1C2'], value: '3' }],
    };
    const link = `https://sudokupad.app/fpuzzles${compressToBase64(JSON.stringify(doc))}`;
    const text = `${link}\n`;
    const d = syntaxDiagnostics(parsePuzzles(text));
    assert.deepEqual(
      d.map((x) => [x.severity, text.slice(x.start, x.end) === link]),
      [
        ['warning', true],
        ['warning', true],
      ],
    );
    assert.match(d.map((x) => x.message).join(' '), /'diagonal\+' is not supported.*'thermometer' is not supported/);
    assert.deepEqual(puzzles(text)[0].variant?.variant, { rules: [], cages: [{ sum: 3, cells: [0, 1] }] });
  });

  it('says why a link does not read: cut short, an ?id= link, not 9x9', () => {
    const [cut] = parsePuzzles('https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJ\n');
    assert.equal(cut.kind, 'malformed');
    const [short] = parsePuzzles('https://f-puzzles.com/?id=29ytsnfl\n');
    assert.match(short.kind === 'malformed' ? short.message : '', /\?id=/);
    const six = `https://f-puzzles.com/?load=${compressToBase64(JSON.stringify({ size: 6, grid: [] }))}`;
    assert.match((parsePuzzles(`${six}\n`)[0] as { message: string }).message, /not 9×9/);
  });
});

describe('Share for variants', () => {
  it('copies the line with its variant lines, which read back as the same puzzle', () => {
    const v: Variant = { rules: ['x'], cages: FIRST_CAGES };
    const text = shareLines(DOTS, v);
    const [p] = puzzles(`${text}\n`);
    assert.deepEqual(p.variant?.variant, v);
    assert.equal(shareLines(DOTS), DOTS, 'a classic puzzle is its line alone');
  });

  it('gives SudokuWiki`s killer link for a plain killer, its classic link for a classic puzzle, and none for what it cannot carry', () => {
    const killer = variantWikiLink(DOTS, { rules: [], cages: FIRST_CAGES })!;
    assert.match(killer, /^https:\/\/www\.sudokuwiki\.org\/killersudoku\.aspx\?bd=[1-4]{81},\d{162}$/);
    assert.deepEqual(sorted(puzzles(`${killer}\n`)[0].variant!.variant!.cages!), FIRST_CAGES);
    assert.match(variantWikiLink(`1${DOTS.slice(1)}`)!, /sudoku\.htm\?bd=1/);
    assert.equal(variantWikiLink(DOTS, { rules: ['x'], cages: FIRST_CAGES }), undefined, 'Killer-X');
    assert.equal(variantWikiLink(`1${DOTS.slice(1)}`, { rules: [], cages: FIRST_CAGES }), undefined, 'a killer with a given');
    assert.equal(variantWikiLink(DOTS, { rules: ['windoku'] }), undefined);
  });
});

describe('quick fix for a repeated cell', () => {
  it('removes the repeat with the separator before it, and nothing when the repeat is part of r1c12', () => {
    const text = `${DOTS}\n#cages 4=r3c1+r3c2+r3c1; 5=r4c1 r4c2\n`;
    const [p] = puzzles(text);
    const note = p.variant!.notes.find((n) => n.kind === 'cage-cell-twice')!;
    const edit = cageRepeatFix(text, note)!;
    const fixed = text.slice(0, edit.start) + edit.newText + text.slice(edit.end);
    assert.equal(fixed, `${DOTS}\n#cages 4=r3c1+r3c2; 5=r4c1 r4c2\n`);
    assert.deepEqual(puzzles(fixed)[0].variant!.notes, []);
    const compound = `${DOTS}\n#cage 4 r3c1 r3c12\n`;
    const twice = puzzles(compound)[0].variant!.notes.find((n) => n.kind === 'cage-cell-twice')!;
    assert.equal(cageRepeatFix(compound, twice), undefined);
  });
});

describe('the arrow form written', () => {
  it('writes every full killer of the data set as an arrow line that reads back to its cages', () => {
    for (const row of ROWS) {
      const cages = cagesOf(row.cages);
      const line = writeArrowForm(cages);
      if (cages.reduce((n, c) => n + c.cells.length, 0) < 81) {
        assert.equal(line, undefined, 'a cell in no cage cannot be written');
        continue;
      }
      assert.ok(line && isArrowForm(line), row.cages.slice(0, 30));
      assert.deepEqual(sorted(puzzles(`${line}\n`)[0].variant!.variant!.cages!), cages);
    }
  });
});

describe('a killer line with variant lines under it', () => {
  it('takes the rules of both, and `killer` under a line that has its cages is no error', () => {
    const line = writeSudoCue(FIRST_CAGES, false);
    const [p] = puzzles(`${line}\n#variant killer windoku\n`);
    assert.deepEqual(p.variant!.variant, { rules: ['windoku'], cages: FIRST_CAGES });
    assert.deepEqual(p.variant!.notes, []);
  });

  it('leaves SudokuPad`s metadata cages (rules: ..., no cells) unsaid, and names a drawn cage', () => {
    const grid = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({})));
    const meta = { size: 9, grid, cage: [{ value: 'rules: Normal killer rules apply.' }] };
    const [p] = puzzles(`https://sudokupad.app/fpuzzles${compressToBase64(JSON.stringify(meta))}\n`);
    assert.deepEqual(p.variant!.notes, []);
    const drawn = { ...meta, cage: [{ cells: ['R1C1', 'R1C2'], value: '3' }] };
    const [q] = puzzles(`https://sudokupad.app/fpuzzles${compressToBase64(JSON.stringify(drawn))}\n`);
    assert.deepEqual(
      q.variant!.notes.map((n) => [n.kind, n.word]),
      [['link-unsupported', 'cage']],
    );
  });
});

describe('a SudoCue line of the wrong length', () => {
  it('says how many numbers it has, at the line', () => {
    const line = writeSudoCue(FIRST_CAGES, false).replace(/:\d+$/, '');
    const [e] = parsePuzzles(`${line}\n`);
    assert.equal(e.kind, 'malformed');
    assert.match(e.kind === 'malformed' ? e.message : '', /81 numbers .* this one has 80/);
  });
});
