/**
 * Quick fixes: blanks to '.', grid to one line and back, remove a duplicate
 * given; and for what is not a puzzle yet, a stray character, a full-width
 * digit, a line or row one cell short or over.
 */
import * as vscode from 'vscode';
import { fixes } from '../../core/phrases';
import { Entry, Malformed, PROGRESS_REACH, Puzzle, entryAtLine } from '../../core/formats';
import { TextEdit, blanksToDots, cageRepeatFix, gridToLine, lineToGrid, malformedFixes, removeGiven } from './quickFixesModel';
import { entriesAround, rangeOf } from '../../editor/documents';
import { settings } from '../../editor/config';

export class SudokuCodeActionProvider implements vscode.CodeActionProvider {
  static readonly kinds = [vscode.CodeActionKind.QuickFix, vscode.CodeActionKind.RefactorRewrite];

  provideCodeActions(doc: vscode.TextDocument, range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
    // A large file opens with the cursor on a line, and VS Code asks at once: no parse of the whole file for that.
    const line = range.start.line;
    const entry = entryAtLine(entriesAround(doc, line, line), line);
    if (!entry) return this.variantLineFixes(doc, entriesAround(doc, Math.max(0, line - PROGRESS_REACH), line), line, context);
    const text = doc.getText();
    const eol = doc.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
    const blank = settings().blank;
    const actions: vscode.CodeAction[] = [];
    const make = (title: string, kind: vscode.CodeActionKind, edits: TextEdit[], diagnostic?: vscode.Diagnostic, preferred = true) => {
      const action = new vscode.CodeAction(title, kind);
      const edit = new vscode.WorkspaceEdit();
      for (const e of edits) edit.replace(doc.uri, rangeOf(doc, e.start, e.end), e.newText);
      action.edit = edit;
      if (diagnostic) {
        action.diagnostics = [diagnostic];
        action.isPreferred = preferred;
      }
      actions.push(action);
    };
    if (entry.kind === 'malformed') {
      for (const { diagnostic, fix } of this.malformedFixes(doc, text, entry, context))
        make(fix.title, vscode.CodeActionKind.QuickFix, fix.edits, diagnostic, fix.preferred);
      return actions;
    }
    for (const d of context.diagnostics) {
      // A link's cells all sit at its start: a fix there would cut the link.
      if (d.source !== 'sudoku' || d.code !== 'duplicate-given' || entry.form === 'link') continue;
      const cell = entry.offsets.indexOf(doc.offsetAt(d.range.start));
      if (cell >= 0)
        make(fixes.removeDuplicate(text[entry.offsets[cell]]), vscode.CodeActionKind.QuickFix, [removeGiven(entry, cell, entry.blank)], d);
    }
    const blanks = blanksToDots(text, entry);
    if (blanks.length) make(fixes.blanksToDots(), vscode.CodeActionKind.QuickFix, blanks);
    if (entry.form === 'grid' || entry.form === 'block')
      make(fixes.toLine(), vscode.CodeActionKind.RefactorRewrite, [gridToLine(entry, blank)]);
    if (entry.form === 'line' || entry.form === 'comma')
      make(fixes.toGrid(), vscode.CodeActionKind.RefactorRewrite, [lineToGrid(entry, blank, eol)]);
    return actions;
  }

  /** On a puzzle's variant lines: a cell listed twice in a cage loses its repeat. */
  private variantLineFixes(
    doc: vscode.TextDocument,
    entries: Entry[],
    line: number,
    context: vscode.CodeActionContext,
  ): vscode.CodeAction[] {
    const entry = entries.find(
      (e): e is Puzzle => e.kind === 'puzzle' && !!e.variant && line >= e.variant.line && line <= e.variant.endLine,
    );
    if (!entry?.variant) return [];
    const text = doc.getText();
    return context.diagnostics.flatMap((d) => {
      const start = doc.offsetAt(d.range.start);
      const note = entry.variant!.notes.find((n) => n.kind === 'cage-cell-twice' && n.start === start);
      const edit = d.source === 'sudoku' && note ? cageRepeatFix(text, note) : undefined;
      if (!edit) return [];
      const action = new vscode.CodeAction(fixes.removeCageRepeat(note!.word ?? ''), vscode.CodeActionKind.QuickFix);
      action.edit = new vscode.WorkspaceEdit();
      action.edit.replace(doc.uri, rangeOf(doc, edit.start, edit.end), edit.newText);
      action.diagnostics = [d];
      action.isPreferred = true;
      return [action];
    });
  }

  /** The fixes for the parser's problems among the diagnostics asked about. */
  private malformedFixes(doc: vscode.TextDocument, text: string, entry: Malformed, context: vscode.CodeActionContext) {
    return context.diagnostics.flatMap((diagnostic) => {
      if (diagnostic.source !== 'sudoku') return [];
      const start = doc.offsetAt(diagnostic.range.start);
      const problem = entry.problems.find((p) => p.code === diagnostic.code && p.start === start);
      return problem ? malformedFixes(text, entry, problem).map((fix) => ({ diagnostic, fix })) : [];
    });
  }
}
