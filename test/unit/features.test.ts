/** The editor features' logic, which needs no editor: checked against real engine results. */
import { strict as assert } from 'assert';
import type { SqlSudokuEngine } from '../../src/core/engine';
import { Puzzle, parsePuzzles } from '../../src/core/formats';
import { candidateTable, cellHover, escapeMarkdown, puzzleHover } from '../../src/features/hoverContent';
import { conflictDiagnostics, syntaxDiagnostics, verdictDiagnostics } from '../../src/features/diagnosticsModel';
import { blanksToDots, gridToLine, lineToGrid, removeGiven, solutionBelow, TextEdit } from '../../src/features/quickFixes';
import { ALL_LENSES_UP_TO, LENS_MARGIN_LINES, codeLensSummary, lensPlan } from '../../src/features/codeLensModel';
import { plainText } from '../../src/features/plainText';
import { buildPanelModel } from '../../src/features/panelModel';
import { isPanelToHost } from '../../src/features/panelProtocol';
import { stateAt } from '../../src/features/replay';
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
    it("shows a 9×9 candidate table with givens in bold and the engine's candidates", () => {
      const ins = e.inspect(EASY);
      const table = candidateTable(ins).split('\n');
      assert.equal(table.length, 11);
      const row1 = table[2]
        .split('|')
        .map((s) => s.trim())
        .filter(Boolean);
      assert.equal(row1[0], '**r1**');
      for (let c = 0; c < 9; c++) {
        const expected = EASY[c] !== '.' ? `**${EASY[c]}**` : ins.candidates[c];
        assert.equal(row1[c + 1], expected);
      }
    });

    it('gives the count of givens, and the status once known', () => {
      const p = only(`${EASY} Easy one`);
      const ins = e.inspect(EASY);
      assert.match(puzzleHover(p, ins), /\*\*Easy one\*\* · 32 givens/);
      assert.match(puzzleHover(p, ins), /not checked yet/);
      assert.match(puzzleHover(p, ins, e.solve(EASY)), /Verdict: unique solution, difficulty 1\.2/);
    });

    it('marks clashing givens', () => {
      const bad = `55${ESCARGOT.slice(2)}`;
      const md = puzzleHover(only(bad), e.inspect(bad));
      assert.match(md, /\*\*5\*\*⚠/);
      assert.match(md, /Duplicate givens: r1c1 and r1c2/);
    });

    it('over one cell: its candidates, and in a solved puzzle its digit and the step that placed it', () => {
      const ins = e.inspect(EASY);
      const r = e.solve(EASY);
      assert.equal(cellHover(2, ins), '**r1c3**: given 3');
      const empty = EASY.indexOf('.');
      assert.match(cellHover(empty, ins), new RegExp(`candidates ${ins.candidates[empty].split('').join(' ')}$`));
      const md = cellHover(empty, ins, r);
      assert.match(md, new RegExp(`Solution: ${r.solution![empty]}, placed at step \\d+: `));
    });

    it('escapes Markdown in names, so a name cannot inject links or formatting', () => {
      const md = puzzleHover(only(`${EASY} [click](command:evil) <img src=x onerror=alert(1)> *x*`), e.inspect(EASY));
      assert.ok(!md.includes('[click](command:evil)'));
      assert.ok(md.includes('\\[click\\]\\(command\\:evil\\)'));
      assert.ok(md.includes('\\<img'));
      assert.equal(escapeMarkdown('a_b'), 'a\\_b');
    });

    it('leaves no bare URL or e-mail address for the hover to turn into a link', () => {
      const md = puzzleHover(only(`${EASY} see https://example.com/x and www.example.org, mail me@example.net`), e.inspect(EASY));
      assert.doesNotMatch(md, /https?:\/\//);
      assert.doesNotMatch(md, /www\.example/);
      assert.doesNotMatch(md, /me@example/);
      assert.match(md, /https\\:\/\/example\\\.com/);
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

    it('notes fewer than 17 givens', () => {
      const p = only('1'.padEnd(81, '.'));
      assert.deepEqual(
        conflictDiagnostics(p, e.solve(p.cells)).map((x) => x.code),
        ['few-givens'],
      );
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
  });

  describe('CodeLens summary', () => {
    it('says unique, givens and difficulty; or what is wrong', () => {
      assert.equal(codeLensSummary(e.solve(EASY)), '✓ unique · 32 givens · 1.2 Hidden single (box)');
      assert.match(codeLensSummary(e.solve(`55${ESCARGOT.slice(2)}`)), /^✗ duplicate givens/);
      assert.match(codeLensSummary(e.solve('.'.repeat(81))), /^⚠ more than one solution · 0 givens/);
    });
  });

  describe('panel model', () => {
    it('carries steps in words, their SQL files and where each guess is', () => {
      const r = e.solve(ESCARGOT);
      const files = Object.fromEntries(e.techniques.map((t) => [t.id, t.file]));
      const m = buildPanelModel(r, { title: 'AI Escargot', techniqueFiles: files });
      assert.equal(m.steps.length, r.steps.length);
      assert.ok(m.steps.every((s) => s.text.length > 10 && s.sqlFile && /\.sql$/.test(s.sqlFile)));
      for (const g of r.guesses.filter((x) => x.outcome === 'kept')) {
        const i = m.guessSteps[g.n];
        assert.equal(m.steps[i].technique, 'guess');
        assert.deepEqual(m.steps[i].placed[0], { cell: (g.row - 1) * 9 + g.col - 1, d: g.value });
      }
      // Replaying all the steps gives the solution.
      assert.equal(stateAt(m.puzzle, m.initialCandidates, m.steps, m.steps.length).digits.join(''), r.solution);
    });

    it('marks the cells where two solutions differ', () => {
      const r = e.solve('.'.repeat(81));
      const m = buildPanelModel(r, { title: 'empty', techniqueFiles: {} });
      assert.ok(m.differing.length >= 2);
      for (const c of m.differing) assert.notEqual(r.solutions![0][c], r.solutions![1][c]);
    });
  });

  describe('panel messages', () => {
    it('accepts only well-formed messages', () => {
      assert.ok(isPanelToHost({ type: 'ready' }));
      assert.ok(isPanelToHost({ type: 'openSql', file: 'techniques/07-naked-pair.sql' }));
      assert.ok(isPanelToHost({ type: 'revealCell', cell: 80 }));
      for (const bad of [
        null,
        'ready',
        { type: 'openSql', file: '../../etc/passwd' },
        { type: 'openSql', file: 'techniques/07-naked-pair.sql', extra: 1 },
        { type: 'revealCell', cell: 81 },
        { type: 'revealCell', cell: '3' },
        { type: 'revealLine', line: -1 },
        { type: 'runCommand', command: 'x' },
      ]) {
        assert.ok(!isPanelToHost(bad), JSON.stringify(bad));
      }
    });
  });
});
