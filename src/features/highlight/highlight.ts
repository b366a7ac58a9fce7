/**
 * Document highlights: the copies of a digit within the puzzle under the
 * cursor (see highlightModel.ts). Elsewhere, and on a blank, it answers
 * nothing, and VS Code's own word highlighting applies as before.
 */
import * as vscode from 'vscode';
import { entryAtLine } from '../../core/formats';
import { sameDigitCells } from './highlightModel';
import { entriesIfCheap, rangeOf } from '../../editor/documents';

export class SudokuHighlightProvider implements vscode.DocumentHighlightProvider {
  provideDocumentHighlights(doc: vscode.TextDocument, pos: vscode.Position): vscode.DocumentHighlight[] {
    const entries = entriesIfCheap(doc);
    const entry = entries && entryAtLine(entries, pos.line);
    if (!entry) return [];
    return sameDigitCells(entry, doc.offsetAt(pos)).map(
      (o) => new vscode.DocumentHighlight(rangeOf(doc, o, o + 1), vscode.DocumentHighlightKind.Text),
    );
  }
}
