/**
 * Play's controller itself, in plain Node: VS Code is behind its ports
 * (PlayPorts), here a document held as a string, a clock the test moves by
 * hand and a service whose answers the test gives, when it chooses. Hint
 * staging, a hint cancelled by the next, the debounced write of the game to
 * the document, and the puzzle followed when lines move or it is taken out.
 */
import { strict as assert } from 'assert';
import { type Entry, type Puzzle, parsePuzzles } from '../../src/core/formats';
import { entryPosition } from '../../src/core/positionForms';
import { findingHint, playFileClosed, playPuzzleGone } from '../../src/core/phrases';
import { HINT_STAGES, hintAt } from '../../src/core/hintStages';
import { PlayController, type PlayClock, type PlayDocument, type PlayHost, type TextAt } from '../../src/features/panel/playController';
import { fileLines, startPlay } from '../../src/features/panel/playModel';
import { GameRegistry } from '../../src/features/panel/gameRegistry';
import { type Move, positionOf } from '../../src/shared/play';
import type { PlayToHost } from '../../src/shared/playProtocol';
import type { Hint, Position, SolveResult, Step } from '../../src/shared/result';
import { PEERS } from '../../src/shared/boardLayout';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { puzzleSet } from '../helpers/engine';

const EASY = puzzleSet('easy50')[0].cells;
const SOLUTION = bitmaskSolve(EASY, 2).solutions[0];
const URI = 'file:///puzzles/a.sudoku';
const WRITE_DELAY_MS = 400;

/** A document held as a string, with '\n' line breaks; `open` false once "closed". */
class FakeDocument implements PlayDocument {
  readonly eol = '\n';
  readonly edits: { from: TextAt; to: TextAt; text: string }[] = [];
  open = true;
  constructor(public content: string) {}
  private get lines(): string[] {
    return this.content.split('\n');
  }
  get lineCount(): number {
    return this.lines.length;
  }
  lineText(line: number): string {
    return this.lines[line];
  }
  private offset(at: TextAt): number {
    return this.lines.slice(0, at.line).reduce((n, l) => n + l.length + 1, 0) + at.character;
  }
  text(from: TextAt, to: TextAt): string {
    return this.content.slice(this.offset(from), this.offset(to));
  }
  entriesAround(from: number, to: number): Entry[] {
    return parsePuzzles(this.content).filter((e) => e.endLine >= from && e.line <= to);
  }
  async replace(from: TextAt, to: TextAt, text: string): Promise<boolean> {
    this.edits.push({ from, to, text });
    this.content = this.content.slice(0, this.offset(from)) + text + this.content.slice(this.offset(to));
    return true;
  }
}

/** A clock that moves only when the test says: timers due run in order. */
class FakeClock implements PlayClock {
  private t = 0;
  private due: { at: number; run: () => void }[] = [];
  now(): number {
    return this.t;
  }
  after(ms: number, run: () => void): { cancel(): void } {
    const job = { at: this.t + ms, run };
    this.due.push(job);
    return { cancel: () => (this.due = this.due.filter((j) => j !== job)) };
  }
  tick(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      const next = this.due.filter((j) => j.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.due = this.due.filter((j) => j !== next);
      this.t = next.at;
      next.run();
    }
    this.t = end;
  }
  get pending(): number {
    return this.due.length;
  }
}

/** A hint asked of the service: answered when the test says (or at once, by `auto`). */
interface Asked {
  position?: Position;
  signal?: AbortSignal;
  answer(h: Hint): void;
}

function fakeHost(doc: FakeDocument | undefined, auto?: (position?: Position) => Hint) {
  const clock = new FakeClock();
  const asked: Asked[] = [];
  const warnings: string[] = [];
  const solved = { status: 'solved', solution: SOLUTION } as SolveResult;
  const host: PlayHost = {
    document: (uri) => (uri === URI && doc?.open ? doc : undefined),
    settings: () => ({ playTimer: true, autoRemoveMarks: true }),
    log: { error: (m) => assert.fail(`logged an error: ${m}`), warn: (m) => warnings.push(m) },
    clock,
    service: {
      hint: (_cells, position, signal) =>
        new Promise<Hint>((answer) => {
          asked.push({ position, signal, answer });
          if (auto) answer(auto(position));
        }),
      verdict: async () => solved,
      explain: async () => solved,
    },
    explainFrom: async () => undefined,
    games: new GameRegistry(),
  };
  return { host, clock, asked, warnings };
}

/** A game of the puzzle at `line` of `doc`; `told` counts what the host tells the webview. */
function startGame(host: PlayHost, doc: FakeDocument, line = 0) {
  const entry = parsePuzzles(doc.content).find((e): e is Puzzle => e.kind === 'puzzle' && e.line === line)!;
  const told = { count: 0 };
  const game = PlayController.start(host, 'A puzzle', { uri: URI, line }, entry, () => told.count++);
  return { game, told };
}

/** The board's digits and the empty cells' candidates, from givens and digits placed. */
function candidatesOf(board: string, cell: number): number[] {
  const seen = new Set(PEERS[cell].map((p) => board[p]));
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !seen.has(String(d)));
}

/** A naked single on the board (the player's digits over the givens): a real step the fake service can give. */
function nakedSingle(board: string): Step {
  const cell = [...board].findIndex((c, i) => c === '.' && candidatesOf(board, i).length === 1);
  assert.ok(cell >= 0, 'the board has a naked single');
  const d = candidatesOf(board, cell)[0];
  assert.equal(String(d), SOLUTION[cell], 'the single is the solution');
  return {
    n: 1,
    technique: 'naked-single',
    name: 'Naked Single',
    rating: 2.3,
    batch: 1,
    cells: [cell],
    digits: [d],
    placed: [{ cell, d }],
    removed: [],
  };
}

/** The board the service is asked about: the givens and the player's digits. */
const boardAt = (p?: Position) => [...EASY].map((c, i) => (c === '.' ? (p?.placed[i] ?? '.') : c)).join('');
/** The service's answer: the first naked single from the position asked about. */
const singleAt = (p?: Position): Hint => ({ status: 'step', step: nakedSingle(boardAt(p)) });
const hint: PlayToHost = { type: 'playHint' };
const empty = [...EASY].flatMap((c, i) => (c === '.' ? [i] : []));
const place = (k: number): PlayToHost => ({
  type: 'playMove',
  move: { kind: 'place', cell: empty[k], d: Number(SOLUTION[empty[k]]) } as Move,
});

/** The position the document keeps under the puzzle at `line`, as the game reads it. */
function positionInFile(doc: FakeDocument, line: number): Position {
  const entry = parsePuzzles(doc.content).find((e) => e.kind === 'puzzle' && e.line === line);
  assert.ok(entry?.kind === 'puzzle', `a puzzle at line ${line + 1}`);
  return positionOf(startPlay(entry.cells, entryPosition(entry)).present);
}

const digitsIn = (p: Position) => [...p.placed].filter((c) => c !== '.').length;

/** Lets every answer already given run on (no time passes: the clock is the test's). */
const settled = () => new Promise<void>((done) => setImmediate(done));

describe('the play controller, on fake ports', () => {
  it('stages a hint through every stage with one search, then Hint takes the move and finds the next', async () => {
    const doc = new FakeDocument(`${EASY}\n`);
    const { host, asked } = fakeHost(doc, singleAt);
    const { game } = startGame(host, doc);
    const first = nakedSingle(EASY);
    for (let stage = 1; stage <= HINT_STAGES; stage++) {
      await game.handle(hint);
      const h = game.view().hint;
      assert.equal(h?.stage, stage);
      assert.equal(h.area.length > 0, stage >= 2, `stage ${stage} shows where to look from stage 2`);
      assert.deepEqual(h.cells, stage >= 3 ? first.cells : []);
      assert.deepEqual(h.placed, stage >= 4 ? first.placed : []);
    }
    assert.equal(asked.length, 1, 'the stages after the first run no search');
    assert.equal(game.present.digits[first.cells[0]], '.', 'showing the move does not make it');
    await game.handle(hint);
    assert.equal(game.present.digits[first.cells[0]], String(first.digits[0]), 'Hint after the last stage takes the move');
    assert.equal(game.view().undo, 1, 'one move, which Undo takes back');
    assert.equal(asked.length, 2);
    assert.deepEqual(asked[1].position, positionOf(game.present), 'the next hint is searched from the position with the move');
    const next = nakedSingle(boardAt(positionOf(game.present)));
    assert.notDeepEqual(next.cells, first.cells);
    assert.deepEqual(game.view().hint, hintAt(next, 1), "the next step's first stage");
  });

  it('a move starts the hint afresh: its stages are gone and the next Hint searches from the new position', async () => {
    const doc = new FakeDocument(`${EASY}\n`);
    const { host, asked } = fakeHost(doc, singleAt);
    const { game } = startGame(host, doc);
    await game.handle(hint);
    await game.handle(hint);
    assert.equal(game.view().hint?.stage, 2);
    const k = empty.findIndex((c) => c !== nakedSingle(EASY).cells[0]);
    await game.handle(place(k));
    assert.equal(game.view().hint, undefined, 'the hint of the position before is no longer shown');
    await game.handle(hint);
    assert.equal(asked.length, 2, 'a new search');
    assert.deepEqual(asked[1].position?.placed, positionOf(game.present).placed);
    assert.equal(game.view().hint?.stage, 1);
  });

  it("a new hint request cancels the one in flight: the older one's answer, when it comes, is dropped", async () => {
    const doc = new FakeDocument(`${EASY}\n`);
    const { host, asked } = fakeHost(doc);
    const { game, told } = startGame(host, doc);
    const older = game.handle(hint);
    assert.equal(game.view().busy, findingHint(), 'the player sees the search under way');
    const newer = game.handle(hint);
    assert.equal(asked.length, 2);
    assert.equal(asked[0].signal?.aborted, true, 'the first search is cancelled');
    assert.equal(asked[1].signal?.aborted, false);
    const step = nakedSingle(EASY);
    asked[1].answer({ status: 'step', step });
    await newer;
    assert.equal(game.view().busy, undefined);
    assert.deepEqual(game.view().hint?.cells, [], 'the newer answer is shown, at its first stage');
    const shown = game.view().hint;
    const toldBefore = told.count;
    // The worker answers the cancelled search late, with another step: nothing changes.
    const cell = empty.find((c) => c !== step.cells[0] && Math.floor(c / 27) !== Math.floor(step.cells[0] / 27))!;
    const other: Step = {
      ...step,
      technique: 'hidden-single-box',
      name: 'Hidden Single',
      cells: [cell],
      digits: [Number(SOLUTION[cell])],
      placed: [{ cell, d: Number(SOLUTION[cell]) }],
    };
    assert.notEqual(hintAt(other, 1).text, shown?.text, 'the two answers read differently');
    asked[0].answer({ status: 'step', step: other });
    await older;
    assert.deepEqual(game.view().hint, shown);
    assert.equal(game.view().message, undefined);
    assert.equal(told.count, toldBefore, 'and the webview is not told anything');
    // The stages go on from the newer hint.
    await game.handle(hint);
    assert.deepEqual(game.view().hint, hintAt(step, 2));
    assert.equal(asked.length, 2);
  });

  it("a cancelled search's 'cancelled' answer says nothing over the hint that replaced it", async () => {
    const doc = new FakeDocument(`${EASY}\n`);
    const { host, asked } = fakeHost(doc);
    const { game } = startGame(host, doc);
    const older = game.handle(hint);
    const newer = game.handle(hint);
    asked[1].answer({ status: 'step', step: nakedSingle(EASY) });
    await newer;
    asked[0].answer({ status: 'cancelled', message: 'Cancelled.' });
    await older;
    assert.equal(game.view().message, undefined);
    assert.equal(game.view().hint?.stage, 1);
  });

  it('writes the game to the document once, after a burst of moves, with the present state (never the history)', async () => {
    const doc = new FakeDocument(`# a comment\n${EASY}\n`);
    const { host, clock } = fakeHost(doc);
    const { game, told } = startGame(host, doc, 1);
    for (let k = 0; k < 5; k++) {
      await game.handle(place(k));
      clock.tick(100);
    }
    assert.equal(told.count, 0, 'the webview drew its own moves: the host tells it nothing back');
    clock.tick(WRITE_DELAY_MS - 100 - 1);
    await settled();
    assert.equal(doc.edits.length, 0, 'no write while the moves come');
    assert.equal(clock.pending, 1, 'one write waits');
    await game.handle({ type: 'playUndo' });
    clock.tick(WRITE_DELAY_MS - 1);
    await settled();
    assert.equal(doc.edits.length, 0, 'a move puts the write off again');
    clock.tick(1);
    await game.flushed();
    assert.equal(doc.edits.length, 1, 'one edit for the burst');
    assert.equal(clock.pending, 0);
    const lines = fileLines(game.present);
    assert.equal(doc.edits[0].text, `\n${lines.join('\n')}`, 'the present state, under the puzzle');
    assert.deepEqual(positionInFile(doc, 1), positionOf(game.present));
    assert.equal(digitsIn(positionInFile(doc, 1)), 4, 'four digits: the fifth was undone');
    const v = game.view();
    assert.equal(v.history, undefined, 'the undo history stays in the webview');
    assert.deepEqual([v.undo, v.redo], [4, 1]);
    // A second burst replaces the lines written, in one edit again.
    await game.handle(place(5));
    await game.handle(place(6));
    clock.tick(WRITE_DELAY_MS);
    await game.flushed();
    assert.equal(doc.edits.length, 2);
    assert.equal(digitsIn(positionInFile(doc, 1)), 6);
    assert.equal(doc.content.split('#progress').length, 2, 'one #progress line');
  });

  it('writes the time played when the game is paused (the clock given)', async () => {
    const doc = new FakeDocument(`${EASY}\n`);
    const { host, clock } = fakeHost(doc);
    const { game } = startGame(host, doc);
    game.setActive(true);
    await game.handle(place(0));
    clock.tick(65_000);
    game.setActive(false);
    clock.tick(WRITE_DELAY_MS);
    await game.flushed();
    assert.equal(game.elapsedMs, 65_000);
    assert.match(doc.content, /^#time 1:05$/m);
  });

  it('follows the puzzle when lines are put above it: the lines under it are replaced where they went', async () => {
    const doc = new FakeDocument(`${EASY}\n`);
    const { host, clock } = fakeHost(doc);
    const { game } = startGame(host, doc);
    await game.handle(place(0));
    clock.tick(WRITE_DELAY_MS);
    await game.flushed();
    doc.content = `# three lines\n# put above\n\n${doc.content}`;
    await game.handle(place(1));
    clock.tick(WRITE_DELAY_MS);
    await game.flushed();
    assert.equal(game.source.line, 3, 'the game knows where its puzzle is now');
    assert.equal(game.view().source.line, 3);
    assert.deepEqual(positionInFile(doc, 3), positionOf(game.present));
    assert.equal(doc.content.split('#progress').length, 2, 'replaced, not written a second time');
    assert.ok(doc.content.startsWith('# three lines\n# put above\n\n'), 'the lines above are left alone');
  });

  it('says so, without a crash, when the puzzle is taken out of the document; writes again once it is back', async () => {
    const doc = new FakeDocument(`# above\n${EASY}\n`);
    const { host, clock, warnings } = fakeHost(doc);
    const { game, told } = startGame(host, doc, 1);
    const kept = doc.content;
    doc.content = '# above\n# the puzzle was here\n';
    await game.handle(place(0));
    clock.tick(WRITE_DELAY_MS);
    await game.flushed();
    assert.equal(doc.edits.length, 0, 'nothing written in its place');
    assert.equal(doc.content, '# above\n# the puzzle was here\n');
    assert.equal(game.view().message, playPuzzleGone(1));
    assert.match(game.view().message!, /line 2/);
    assert.equal(told.count, 1, 'the webview is told');
    assert.match(warnings[0], /no longer at line 2/);
    assert.equal(game.present.digits[empty[0]], SOLUTION[empty[0]], 'the move stays in the game');
    // The puzzle comes back (an undo in the editor): the next write finds it.
    doc.content = kept;
    await game.handle(place(1));
    clock.tick(WRITE_DELAY_MS);
    await game.flushed();
    assert.equal(game.view().message, undefined);
    assert.deepEqual(positionInFile(doc, 1), positionOf(game.present));
  });

  it('says so when the document is closed; the last write of a game that ends says nothing', async () => {
    const doc = new FakeDocument(`${EASY}\n`);
    const { host, clock, warnings } = fakeHost(doc);
    const { game, told } = startGame(host, doc);
    doc.open = false;
    await game.handle(place(0));
    clock.tick(WRITE_DELAY_MS);
    await game.flushed();
    assert.equal(game.view().message, playFileClosed());
    assert.equal(told.count, 1);
    await game.handle(place(1));
    game.dispose();
    await game.flushed();
    assert.equal(told.count, 1, 'a game that ended tells no panel');
    assert.equal(warnings.length, 2, 'both skipped writes are in the log');
    assert.equal(doc.edits.length, 0);
  });
});
