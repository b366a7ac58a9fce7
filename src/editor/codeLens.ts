/**
 * CodeLens above each puzzle: Solve, Candidates, and the verdict once known.
 * A large file gets lenses only near the visible ranges (and a summary lens at
 * its top), refreshed as it scrolls: every lens is a widget the editor lays
 * out again on each edit.
 */
import * as vscode from 'vscode';
import type { Puzzle } from '../core/formats';
import type { PuzzleService } from '../node/puzzleService';
import { codeLensSummary, fileSummary, lensPlan } from '../features/codeLensModel';
import { lensCandidates, lensSolve, lensSolveAll } from '../core/phrases';
import { entriesOf } from './documents';
import { settings } from './config';

const SCROLL_DEBOUNCE_MS = 100;
/** Files longer than this get their lenses only after a pause in typing of QUIET_MS. */
const QUIET_FROM_LINES = 5000;
const QUIET_MS = 750;

export class SudokuCodeLensProvider implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;
  private readonly disposables: vscode.Disposable[] = [this.changed];
  private scrollTimer?: NodeJS.Timeout;
  /** Documents whose lenses depend on what is visible. */
  private readonly partial = new WeakSet<vscode.TextDocument>();
  private readonly lastEdit = new WeakMap<vscode.TextDocument, number>();

  constructor(private readonly service: PuzzleService) {
    const later = () => {
      clearTimeout(this.scrollTimer);
      this.scrollTimer = setTimeout(() => this.refresh(), SCROLL_DEBOUNCE_MS);
    };
    this.disposables.push(
      vscode.workspace.onDidChangeTextDocument((e) => e.document.lineCount > QUIET_FROM_LINES && this.lastEdit.set(e.document, Date.now())),
      vscode.window.onDidChangeTextEditorVisibleRanges((e) => this.partial.has(e.textEditor.document) && later()),
      // A large file just opened: its lenses were asked for before its editor was visible.
      vscode.window.onDidChangeVisibleTextEditors((editors) => editors.some((e) => this.partial.has(e.document)) && later()),
    );
  }

  /** Verdicts arrived or settings changed: ask the editor to refresh. */
  refresh(): void {
    this.changed.fire();
  }

  async provideCodeLenses(doc: vscode.TextDocument, token: vscode.CancellationToken): Promise<vscode.CodeLens[]> {
    if (!settings().codeLens) return [];
    if (doc.lineCount > QUIET_FROM_LINES) {
      // Parsing a large file takes a moment: not on every keystroke. The editor keeps the old lenses,
      // moved with the text, until the typing pauses.
      for (;;) {
        const quiet = Date.now() - (this.lastEdit.get(doc) ?? 0);
        if (quiet >= QUIET_MS) break;
        await new Promise((r) => setTimeout(r, QUIET_MS - quiet));
        if (token.isCancellationRequested || doc.isClosed) return [];
      }
    }
    return this.lenses(doc);
  }

  private lenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    const puzzles = entriesOf(doc).filter((e): e is Puzzle => e.kind === 'puzzle');
    const visible = vscode.window.visibleTextEditors
      .filter((e) => e.document === doc)
      .flatMap((e) => e.visibleRanges.map((r) => ({ start: r.start.line, end: r.end.line })));
    const plan = lensPlan(puzzles, visible);
    if (plan.summary) this.partial.add(doc);
    else this.partial.delete(doc);
    const lenses: vscode.CodeLens[] = [];
    if (plan.summary && puzzles.length) {
      const top = new vscode.Range(puzzles[0].line, 0, puzzles[0].line, 0);
      lenses.push(new vscode.CodeLens(top, { title: fileSummary(puzzles.length), command: '' }));
      lenses.push(new vscode.CodeLens(top, { title: lensSolveAll(), command: 'sudoku.solveAll' }));
    }
    for (const entry of plan.each) {
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
    clearTimeout(this.scrollTimer);
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}
