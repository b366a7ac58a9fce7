/** CodeLens above each puzzle: Solve, Candidates, and the verdict once known. */
import * as vscode from 'vscode';
import type { PuzzleService } from '../node/puzzleService';
import { codeLensSummary } from '../features/codeLensModel';
import { lensCandidates, lensSolve } from '../core/phrases';
import { entriesOf } from './documents';
import { settings } from './config';

export class SudokuCodeLensProvider implements vscode.CodeLensProvider {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;

  constructor(private readonly service: PuzzleService) {}

  /** Verdicts arrived or settings changed: ask the editor to refresh. */
  refresh(): void {
    this.changed.fire();
  }

  provideCodeLenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    if (!settings().codeLens) return [];
    const lenses: vscode.CodeLens[] = [];
    for (const entry of entriesOf(doc)) {
      if (entry.kind !== 'puzzle') continue;
      const range = new vscode.Range(entry.line, 0, entry.line, 0);
      const at = { uri: doc.uri.toString(), line: entry.line };
      lenses.push(new vscode.CodeLens(range, { title: lensSolve(), command: 'sudoku.solve', arguments: [at] }));
      lenses.push(new vscode.CodeLens(range, { title: lensCandidates(), command: 'sudoku.showCandidates', arguments: [at] }));
      const known = this.service.known(entry.cells);
      if (known) lenses.push(new vscode.CodeLens(range, { title: codeLensSummary(known), command: 'sudoku.check', arguments: [at] }));
    }
    return lenses;
  }

  dispose(): void {
    this.changed.dispose();
  }
}
