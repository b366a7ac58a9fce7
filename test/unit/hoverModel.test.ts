/** The hover model: checked against real engine results. */
import { strict as assert } from 'assert';
import type { SqlSudokuEngine } from '../../src/core/engine';
import {
  HOVER_GRID_FULL_CHARS,
  HOVER_GRID_MAX_CHARS,
  HOVER_TITLE_MAX,
  candidateTable,
  cellHover,
  hoverGridWidth,
  puzzleHover,
} from '../../src/features/hover/hoverModel';
import { markdownText } from '../../src/core/markdownText';
import { HOSTILE_TITLES, linkTargets, renderPreview, renderedText } from '../helpers/markdownPreview';
import { shorten } from '../../src/core/phrases';
import { engine, puzzleSet } from '../helpers/engine';
import { onlyPuzzle as only } from '../helpers/puzzleText';

const ESCARGOT = puzzleSet('named_hardest')[0].cells;
const EASY = puzzleSet('easy50')[0].cells;

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
});
