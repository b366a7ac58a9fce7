import { strict as assert } from 'assert';
import { parsePuzzles, parseSelection } from '../../src/core/formats';
import {
  boardBeforeStep,
  EXPORT_NAME_MAX,
  explanationMarkdown,
  exportFileName,
  pencilMarkGrid,
  shareLine,
  sudokuWikiLink,
} from '../../src/features/share/shareModel';
import { boardPng, boardSvg } from '../../src/features/share/boardPicture';
import { pngChunks } from '../helpers/png';
import { insertionText, puzzleText, symmetryChoices } from '../../src/features/newPuzzle/newPuzzleModel';
import { isPanelToHost } from '../../src/shared/panelProtocol';
import { SHOWN_SQL_FILES } from '../../src/core/catalogue';
import type { GeneratedPuzzle } from '../../src/shared/generate';
import { engine, puzzleSet } from '../helpers/engine';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { HOSTILE_TITLES, linkTargets, renderPreview, renderedText } from '../helpers/markdownPreview';
import { HOSTILE_NAME, HOSTILE_NAMED } from '../helpers/badTechniques';
import { codeLensSummary } from '../../src/features/codeLens/codeLensModel';
import { cellHover, puzzleHover } from '../../src/features/hover/hoverModel';

const HARD = puzzleSet('named_hardest');
const EASY = puzzleSet('easy50')[3].cells;

describe('sharing', () => {
  it('writes the one-line form with dots for blanks', () => {
    assert.equal(shareLine(EASY.replace(/\./g, '0')), EASY);
    assert.match(shareLine(EASY), /^[1-9.]{81}$/);
  });

  it('writes a SudokuWiki link that our parser reads back to the same puzzle, in text and alone', () => {
    for (const { cells } of [...HARD, { cells: EASY }]) {
      const link = sudokuWikiLink(cells);
      assert.match(link, /^https:\/\/www\.sudokuwiki\.org\/sudoku\.htm\?bd=[0-9]{81}$/);
      const found = parsePuzzles(`Try this one: ${link} (from the forum)\n`);
      assert.equal(found.length, 1);
      assert.equal(found[0].kind, 'puzzle');
      assert.equal(found[0].kind === 'puzzle' && found[0].cells, cells);
      const alone = parseSelection(link);
      assert.equal(alone.kind === 'puzzle' && alone.cells, cells);
    }
    // A link with other parameters first, and one that is not SudokuWiki's, and one cut short.
    const cells = HARD[0].cells;
    const withMore = `https://www.sudokuwiki.org/sudoku.htm?n=1&bd=${cells.replace(/\./g, '0')}`;
    assert.equal((parsePuzzles(withMore)[0] as { cells: string }).cells, cells);
    assert.equal(parsePuzzles(`https://example.com/x?bd=${cells.replace(/\./g, '0')}`).filter((e) => e.kind === 'puzzle').length, 0);
    // Cut short, it is reported (issue #25: a broken link is never skipped in silence).
    const cut = parsePuzzles(`https://www.sudokuwiki.org/sudoku.htm?bd=${cells.replace(/\./g, '0').slice(0, 80)}`);
    assert.deepEqual(
      cut.map((e) => e.kind === 'malformed' && e.cellCount),
      [80],
    );
  });

  it('writes the pencil-mark grid forums use, and reads it back: digits, candidates and metadata', async () => {
    const e = await engine();
    for (const { cells } of HARD.slice(0, 5)) {
      const r = e.solve(cells);
      for (const index of [0, Math.floor(r.steps.length / 2)]) {
        const state = boardBeforeStep(r, index);
        const text = pencilMarkGrid(state);
        const lines = text.split('\n');
        assert.equal(lines.length, 13);
        assert.match(lines[0], /^\.-+\.-+\.-+\.$/);
        assert.match(lines[4], /^:-+\+-+\+-+:$/);
        assert.match(lines[12], /^'-+'-+'-+'$/);
        assert.ok(
          lines.every((l) => l.length === lines[0].length),
          'every line as wide as the border',
        );
        const parsed = parsePuzzles(`#D pencil marks\n${text}\n`);
        assert.equal(parsed.length, 1);
        const p = parsed[0];
        assert.ok(p.kind === 'puzzle' && p.form === 'pencil-marks');
        assert.equal(p.meta.description, 'pencil marks');
        // A cell with a single candidate reads as a digit: the form cannot tell them apart.
        const expected = state.digits
          .map((d, i) => (/[1-9]/.test(d) ? d : state.candidates[i].length === 1 ? state.candidates[i] : '.'))
          .join('');
        assert.equal(p.cells, expected);
        assert.deepEqual(
          p.candidates,
          state.candidates.map((c, i) => (/[1-9]/.test(state.digits[i]) || c.length === 1 ? '' : c)),
        );
        // Every offset points at the cell's text.
        for (let i = 0; i < 81; i++) assert.ok(/[1-9.]/.test(`#D pencil marks\n${text}\n`[p.offsets[i]]));
        assert.equal(bitmaskSolve(p.cells).solutions[0], r.solution);
      }
    }
  });

  it('leaves a plain decorated grid to the grid reader', () => {
    const grid = [
      '.-------.-------.-------.',
      ...Array.from(
        { length: 9 },
        (_, r) =>
          `| ${EASY.slice(r * 9, r * 9 + 9)
            .split('')
            .join(' ')} |`,
      ),
      "'-------'-------'-------'",
    ].join('\n');
    const found = parsePuzzles(grid);
    assert.equal(found.filter((e) => e.kind === 'puzzle').length, 1);
    assert.notEqual(found[0].form, 'pencil-marks');
  });

  it('writes the explanation as Markdown: verdict, every step, the guess log, and a title kept as text', async () => {
    const e = await engine();
    const r = e.solve(HARD[0].cells);
    const title = '<img src=x onerror=alert(1)> *bold*';
    const md = explanationMarkdown(r, title);
    const heading = /<h1>(.*)<\/h1>/.exec(renderPreview(md));
    assert.equal(renderedText(heading?.[1] ?? ''), title, 'the title shows as typed, as text');
    assert.ok(md.includes(r.solution!));
    const steps = md.split('\n').filter((l) => /^\d+\. /.test(l));
    assert.equal(steps.length, r.steps.length);
    assert.match(md, /^## Guess log$/m);
    const rows = md.split('\n').filter((l) => /^\| \d+ \|/.test(l));
    assert.equal(rows.length, r.guesses.length);
    // The candidates of a guess read as a set, as in the steps' words: {4,6}, not 46.
    rows.forEach((row, i) => assert.equal(row.split(' | ')[4], `{${[...r.guesses[i].choices].join(',')}}`, row));
  });

  it('leaves no link in the explanation but its SudokuWiki link: a bare URL, e-mail or www. name in a title stays text', async () => {
    const e = await engine();
    const r = e.solve(EASY);
    for (const title of HOSTILE_TITLES) {
      for (const older of [false, true]) {
        const html = renderPreview(explanationMarkdown(r, title), older);
        assert.deepEqual(linkTargets(html), [sudokuWikiLink(EASY)], `${title}${older ? ' (as VS Code renders)' : ''}`);
        assert.equal(renderedText(/<h1>(.*)<\/h1>/.exec(html)?.[1] ?? ''), title);
      }
    }
  });

  it("keeps a user technique's name text in the explanation's Markdown, the hover and the CodeLens: no link, no HTML, no icon", async () => {
    const e = await engine();
    const r = e.solve(EASY, { userTechniques: [{ path: 'hostile.sql', text: HOSTILE_NAMED }] });
    assert.equal(r.status, 'solved');
    assert.ok(r.steps.some((s) => s.name === HOSTILE_NAME) && r.difficulty?.userTechniques?.length, 'the technique made steps');
    const shown = (html: string) => renderedText(html).includes('[x](command:workbench.action.quit) <b>hi</b> $(alert)');
    for (const older of [false, true]) {
      const html = renderPreview(explanationMarkdown(r, 'title'), older);
      assert.deepEqual(linkTargets(html), [sudokuWikiLink(EASY)], older ? 'as VS Code renders' : 'markdown-it');
      assert.doesNotMatch(html, /<b>/);
      assert.ok(shown(html), 'the name shows as written');
    }
    const entry = parsePuzzles(EASY)[0];
    assert.equal(entry.kind, 'puzzle');
    if (entry.kind !== 'puzzle') return;
    const cell = r.steps.find((s) => s.name === HOSTILE_NAME)!.placed[0].cell;
    // The puzzle's hover names the difficulty (a user technique's when it is the hardest); a cell's, the step that placed it.
    const hovers = [puzzleHover(entry, e.inspect(EASY), r), cellHover(cell, e.inspect(EASY), r, true)];
    for (const md of hovers) {
      const html = renderPreview(md);
      assert.deepEqual(linkTargets(html), [], md);
      assert.doesNotMatch(html, /<b>/);
    }
    assert.ok(shown(renderPreview(hovers[1])), hovers[1]);
    // A CodeLens renders $(name) as an icon and takes no control character.
    const lens = codeLensSummary({ ...r, difficulty: { ...r.difficulty!, name: `${HOSTILE_NAME} (user technique)` } });
    assert.match(lens, /Evil/);
    // eslint-disable-next-line no-control-regex -- control characters are what must not be there
    assert.doesNotMatch(lens, /\$\(|\]\(|[\u0000-\u001f\u202e]/);
  });

  it("names an exported picture after the puzzle's title, cut between code points so that its URI can be written", () => {
    assert.equal(exportFileName('Easy 1 (from the book)'), 'Easy-1-from-the-book');
    assert.equal(exportFileName('🧩 ***'), 'sudoku');
    // A letter outside the BMP (two UTF-16 units) across the cut, for every place the cut can fall.
    for (let at = EXPORT_NAME_MAX - 3; at <= EXPORT_NAME_MAX + 1; at++) {
      for (const tail of ['𝐀𝐁𝐂𝐃', '🧩🧩', 'e\u0301e\u0301']) {
        const name = exportFileName(`${'a'.repeat(at)}${tail}`);
        assert.doesNotThrow(() => encodeURIComponent(name));
        assert.ok([...name].length <= EXPORT_NAME_MAX, name);
        assert.match(name, /^a+/);
      }
    }
  });

  it('draws the board as SVG and PNG at a chosen step, theme-neutral', async () => {
    const e = await engine();
    const r = e.solve(EASY);
    const start = boardBeforeStep(r, 0);
    const svg = boardSvg({ state: start, givens: EASY });
    assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.match(svg, /<rect width="560" height="560" fill="#ffffff"\/>/);
    assert.ok(!svg.includes('var(--'), 'no theme colours');
    const bold = (svg.match(/font-weight="bold"/g) ?? []).length;
    assert.equal(bold, EASY.replace(/\./g, '').length, 'one bold digit per given');
    const end = boardSvg({ state: boardBeforeStep(r, r.steps.length), givens: EASY });
    assert.equal((end.match(/font-size="36"/g) ?? []).length, 81);

    const png = boardPng({ state: start, givens: EASY });
    assert.deepEqual([...png.slice(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Every chunk's CRC is right, and the picture is 560 × 560 greyscale.
    const chunks = pngChunks(png);
    const types = chunks.map((c) => c.type);
    for (const c of chunks) {
      assert.equal(c.crc, c.crcOfData, `${c.type} CRC`);
      if (c.type === 'IHDR') {
        const v = new DataView(c.data.buffer, c.data.byteOffset);
        assert.deepEqual([v.getUint32(0), v.getUint32(4), v.getUint8(8), v.getUint8(9)], [560, 560, 8, 0]);
      }
    }
    assert.deepEqual(types, ['IHDR', 'IDAT', 'IEND']);
    const pngEnd = boardPng({ state: boardBeforeStep(r, r.steps.length), givens: EASY });
    assert.notDeepEqual(pngEnd, png, 'a later step draws a different board');
  });
});

describe('share buttons in the panel', () => {
  it('accept only the known share actions', () => {
    for (const action of ['line', 'wiki', 'pencil', 'markdown', 'svg', 'png'])
      assert.ok(isPanelToHost({ type: 'share', action }, SHOWN_SQL_FILES));
    assert.ok(!isPanelToHost({ type: 'share', action: 'eval' }, SHOWN_SQL_FILES));
    assert.ok(!isPanelToHost({ type: 'share' }, SHOWN_SQL_FILES));
    assert.ok(!isPanelToHost({ type: 'share', action: 'line', uri: 'file:///etc/passwd' }, SHOWN_SQL_FILES));
  });
});

describe('new puzzle text', () => {
  const p: GeneratedPuzzle = {
    puzzle: puzzleSet('easy50')[0].cells,
    solution: '',
    givens: 30,
    rating: 3.2,
    technique: 'x-wing',
    techniqueName: 'X-Wing',
    symmetry: 'rotational',
    minimal: false,
    seed: 42,
    attempts: 1,
    ms: 1,
  };
  it("writes metadata the parser reads as the puzzle's level, then the puzzle", () => {
    const text = insertionText([p, { ...p, seed: 43 }], { atLineStart: true, lineEmpty: true });
    const found = parsePuzzles(text);
    assert.equal(found.length, 2);
    for (const e of found) {
      assert.equal(e.kind, 'puzzle');
      assert.equal(e.meta.level, '3.2 X-Wing');
      assert.equal((e as { cells: string }).cells, p.puzzle);
    }
    assert.match(puzzleText(p), /# rating 3\.2 \(x-wing\), 30 givens, symmetry rotational, seed 42/);
    assert.equal(puzzleText(p, '\n', '0').split('\n')[2], p.puzzle.replace(/\./g, '0'));
    assert.ok(insertionText([p], { atLineStart: false, lineEmpty: true }).startsWith('\n\n#L'));
    assert.ok(insertionText([p], { atLineStart: true, lineEmpty: false }).endsWith('\n\n'));
  });

  it('warns, at the diabolical band only, that symmetric puzzles that hard are seldom found', () => {
    const warned = (band: Parameters<typeof symmetryChoices>[0]) =>
      symmetryChoices(band)
        .filter((c) => /seldom/i.test(c.detail ?? ''))
        .map((c) => c.value);
    assert.deepEqual(warned('diabolical'), ['rotational', 'mirror', 'diagonal']);
    assert.equal(symmetryChoices('diabolical')[0].value, 'none', 'the one likely to land comes first');
    for (const band of ['easy', 'medium', 'hard', 'fiendish', 'any', undefined] as const) assert.deepEqual(warned(band), [], String(band));
  });
});
