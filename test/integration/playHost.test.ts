/**
 * Play's host side inside a real VS Code extension host: corner marks, colours
 * and the time written under the puzzle and read back on Play; the timer's
 * pause while the panel is hidden; the solved CodeLens; the undo history kept
 * after the panel is closed and the same puzzle played again.
 */
import { strict as assert } from 'assert';
import * as vscode from 'vscode';
import { closeAllEditors, until } from './workbench';
import type { SudokuApi } from '../../src/extension';
import type { PlayView } from '../../src/shared/playProtocol';
import type { PlayController } from '../../src/features/panel/playController';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { parsePuzzles } from '../../src/core/formats';
import { figure } from './figures';

const EXTENSION_ID = 'sql-sudoku.sql-sudoku';

/** The solved lens of a document's puzzle: the lenses come from the document's text as it is. */
async function solvedLens(doc: vscode.TextDocument): Promise<string | undefined> {
  const all = (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', doc.uri)) ?? [];
  return all.map((l) => l.command?.title ?? '').find((t) => t.startsWith('Solved by you in'));
}

describe('Play: what the host keeps', function () {
  this.timeout(300000);
  let api: SudokuApi;
  let easy: string;
  let solution: string;
  let empty: number[];

  before(async () => {
    const folder = vscode.workspace.workspaceFolders![0].uri;
    // A .sudoku file shown activates the extension.
    const sample = await vscode.window.showTextDocument(vscode.Uri.joinPath(folder, 'easy.sudoku'));
    easy = sample.document.lineAt(3).text.slice(0, 81);
    const ext = vscode.extensions.getExtension<SudokuApi>(EXTENSION_ID);
    assert.ok(ext);
    api = await until('activation', () => ext.isActive && ext.exports);
    solution = bitmaskSolve(easy, 1).solutions[0];
    empty = [...easy].flatMap((ch, i) => (ch === '.' ? [i] : []));
  });

  afterEach(closeAllEditors);

  /** Opens a document and plays its puzzle on line 1. */
  async function playIn(content: string): Promise<{ doc: vscode.TextDocument; game: PlayController; view: PlayView }> {
    const doc = await vscode.workspace.openTextDocument({ language: 'sudoku', content });
    const editor = await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
    editor.selection = new vscode.Selection(1, 0, 1, 0);
    const view = (await vscode.commands.executeCommand('sudoku.play')) as PlayView;
    const game = await until('the game', () => api.panel()?.shownGame);
    return { doc, game, view };
  }

  const linesUnder = (doc: vscode.TextDocument) =>
    doc
      .getText()
      .split(/\r?\n/)
      .filter((l) => l.startsWith('#') && l !== '# to play' && l !== '# after');

  it('writes corner marks and colours under the puzzle, and Play on that text reads them back', async () => {
    const { doc, game } = await playIn(`# to play\n${easy} Easy\n# after\n`);
    const [a, b, c] = empty;
    await game.handle({ type: 'playMove', move: { kind: 'corner', cell: a, d: 5 } });
    await game.handle({ type: 'playMove', move: { kind: 'corner', cell: a, d: 8 } });
    await game.handle({ type: 'playMove', move: { kind: 'colour', cell: b, colour: 1 } });
    await game.handle({ type: 'playMove', move: { kind: 'colourCandidate', cell: c, d: 7, colour: 2 } });
    await game.flushed();
    const id = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
    const kept = linesUnder(doc);
    assert.match(kept[0], /^#progress /);
    assert.equal(kept[1], `#corners ${id(a)}:58`);
    assert.equal(kept[2], `#colours ${id(b)}:1 ${id(c)}/7:2`);
    // The time goes with the progress from a second played (the timer runs only while the window has the focus).
    assert.ok(kept.length === 3 || /^#time \d+:\d\d$/.test(kept[3]), kept.join('\n'));
    figure(`play: the window has the focus: ${vscode.window.state.focused}; time played over four moves: ${game.elapsedMs} ms`);
    assert.equal(doc.lineAt(doc.lineCount - 2).text, '# after');
    assert.deepEqual(vscode.languages.getDiagnostics(doc.uri), [], 'the lines read as they were written');
    // The text with a corner mark more, as if edited by hand: the game kept in memory is not the file's any more,
    // and Play reads everything from the file.
    const d = empty[3];
    const text = doc.getText().replace(`#corners ${id(a)}:58`, `#corners ${id(a)}:58 ${id(d)}:1`);
    await closeAllEditors();
    const { game: again } = await playIn(text);
    assert.equal(again.present.corners[a], (1 << 4) | (1 << 7));
    assert.equal(again.present.corners[d], 1);
    assert.equal(again.present.cellColours[b], 1);
    assert.deepEqual(again.present.candidateColours, { [c * 10 + 7]: 2 });
    assert.equal(again.view().undo, 0);
  });

  it('times the game while it is in sight, writes the time when it pauses, stops it at the solve, and the CodeLens says so', async () => {
    const { doc, game } = await playIn(`# to play\n${easy} Easy\n# after\n`);
    await game.handle({ type: 'playMove', move: { kind: 'place', cell: empty[0], d: Number(solution[empty[0]]) } });
    // The window of a test run may not have the focus: the panel's own test of being in sight is given here.
    game.setActive(true);
    assert.equal(game.view().timer?.running, true);
    await until('a second played', () => game.elapsedMs >= 1000);
    game.setActive(false);
    assert.equal(game.view().timer?.running, false);
    await game.flushed();
    const time = linesUnder(doc).find((l) => l.startsWith('#time '));
    assert.ok(time && /^#time \d+:\d\d$/.test(time) && time !== '#time 0:00', time);
    // Hidden: the panel says the game is out of sight when an editor takes its place.
    game.setActive(true);
    await vscode.window.showTextDocument(doc, { viewColumn: api.panel()!.panel.viewColumn, preview: false });
    await until('the timer paused', () => game.view().timer?.running === false, undefined, [api.panel()!.panel.onDidChangeViewState]);
    // Every other cell, in one move: solved.
    const rest = empty.slice(1).map((cell) => ({ kind: 'place' as const, cell, d: Number(solution[cell]) }));
    game.setActive(true);
    await game.handle({ type: 'playMove', move: { kind: 'batch', moves: rest } });
    const solved = game.view();
    assert.equal(solved.timer?.running, false, 'stopped at the solve');
    assert.ok(solved.solved && (solved.solved.elapsedMs ?? 0) >= 1000);
    await game.flushed();
    const written = linesUnder(doc).find((l) => l.startsWith('#time '));
    assert.match(written ?? '', /^#time \d+:\d\d solved$/);
    const lens = await solvedLens(doc);
    assert.equal(lens, `Solved by you in ${written!.split(' ')[1]}`);
    // Played again from the file: the time comes back, stopped.
    const text = doc.getText();
    await closeAllEditors();
    const { game: again } = await playIn(text);
    again.setActive(true);
    const back = again.view();
    assert.equal(back.timer?.running, false, 'a solved game does not run its timer');
    assert.equal(Math.floor((back.timer?.elapsedMs ?? 0) / 1000), Math.floor(game.elapsedMs / 1000));
  });

  it('keeps the undo history and the colours after the panel is closed and the same puzzle played again', async () => {
    const { doc, game } = await playIn(`# to play\n${easy} Easy\n# after\n`);
    const moves = [
      { kind: 'place' as const, cell: empty[0], d: Number(solution[empty[0]]) },
      { kind: 'mark' as const, cell: empty[1], d: 3 },
      { kind: 'colour' as const, cell: empty[2], colour: 4 },
    ];
    for (const move of moves) await game.handle({ type: 'playMove', move });
    const before = game.present;
    api.panel()!.panel.dispose();
    await until('the panel closed', () => !api.panel());
    const editor = await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
    editor.selection = new vscode.Selection(1, 0, 1, 0);
    const view = (await vscode.commands.executeCommand('sudoku.play')) as PlayView;
    assert.equal(view.undo, 3, 'every move can be undone');
    assert.deepEqual(view.present, before);
    const again = await until('the game', () => api.panel()?.shownGame);
    await again.handle({ type: 'playUndo' });
    assert.equal(again.present.cellColours[empty[2]], 0, 'undo takes the last move back');
    await again.handle({ type: 'playUndo' });
    await again.handle({ type: 'playUndo' });
    assert.equal(again.present.digits[empty[0]], '.');
    await again.flushed();
    const [entry] = parsePuzzles(doc.getText()).filter((e) => e.kind === 'puzzle');
    assert.ok(entry.kind === 'puzzle');
    assert.equal(entry.progress, undefined, 'back at the start: the lines are gone');
  });
});
