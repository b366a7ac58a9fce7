/**
 * Runs before every other suite (extension.test.ts imports it first): the
 * extension must not have started in a window where no Sudoku file, Sudoku
 * command or Sudoku panel has been opened, however the selection moves.
 */
import { strict as assert } from 'assert';
import * as vscode from 'vscode';

const EXTENSION_ID = 'sql-sudoku.sql-sudoku';

describe('Activation', function () {
  this.timeout(300000);

  it('does not start in a window with only code and text open, nor on a selection there', async () => {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext, 'the extension is installed');
    for (const language of ['javascript', 'plaintext', 'markdown']) {
      const doc = await vscode.workspace.openTextDocument({ language, content: 'const x = 1;\n// 1.......2.......3\n' });
      const editor = await vscode.window.showTextDocument(doc);
      editor.selection = new vscode.Selection(0, 0, 1, 10);
      // A round trip through the workbench: whatever the selection change set off has happened.
      await vscode.commands.executeCommand('workbench.action.focusActiveEditorGroup');
      assert.equal(ext.isActive, false, `started in a window with ${language} open`);
      // Revert, not just close: a closed dirty untitled is kept as a backup, and a later
      // untitled of the same name (Untitled-1) would open with this text instead of its own.
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
    assert.deepEqual(
      (ext.packageJSON.activationEvents as string[]).filter((e) => e === '*' || e === 'onStartupFinished'),
      [],
      'no eager activation event',
    );
  });
});
