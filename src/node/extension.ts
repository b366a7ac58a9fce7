/** The desktop entry (`main`): the engine in Node worker threads. */
import * as os from 'os';
import * as vscode from 'vscode';
import { activateSudoku, SudokuApi } from '../extension';
import { SolverPool } from './solverPool';
import { engineFiles } from './paths';

export function activate(context: vscode.ExtensionContext): Promise<SudokuApi> {
  return activateSudoku(context, {
    host: 'node',
    createPool: (ctx) =>
      new SolverPool({
        ...engineFiles(vscode.Uri.joinPath(ctx.extensionUri, 'out').fsPath),
        size: Math.max(1, Math.min(2, os.cpus().length)),
        l10nBundle: vscode.l10n.bundle,
      }),
  });
}

export function deactivate(): void {}
