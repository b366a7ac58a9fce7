/**
 * Nested forcing chains, level 1 (Dynamic forcing chains (+), 9.0 + length):
 * used only for a deep rating, they finish a puzzle the ladder stalls on,
 * every step sound against the independent solver's solution; and a removal
 * by an inner rule counts, for the length, every candidate that made its
 * pattern (counted here by hand on a chain built in a bare database).
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { DATA, engine, sqlJs, sqlSources } from '../helpers/engine';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import type { SolveResult } from '../../src/shared/result';

/** hardest_rated.tsv line 98 (blue18): Sudoku Explainer's ER/EP/ED 9.5/1.5/1.5. */
function sampleRow(row: number): { puzzle: string; er: number } {
  const line = fs
    .readFileSync(path.join(DATA, 'hardest_sample60.tsv'), 'utf8')
    .split(/\r?\n/)
    .find((l) => l.startsWith(`${row}\t`))!;
  const [, puzzle, er] = line.split('\t');
  return { puzzle, er: Number(er) };
}

const NESTED = 'dynamic-forcing-chains-plus';

describe('nested forcing chains, level 1', function () {
  const { puzzle, er } = sampleRow(98);
  let plain: SolveResult;
  let deep: SolveResult;
  before(async () => {
    const e = await engine();
    plain = e.solve(puzzle, { unique: true, guessing: false });
    deep = e.solve(puzzle, { unique: true, guessing: false, deep: true });
  });

  it('are not used unless asked: the ladder alone stalls on a puzzle SE rates 9.5', () => {
    assert.equal(plain.status, 'stalled');
    assert.ok(plain.steps.every((s) => s.technique !== NESTED));
  });

  it('finish it, without a guess, rated as Sudoku Explainer rates it', () => {
    assert.equal(deep.status, 'solved', deep.message);
    assert.equal(deep.guesses.length, 0);
    assert.ok(deep.steps.some((s) => s.technique === NESTED));
    assert.equal(deep.difficulty?.notRated, undefined);
    assert.equal(deep.difficulty?.rating, er);
    assert.equal(deep.difficulty?.technique, NESTED);
  });

  it('take only sound steps: every digit placed is the solution, every one removed is not', () => {
    const solved = bitmaskSolve(puzzle);
    assert.equal(solved.count, 1);
    const solution = solved.solutions[0];
    assert.equal(deep.solution, solution);
    const wrong: string[] = [];
    for (const s of deep.steps) {
      for (const p of s.placed) if (Number(solution[p.cell]) !== p.d) wrong.push(`step ${s.n} places ${p.d} at ${p.cell}`);
      for (const r of s.removed) if (Number(solution[r.cell]) === r.d) wrong.push(`step ${s.n} removes ${r.d} from ${r.cell}`);
    }
    assert.deepEqual(wrong, []);
    // Nested steps rate 9.0 at least, and the chain says what it concludes.
    for (const s of deep.steps.filter((x) => x.technique === NESTED)) {
      assert.ok(s.rating >= 9.0);
      assert.ok(s.chain && s.chain.text.includes('=>'));
    }
  });

  it('count, for the length, every candidate an inner rule rests on (by hand)', async () => {
    const SQL = await sqlJs();
    const db = new SQL.Database();
    const sources = sqlSources();
    for (const area of ['board', 'chains']) db.exec(sources[`${area}/schema.sql`]);
    // Assume r1c1 = 1 (src 20 * 0 + 2 * 1 + 1 = 3): it removes 1 from r1c2 and r1c3. An inner rule (say
    // a pointing pair) then removes 7 from r5c5, resting on both; 7 is then the last place in row 5 at r5c6.
    db.exec(`
      INSERT INTO imp VALUES (3, 0, 1, 1, 0, NULL, NULL, NULL);
      INSERT INTO imp VALUES (3, 1, 1, 0, 1, 0, 1, NULL);
      INSERT INTO imp VALUES (3, 2, 1, 0, 1, 0, 1, NULL);
      INSERT INTO imp VALUES (3, 40, 7, 0, 2, 1, 1, -2);
      INSERT INTO nested_parent VALUES (3, 40, 7, 1, 1), (3, 40, 7, 2, 1);
      INSERT INTO imp VALUES (3, 41, 7, 1, 3, 40, 7, 4);`);
    const count = (cell: number, d: number, truth: number) => {
      const st = db.prepare(sources['chains/ancestors.sql']);
      st.bind({ ':src': 3, ':cell': cell, ':d': d, ':truth': truth });
      st.step();
      const n = st.get()[0] as number;
      st.free();
      return n;
    };
    // r5c6=7, r5c5<>7, r1c2<>1, r1c3<>1, r1c1=1: five, r1c1 once though both parents rest on it.
    assert.equal(count(41, 7, 1), 5);
    // The removal itself: r5c5<>7 and its two parents and their one assumption.
    assert.equal(count(40, 7, 0), 4);
    // A plain removal: r1c2<>1 rests on r1c1=1 alone.
    assert.equal(count(1, 1, 0), 2);
    // The walk back for the explanation goes through the first parent to the assumption.
    const walk = db.exec(
      sources['chains/walk.sql']
        .replace(/:src/g, '3')
        .replace(/:cell/g, '41')
        .replace(/:d\b/g, '7')
        .replace(/:truth/g, '1'),
    );
    assert.deepEqual(
      walk[0].values.map(([c, d, t]) => `${c}:${d}:${t}`),
      ['0:1:1', '1:1:0', '40:7:0', '41:7:1'],
    );
    db.close();
  });
});
