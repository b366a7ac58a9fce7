/** Solve All's summary rows, summary and progress pace, built from real engine results without VS Code. */
import { strict as assert } from 'assert';
import type { SqlSudokuEngine } from '../../src/core/engine';
import { Malformed, Puzzle, parsePuzzles } from '../../src/core/formats';
import type { SummaryRow } from '../../src/shared/panelProtocol';
import {
  PROGRESS_EVERY_MS,
  SolveAllProgress,
  YIELD_EVERY,
  malformedRow,
  puzzleRow,
  solveAllSummary,
} from '../../src/features/commands/solveAllModel';
import { engine, puzzleSet } from '../helpers/engine';
import { checkSolution } from '../helpers/checker';

const EASY = puzzleSet('easy50')[0].cells;
const ESCARGOT = puzzleSet('named_hardest')[0].cells;
/** The puzzle less its first `n` givens (the easy one less 20 has more than one solution). */
const withoutGivens = (cells: string, n: number) => {
  const out = cells.split('');
  for (let i = 0, gone = 0; i < 81 && gone < n; i++) {
    if (out[i] === '.') continue;
    out[i] = '.';
    gone++;
  }
  return out.join('');
};

describe('Solve All model', () => {
  let e: SqlSudokuEngine;
  before(async () => {
    e = await engine();
  });

  const fileOf = (...lines: string[]) => parsePuzzles(lines.join('\n'));

  it('gives a solved puzzle its line, name, verdict, difficulty, guesses and time', () => {
    const [entry] = fileOf(`${ESCARGOT} AI Escargot`) as Puzzle[];
    const r = e.solve(ESCARGOT);
    assert.deepEqual(checkSolution(ESCARGOT, r.solution!), []);
    const row = puzzleRow(entry, r);
    assert.equal(row.line, entry.line);
    assert.equal(row.name, 'AI Escargot');
    assert.equal(row.status, 'solved');
    assert.equal(row.statusText, 'one solution');
    assert.ok(row.difficulty && row.difficulty.length > 0, 'a solved puzzle has a difficulty');
    assert.equal(row.guesses, r.guesses.length);
    assert.ok(row.guesses > 0, 'AI Escargot needs guesses');
    assert.equal(row.ms, r.stats.ms);
    assert.ok(row.time.length > 0);
    assert.equal(row.message, undefined);
  });

  it('says what is wrong with a puzzle that has no single solution, and gives it no difficulty', () => {
    const cells = withoutGivens(EASY, 20);
    const [entry] = fileOf(cells) as Puzzle[];
    const r = e.solve(cells);
    assert.equal(r.status, 'multiple');
    const row = puzzleRow(entry, r);
    assert.equal(row.status, 'multiple');
    assert.equal(row.statusText, 'more than one solution');
    assert.equal(row.difficulty, undefined);
    assert.ok(row.message && row.message.length > 0);
    assert.equal('name' in row, false, 'a puzzle with no name has no name field');
  });

  it('gives an entry that is not a puzzle yet its problem and no solve', () => {
    const entries = fileOf(EASY.slice(0, 70));
    const bad = entries.find((x): x is Malformed => x.kind === 'malformed');
    assert.ok(bad, 'a 70-cell line is not a puzzle');
    const row = malformedRow(bad);
    assert.deepEqual(
      { status: row.status, guesses: row.guesses, ms: row.ms, time: row.time, message: row.message, name: row.name, line: row.line },
      { status: 'malformed', guesses: 0, ms: 0, time: '', message: bad.message, name: undefined, line: 0 },
    );
  });

  it("keeps the file's order, and a cancelled run only the rows it finished, counted in its title", () => {
    const entries = fileOf(EASY, ESCARGOT, EASY.slice(0, 70), EASY);
    const rows: (SummaryRow | undefined)[] = new Array(entries.length);
    // Finished out of order, and the last never reached.
    rows[2] = malformedRow(entries[2] as Malformed);
    rows[0] = puzzleRow(entries[0] as Puzzle, e.solve(EASY));
    rows[1] = puzzleRow(entries[1] as Puzzle, e.solve(ESCARGOT));
    const summary = solveAllSummary({ file: 'some.sudoku', uri: 'file:///some.sudoku', rows, totalMs: 1234, cancelled: true });
    assert.deepEqual(
      summary.rows.map((r) => r.line),
      [0, 1, 2],
    );
    assert.equal(summary.title, 'some.sudoku: 3 of 4 puzzles (cancelled)');
    assert.match(summary.facts, /^3 puzzles in .*: 2 one solution, 1 not a puzzle/);
    assert.equal(summary.cancelled, true);
    assert.equal(summary.totalMs, 1234);
    assert.equal(summary.uri, 'file:///some.sudoku');

    rows[3] = puzzleRow(entries[3] as Puzzle, e.solve(EASY));
    const whole = solveAllSummary({ file: 'some.sudoku', uri: 'file:///some.sudoku', rows, totalMs: 1234, cancelled: false });
    assert.equal(whole.rows.length, 4);
    assert.equal(whole.title, 'some.sudoku: 4 puzzles');
  });

  it('reports progress a few times a second, always the last, the bar adding up to 100', () => {
    const total = 1000;
    const pace = new SolveAllProgress(total);
    const reports = [];
    // A puzzle a millisecond: one report per PROGRESS_EVERY_MS, not one a puzzle.
    for (let i = 1; i <= total; i++) {
      const r = pace.finished(1000 + i);
      if (r) reports.push(r);
    }
    assert.ok(reports.length <= total / PROGRESS_EVERY_MS + 2, `${reports.length} reports`);
    assert.ok(reports.length >= total / PROGRESS_EVERY_MS - 1, `${reports.length} reports`);
    assert.equal(reports[reports.length - 1].message, '1000 of 1000');
    const sum = reports.reduce((s, r) => s + r.increment, 0);
    assert.ok(Math.abs(sum - 100) < 1e-9, `the bar moved ${sum}%`);
  });

  it('lets other work in after every YIELD_EVERY entries', () => {
    const pace = new SolveAllProgress(10 * YIELD_EVERY);
    const due = Array.from({ length: 3 * YIELD_EVERY }, () => pace.yieldDue());
    assert.deepEqual(
      due.flatMap((d, i) => (d ? [i + 1] : [])),
      [YIELD_EVERY, 2 * YIELD_EVERY, 3 * YIELD_EVERY],
    );
  });
});
