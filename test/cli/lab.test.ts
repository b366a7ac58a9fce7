/**
 * The technique lab through the worker and on the command line: a runaway
 * technique stopped at the time limit and named; --technique in a solve;
 * --report over a file; bad technique files refused with their line and
 * column. The built bundle, in worker threads and child processes.
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { SolverPool } from '../../src/node/solverPool';
import { ROOT, puzzleSet } from '../helpers/engine';
import { WORKER_FILES, buildBundle, runCli as cli } from '../helpers/bundle';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { checkSolution } from '../helpers/checker';
import { HOSTILE_NAME, HOSTILE_NAMED } from '../helpers/badTechniques';

const TOP95 = puzzleSet('top95');
const SAMPLE = path.join(ROOT, 'samples/techniques/w-wing.sql');
const RUNAWAY =
  '-- Technique: Endless\n-- Rating: 1.0\n-- Rule: counts for ever.\n\nWITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n)\n' +
  "INSERT INTO found (act, cell, d, unit, pattern, digits) SELECT 'elim', 0, 1, NULL, '0', '1' FROM n WHERE i < 0;\n";
const WISHFUL =
  "-- Technique: Wishful thinking\n-- Rating: 2.0\n-- Rule: a cell's largest candidate is never its digit.\n\n" +
  "INSERT INTO found (act, cell, d, unit, pattern, digits)\nSELECT 'elim', cell, max(d), NULL, cell, max(d) FROM cand GROUP BY cell;\n";

function tmpFile(name: string, text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-lab-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

describe('technique lab in the worker', function () {
  before(buildBundle);

  for (const sharedMemory of [true, false]) {
    // Without shared memory (a browser page that is not cross-origin isolated) the worker says it in a message.
    it(`stops a runaway technique at the time limit, names it, and the next solve works (${sharedMemory ? 'shared memory' : 'no shared memory'})`, async () => {
      const pool = new SolverPool({ ...WORKER_FILES, graceMs: 500, sharedMemory });
      try {
        await pool.solve(TOP95[0].cells); // the worker is up: the limit is the technique's alone
        const r = await pool.solve(TOP95[0].cells, { timeLimitMs: 1000, userTechniques: [{ path: 'endless.sql', text: RUNAWAY }] });
        assert.equal(r.status, 'timeout');
        assert.match(r.message!, /'Endless'.*1000 ms/);
        assert.deepEqual(
          r.lab?.map((x) => [x.kind, x.path]),
          [['timeout', 'endless.sql']],
        );
        assert.equal(pool.counters.replaced, 1);
        const next = await pool.solve(TOP95[1].cells);
        assert.deepEqual(checkSolution(TOP95[1].cells, next.solution), []);
      } finally {
        await pool.dispose();
      }
    });
  }

  it('a trial whose signal is aborted before it starts is cancelled, not run', async () => {
    const pool = new SolverPool(WORKER_FILES);
    try {
      const abort = new AbortController();
      abort.abort();
      await assert.rejects(
        pool.labTrial(TOP95[0].cells, [{ path: 'endless.sql', text: RUNAWAY }], 60000, { signal: abort.signal }),
        /cancelled/,
      );
      assert.equal(pool.counters.started, 0, 'no worker was started for it');
    } finally {
      await pool.dispose();
    }
  });

  it("reads a technique file: SQLite's error at its line and column", async () => {
    const pool = new SolverPool(WORKER_FILES);
    try {
      const r = await pool.readTechnique({ path: 'x.sql', text: '-- Technique: X\n-- Rating: 3.0\n-- Rule: x\n\nSELEC 1;\n' });
      assert.equal(r.technique, undefined);
      assert.deepEqual(
        r.problems.map((p) => [p.line, p.column, p.severity]),
        [[5, 1, 'error']],
      );
      assert.match(r.problems[0].message, /near "SELEC"/);
    } finally {
      await pool.dispose();
    }
  });
});

describe('technique lab on the command line', function () {
  before(buildBundle);

  it('--technique: the technique joins the ladder, and the difficulty says so (text and JSON)', async () => {
    const puzzle = TOP95[3].cells;
    const text = await cli(['--technique', SAMPLE, puzzle, '--steps']);
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, /4\.4 W-Wing \(user technique\)/);
    assert.match(text.stdout, /W-Wing \(user technique\) \{\d,\d\} at /);
    const json = await cli(['--technique', SAMPLE, puzzle, '--json', '--steps']);
    const record = JSON.parse(json.stdout);
    assert.equal(record.solution, bitmaskSolve(puzzle).solutions[0]);
    assert.deepEqual(record.difficulty.userTechniques, ['W-Wing']);
    assert.ok(record.steps.some((s: { userTechnique?: string }) => s.userTechnique === SAMPLE));
  });

  it("--technique: a technique's name reaches the terminal without its control characters, in --steps and the techniques line; --json keeps it escaped", async () => {
    const file = tmpFile('hostile.sql', HOSTILE_NAMED);
    const puzzle = puzzleSet('easy50')[0].cells;
    const text = await cli([puzzle, '--technique', file, '--steps']);
    assert.equal(text.code, 0, text.stderr);
    // eslint-disable-next-line no-control-regex -- control characters are what must not be there
    assert.doesNotMatch(text.stdout, /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    assert.match(text.stdout, /^ {2}techniques: Evil \]0;pwned single .*×\d+/m);
    assert.match(text.stdout, /^ +1\. Evil \]0;pwned single .* \(user technique\): \d goes in r\dc\d$/m);
    const json = await cli([puzzle, '--technique', file, '--steps', '--json']);
    assert.equal(json.code, 0, json.stderr);
    // eslint-disable-next-line no-control-regex -- as above
    assert.doesNotMatch(json.stdout, /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    const record = JSON.parse(json.stdout);
    assert.equal(record.steps[0].name, HOSTILE_NAME);
    assert.deepEqual(record.difficulty.userTechniques, [HOSTILE_NAME]);
  });

  it('--technique: an unsound technique is reported with its counterexample (exit 1), and the puzzle still solved', async () => {
    const file = tmpFile('wishful.sql', WISHFUL);
    const puzzle = TOP95[4].cells;
    const r = await cli(['--technique', file, puzzle, '--json']);
    assert.equal(r.code, 1);
    const record = JSON.parse(r.stdout);
    assert.equal(record.status, 'solved');
    assert.equal(record.solution, bitmaskSolve(puzzle).solutions[0]);
    const [report] = record.lab;
    assert.equal(report.kind, 'unsound');
    for (const f of report.counterexample.wrong) assert.equal(record.solution[f.cell], String(f.d));
    const textRun = await cli(['--technique', file, puzzle]);
    assert.match(textRun.stdout, /unsound: The technique 'Wishful thinking' is unsound/);
    assert.match(textRun.stdout, /position \(candidate line\): [1-9.]{729}/);
  });

  it('--report: fires, finds, times and ratings, as text and JSON', async () => {
    const puzzles = tmpFile(
      'three.txt',
      TOP95.slice(3, 6)
        .map((p) => p.cells)
        .join('\n') + '\n',
    );
    const text = await cli(['--technique', SAMPLE, '--report', puzzles]);
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, /3 puzzles, 3 with one solution, \d+ positions/);
    assert.match(text.stdout, /fires on \d of 3 puzzles/);
    assert.match(text.stdout, /time per call: median [\d.]+ ms, p95 [\d.]+ ms/);
    assert.match(text.stdout, /unsound: none found/);
    assert.match(text.stdout, /ratings: \d of 3 puzzles change/);
    const json = await cli(['--technique', SAMPLE, '--report', puzzles, '--json']);
    const lines = json.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.equal(lines.length, 4);
    const summary = lines[3].summary;
    assert.equal(summary.puzzles, 3);
    const fired = lines.slice(0, 3).filter((l) => l.firings.length > 0).length;
    assert.equal(summary.techniques[0].puzzles, fired);
    for (const l of lines.slice(0, 3)) {
      const solution = bitmaskSolve(l.puzzle).solutions[0];
      for (const f of l.firings) for (const s of f.steps) for (const x of s.removed) assert.notEqual(solution[x.cell], String(x.d));
    }
  });

  it('--report: an unsound technique gives its counterexamples and exit 1', async () => {
    const puzzles = tmpFile('one.txt', TOP95[4].cells + '\n');
    const r = await cli(['--technique', tmpFile('wishful.sql', WISHFUL), '--report', puzzles]);
    assert.equal(r.code, 1);
    assert.match(r.stdout, /unsound: The technique 'Wishful thinking'/);
    assert.match(r.stdout, /unsound: [1-9]\d* positions/);
  });

  it('refuses bad technique files and bad combinations with exit 2 and a clear message', async () => {
    const broken = tmpFile('broken.sql', '-- Technique: Broken\n-- Rating: 11\n-- Rule: x\n\nSELECT cell FROM cand WHERE;\n');
    const bad = await cli(['--technique', broken, TOP95[0].cells]);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /broken\.sql:2:12: error: '11' is not a rating/);
    assert.match(bad.stderr, /broken\.sql:5:28: error: SQLite: near ";": syntax error/);
    const missing = await cli(['--technique', path.join(os.tmpdir(), 'no-such-technique.sql'), TOP95[0].cells]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /cannot read technique file .*no-such-technique\.sql/);
    const noTechnique = await cli(['--report', broken]);
    assert.equal(noTechnique.code, 2);
    assert.match(noTechnique.stderr, /--report tries your techniques/);
    const verdict = await cli(['--technique', SAMPLE, '--verdict', TOP95[0].cells]);
    assert.equal(verdict.code, 2);
  });
});
