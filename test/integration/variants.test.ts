/** Variants in real VS Code (issue 37): the variant lines read, their faults marked where they are, Solve and the check by the variant's rules. */
import { strict as assert } from 'assert';
import * as vscode from 'vscode';
import { closeAllEditors, until } from './workbench';
import type { PanelModel } from '../../src/shared/panelProtocol';

// The copied Windoku (test/data/variants/windoku.tsv): one solution as a Windoku, several as a classic puzzle.
const WINDOKU = '..............5.1.....2...6......4....5...6...8...73.....214....7......2..6....4.';
const SOLUTION = '792861534463975218158423796327196485945382671681547329539214867874639152216758943';

describe('variants in VS Code', function () {
  afterEach(closeAllEditors);

  it('marks an unknown variant name at the name, checks by the variant, and Solve solves the Windoku', async function () {
    this.timeout(900000);
    const content = `${WINDOKU}\n#variant windoku\n\n${WINDOKU}\n#variant windoku wonky\n\n${WINDOKU}\n`;
    const doc = await vscode.workspace.openTextDocument({ language: 'sudoku', content });
    const editor = await vscode.window.showTextDocument(doc);
    const codes = () =>
      vscode.languages
        .getDiagnostics(doc.uri)
        .filter((d) => d.source === 'sudoku')
        .map((d) => `${d.range.start.line + 1}:${d.code}`)
        .sort();
    // The plain puzzle on line 7 has several solutions; the two Windokus have one.
    await until('the diagnostics', () => codes().includes('7:multiple-solutions') && codes().includes('5:bad-variant'));
    assert.deepEqual(
      codes().filter((c) => !c.endsWith('few-givens')),
      ['5:bad-variant', '7:multiple-solutions'],
    );
    const bad = vscode.languages.getDiagnostics(doc.uri).find((d) => d.code === 'bad-variant')!;
    assert.equal(doc.getText(bad.range), 'wonky');
    assert.equal(bad.severity, vscode.DiagnosticSeverity.Error);
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const model = (await vscode.commands.executeCommand('sudoku.solve')) as PanelModel;
    assert.equal(model.status, 'solved');
    assert.equal(model.solution, SOLUTION);
  });
});
