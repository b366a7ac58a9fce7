/** Workbench housekeeping shared by the integration suites. */
import * as vscode from 'vscode';

/**
 * Closes every editor, reverting untitled documents first: a dirty untitled that is
 * only closed stays as a backup, and the next untitled of the same name
 * (Untitled-1) would open with its text instead of the text a test asked for.
 */
export async function closeAllEditors(): Promise<void> {
  for (const doc of vscode.workspace.textDocuments) {
    if (!doc.isUntitled || doc.isClosed || !doc.isDirty) continue;
    await vscode.window.showTextDocument(doc);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  }
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

/** Waits for `probe` to give something, checking every 50 ms, for `ms` at most. */
export async function until<T>(what: string, probe: () => T | undefined | false, ms = 120000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
