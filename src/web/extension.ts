/**
 * The web entry (`browser`), for vscode.dev, github.dev and other web worker
 * extension hosts: the engine in Web Workers, its script and wasm read from
 * the extension's own files through vscode.workspace.fs. No Node API.
 */
import * as vscode from 'vscode';
import { activateSudoku, SudokuApi } from '../extension';
import { EnginePool } from '../service/enginePool';
import { WebWorkerTransport } from './webTransport';

export function activate(context: vscode.ExtensionContext): Promise<SudokuApi> {
  return activateSudoku(context, {
    host: 'web',
    createPool: (ctx) =>
      new EnginePool(new WebWorkerTransport(() => readEngineFiles(ctx.extensionUri), vscode.l10n.bundle), {
        size: Math.max(1, Math.min(2, navigator.hardwareConcurrency || 1)),
      }),
  });
}

export function deactivate(): void {}

/** The worker script (the SQL is bundled into it) and sql.js's wasm, from whatever file system holds the extension. */
async function readEngineFiles(extensionUri: vscode.Uri): Promise<{ script: Uint8Array; wasm: Uint8Array }> {
  const read = (...path: string[]) => vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, 'out', ...path));
  const [script, wasm] = await Promise.all([read('web', 'engineWorker.js'), read('sql-wasm.wasm')]);
  return { script, wasm };
}
