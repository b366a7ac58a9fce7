/**
 * The technique lab's editor side without VS Code: the trust gate, the
 * folders setting, New Technique's name and template (which must load with no
 * problem and fire soundly on the engine itself), the contract hover's text,
 * and Test Technique's table and the problems it leaves on the file.
 */
import { strict as assert } from 'assert';
import {
  DEFAULT_TECHNIQUE_FOLDER,
  TechniqueSet,
  TrustGate,
  contractHoverText,
  folderSettings,
  inCommentOrString,
  isAbsolutePath,
  isTechniqueFile,
  newTechniqueText,
  sqlNameAt,
  techniqueFileName,
  validateTechniqueName,
} from '../../src/features/lab/labModel';
import { reportModel, reportProblems } from '../../src/features/lab/reportModel';
import type { PuzzleReport, ReportPuzzle } from '../../src/features/lab/labPort';
import { CONTRACT_TABLES, contractTable, type ReadTechnique } from '../../src/core/lab';
import type { LabTrial } from '../../src/shared/labTypes';
import { type LabCore, labPort, puzzleReport } from '../../src/features/lab/labEngine';
import { engine, puzzleSet } from '../helpers/engine';
import { checkSolution } from '../helpers/checker';

describe('technique lab, editor side', () => {
  describe('the trust gate', () => {
    it('loads in a trusted workspace and tells nobody', () => {
      const gate = new TrustGate(true);
      assert.deepEqual(gate.decide(3), { load: true, tell: false });
    });

    it('in an untrusted workspace loads none, and tells once, only when there are techniques', () => {
      const gate = new TrustGate(false);
      assert.deepEqual(gate.decide(0), { load: false, tell: false }, 'no technique: nothing to tell');
      assert.deepEqual(gate.decide(2), { load: false, tell: true });
      assert.deepEqual(gate.decide(2), { load: false, tell: false }, 'told once, not on every reload');
      assert.deepEqual(gate.decide(5), { load: false, tell: false });
    });

    it('loads once the workspace is trusted', () => {
      const gate = new TrustGate(false);
      gate.decide(1);
      gate.trust();
      assert.deepEqual(gate.decide(1), { load: true, tell: false });
    });
  });

  it('tells a load that changed the techniques from one that did not', () => {
    const set = new TechniqueSet();
    assert.equal(set.changed([]), false, 'none, as at the start');
    assert.equal(set.changed([{ path: 'a', text: 'x' }]), true);
    assert.equal(set.changed([{ path: 'a', text: 'x' }]), false, 'the same again');
    assert.equal(set.changed([{ path: 'a', text: 'y' }]), true, 'edited');
    assert.equal(set.changed([]), true, 'taken away');
  });

  it('reads the folders setting: blanks and repeats dropped, the default when it names none', () => {
    assert.deepEqual(folderSettings(undefined), [DEFAULT_TECHNIQUE_FOLDER]);
    assert.deepEqual(folderSettings([]), [DEFAULT_TECHNIQUE_FOLDER]);
    assert.deepEqual(folderSettings(['', '  ', 3]), [DEFAULT_TECHNIQUE_FOLDER]);
    assert.deepEqual(folderSettings(['mine', ' mine ', '/abs/t']), ['mine', '/abs/t']);
    assert.ok(isAbsolutePath('/x') && isAbsolutePath('C:\\x') && isAbsolutePath('\\\\server\\x'));
    assert.ok(!isAbsolutePath('techniques') && !isAbsolutePath('./t'));
    assert.ok(isTechniqueFile('w-wing.sql') && isTechniqueFile('X.SQL'));
    assert.ok(!isTechniqueFile('.hidden.sql') && !isTechniqueFile('notes.md') && !isTechniqueFile('a.sql.bak'));
  });

  it("names a new technique's file from its name, and refuses names that make none or a built-in's", () => {
    assert.equal(techniqueFileName('Empty Rectangle'), 'empty-rectangle.sql');
    assert.equal(techniqueFileName('  Façade / W-Wing!! '), 'facade-w-wing.sql');
    assert.equal(techniqueFileName('¿?'), undefined);
    assert.match(validateTechniqueName('¿?') ?? '', /letter or a digit/);
    assert.match(validateTechniqueName('x'.repeat(61)) ?? '', /under 60/);
    assert.match(validateTechniqueName('X-Wing') ?? '', /built-in/);
    assert.equal(validateTechniqueName('Skyscraper'), undefined);
  });

  it('the template keeps a pasted name on its header line', () => {
    const text = newTechniqueText('Two\nLines');
    assert.match(text, /^-- Technique: Two Lines\n-- Rating: /);
  });

  it('the template loads with no problem and fires soundly in the solver', async () => {
    const e = await engine();
    const source = { path: 'my-fish.sql', text: newTechniqueText('My fish') };
    const read = e.readUserTechnique(source);
    assert.deepEqual(read.problems, []);
    assert.equal(read.technique?.name, 'My fish');
    let fired = 0;
    for (const p of puzzleSet('top95').slice(0, 12)) {
      const r = e.solve(p.cells, { explain: true, unique: true, userTechniques: [source] });
      assert.deepEqual(r.lab ?? [], [], 'no report: nothing unsound, refused or failed');
      assert.equal(r.status, 'solved');
      assert.deepEqual(checkSolution(p.cells, r.solution), [], 'the independent checker accepts the solution');
      fired += r.steps.filter((s) => s.name === 'My fish').length;
    }
    assert.ok(fired > 0, 'the worked example fires on hard puzzles');
  });

  describe('hover on a contract table', () => {
    it('finds the name under the cursor, not in a comment or a string', () => {
      const line = "SELECT cell FROM cand AS k -- from cand, 'peer'";
      assert.equal(sqlNameAt(line, line.indexOf('cand') + 2), 'cand');
      assert.equal(sqlNameAt(line, line.indexOf('cand')), 'cand');
      assert.equal(sqlNameAt('  ', 1), undefined);
      assert.ok(!inCommentOrString(line, line.indexOf('cand') + 1));
      assert.ok(inCommentOrString(line, line.lastIndexOf('cand') + 1));
      assert.ok(inCommentOrString("WHERE x = 'cand'", 12));
    });

    it('lists every column of the table, with its type and meaning, from the contract', () => {
      for (const table of CONTRACT_TABLES) {
        const text = contractHoverText(table);
        assert.ok(text.heading.startsWith(table.name));
        const lines = text.columns.split('\n');
        assert.equal(lines.length, table.columns.length);
        table.columns.forEach((c, i) => assert.match(lines[i], new RegExp(`^${c.name} +${c.type} +`)));
      }
      assert.match(contractHoverText(contractTable('FOUND')!).heading, /one table a technique writes/);
      assert.ok(contractHoverText(contractTable('link')!).notes.some((n) => /Chains/.test(n)));
    });
  });

  describe("Test Technique on File's table", () => {
    const puzzles: ReportPuzzle[] = [
      { line: 0, name: 'First', cells: '.'.repeat(81) },
      { line: 3, cells: '1'.repeat(81) },
      { line: 5, name: 'Not reached', cells: '2'.repeat(81) },
    ];
    const reports: PuzzleReport[] = [
      {
        line: 0,
        positions: 40,
        fired: 3,
        placements: 1,
        eliminations: 4,
        unsound: [],
        ratingBefore: 7.2,
        ratingAfter: 6.6,
        msPerCall: 0.5,
      },
      {
        line: 3,
        positions: 10,
        fired: 1,
        placements: 0,
        eliminations: 1,
        unsound: [{ finding: 'r3c5<>7', grid: '+---+\n|123|\n+---+' }],
        ratingBefore: 4.2,
        ratingAfter: 4.2,
        msPerCall: 1.5,
      },
    ];

    it('one row a puzzle tested, its line for the link, and the facts over them all', () => {
      const m = reportModel({ technique: 'W', file: 'hard.sudoku', uri: 'file:///hard.sudoku', puzzles, reports, cancelled: true });
      assert.deepEqual(
        m.rows.map((r) => [r.line, r.name, r.positions, r.fired, r.unsound, r.ratingChanged]),
        [
          [0, 'First', 40, 3, 0, true],
          [3, undefined, 10, 1, 1, false],
        ],
      );
      assert.match(m.rows[0].rating, /7\.2 → 6\.6/);
      assert.equal(m.rows[0].finds, '1 placement, 4 eliminations');
      assert.equal(m.rows[1].finds, '1 elimination');
      assert.equal(m.rows[1].unsoundText, 'r3c5<>7');
      assert.match(m.facts, /Fires on 2 of 2 puzzles, at 4 of 50 positions; 0\.70 ms per call/);
      assert.match(m.warning ?? '', /1 unsound findings on 1 puzzles/);
      assert.match(m.warning ?? '', /Cancelled after 2 of 3 puzzles/);
    });

    it('an unsound finding becomes a problem of the technique file, with its grid, pointing at the puzzle', () => {
      const problems = reportProblems('file:///hard.sudoku', puzzles, reports);
      assert.equal(problems.length, 1);
      assert.match(problems[0].message, /^Unsound: r3c5<>7 /);
      assert.ok(problems[0].message.endsWith('+---+\n|123|\n+---+'));
      assert.deepEqual(problems[0].related, [{ uri: 'file:///hard.sudoku', line: 3, message: 'The puzzle on line 4' }]);
    });
  });

  describe('the port on the pool', () => {
    const trial = (over: Partial<LabTrial> = {}): LabTrial => ({
      puzzle: '.'.repeat(81),
      status: 'solved',
      positions: 30,
      techniques: [],
      firings: [
        { technique: 't', beforeStep: 3, steps: [step(0, 2)] },
        { technique: 't', beforeStep: 3, steps: [step(1, 0)] },
        { technique: 't', beforeStep: 9, steps: [step(0, 1)] },
      ],
      callMs: { t: [1, 2, 3] },
      before: { rating: 7.2, technique: 'x', name: 'X' },
      after: { rating: 6.6, technique: 't', name: 'T (user technique)' },
      reports: [],
      ...over,
    });
    const step = (placed: number, removed: number) =>
      ({
        placed: Array.from({ length: placed }, () => ({ cell: 0, d: 1 })),
        removed: Array.from({ length: removed }, () => ({ cell: 1, d: 2 })),
      }) as LabTrial['firings'][number]['steps'][number];
    const puzzle = { line: 7, cells: '.'.repeat(81) };

    it("counts a trial's positions fired at once each, what it found, its mean time per call and both ratings", () => {
      const r = puzzleReport(puzzle, trial());
      assert.deepEqual(
        [r.line, r.positions, r.fired, r.placements, r.eliminations, r.msPerCall, r.ratingBefore, r.ratingAfter],
        [7, 30, 2, 1, 3, 2, 7.2, 6.6],
      );
      assert.equal(r.problem, undefined);
    });

    it('says why a puzzle without one solution was not tested, and keeps an unsound finding with its grid', () => {
      assert.match(
        puzzleReport(puzzle, trial({ status: 'multiple', positions: 0, firings: [] })).problem ?? '',
        /Not tested: more than one solution/,
      );
      const counterexample = { puzzle: '', position: 'GRID', candidateLine: '', solution: '', wrong: [], wrongText: ['r1c1<>4'] };
      const r = puzzleReport(
        puzzle,
        trial({ reports: [{ kind: 'unsound', technique: 'T', id: 't', path: 'p', message: 'm', counterexample }] }),
      );
      assert.deepEqual(r.unsound, [{ finding: 'r1c1<>4', grid: 'GRID' }]);
    });

    it('a runaway that stops a trial is a row and a problem of the file, and the report goes on; Cancel stops it', async () => {
      let calls = 0;
      const abort = new AbortController();
      const core: LabCore = {
        readTechnique: async () => ({ problems: [] }) as ReadTechnique,
        labTrial: async () => {
          calls++;
          if (calls === 1) throw new Error("The technique 'T' was still running at the time limit of 10 ms and was stopped.");
          if (calls === 2) abort.abort();
          return trial();
        },
      };
      const heard: number[] = [];
      const puzzles = [0, 1, 2, 3].map((line) => ({ line, cells: '.'.repeat(81) }));
      const out = await labPort(core, () => 10).report({ uri: 'u', file: 'f', text: '' }, puzzles, abort.signal, (r) => heard.push(r.line));
      assert.deepEqual(heard, [0], 'the second trial was cancelled, and nothing after it ran');
      assert.equal(calls, 2);
      assert.match(out[0].problem ?? '', /time limit/);
      assert.match(out[0].refused?.message ?? '', /time limit/);
    });
  });
});
