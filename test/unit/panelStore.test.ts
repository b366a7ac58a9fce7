/**
 * The panel's state and its one owner (src/features/panel/panelStore.ts): the
 * whole state goes to the webview when something new is shown, and after that
 * only what changed, in messages a few bytes long.
 */
import { strict as assert } from 'assert';
import type { SqlSudokuEngine } from '../../src/core/engine';
import { buildPanelModel } from '../../src/features/panel/panelModel';
import { PanelStore } from '../../src/features/panel/panelStore';
import { type PanelModel, type SummaryModel, type WireModel, decodeModel, encodeModel } from '../../src/shared/panelProtocol';
import type { PlayView } from '../../src/shared/playProtocol';
import { documentSchemes, restoredState } from '../../src/shared/panelRestore';
import { SHOWN_SQL_FILES } from '../../src/core/catalogue';
import type { SolveResult } from '../../src/shared/result';
import { engine, puzzleSet } from '../helpers/engine';

const ESCARGOT = puzzleSet('named_hardest')[0].cells;
const bytes = (x: unknown) => Buffer.byteLength(JSON.stringify(x));

describe('the panel store', () => {
  let e: SqlSudokuEngine;
  let result: SolveResult;
  let model: PanelModel;
  before(async () => {
    e = await engine();
    result = e.solve(ESCARGOT);
    const files = Object.fromEntries(e.techniques.map((t) => [t.id, t.file]));
    model = buildPanelModel(result, { title: 'AI Escargot', techniqueFiles: files });
  });

  it("sends AI Escargot's whole model once, then a step change in a message of a few bytes", () => {
    assert.ok(model.steps.length > 500, `AI Escargot has ${model.steps.length} steps, branches and all`);
    const store = new PanelStore();
    store.showModel(model, model.steps.length, result);
    const whole = bytes(store.full());
    const change = store.changeView({ step: 400 });
    assert.deepEqual(change, { type: 'view', change: { step: 400 } });
    assert.equal(store.view.step, 400, 'the store keeps the step it told');
    const small = bytes(change);
    console.log(`      whole state ${whole} bytes; a step change ${small} bytes`);
    assert.ok(small <= 50, `a step change is ${small} bytes`);
    assert.ok(whole > 1000 * small, `the whole state is ${whole} bytes, a change ${small}`);
    // The whole state, asked for again ('ready' after a reload), holds the step.
    const again = store.full();
    assert.ok(again.type === 'state' && again.state.view.step === 400 && again.state.model);
  });

  it('tells only the fields that changed, clamps the step to the timeline, and sends nothing when nothing changed', () => {
    const store = new PanelStore();
    store.showModel(model, 0, result);
    assert.deepEqual(store.changeView({ pencil: false, tab: 'steps', step: 0 }), { type: 'view', change: { pencil: false } });
    assert.equal(store.changeView({ pencil: false }), undefined);
    assert.deepEqual(store.changeView({ toggled: [3] }), { type: 'view', change: { toggled: [3] } });
    assert.deepEqual(store.changeView({ step: 1e6 }), { type: 'view', change: { step: model.steps.length } });
    assert.deepEqual(store.changeView({ tab: 'log' }), { type: 'view', change: { tab: 'log' } });
    assert.deepEqual(store.view, { step: model.steps.length, pencil: false, solution: 0, toggled: [3], tab: 'log' });
  });

  it('keeps a change of view the webview drew already, and answers only to correct it', () => {
    const store = new PanelStore();
    store.showModel(model, 0, result);
    assert.equal(store.viewChanged({ step: 5, pencil: true }), undefined, 'nothing to say back');
    assert.deepEqual(store.view, { step: 5, pencil: true, solution: 0, toggled: [], tab: 'steps' });
    assert.deepEqual(store.viewChanged({ step: 1e6, tab: 'tree' }), { type: 'view', change: { step: model.steps.length } });
    assert.deepEqual(store.view, { step: model.steps.length, pencil: true, solution: 0, toggled: [], tab: 'tree' });
  });

  it('says "Solving…" and a failure in their own words, without the model', () => {
    const store = new PanelStore();
    store.showModel(model, 10, result);
    const busy = store.setBusy('Solving AI Escargot…');
    assert.deepEqual(busy, { type: 'busy', busy: 'Solving AI Escargot…' });
    assert.ok(bytes(busy) < 100);
    assert.deepEqual(store.setFailed('the solver stopped'), { type: 'failed', failed: 'the solver stopped' });
    assert.equal(store.busy, undefined, 'a failure ends "Solving…"');
    // The page drawn after a reload says the failure too.
    const whole = store.full();
    assert.ok(whole.type === 'state' && whole.state.failed === 'the solver stopped' && !whole.state.busy);
  });

  it('starts a new model, summary or game from the start of a fresh view, and keeps the solve only with its model', () => {
    const store = new PanelStore();
    store.showModel(model, 5, result);
    store.changeView({ pencil: false, tab: 'tree' });
    assert.equal(store.result, result);
    const summary: SummaryModel = { title: 'x.sudoku', uri: 'file:///x.sudoku', facts: '', rows: [], totalMs: 0, cancelled: false };
    store.showSummary(summary);
    assert.equal(store.model, undefined);
    assert.equal(store.result, undefined);
    assert.deepEqual(store.view, { step: 0, pencil: true, solution: 0, toggled: [], tab: 'steps' });
    const whole = store.full();
    assert.ok(whole.type === 'state' && whole.state.summary === summary && !whole.state.model);
    let ended = 0;
    const game = {
      title: 't',
      givens: model.puzzle,
      source: { uri: 'file:///x.sudoku', line: 0 },
      view: () => ({}) as PlayView,
      fullView: () => ({}) as PlayView,
      dispose: () => ended++,
    };
    store.showPlay(game);
    assert.equal(store.summary, undefined);
    assert.equal(store.shownGame, game);
    const played = store.full();
    assert.ok(played.type === 'state' && played.state.play, 'the game is in the state while it shows');
    store.showModel(model, 0, result);
    assert.equal(store.shownGame, undefined, 'a model shows instead');
    assert.equal(store.game, game, 'the game is kept');
    assert.equal(store.playChanged(), undefined, 'a game not shown sends nothing');
    store.showPlay(game);
    assert.equal(ended, 0, 'showing the same game again does not end it');
    store.showPlay({ ...game, dispose: () => undefined });
    assert.equal(ended, 1, 'a game of another puzzle ends the one before');
  });
});

describe('a panel restored after a reload', () => {
  const isDocumentUri = documentSchemes([]);
  let model: PanelModel;
  let wire: unknown;
  before(async () => {
    const e = await engine();
    const files = Object.fromEntries(e.techniques.map((t) => [t.id, t.file]));
    model = buildPanelModel(e.solve(ESCARGOT), {
      title: 'AI Escargot',
      source: { uri: 'file:///w/a.sudoku', line: 2 },
      techniqueFiles: files,
    });
    wire = JSON.parse(JSON.stringify(encodeModel(model)));
  });
  const view = { step: 3, pencil: true, solution: 0, toggled: [], tab: 'steps' };
  const summary: SummaryModel = {
    title: 'x.sudoku',
    uri: 'file:///x.sudoku',
    facts: '1 puzzle',
    rows: [{ line: 0, status: 'solved', statusText: 'Solved', guesses: 0, ms: 3, time: '3 ms' }],
    totalMs: 3,
    cancelled: false,
  };
  const restore = (state: unknown) => restoredState(JSON.parse(JSON.stringify(state)), isDocumentUri, SHOWN_SQL_FILES);

  it('takes back what the webview saved, whole', () => {
    const back = restore({ model: wire, summary, view });
    assert.deepEqual(back.model, decodeModel(wire as WireModel));
    assert.deepEqual(back.summary, summary);
    assert.deepEqual(back.view, view);
  });

  it("drops a part that does not check: a summary's or model's uri that is no document, a step out of the board, an SQL file not the catalogue's", () => {
    for (const uri of [
      'command:workbench.action.terminal.new',
      'https://example.com/x.sudoku',
      'javascript:alert(1)',
      'file:///x\u0007',
      42,
    ]) {
      assert.equal(restore({ summary: { ...summary, uri } }).summary, undefined, String(uri));
      const m = wire as WireModel;
      assert.equal(restore({ model: { ...m, source: { uri, line: 1 } } }).model, undefined, String(uri));
      assert.equal(
        restore({ play: { title: 't', source: { uri, line: 0 }, history: { past: [], present: {}, future: [] } } }).play,
        undefined,
      );
    }
    const m = wire as WireModel;
    const badStep = { ...m, steps: [{ ...m.steps[0], p: [815] }, ...m.steps.slice(1)] };
    const badKind = { ...m, kinds: [{ ...m.kinds[0], f: '../../../etc/passwd' }, ...m.kinds.slice(1)] };
    const badPuzzle = { ...m, puzzle: '<img src=x>' };
    for (const bad of [badStep, badKind, badPuzzle]) assert.equal(restore({ model: bad }).model, undefined);
    const badRow = { ...summary, rows: [{ ...summary.rows[0], line: -1 }] };
    const htmlRow = { ...summary, rows: [{ ...summary.rows[0], statusText: { html: '<b>' } }] };
    for (const bad of [badRow, htmlRow, { ...summary, cancelled: 'no' }]) assert.equal(restore({ summary: bad }).summary, undefined);
    // The rest of the state still comes back.
    assert.deepEqual(restore({ model: badStep, summary, view }).summary, summary);
    for (const bad of [null, 'x', [], { model: 1, summary: [], view: { step: -1 } }]) assert.deepEqual(restore(bad), {});
  });
});
