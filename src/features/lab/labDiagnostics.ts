/** A technique file's problem as a diagnostic: plain text (VS Code never renders a diagnostic as markup), at its place. */
import * as vscode from 'vscode';
import { labDiagnostics } from '../../core/phrases';
import type { EditorProblem } from './labPort';

/** A problem's end when it names none: the rest of its line (VS Code clips a range to the line). */
const LINE_END = 10000;

/** The core counts lines and columns from 1, the editor from 0. */
export function toDiagnostic(p: EditorProblem): vscode.Diagnostic {
  const line = Math.max(0, p.line - 1);
  const column = Math.max(0, p.column - 1);
  const endLine = p.endLine !== undefined ? Math.max(line, p.endLine - 1) : line;
  const endColumn = p.endColumn !== undefined ? Math.max(0, p.endColumn - 1) : LINE_END;
  const range = new vscode.Range(line, column, endLine, endLine === line ? Math.max(endColumn, column + 1) : endColumn);
  const severity = p.severity === 'error' ? vscode.DiagnosticSeverity.Error : vscode.DiagnosticSeverity.Warning;
  const d = new vscode.Diagnostic(range, p.message, severity);
  d.source = labDiagnostics.source();
  if (p.related?.length) {
    d.relatedInformation = p.related.map(
      (r) =>
        new vscode.DiagnosticRelatedInformation(new vscode.Location(vscode.Uri.parse(r.uri), new vscode.Position(r.line, 0)), r.message),
    );
  }
  return d;
}
