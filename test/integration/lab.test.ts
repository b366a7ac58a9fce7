/**
 * The technique lab inside a real VS Code extension host: techniques in the
 * workspace's .sudoku-techniques folder are loaded and checked, their
 * problems are diagnostics, an unsound one is caught with its puzzle, New
 * Technique writes one that works, and Test Technique on File shows its
 * table in the panel. (The workspace here is trusted: the untrusted case is
 * in test/e2e/lab.spec.ts and the trust gate's unit tests.)
 */
import { strict as assert } from 'assert';
import * as path from 'path';
import * as vscode from 'vscode';
import { WAIT_MS, closeAllEditors, until as waitUntil } from './workbench';
import type { SudokuApi } from '../../src/extension';
import type { ReportModel } from '../../src/shared/labReport';
import type { PanelModel } from '../../src/shared/panelProtocol';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { newTechniqueText } from '../../src/features/lab/labModel';
import { BROKEN, HOSTILE_NAME, HOSTILE_NAMED, RUNAWAY, UNSOUND, placesSolution } from '../helpers/badTechniques';

const EXTENSION_ID = 'sql-sudoku.sql-sudoku';

function workspaceFile(...parts: string[]): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('The tests need a workspace folder holding the samples.');
  return vscode.Uri.joinPath(folder.uri, ...parts);
}

/** A file's diagnostics, when it has any. */
const diagnosticsOf = (uri: vscode.Uri) => {
  const found = vscode.languages.getDiagnostics(uri);
  return found.length > 0 ? found : undefined;
};

const techniqueFile = (name: string) => workspaceFile('.sudoku-techniques', name);

async function write(uri: vscode.Uri, text: string): Promise<void> {
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
}

/** The workbench's wait, checked when the lab loads too. */
const until = <T>(what: string, probe: () => T | undefined | false, api: SudokuApi, ms = WAIT_MS): Promise<T> =>
  waitUntil(what, probe, ms, [api.lab.onDidLoad]);

describe('The technique lab in VS Code', function () {
  this.timeout(600000);
  let api: SudokuApi;
  const made: vscode.Uri[] = [];

  before(async () => {
    const ext = vscode.extensions.getExtension<SudokuApi>(EXTENSION_ID);
    assert.ok(ext, 'the extension is installed');
    api = await ext.activate();
  });

  afterEach(async () => {
    await closeAllEditors();
    for (const uri of made.splice(0))
      await vscode.workspace.fs.delete(uri, { recursive: true, useTrash: false }).then(undefined, () => undefined);
    await api.lab.reload();
  });

  it("SQLite's syntax error is a diagnostic on the technique file, at the line it is on", async () => {
    const uri = techniqueFile('broken.sql');
    made.push(uri);
    await write(uri, BROKEN);
    const state = await api.lab.reload();
    assert.ok(state.found.includes(uri.toString()), 'the file is found in the default folder');
    assert.ok(!state.loaded.some((t) => t.uri === uri.toString()), 'a file with an error is not loaded');
    const diagnostics = await until('the syntax error', () => diagnosticsOf(uri), api);
    const error = diagnostics.find((d) => d.severity === vscode.DiagnosticSeverity.Error);
    assert.ok(error, JSON.stringify(diagnostics));
    assert.match(error.message, /syntax error/);
    assert.equal(error.range.start.line, 7, 'line 8 of the file');
    assert.equal(BROKEN.split('\n')[7].slice(error.range.start.character, error.range.end.character), 'ORDR');
    // Not tested with its errors: nothing goes to the panel.
    const report = await vscode.commands.executeCommand('sudoku.testTechnique', {
      technique: uri.toString(),
      file: workspaceFile('easy.sudoku').toString(),
    });
    assert.equal(report, undefined);
  });

  it('a technique being typed is checked before it is saved', async () => {
    const uri = techniqueFile('typing.sql');
    made.push(uri);
    await write(uri, BROKEN.replace('ORDR', 'ORDER'));
    await api.lab.reload();
    assert.deepEqual(vscode.languages.getDiagnostics(uri), [], 'a sound file: no problem');
    const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    const column = editor.document.lineAt(7).text.indexOf('ORDER');
    await editor.edit((b) => b.replace(new vscode.Range(7, column, 7, column + 5), 'ORDR'));
    const diagnostics = await until('the problem of the unsaved text', () => diagnosticsOf(uri), api);
    assert.equal(diagnostics[0].range.start.line, 7);
    assert.ok(editor.document.isDirty, 'not saved');
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  });

  it('loads from the folders sudoku.techniqueFolders names, instead of the default', async () => {
    const elsewhere = workspaceFile('my-techniques', 'fish.sql');
    const inDefault = techniqueFile('default-fish.sql');
    made.push(elsewhere, inDefault, workspaceFile('my-techniques'));
    await write(elsewhere, UNSOUND.replace('Strike them all', 'Elsewhere'));
    await write(inDefault, UNSOUND);
    const config = vscode.workspace.getConfiguration('sudoku');
    await config.update('techniqueFolders', ['my-techniques'], vscode.ConfigurationTarget.Global);
    try {
      const state = await api.lab.reload();
      assert.deepEqual(state.found, [elsewhere.toString()]);
      assert.deepEqual(
        state.loaded.map((t) => t.name),
        ['Elsewhere'],
      );
    } finally {
      await config.update('techniqueFolders', undefined, vscode.ConfigurationTarget.Global);
    }
    assert.ok((await api.lab.reload()).found.includes(inDefault.toString()), 'back to the default folder');
  });

  it('a missing header field is flagged on the file', async () => {
    const uri = techniqueFile('no-rating.sql');
    made.push(uri);
    await write(uri, BROKEN.replace('-- Rating: 5.0\n', '').replace('ORDR', 'ORDER'));
    await api.lab.reload();
    const diagnostics = await until('the header problem', () => diagnosticsOf(uri), api);
    assert.ok(
      diagnostics.some((d) => /Rating/.test(d.message) && d.severity === vscode.DiagnosticSeverity.Error),
      diagnostics.map((d) => d.message).join('\n'),
    );
  });

  it('an unsound technique is caught in a solve: a diagnostic on its file, with the puzzle as related location and the position as a grid', async () => {
    const uri = techniqueFile('strike-them-all.sql');
    made.push(uri);
    await write(uri, UNSOUND);
    const state = await api.lab.reload();
    assert.ok(
      state.loaded.some((t) => t.uri === uri.toString() && t.name === 'Strike them all'),
      JSON.stringify(state),
    );
    const doc = await vscode.workspace.openTextDocument(workspaceFile('easy.sudoku'));
    await vscode.window.showTextDocument(doc);
    const model = (await vscode.commands.executeCommand('sudoku.solve', { uri: doc.uri.toString(), line: 3 })) as PanelModel;
    // Never applied: the puzzle is still solved, and right.
    assert.equal(model.status, 'solved');
    assert.equal(model.solution, bitmaskSolve(doc.lineAt(3).text.slice(0, 81)).solutions[0]);
    assert.ok(!model.steps.some((s) => s.name === 'Strike them all'), 'no step of the unsound technique');
    const diagnostics = await until('the unsound diagnostic', () => diagnosticsOf(uri), api);
    const d = diagnostics[0];
    assert.match(d.message, /unsound/i);
    assert.equal(d.range.start.line, 4, 'at the statement that inserts the findings');
    // The position as a pencil-mark grid: nine rows of cells between the borders.
    assert.ok(d.message.split('\n').filter((l) => /^\|.*\|$/.test(l.trim())).length >= 9, d.message);
    const related = d.relatedInformation?.[0];
    assert.ok(related, 'a related location');
    assert.equal(related.location.uri.toString(), doc.uri.toString());
    assert.equal(related.location.range.start.line, 3, "the puzzle's line");
  });

  it('on a puzzle with several solutions a technique is not run: the verdict stays "multiple", and its file says why', async () => {
    const easy = await vscode.workspace.openTextDocument(workspaceFile('easy.sudoku'));
    const solution = bitmaskSolve(easy.lineAt(3).text.slice(0, 81)).solutions[0];
    const uri = techniqueFile('wishful-placement.sql');
    const puzzles = workspaceFile('several.sudoku');
    made.push(uri, puzzles);
    await write(uri, placesSolution(solution));
    // Its top three rows alone: thousands of solutions, one of them the technique's.
    await write(puzzles, `${solution.slice(0, 27)}${'.'.repeat(54)}\n`);
    const state = await api.lab.reload();
    assert.ok(state.loaded.some((t) => t.uri === uri.toString()));
    const doc = await vscode.workspace.openTextDocument(puzzles);
    await vscode.window.showTextDocument(doc);
    const model = (await vscode.commands.executeCommand('sudoku.solve', { uri: doc.uri.toString(), line: 0 })) as PanelModel;
    assert.equal(model.status, 'multiple');
    assert.ok(!model.steps.some((s) => s.name === 'Wishful placement'), 'no step of the unchecked technique');
    const diagnostics = await until('the unchecked warning', () => diagnosticsOf(uri), api);
    assert.match(diagnostics[0].message, /'Wishful placement' was not run: the puzzle has more than one solution/);
    assert.equal(diagnostics[0].severity, vscode.DiagnosticSeverity.Warning);
  });

  it('a technique file over 1 MiB is not read, and says so', async () => {
    const uri = techniqueFile('huge.sql');
    made.push(uri);
    await write(uri, `${UNSOUND}-- ${'x'.repeat(1024 * 1024)}\n`);
    const state = await api.lab.reload();
    assert.ok(!state.loaded.some((t) => t.uri === uri.toString()), 'not loaded');
    const diagnostics = await until('the size problem', () => diagnosticsOf(uri), api);
    assert.match(diagnostics[0].message, /over 1 MiB/);
  });

  it("Copy Explanation renders a technique's name as text: no live command link, no raw HTML", async () => {
    const uri = techniqueFile('hostile.sql');
    made.push(uri);
    await write(uri, HOSTILE_NAMED);
    const state = await api.lab.reload();
    assert.ok(
      state.loaded.some((t) => t.uri === uri.toString()),
      JSON.stringify(state),
    );
    const doc = await vscode.workspace.openTextDocument(workspaceFile('easy.sudoku'));
    await vscode.window.showTextDocument(doc);
    const md = (await vscode.commands.executeCommand('sudoku.copyExplanation', { uri: doc.uri.toString(), line: 3 })) as string;
    assert.ok(md.includes('(user technique)'), 'the technique made steps');
    const html = await vscode.commands.executeCommand<string>('markdown.api.render', md);
    const links = [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1]);
    assert.deepEqual(
      links.filter((l) => !l.startsWith('https://www.sudokuwiki.org/')),
      [],
      'no link but the SudokuWiki one',
    );
    assert.doesNotMatch(html, /<b>/, 'no HTML of the name');
    const shown = HOSTILE_NAME.slice(HOSTILE_NAME.indexOf('single'));
    assert.ok(
      html
        .replace(/<[^>]*>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .includes(shown),
      'the name shows as written',
    );
  });

  it('a technique that writes where it must not is refused before it runs, at its statement', async () => {
    const uri = techniqueFile('writes-cand.sql');
    made.push(uri);
    await write(uri, UNSOUND.replace('INSERT INTO found', 'DELETE FROM cand WHERE d = 9;\nINSERT INTO found'));
    const state = await api.lab.reload();
    assert.ok(!state.loaded.some((t) => t.uri === uri.toString()), 'not loaded');
    const diagnostics = await until('the refusal', () => diagnosticsOf(uri), api);
    const refusal = diagnostics.find((d) => /cand/.test(d.message) && d.severity === vscode.DiagnosticSeverity.Error);
    assert.ok(refusal, diagnostics.map((d) => d.message).join('\n'));
    assert.equal(refusal.range.start.line, 4, 'the DELETE on line 5');
  });

  it('a runaway technique is stopped at the time limit, and named on its file', async () => {
    const uri = techniqueFile('runaway.sql');
    made.push(uri);
    await write(uri, RUNAWAY);
    const config = vscode.workspace.getConfiguration('sudoku');
    await config.update('timeLimit', 3000, vscode.ConfigurationTarget.Global);
    try {
      const state = await api.lab.reload();
      assert.ok(
        state.loaded.some((t) => t.uri === uri.toString()),
        'loaded: nothing in its text is wrong',
      );
      const doc = await vscode.workspace.openTextDocument(workspaceFile('easy.sudoku'));
      await vscode.window.showTextDocument(doc);
      await vscode.commands.executeCommand('sudoku.solve', { uri: doc.uri.toString(), line: 3 });
      const diagnostics = await until('the runaway', () => diagnosticsOf(uri), api);
      assert.match(diagnostics[0].message, /Runaway/);
      assert.match(diagnostics[0].message, /3000 ms/);
    } finally {
      await config.update('timeLimit', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it('New Technique writes a file that loads with no problem, and Test Technique on File shows where it fires, in the panel', async () => {
    const name = `My fish ${Date.now()}`;
    const uri = (await vscode.commands.executeCommand('sudoku.newTechnique', { name })) as vscode.Uri;
    made.push(uri);
    assert.ok(uri.path.endsWith('.sql') && uri.path.includes('/.sudoku-techniques/'), uri.toString());
    assert.equal(vscode.window.activeTextEditor?.document.uri.toString(), uri.toString(), 'the new file is opened');
    const loaded = api.lab.state.loaded.find((t) => t.uri === uri.toString());
    assert.ok(loaded, 'loaded');
    assert.equal(loaded.name, name);
    assert.deepEqual(vscode.languages.getDiagnostics(uri), [], 'no problem');

    // A file of hard puzzles, where the worked example fires.
    const ext = vscode.extensions.getExtension(EXTENSION_ID)!;
    const data = new TextDecoder().decode(
      await vscode.workspace.fs.readFile(vscode.Uri.file(path.join(ext.extensionPath, 'test', 'data', 'top95.txt'))),
    );
    const puzzles = data
      .split(/\r?\n/)
      .filter((l) => /^[0-9.]{81}/.test(l))
      .slice(0, 4);
    const file = workspaceFile(`hard-${Date.now()}.sudoku`);
    made.push(file);
    await write(file, `# four hard puzzles\n${puzzles.map((p, i) => `${p.slice(0, 81)} top95 #${i + 1}`).join('\n')}\n`);
    const report = (await vscode.commands.executeCommand('sudoku.testTechnique', {
      technique: uri.toString(),
      file: file.toString(),
    })) as ReportModel;
    assert.equal(report.uri, file.toString());
    assert.deepEqual(
      report.rows.map((r) => [r.line, r.name]),
      puzzles.map((_, i) => [i + 1, `top95 #${i + 1}`]),
    );
    assert.ok(report.rows.every((r) => r.positions > 0 && r.unsound === 0));
    assert.ok(
      report.rows.some((r) => r.fired > 0),
      'it fires',
    );
    assert.deepEqual(api.panel()?.shown.report, report, 'the table is in the panel');
  });

  it('the panel solves its puzzle again when the techniques change', async () => {
    const doc = await vscode.workspace.openTextDocument(workspaceFile('easy.sudoku'));
    await vscode.window.showTextDocument(doc);
    await vscode.commands.executeCommand('sudoku.solve', { uri: doc.uri.toString(), line: 3 });
    const panel = api.panel();
    assert.ok(panel);
    const first = panel.shown.model;
    const uri = techniqueFile('again.sql');
    made.push(uri);
    await write(uri, newTechniqueText('Again'));
    await api.lab.reload();
    await until('the panel to solve again', () => panel.shown.model !== first && panel.shown.model, api);
  });

  it('hover on a contract table in a technique file shows its columns', async () => {
    const uri = techniqueFile('hover.sql');
    made.push(uri);
    await write(uri, UNSOUND);
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc);
    const line = doc
      .getText()
      .split('\n')
      .findIndex((l) => l.startsWith('FROM cand'));
    const hovers = (await vscode.commands.executeCommand(
      'vscode.executeHoverProvider',
      uri,
      new vscode.Position(line, 6),
    )) as vscode.Hover[];
    // The Markdown as written: appendText escapes punctuation and keeps spaces as &nbsp;.
    const text = hovers
      .flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : (c as vscode.MarkdownString).value)))
      .join('\n')
      .replace(/&nbsp;/g, ' ')
      .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1');
    assert.match(text, /cand \(table\): read only/);
    for (const column of ['cell', 'd', 'row_unit', 'col_unit', 'box_unit']) assert.match(text, new RegExp(`^${column} +INTEGER`, 'm'));
  });
});
