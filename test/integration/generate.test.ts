/** New Puzzle and the share commands inside a real VS Code extension host. */
import { strict as assert } from 'assert';
import * as vscode from 'vscode';
import { closeAllEditors } from './workbench';
import type { GeneratedPuzzle } from '../../src/shared/generate';
import { partner } from '../../src/core/generator';
import { parsePuzzles, parseSelection, Puzzle } from '../../src/core/formats';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { boardPng, boardSvg } from '../../src/features/share/boardPicture';

const EXTENSION_ID = 'sql-sudoku.sql-sudoku';

function workspaceFile(name: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('The tests need a workspace folder holding the samples.');
  return vscode.Uri.joinPath(folder.uri, name);
}

describe('New Puzzle and sharing in VS Code', function () {
  this.timeout(600000);

  before(async () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext, 'the extension is installed');
    await ext.activate();
  });

  afterEach(closeAllEditors);

  it('New Puzzle inserts unique, symmetric, rated puzzles at the cursor as one undoable edit', async () => {
    // A file of its own, not an untitled: an untitled may reopen with a backup of an earlier test's text.
    const uri = workspaceFile(`new-puzzle-${Date.now()}.sudoku`);
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode('# my puzzles\n'));
    const doc = await vscode.workspace.openTextDocument(uri);
    const editor = await vscode.window.showTextDocument(doc);
    assert.equal(doc.getText(), '# my puzzles\n');
    const end = new vscode.Position(1, 0);
    editor.selection = new vscode.Selection(end, end);
    const made = (await vscode.commands.executeCommand('sudoku.newPuzzle', {
      band: 'easy',
      symmetry: 'rotational',
      count: 2,
      seed: 4242,
    })) as GeneratedPuzzle[];
    assert.equal(made.length, 2);
    const text = doc.getText();
    assert.ok(text.startsWith('# my puzzles\n#L '), text);
    const found = parsePuzzles(text).filter((e): e is Puzzle => e.kind === 'puzzle');
    assert.deepEqual(
      found.map((e) => e.cells),
      made.map((p) => p.puzzle),
    );
    for (const [i, e] of found.entries()) {
      assert.equal(bitmaskSolve(e.cells).count, 1, 'unique by the independent solver');
      for (let c = 0; c < 81; c++) assert.equal(e.cells[c] === '.', e.cells[partner(c, 'rotational')] === '.');
      assert.ok(made[i].rating <= 2.0, `easy: ${made[i].rating}`);
      assert.equal(e.meta.level, `${made[i].rating.toFixed(1)} ${made[i].techniqueName}`);
      assert.match(text, new RegExp(`symmetry rotational, seed ${4242 + i}`));
    }
    // One undo takes the whole insertion back.
    await vscode.commands.executeCommand('undo');
    assert.equal(doc.getText(), '# my puzzles\n');
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await vscode.workspace.fs.delete(uri);
  });

  it('share commands copy the puzzle at the cursor in forms our parser reads back, and export SVG and PNG', async () => {
    const doc = await vscode.workspace.openTextDocument(workspaceFile('easy.sudoku'));
    const editor = await vscode.window.showTextDocument(doc);
    const entry = parsePuzzles(doc.getText()).find((e): e is Puzzle => e.kind === 'puzzle')!;
    editor.selection = new vscode.Selection(entry.line, 0, entry.line, 0);

    const line = (await vscode.commands.executeCommand('sudoku.copyLine')) as string;
    assert.equal(line, entry.cells);
    const link = (await vscode.commands.executeCommand('sudoku.copySudokuWikiLink')) as string;
    const fromLink = parseSelection(link);
    assert.equal(fromLink.kind === 'puzzle' && fromLink.cells, entry.cells);
    assert.equal(await vscode.env.clipboard.readText(), link, 'the link is on the clipboard');
    const marks = (await vscode.commands.executeCommand('sudoku.copyPencilMarks')) as string;
    const fromMarks = parsePuzzles(marks)[0] as Puzzle;
    assert.equal(fromMarks.form, 'pencil-marks');
    assert.equal(bitmaskSolve(fromMarks.cells).solutions[0], bitmaskSolve(entry.cells).solutions[0]);
    for (let c = 0; c < 81; c++) if (entry.cells[c] !== '.') assert.equal(fromMarks.cells[c], entry.cells[c]);
    const md = (await vscode.commands.executeCommand('sudoku.copyExplanation')) as string;
    assert.match(md, /^# `Easy 1`$/m);
    assert.match(md, /^## Steps$/m);

    const svgUri = workspaceFile('easy-board.svg');
    const pngUri = workspaceFile('easy-board.png');
    await vscode.commands.executeCommand('sudoku.exportSvg', { target: svgUri.toString() });
    await vscode.commands.executeCommand('sudoku.exportPng', { target: pngUri.toString(), step: 10 });
    const svg = new TextDecoder().decode(await vscode.workspace.fs.readFile(svgUri));
    assert.match(svg, /^<svg /);
    const png = await vscode.workspace.fs.readFile(pngUri);
    assert.deepEqual([...png.slice(1, 4)], [0x50, 0x4e, 0x47]);
    // From the panel: the board it shows is handed over, and the grid is of that board.
    const board = { digits: entry.cells.split(''), candidates: new Array<string>(81).fill('') };
    board.digits[entry.cells.indexOf('.')] = '7';
    board.candidates[entry.cells.lastIndexOf('.')] = '12';
    const shown = (await vscode.commands.executeCommand('sudoku.copyPencilMarks', {
      uri: doc.uri.toString(),
      line: entry.line,
      board,
    })) as string;
    const fromShown = parsePuzzles(shown)[0] as Puzzle;
    assert.equal(fromShown.cells[entry.cells.indexOf('.')], '7');
    assert.equal(fromShown.candidates![entry.cells.lastIndexOf('.')], '12');
    assert.equal(doc.isDirty, false, 'sharing changes nothing in the document');
  });

  it('exports from the palette the board at the step the panel shows for that puzzle, not the start', async () => {
    const doc = await vscode.workspace.openTextDocument(workspaceFile('easy.sudoku'));
    const editor = await vscode.window.showTextDocument(doc);
    const entry = parsePuzzles(doc.getText()).find((e): e is Puzzle => e.kind === 'puzzle')!;
    editor.selection = new vscode.Selection(entry.line, 0, entry.line, 0);
    // Solve Puzzle opens the panel at its last step: the solved board.
    await vscode.commands.executeCommand('sudoku.solve', { uri: doc.uri.toString(), line: entry.line });
    await vscode.window.showTextDocument(doc);
    const solution = bitmaskSolve(entry.cells).solutions[0];
    const solved = { digits: solution.split(''), candidates: new Array<string>(81).fill('') };

    const marks = (await vscode.commands.executeCommand('sudoku.copyPencilMarks')) as string;
    assert.equal((parsePuzzles(marks)[0] as Puzzle).cells, solution, 'the pencil-mark grid of the solved board');
    const svgUri = workspaceFile('easy-shown.svg');
    const pngUri = workspaceFile('easy-shown.png');
    await vscode.commands.executeCommand('sudoku.exportSvg', { target: svgUri.toString() });
    await vscode.commands.executeCommand('sudoku.exportPng', { target: pngUri.toString() });
    assert.equal(new TextDecoder().decode(await vscode.workspace.fs.readFile(svgUri)), boardSvg({ state: solved, givens: entry.cells }));
    assert.deepEqual([...(await vscode.workspace.fs.readFile(pngUri))], [...boardPng({ state: solved, givens: entry.cells })]);
    // Another puzzle than the panel's: its start, givens only.
    const other = parsePuzzles(doc.getText()).filter((e): e is Puzzle => e.kind === 'puzzle')[1];
    editor.selection = new vscode.Selection(other.line, 0, other.line, 0);
    const otherMarks = (await vscode.commands.executeCommand('sudoku.copyPencilMarks')) as string;
    const read = parsePuzzles(otherMarks)[0] as Puzzle;
    // A cell with one candidate reads back as a digit; the givens are there, and cells still hold several candidates.
    for (let c = 0; c < 81; c++) if (other.cells[c] !== '.') assert.equal(read.cells[c], other.cells[c], `given at cell ${c}`);
    assert.ok(
      read.candidates!.some((x, c) => other.cells[c] === '.' && x.length >= 2),
      'the start of the puzzle, not a solved board',
    );
    for (const u of [svgUri, pngUri]) await vscode.workspace.fs.delete(u);
  });
});
