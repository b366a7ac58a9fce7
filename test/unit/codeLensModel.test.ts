/** CodeLens: which puzzles get one, and what it says. */
import { strict as assert } from 'assert';
import type { SqlSudokuEngine } from '../../src/core/engine';
import { ALL_LENSES_UP_TO, LENS_MARGIN_LINES, lensPlan } from '../../src/features/codeLens/codeLensModel';
import { lensSummary as codeLensSummary } from '../../src/core/phrases';
import { puzzlesNear } from '../../src/core/windowParse';
import { engine, puzzleSet } from '../helpers/engine';

const ESCARGOT = puzzleSet('named_hardest')[0].cells;
const EASY = puzzleSet('easy50')[0].cells;

describe('feature models', () => {
  let e: SqlSudokuEngine;
  before(async () => {
    e = await engine();
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
});
