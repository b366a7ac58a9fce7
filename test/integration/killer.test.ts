/** A killer's cages in real VS Code (issue 37): a bad cage marked on its own line, and a repeated cell's quick fix. Parsing only: no solve. */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as vscode from 'vscode';
import { closeAllEditors, until } from './workbench';

const DOTS = '.'.repeat(81);

describe('killer cages in VS Code', function () {
  // A file of its own: an untitled document's name is reused from test to test, and so is its diagnostics' key.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-killer-it-'));
  afterEach(closeAllEditors);
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('marks a cage sum no digits make at its line, and removes a repeated cell by a quick fix', async function () {
    this.timeout(900000);
    const content = `# a killer\n${DOTS}\n#variant killer\n#cage 3 r1c1 r1c2\n#cage 18 r2c1 r2c2\n#cage 4 r3c1 r3c2 r3c1\n`;
    const file = path.join(dir, 'killer.sudoku');
    fs.writeFileSync(file, content);
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(file));
    await vscode.window.showTextDocument(doc);
    const cageDiagnostics = () =>
      vscode.languages
        .getDiagnostics(doc.uri)
        .filter((d) => d.source === 'sudoku' && (d.code === 'bad-variant' || d.code === 'variant-note'));
    await until('the cage diagnostics', () => cageDiagnostics().length === 2);
    const [sum, repeat] = cageDiagnostics().sort((a, b) => a.range.start.line - b.range.start.line);
    assert.equal(sum.range.start.line, 4, 'on the line of the cage of 18');
    assert.equal(doc.getText(sum.range), '18');
    assert.equal(sum.severity, vscode.DiagnosticSeverity.Error);
    assert.match(sum.message, /No 2 different digits add up to 18/);
    assert.equal(repeat.range.start.line, 5);
    assert.equal(repeat.severity, vscode.DiagnosticSeverity.Warning);
    const actions = (await vscode.commands.executeCommand(
      'vscode.executeCodeActionProvider',
      doc.uri,
      repeat.range,
    )) as vscode.CodeAction[];
    const fix = actions.find((a) => a.title === 'Remove the repeated r3c1 from this cage');
    assert.ok(fix?.edit, actions.map((a) => a.title).join(', '));
    await vscode.workspace.applyEdit(fix.edit);
    assert.equal(doc.lineAt(5).text, '#cage 4 r3c1 r3c2');
    await until('the repeat no longer said', () => cageDiagnostics().length === 1);
    await doc.save();
  });
});
