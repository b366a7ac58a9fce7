/** A technique file's problem as a diagnostic: plain text (VS Code never renders a diagnostic as markup), at its place. */
import * as vscode from 'vscode';
import { labDiagnostics } from '../../core/phrases';
import type { LabProblem } from './labPort';

/** A problem's end when it names none: the rest of its line (VS Code clips a range to the line). */
const LINE_END = 10000;

export function toDiagnostic(p: LabProblem): vscode.Diagnostic {
  const range = new vscode.Range(p.line, p.column, p.line, p.endColumn ?? LINE_END);
  const severity = p.severity === 'error' ? vscode.DiagnosticSeverity.Error : vscode.DiagnosticSeverity.Warning;
  const d = new vscode.Diagnostic(range, p.message, severity);
  d.source = labDiagnostics.source();
  if (p.related?.length) {
    d.relatedInformation = p.related.map(
      (r) => new vscode.DiagnosticRelatedInformation(new vscode.Location(vscode.Uri.parse(r.uri), new vscode.Position(r.line, 0)), r.message),
    );
  }
  return d;
}
