/**
 * A puzzle the engine must guess on has no rating: every place that shows a
 * difficulty says "not rated: guessed", never a number that looks like Sudoku
 * Explainer's (it said "10.0 Guessing" before).
 */
import { strict as assert } from 'assert';
import { engine, puzzleSet } from '../helpers/engine';
import { difficultyLabel, statusLine } from '../../src/core/describe';
import { lensSummary } from '../../src/core/phrases';
import { buildPanelModel } from '../../src/features/panel/panelModel';
import { explanationMarkdown } from '../../src/features/share/shareModel';
import { codeLensSummary } from '../../src/features/codeLens/codeLensModel';
import { puzzleText } from '../../src/features/newPuzzle/newPuzzleModel';
import type { SolveResult } from '../../src/shared/result';

const HARD = puzzleSet('named_hardest');
const FAKE = /\b10\.0\b|Guessing/;

describe('a guessed puzzle is not rated', function () {
  this.timeout(120_000);
  let escargot: SolveResult;
  let tenth: SolveResult;
  before(async () => {
    const e = await engine();
    escargot = e.solve(HARD[0].cells, { unique: true });
    tenth = e.solve(HARD[9].cells, { unique: true });
  });

  it('marks the difficulty not rated, with no EP when the guess came before the first digit', () => {
    assert.equal(escargot.status, 'solved');
    assert.ok(escargot.guesses.length > 0);
    assert.equal(escargot.difficulty?.notRated, 'guessed');
    // EP is kept only when a digit was placed before the first guess, so it is a real rating.
    for (const r of [escargot, tenth]) {
      const placedFirst = r.steps.findIndex((s) => s.placed.length > 0) < r.steps.findIndex((s) => s.technique === 'guess');
      assert.equal(r.difficulty?.ep !== undefined, placedFirst && r.steps[0].technique !== 'guess');
    }
  });

  it('says so in the label, the CodeLens, the status line, the panel and Copy Explanation', () => {
    const label = difficultyLabel(escargot.difficulty)!;
    assert.match(label, /^beyond 9\.4, not rated: guessed/);
    assert.doesNotMatch(label, FAKE);
    const lens = codeLensSummary(escargot);
    assert.match(lens, /not rated: guessed/);
    assert.doesNotMatch(lens, FAKE);
    assert.match(lensSummary(escargot), /not rated/);
    assert.match(statusLine(escargot), /not rated: guessed/);
    const panel = buildPanelModel(escargot, { title: 'AI Escargot', techniqueFiles: {} });
    assert.ok(panel.facts.includes('beyond 9.4, not rated: guessed'), panel.facts);
    const copied = explanationMarkdown(escargot, 'AI Escargot');
    assert.match(copied, /not rated: guessed/);
    assert.doesNotMatch(copied, /difficulty 10\.0/);
  });

  it('a new puzzle the generator could only rate by guessing is written not rated', () => {
    const p = { puzzle: HARD[0].cells, solution: escargot.solution!, givens: 23, rating: escargot.difficulty!.rating, technique: 'guess' };
    const text = puzzleText({
      ...p,
      techniqueName: escargot.difficulty!.name,
      symmetry: 'none',
      minimal: false,
      seed: 1,
      attempts: 1,
      ms: 1,
    });
    assert.match(text, /^#L beyond 9\.4, not rated: guessed\n# rating beyond 9\.4, not rated: guessed \(guess\)/);
    assert.doesNotMatch(text, FAKE);
  });
});
