/**
 * Play's hints in a real VS Code extension host (issue 34): Take step, Hint
 * going on after the move, a puzzle without one solution said at once,
 * Explain from here from the player's digits, the solved moment's
 * difficulty, and Next Hint from a puzzle's own #progress/#marks lines.
 * Every move is judged against the independent solver's solution.
 */
import { strict as assert } from 'assert';
import * as vscode from 'vscode';
import { closeAllEditors, until } from './workbench';
import type { SudokuApi } from '../../src/extension';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { parsePuzzles } from '../../src/core/formats';
import { entryPosition, progressLines } from '../../src/core/positionForms';
import { timelineBoardAt } from '../../src/shared/board';
import { digitAt } from '../../src/shared/play';

const EXTENSION_ID = 'sql-sudoku.sql-sudoku';
/** No two givens clash, but r1c9 can hold nothing: 9 is in its column, 1 to 8 in its row. */
const NO_SOLUTION = `12345678.${'........9'}${'.'.repeat(63)}`;

async function easyLine(): Promise<string> {
  const folder = vscode.workspace.workspaceFolders![0];
  return (await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder.uri, 'easy.sudoku'))).lineAt(3).text.slice(0, 81);
}

async function openText(content: string, line = 0): Promise<vscode.TextEditor> {
  const doc = await vscode.workspace.openTextDocument({ language: 'sudoku', content });
  const editor = await vscode.window.showTextDocument(doc);
  editor.selection = new vscode.Selection(line, 0, line, 0);
  return editor;
}

describe("Play's hints (issue 34)", function () {
  this.timeout(300000);
  let api: SudokuApi;

  before(async () => {
    const ext = vscode.extensions.getExtension<SudokuApi>(EXTENSION_ID);
    assert.ok(ext, 'the extension is installed');
    api = await ext.activate();
  });

  afterEach(closeAllEditors);

  async function play(givens: string) {
    await openText(`${givens}\n`);
    await vscode.commands.executeCommand('sudoku.play');
    return until('the game', () => api.panel()?.shownGame?.givens === givens && api.panel()!.shownGame);
  }

  it('Take step applies the next logical step in one click and says what it did; Undo takes it back', async () => {
    const givens = await easyLine();
    const solution = bitmaskSolve(givens, 1).solutions[0];
    const game = await play(givens);
    const before = game.present;
    await game.handle({ type: 'playTakeStep' });
    const v = game.view();
    assert.match(v.message ?? '', /^Step taken: .+ goes in r\dc\d/);
    const placed = [...Array(81).keys()].filter((i) => digitAt(v.present, i) !== digitAt(before, i));
    assert.ok(placed.length > 0, 'a digit is placed');
    for (const i of placed) assert.equal(digitAt(v.present, i), solution[i], `r${Math.floor(i / 9) + 1}c${(i % 9) + 1} is right`);
    assert.equal(v.undo, 1, 'one step of undo');
    await game.handle({ type: 'playUndo' });
    assert.deepEqual(game.present, before);
  });

  it('Hint after the last stage takes the move shown and goes on to the next step', async () => {
    const givens = await easyLine();
    const solution = bitmaskSolve(givens, 1).solutions[0];
    const game = await play(givens);
    for (let stage = 1; stage <= 4; stage++) {
      await game.handle({ type: 'playHint' });
      assert.equal(game.view().hint?.stage, stage);
    }
    const move = game.view().hint!.placed;
    assert.ok(move.length > 0);
    await game.handle({ type: 'playHint' });
    const v = game.view();
    for (const p of move) assert.equal(digitAt(v.present, p.cell), solution[p.cell], 'the move shown is taken');
    assert.equal(v.hint?.stage, 1, "the next step's first stage");
    assert.match(v.hint!.text, /^Hint 1 of 4: /);
  });

  it('Play on a puzzle with no solution says so at once, and offers no move to apply', async () => {
    const game = await play(NO_SOLUTION);
    const said = await until('the puzzle said to have no solution', () => game.view().notUnique);
    assert.match(said.text, /^This puzzle has no solution: .*Solve shows why/);
    const before = game.present;
    await game.handle({ type: 'playTakeStep' });
    await game.handle({ type: 'playApplyHint' });
    assert.deepEqual(game.present, before, 'no move taken');
    await game.handle({ type: 'playHint' });
    assert.equal(game.view().hint, undefined, 'no hint with a move');
    // Solve shows the puzzle's own verdict in the panel.
    await game.handle({ type: 'playSolve' });
    const model = await until('the solve in the panel', () => api.panel()?.shown.model?.puzzle === NO_SOLUTION && api.panel()!.shown.model);
    assert.equal(model.status, 'no-solution');
  });

  it("Explain from here starts from the player's digits and marks, and says so", async () => {
    // A puzzle of chains (AI Escargot, the first of hardest.sudoku).
    const folder = vscode.workspace.workspaceFolders![0];
    const hardest = parsePuzzles((await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder.uri, 'hardest.sudoku'))).getText());
    const givens = hardest.find((e) => e.kind === 'puzzle')!;
    assert.ok(givens.kind === 'puzzle');
    const solution = bitmaskSolve(givens.cells, 1).solutions[0];
    const game = await play(givens.cells);
    const empty = [...givens.cells].map((ch, i) => (ch === '.' ? i : -1)).filter((i) => i >= 0);
    const mine = empty.slice(0, 8);
    for (const i of mine) await game.handle({ type: 'playMove', move: { kind: 'place', cell: i, d: Number(solution[i]) } });
    await game.handle({ type: 'playExplain' });
    const model = await until('the explanation from the position', () =>
      api.panel()?.shown.model?.played ? api.panel()!.shown.model : undefined,
    );
    const board = timelineBoardAt(model.puzzle, model.initialCandidates, model.steps, 0, () => undefined, model.played);
    for (const i of mine) assert.equal(board.digits[i], solution[i], `the player's digit at ${i}`);
    assert.deepEqual(
      board.digits.map((d, i) => (d === '.' && board.candidates[i] === '' ? i : -1)).filter((i) => i >= 0),
      [],
      'no cell is empty with no candidates',
    );
    const end = timelineBoardAt(model.puzzle, model.initialCandidates, model.steps, model.steps.length, () => undefined, model.played);
    assert.equal(end.digits.join(''), solution);
  });

  it("the solved moment carries the puzzle's difficulty", async () => {
    const givens = await easyLine();
    const solution = bitmaskSolve(givens, 1).solutions[0];
    const game = await play(givens);
    const moves = [...givens].flatMap((ch, i) => (ch === '.' ? [{ kind: 'place' as const, cell: i, d: Number(solution[i]) }] : []));
    await game.handle({ type: 'playMove', move: { kind: 'batch', moves } });
    const solved = await until('the difficulty', () => (game.view().solved?.difficulty ? game.view().solved! : undefined));
    assert.ok(solved.rating! >= 1 && solved.rating! < 2, `an easy puzzle's rating: ${solved.rating}`);
  });

  it("Next Hint with the cursor on the puzzle's own #progress or #marks line gives the hint of that puzzle, from its position", async () => {
    const givens = await easyLine();
    const solution = bitmaskSolve(givens, 1).solutions[0];
    const empty = [...givens].map((ch, i) => (ch === '.' ? i : -1)).filter((i) => i >= 0);
    const position = {
      placed: [...givens].map((_, i) => (i === empty[0] ? solution[i] : '.')).join(''),
      candidates: givens.split('').map((_, i) => (i === empty[1] ? `${solution[i]}${solution[i] === '9' ? '' : '9'}` : null)),
    };
    const lines = progressLines(givens, position);
    assert.equal(lines.length, 2, 'a #progress line and a #marks line');
    const editor = await openText(`# before\n${givens}\n${lines.join('\n')}\n\n# after\n`, 3);
    assert.ok(editor.document.lineAt(3).text.startsWith('#marks'));
    const entry = parsePuzzles(editor.document.getText()).find((e) => e.kind === 'puzzle')!;
    assert.ok(entry.kind === 'puzzle');
    const expected = await api.service.hint(givens, entryPosition(entry));
    assert.equal(expected.status, 'step');
    const said = (await vscode.commands.executeCommand('sudoku.nextHint')) as string;
    assert.match(said, /^Hint 1 of 4: Technique: /);
    assert.ok(said.includes(expected.step!.name), `${said} names ${expected.step!.name}`);
    editor.selection = new vscode.Selection(2, 3, 2, 3);
    assert.match((await vscode.commands.executeCommand('sudoku.nextHint')) as string, /^Hint 2 of 4: /, 'and from the #progress line');
  });
});
