/**
 * Play in a file of 50,000 puzzles, inside a real VS Code extension host: a
 * move's progress is one undoable edit of that puzzle's progress lines, its
 * diagnostics follow, and no turn of the extension host parses the whole file
 * (that took about 300 ms in one go: the whole host stalled after each move).
 */
import { strict as assert } from 'assert';
import * as vscode from 'vscode';
import { closeAllEditors, until } from './workbench';
import type { SudokuApi } from '../../src/extension';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { figure } from './figures';
import { progressLines } from '../../src/core/positionForms';

const EXTENSION_ID = 'sql-sudoku.sql-sudoku';
const PUZZLES = 50000;

/** A 50,000-puzzle file: each wait may take up to five minutes. */
const waitFor = <T>(what: string, probe: () => T | undefined | false): Promise<T> => until(what, probe, 300000);

/** The k-th permutation of the digits 1-9 (k below 9!). */
function permutation(k: number): string[] {
  const left = [...'123456789'];
  const out: string[] = [];
  for (let n = 9; n > 0; n--) {
    const f = [1, 1, 2, 6, 24, 120, 720, 5040, 40320][n - 1];
    out.push(...left.splice(Math.floor(k / f) % n, 1));
  }
  return out;
}

/**
 * Watches the extension host's turns, from one setImmediate to the next: the
 * most the parser read in one of them, and the longest.
 */
function watchTurns(api: SudokuApi): () => { mostParsed: number; longestMs: number } {
  let stopped = false;
  let mostParsed = 0;
  let longestMs = 0;
  let work = api.parserWork.visited;
  let last = performance.now();
  const tick = () => {
    if (stopped) return;
    const now = performance.now();
    mostParsed = Math.max(mostParsed, api.parserWork.visited - work);
    longestMs = Math.max(longestMs, now - last);
    work = api.parserWork.visited;
    last = now;
    setImmediate(tick);
  };
  setImmediate(tick);
  return () => {
    stopped = true;
    return { mostParsed, longestMs: Math.round(longestMs) };
  };
}

/**
 * A file of 50,000 puzzles, open in an editor. 97 puzzles over and over: each differs from those within
 * 50 lines of it (where play looks for its puzzle after an edit), and the file's background check solves
 * 97, not 50,000 that would run on into later tests.
 */
async function openLargeFile() {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'a workspace folder');
  const easy = (await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder.uri, 'easy.sudoku'))).lineAt(3).text.slice(0, 81);
  const lines = Array.from({ length: PUZZLES }, (_, k) => {
    const p = permutation((k % 97) * 7);
    return `${easy.replace(/[1-9]/g, (d) => p[Number(d) - 1])} puzzle ${k + 1}`;
  });
  const uri = vscode.Uri.joinPath(folder.uri, `large-${Date.now()}.sudoku`);
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(`${lines.join('\n')}\n`));
  const doc = await vscode.workspace.openTextDocument(uri);
  const editor = await vscode.window.showTextDocument(doc);
  return { uri, lines, doc, editor };
}

describe('Play in a 50,000-puzzle file', function () {
  this.timeout(900000);
  let api: SudokuApi;

  before(async () => {
    const ext = vscode.extensions.getExtension<SudokuApi>(EXTENSION_ID);
    assert.ok(ext, 'the extension is installed');
    api = await ext.activate();
  });

  afterEach(closeAllEditors);

  it('a move is one undoable edit of its progress lines, its diagnostics follow, and no turn parses the whole file', async () => {
    const { uri, lines, doc, editor } = await openLargeFile();
    await waitFor('the first parse of the file', () => api.parsed(doc));

    const at = PUZZLES / 2;
    const givens = lines[at].slice(0, 81);
    const solution = bitmaskSolve(givens, 1).solutions[0];
    const cell = givens.indexOf('.');
    editor.selection = new vscode.Selection(at, 0, at, 0);
    await vscode.commands.executeCommand('sudoku.play');
    const game = await waitFor('the game', () => api.panel()?.shownGame);
    assert.equal(game.givens, givens);

    const before = doc.getText();
    const version = doc.version;
    const stop = watchTurns(api);
    const edit = new Promise<number>((resolve) => {
      const listener = vscode.workspace.onDidChangeTextDocument((e) => e.document === doc && (listener.dispose(), resolve(Date.now())));
    });
    const moved = Date.now();
    await game.handle({ type: 'playMove', move: { kind: 'place', cell, d: Number(solution[cell]) } });
    // Written after the pause that makes a burst of moves one edit.
    const edited = await edit;
    await game.flushed();
    // The player's digit is written +d (positionForms.ts).
    const board = [...givens].map((ch, i) => (i === cell ? `+${solution[cell]}` : ch)).join('');
    const lineEnd = before.indexOf('\n', before.indexOf(lines[at]));
    assert.equal(doc.version, version + 1, 'one edit');
    // The time played goes with it from a second played (the timer runs while the panel is in sight).
    const afterMove = doc.getText();
    assert.equal(
      afterMove.replace(/\n#time \d+:\d\d(?::\d\d)?(?=\n)/, ''),
      `${before.slice(0, lineEnd)}\n#progress ${board}${before.slice(lineEnd)}`,
      'only the progress line is new',
    );

    // The diagnostics pass after the edit: the file parsed again, a slice at a time.
    await waitFor('the parse after the edit', () => api.parsed(doc));
    const parsedAt = Date.now();
    const turns = stop();
    figure(
      `play in a 50,000-puzzle file: move to edit ${edited - moved} ms (400 of them the wait for more moves), edit to the file parsed again ${parsedAt - edited} ms; ` +
        `the extension host's longest turn meanwhile ${turns.longestMs} ms, ` +
        `the most the parser read in one turn ${turns.mostParsed} characters`,
    );
    assert.ok(turns.mostParsed < before.length / 4, `one turn parsed ${turns.mostParsed} of ${before.length} characters`);
    const near = (d: vscode.Diagnostic) => d.range.start.line >= at - 1 && d.range.start.line <= at + 2;
    assert.deepEqual(vscode.languages.getDiagnostics(uri).filter(near), [], 'the progress fits its puzzle');

    // A progress that changes a given is flagged on its line, once the file is parsed again.
    const given = givens.search(/[1-9]/);
    const changed = String((Number(givens[given]) % 9) + 1);
    const byHand = new vscode.WorkspaceEdit();
    const column = '#progress '.length + given + (cell < given ? 1 : 0);
    byHand.replace(uri, new vscode.Range(at + 1, column, at + 1, column + 1), changed);
    await vscode.workspace.applyEdit(byHand);
    const flagged = await waitFor(
      'the progress flagged',
      () => vscode.languages.getDiagnostics(uri).filter(near).length > 0 && vscode.languages.getDiagnostics(uri).filter(near),
    );
    assert.deepEqual(
      flagged.map((d) => [d.range.start.line, d.code]),
      [[at + 1, 'bad-progress']],
    );

    // One undo takes the hand edit back, and one more the move: the file is as it was, byte for byte.
    await vscode.window.showTextDocument(doc);
    await vscode.commands.executeCommand('undo');
    assert.equal(doc.getText(), afterMove);
    await vscode.commands.executeCommand('undo');
    assert.equal(doc.getText(), before);
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await vscode.workspace.fs.delete(uri);
  });

  it("finds a moved puzzle's #progress and #marks in a large file, and writes them once", async () => {
    // Over the large-file threshold (5,000 lines), Play finds its puzzle by reading the lines around it.
    const base = (await vscode.workspace.openTextDocument(vscode.Uri.joinPath(vscode.workspace.workspaceFolders![0].uri, 'easy.sudoku')))
      .lineAt(3)
      .text.slice(0, 81);
    // Each puzzle differs from those within 97 lines: Play looks for its own givens.
    const variant = (k: number) => {
      const p = permutation((k % 97) * 7);
      return base.replace(/[1-9]/g, (d) => p[Number(d) - 1]);
    };
    const at = 3000;
    const easy = variant(at);
    const solution = bitmaskSolve(easy, 1).solutions[0];
    const empty = [...easy].map((ch, i) => (ch === '.' ? i : -1)).filter((i) => i >= 0);
    const candidates: (string | null)[] = new Array(81).fill(null);
    candidates[empty[1]] = solution[empty[1]];
    const placed = '.'.repeat(empty[0]) + solution[empty[0]] + '.'.repeat(80 - empty[0]);
    const kept = progressLines(easy, { placed, candidates });
    const lines = Array.from({ length: 6000 }, (_, k) => `${variant(k)} puzzle ${k + 1}`);
    lines.splice(at + 1, 0, ...kept);
    const uri = vscode.Uri.joinPath(vscode.workspace.workspaceFolders![0].uri, `moved-${Date.now()}.sudoku`);
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(`${lines.join('\n')}\n`));
    const doc = await vscode.workspace.openTextDocument(uri);
    const editor = await vscode.window.showTextDocument(doc);
    editor.selection = new vscode.Selection(at, 0, at, 0);
    await vscode.commands.executeCommand('sudoku.play');
    const game = await waitFor('the game', () => api.panel()?.shownGame);
    assert.equal(game.present.digits[empty[0]], solution[empty[0]], 'the game starts from the file');
    // 50 lines right above it (the same givens 97 lines away stay out of reach): the puzzle is now at the far end of
    // the lines Play looks through, its progress past them.
    const moved = new vscode.WorkspaceEdit();
    moved.insert(uri, new vscode.Position(at, 0), '# moved\n'.repeat(50));
    assert.ok(await vscode.workspace.applyEdit(moved));
    await game.handle({ type: 'playMove', move: { kind: 'place', cell: empty[2], d: Number(solution[empty[2]]) } });
    await game.flushed();
    const text = doc.getText().split('\n');
    assert.equal(
      text.filter((l) => l.startsWith('#progress')).length,
      1,
      `one #progress line: ${JSON.stringify(text.map((l, i) => [i, l.slice(0, 30)]).filter(([i]) => (i as number) >= at + 45 && (i as number) <= at + 56))}`,
    );
    assert.equal(text.filter((l) => l.startsWith('#marks')).length, 1, 'one #marks line');
    const placedNow = placed.slice(0, empty[2]) + solution[empty[2]] + placed.slice(empty[2] + 1);
    assert.deepEqual(text.slice(at + 50, at + 53), [`${easy} puzzle ${at + 1}`, ...progressLines(easy, { placed: placedNow, candidates })]);
    await vscode.window.showTextDocument(doc);
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await vscode.workspace.fs.delete(uri);
  });

  it('a solve of one of its puzzles in the panel follows an edit without parsing the whole file in one turn', async () => {
    const { uri, doc, editor } = await openLargeFile();
    await waitFor('the first parse of the file', () => api.parsed(doc));
    editor.selection = new vscode.Selection(100, 0, 100, 0);
    await vscode.commands.executeCommand('sudoku.solve');
    await waitFor('the solve in the panel', () => api.panel()?.shownBoard());
    const before = doc.getText();
    const stop = watchTurns(api);
    // An edit far from the puzzle shown: the panel looks at its puzzle again (after 0.5 s), the checks parse the file (after 1 s).
    const edit = new vscode.WorkspaceEdit();
    edit.insert(uri, new vscode.Position(40000, doc.lineAt(40000).text.length), ' edited');
    await vscode.workspace.applyEdit(edit);
    await waitFor('the parse after the edit', () => api.parsed(doc));
    const turns = stop();
    assert.ok(turns.mostParsed < before.length / 4, `one turn parsed ${turns.mostParsed} of ${before.length} characters`);
    await vscode.window.showTextDocument(doc);
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await vscode.workspace.fs.delete(uri);
  });
});
