/**
 * Variants in the engine (issue 37): every variant puzzle kept for the tests
 * (test/data/variants) solved right, as the independent checker says
 * (test/helpers/variantChecker.ts, no engine code), and every step of their
 * explanations sound against the one solution: no classic technique fires
 * wrongly on a variant's grid.
 */
import { strict as assert } from 'assert';
import { engine } from '../helpers/engine';
import { type VariantPuzzle, variantPuzzles } from '../helpers/variantData';
import { checkVariantSolution, variantSolutions } from '../helpers/variantChecker';
import type { SolveResult } from '../../src/shared/result';
import { patternSentence } from '../../src/core/stepWords';

const ALL = variantPuzzles();
const VARIANT_TECHNIQUES = ['hidden-single-extra-unit', 'locked-candidates-extra-unit', 'locked-candidates-far-peers'];
const byName = (name: string) => ALL.find((p) => p.name === name)!;

/** Each step that rests on no guess agrees with the one solution: what it places is there, what it removes is not. */
function unsoundSteps(p: VariantPuzzle, r: SolveResult): string[] {
  const out: string[] = [];
  for (const s of r.steps) {
    if (s.guess !== undefined || s.technique === 'guess') continue;
    for (const x of s.placed) if (p.solution[x.cell] !== String(x.d)) out.push(`${s.n} ${s.technique} places ${x.d} at ${x.cell}`);
    for (const x of s.removed) if (p.solution[x.cell] === String(x.d)) out.push(`${s.n} ${s.technique} removes ${x.d} from ${x.cell}`);
  }
  return out;
}

describe('variants in the engine', function () {
  it('keeps test data the independent checker agrees with: one solution each, right under its rules', () => {
    assert.equal(ALL.length, 50);
    for (const p of ALL) {
      assert.deepEqual(checkVariantSolution(p.givens, p.solution, p.rules), [], p.name);
      assert.deepEqual(variantSolutions(p.givens, p.rules), { count: 1, solution: p.solution }, p.name);
    }
  });

  it("gives every variant puzzle's verdict: its one solution, as the checker finds it", async () => {
    const e = await engine();
    for (const p of ALL) {
      const r = e.solve(p.givens, { verdict: true, variant: p.variant });
      assert.equal(r.status, 'solved', `${p.file} ${p.name}: ${r.message}`);
      assert.equal(r.solution, p.solution, p.name);
      assert.deepEqual(r.variant, p.variant, 'the result says which variant it solved');
    }
  });

  it('explains the copied puzzles with every technique, each step sound, the variant techniques among them', async () => {
    const e = await engine();
    const used = new Set<string>();
    const noGuess: string[] = [];
    for (const p of ALL.filter((x) => x.file !== 'generated.tsv')) {
      const r = e.solve(p.givens, { variant: p.variant });
      assert.equal(r.status, 'solved', p.name);
      assert.deepEqual(checkVariantSolution(p.givens, r.solution!, p.rules), [], p.name);
      assert.deepEqual(unsoundSteps(p, r), [], p.name);
      for (const s of r.steps) {
        used.add(s.technique);
        // The variant techniques' steps say why in words, naming their diagonal, window or unit.
        if (VARIANT_TECHNIQUES.includes(s.technique))
          assert.ok(patternSentence(s)?.includes(s.unit ?? '?'), `${s.technique}: ${patternSentence(s)}`);
      }
      if (r.guesses.length === 0) noGuess.push(p.name);
    }
    assert.ok(used.has('hidden-single-extra-unit') && used.has('locked-candidates-extra-unit'), [...used].join(' '));
    assert.ok(!used.has('unique-rectangle') && !used.has('bug'), 'no uniqueness technique on a variant');
    // Windoku and Jigsaw by logic alone; Sudoku X and X-Windoku (from "the hardest" threads) need guesses.
    assert.deepEqual(noGuess.sort(), ['Jigsaw', 'Windoku']);
  });

  it('explains every generated puzzle without chains: the classic techniques and the guess log, each step sound', async () => {
    const e = await engine();
    let logicAlone = 0;
    for (const p of ALL.filter((x) => x.file === 'generated.tsv')) {
      const r = e.solve(p.givens, { variant: p.variant, chains: false });
      assert.equal(r.status, 'solved', p.name);
      assert.deepEqual(checkVariantSolution(p.givens, r.solution!, p.rules), [], p.name);
      assert.deepEqual(unsoundSteps(p, r), [], p.name);
      if (r.guesses.length === 0) logicAlone++;
    }
    console.log(`      ${logicAlone} of 46 generated variant puzzles by logic alone without chains`);
  });

  it('needs the variant: without its rules the same givens have more than one solution', async () => {
    const e = await engine();
    const x = byName('Sudoku X');
    assert.equal(e.solve(x.givens, { verdict: true }).status, 'multiple');
    const k = byName('anti-knight 1');
    assert.equal(e.solve(k.givens, { verdict: true }).status, 'multiple');
  });

  it('names givens that clash a knight’s move apart, and on a diagonal', async () => {
    const e = await engine();
    // r1c3 and r2c5 both 5: no unit in common, a knight's move apart.
    const knight = `..5${'.'.repeat(10)}5${'.'.repeat(67)}`;
    const r = e.solve(knight, { variant: { rules: ['anti-knight'] } });
    assert.equal(r.status, 'invalid');
    assert.deepEqual(r.conflicts, [{ cells: [2, 13], digit: 5, unit: "a knight's move apart", far: true }]);
    assert.match(r.message ?? '', /r1c3 and r2c5 \(5, a knight's move apart\)/);
    assert.notEqual(e.solve(knight, {}).status, 'invalid', 'a classic grid lets them be');
    const verdict = e.solve(knight, { verdict: true, variant: { rules: ['anti-knight'] } });
    assert.equal(verdict.status, 'invalid', 'the verdict too, as diagnostics and Check ask for it');
    assert.deepEqual(verdict.conflicts, r.conflicts);
    // r1c1 and r9c9 both 7: the same diagonal.
    const diagonal = `7${'.'.repeat(79)}7`;
    const d = e.solve(diagonal, { variant: { rules: ['x'] } });
    assert.equal(d.status, 'invalid');
    assert.equal(d.conflicts?.[0].unit, 'the diagonal r1c1-r9c9');
  });

  it('leaves the classic board as it was after a variant: the same classic verdict and rating before and after', async () => {
    const e = await engine();
    const classic = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const before = e.solve(classic, {});
    const jig = byName('Jigsaw');
    e.solve(jig.givens, { variant: jig.variant });
    e.solve(jig.givens, { verdict: true, variant: jig.variant });
    const after = e.solve(classic, {});
    assert.equal(after.solution, before.solution);
    assert.deepEqual(after.difficulty, before.difficulty);
    assert.equal(e.solve(classic, { verdict: true }).solution, before.solution);
  });
});
