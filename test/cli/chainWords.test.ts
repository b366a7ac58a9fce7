/** Steps in plain words from the built CLI: a chain's sentence in --steps, with the Eureka line beneath, and in --json; a pattern's why too. */
import { strict as assert } from 'assert';
import { execFile } from 'child_process';
import { promisify } from 'util';
import { chainSentence } from '../../src/core/chainWords';
import { patternSentence } from '../../src/core/stepWords';
import { describeStep } from '../../src/core/phrases';
import type { Step } from '../../src/shared/result';
import { puzzleSet } from '../helpers/engine';
import { BUNDLE, buildBundle } from '../helpers/bundle';
import { agree } from '../helpers/chainReading';

describe('chain steps in plain words, from the command line', function () {
  this.timeout(10 * 60 * 1000);
  before(buildBundle);

  it("reach the CLI's --steps (the Eureka line beneath) and --json (a sentence field)", async () => {
    const puzzle = puzzleSet('top95')[3].cells;
    const run = (...args: string[]) => promisify(execFile)(process.execPath, [BUNDLE.cli, puzzle, ...args], { maxBuffer: 1 << 26 });
    const lines = (await run('--steps')).stdout.split('\n');
    const { steps } = JSON.parse((await run('--steps', '--json')).stdout) as { steps: (Step & { sentence?: string })[] };
    const chained = steps.filter((s) => s.chain);
    assert.ok(chained.length > 0);
    for (const step of chained) {
      assert.equal(step.sentence, chainSentence(step));
      agree(step);
      const at = lines.findIndex((l) => l.trimStart().startsWith(`${step.n}. `));
      assert.equal(lines[at].trim(), `${step.n}. ${step.name} (${step.rating.toFixed(1)}): ${step.sentence}`);
      assert.equal(lines[at + 1].trim(), step.chain!.text);
    }
    // A pattern step says why, after its words, on its line and in --json.
    const patterns = steps.filter((s) => !s.chain && s.technique !== 'guess');
    assert.ok(patterns.length > 0);
    for (const step of patterns) {
      assert.ok(step.sentence && step.sentence === patternSentence(step), `${step.n}: ${step.sentence}`);
      const at = lines.findIndex((l) => l.trimStart().startsWith(`${step.n}. `));
      assert.equal(lines[at].trim(), `${step.n}. ${describeStep(step, step.sentence)}`);
      assert.ok(lines[at].endsWith(step.sentence), lines[at]);
    }
  });
});
