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
  // The next test starts once the panel's tab is gone: an untitled name is reused, and a panel still
  // closing would be taken for one showing the next test's puzzle.
  const panelOpen = () => vscode.window.tabGroups.all.some((g) => g.tabs.some((t) => t.input instanceof vscode.TabInputWebview));
  await until('the panel to close', () => !panelOpen(), WAIT_MS, [vscode.window.tabGroups.onDidChangeTabs]);
}

/** How long a wait gives a condition by default: room for a machine loaded several times over (a run at load 10 on 2 cores took 120 s for one check). */
export const WAIT_MS = 240000;

/**
 * Waits for `probe` to give something: checked at once, whenever the
 * workbench reports a change a test waits on (diagnostics, documents opened,
 * changed or closed, editors shown), on `events` besides, and every 250 ms for
 * state no event reports. Fails after `ms`, naming what it waited for.
 */
export async function until<T>(
  what: string,
  probe: () => T | undefined | false,
  ms = WAIT_MS,
  events: vscode.Event<unknown>[] = [],
): Promise<T> {
  const first = probe();
  if (first) return first;
  return new Promise<T>((resolve, reject) => {
    const check = () => {
      const v = probe();
      if (!v) return;
      done();
      resolve(v);
    };
    const subs = [
      vscode.languages.onDidChangeDiagnostics,
      vscode.workspace.onDidOpenTextDocument,
      vscode.workspace.onDidChangeTextDocument,
      vscode.workspace.onDidCloseTextDocument,
      vscode.window.onDidChangeVisibleTextEditors,
      ...events,
    ].map((event) => event(check));
    const tick = setInterval(check, 250);
    const timer = setTimeout(() => {
      done();
      reject(new Error(`Timed out waiting for ${what} (${ms / 1000} s)`));
    }, ms);
    const done = () => {
      clearInterval(tick);
      clearTimeout(timer);
      for (const s of subs) s.dispose();
    };
  });
}
