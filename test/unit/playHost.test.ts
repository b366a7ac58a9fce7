/**
 * Play's host side, without VS Code: a game started from what the file keeps
 * (corner marks and colours too), written back the same, the timer, the games
 * kept while the window lives, and Check my progress telling the player's
 * removals from those a wrong digit made.
 */
import { strict as assert } from 'assert';
import { parsePuzzles } from '../../src/core/formats';
import { checkPosition } from '../../src/core/position';
import { entryPosition } from '../../src/core/positionForms';
import { positionVerdict } from '../../src/core/phrases';
import { act, checkView, fileLines, isStarted, sameInFile, startPlay } from '../../src/features/panel/playModel';
import { PlayTimer } from '../../src/features/panel/playTimer';
import { GameRegistry } from '../../src/features/panel/gameRegistry';
import { solvedLens } from '../../src/features/codeLens/codeLensModel';
import { type History, type Move, applyMove, computedMarks, historyOf, newPlay, positionOf } from '../../src/shared/play';
import { PEERS } from '../../src/shared/boardLayout';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { puzzleSet } from '../helpers/engine';

const EASY = puzzleSet('easy50')[0].cells;
const SOLUTION = bitmaskSolve(EASY, 2).solutions[0];
const empty = [...EASY].flatMap((c, i) => (c === '.' ? [i] : []));
const auto = { autoRemove: true };
const play = (h: History, ...moves: Move[]) => moves.reduce((x, move) => act(x, { type: 'move', move }, auto), h);

describe('play on the host', () => {
  it('starts from the corner marks and colours the file keeps, and writes back the same lines', () => {
    let h = startPlay(EASY, undefined);
    h = play(
      h,
      { kind: 'place', cell: empty[0], d: Number(SOLUTION[empty[0]]) },
      { kind: 'mark', cell: empty[1], d: 3 },
      { kind: 'corner', cell: empty[2], d: 5 },
      { kind: 'corner', cell: empty[2], d: 8 },
      { kind: 'colour', cell: empty[3], colour: 2 },
      { kind: 'colourCandidate', cell: empty[4], d: 6, colour: 4 },
    );
    const lines = fileLines(h.present, { ms: 65_000, solved: false });
    const [entry] = parsePuzzles(`${EASY}\n${lines.join('\n')}\n`);
    assert.ok(entry.kind === 'puzzle' && entry.progress);
    const p = entry.progress;
    const again = startPlay(EASY, entryPosition(entry), { corners: p.corners, ...p.colours });
    assert.deepEqual(again.present.corners, h.present.corners);
    assert.deepEqual(again.present.cellColours, h.present.cellColours);
    assert.deepEqual(again.present.candidateColours, h.present.candidateColours);
    assert.deepEqual(positionOf(again.present), positionOf(h.present));
    assert.ok(sameInFile(again.present, h.present));
    assert.deepEqual(fileLines(again.present, p.time), lines);
    assert.equal(again.past.length, 0, 'a game from the file has no history: the registry keeps that');
  });

  it('counts a colour or a corner mark alone as a game started (its lines are written)', () => {
    const h = startPlay(EASY, undefined);
    assert.equal(isStarted(h.present), false);
    assert.ok(isStarted(play(h, { kind: 'colour', cell: 0, colour: 1 }).present));
    assert.ok(isStarted(play(h, { kind: 'corner', cell: empty[0], d: 1 }).present));
  });

  it('a corner mark the file keeps on a cell that holds a digit is dropped', () => {
    const corners = new Array<number>(81).fill(0);
    corners[EASY.search(/[1-9]/)] = 1;
    corners[empty[0]] = 2;
    const h = startPlay(EASY, undefined, { corners });
    assert.deepEqual(
      h.present.corners.flatMap((m, i) => (m ? [i] : [])),
      [empty[0]],
    );
  });

  it('the timer counts only while it runs, and a restart of it keeps it running', () => {
    let now = 1000;
    const t = new PlayTimer(60_000, () => now);
    now += 5000;
    assert.equal(t.elapsedMs, 60_000, 'paused at first');
    assert.ok(t.run(true));
    assert.equal(t.run(true), false, 'running already');
    now += 1500;
    assert.deepEqual([t.elapsedMs, t.running], [61_500, true]);
    assert.ok(t.run(false));
    now += 10_000;
    assert.deepEqual([t.elapsedMs, t.running], [61_500, false]);
    t.run(true);
    now += 500;
    t.reset();
    now += 200;
    assert.deepEqual([t.elapsedMs, t.running], [200, true]);
  });

  it('keeps games by document and givens, gives each back once, and the ones played longest ago go first', () => {
    const games = new GameRegistry(2);
    const h = historyOf(newPlay(EASY));
    games.keep('file:///a.sudoku', EASY, { history: h, elapsedMs: 1 });
    games.keep('file:///b.sudoku', EASY, { history: h, elapsedMs: 2 });
    assert.equal(games.take('file:///a.sudoku', EASY.replace('.', '1')), undefined, 'other givens');
    games.keep('file:///a.sudoku', EASY, { history: h, elapsedMs: 3 });
    games.keep('file:///c.sudoku', EASY, { history: h, elapsedMs: 4 });
    assert.equal(games.size, 2);
    assert.equal(games.take('file:///b.sudoku', EASY), undefined, 'b was the oldest');
    assert.equal(games.take('file:///a.sudoku', EASY)?.elapsedMs, 3);
    assert.equal(games.take('file:///a.sudoku', EASY), undefined, 'taken: one owner at a time');
  });

  it('says the solved time in the CodeLens of a puzzle whose file says it was solved', () => {
    const lens = (time: string) => {
      const [entry] = parsePuzzles(
        `${EASY}\n#progress ${SOLUTION.replace(/./g, (d, i) => (EASY[i] === '.' ? `+${d}` : d))}\n#time ${time}\n`,
      );
      assert.ok(entry.kind === 'puzzle');
      return solvedLens(entry);
    };
    assert.equal(lens('12:34 solved'), 'Solved by you in 12:34');
    assert.equal(lens('1:02:03 solved'), 'Solved by you in 1:02:03');
    assert.equal(lens('12:34'), undefined, 'not solved yet');
    assert.equal(solvedLens({}), undefined);
  });
});

describe('check my progress, after a wrong digit', () => {
  // A cell and a peer whose answer is a digit the cell may hold but is not its answer: placing it there is wrong,
  // and the automatic removal takes the peer's answer out of its marks.
  const filled = play(historyOf(newPlay(EASY)), { kind: 'fill' });
  const marks = computedMarks(filled.present);
  const [cell, peer] = empty
    .flatMap((c) => PEERS[c].map((p) => [c, p] as const))
    .find(([c, p]) => EASY[p] === '.' && SOLUTION[p] !== SOLUTION[c] && marks[c] & (1 << (Number(SOLUTION[p]) - 1)))!;
  const d = Number(SOLUTION[peer]);
  const wrong = play(filled, { kind: 'place', cell, d });

  it('tells an answer that a wrong digit took out from one the player removed', () => {
    assert.ok(wrong.present.autoRemoved[peer] & (1 << (d - 1)), 'the model says the automatic removal took it');
    const found = checkPosition(EASY, positionOf(wrong.present), SOLUTION, wrong.present.autoRemoved);
    assert.deepEqual(found.wrongDigits, [cell]);
    assert.ok(found.autoRemovedAnswers?.includes(peer));
    assert.ok(!found.removedAnswers.includes(peer));
    const words = positionVerdict(found);
    assert.doesNotMatch(words, /you removed/);
    assert.match(words, /^A digit you placed is wrong; (A candidate|\d+ candidates) that a wrong digit took out (is|are) the answers?/);
    // Asked where, the board marks it as an answer gone all the same.
    assert.ok(checkView(words, found, true).removedAnswers.includes(peer));
    // Told nothing of the automatic removal (the command line, Next Hint), it is counted as before.
    const plain = checkPosition(EASY, positionOf(wrong.present), SOLUTION);
    assert.ok(plain.removedAnswers.includes(peer));
    assert.equal(plain.autoRemovedAnswers, undefined);
  });

  it("a cell whose last mark the automatic removal took has no candidates (''), and Check finds its answer gone", () => {
    // The peer's only mark is its answer: the wrong digit takes it.
    const lone = play(historyOf(newPlay(EASY)), { kind: 'mark', cell: peer, d });
    const taken = play(lone, { kind: 'place', cell, d });
    assert.equal(taken.present.marks[peer], 0);
    assert.equal(positionOf(taken.present).candidates[peer], '');
    assert.match(fileLines(taken.present).join('\n'), new RegExp(`r${Math.floor(peer / 9) + 1}c${(peer % 9) + 1}:-`));
    const found = checkPosition(EASY, positionOf(taken.present), SOLUTION, taken.present.autoRemoved);
    assert.ok(found.autoRemovedAnswers?.includes(peer), 'the answer the removal took is found');
    // A cell the player never wrote a mark in is still "no marks written".
    assert.equal(positionOf(taken.present).candidates[empty.find((c) => c !== peer && c !== cell && !PEERS[cell].includes(c))!], null);
  });

  it('a mark the player took out themselves is still theirs', () => {
    const mine = play(wrong, { kind: 'mark', cell: peer, d }, { kind: 'mark', cell: peer, d });
    const found = checkPosition(EASY, positionOf(mine.present), SOLUTION, mine.present.autoRemoved);
    assert.ok(found.removedAnswers.includes(peer), 'toggled back on and off by the player: their removal');
    assert.match(positionVerdict(found), /you removed/);
    // Deleting the wrong digit gives the answer back: nothing is wrong.
    const back = applyMove(wrong.present, { kind: 'clear', cell }, auto);
    assert.deepEqual(checkPosition(EASY, positionOf(back), SOLUTION, back.autoRemoved), {
      wrongDigits: [],
      removedAnswers: [],
      autoRemovedAnswers: [],
    });
  });
});
