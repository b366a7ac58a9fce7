/**
 * The technique lab's core: a user's technique file read (header problems and
 * SQLite's errors at their line and column, writes outside `found` refused),
 * run in the ladder at its rating, isolated (a write to the board or the
 * schema is refused and undone), and checked against the puzzle's one
 * solution, which comes from the independent bitmask solver here.
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { ROOT, engine, puzzleSet, sqlJs, sqlSources } from '../helpers/engine';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { checkSolution } from '../helpers/checker';
import { CATALOGUE } from '../../src/core/catalogue';
import { Sql } from '../../src/core/engine/sqlFile';
import { type PreparedTechnique, TechniqueBoard } from '../../src/core/engine/techniqueBoard';
import { UserLab, installGuard } from '../../src/core/lab/guard';
import { CONTRACT_TABLES, HEADER_FIELDS, WRITABLE_TABLES, readUserHeader } from '../../src/core/lab';
import { splitStatements, statementEffects } from '../../src/core/lab/read';
import { describeStep } from '../../src/core/describe';
import { readCandidateLine } from '../../src/core/positionForms';
import type { LabProblem } from '../../src/shared/labTypes';

const HEADER = '-- Technique: Test\n-- Rating: 4.0\n-- Rule: a test.\n\n';
const NOTHING = "INSERT INTO found (act, cell, d, unit, pattern, digits) SELECT 'elim', cell, d, NULL, cell, d FROM cand WHERE 0;";
const TOP95 = puzzleSet('top95');
const cellName = (c: number) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;

const errors = (problems: LabProblem[]) => problems.filter((p) => p.severity === 'error');

async function read(text: string, file = 'test.sql') {
  return (await engine()).readUserTechnique({ path: file, text });
}

describe('technique lab: reading a technique file', () => {
  it('reads a good file: name, rating, id from the file name, the rule', async () => {
    const r = await read(HEADER + NOTHING, 'dir/07-my-idea.sql');
    assert.deepEqual(r.problems, []);
    assert.equal(r.technique?.name, 'Test');
    assert.equal(r.technique?.rating, 4);
    assert.equal(r.technique?.id, 'my-idea');
    assert.equal(r.technique?.rule, 'a test.');
  });

  it('places each header problem on its line and column', async () => {
    const text = '-- Rating: 12\n-- Contract: 2\n-- Id: Bad Id\n-- Needs: luck\n\n' + NOTHING;
    const r = await read(text);
    assert.equal(r.technique, undefined);
    const at = (needle: string) => errors(r.problems).find((p) => p.message.includes(needle));
    assert.deepEqual([at("'-- Technique:'")?.line, at("'-- Technique:'")?.column], [1, 1]);
    assert.deepEqual([at("'12' is not a rating")?.line, at("'12' is not a rating")?.column], [1, 12]);
    assert.deepEqual([at("Contract '2'")?.line, at("Contract '2'")?.column], [2, 14]);
    assert.deepEqual([at("'Bad Id'")?.line, at("'Bad Id'")?.column], [3, 8]);
    assert.deepEqual([at('luck')?.line, at('luck')?.column], [4, 11]);
    assert.ok(r.problems.some((p) => p.severity === 'warning' && p.message.includes('Rule')));
  });

  it('refuses a file with no header, and a built-in id', async () => {
    assert.ok(errors((await read(NOTHING)).problems)[0].message.includes('starts with its header'));
    const r = await read('-- Technique: Mine\n-- Rating: 2.0\n-- Id: naked-pair\n-- Rule: x\n' + NOTHING);
    assert.ok(errors(r.problems).some((p) => p.line === 3 && p.message.includes('built-in')));
  });

  it("places SQLite's syntax error at the failing statement's token", async () => {
    const text =
      HEADER + "SELECT 1;\n\nINSERT INTO found (act, cell, d, unit, pattern, digits)\n  SELECT  'elim', cell, d NULL, cell, d FROM cand;";
    const [p] = errors((await read(text)).problems);
    assert.match(p.message, /near "NULL": syntax error/);
    assert.deepEqual([p.line, p.column, p.endColumn], [8, 27, 31]);
  });

  it('places an unknown column at its name', async () => {
    const text =
      HEADER + "INSERT INTO found (act, cell, d, unit, pattern, digits)\nSELECT 'elim', k.cell, k.dd, NULL, k.cell, k.d FROM cand AS k;";
    const [p] = errors((await read(text)).problems);
    assert.match(p.message, /no such column: k\.dd/);
    assert.deepEqual([p.line, p.column], [6, 24]);
  });

  it('refuses a statement that writes the board, and one that changes the schema, naming what it touches', async () => {
    const writes = await read(HEADER + 'DELETE FROM cand WHERE cell = 3;\n' + NOTHING);
    assert.equal(writes.technique, undefined);
    const [w] = errors(writes.problems);
    assert.match(w.message, /writes to 'cand'/);
    assert.deepEqual([w.line, w.column], [5, 13]);
    for (const ddl of [
      'DROP TABLE peer;',
      'CREATE TEMP TRIGGER t AFTER INSERT ON found BEGIN DELETE FROM cand; END;',
      'PRAGMA writable_schema = 1;',
    ]) {
      const r = await read(HEADER + ddl + '\n' + NOTHING);
      assert.equal(r.technique, undefined, ddl);
      assert.equal(errors(r.problems)[0].line, 5, ddl);
    }
  });

  it('refuses a parameter, which nothing would bind', async () => {
    const r = await read(HEADER + NOTHING.replace('WHERE 0', 'WHERE cell = :cell'));
    const [p] = errors(r.problems);
    assert.match(p.message, /':cell' is a parameter/);
    assert.deepEqual([p.line, p.column], [5, NOTHING.indexOf('WHERE 0') + 'WHERE cell = '.length + 1]);
  });

  it('asks for the last statement to insert into found', async () => {
    const r = await read(HEADER + 'SELECT count(*) FROM cand;');
    assert.match(errors(r.problems)[0].message, /last statement must insert into found/);
  });
});

describe('technique lab: the contract', () => {
  it('every built-in technique follows it: header fields, writes only found (or scratch), reads only contract tables', async () => {
    const e = await engine();
    const db = (e as unknown as { sql: Sql }).sql.db;
    const known = new Set(CONTRACT_TABLES.map((t) => t.name));
    const keys = new Set(HEADER_FIELDS.map((f) => f.key.toLowerCase()));
    for (const t of CATALOGUE.techniques) {
      const text = sqlSources()[t.file];
      const header = readUserHeader({ path: `x/${t.id}-copy.sql`, text });
      assert.deepEqual(errors(header.problems), [], t.file);
      for (const line of text.split('\n').filter((l) => /^-- [A-Z][a-z]+:/.test(l))) {
        assert.ok(keys.has(line.slice(3, line.indexOf(':')).toLowerCase()), `${t.file}: ${line}`);
      }
      const { statements, problem } = splitStatements(db, text);
      assert.equal(problem, undefined, t.file);
      for (const s of statements) {
        const effects = statementEffects(db, s.sql);
        assert.equal(effects.schema, false, t.file);
        for (const w of effects.writes) assert.ok(WRITABLE_TABLES.has(w), `${t.file} writes ${w}`);
        for (const r of effects.reads) assert.ok(known.has(r), `${t.file} reads ${r}`);
      }
    }
  });

  it('docs/technique-api.md names every table, column and header field of the contract', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/technique-api.md'), 'utf8');
    for (const t of CONTRACT_TABLES) {
      assert.ok(doc.includes(`\`${t.name}\``), t.name);
      for (const c of t.columns) assert.ok(doc.includes(`\`${c.name}\``), `${t.name}.${c.name}`);
    }
    for (const f of HEADER_FIELDS) assert.ok(doc.includes(`\`${f.key}\``), f.key);
  });

  it("docs/technique-api.md's worked example is samples/techniques/w-wing.sql, whole: one can copy it and run it", () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/technique-api.md'), 'utf8');
    const example = doc.split('## Writing one: a worked example')[1]?.match(/```sql\n([^]*?)```/)?.[1];
    assert.equal(example, fs.readFileSync(path.join(ROOT, 'samples/techniques/w-wing.sql'), 'utf8'));
  });
});

/** A fresh database with the solver's schema, a technique board and a lab, as the engine makes them. */
async function labBench() {
  const SQL = await sqlJs();
  const sql = new Sql(new SQL.Database(), sqlSources());
  for (const area of ['board', 'chains', 'techniques'] as const) sql.runOnce(`${area}/schema.sql`);
  installGuard(sql.db);
  const board = new TechniqueBoard(sql, CATALOGUE);
  const lab = new UserLab(sql);
  board.userRunner = (t, run) => lab.run(t, run);
  /** A technique prepared as it stands, without the check of its file: the guard alone stands in its way. */
  const unchecked = (id: string, text: string): PreparedTechnique => ({
    id,
    file: `${id}.sql`,
    name: id,
    rating: 1,
    rule: '',
    sql: sql.file(`${id}.sql`, text),
    user: { path: `${id}.sql`, index: 0 },
  });
  return { sql, board, lab, unchecked };
}

describe('technique lab: isolation while it runs', () => {
  const puzzle = TOP95[0].cells;

  for (const [what, text, touched] of [
    ['writes the pencil marks', `DELETE FROM cand WHERE cell = (SELECT min(cell) FROM cand);\n${NOTHING}`, /cand/],
    [
      'writes the grid',
      `INSERT INTO grid (cell, d, how, row_unit, col_unit, box_unit) SELECT 1, 1, 'logic', 0, 9, 18;\n${NOTHING}`,
      /grid/,
    ],
    ['drops a table', `DROP TABLE peer;\n${NOTHING}`, /schema/],
    ['drops the guard', `DROP TRIGGER temp.lab_guard_cand_delete;\nDELETE FROM cand;\n${NOTHING}`, /schema/],
  ] as const) {
    it(`refuses a technique that ${what}, undoes it and names it`, async () => {
      const { sql, board, lab, unchecked } = await labBench();
      const count = () =>
        sql.db.exec('SELECT (SELECT count(*) FROM cand), (SELECT count(*) FROM grid), (SELECT count(*) FROM peer)')[0].values[0];
      const schema = () => sql.db.exec("SELECT count(*) FROM temp.sqlite_schema WHERE type = 'trigger'")[0].values[0][0];
      const triggers = schema();
      sql.rolledBack(() => {
        board.loadPuzzle(puzzle);
        const before = count();
        lab.begin({ puzzle, deadline: Infinity });
        assert.equal(board.runTechnique(unchecked('sneaky', text)), 0);
        assert.deepEqual(count(), before);
        assert.equal(lab.reports.length, 1);
        assert.equal(lab.reports[0].kind, 'refused');
        assert.match(lab.reports[0].message, /'sneaky'/);
        assert.match(lab.reports[0].message, touched);
        // Refused for the rest of the solve: not run again.
        assert.equal(board.runTechnique(unchecked('sneaky', text)), 0);
        assert.equal(lab.reports.length, 1);
      });
      assert.equal(schema(), triggers);
    });
  }

  it('names the technique that was running when the time limit passed', async () => {
    const { sql, board, lab, unchecked } = await labBench();
    // A million rows: far longer than the 50 ms left, on any machine.
    const slow = `WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000000)\n${NOTHING.replace('FROM cand WHERE 0', 'FROM cand WHERE (SELECT max(i) FROM n) < 0')}`;
    sql.rolledBack(() => {
      board.loadPuzzle(puzzle);
      lab.begin({ puzzle, deadline: performance.now() + 50, timeLimitMs: 50 });
      board.runTechnique(unchecked('slow', slow));
      assert.deepEqual(
        lab.reports.map((r) => [r.kind, r.id]),
        [['timeout', 'slow']],
      );
      assert.match(lab.reports[0].message, /'slow' was still running at the time limit of 50 ms/);
    });
  });

  it('stops a technique whose finding is not one (a cell off the board, a rating off the scale)', async () => {
    for (const values of [
      "'elim', 99, 1, NULL, '99', '1', NULL",
      "'elim', 0, 1, NULL, '0', '1', 12.5",
      "'erase', 0, 1, NULL, '0', '1', NULL",
    ]) {
      const { sql, board, lab, unchecked } = await labBench();
      sql.rolledBack(() => {
        board.loadPuzzle(puzzle);
        lab.begin({ puzzle, deadline: Infinity });
        const text = `INSERT INTO found (act, cell, d, unit, pattern, digits, rating) VALUES (${values});`;
        assert.equal(board.runTechnique(unchecked('odd', text)), 0, values);
        assert.equal(lab.reports[0]?.kind, 'failed', values);
        assert.match(lab.reports[0].message, /'odd' wrote a finding that is not one/);
      });
    }
  });

  it('drops findings that change nothing, so that a technique cannot fire for ever', async () => {
    const { sql, board, lab, unchecked } = await labBench();
    sql.rolledBack(() => {
      board.loadPuzzle(puzzle);
      lab.begin({ puzzle, deadline: Infinity });
      const given = puzzle.search(/[1-9]/);
      const noop = `INSERT INTO found (act, cell, d, unit, pattern, digits) VALUES ('place', ${given}, ${puzzle[given]}, NULL, '${given}', '${puzzle[given]}');`;
      assert.equal(board.runTechnique(unchecked('noop', noop)), 0);
      assert.deepEqual(lab.reports, []);
    });
  });
});

describe('technique lab: in the ladder', () => {
  const wishful = {
    path: 'wishful.sql',
    text: "-- Technique: Wishful thinking\n-- Rating: 2.0\n-- Rule: a cell's largest candidate is never its digit.\n\nINSERT INTO found (act, cell, d, unit, pattern, digits)\nSELECT 'elim', cell, max(d), NULL, cell, max(d) FROM cand GROUP BY cell;\n",
  };

  it('catches an unsound technique with its counterexample, and never applies it', async () => {
    const e = await engine();
    for (const { cells } of TOP95.slice(0, 5)) {
      const truth = bitmaskSolve(cells).solutions[0];
      const r = e.solve(cells, { userTechniques: [wishful], unique: true });
      assert.equal(r.status, 'solved');
      assert.deepEqual(checkSolution(cells, r.solution), []);
      assert.equal(r.solution, truth);
      assert.ok(!r.steps.some((s) => s.userTechnique), 'a step of the unsound technique was applied');
      assert.equal(r.stats.techniques.wishful.hits, 0);
      const [report] = r.lab ?? [];
      assert.equal(report?.kind, 'unsound');
      assert.equal(report.path, 'wishful.sql');
      // It points at the statement that inserts the findings, for the editor's diagnostic.
      assert.deepEqual([report.line, report.column], [5, 1]);
      const c = report.counterexample!;
      assert.equal(c.puzzle, cells);
      assert.ok(c.wrong.length > 0);
      const position = readCandidateLine(c.candidateLine)!;
      for (const f of c.wrong) {
        // Each is an elimination of the true digit, of a candidate that the position still had.
        assert.equal(f.act, 'elim');
        assert.equal(truth[f.cell], String(f.d));
        assert.ok(position.candidates[f.cell].includes(String(f.d)));
        assert.ok(c.wrongText.includes(`${cellName(f.cell)}<>${f.d}`));
      }
      assert.match(c.position, /^\.-+/);
    }
  });

  it('runs a sound technique at its rating, and says so beside the difficulty and in its steps', async () => {
    const e = await engine();
    const text = fs.readFileSync(path.join(ROOT, 'samples/techniques/empty-rectangle.sql'), 'utf8');
    const source = { path: 'samples/techniques/empty-rectangle.sql', text };
    // The puzzles where it is the hardest step: their rating is its own, and says so.
    let hardest = 0;
    for (const { cells } of TOP95.slice(0, 20)) {
      const r = e.solve(cells, { userTechniques: [source], unique: true });
      assert.deepEqual(checkSolution(cells, r.solution), []);
      const steps = r.steps.filter((s) => s.userTechnique);
      if (steps.length === 0) continue;
      assert.ok(steps.every((s) => s.technique === 'empty-rectangle' && s.rating === 4.2 && describeStep(s).includes('(user technique)')));
      assert.deepEqual(r.difficulty?.userTechniques, ['Empty rectangle']);
      if (r.difficulty?.technique === 'empty-rectangle') {
        hardest++;
        assert.equal(r.difficulty.name, 'Empty rectangle (user technique)');
      } else {
        assert.match(r.difficulty!.name, /\(with user techniques\)$/);
      }
    }
    assert.ok(hardest > 0, 'no puzzle had the empty rectangle as its hardest step');
  });

  it('places a user technique after the built-in ones of its rating', async () => {
    const { board } = await labBench();
    const at = (rating: number): PreparedTechnique => ({
      ...board.techniques[0],
      id: `u${rating}`,
      rating,
      user: { path: 'u.sql', index: 0 },
    });
    board.userTechniques = [at(4.2), at(1.0), at(9.9)];
    const ladder = board.preparedTechniques();
    for (const u of board.userTechniques) {
      const i = ladder.indexOf(u);
      assert.ok(ladder.slice(0, i).every((t) => t.rating <= u.rating));
      assert.ok(ladder.slice(i + 1).every((t) => t.rating > u.rating || t.user));
    }
    assert.equal(ladder.length, board.techniques.length + 3);
  });

  it('reports a file with errors as left out, and solves without it', async () => {
    const r = (await engine()).solve(TOP95[0].cells, { userTechniques: [{ path: 'bad.sql', text: '-- Technique: Bad\n-- Rating: x\n' }] });
    assert.equal(r.status, 'solved');
    assert.equal(r.lab?.[0].kind, 'invalid');
    assert.match(r.lab![0].message, /^bad\.sql:\d+:\d+: /);
    assert.ok(r.lab![0].problems!.some((p) => p.line === 2 && /'x' is not a rating/.test(p.message)));
  });
});
