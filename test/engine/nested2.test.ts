/**
 * Nested forcing chains, level 2 (Dynamic forcing chains (+ forcing chains),
 * 9.5 + length): used only for a deep rating, after level 1 finds nothing;
 * they finish a puzzle that levels 0 and 1 stall on, every step sound
 * against the independent solver's solution; and the length of a chain with
 * inner chains counts each distinct inner chain's own length once (counted
 * here by hand on a chain built in a bare database).
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { DATA, engine, sqlJs, sqlSources } from '../helpers/engine';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { ChainBuilder, lengthRating } from '../../src/core/chains';
import type { SolveResult } from '../../src/shared/result';
import { buildPanelModel } from '../../src/features/panel/panelModel';
import { decodeModel, encodeModel } from '../../src/shared/panelProtocol';
import { cellId } from '../../src/shared/cells';

/** hardest_sample60.tsv row 142 (blue18): Sudoku Explainer's ER/EP/ED 9.9/1.2/1.2. */
const PUZZLE = fs
  .readFileSync(path.join(DATA, 'hardest_sample60.tsv'), 'utf8')
  .split(/\r?\n/)
  .find((l) => l.startsWith('142\t'))!
  .split('\t')[1];

const LEVEL1 = 'dynamic-forcing-chains-plus';
const LEVEL2 = 'dynamic-forcing-chains-plus-forcing-chains';

describe('nested forcing chains, level 2', function () {
  let deep: SolveResult;
  before(async () => {
    const e = await engine();
    deep = e.solve(PUZZLE, { unique: true, guessing: false, deep: true });
  });

  it('fire where levels 0 and 1 find nothing, and finish the puzzle without a guess', () => {
    assert.equal(deep.status, 'solved', deep.message);
    assert.equal(deep.guesses.length, 0);
    const first = deep.steps.findIndex((s) => s.technique === LEVEL2);
    assert.ok(first > 0, 'a level-2 step');
    // Its rating is its base and its length: 9.5 at least, and the hardest step of the puzzle.
    assert.ok(deep.steps[first].rating >= 9.5);
    assert.equal(deep.difficulty?.technique, LEVEL2);
    // Sudoku Explainer rates it 9.9: ours is its base plus the length of the chain we find first (10.0 here).
    assert.ok(Math.abs(deep.difficulty!.rating - 9.9) <= 0.11, `ER ${deep.difficulty?.rating}`);
    // Level 1 did not come after it on the same marks: the step before it is not level 1 or 2.
    assert.ok(![LEVEL1, LEVEL2].includes(deep.steps[first - 1].technique));
  });

  it('take only sound steps: every digit placed is the solution, every one removed is not', () => {
    const solved = bitmaskSolve(PUZZLE);
    assert.equal(solved.count, 1);
    const solution = solved.solutions[0];
    assert.equal(deep.solution, solution);
    const wrong: string[] = [];
    for (const s of deep.steps) {
      for (const p of s.placed) if (Number(solution[p.cell]) !== p.d) wrong.push(`step ${s.n} places ${p.d} at ${p.cell}`);
      for (const r of s.removed) if (Number(solution[r.cell]) === r.d) wrong.push(`step ${s.n} removes ${r.d} from ${r.cell}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('explain each inner chain: in --steps text and in the panel step model, as its own chain to open', () => {
    const step = deep.steps.find((s) => s.technique === LEVEL2)!;
    const inner = step.chain?.inner ?? [];
    assert.ok(inner.length > 0, 'the level-2 step names its inner chains');
    const walked = new Set((step.chain!.branches ?? []).flat().map((n) => `${n.cell}:${n.d}:${n.on}`));
    for (const c of inner) {
      // Each removed a candidate the outer chain walks through as false, from "it were true" to "it is not".
      assert.ok(walked.has(`${c.removes.cell}:${c.removes.d}:false`), c.text);
      assert.deepEqual(c.nodes[0], { cell: c.removes.cell, d: c.removes.d, on: true });
      assert.deepEqual(c.nodes.at(-1), { cell: c.removes.cell, d: c.removes.d, on: false });
      assert.ok(c.text.endsWith(`=> ${cellId(c.removes.cell)}<>${c.removes.d}`), c.text);
    }
    // The outer chain marks where an inner rule removed a candidate: '~' (an off resting on an off).
    assert.match(step.chain!.text, /~/);
    // The panel's step model carries them across the webview boundary, for its disclosure.
    const m = decodeModel(JSON.parse(JSON.stringify(encodeModel(buildPanelModel(deep, { title: 't', techniqueFiles: {} })))));
    const shown = m.steps.find((s) => s.technique === LEVEL2)!;
    assert.deepEqual(shown.chain?.inner, inner);
  });

  it('count each distinct inner chain once, with its own length (by hand)', async () => {
    const SQL = await sqlJs();
    const db = new SQL.Database();
    const sources = sqlSources();
    for (const area of ['board', 'chains']) db.exec(sources[`${area}/schema.sql`]);
    // Assume r1c1 = 1 (src 3): it removes 1 from r1c2. In the grid it leaves, an inner forcing chain of
    // 5 candidates, (7)r5c5-(7)r5c1=(7)r4c2-(7)r4c6=(7)r5c5 read as nodes, removes 7 from r5c5 and
    // rests on r1c2<>1; the same chain (same nodes) is behind the removal of 7 from r5c4 too.
    // Then 7 is the last place in row 5 at r5c6 (via unit 4), resting on both removals.
    const inner = '40:7:1 36:7:0 28:7:1 32:7:0 40:7:0';
    db.exec(`
      INSERT INTO imp VALUES (3, 0, 1, 1, 0, NULL, NULL, NULL);
      INSERT INTO imp VALUES (3, 1, 1, 0, 1, 0, 1, NULL);
      INSERT INTO imp VALUES (3, 40, 7, 0, 2, 1, 1, -2), (3, 39, 7, 0, 2, 1, 1, -2);
      INSERT INTO nested_parent VALUES (3, 40, 7, 1, 1), (3, 39, 7, 1, 1);
      INSERT INTO nested_chain VALUES (3, 40, 7, 5, '${inner}'), (3, 39, 7, 5, '${inner}');
      INSERT INTO imp VALUES (3, 41, 7, 1, 3, 40, 7, 4);`);
    const run = (file: string, params: Record<string, number | string>) => {
      const st = db.prepare(sources[file]);
      st.bind(params);
      const rows: unknown[][] = [];
      while (st.step()) rows.push(st.get());
      st.free();
      return rows;
    };
    // The candidates r5c6=7 rests on: itself, r5c5<>7, r5c4<>7, r1c2<>1, r1c1=1; and the one inner chain.
    const [count, chains] = run('chains/ancestors.sql', { ':src': 3, ':cell': 41, ':d': 7, ':truth': 1 })[0];
    assert.equal(count, 5);
    assert.equal(chains, `5:${inner}`);
    const builder = new ChainBuilder({ run: () => 0, query: run, check: () => undefined });
    // A contradiction's two ends in the same assumption: the one inner chain is counted once.
    db.exec(`INSERT INTO imp VALUES (3, 41, 7, 0, 4, 0, 1, NULL);`);
    const both = builder.complexity('3:41:7:1 3:41:7:0');
    // r5c6<>7 rests on r1c1=1 alone (2): 5 + 2 flat, + 5 for the inner chain = 12; length 10 passes 4, 6 and 8.
    assert.equal(both, 12);
    assert.equal(lengthRating(both), 0.3);
    // The inner chain counted twice (once per end) would have made it 17: length 15 passes 12 too.
    assert.equal(lengthRating(17), 0.4);
    db.close();
  });
});
