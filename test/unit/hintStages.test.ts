/**
 * The one hint model (src/core/hintStages.ts), shared by Next Hint in the
 * editor and the panel's hints in play: stages, words, cells, and the key
 * that tells the same position from a new one.
 */
import { strict as assert } from 'assert';
import type { SqlSudokuEngine } from '../../src/core/engine';
import { HINT_STAGES, HintStager, areaOf, hintAt, hintCells, hintKey } from '../../src/core/hintStages';
import type { Step } from '../../src/shared/result';
import { boxOf, rowOf } from '../../src/shared/boardLayout';
import { engine, puzzleSet } from '../helpers/engine';
import { stepSentence } from '../../src/core/describe';

describe('the hint model', () => {
  let e: SqlSudokuEngine;
  let step: Step;
  let givens: string;
  before(async () => {
    e = await engine();
    givens = puzzleSet('easy50')[0].cells;
    const r = e.solve(givens, { maxSteps: 1, explain: true });
    step = r.steps[0];
    assert.ok(step && step.placed.length > 0, 'an easy puzzle starts with a placement');
  });

  it('goes through the stages at the same position, then starts a new hint', () => {
    const stager = new HintStager();
    const key = hintKey(givens, undefined);
    assert.equal(stager.again(key), undefined, 'nothing to continue at first');
    const stages = [stager.start(key, step).stage];
    for (let i = 1; i < HINT_STAGES; i++) stages.push(stager.again(key)!.stage);
    assert.deepEqual(stages, [1, 2, 3, 4]);
    assert.equal(stager.again(key), undefined, 'after the move, the next ask is a new hint');
    stager.start(key, step);
    assert.equal(
      stager.again(hintKey(givens, { placed: '.'.repeat(81), candidates: new Array(81).fill(null) })),
      undefined,
      'another position',
    );
    assert.equal(stager.again(key)!.stage, 2, 'back at the same position: the next stage');
    stager.clear();
    assert.equal(stager.again(key), undefined);
    assert.equal(stager.step, undefined);
  });

  it('tells positions apart by their digits and marks, and the same position by its content', () => {
    const empty = new Array(81).fill(null);
    const a = hintKey(givens, { placed: '.'.repeat(81), candidates: empty });
    assert.equal(a, hintKey(givens, { placed: '.'.repeat(81), candidates: [...empty] }));
    assert.notEqual(a, hintKey(givens, { placed: '5' + '.'.repeat(80), candidates: empty }));
    assert.notEqual(a, hintKey(givens, { placed: '.'.repeat(81), candidates: ['12', ...empty.slice(1)] }));
    const other = givens[0] === '.' ? '1' + givens.slice(1) : '.' + givens.slice(1);
    assert.notEqual(a, hintKey(other, { placed: '.'.repeat(81), candidates: empty }));
  });

  it('shows a little more at each stage: words, then the unit, then the cells, then the move', () => {
    const hints = [1, 2, 3, 4].map((s) => hintAt(step, s));
    hints.forEach((h, i) => assert.match(h.text, new RegExp(`^Hint ${i + 1} of ${HINT_STAGES}: `)));
    assert.deepEqual(hints[0].area, []);
    assert.ok(hints[1].area.length === 9, 'stage 2 shows a unit');
    assert.deepEqual(hints[1].cells, []);
    assert.deepEqual(hints[2].cells, step.cells);
    assert.deepEqual(hints[2].placed, []);
    assert.deepEqual(hints[3].placed, step.placed);
    assert.deepEqual(hintAt(step, 9), hints[3], 'stages past the last are the last');
  });

  it("points at the editor's cells only from the third stage, the move's cells with the move", () => {
    assert.deepEqual(hintCells(step, 1), []);
    assert.deepEqual(hintCells(step, 2), []);
    const three = hintCells(step, 3);
    for (const p of step.placed) assert.ok(three.includes(p.cell));
    assert.equal(new Set(three).size, three.length, 'each cell once');
    const withMove: Step = { ...step, removed: [{ cell: 80, d: 1 }] };
    assert.ok(hintCells(withMove, 4).includes(80));
    assert.ok(!hintCells(withMove, 3).includes(80) || step.cells.includes(80));
  });

  it("says a chain step's sentence once at the move: the text holds it, nothing repeats it beneath (issue 34, defect 3)", () => {
    // top95 #55 reaches XY-cycles and Y-cycles: its chain steps have sentences.
    const r = e.solve(puzzleSet('top95')[54].cells);
    const chains = r.steps.filter((s) => s.chain && stepSentence(s));
    assert.ok(chains.length > 0, 'the puzzle has chain steps with sentences');
    for (const s of chains) {
      const h = hintAt(s, 4);
      const sentence = stepSentence(s)!;
      const drawn = [h.text, h.sentence ?? '', h.eureka ?? ''].join('\n');
      assert.equal(drawn.split(sentence).length - 1, 1, `${s.name} step ${s.n}: its sentence once in ${drawn}`);
    }
  });

  it('never says "Look for a …" at any stage of any technique: the name stands alone, then where to look (issue 34, words)', () => {
    const seen = new Set<string>();
    for (const p of puzzleSet('top95').slice(0, 12)) {
      for (const s of e.solve(p.cells).steps) {
        if (s.technique === 'guess' || seen.has(s.technique)) continue;
        seen.add(s.technique);
        const texts = [1, 2, 3, 4].map((n) => hintAt(s, n).text);
        for (const t of texts) assert.doesNotMatch(t, /Look for|\ba [AEIOU]/, t);
        assert.equal(texts[0], `Hint 1 of 4: Technique: ${s.name}.`);
        assert.match(texts[1], /^Hint 2 of 4: Look at (row|column|box) \d: /);
      }
    }
    assert.ok(seen.size >= 8, `techniques seen: ${[...seen].join(', ')}`);
  });

  it('knows when the hint shown has given its move, and its step at any stage', () => {
    const stager = new HintStager();
    const key = hintKey(givens, undefined);
    stager.start(key, step);
    assert.equal(stager.stepAt(key), step);
    assert.equal(stager.stepAt('elsewhere'), undefined);
    assert.equal(stager.finished(key), undefined, 'stage 1: the move is not shown yet');
    for (let i = 1; i < HINT_STAGES; i++) stager.again(key);
    assert.equal(stager.finished(key), step, 'the last stage: the next ask goes on');
    assert.equal(stager.finished('elsewhere'), undefined);
  });

  it('finds the unit the cells share: a box, then a row', () => {
    assert.deepEqual(
      areaOf([0, 10]),
      Array.from({ length: 81 }, (_, i) => i).filter((i) => boxOf(i) === 0),
    );
    assert.deepEqual(
      areaOf([0, 8]),
      Array.from({ length: 81 }, (_, i) => i).filter((i) => rowOf(i) === 0),
    );
    assert.deepEqual(areaOf([]), []);
  });
});
