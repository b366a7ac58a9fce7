/** The editor features' logic, which needs no editor: checked against real engine results. */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import type { SqlSudokuEngine } from '../../src/core/engine';
import { Malformed, Puzzle, parsePuzzles } from '../../src/core/formats';
import {
  HOVER_GRID_FULL_CHARS,
  HOVER_GRID_MAX_CHARS,
  HOVER_TITLE_MAX,
  candidateTable,
  cellHover,
  hoverGridWidth,
  puzzleHover,
} from '../../src/features/hover/hoverModel';
import { markdownText } from '../../src/editor/markdownText';
import { HOSTILE_TITLES, linkTargets, renderPreview, renderedText } from '../helpers/markdownPreview';
import {
  conflictDiagnostics,
  entryBeingTyped,
  heldWhileTyping,
  syntaxDiagnostics,
  verdictDiagnostics,
} from '../../src/features/diagnostics/diagnosticsModel';
import {
  blanksToDots,
  gridToLine,
  lineToGrid,
  malformedFixes,
  removeGiven,
  solutionBelow,
  TextEdit,
} from '../../src/features/quickFixes/quickFixesModel';
import { ALL_LENSES_UP_TO, LENS_MARGIN_LINES, codeLensSummary, lensPlan, puzzlesNear } from '../../src/features/codeLens/codeLensModel';
import { plainText } from '../../src/editor/plainText';
import { sameDigitCells } from '../../src/features/highlight/highlightModel';
import { buildPanelModel } from '../../src/features/panel/panelModel';
import { decodeModel, encodeModel, isPanelToHost, isWireModel } from '../../src/shared/panelProtocol';
import { SHOWN_SQL_FILES, TECHNIQUES } from '../../src/core/engine/manifest';
import { timelineBoardAt, stateAt } from '../../src/shared/board';
import { cancelledResult } from '../../src/service/enginePool';
import {
  checkMessage,
  describeStep,
  fewGivensNote,
  givensCount,
  guessesCount,
  hintText,
  nothingToInsert,
  puzzleTitle,
  resultMessage,
  shorten,
  useTranslator,
} from '../../src/core/phrases';
import { engine, puzzleSet } from '../helpers/engine';
import { checkSolution } from '../helpers/checker';

const ESCARGOT = puzzleSet('named_hardest')[0].cells;
const EASY = puzzleSet('easy50')[0].cells;
const apply = (text: string, edits: TextEdit[]) =>
  [...edits].sort((a, b) => b.start - a.start).reduce((t, e) => t.slice(0, e.start) + e.newText + t.slice(e.end), text);
const only = (text: string) => parsePuzzles(text)[0] as Puzzle;

describe('feature models', () => {
  let e: SqlSudokuEngine;
  before(async () => {
    e = await engine();
  });

  describe('hover', () => {
    it("shows a 9×9 candidate grid with box lines, all nine rows, givens bracketed and the engine's candidates", () => {
      const ins = e.inspect(EASY);
      const lines = candidateTable(ins).split('\n');
      assert.equal(lines[0], '```text');
      assert.equal(lines[lines.length - 1], '```');
      assert.equal(lines.length, 13, 'nine rows, two rules and the fences: short enough for a hover');
      const rows = lines.filter((l) => /^r\d/.test(l));
      assert.deepEqual(
        rows.map((l) => l.slice(0, 2)),
        ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9'],
      );
      assert.equal(lines.filter((l) => /^ +-+\+-+\+-+$/.test(l)).length, 2, 'two box rules');
      for (let r = 0; r < 9; r++) {
        const cells = rows[r]
          .slice(3)
          .split(/\s+\|?\s*/)
          .filter(Boolean);
        assert.equal(cells.length, 9, rows[r]);
        for (let c = 0; c < 9; c++) {
          const i = r * 9 + c;
          assert.equal(cells[c], EASY[i] !== '.' ? `[${EASY[i]}]` : ins.candidates[i] || '-');
        }
      }
      // Box lines sit at the same place on every row.
      const bars = rows.map((l) => [...l].flatMap((ch, i) => (ch === '|' ? [i] : [])).join(','));
      assert.equal(new Set(bars).size, 1);
    });

    it('keeps the grid narrow enough for a hover beside the panel: a cell with too many candidates shows the first and a +, never a count like a digit', () => {
      const puzzles = [...puzzleSet('top95').slice(0, 30), ...puzzleSet('easy50').slice(0, 30)].map((p) => p.cells);
      let counted = 0;
      for (const cells of puzzles) {
        const ins = e.inspect(cells);
        const wide = candidateTable(ins, 200);
        const table = candidateTable(ins);
        assert.ok(
          table.split('\n').every((l) => l.length <= HOVER_GRID_MAX_CHARS),
          table,
        );
        const rows = table.split('\n').filter((l) => /^r\d/.test(l));
        // Still a grid: the box lines line up, and every cell says what it holds, in full or as a count.
        assert.equal(new Set(rows.map((l) => l.indexOf('|'))).size, 1, table);
        rows.forEach((row, r) => {
          const shown = row
            .slice(3)
            .split(/\s+\|?\s*/)
            .filter(Boolean);
          shown.forEach((t, c) => {
            const i = r * 9 + c;
            const full = cells[i] !== '.' ? `[${cells[i]}]` : ins.candidates[i] || '-';
            if (t !== full) {
              // "1245+": the first candidates and more; "(6)" read as the digit 6.
              assert.match(t, /^[1-9]{3,}\+$/, `r${r + 1}c${c + 1}`);
              assert.ok(full.startsWith(t.slice(0, -1)) && full.length > t.length - 1, `r${r + 1}c${c + 1}: ${t} for ${full}`);
              counted++;
            }
          });
        });
        // The full grid when there is room for it.
        if (wide.split('\n').every((l) => l.length <= HOVER_GRID_MAX_CHARS)) assert.equal(table, wide);
        assert.doesNotMatch(wide, /\d\+|\(\d\)/);
        assert.doesNotMatch(table, /\(\d\)/);
      }
      assert.ok(counted > 0, 'some hard puzzles need counts');
      const hard = puzzleSet('top95')[0].cells;
      assert.match(puzzleHover(only(hard), e.inspect(hard)), /1245\+ is a cell with more candidates than fit here/);
      assert.doesNotMatch(puzzleHover(only(hard), e.inspect(hard), undefined, 200), /1245\+ is/);
    });

    it('shows every candidate when the editor has the window to itself, and keeps to the setting beside the panel', () => {
      assert.equal(hoverGridWidth(52, 2), 52);
      assert.equal(hoverGridWidth(70, 3), 70);
      assert.equal(hoverGridWidth(52, 1), HOVER_GRID_FULL_CHARS);
      // Alone, the widest grid of top95 shows in full: no cell cut short.
      for (const p of puzzleSet('top95').slice(0, 30)) {
        const table = candidateTable(e.inspect(p.cells), hoverGridWidth(52, 1));
        assert.doesNotMatch(table, /\d\+/, table);
      }
    });

    it('gives the count of givens, and the status once known', () => {
      const p = only(`${EASY} Easy one`);
      const ins = e.inspect(EASY);
      assert.match(puzzleHover(p, ins), /\*\*`Easy one`\*\* · 32 givens/);
      assert.match(puzzleHover(p, ins), /not checked yet/);
      assert.match(puzzleHover(p, ins, e.solve(EASY)), /Verdict: one solution, difficulty 1\.2 Hidden single/);
    });

    it('marks clashing givens', () => {
      const bad = `55${ESCARGOT.slice(2)}`;
      const md = puzzleHover(only(bad), e.inspect(bad));
      assert.match(md, /\[5\]!/);
      assert.match(md, /Duplicate givens: r1c1 and r1c2/);
    });

    it('over one cell: its candidates only, and its answer only when asked for', () => {
      const ins = e.inspect(EASY);
      const r = e.solve(EASY);
      assert.equal(cellHover(2, ins), '**r1c3: given 3**');
      const empty = EASY.indexOf('.');
      const plain = cellHover(empty, ins, r);
      assert.match(plain, new RegExp(`candidates ${ins.candidates[empty].split('').join(' ')}\\*\\*$`));
      assert.doesNotMatch(plain, /Solution/, 'no answer by default');
      const md = cellHover(empty, ins, r, true);
      assert.match(md, new RegExp(`Solution: ${r.solution![empty]}, placed at step \\d+: `));
    });

    it('shows a name as a code span, so that it cannot inject links, HTML or formatting', () => {
      for (const name of ['[click](command:evil) *x*', '<img src=x onerror=alert(1)>', 'https://example.com/x me@example.net']) {
        const html = renderPreview(puzzleHover(only(`${EASY} ${name}`), e.inspect(EASY)));
        assert.deepEqual(linkTargets(html), []);
        assert.doesNotMatch(html, /<img|<em>/);
        assert.ok(renderedText(html).includes(name));
      }
      assert.equal(markdownText('a_b'), '`a_b`');
      // A fence longer than any run of backticks inside, and a space where the text starts or ends with one.
      assert.equal(markdownText('a`b``c'), '```a`b``c```');
      assert.equal(markdownText('`x'), '`` `x ``');
    });

    it('keeps every hostile name text when rendered with linkify, as the export does: one escaper for both', () => {
      for (const name of HOSTILE_TITLES) {
        for (const older of [false, true]) {
          const html = renderPreview(puzzleHover(only(`#D ${name}\n${EASY}`), e.inspect(EASY)), older);
          assert.deepEqual(linkTargets(html), [], name);
          // A #D line's value is trimmed, and a long title cut.
          assert.ok(renderedText(html).includes(shorten(name.trim(), HOVER_TITLE_MAX)), name);
        }
      }
    });
  });

  describe('diagnostics', () => {
    it('turns malformed puzzles into syntax diagnostics with their ranges', () => {
      const text = `${EASY.slice(0, 40)}x${EASY.slice(41)}\n${EASY.slice(0, 80)}`;
      const d = syntaxDiagnostics(parsePuzzles(text));
      assert.deepEqual(
        d.map((x) => x.code),
        ['bad-character', 'wrong-length'],
      );
      assert.equal(text.slice(d[0].start, d[0].end), 'x');
    });

    it("holds a half-typed grid's counts of rows and cells while it is typed, but not its stray letter nor another grid's", () => {
      const rows = apply(EASY, [lineToGrid(only(EASY))]).split('\n');
      // Lines 0-4: a grid left unfinished; 5: blank; 6-10: the grid being typed (a stray 'x' on 7, row 5 half typed on 10).
      const typed = [rows[0], `${rows[1]}x`, rows[2], rows[3], rows[4].slice(0, 7)];
      const text = [...rows.slice(0, 5), '', ...typed, ''].join('\n');
      const entries = parsePuzzles(text);
      const all = syntaxDiagnostics(entries);
      const codes = (ds: typeof all) => ds.map((d) => `${text.slice(0, d.start).split('\n').length - 1}:${d.code}`);
      assert.deepEqual(codes(all), ['0:wrong-row-count', '7:bad-character', '10:bad-row', '6:wrong-row-count']);
      const lines = text.split('\n');
      const at = (t: string[]) => (line: number) => t[line] ?? '';
      for (const line of [6, 8, 10, 11]) {
        const typing = entryBeingTyped(entries, line, at(lines));
        assert.equal(typing?.line, 6, `line ${line}`);
        assert.deepEqual(codes(heldWhileTyping(all, typing)), ['0:wrong-row-count', '7:bad-character'], `line ${line}`);
      }
      // The unfinished grid above is not being typed at its own lines' end, nor is anything on the blank line between.
      assert.equal(entryBeingTyped(entries, 2, at(lines))?.line, 0);
      assert.equal(entryBeingTyped(entries, 5, at(lines))?.line, 0, 'the line after a grid is where its next row is typed');
      const whole = `${EASY}\n\n${EASY.slice(0, 40)}`;
      assert.equal(entryBeingTyped(parsePuzzles(whole), 1, at(whole.split('\n'))), undefined, 'a whole puzzle is never held');
      // Three rows and a box's rule typed, the cursor below the rule: still typing that grid; past a blank line, not.
      const ruled = [...rows.slice(0, 4), '', '', '# next'];
      const ruledEntries = parsePuzzles(ruled.join('\n'));
      assert.equal(ruledEntries[0].endLine, 2, 'the rule is not a row of the grid');
      assert.equal(entryBeingTyped(ruledEntries, 4, at(ruled))?.line, 0);
      assert.equal(entryBeingTyped(ruledEntries, 5, at(ruled)), undefined);
      assert.equal(entryBeingTyped(ruledEntries, 6, at(ruled)), undefined);
      assert.deepEqual(heldWhileTyping(all, undefined), all);
    });

    it('puts a duplicate-given diagnostic on each duplicate, pointing at the other', () => {
      const text = `# x\n55${ESCARGOT.slice(2)}`;
      const p = only(text);
      const d = conflictDiagnostics(p, e.solve(p.cells));
      assert.equal(d.length, 2);
      assert.deepEqual(
        d.map((x) => [x.code, x.start, x.related![0].start]),
        [
          ['duplicate-given', 4, 5],
          ['duplicate-given', 5, 4],
        ],
      );
      assert.match(d[0].message, /5 is also at r1c2 in row 1/);
    });

    it('reports no solution as an error and several solutions as a warning naming a cell', () => {
      const none = only(`12345678.........9${'.'.repeat(63)}`);
      assert.deepEqual(
        verdictDiagnostics(none, e.solve(none.cells)).map((x) => [x.code, x.severity]),
        [['no-solution', 'error']],
      );
      const many = only(`${ESCARGOT.slice(0, 80)}.`.replace(/^1/, '.'));
      const r = e.solve(many.cells);
      assert.equal(r.status, 'multiple');
      const [d] = verdictDiagnostics(many, r);
      assert.equal(d.code, 'multiple-solutions');
      assert.equal(d.severity, 'warning');
      const cell = d.cell!;
      assert.notEqual(r.solutions![0][cell], r.solutions![1][cell]);
      assert.match(d.message, /r\dc\d can be \d or \d/);
    });

    it('notes fewer than 17 givens, in words that agree with the verdict', () => {
      const p = only('1'.padEnd(81, '.'));
      const few = conflictDiagnostics(p, e.solve(p.cells));
      assert.deepEqual(
        few.map((x) => x.code),
        ['few-givens'],
      );
      assert.match(few[0].message, /expect more than one solution/);
      // 9 givens and no solution: r1c9 can hold nothing. The line is not told to expect several solutions.
      const none = only(`12345678.........9${'.'.repeat(63)}`);
      const r = e.solve(none.cells);
      assert.equal(r.status, 'no-solution');
      const [note] = conflictDiagnostics(none, r);
      assert.equal(note.code, 'few-givens');
      assert.doesNotMatch(note.message, /more than one solution/);
      assert.match(note.message, /Only 9 givens/);
    });
  });

  describe('language configuration', () => {
    it('makes a given digit a word, and blanks and separators none', () => {
      const config = JSON.parse(fs.readFileSync(path.join(__dirname, '../../language-configuration.json'), 'utf8'));
      const words = (text: string) => text.match(new RegExp(config.wordPattern, 'g')) ?? [];
      // On a blank, VS Code finds no word, so it boxes no other blank (nor a full stop in a comment).
      assert.deepEqual(words('4..3_0.7'), ['4', '3', '7']);
      assert.deepEqual(words('------+------- | 1 2 . |'), ['1', '2']);
      assert.deepEqual(words('# Easter Monster.'), ['Easter', 'Monster']);
    });
  });

  describe('quick fixes', () => {
    it('rewrites 0 and _ blanks as dots and nothing else', () => {
      const text = `${EASY.replace(/\./g, '0').slice(0, 40)}${EASY.slice(40).replace(/\./g, '_')} zero 0`;
      const fixed = apply(text, blanksToDots(text, only(text)));
      assert.equal(fixed, `${EASY} zero 0`);
    });

    it('converts a grid to one line and back, keeping the cells', () => {
      const line = `${EASY} Easy`;
      const toGrid = apply(line, [lineToGrid(only(line))]);
      assert.equal(toGrid.split('\n').length, 12);
      assert.match(toGrid, /^#D Easy\n/);
      const grid = only(toGrid);
      assert.equal(grid.form, 'grid');
      assert.equal(grid.cells, EASY);
      const back = apply(toGrid, [gridToLine(grid, '0')]);
      assert.equal(only(back).cells, EASY);
      assert.match(back, /^#D Easy\n[0-9]{81}$/);
    });

    it('keeps the name when converting a puzzle that has both a #D line and a name', () => {
      const text = `#D The description\n${EASY} The name`;
      const grid = apply(text, [lineToGrid(only(text))]);
      assert.match(grid, /^#D The description\n# The name\n/);
      const p = only(grid);
      assert.equal(p.cells, EASY);
      assert.equal(p.meta.description, 'The description');
    });

    it('removes one duplicate given', () => {
      const text = `55${ESCARGOT.slice(2)}`;
      const fixed = apply(text, [removeGiven(only(text), 1)]);
      assert.equal(fixed, `5.${ESCARGOT.slice(2)}`);
      assert.notEqual(e.solve(fixed).status, 'invalid');
    });

    /** The fixes offered for a broken puzzle's problems, each with the text it leaves. */
    const fixesFor = (text: string) => {
      const entry = parsePuzzles(text)[0] as Malformed;
      assert.equal(entry.kind, 'malformed', text);
      return entry.problems.flatMap((p) =>
        malformedFixes(text, entry, p).map((f) => ({ code: p.code, title: f.title, preferred: f.preferred, after: apply(text, f.edits) })),
      );
    };
    const grid = (cells: string) => apply(cells, [lineToGrid(only(cells))]);

    it('offers a stray letter standing for a cell a blank (preferred), or deletion', () => {
      const text = `${EASY.slice(0, 40)}o${EASY.slice(41)} Easy`;
      const offered = fixesFor(text);
      assert.deepEqual(
        offered.map((f) => [f.title, f.preferred]),
        [
          ["Replace 'o' with a blank", true],
          ["Delete 'o'", false],
        ],
      );
      const fixed = only(offered[0].after);
      assert.equal(fixed.cells, `${EASY.slice(0, 40)}.${EASY.slice(41)}`);
      assert.equal(fixed.name, 'Easy');
      assert.equal(parsePuzzles(offered[1].after)[0].kind, 'malformed', 'deleting leaves 80 cells: not preferred');
    });

    it('offers deletion first for a stray letter beside 81 cells, in a line and after a grid row', () => {
      for (const text of [`${EASY}x Easy`, grid(EASY).replace(/\n/, 'x\n')]) {
        const preferred = fixesFor(text).filter((f) => f.preferred);
        assert.deepEqual(
          preferred.map((f) => f.title),
          ["Delete 'x'"],
          text,
        );
        assert.equal(only(preferred[0].after).cells, EASY);
      }
    });

    it('writes the blank the puzzle uses, and turns a full-width digit into its digit', () => {
      const zeros = EASY.replace(/\./g, '0');
      assert.equal(only(fixesFor(`${zeros.slice(0, 5)}?${zeros.slice(6)}`)[0].after).cells, `${EASY.slice(0, 5)}.${EASY.slice(6)}`);
      assert.match(fixesFor(`${zeros.slice(0, 5)}?${zeros.slice(6)}`)[0].after, /^[0-9]{81}$/);
      const wide = `${EASY.slice(0, 2)}\uff13${EASY.slice(3)}`;
      const [fix] = fixesFor(wide);
      assert.equal(fix.title, "Replace '\uff13' with 3");
      assert.equal(only(fix.after).cells, EASY);
    });

    it('adds a blank at the end of a line of 80 cells, and drops a blank that makes 82', () => {
      const short = fixesFor(`${EASY.slice(0, 80)} Easy`);
      assert.deepEqual(
        short.map((f) => [f.title, f.preferred]),
        [['Add a blank at the end, making 81 cells', true]],
      );
      assert.equal(only(short[0].after).cells, `${EASY.slice(0, 80)}.`);
      assert.equal(only(short[0].after).name, 'Easy');
      assert.equal(EASY[80], '.');
      const long = fixesFor(`${EASY}. Easy`);
      assert.deepEqual(
        long.map((f) => f.title),
        ['Delete the blank at the end, making 81 cells'],
      );
      assert.equal(long[0].after, `${EASY} Easy`);
    });

    it('offers nothing where the intent is unclear: a given too many, a line far short, a grid missing rows', () => {
      assert.deepEqual(fixesFor(`${EASY}5`), [], "which given is extra is anyone's guess");
      assert.deepEqual(fixesFor(`${EASY.slice(0, 70)}`), []);
      const rows = grid(EASY).split('\n');
      assert.deepEqual(fixesFor(rows.slice(0, 5).join('\n')), [], 'a grid being typed');
    });

    it('adds a blank to a grid row of 8 cells, and drops the blank that makes a row of 10, keeping its spacing', () => {
      const rows = grid(EASY).split('\n');
      const at = rows.findIndex((r) => /\.$/.test(r));
      const short = [...rows];
      short[at] = rows[at].slice(0, -2);
      const add = fixesFor(short.join('\n'));
      assert.deepEqual(
        add.map((f) => [f.title, f.preferred]),
        [['Add a blank at the end of this row, making 9 cells', true]],
      );
      assert.equal(add[0].after, rows.join('\n'));
      const long = [...rows];
      long[at] = `${rows[at]} .`;
      const drop = fixesFor(long.join('\n'));
      assert.deepEqual(
        drop.map((f) => f.title),
        ['Delete the blank at the end of this row, making 9 cells'],
      );
      assert.equal(drop[0].after, rows.join('\n'));
    });

    for (const [form, make] of [
      ['line', (p: string) => `${p} Easy`],
      ['grid', (p: string) => only(apply(p, [lineToGrid(only(p))])).lines!.join('\n')],
      [
        'comma',
        (p: string) =>
          only(p)
            .cells.match(/.{9}/g)!
            .map((r) => `${r.slice(0, 3)},${r.slice(3, 6)},${r.slice(6)}`)
            .join(',,')
            .replace(/\./g, '0'),
      ],
    ] as const) {
      it(`writes the solution below a ${form} puzzle, in the same form`, () => {
        const text = `# before\n${make(EASY)}\n# after`;
        const p = only(text);
        const solution = e.solve(p.cells).solution!;
        const lineEnd = text.indexOf('\n# after');
        const out = apply(text, [solutionBelow(p, solution, lineEnd)]);
        const puzzles = parsePuzzles(out);
        assert.equal(puzzles.length, 2);
        assert.equal((puzzles[0] as Puzzle).cells, EASY, 'the puzzle itself is untouched');
        const written = puzzles[1] as Puzzle;
        assert.equal(written.form, p.form);
        assert.deepEqual(checkSolution(EASY, written.cells), []);
        assert.ok(out.endsWith('\n# after'));
      });
    }
  });

  describe('plain text for notifications, progress titles, quick picks and the status bar', () => {
    it('breaks link and icon syntax, keeping the text as typed to the eye', () => {
      const evil = '[click me](command:workbench.action.terminal.sendSequence?%7B%22text%22%3A%22rm%22%7D) $(alert) <https://x.io>';
      const safe = plainText(evil);
      assert.doesNotMatch(safe, /\]\(/, 'no [label](target)');
      assert.doesNotMatch(safe, /\$\(/, 'no $(icon)');
      assert.doesNotMatch(safe, /command:|https:/, 'no scheme a renderer would link');
      assert.equal(safe.replace(/\u200b/g, ''), evil);
    });

    it('drops control characters and line breaks, and shortens long text', () => {
      assert.equal(plainText('a\nb\u001b[31mc\u202ed'), 'a b [31mcd');
      assert.equal(plainText('x'.repeat(500), 100).length, 100);
      // Cut between characters: no emoji split into a lone surrogate.
      assert.equal(plainText('😀'.repeat(150), 100), `${'😀'.repeat(99)}…`);
      assert.equal(plainText('😀'.repeat(100), 100), '😀'.repeat(100));
    });
  });

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

  describe('CodeLens in large files', () => {
    const puzzles = (n: number) => Array.from({ length: n }, (_, i) => ({ line: i, endLine: i }));

    it('puts lenses on every puzzle of a small file', () => {
      const plan = lensPlan(puzzles(ALL_LENSES_UP_TO), [{ start: 0, end: 40 }]);
      assert.equal(plan.each.length, ALL_LENSES_UP_TO);
      assert.equal(plan.summary, false);
    });

    it('puts lenses only near the visible ranges of a large one, with a summary lens', () => {
      const plan = lensPlan(puzzles(50000), [
        { start: 20000, end: 20040 },
        { start: 0, end: 10 },
      ]);
      assert.equal(plan.summary, true);
      const lines = plan.each.map((p) => p.line).sort((a, b) => a - b);
      assert.equal(lines.length, 41 + 2 * LENS_MARGIN_LINES + 11 + LENS_MARGIN_LINES);
      assert.ok(lines.every((l) => l <= 10 + LENS_MARGIN_LINES || (l >= 20000 - LENS_MARGIN_LINES && l <= 20040 + LENS_MARGIN_LINES)));
      assert.equal(lensPlan(puzzles(50000), []).each.length, 0);
    });

    it('finds the puzzles on screen (what the hover prefetches): any that overlaps, each once', () => {
      // Grids of 9 lines with a blank line between: lines 0-8, 10-18, 20-28, ...
      const grids = Array.from({ length: 5000 }, (_, i) => ({ line: i * 10, endLine: i * 10 + 8 }));
      const near = puzzlesNear(grids, [
        { start: 15, end: 31 },
        { start: 25, end: 45 },
      ]);
      assert.deepEqual(
        near.map((p) => p.line),
        [10, 20, 30, 40],
      );
      assert.deepEqual(
        puzzlesNear(grids, [{ start: 49990, end: 60000 }], 2).map((p) => p.line),
        [49980, 49990],
      );
      assert.deepEqual(puzzlesNear(grids, [{ start: 9, end: 9 }]), []);
    });
  });

  describe('CodeLens summary', () => {
    it('says unique, givens and difficulty; or what is wrong', () => {
      assert.equal(codeLensSummary(e.solve(EASY)), '✓ unique · 32 givens · 1.2 Hidden single (box) (EP 1.2, ED 1.2)');
      assert.match(codeLensSummary(e.solve(`55${ESCARGOT.slice(2)}`)), /^✗ duplicate givens/);
      // Two solutions: no difficulty ("10.0 Guessing" would mean nothing).
      assert.equal(codeLensSummary(e.solve('.'.repeat(81))), '⚠ more than one solution · 0 givens');
    });

    it('says "complete" over a full grid', () => {
      const full = e.solve(EASY).solution!;
      assert.equal(codeLensSummary(e.solve(full)), '✓ complete');
    });
  });

  describe('panel model', () => {
    it('shows the givens of a solve cancelled before it began, with no made-up time or statement count', () => {
      const m = buildPanelModel(cancelledResult(ESCARGOT), { title: 'AI Escargot', techniqueFiles: {} });
      assert.equal(m.status, 'cancelled');
      assert.equal(m.facts, '23 givens');
      const board = timelineBoardAt(m.puzzle, m.initialCandidates, m.steps, 0, () => undefined);
      assert.equal(board.digits.join(''), ESCARGOT);
      assert.deepEqual(board.candidates, new Array(81).fill(''));
      assert.equal(board.origin.filter(Boolean).length, 23);
    });

    it('carries every step in words, the way to the solution and each rolled-back branch, in the order found', () => {
      const r = e.solve(ESCARGOT);
      const files = Object.fromEntries(e.techniques.map((t) => [t.id, t.file]));
      const m = buildPanelModel(r, { title: 'AI Escargot', techniqueFiles: files });
      assert.equal(m.pathLength, r.steps.length);
      assert.equal(m.steps.length, r.steps.length + (r.branchSteps?.length ?? 0));
      assert.ok(r.branchSteps && r.branchSteps.length > 0, 'AI Escargot rolls back some branches');
      assert.ok(m.steps.every((s) => s.text.length > 10 && s.sqlFile && /\.sql$/.test(s.sqlFile)));
      for (let i = 1; i < m.steps.length; i++) assert.ok(m.steps[i - 1].batch <= m.steps[i].batch);
      // Every guess of the log has its own step and shows the board with its digit at that point.
      assert.equal(m.guesses.length, r.guesses.length);
      const parentOf = (n: number) => m.guesses[n - 1].parent;
      for (const g of m.guesses) {
        assert.ok(g.entry !== undefined, `guess ${g.n} has a step`);
        const s = m.steps[g.entry];
        assert.equal(s.technique, 'guess');
        assert.deepEqual(s.placed[0], { cell: g.cell, d: g.value });
        const board = timelineBoardAt(m.puzzle, m.initialCandidates, m.steps, g.entry + 1, parentOf);
        assert.equal(board.digits[g.cell], String(g.value));
        assert.equal(board.origin[g.cell], 'guess');
        // The cell's candidates when guessed read as a set, as the steps write sets: {4,6}, not 46.
        assert.equal(g.choices, `{${[...r.guesses[g.n - 1].choices].join(',')}}`);
        assert.match(g.choices, /^\{[1-9](,[1-9])+\}$/);
      }
      // The path replayed alone gives the solution.
      const path = m.steps.filter((s) => s.onPath);
      assert.equal(stateAt(m.puzzle, m.initialCandidates, path, path.length).digits.join(''), r.solution);
      // The whole timeline replayed by timelineBoardAt ends on the solution too; digits after a guess are "deduced", not "guess".
      const end = timelineBoardAt(m.puzzle, m.initialCandidates, m.steps, m.steps.length, parentOf);
      assert.equal(end.digits.join(''), r.solution);
      const guessed = end.origin.filter((o) => o === 'guess').length;
      assert.equal(guessed, r.guesses.filter((g) => g.outcome === 'kept').length);
      assert.ok(end.origin.filter((o) => o === 'deduced').length > 10);
    });

    it("sends AI Escargot's model, rolled-back branches and all, in a compact form that unpacks to the same model", () => {
      const r = e.solve(ESCARGOT);
      const files = Object.fromEntries(e.techniques.map((t) => [t.id, t.file]));
      const m = buildPanelModel(r, { title: 'AI Escargot', techniqueFiles: files });
      const wire = encodeModel(m);
      const full = JSON.stringify(m).length;
      const sent = JSON.stringify(wire).length;
      // Each step's sentence of why is text, sent once as it is: the compact form shrinks the rest.
      const said = m.steps.reduce((n, s) => n + (s.sentence ? JSON.stringify(s.sentence).length : 0), 0);
      assert.ok(sent - said < 0.4 * (full - said), `the compact form is ${sent} bytes, the full one ${full}, with ${said} of sentences`);
      assert.ok(sent < 0.6 * full, `the compact form is ${sent} bytes, the full one ${full}`);
      assert.ok(isWireModel(JSON.parse(JSON.stringify(wire))));
      assert.ok(!isWireModel(m));
      const back = decodeModel(JSON.parse(JSON.stringify(wire)));
      // The same model, but for what the timeline's order already says: batch numbers, and numbers of steps off the path.
      const same = (x: typeof m) => ({
        ...x,
        steps: x.steps.map(({ batch: _b, n, ...s }) => ({ ...s, ...(s.onPath ? { n } : {}) })),
      });
      assert.deepEqual(same(back), same(m));
      for (let i = 1; i < back.steps.length; i++) assert.ok(back.steps[i - 1].batch < back.steps[i].batch);
      // A chain step keeps its chain.
      const chained = buildPanelModel(e.solve(puzzleSet('top95')[3].cells), { title: 'top95 #4', techniqueFiles: files });
      const c = decodeModel(encodeModel(chained)).steps.find((s) => s.chain);
      assert.ok(c && c.chain!.links.some((l) => l.strong) && c.chain!.links.some((l) => !l.strong));
      assert.deepEqual(c, { ...chained.steps.find((s) => s.chain)!, batch: c.batch });
    });

    it('tells how each wrong guess ended, checked against the board it left', () => {
      const r = e.solve(ESCARGOT);
      const m = buildPanelModel(r, { title: 'AI Escargot', techniqueFiles: {} });
      const parentOf = (n: number) => m.guesses[n - 1].parent;
      let told = 0;
      for (const g of m.guesses) {
        if (g.outcome === 'kept') {
          assert.match(g.story, /→ (solved after|\d+ steps?, then another guess)/);
          continue;
        }
        assert.match(g.story, /^r\dc\d=\d → (contradiction|every digit for r\dc\d fails|\d+ steps?, then every digit)/, g.story);
        if (g.end.kind === 'no-candidate') {
          // The board after the guess's last step really has that cell empty with no candidate.
          const mine = m.steps.map((s, i) => (s.guess === g.n ? i : -1)).filter((i) => i >= 0);
          const b = timelineBoardAt(m.puzzle, m.initialCandidates, m.steps, mine[mine.length - 1] + 1, parentOf);
          assert.equal(b.digits[g.end.cell], '.');
          assert.equal(b.candidates[g.end.cell], '');
          assert.match(g.story, new RegExp(`r${Math.floor(g.end.cell / 9) + 1}c${(g.end.cell % 9) + 1} has no candidate`));
          told++;
        }
        assert.notEqual(g.end.kind, 'unknown', g.story);
      }
      assert.ok(told > 0);
    });

    it('says which rolled-back guesses of a long log are not told step by step', () => {
      const fata = puzzleSet('named_hardest').find((p) => p.name.startsWith('Fata Morgana'))!.cells;
      const m = buildPanelModel(e.solve(fata, { chains: false }), { title: 'Fata Morgana', techniqueFiles: {} });
      assert.equal(m.branchesCapped, true);
      const untold = m.guesses.filter((g) => g.end.kind === 'untold');
      assert.ok(untold.length > 100);
      for (const g of untold) {
        assert.equal(g.entry, undefined);
        assert.notEqual(g.outcome, 'kept');
        assert.match(g.story, /^r\dc\d=\d → contradiction, found by the search; its steps are not told$/);
      }
      // Told guesses still say how they ended, from the board they left.
      const told = m.guesses.filter((g) => g.entry !== undefined && g.outcome === 'disproved' && g.end.kind !== 'children');
      assert.ok(told.length > 0);
      for (const g of told) assert.ok(['no-candidate', 'no-place', 'twice'].includes(g.end.kind), g.story);
    });

    it('marks the cells where two solutions differ, and gives no difficulty for two solutions', () => {
      const r = e.solve('.'.repeat(81));
      const m = buildPanelModel(r, { title: 'empty', techniqueFiles: {} });
      assert.ok(m.differing.length >= 2);
      for (const c of m.differing) assert.notEqual(r.solutions![0][c], r.solutions![1][c]);
      assert.doesNotMatch(m.facts, /Guessing|10\.0/);
      assert.deepEqual(m.notes, ['No givens: an empty grid has countless solutions.']);
      assert.equal(m.severity, 'warning');
    });
  });

  describe('phrases', () => {
    it('counts in words without "1 guesses", and never doubles punctuation', () => {
      assert.equal(guessesCount(1), '1 guess');
      assert.equal(guessesCount(2), '2 guesses');
      assert.equal(givensCount(1), '1 given');
      assert.equal(fewGivensNote(16, 'no-solution'), 'Only 16 givens: no proper Sudoku has fewer than 17.');
      assert.match(fewGivensNote(16, 'multiple')!, /expect more than one solution/);
      const multi = e.solve('.'.repeat(81));
      for (const text of [nothingToInsert(multi), checkMessage('x', multi), resultMessage(multi)!]) {
        assert.doesNotMatch(text, /\.\)|\.\.|\)\./, text);
        assert.match(text, /r\dc\d can be \d or \d\.$/);
      }
    });

    it('cuts a long name in a title, so that a message still shows its verdict', () => {
      const long = only(`${EASY} ${'<b>name</b> '.repeat(250).trim()}`);
      const title = puzzleTitle(long);
      assert.ok(title.length <= 80, `${title.length} characters`);
      assert.ok(title.startsWith('<b>name</b> <b>name</b>') && title.endsWith('…'), title);
      const text = plainText(checkMessage(title, e.solve(EASY)), 400);
      assert.match(text, /valid, with exactly one solution/);
      assert.ok(!text.endsWith('…'), text);
      // Cut between characters: a name of emoji keeps whole ones.
      const emoji = puzzleTitle({ name: '😀'.repeat(200), line: 0 });
      assert.equal(emoji, `${'😀'.repeat(79)}…`);
      assert.equal(puzzleTitle({ name: 'Easter Monster', line: 3 }), 'Easter Monster');
      assert.equal(puzzleTitle({ line: 3 }), 'Puzzle on line 4');
    });

    it('gives hints in four stages, each telling more, and only the last the move', () => {
      const step = e.solve(EASY).steps[0];
      const texts = [1, 2, 3, 4].map((n) => hintText(step, n, describeStep(step)));
      assert.equal(new Set(texts).size, 4);
      // The name alone, no article glued to it ("Look for a XY-Wing"), and where to look.
      assert.equal(texts[0], `Technique: ${step.name}.`);
      assert.match(texts[1], /^Look at (row|column|box) \d: /);
      assert.doesNotMatch(texts.join(' '), /\ba [AEIOUX]/);
      const cell = `r${Math.floor(step.placed[0].cell / 9) + 1}c${(step.placed[0].cell % 9) + 1}`;
      for (const t of texts.slice(0, 3)) assert.ok(!t.includes(`goes in ${cell}`), t);
      assert.ok(texts[3].includes(`${step.placed[0].d} goes in ${cell}`));
      // One cell is "the cell", more are "the cells".
      const steps = e.solve(puzzleSet('top95')[0].cells).steps;
      for (const s of [steps.find((x) => x.cells.length === 1)!, steps.find((x) => x.cells.length > 1)!]) {
        const third = hintText(s, 3, describeStep(s));
        assert.match(third, s.cells.length === 1 ? /: the cell r\dc\d, about/ : /: the cells r\dc\d(, r\dc\d)+, about/, third);
      }
    });

    it('goes through the translator the extension plugs in', () => {
      useTranslator((m, ...args) => `«${m}»${args.join('/')}`);
      try {
        assert.equal(guessesCount(3), '«{0} guesses»3');
      } finally {
        useTranslator(undefined);
      }
      assert.equal(guessesCount(3), '3 guesses');
    });
  });

  describe('panel messages', () => {
    it('accepts only well-formed messages', () => {
      const ok = (m: unknown) => isPanelToHost(m, SHOWN_SQL_FILES);
      assert.ok(ok({ type: 'ready' }));
      assert.ok(ok({ type: 'revealCell', cell: 80 }));
      assert.ok(ok({ type: 'view', change: { step: 3, pencil: false, solution: 1, toggled: [2, 5], tab: 'tree' } }));
      assert.ok(ok({ type: 'view', change: { step: 3 } }));
      // Open SQL: every file a step can name (each technique's, the guess's), and only those.
      for (const t of TECHNIQUES) assert.ok(ok({ type: 'openSql', file: t.file }), t.file);
      assert.ok(ok({ type: 'openSql', file: 'board/guess.sql' }));
      assert.ok(ok({ type: 'openSql', file: 'techniques/11-naked-pair.sql' }));
      for (const bad of [
        null,
        'ready',
        { type: 'openSql', file: '../../etc/passwd' },
        { type: 'openSql', file: 'techniques/11-naked-pair.sql', extra: 1 },
        { type: 'openSql', file: 'techniques/07-naked-pair.sql' },
        { type: 'openSql', file: 'engine/guess.sql' },
        { type: 'openSql', file: 'techniques/schema.sql' },
        { type: 'openSql', file: 'techniques/../catalogue.json' },
        { type: 'openSql', file: 'TECHNIQUES/11-naked-pair.sql' },
        { type: 'revealCell', cell: 81 },
        { type: 'revealCell', cell: '3' },
        { type: 'revealLine', line: -1 },
        { type: 'runCommand', command: 'x' },
        { type: 'view', change: { step: -1, pencil: true, solution: 0, toggled: [], tab: 'steps' } },
        { type: 'view', change: { step: 1, pencil: 'yes', solution: 0, toggled: [], tab: 'steps' } },
        { type: 'view', change: {} },
        { type: 'view', change: { step: 1, html: '<b>' } },
        { type: 'view', change: { tab: 'scripts' } },
        { type: 'view', change: { toggled: [1, -2] } },
        { type: 'view', change: [3] },
        { type: 'view', change: { step: 1 }, extra: 1 },
      ]) {
        assert.ok(!ok(bad), JSON.stringify(bad));
      }
    });
  });
});
