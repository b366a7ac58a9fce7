/**
 * The lab's bounds in the built worker and on the command line (issue 32):
 * a technique that asks for gigabytes is stopped at its bound and its worker
 * replaced; reading a technique file is watched and waits its turn; the
 * verdict of a puzzle with several solutions is never a technique's.
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { SolverPool } from '../../src/node/solverPool';
import { puzzleSet } from '../helpers/engine';
import { WORKER_FILES, buildBundle, runCli as cli } from '../helpers/bundle';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { checkSolution } from '../helpers/checker';
import { FOUND_FLOOD, MEMORY_HOG, placesSolution } from '../helpers/badTechniques';

const TOP95 = puzzleSet('top95');
const SOLUTION = bitmaskSolve(TOP95[0].cells).solutions[0];
/** TOP95[0]'s solution's top three rows alone: thousands of solutions. */
const MANY = SOLUTION.slice(0, 27) + '.'.repeat(54);
const HEADER = '-- Technique: Long\n-- Rating: 2.0\n-- Rule: a long file.\n\n';
const INSERT = "INSERT INTO found (act, cell, d, unit, pattern, digits) SELECT 'elim', 0, 1, NULL, '0', '1' WHERE 0;\n";

const stepsOf = (r: { steps: { technique: string; placed: unknown; removed: unknown }[] }) =>
  r.steps.map((s) => [s.technique, s.placed, s.removed]);

describe('technique lab: bounds in the worker', function () {
  before(buildBundle);

  for (const [what, text, name] of [
    ['asks SQLite for 2 GiB', MEMORY_HOG, 'Memory hog'],
    ['inserts 3 GB into found', FOUND_FLOOD, 'Found flood'],
  ] as const) {
    it(`stops a technique that ${what} at its bound, names both, and the next solve runs in a new worker`, async () => {
      const pool = new SolverPool(WORKER_FILES);
      try {
        const plain = await pool.solve(TOP95[0].cells);
        const r = await pool.solve(TOP95[0].cells, { timeLimitMs: 60000, userTechniques: [{ path: 'hog.sql', text }] });
        assert.equal(r.status, 'solved');
        assert.equal(r.solution, SOLUTION);
        assert.deepEqual(
          r.lab?.map((x) => [x.kind, x.path]),
          [['memory', 'hog.sql']],
        );
        assert.match(r.lab![0].message, new RegExp(`'${name}' .*128 MiB`));
        // Its memory is gone with its worker: the next job starts a fresh one, which solves as before.
        const next = await pool.solve(TOP95[0].cells);
        assert.equal(pool.counters.outgrown, 1);
        assert.equal(pool.counters.started, 2);
        assert.deepEqual(stepsOf(next), stepsOf(plain));
        assert.deepEqual(checkSolution(TOP95[0].cells, next.solution), []);
      } finally {
        await pool.dispose();
      }
    });
  }

  it('stops reading a technique file at its time limit, says so on the file, and the pool goes on', async () => {
    const pool = new SolverPool({ ...WORKER_FILES, readTechniqueMs: 1, graceMs: 0 });
    try {
      await pool.solve(TOP95[0].cells); // the worker is up: the limit is the read's alone
      const r = await pool.readTechnique({ path: 'long.sql', text: HEADER + INSERT.repeat(1000) });
      assert.equal(r.technique, undefined);
      assert.deepEqual(
        r.problems.map((p) => [p.line, p.column, p.severity]),
        [[1, 1, 'error']],
      );
      assert.match(r.problems[0].message, /took over 1 ms and was stopped/);
      assert.equal(pool.counters.replaced, 1);
      assert.deepEqual(checkSolution(TOP95[1].cells, (await pool.solve(TOP95[1].cells)).solution), []);
    } finally {
      await pool.dispose();
    }
  });

  it('a long technique file waits its turn; a short one goes ahead of solves, behind other quick jobs', async () => {
    const pool = new SolverPool(WORKER_FILES);
    try {
      const done: string[] = [];
      const track = (name: string, p: Promise<unknown>) => p.then(() => done.push(name));
      const long = HEADER + `-- ${'x'.repeat(70 * 1024)}\n` + INSERT;
      await Promise.all([
        track('solve A', pool.solve(TOP95[0].cells)),
        track('solve B', pool.solve(TOP95[1].cells)),
        track('long read', pool.readTechnique({ path: 'long.sql', text: long })),
        track('short read', pool.readTechnique({ path: 'short.sql', text: HEADER + INSERT })),
        track('inspect', pool.inspect(TOP95[2].cells)),
      ]);
      assert.deepEqual(done, ['solve A', 'short read', 'inspect', 'solve B', 'long read']);
    } finally {
      await pool.dispose();
    }
  });
});

describe('technique lab on the command line: the verdict is the built-in ladder’s', function () {
  before(buildBundle);

  it('a puzzle with several solutions stays "multiple" (exit 1), with both solutions and the report, in JSON, text and --hint', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-lab-'));
    const file = path.join(dir, 'places.sql');
    fs.writeFileSync(file, placesSolution(SOLUTION));
    const json = await cli(['--technique', file, MANY, '--json']);
    assert.equal(json.code, 1, json.stderr);
    const record = JSON.parse(json.stdout);
    assert.equal(record.status, 'multiple');
    assert.equal(record.solutions.length, 2);
    for (const s of record.solutions) assert.deepEqual(checkSolution(MANY, s), []);
    assert.deepEqual(
      record.lab.map((x: { kind: string }) => x.kind),
      ['unchecked'],
    );
    const text = await cli(['--technique', file, MANY]);
    assert.equal(text.code, 1);
    assert.match(text.stdout, /more than one solution · 27 givens/);
    assert.match(text.stdout, /unchecked: The technique 'Wishful placement' was not run: the puzzle has more than one solution/);
    const hint = await cli(['--technique', file, MANY, '--hint', '--json']);
    const h = JSON.parse(hint.stdout);
    assert.ok(!h.step?.userTechnique, 'the hint is the technique’s step');
    assert.equal(h.lab[0].kind, 'unchecked');
  });
});
