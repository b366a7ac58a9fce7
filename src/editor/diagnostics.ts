/**
 * Diagnostics for .sudoku files. Syntax problems appear at once; the solver's
 * verdicts (duplicate givens, no solution, more than one solution) follow,
 * debounced, computed in the worker, visible puzzles first, and dropped as
 * soon as the text changes. Typing is never blocked.
 */
import * as vscode from 'vscode';
import { actions, couldNotCheck } from '../core/phrases';
import type { Puzzle } from '../core/formats';
import { forEachInParallel } from '../core/parallel';
import type { PuzzleService } from '../node/puzzleService';
import { PuzzleDiagnostic, conflictDiagnostics, syntaxDiagnostics, verdictDiagnostics } from '../features/diagnosticsModel';
import { entriesOf, rangeOf } from './documents';
import { settings } from './config';

const DEBOUNCE_MS = 400;
/** Above this many lines even the syntax check waits for a pause in typing. */
const LARGE_FILE_LINES = 5000;
const IN_FLIGHT = 4;
/** Files with more puzzles than this show their progress in the status bar. */
const SHOW_PROGRESS_FROM = 50;

const SEVERITY = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
};

interface Run {
  version: number;
  abort: AbortController;
  timer?: NodeJS.Timeout;
}

export class SudokuDiagnostics implements vscode.Disposable {
  readonly collection = vscode.languages.createDiagnosticCollection('sudoku');
  private readonly runs = new Map<string, Run>();
  private readonly status = vscode.window.createStatusBarItem('sudoku.diagnostics', vscode.StatusBarAlignment.Left, 10);
  private readonly syntaxTimers = new Map<string, NodeJS.Timeout>();
  /** A failure is shown once, not on every keystroke, until checks work again. */
  private failureShown = false;

  constructor(
    private readonly service: PuzzleService,
    private readonly log: vscode.LogOutputChannel,
    private readonly onVerdicts: () => void,
  ) {
    this.status.name = 'Sudoku checks';
  }

  /** Re-checks a document after it opened or changed. */
  update(doc: vscode.TextDocument): void {
    if (doc.languageId !== 'sudoku') return;
    const key = doc.uri.toString();
    this.cancel(key);
    clearTimeout(this.syntaxTimers.get(key));
    if (doc.lineCount > LARGE_FILE_LINES) {
      // Parsing a very large file takes a moment: never do it on every keystroke.
      this.syntaxTimers.set(
        key,
        setTimeout(() => this.check0(doc), DEBOUNCE_MS),
      );
      return;
    }
    this.check0(doc);
  }

  private check0(doc: vscode.TextDocument): void {
    if (doc.isClosed) return;
    const key = doc.uri.toString();
    this.syntaxTimers.delete(key);
    const level = settings().diagnostics;
    if (level === 'off') {
      this.collection.delete(doc.uri);
      return;
    }
    const entries = entriesOf(doc);
    const syntax = syntaxDiagnostics(entries);
    const engineFound = new Map<number, PuzzleDiagnostic[]>();
    this.publish(doc, syntax, engineFound);
    if (level === 'syntax') return;
    const run: Run = { version: doc.version, abort: new AbortController() };
    this.runs.set(key, run);
    run.timer = setTimeout(
      () => {
        void this.check(doc, run, syntax, engineFound).then(
          () => {
            this.failureShown = false;
          },
          (err) => this.failed(doc, err as Error),
        );
      },
      doc.lineCount > LARGE_FILE_LINES ? 0 : DEBOUNCE_MS,
    );
  }

  /** Forgets a closed document. */
  forget(doc: vscode.TextDocument): void {
    this.cancel(doc.uri.toString());
    clearTimeout(this.syntaxTimers.get(doc.uri.toString()));
    this.collection.delete(doc.uri);
  }

  private failed(doc: vscode.TextDocument, err: Error): void {
    this.log.error(`Checking ${doc.uri.toString()} failed: ${err.stack ?? err.message}`);
    this.status.hide();
    if (this.failureShown) return;
    this.failureShown = true;
    void vscode.window
      .showErrorMessage(couldNotCheck(vscode.workspace.asRelativePath(doc.uri), err.message), actions.retry(), actions.showLog())
      .then((action) => {
        if (action === actions.retry()) {
          this.failureShown = false;
          this.update(doc);
        } else if (action === actions.showLog()) this.log.show();
      });
  }

  dispose(): void {
    for (const key of [...this.runs.keys()]) this.cancel(key);
    for (const t of this.syntaxTimers.values()) clearTimeout(t);
    this.collection.dispose();
    this.status.dispose();
  }

  private cancel(key: string): void {
    const run = this.runs.get(key);
    if (!run) return;
    clearTimeout(run.timer);
    run.abort.abort();
    this.runs.delete(key);
    if (this.runs.size === 0) this.status.hide();
  }

  private publish(doc: vscode.TextDocument, syntax: PuzzleDiagnostic[], engineFound: Map<number, PuzzleDiagnostic[]>): void {
    const all = [...syntax, ...[...engineFound.values()].flat()];
    this.collection.set(
      doc.uri,
      all.map((d) => {
        const diag = new vscode.Diagnostic(rangeOf(doc, d.start, d.end), d.message, SEVERITY[d.severity]);
        diag.source = 'sudoku';
        diag.code = d.code;
        if (d.related) {
          diag.relatedInformation = d.related.map(
            (r) => new vscode.DiagnosticRelatedInformation(new vscode.Location(doc.uri, rangeOf(doc, r.start, r.end)), r.message),
          );
        }
        return diag;
      }),
    );
  }

  /** Puzzles on screen first, then the rest in order. */
  private order(doc: vscode.TextDocument, puzzles: Puzzle[]): Puzzle[] {
    const visible = vscode.window.visibleTextEditors.filter((e) => e.document === doc).flatMap((e) => e.visibleRanges);
    const onScreen = (p: Puzzle) => visible.some((r) => p.endLine >= r.start.line && p.line <= r.end.line);
    return [...puzzles.filter(onScreen), ...puzzles.filter((p) => !onScreen(p))];
  }

  private async check(
    doc: vscode.TextDocument,
    run: Run,
    syntax: PuzzleDiagnostic[],
    engineFound: Map<number, PuzzleDiagnostic[]>,
  ): Promise<void> {
    const stale = () => run.abort.signal.aborted || doc.isClosed || doc.version !== run.version;
    const puzzles = this.order(
      doc,
      entriesOf(doc).filter((e): e is Puzzle => e.kind === 'puzzle'),
    );
    let done = 0;
    let lastPublish = Date.now();
    const showProgress = puzzles.length >= SHOW_PROGRESS_FROM;
    const t0 = Date.now();
    await forEachInParallel(puzzles, IN_FLIGHT, stale, async (p) => {
      const result = await this.service.verdict(p.cells, run.abort.signal);
      if (stale()) return;
      const found = [...conflictDiagnostics(p, result), ...verdictDiagnostics(p, result)];
      if (found.length) engineFound.set(p.start, found);
      if (result.status === 'timeout') this.log.warn(`Line ${p.line + 1}: no verdict within the time limit.`);
      done++;
      if (showProgress) {
        this.status.text = `$(sync~spin) Sudoku: checked ${done} of ${puzzles.length}`;
        this.status.tooltip = `Checking the puzzles of ${vscode.workspace.asRelativePath(doc.uri)} in the background`;
        this.status.show();
      }
      // Publish in batches, so that thousands of verdicts do not mean thousands of updates.
      if (found.length && (Date.now() - lastPublish > 150 || done < 20)) {
        this.publish(doc, syntax, engineFound);
        lastPublish = Date.now();
      }
    });
    if (stale()) return;
    this.publish(doc, syntax, engineFound);
    this.runs.delete(doc.uri.toString());
    if (this.runs.size === 0) this.status.hide();
    this.onVerdicts();
    this.log.info(`Checked ${puzzles.length} puzzles in ${vscode.workspace.asRelativePath(doc.uri)} in ${Date.now() - t0} ms.`);
  }
}
