/**
 * The sample techniques of samples/techniques/, as a user would write them:
 * each reads without a problem, fires on puzzles of the test data, and every
 * placement and elimination it makes, at every position of the built-in
 * explanations it was tried at, agrees with the solution the independent
 * bitmask solver finds. In the ladder, the solve still ends at that solution.
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { ROOT, engine, puzzleSet } from '../helpers/engine';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { checkSolution } from '../helpers/checker';

const SAMPLES = path.join(ROOT, 'samples/techniques');
/** Puzzles from three sets: easy, the top95 and the named hardest (logic mostly, some guessing). */
const PUZZLES = [...puzzleSet('top95').slice(0, 30), ...puzzleSet('easy50').slice(0, 10), ...puzzleSet('named_hardest').slice(0, 5)];

describe('sample techniques: sound and firing on the test data', function () {
  const files = fs.readdirSync(SAMPLES).filter((f) => f.endsWith('.sql'));

  it('there are at least three, none of them a built-in technique', async () => {
    assert.ok(files.length >= 3);
    const e = await engine();
    for (const f of files) {
      const r = e.readUserTechnique({ path: f, text: fs.readFileSync(path.join(SAMPLES, f), 'utf8') });
      assert.deepEqual(r.problems, [], f);
      assert.ok(!e.techniques.some((t) => t.id === r.technique!.id || t.name === r.technique!.name), f);
    }
  });

  for (const f of fs.readdirSync(SAMPLES).filter((x) => x.endsWith('.sql'))) {
    it(`${f}: every finding at every position agrees with the independent solution`, async () => {
      const e = await engine();
      const source = { path: f, text: fs.readFileSync(path.join(SAMPLES, f), 'utf8') };
      let firedOn = 0;
      let findings = 0;
      for (const { cells } of PUZZLES) {
        const truth = bitmaskSolve(cells);
        if (truth.solutions.length !== 1) continue;
        const solution = truth.solutions[0];
        const trial = e.labTrial(cells, [source], 120000);
        assert.deepEqual(trial.reports, [], `${f} on ${cells}`);
        if (trial.firings.length > 0) firedOn++;
        for (const firing of trial.firings) {
          for (const step of firing.steps) {
            for (const { cell, d } of step.removed)
              assert.notEqual(solution[cell], String(d), `${f} removes the answer ${d} of cell ${cell} in ${cells}`);
            for (const { cell, d } of step.placed)
              assert.equal(solution[cell], String(d), `${f} places a wrong ${d} in cell ${cell} of ${cells}`);
            findings += step.removed.length + step.placed.length;
            assert.ok(step.cells.length > 0 && step.digits.length > 0, 'a step names its pattern');
          }
        }
      }
      assert.ok(firedOn >= 3, `${f} fired on ${firedOn} puzzles only`);
      assert.ok(findings > 0);
    });

    it(`${f}: in the ladder, solves puzzles to the independent solution and is used`, async () => {
      const e = await engine();
      const source = { path: f, text: fs.readFileSync(path.join(SAMPLES, f), 'utf8') };
      let used = 0;
      for (const { cells } of PUZZLES.slice(0, 20)) {
        const r = e.solve(cells, { userTechniques: [source], unique: true });
        assert.deepEqual(checkSolution(cells, r.solution), []);
        assert.equal(r.solution, bitmaskSolve(cells).solutions[0]);
        assert.equal(r.lab, undefined, JSON.stringify(r.lab));
        if (r.steps.some((s) => s.userTechnique === f)) used++;
      }
      assert.ok(used > 0, `${f} was never used`);
    });
  }
});
