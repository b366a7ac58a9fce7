/**
 * The play messages stay small: the host sends the position and the undo and
 * redo depths, never the history (the webview keeps its own). At 500 moves the
 * message that carried the history was about 290 KB; it is now under 2 KB.
 */
import { strict as assert } from 'assert';
import { act, playView, startPlay } from '../../src/features/panel/playModel';
import { hintAt } from '../../src/core/hintStages';
import type { HostToPanel } from '../../src/shared/panelProtocol';
import type { Step } from '../../src/shared/result';
import { puzzleSet } from '../helpers/engine';

const bytes = (m: HostToPanel) => Buffer.byteLength(JSON.stringify(m));

describe('play messages', () => {
  const givens = puzzleSet('easy50')[0].cells;
  // 500 moves, marks and colours on every empty cell, the history full.
  let h = startPlay(givens, undefined);
  const empty = [...givens].flatMap((c, i) => (c === '.' ? [i] : []));
  for (let i = 0; h.past.length < 500 || i < 500; i++) {
    const cell = empty[i % empty.length];
    const move = i % 3 === 2 ? { kind: 'colour' as const, cell, colour: 1 + (i % 5) } : { kind: 'mark' as const, cell, d: 1 + (i % 9) };
    h = act(h, { type: 'move', move }, { autoRemove: true });
  }
  const source = { uri: 'file:///home/someone/puzzles/a.sudoku', line: 120 };

  it('a move or a hint stage at 500 moves is one message under 2 KB; the history alone was a hundred times that', () => {
    assert.equal(h.past.length, 500);
    const step: Step = {
      technique: 'hidden-single-box',
      name: 'Hidden Single',
      rating: 1.2,
      batch: 1,
      cells: [empty[0]],
      digits: [5],
      placed: [{ cell: empty[0], d: 5 }],
      removed: [],
    } as unknown as Step;
    const hinted: HostToPanel = {
      type: 'play',
      play: playView('A puzzle', source, h, { autoRemove: true, applied: 500, hint: hintAt(step, 4) }),
    };
    const moved: HostToPanel = { type: 'play', play: playView('A puzzle', source, h, { autoRemove: true, applied: 500 }) };
    assert.ok(bytes(moved) < 2048, `a play message is ${bytes(moved)} bytes`);
    assert.ok(bytes(hinted) < 2048, `a hint stage's message is ${bytes(hinted)} bytes`);
    const withHistory: HostToPanel = {
      type: 'play',
      play: { ...playView('A puzzle', source, h, { autoRemove: true, applied: 500 }), history: h },
    };
    assert.ok(bytes(withHistory) > 100 * bytes(moved), `with the history it was ${bytes(withHistory)} bytes`);
    console.log(
      `      play message at 500 moves: ${bytes(moved)} B (a hint stage ${bytes(hinted)} B); with the history ${bytes(withHistory)} B`,
    );
  });

  it('says the depths undo and redo can go over', () => {
    const v = playView('A puzzle', source, h, { autoRemove: true, applied: 0 });
    assert.equal(v.undo, 500);
    assert.equal(v.redo, 0);
    assert.equal(v.history, undefined);
    const back = act(act(h, { type: 'undo' }, { autoRemove: true }), { type: 'undo' }, { autoRemove: true });
    const w = playView('A puzzle', source, back, { autoRemove: true, applied: 2 });
    assert.deepEqual([w.undo, w.redo], [498, 2]);
    assert.deepEqual(w.present, back.present);
  });
});
