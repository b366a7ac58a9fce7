/** The command line on variant puzzles (issue 37): the variant lines read, solved by the same engine, carried by --json. */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { WORKER_FILES, buildBundle, runCli } from '../helpers/bundle';
import { PuzzleService } from '../../src/service/puzzleService';
import { SolverPool } from '../../src/node/solverPool';
import { variantPuzzles } from '../helpers/variantData';
import { checkVariantSolution } from '../helpers/variantChecker';

const PUZZLES = variantPuzzles();
const WINDOKU = PUZZLES.find((p) => p.name === 'Windoku')!;
const JIGSAW = PUZZLES.find((p) => p.name === 'Jigsaw')!;

describe('the CLI on variants', function () {
  let dir: string;
  before(buildBundle);
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-variants-'));
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  const file = (name: string, text: string) => {
    const f = path.join(dir, name);
    fs.writeFileSync(f, text);
    return f;
  };

  it('solves a Windoku and a Jigsaw from their variant lines, and --json carries the variant', async () => {
    const text = [WINDOKU.givens, ...WINDOKU.lines, '', JIGSAW.givens, ...JIGSAW.lines, ''].join('\n');
    const run = await runCli([file('two.sudoku', text), '--json']);
    assert.equal(run.code, 0, run.stderr);
    const [w, j] = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(w.variant, { rules: ['windoku'] });
    assert.equal(w.status, 'solved');
    assert.equal(w.solution, WINDOKU.solution);
    assert.deepEqual(checkVariantSolution(WINDOKU.givens, w.solution, WINDOKU.rules), []);
    assert.deepEqual(j.variant, JIGSAW.variant);
    assert.equal(j.line, 4);
    assert.deepEqual(checkVariantSolution(JIGSAW.givens, j.solution, JIGSAW.rules), []);
    assert.equal(j.variantNotes, undefined);
  });

  it('solves what reads and says, with its line, what does not', async () => {
    const text = `${WINDOKU.givens}\n#variant windoku wonky\n#cage 2 r1c1 r1c2\n`;
    const run = await runCli([file('notes.sudoku', text), '--json']);
    const r = JSON.parse(run.stdout.trim());
    assert.deepEqual(r.variant, { rules: ['windoku'] });
    assert.equal(r.solution, WINDOKU.solution);
    assert.deepEqual(
      r.variantNotes.map((n: { kind: string; line: number }) => [n.kind, n.line]),
      [
        ['unknown-name', 2],
        ['cage-sum', 3],
      ],
    );
    assert.match(r.variantNotes[0].message, /Unknown variant 'wonky'/);
  });

  it('prints the variant as read under the text report', async () => {
    const run = await runCli([file('one.sudoku', `${WINDOKU.givens}\n#variant hyper\n`)]);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^ {2}#variant windoku$/m);
    assert.match(run.stdout, /guesses: none, logic alone solved it/);
  });

  it('solves the same givens as a classic puzzle without the variant line: more than one solution', async () => {
    const run = await runCli([file('plain.sudoku', `${WINDOKU.givens}\n`), '--json', '--verdict']);
    const r = JSON.parse(run.stdout.trim());
    assert.equal(r.status, 'multiple');
    assert.equal(r.variant, undefined);
  });
});

describe('the puzzle service on variants', function () {
  let pool: SolverPool;
  before(function () {
    buildBundle();
    pool = new SolverPool({ ...WORKER_FILES, size: 1 });
  });
  after(() => pool.dispose());

  it("keeps a variant's verdict, explanation and candidates apart from the classic puzzle's with the same givens", async () => {
    const service = new PuzzleService(pool, { solve: () => ({ timeLimitMs: 60000 }) });
    const variant = WINDOKU.variant;
    const classic = await service.verdict(WINDOKU.givens);
    const windoku = await service.verdict(WINDOKU.givens, undefined, { variant });
    assert.equal(classic.status, 'multiple');
    assert.equal(windoku.solution, WINDOKU.solution);
    const explained = await service.explain(WINDOKU.givens, undefined, { variant });
    assert.deepEqual(explained.variant, variant);
    assert.equal(explained.solution, WINDOKU.solution);
    assert.equal(service.known(WINDOKU.givens, variant)?.solution, WINDOKU.solution);
    assert.equal(service.known(WINDOKU.givens)?.status, 'multiple');
    // A hint: the Windoku's next step, true to its one solution.
    const hint = await service.hint(WINDOKU.givens, undefined, undefined, variant);
    assert.equal(hint.status, 'step');
    assert.equal(hint.step!.technique, 'hidden-single-extra-unit', 'in a window: the classic puzzle has no such step');
    for (const p of hint.step!.placed) assert.equal(WINDOKU.solution[p.cell], String(p.d));
    for (const r of hint.step!.removed) assert.notEqual(WINDOKU.solution[r.cell], String(r.d));
    // The hover's candidates: a window's givens are ruled out of its other cells only on the Windoku.
    const plain = await service.inspect(WINDOKU.givens);
    const marks = await service.inspect(WINDOKU.givens, variant);
    const inWindow = (i: number) => [1, 2, 3, 5, 6, 7].includes(Math.floor(i / 9)) && [1, 2, 3, 5, 6, 7].includes(i % 9);
    const differ = marks.candidates.filter((c, i) => c !== plain.candidates[i]).length;
    assert.ok(differ > 0, 'some candidates differ');
    marks.candidates.forEach((c, i) =>
      assert.ok(
        [...c].every((d) => plain.candidates[i].includes(d)),
        `cell ${i}: fewer, never more`,
      ),
    );
    assert.ok(
      marks.candidates.every((c, i) => c === plain.candidates[i] || inWindow(i)),
      'only cells in a window lose candidates',
    );
  });
});
