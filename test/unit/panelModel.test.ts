/** The panel's model and messages: checked against real engine results. */
import { strict as assert } from 'assert';
import type { SqlSudokuEngine } from '../../src/core/engine';
import { buildPanelModel } from '../../src/features/panel/panelModel';
import { decodeModel, encodeModel, isPanelToHost, isWireModel } from '../../src/shared/panelProtocol';
import { SHOWN_SQL_FILES, TECHNIQUES } from '../../src/core/catalogue';
import { timelineBoardAt, stateAt } from '../../src/shared/board';
import { cancelledResult } from '../../src/service/enginePool';
import { engine, puzzleSet } from '../helpers/engine';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { PEERS } from '../../src/shared/boardLayout';

const ESCARGOT = puzzleSet('named_hardest')[0].cells;

describe('feature models', () => {
  let e: SqlSudokuEngine;
  before(async () => {
    e = await engine();
  });

  describe('panel model', () => {
    it('shows the givens of a solve cancelled before it began, with no made-up time or statement count', () => {
      const m = buildPanelModel(cancelledResult(ESCARGOT), { title: 'AI Escargot', techniqueFiles: {} });
      assert.equal(m.status, 'cancelled');
      assert.equal(m.facts, '23 givens');
      const board = timelineBoardAt(m.puzzle, m.initialCandidates, m.steps, 0, () => undefined);
      assert.equal(board.digits.join(''), ESCARGOT);
      assert.deepEqual(board.candidates, new Array(81).fill(''));
      assert.equal(board.origin.filter(Boolean).length, 23);
    });

    it("explained from the player's position starts from their digits and marks, not the givens alone (issue 34, defect 1)", () => {
      const givens = puzzleSet('top95')[54].cells;
      const solution = bitmaskSolve(givens, 1).solutions[0];
      const empty = [...givens].map((ch, i) => (ch === '.' ? i : -1)).filter((i) => i >= 0);
      const mine = empty.slice(0, 8);
      const placed = [...givens].map((_, i) => (mine.includes(i) ? solution[i] : '.')).join('');
      // The player's marks in one cell: the explanation's first board shows them as its candidates.
      const board0 = [...givens].map((ch, i) => (placed[i] !== '.' ? placed[i] : ch));
      const open = (i: number) => [...'123456789'].filter((d) => !PEERS[i].some((p) => board0[p] === d));
      const marked = empty.slice(8).find((i) => open(i).length >= 3)!;
      // The player crossed out one wrong candidate there.
      const kept = open(marked).filter((d, k, all) => d === solution[marked] || d !== all.find((x) => x !== solution[marked]));
      const candidates = givens.split('').map((_, i) => (i === marked ? kept.join('') : null));
      const position = { placed, candidates };
      const r = e.solve(givens, { unique: true, position });
      assert.equal(r.fromPosition, true);
      const m = buildPanelModel(r, { title: 't', techniqueFiles: {}, position });
      assert.equal(m.played, placed);
      const board = timelineBoardAt(m.puzzle, m.initialCandidates, m.steps, 0, () => undefined, m.played);
      for (const i of mine) {
        assert.equal(board.digits[i], solution[i], `the player's digit at ${i}`);
        assert.equal(board.origin[i], 'player');
      }
      assert.equal([...board.candidates[marked]].sort().join(''), [...candidates[marked]!].sort().join(''), "the player's marks");
      const holes = board.digits.map((d, i) => (d === '.' && board.candidates[i] === '' ? i : -1)).filter((i) => i >= 0);
      assert.deepEqual(holes, [], 'no cell is empty with no candidates');
      const end = timelineBoardAt(m.puzzle, m.initialCandidates, m.steps, m.steps.length, () => undefined, m.played);
      assert.equal(end.digits.join(''), solution, "the end is the one solution, the player's digits in it");
      // The explanation from the givens has no such start.
      assert.equal(buildPanelModel(e.solve(givens), { title: 't', techniqueFiles: {} }).played, undefined);
    });

    it('carries every step in words, the way to the solution and each rolled-back branch, in the order found', () => {
      const r = e.solve(ESCARGOT);
      const files = Object.fromEntries(e.techniques.map((t) => [t.id, t.file]));
      const m = buildPanelModel(r, { title: 'AI Escargot', techniqueFiles: files });
      assert.equal(m.pathLength, r.steps.length);
      assert.equal(m.steps.length, r.steps.length + (r.branchSteps?.length ?? 0));
      assert.ok(r.branchSteps && r.branchSteps.length > 0, 'AI Escargot rolls back some branches');
      assert.ok(m.steps.every((s) => s.text.length > 10 && s.sqlFile && /\.sql$/.test(s.sqlFile)));
      for (let i = 1; i < m.steps.length; i++) assert.ok(m.steps[i - 1].batch <= m.steps[i].batch);
      // Every guess of the log has its own step and shows the board with its digit at that point.
      assert.equal(m.guesses.length, r.guesses.length);
      const parentOf = (n: number) => m.guesses[n - 1].parent;
      for (const g of m.guesses) {
        assert.ok(g.entry !== undefined, `guess ${g.n} has a step`);
        const s = m.steps[g.entry];
        assert.equal(s.technique, 'guess');
        assert.deepEqual(s.placed[0], { cell: g.cell, d: g.value });
        const board = timelineBoardAt(m.puzzle, m.initialCandidates, m.steps, g.entry + 1, parentOf);
        assert.equal(board.digits[g.cell], String(g.value));
        assert.equal(board.origin[g.cell], 'guess');
        // The cell's candidates when guessed read as a set, as the steps write sets: {4,6}, not 46.
        assert.equal(g.choices, `{${[...r.guesses[g.n - 1].choices].join(',')}}`);
        assert.match(g.choices, /^\{[1-9](,[1-9])+\}$/);
      }
      // The path replayed alone gives the solution.
      const path = m.steps.filter((s) => s.onPath);
      assert.equal(stateAt(m.puzzle, m.initialCandidates, path, path.length).digits.join(''), r.solution);
      // The whole timeline replayed by timelineBoardAt ends on the solution too; digits after a guess are "deduced", not "guess".
      const end = timelineBoardAt(m.puzzle, m.initialCandidates, m.steps, m.steps.length, parentOf);
      assert.equal(end.digits.join(''), r.solution);
      const guessed = end.origin.filter((o) => o === 'guess').length;
      assert.equal(guessed, r.guesses.filter((g) => g.outcome === 'kept').length);
      assert.ok(end.origin.filter((o) => o === 'deduced').length > 10);
    });

    it("sends AI Escargot's model, rolled-back branches and all, in a compact form that unpacks to the same model", () => {
      const r = e.solve(ESCARGOT);
      const files = Object.fromEntries(e.techniques.map((t) => [t.id, t.file]));
      const m = buildPanelModel(r, { title: 'AI Escargot', techniqueFiles: files });
      const wire = encodeModel(m);
      const full = JSON.stringify(m).length;
      const sent = JSON.stringify(wire).length;
      // Each step's sentence of why is text, sent once as it is: the compact form shrinks the rest.
      const said = m.steps.reduce((n, s) => n + (s.sentence ? JSON.stringify(s.sentence).length : 0), 0);
      assert.ok(sent - said < 0.4 * (full - said), `the compact form is ${sent} bytes, the full one ${full}, with ${said} of sentences`);
      assert.ok(sent < 0.6 * full, `the compact form is ${sent} bytes, the full one ${full}`);
      assert.ok(isWireModel(JSON.parse(JSON.stringify(wire))));
      assert.ok(!isWireModel(m));
      const back = decodeModel(JSON.parse(JSON.stringify(wire)));
      // The same model, but for what the timeline's order already says: batch numbers, and numbers of steps off the path.
      const same = (x: typeof m) => ({
        ...x,
        steps: x.steps.map(({ batch: _b, n, ...s }) => ({ ...s, ...(s.onPath ? { n } : {}) })),
      });
      assert.deepEqual(same(back), same(m));
      for (let i = 1; i < back.steps.length; i++) assert.ok(back.steps[i - 1].batch < back.steps[i].batch);
      // A chain step keeps its chain.
      const chained = buildPanelModel(e.solve(puzzleSet('top95')[3].cells), { title: 'top95 #4', techniqueFiles: files });
      const c = decodeModel(encodeModel(chained)).steps.find((s) => s.chain);
      assert.ok(c && c.chain!.links.some((l) => l.strong) && c.chain!.links.some((l) => !l.strong));
      assert.deepEqual(c, { ...chained.steps.find((s) => s.chain)!, batch: c.batch });
    });

    it('tells how each wrong guess ended, checked against the board it left', () => {
      const r = e.solve(ESCARGOT);
      const m = buildPanelModel(r, { title: 'AI Escargot', techniqueFiles: {} });
      const parentOf = (n: number) => m.guesses[n - 1].parent;
      let told = 0;
      for (const g of m.guesses) {
        if (g.outcome === 'kept') {
          assert.match(g.story, /→ (solved after|\d+ steps?, then another guess)/);
          continue;
        }
        assert.match(g.story, /^r\dc\d=\d → (contradiction|every digit for r\dc\d fails|\d+ steps?, then every digit)/, g.story);
        if (g.end.kind === 'no-candidate') {
          // The board after the guess's last step really has that cell empty with no candidate.
          const mine = m.steps.map((s, i) => (s.guess === g.n ? i : -1)).filter((i) => i >= 0);
          const b = timelineBoardAt(m.puzzle, m.initialCandidates, m.steps, mine[mine.length - 1] + 1, parentOf);
          assert.equal(b.digits[g.end.cell], '.');
          assert.equal(b.candidates[g.end.cell], '');
          assert.match(g.story, new RegExp(`r${Math.floor(g.end.cell / 9) + 1}c${(g.end.cell % 9) + 1} has no candidate`));
          told++;
        }
        assert.notEqual(g.end.kind, 'unknown', g.story);
      }
      assert.ok(told > 0);
    });

    it('says which rolled-back guesses of a long log are not told step by step', () => {
      const fata = puzzleSet('named_hardest').find((p) => p.name.startsWith('Fata Morgana'))!.cells;
      const m = buildPanelModel(e.solve(fata, { chains: false }), { title: 'Fata Morgana', techniqueFiles: {} });
      assert.equal(m.branchesCapped, true);
      const untold = m.guesses.filter((g) => g.end.kind === 'untold');
      assert.ok(untold.length > 100);
      for (const g of untold) {
        assert.equal(g.entry, undefined);
        assert.notEqual(g.outcome, 'kept');
        assert.match(g.story, /^r\dc\d=\d → contradiction, found by the search; its steps are not told$/);
      }
      // Told guesses still say how they ended, from the board they left.
      const told = m.guesses.filter((g) => g.entry !== undefined && g.outcome === 'disproved' && g.end.kind !== 'children');
      assert.ok(told.length > 0);
      for (const g of told) assert.ok(['no-candidate', 'no-place', 'twice'].includes(g.end.kind), g.story);
    });

    it('marks the cells where two solutions differ, and gives no difficulty for two solutions', () => {
      const r = e.solve('.'.repeat(81));
      const m = buildPanelModel(r, { title: 'empty', techniqueFiles: {} });
      assert.ok(m.differing.length >= 2);
      for (const c of m.differing) assert.notEqual(r.solutions![0][c], r.solutions![1][c]);
      assert.doesNotMatch(m.facts, /Guessing|10\.0/);
      assert.deepEqual(m.notes, ['No givens: an empty grid has countless solutions.']);
      assert.equal(m.severity, 'warning');
    });
  });

  describe('panel messages', () => {
    it('accepts only well-formed messages', () => {
      const ok = (m: unknown) => isPanelToHost(m, SHOWN_SQL_FILES);
      assert.ok(ok({ type: 'ready' }));
      assert.ok(ok({ type: 'revealCell', cell: 80 }));
      assert.ok(ok({ type: 'view', change: { step: 3, pencil: false, solution: 1, toggled: [2, 5], tab: 'tree' } }));
      assert.ok(ok({ type: 'view', change: { step: 3 } }));
      // Open SQL: every file a step can name (each technique's, the guess's), and only those.
      for (const t of TECHNIQUES) assert.ok(ok({ type: 'openSql', file: t.file }), t.file);
      assert.ok(ok({ type: 'openSql', file: 'board/guess.sql' }));
      assert.ok(ok({ type: 'openSql', file: 'techniques/11-naked-pair.sql' }));
      for (const bad of [
        null,
        'ready',
        { type: 'openSql', file: '../../etc/passwd' },
        { type: 'openSql', file: 'techniques/11-naked-pair.sql', extra: 1 },
        { type: 'openSql', file: 'techniques/07-naked-pair.sql' },
        { type: 'openSql', file: 'engine/guess.sql' },
        { type: 'openSql', file: 'techniques/schema.sql' },
        { type: 'openSql', file: 'techniques/../catalogue.json' },
        { type: 'openSql', file: 'TECHNIQUES/11-naked-pair.sql' },
        { type: 'revealCell', cell: 81 },
        { type: 'revealCell', cell: '3' },
        { type: 'revealLine', line: -1 },
        { type: 'runCommand', command: 'x' },
        { type: 'view', change: { step: -1, pencil: true, solution: 0, toggled: [], tab: 'steps' } },
        { type: 'view', change: { step: 1, pencil: 'yes', solution: 0, toggled: [], tab: 'steps' } },
        { type: 'view', change: {} },
        { type: 'view', change: { step: 1, html: '<b>' } },
        { type: 'view', change: { tab: 'scripts' } },
        { type: 'view', change: { toggled: [1, -2] } },
        { type: 'view', change: [3] },
        { type: 'view', change: { step: 1 }, extra: 1 },
      ]) {
        assert.ok(!ok(bad), JSON.stringify(bad));
      }
    });
  });
});
