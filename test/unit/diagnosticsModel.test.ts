/** The diagnostics model: checked against real engine results. */
import { strict as assert } from 'assert';
import type { SqlSudokuEngine } from '../../src/core/engine';
import { parsePuzzles } from '../../src/core/formats';
import {
  conflictDiagnostics,
  entryBeingTyped,
  heldWhileTyping,
  syntaxDiagnostics,
  verdictDiagnostics,
} from '../../src/features/diagnostics/diagnosticsModel';
import { lineToGrid } from '../../src/features/quickFixes/quickFixesModel';
import { engine, puzzleSet } from '../helpers/engine';
import { applyEdits as apply, onlyPuzzle as only } from '../helpers/puzzleText';

const ESCARGOT = puzzleSet('named_hardest')[0].cells;
const EASY = puzzleSet('easy50')[0].cells;

describe('feature models', () => {
  let e: SqlSudokuEngine;
  before(async () => {
    e = await engine();
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

    it('does not hold a killer, whose cages stand for givens, to the classic 17', () => {
      const killer = only(`${'.'.repeat(81)} Killer\n#variant killer\n#cages 3=r1c1+r1c2; 42=r1c3+r1c4+r1c5+r1c6+r1c7+r1c8+r1c9`);
      assert.ok(killer.variant?.variant?.cages?.length, 'the cages read');
      assert.deepEqual(
        conflictDiagnostics(killer, { givens: 0 }).map((x) => x.code),
        [],
      );
    });
  });
});
