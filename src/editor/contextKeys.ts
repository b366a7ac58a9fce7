/**
 * The `sudoku.selectionHasPuzzle` context key: the Sudoku items of the editor's
 * context menu show in other languages only when the selection holds a puzzle.
 */
import * as vscode from 'vscode';
import { parseSelection } from '../core/formats';

const KEY = 'sudoku.selectionHasPuzzle';
/** A longer selection is not looked at: a puzzle, however decorated, is far shorter. */
const MAX_SELECTION = 20000;

export function selectionHasPuzzle(editor: vscode.TextEditor | undefined): boolean {
  if (!editor || editor.selection.isEmpty) return false;
  const doc = editor.document;
  const sel = editor.selection;
  if (doc.offsetAt(sel.end) - doc.offsetAt(sel.start) > MAX_SELECTION) return false;
  return parseSelection(doc.getText(sel)).kind === 'puzzle';
}

export function registerSelectionContext(): vscode.Disposable {
  let last: boolean | undefined;
  const update = (editor: vscode.TextEditor | undefined) => {
    const now = selectionHasPuzzle(editor);
    if (now === last) return;
    last = now;
    void vscode.commands.executeCommand('setContext', KEY, now);
  };
  update(vscode.window.activeTextEditor);
  return vscode.Disposable.from(
    vscode.window.onDidChangeTextEditorSelection((e) => update(e.textEditor)),
    vscode.window.onDidChangeActiveTextEditor(update),
  );
}
