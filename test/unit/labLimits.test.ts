/**
 * The technique lab against hostile or careless techniques (issue 32): the
 * verdict is never a user technique's, what a technique writes is bounded
 * and its findings' columns checked, a long technique file is read in
 * bounded time, and the lab's own triggers are not the technique's reads.
 * Solutions are checked by the independent checker and bitmask solver.
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { ROOT, engine, puzzleSet, sqlJs, sqlSources } from '../helpers/engine';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { checkSolution } from '../helpers/checker';
import { FOUND_BYTES, FOUND_ROWS, UNSOUND, oddColumn, placesSolution } from '../helpers/badTechniques';
import { SqlSudokuEngine } from '../../src/core/engine';
import { nextHint } from '../../src/core/hint';
import { lineColumnOf } from '../../src/core/lab/read';
import { LAB_LIMITS } from '../../src/core/lab/limits';
import { labPort, type LabCore } from '../../src/features/lab/labEngine';

const TOP95 = puzzleSet('top95');
const HEADER = '-- Technique: Test\n-- Rating: 4.0\n-- Rule: a test.\n\n';
const NOTHING = "INSERT INTO found (act, cell, d, unit, pattern, digits) SELECT 'elim', cell, d, NULL, cell, d FROM cand WHERE 0;";

/** TOP95[0]'s solution, and the puzzle of its top three rows alone: thousands of solutions, one of them that one. */
const SOLUTION = bitmaskSolve(TOP95[0].cells).solutions[0];
const MANY = SOLUTION.slice(0, 27) + '.'.repeat(54);
/** Row 1 holds 1..8 and r2c9 a 9: r1c9 has no candidate, with no two givens alike. */
const NONE = '12345678.' + '........9' + '.'.repeat(63);

describe('technique lab: the verdict is never a user technique’s', () => {
  it('a puzzle with several solutions stays "multiple" whatever a technique places or strikes, and says it was not checked', async () => {
    const e = await engine();
    assert.ok(bitmaskSolve(MANY).count > 1);
    for (const text of [placesSolution(SOLUTION), UNSOUND]) {
      const r = e.solve(MANY, { userTechniques: [{ path: 'mine.sql', text }] });
      assert.equal(r.status, 'multiple');
      assert.equal(r.solutions?.length, 2);
      for (const s of r.solutions!) assert.deepEqual(checkSolution(MANY, s), []);
      assert.notEqual(r.solutions![0], r.solutions![1]);
      assert.ok(!r.steps.some((s) => s.userTechnique), 'a step of the unchecked technique was applied');
      assert.deepEqual(
        r.lab?.map((x) => [x.kind, x.path]),
        [['unchecked', 'mine.sql']],
      );
      assert.match(r.lab![0].message, /was not run: the puzzle has more than one solution, so its findings could not be checked/);
    }
  });

  it('a puzzle with no solution stays "no-solution"', async () => {
    const e = await engine();
    assert.equal(bitmaskSolve(NONE).count, 0);
    const r = e.solve(NONE, { userTechniques: [{ path: 'mine.sql', text: placesSolution(SOLUTION) }] });
    assert.equal(r.status, 'no-solution');
    assert.equal(r.lab?.[0].kind, 'unchecked');
    assert.match(r.lab![0].message, /the puzzle has no solution/);
  });

  it("a hint on such a puzzle is never the technique's step, and carries the report", async () => {
    const e = await engine();
    const source = { path: 'mine.sql', text: placesSolution(SOLUTION) };
    const hint = await nextHint(MANY, undefined, async (o) => e.solve(MANY, { ...o, userTechniques: [source] }));
    assert.ok(!hint.step?.userTechnique, 'the hint is the technique’s step');
    assert.equal(hint.lab?.[0].kind, 'unchecked');
  });
});

describe('technique lab: what a technique may write', () => {
  const puzzle = TOP95[0].cells;

  for (const [what, text, message] of [
    ['more rows', FOUND_ROWS, /'Many findings' wrote more than 10000 findings in one run/],
    ['more bytes', FOUND_BYTES, /'Large findings' wrote more than 8 MiB of findings in one run/],
  ] as const) {
    it(`stops a technique that writes ${what} than a technique may, names it and the bound, and solves on`, async () => {
      const e = await engine();
      const r = e.solve(puzzle, { userTechniques: [{ path: 'big.sql', text }] });
      assert.equal(r.status, 'solved');
      assert.equal(r.solution, SOLUTION);
      assert.deepEqual(
        r.lab?.map((x) => x.kind),
        ['memory'],
      );
      assert.match(r.lab![0].message, message);
      // The same as a fresh solve without it: nothing it wrote stayed.
      const plain = e.solve(puzzle);
      assert.deepEqual(
        r.steps.map((s) => [s.technique, s.placed, s.removed]),
        plain.steps.map((s) => [s.technique, s.placed, s.removed]),
      );
    });
  }

  it('stops a technique that grows the WASM heap past its bound (checked after each call), naming it and the bound', async () => {
    const SQL = await sqlJs();
    // A heap that grows 100 MiB at every look: the first call outgrows the bound.
    let looks = 0;
    const e = SqlSudokuEngine.create(SQL, sqlSources(), { heapBytes: () => looks++ * 100 * 1024 * 1024 });
    try {
      const r = e.solve(puzzle, { userTechniques: [{ path: 't.sql', text: HEADER.replace('4.0', '1.0') + NOTHING }] });
      assert.equal(r.status, 'solved');
      assert.equal(r.lab?.[0]?.kind, 'memory');
      assert.match(r.lab![0].message, new RegExp(`'Test' grew the solver's memory to \\d+ MiB, past the ${LAB_LIMITS.retireMib} MiB`));
    } finally {
      e.close();
    }
  });

  for (const [column, value, message] of [
    ['pattern', "'999,-5,abc'", /'Odd pattern' wrote a finding whose pattern '999,-5,abc' is not a list of cells/],
    [
      'pattern',
      "substr(replace(printf('%.*c', 200000, 'x'), 'x', '1,'), 1, 399999)",
      /whose pattern '1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,…' is not a list/,
    ],
    ['digits', "'4x'", /whose digits '4x' are not/],
    ['unit', '99', /whose unit '99' is not a unit id/],
    ['chain', "'1:2:3'", /whose chain '1:2:3' is not up to 100 ends/],
    [
      'chain',
      "substr(replace(printf('%.*c', 300000, 'x'), 'x', '20:1:1:1 '), 1, 2699999)",
      /whose chain '20:1:1:1 20:1:1:1 20:1:1:1 20:1:1:1 20:1…' is not/,
    ],
  ] as const) {
    it(`stops a technique whose finding's ${column} is ${value.length > 20 ? 'huge' : value}, naming it`, async () => {
      const e = await engine();
      const r = e.solve(puzzle, { userTechniques: [{ path: 'odd.sql', text: oddColumn(column, value) }] });
      assert.equal(r.status, 'solved');
      assert.equal(r.solution, SOLUTION);
      assert.ok(!r.steps.some((s) => s.userTechnique));
      assert.deepEqual(
        r.lab?.map((x) => x.kind),
        ['failed'],
      );
      assert.match(r.lab![0].message, message);
    });
  }
});

describe('technique lab: reading a long technique file', () => {
  it(`reads at most ${LAB_LIMITS.statements} statements, and says where it stopped`, async () => {
    const e = await engine();
    const text = HEADER + 'SELECT 1;\n'.repeat(5000) + NOTHING;
    const r = e.readUserTechnique({ path: 'long.sql', text });
    assert.equal(r.technique, undefined);
    // One problem, at the first statement past the limit (not one at each of thousands).
    assert.equal(r.problems.length, 1);
    assert.deepEqual([r.problems[0].line, r.problems[0].column], [5 + LAB_LIMITS.statements, 1]);
    assert.match(r.problems[0].message, /at most 1000 statements/);
  });

  it('places problems on their lines in a file of many statements', async () => {
    const e = await engine();
    const text = HEADER + 'PRAGMA x;\n'.repeat(300) + NOTHING;
    const r = e.readUserTechnique({ path: 'pragmas.sql', text });
    assert.equal(r.problems.length, 300);
    assert.deepEqual(
      r.problems.map((p) => p.line),
      Array.from({ length: 300 }, (_, i) => 5 + i),
    );
    assert.deepEqual(lineColumnOf('ab\ncd\n', 4), { line: 2, column: 2 });
    assert.deepEqual(lineColumnOf('ab\ncd\n', 6), { line: 3, column: 1 });
  });

  it('refuses a file over 1 MiB in the core, and the editor does not send one to a worker', async () => {
    const e = await engine();
    const text = HEADER + `-- ${'x'.repeat(1024 * 1024)}\n` + NOTHING;
    const r = e.readUserTechnique({ path: 'huge.sql', text });
    assert.equal(r.technique, undefined);
    assert.match(r.problems[0].message, /over 1 MiB/);
    let asked = 0;
    const core: LabCore = {
      readTechnique: async () => {
        asked++;
        return { problems: [] };
      },
      labTrial: () => Promise.reject(new Error('not here')),
    };
    const port = labPort(core, () => 1000);
    const checked = await port.check({ uri: 'u', file: 'huge.sql', text });
    assert.match(checked[0].message, /over 1 MiB/);
    const loaded = await port.setTechniques([{ uri: 'v', file: 'big.sql', text: '', tooLarge: 5 * 1024 * 1024 }]);
    assert.deepEqual(loaded.loaded, []);
    assert.match(loaded.problems.get('v')![0].message, /over 1 MiB/);
    assert.equal(asked, 0);
  });

  it("does not warn that a statement reads the lab's own guard table", async () => {
    const e = await engine();
    const r = e.readUserTechnique({ path: 'w.sql', text: HEADER + 'DELETE FROM cand WHERE 0;\n' + NOTHING });
    assert.ok(r.problems.some((p) => /writes to 'cand'/.test(p.message)));
    assert.deepEqual(
      r.problems.filter((p) => /lab_guard/.test(p.message)).map((p) => p.message),
      [],
    );
  });
});

describe('technique lab: the limits as documented', () => {
  it("docs/technique-api.md's Limits table gives LAB_LIMITS' numbers", () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/technique-api.md'), 'utf8');
    const table = doc.split('## Limits')[1]?.split('\n## ')[0] ?? '';
    const n = (x: number) => x.toLocaleString('en-US');
    for (const expected of [
      `| ${LAB_LIMITS.fileMib} MiB `,
      `| ${n(LAB_LIMITS.statements)} `,
      `| ${LAB_LIMITS.readMs / 1000} s `,
      `| ${LAB_LIMITS.heapMib} MiB `,
      `| ${n(LAB_LIMITS.foundRows)}, and ${LAB_LIMITS.foundMib} MiB in all `,
      `| ${LAB_LIMITS.retireMib} MiB `,
    ])
      assert.ok(table.includes(expected), `the Limits table lacks '${expected}'`);
  });
});
