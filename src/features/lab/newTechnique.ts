/** "Sudoku: New Technique…": a name, then `<folder>/<name>.sql` written from the template and opened. */
import * as vscode from 'vscode';
import { newTechniqueSays as say } from '../../core/phrases';
import { plainText } from '../../core/plainText';
import { newTechniqueText, techniqueFileName, validateTechniqueName } from './labModel';

/** Arguments that skip the input box (keybindings, tests). */
export interface NewTechniqueArgs {
  name?: string;
}

export function newTechniqueArgs(x: unknown): NewTechniqueArgs {
  const name = typeof x === 'object' && x !== null ? (x as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? { name } : {};
}

/** Registered through the command table; returns the new file's URI, or undefined when nothing was written. */
export async function newTechnique(folder: vscode.Uri | undefined, args: NewTechniqueArgs): Promise<vscode.Uri | undefined> {
  if (!folder) {
    void vscode.window.showInformationMessage(say.noFolder());
    return undefined;
  }
  const name =
    args.name ??
    (await vscode.window.showInputBox({
      title: say.prompt(),
      prompt: say.prompt(),
      placeHolder: say.placeholder(),
      ignoreFocusOut: true,
      validateInput: validateTechniqueName,
    }));
  if (name === undefined) return undefined;
  const problem = validateTechniqueName(name);
  const file = techniqueFileName(name);
  if (problem || !file) {
    void vscode.window.showErrorMessage(plainText(problem ?? say.needsLetter(), 400));
    return undefined;
  }
  const uri = vscode.Uri.joinPath(folder, file);
  if (await exists(uri)) {
    void vscode.window.showErrorMessage(plainText(say.exists(vscode.workspace.asRelativePath(uri)), 400));
    return undefined;
  }
  await vscode.workspace.fs.createDirectory(folder);
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(newTechniqueText(name)));
  await vscode.window.showTextDocument(uri, { preview: false });
  return uri;
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}
