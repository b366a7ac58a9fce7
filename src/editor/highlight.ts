/**
 * Document highlights: the copies of a digit within the puzzle under the
 * cursor (see features/highlightModel). Elsewhere, and on a blank, it answers
 * nothing, and VS Code's own word highlighting applies as before.
 */
import * as vscode from 'vscode';
import { entryAtLine } from '../core/formats';
import { sameDigitCells } from '../features/highlightModel';
import { entriesOf, parsedEntriesOf, rangeOf } from './documents';

/** Larger files are read only when their checks have parsed them: a cursor move must never parse 100,000 puzzles. */
const PARSE_FOR_HIGHLIGHT_LINES = 5000;

export class SudokuHighlightProvider implements vscode.DocumentHighlightProvider {
  provideDocumentHighlights(doc: vscode.TextDocument, pos: vscode.Position): vscode.DocumentHighlight[] {
    const entries = parsedEntriesOf(doc) ?? (doc.lineCount <= PARSE_FOR_HIGHLIGHT_LINES ? entriesOf(doc) : undefined);
    const entry = entries && entryAtLine(entries, pos.line);
    if (!entry) return [];
    return sameDigitCells(entry, doc.offsetAt(pos)).map(
      (o) => new vscode.DocumentHighlight(rangeOf(doc, o, o + 1), vscode.DocumentHighlightKind.Text),
    );
  }
}
