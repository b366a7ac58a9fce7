/**
 * Diagnostics for .sudoku files. Syntax problems appear at once; the solver's
 * verdicts (duplicate givens, no solution, more than one solution) follow,
 * debounced, computed in the worker, visible puzzles first, and dropped as
 * soon as the text changes. Typing is never blocked. A puzzle being typed is
 * not told it is unfinished until the typing pauses or the cursor leaves it.
 */
import * as vscode from 'vscode';
import { actions, checks, couldNotCheck } from '../../core/phrases';
import type { Puzzle } from '../../core/formats';
import { variantOptions } from '../../core/variants';
import type { PuzzleService } from '../../service/puzzleService';
import {
  PuzzleDiagnostic,
  conflictDiagnostics,
  entryBeingTyped,
  heldWhileTyping,
  syntaxDiagnostics,
  verdictDiagnostics,
} from './diagnosticsModel';
import { yieldToOthers } from '../../core/parallel';
import type { SolveResult } from '../../shared/result';
import { CheckScheduler, LineRange, checkDelays } from './checkScheduler';
import { plainText } from '../../core/plainText';
import { entriesIfCheap, entriesInSlices, parsedEntriesOf, rangeOf } from '../../editor/documents';
import type { Entry } from '../../core/formats';
import { settings } from '../../editor/config';

/** How long a pause in typing shows a half-typed puzzle's counts of cells and rows. */
export const TYPING_PAUSE_MS = 3000;

const SEVERITY = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  information: vscode.DiagnosticSeverity.Information,
};

/** Where a document was last edited, and the timer that ends the hold on what is typed there. */
interface Typing {
  line: number;
  timer: NodeJS.Timeout;
}

/** A document's lines, as the model reads them. */
const lineText = (doc: vscode.TextDocument) => (line: number) => (line < doc.lineCount ? doc.lineAt(line).text : '');

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
  /** Large files being parsed a slice at a time before their check, and the version each parse is of. */
  private readonly parsing = new Map<string, number>();
  /** A failure is shown once, not on every keystroke, until checks work again. */
  private failureShown = false;
  private readonly typing = new Map<string, Typing>();
  /** How long a pause in typing ends the hold (tests set it). */
  typingPauseMs = TYPING_PAUSE_MS;
  /** What was last published per document, to publish again when a hold ends. */
  private readonly published = new Map<string, { syntax: PuzzleDiagnostic[]; engineFound: Map<number, PuzzleDiagnostic[]> }>();
  private readonly disposables: vscode.Disposable[];

  constructor(
    private readonly service: PuzzleService,
    private readonly log: vscode.LogOutputChannel,
    private readonly onVerdicts: () => void,
  ) {
    this.status.name = checks.name();
    this.disposables = [
      // Registered before the extension's own listener, which re-checks: the check knows where the edit was.
      vscode.workspace.onDidChangeTextDocument((e) => e.document.languageId === 'sudoku' && this.typed(e)),
      vscode.window.onDidChangeTextEditorSelection((e) => this.moved(e.textEditor.document, e.selections[0]?.active.line)),
    ];
  }

  /** An edit: what is typed there is held until a pause. */
  private typed(e: vscode.TextDocumentChangeEvent): void {
    const last = e.contentChanges[e.contentChanges.length - 1];
    if (!last) return;
    const key = e.document.uri.toString();
    clearTimeout(this.typing.get(key)?.timer);
    const line = last.range.start.line + (last.text.match(/\r\n|\r|\n/g)?.length ?? 0);
    this.typing.set(key, { line, timer: setTimeout(() => this.release(e.document), this.typingPauseMs) });
  }

  /** The cursor moved: off the puzzle being typed, its problems show at once. */
  private moved(doc: vscode.TextDocument, line: number | undefined): void {
    const typing = this.typing.get(doc.uri.toString());
    if (!typing || line === undefined) return;
    const entries = parsedEntriesOf(doc);
    const typed = entries && entryBeingTyped(entries, typing.line, lineText(doc));
    if (typed && entryBeingTyped(entries, line, lineText(doc)) !== typed) this.release(doc);
  }

  /** The typing paused or moved away: show everything held. */
  private release(doc: vscode.TextDocument): void {
    const key = doc.uri.toString();
    const typing = this.typing.get(key);
    if (!typing) return;
    clearTimeout(typing.timer);
    this.typing.delete(key);
    const last = this.published.get(key);
    if (last && !doc.isClosed) this.publish(doc, last.syntax, last.engineFound);
  }

  /** Re-checks a document after it opened or changed. */
  update(doc: vscode.TextDocument): void {
    if (doc.languageId !== 'sudoku') return;
    const key = doc.uri.toString();
    this.cancel(key);
    clearTimeout(this.syntaxTimers.get(key));
    const { syntaxMs } = checkDelays(doc.lineCount);
    // Parsing a large file takes a moment: never on every keystroke.
    if (syntaxMs === 0) return this.check0(doc);
    const timer = setTimeout(() => this.check0(doc), syntaxMs);
    this.syntaxTimers.set(key, timer);
  }

  private check0(doc: vscode.TextDocument): void {
    if (doc.isClosed) return;
    const key = doc.uri.toString();
    this.syntaxTimers.delete(key);
    const level = settings().diagnostics;
    if (level === 'off') {
      this.collection.delete(doc.uri);
      this.published.delete(key);
      return;
    }
    // A large file is parsed a slice at a time: a parse of it in one turn would stall the extension host.
    const entries = entriesIfCheap(doc);
    if (!entries) return this.parseThenCheck(doc);
    const syntax = syntaxDiagnostics(entries);
    const engineFound = new Map<number, PuzzleDiagnostic[]>();
    this.publish(doc, syntax, engineFound);
    if (level === 'syntax') return;
    const run: Run = { version: doc.version, abort: new AbortController() };
    this.runs.set(key, run);
    run.timer = setTimeout(() => {
      void this.check(doc, run, entries, syntax, engineFound).then(
        () => {
          this.failureShown = false;
        },
        (err) => this.failed(doc, err as Error),
      );
    }, checkDelays(doc.lineCount).verdictsMs);
  }

  /** Parses a large file a slice at a time, then checks it, unless it changed meanwhile. */
  private parseThenCheck(doc: vscode.TextDocument): void {
    const key = doc.uri.toString();
    const version = doc.version;
    this.parsing.set(key, version);
    void entriesInSlices(doc).then(
      () => {
        if (this.parsing.get(key) !== version) return;
        this.parsing.delete(key);
        if (!doc.isClosed && doc.version === version) this.check0(doc);
      },
      (err) => {
        if (this.parsing.get(key) === version) this.parsing.delete(key);
        this.failed(doc, err as Error);
      },
    );
  }

  private readonly documents = new Map<string, AbortController>();

  /** Aborted when the document closes or the extension stops: what stops its background solves. */
  private documentSignal(key: string): AbortSignal {
    let c = this.documents.get(key);
    if (!c) this.documents.set(key, (c = new AbortController()));
    return c.signal;
  }

  /** Whether a document's checks are still to come or running (for tests). */
  pending(uri: vscode.Uri): boolean {
    const key = uri.toString();
    return this.runs.has(key) || this.syntaxTimers.has(key) || this.parsing.has(key);
  }

  /** Forgets a closed document. */
  forget(doc: vscode.TextDocument): void {
    this.cancel(doc.uri.toString());
    this.documents.get(doc.uri.toString())?.abort();
    this.documents.delete(doc.uri.toString());
    this.service.reserve(doc.uri.toString(), 0);
    clearTimeout(this.syntaxTimers.get(doc.uri.toString()));
    this.parsing.delete(doc.uri.toString());
    clearTimeout(this.typing.get(doc.uri.toString())?.timer);
    this.typing.delete(doc.uri.toString());
    this.published.delete(doc.uri.toString());
    this.collection.delete(doc.uri);
  }

  private failed(doc: vscode.TextDocument, err: Error): void {
    this.log.error(`Checking ${doc.uri.toString()} failed: ${err.stack ?? err.message}`);
    this.status.hide();
    if (this.failureShown) return;
    this.failureShown = true;
    void vscode.window
      .showErrorMessage(
        plainText(couldNotCheck(vscode.workspace.asRelativePath(doc.uri), err.message), 400),
        actions.retry(),
        actions.showLog(),
      )
      .then((action) => {
        if (action === actions.retry()) {
          this.failureShown = false;
          this.update(doc);
        } else if (action === actions.showLog()) this.log.show();
      });
  }

  dispose(): void {
    for (const key of [...this.runs.keys()]) this.cancel(key);
    for (const c of this.documents.values()) c.abort();
    for (const t of this.syntaxTimers.values()) clearTimeout(t);
    for (const t of this.typing.values()) clearTimeout(t.timer);
    for (const d of this.disposables) d.dispose();
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
    const key = doc.uri.toString();
    this.published.set(key, { syntax, engineFound });
    const typing = this.typing.get(key);
    const entries = typing && parsedEntriesOf(doc);
    const shown = heldWhileTyping(syntax, entries ? entryBeingTyped(entries, typing.line, lineText(doc)) : undefined);
    const all = [...shown, ...[...engineFound.values()].flat()];
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

  private async check(
    doc: vscode.TextDocument,
    run: Run,
    entries: readonly Entry[],
    syntax: PuzzleDiagnostic[],
    engineFound: Map<number, PuzzleDiagnostic[]>,
  ): Promise<void> {
    const key = doc.uri.toString();
    // The entries of run.version: should the text have changed since, the check is stale at its first puzzle.
    const puzzles = entries.filter((e): e is Puzzle => e.kind === 'puzzle');
    // Room in the cache for every puzzle of the file: a re-check after an edit then solves only what changed.
    this.service.reserve(key, puzzles.length);
    const t0 = Date.now();
    const solvesBefore = this.service.counters.solves;
    const where = plainText(vscode.workspace.asRelativePath(doc.uri));
    const visible = () => vscode.window.visibleTextEditors.filter((e) => e.document === doc).flatMap((e) => e.visibleRanges.map(lines));
    const scheduler = new CheckScheduler<Puzzle, SolveResult>(
      puzzles,
      visible(),
      {
        // An edit stops the check, not the solves under way: they finish into the cache, where the
        // next check finds them (most puzzles are unchanged by an edit), and no worker is killed
        // and restarted for each keystroke. Closing the document stops them.
        solve: (p) => this.service.verdict(p.cells, this.documentSignal(key), { background: true, ...variantOptions(p) }),
        stale: () => run.abort.signal.aborted || doc.isClosed || doc.version !== run.version,
        verdict: (p, result) => {
          const found = [...conflictDiagnostics(p, result), ...verdictDiagnostics(p, result)];
          if (found.length) engineFound.set(p.start, found);
          if (result.status === 'timeout') this.log.warn(`Line ${p.line + 1}: no verdict within the time limit.`);
          return found.length > 0;
        },
        progress: (done, total) => {
          this.status.text = `$(sync~spin) ${checks.progress(done, total)}`;
          this.status.tooltip = checks.tooltip(where);
          this.status.show();
        },
        publish: () => this.publish(doc, syntax, engineFound),
        lenses: () => this.onVerdicts(),
        solves: () => this.service.counters.solves,
      },
      { now: Date.now, yieldToOthers },
    );
    // Scrolling during a long check moves the puzzles scrolled to up.
    const scrolled = vscode.window.onDidChangeTextEditorVisibleRanges(
      (e) => e.textEditor.document === doc && scheduler.prioritise(visible()),
    );
    let finished: boolean;
    try {
      finished = await scheduler.run();
    } finally {
      scrolled.dispose();
    }
    if (!finished) return;
    this.runs.delete(key);
    if (this.runs.size === 0) this.status.hide();
    const solved = this.service.counters.solves - solvesBefore;
    this.log.info(`Checked ${puzzles.length} puzzles in ${where} in ${Date.now() - t0} ms (${solved} solved, the rest known).`);
  }
}

const lines = (r: vscode.Range): LineRange => ({ start: r.start.line, end: r.end.line });
