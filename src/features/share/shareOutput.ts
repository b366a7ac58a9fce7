/** Where shared text and pictures go: the clipboard, or a file the user picks; each says so in the status bar. */
import * as vscode from 'vscode';
import { sharing } from '../../core/phrases';
import { plainText } from '../../core/plainText';
import { exportFileName } from './shareModel';

export async function copy(text: string, what: string): Promise<string> {
  await vscode.env.clipboard.writeText(text);
  void vscode.window.setStatusBarMessage(sharing.copied(what), 4000);
  return text;
}

/** Saves a picture of a puzzle of `docUri`: into `target`, else where the save dialog says (beside the document at first). */
export async function saveImage(
  docUri: vscode.Uri,
  title: string,
  target: vscode.Uri | undefined,
  ext: 'svg' | 'png',
  data: Uint8Array,
): Promise<vscode.Uri | undefined> {
  const base = docUri.scheme === 'untitled' ? undefined : vscode.Uri.joinPath(docUri, '..');
  const name = `${exportFileName(title)}.${ext}`;
  const uri =
    target ??
    (await vscode.window.showSaveDialog({
      title: sharing.exportTitle(),
      defaultUri: base ? vscode.Uri.joinPath(base, name) : undefined,
      filters: ext === 'svg' ? { SVG: ['svg'] } : { PNG: ['png'] },
    }));
  if (!uri) return undefined;
  await vscode.workspace.fs.writeFile(uri, data);
  void vscode.window.setStatusBarMessage(plainText(sharing.saved(vscode.workspace.asRelativePath(uri))), 4000);
  return uri;
}
