/**
 * Killer and Killer-X in the engine (issue 37): the 42 killers of
 * test/data/variants/killer.tsv solved right, as the independent checker
 * says (test/helpers/checker.ts's checkCages and variantChecker.ts, no engine
 * code); each killer technique firing where it is needed, every step sound
 * against the one solution; the guesses keeping the cages' sums; and a
 * classic puzzle never running a killer technique.
 */
import { strict as assert } from 'assert';
import { engine } from '../helpers/engine';
import { type KillerPuzzle, killerPuzzles, readCages } from '../helpers/killerData';
import { checkCages } from '../helpers/checker';
import { checkVariantSolution } from '../helpers/variantChecker';
import type { SolveResult } from '../../src/shared/result';
import { patternSentence } from '../../src/core/stepWords';

const ALL = killerPuzzles();
const KILLER_TECHNIQUES = ['cage-combinations', 'rule-of-45-innies', 'rule-of-45-outies', 'cage-unit-interaction'];
/** The singles: with them alone, a killer is left to its cage techniques and to guessing. */
const SINGLES = ['full-house', 'hidden-single-box', 'hidden-single-line', 'hidden-single-extra-unit', 'naked-single'];
/** A verdict or an explanation may take this long on the hardest killers (a machine shared with others). */
const LIMIT = 540_000;
/** The killers whose verdict and explanation take a second or so: the first three, and three of the last seven. */
const QUICK = [1, 2, 3, 37, 38, 40];

function wrong(p: KillerPuzzle, solution: string | undefined): string[] {
  if (!solution) return ['no solution'];
  return [...checkCages(solution, p.cages), ...checkVariantSolution(p.givens, solution, p.rules)];
}

/** Each step that rests on no guess agrees with the one solution: what it places is there, what it removes is not. */
function unsoundSteps(p: KillerPuzzle, r: SolveResult): string[] {
  const out: string[] = [];
  for (const s of r.steps) {
    if (s.guess !== undefined || s.technique === 'guess') continue;
    for (const x of s.placed) if (p.solution[x.cell] !== String(x.d)) out.push(`${s.n} ${s.technique} places ${x.d} at ${x.cell}`);
    for (const x of s.removed) if (p.solution[x.cell] === String(x.d)) out.push(`${s.n} ${s.technique} removes ${x.d} from ${x.cell}`);
  }
  return out;
}

describe('killer in the engine', function () {
  it('keeps 42 killers (5 Killer-X) whose solutions the independent checker accepts', () => {
    assert.equal(ALL.length, 42);
    assert.equal(ALL.filter((p) => p.kind === 'killer+x').length, 5);
    for (const p of ALL) assert.deepEqual(wrong(p, p.solution), [], `row ${p.row} ${p.name}`);
    assert.deepEqual(readCages('3=r1c1+r1c2;17=r9c9+r9c8'), [
      { sum: 3, cells: [0, 1] },
      { sum: 17, cells: [79, 80] },
    ]);
    assert.throws(() => readCages('3=r1c1+r0c2'), /not a cage/);
  });

  // Each killer's verdict, one test each. The hardest (Tarek's, rows 4-35, no givens) take the guess search
  // minutes each on this engine: they run with KILLER_ALL=1 (npm run bench:variants times them all).
  for (const p of ALL) {
    const quick = QUICK.includes(p.row);
    (quick || process.env.KILLER_ALL ? it : it.skip)(
      `gives killer row ${p.row}'s verdict: its one solution, right by the checker`,
      async () => {
        const e = await engine();
        const r = e.solve(p.givens, { verdict: true, variant: p.variant, timeLimitMs: LIMIT });
        assert.equal(r.status, 'solved', `row ${p.row} ${p.name}: ${r.message}`);
        assert.deepEqual(wrong(p, r.solution), [], `row ${p.row}`);
        assert.equal(r.solution, p.solution, `row ${p.row}`);
      },
    );
  }

  it('explains the killers with the cage techniques and, where logic stalls, the guess log: each step sound, the solution right', async () => {
    const e = await engine();
    const used = new Set<string>();
    const noGuess: number[] = [];
    for (const p of ALL.filter((x) => QUICK.includes(x.row))) {
      // Without chains: on a killer they rarely help and take long; the guess log follows the cages.
      const r = e.solve(p.givens, { variant: p.variant, chains: false, timeLimitMs: LIMIT });
      assert.equal(r.status, 'solved', `row ${p.row} ${p.name}: ${r.message}`);
      assert.deepEqual(wrong(p, r.solution), [], `row ${p.row}`);
      assert.deepEqual(unsoundSteps(p, r), [], `row ${p.row}`);
      for (const s of r.steps) {
        used.add(s.technique);
        if (KILLER_TECHNIQUES.includes(s.technique)) {
          // Its words say the sum its cells make.
          const said = patternSentence(s) ?? '';
          assert.ok(s.sum !== undefined && said.includes(String(s.sum)), `${s.technique}: ${said}`);
        }
      }
      if (r.guesses.length === 0) noGuess.push(p.row);
    }
    for (const t of ['cage-combinations', 'rule-of-45-innies', 'cage-unit-interaction'])
      assert.ok(used.has(t), `${t}: ${[...used].join(' ')}`);
    assert.ok(!used.has('unique-rectangle') && !used.has('bug'), 'no uniqueness technique on a killer');
    // The two classic killers (Wikipedia's, and the same with gaps) by logic alone.
    assert.deepEqual(noGuess, [1, 2]);
  });

  it('needs each killer technique: on top of the singles (and cage combinations), it fires, soundly, and logic gets further', async () => {
    const e = await engine();
    const p = ALL[0];
    const left = (r: SolveResult) => (r.status === 'solved' ? 0 : (r.stall?.candidates ?? []).join('').length);
    for (const t of KILLER_TECHNIQUES) {
      const base = t === 'cage-combinations' ? SINGLES : [...SINGLES, 'cage-combinations'];
      const options = { variant: p.variant, chains: false, guessing: false } as const;
      const without = e.solve(p.givens, { ...options, techniques: base });
      const withIt = e.solve(p.givens, { ...options, techniques: [...base, t] });
      assert.equal(without.status, 'stalled', t);
      assert.ok(
        withIt.steps.some((s) => s.technique === t),
        `${t} fires`,
      );
      assert.deepEqual(unsoundSteps(p, withIt), [], t);
      assert.ok(left(withIt) < left(without), `${t}: ${left(withIt)} candidates left, ${left(without)} without it`);
    }
  });

  it('guesses keep the cages: with the singles and cage combinations alone, the guesses end in the solution', async () => {
    const e = await engine();
    const p = ALL[0];
    // No claiming: the driver guesses on the named board itself, and a guess that breaks a sum must fail there.
    const r = e.solve(p.givens, { variant: p.variant, techniques: [...SINGLES, 'cage-combinations'], timeLimitMs: LIMIT });
    assert.equal(r.status, 'solved', r.message);
    assert.deepEqual(wrong(p, r.solution), []);
    // A cage whose sum no digits can make: no solution, by the verdict and by the explanation.
    const impossible = { rules: [], cages: [{ sum: 2, cells: [0, 1] }, ...p.cages.slice(1)] };
    assert.equal(e.solve(p.givens, { verdict: true, variant: impossible }).status, 'no-solution');
    assert.equal(e.solve(p.givens, { variant: impossible, chains: false }).status, 'no-solution');
    // A sum one off: every guess path breaks some cage.
    const off = { rules: [], cages: [{ sum: 4, cells: [0, 1] }, ...p.cages.slice(1)] };
    assert.equal(e.solve(p.givens, { verdict: true, variant: off }).status, 'no-solution');
  });

  it('runs no killer technique on a classic puzzle, and rates it as before', async () => {
    const e = await engine();
    const classic = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const before = e.solve(classic, {});
    const k = ALL[0];
    e.solve(k.givens, { variant: k.variant });
    const after = e.solve(classic, {});
    for (const t of KILLER_TECHNIQUES) assert.equal(after.stats.techniques[t], undefined, t);
    assert.equal(after.solution, before.solution);
    assert.deepEqual(after.difficulty, before.difficulty);
  });
});
