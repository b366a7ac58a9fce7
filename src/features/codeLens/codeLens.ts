/**
 * CodeLens above each puzzle: Solve, Candidates, and the verdict once known.
 * A large file gets lenses only near the visible ranges (and a summary lens at
 * its top), refreshed as it scrolls: every lens is a widget the editor lays
 * out again on each edit. Before it is parsed whole, its lenses on screen come
 * from a parse of the lines on screen.
 */
import * as vscode from 'vscode';
import type { Puzzle } from '../../core/formats';
import type { PuzzleService } from '../../service/puzzleService';
import { LENS_MARGIN_LINES, codeLensSummary, lensPlan, solvedLens } from './codeLensModel';
import { lensCandidates, lensFileSummary, lensPlay, lensSolve, lensSolveAll } from '../../core/phrases';
import { entriesAround, entriesInSlices, entriesOf, isPuzzle, onDidParse, parsedEntriesOf } from '../../editor/documents';
import { settings } from '../../editor/config';
import { isLargeFile } from '../../core/largeFile';

const SCROLL_DEBOUNCE_MS = 100;
/** A large file gets its lenses only after a pause in typing of this long. */
const QUIET_MS = 750;
/** A large file's full parse waits this long after its first lenses, for them to be drawn first. */
const PARSE_AFTER_FIRST_LENSES_MS = 1500;

/** A large file's summary lens: how many puzzles, above the first. */
interface Summary {
  count: number;
  line: number;
}

export class SudokuCodeLensProvider implements vscode.CodeLensProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.changed.event;
  private readonly disposables: vscode.Disposable[] = [this.changed];
  private scrollTimer?: NodeJS.Timeout;
  /** Documents whose lenses depend on what is visible. */
  private readonly partial = new WeakSet<vscode.TextDocument>();
  private readonly lastEdit = new WeakMap<vscode.TextDocument, number>();
  /** The summary lens of a large file, as its last parse found it. */
  private readonly summaries = new WeakMap<vscode.TextDocument, Summary | undefined>();
  /** The full parses scheduled, per document. */
  private readonly parseTimers = new Map<string, NodeJS.Timeout>();
  /** How long a large file's full parse waits after its first lenses (tests set it). */
  fullParseDelayMs = PARSE_AFTER_FIRST_LENSES_MS;

  /** When each large file opened, until its first lenses are out (the log says how long they took). */
  private readonly openedAt = new WeakMap<vscode.TextDocument, number>();

  constructor(
    private readonly service: PuzzleService,
    private readonly log?: vscode.LogOutputChannel,
  ) {
    const later = () => {
      clearTimeout(this.scrollTimer);
      this.scrollTimer = setTimeout(() => this.refresh(), SCROLL_DEBOUNCE_MS);
    };
    this.disposables.push(
      vscode.workspace.onDidChangeTextDocument((e) => isLargeFile(e.document.lineCount) && this.lastEdit.set(e.document, Date.now())),
      vscode.window.onDidChangeTextEditorVisibleRanges((e) => this.partial.has(e.textEditor.document) && later()),
      // A large file just opened: its lenses were asked for before its editor was visible.
      vscode.window.onDidChangeVisibleTextEditors((editors) => editors.some((e) => this.partial.has(e.document)) && later()),
      // A large file parsed whole: its summary lens can count its puzzles.
      onDidParse((doc) => this.partial.has(doc) && later()),
      vscode.workspace.onDidOpenTextDocument((doc) => isLargeFile(doc.lineCount) && this.openedAt.set(doc, Date.now())),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        clearTimeout(this.parseTimers.get(doc.uri.toString()));
        this.parseTimers.delete(doc.uri.toString());
      }),
    );
  }

  /** Verdicts arrived or settings changed: ask the editor to refresh. */
  refresh(): void {
    this.changed.fire();
  }

  async provideCodeLenses(doc: vscode.TextDocument, token: vscode.CancellationToken): Promise<vscode.CodeLens[]> {
    if (!settings().codeLens) return [];
    if (isLargeFile(doc.lineCount)) {
      // Parsing a large file takes a moment: not on every keystroke. The editor keeps the old lenses,
      // moved with the text, until the typing pauses.
      for (;;) {
        const quiet = Date.now() - (this.lastEdit.get(doc) ?? 0);
        if (quiet >= QUIET_MS) break;
        await new Promise((r) => setTimeout(r, QUIET_MS - quiet));
        if (token.isCancellationRequested || doc.isClosed) return [];
      }
    }
    const lenses = this.lenses(doc);
    const opened = this.openedAt.get(doc);
    if (opened !== undefined && lenses.length) {
      // Benchmarks read this: the extension's part of the first lenses' wait, from the file reaching the extension.
      this.openedAt.delete(doc);
      // A line for developers, not a phrase: whether the lenses came from the file's whole parse or the lines on screen.
      this.log?.info(
        `First lenses of ${doc.uri.path.split('/').pop()}: ${lenses.length}, ${Date.now() - opened} ms after it opened (whole parse: ${parsedEntriesOf(doc) !== undefined}).`,
      );
    }
    return lenses;
  }

  private lenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    const visible = vscode.window.visibleTextEditors
      .filter((e) => e.document === doc)
      .flatMap((e) => e.visibleRanges.map((r) => ({ start: r.start.line, end: r.end.line })));
    const parsed = parsedEntriesOf(doc) ?? (isLargeFile(doc.lineCount) ? undefined : entriesOf(doc));
    let each: Puzzle[];
    let summary: Summary | undefined;
    if (parsed) {
      const puzzles = parsed.filter(isPuzzle);
      const plan = lensPlan(puzzles, visible);
      each = plan.each;
      summary = plan.summary && puzzles.length ? { count: puzzles.length, line: puzzles[0].line } : undefined;
      this.summaries.set(doc, summary);
      if (plan.summary) this.partial.add(doc);
      else this.partial.delete(doc);
    } else {
      // After an edit, the count of the last parse: it is right again once the edit is parsed.
      summary = this.summaries.get(doc);
      // A large file not parsed yet: the lenses on screen first, from a parse of what is on screen. Its
      // checks parse it whole in a moment (or, with checks off, this does): the summary lens follows.
      each = visible.flatMap((r) => entriesAround(doc, r.start - LENS_MARGIN_LINES, r.end + LENS_MARGIN_LINES).filter(isPuzzle));
      this.partial.add(doc);
      this.parseSoon(doc);
    }
    const lenses: vscode.CodeLens[] = [];
    if (summary) {
      const line = Math.min(summary.line, doc.lineCount - 1);
      const at = new vscode.Range(line, 0, line, 0);
      lenses.push(new vscode.CodeLens(at, { title: lensFileSummary(summary.count), command: '' }));
      lenses.push(new vscode.CodeLens(at, { title: lensSolveAll(), command: 'sudoku.solveAll' }));
    }
    const seen = new Set<number>();
    for (const entry of each) {
      if (seen.has(entry.line)) continue;
      seen.add(entry.line);
      const range = new vscode.Range(entry.line, 0, entry.line, 0);
      const at = { uri: doc.uri.toString(), line: entry.line };
      lenses.push(new vscode.CodeLens(range, { title: lensSolve(), command: 'sudoku.solve', arguments: [at] }));
      lenses.push(new vscode.CodeLens(range, { title: lensCandidates(), command: 'sudoku.showCandidates', arguments: [at] }));
      lenses.push(new vscode.CodeLens(range, { title: lensPlay(), command: 'sudoku.play', arguments: [at] }));
      const solved = solvedLens(entry);
      if (solved) lenses.push(new vscode.CodeLens(range, { title: solved, command: '' }));
      const known = this.service.known(entry.cells, entry.variant?.variant);
      if (known) lenses.push(new vscode.CodeLens(range, { title: codeLensSummary(known), command: 'sudoku.check', arguments: [at] }));
    }
    return lenses;
  }

  /**
   * Parses a large file whole once the first lenses are out, unless its checks
   * did meanwhile: the summary lens needs the count of its puzzles.
   */
  private parseSoon(doc: vscode.TextDocument): void {
    const key = doc.uri.toString();
    if (this.parseTimers.has(key)) return;
    const timer = setTimeout(() => {
      this.parseTimers.delete(key);
      // A slice at a time: in one turn, 50,000 puzzles would stall the extension host.
      if (!doc.isClosed && !parsedEntriesOf(doc)) void entriesInSlices(doc);
    }, this.fullParseDelayMs);
    this.parseTimers.set(key, timer);
  }

  dispose(): void {
    clearTimeout(this.scrollTimer);
    for (const t of this.parseTimers.values()) clearTimeout(t);
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}
