/**
 * The puzzle commands: Solve, Show Candidates, Check, Insert Solution, Next Hint, Solve All.
 * Registered through the command table (commandTable.ts); Solve All's rows come from solveAllModel.ts.
 */
import * as vscode from 'vscode';
import { type Entry, type Puzzle } from '../../core/formats';
import { variantOptions } from '../../core/variants';
import type { SolveResult } from '../../shared/result';
import { forEachInParallel, yieldToOthers } from '../../core/parallel';
import { HINT_STAGES, HintStager, hintCells, hintKey } from '../../core/hintStages';
import { cellName } from '../../core/phrases';
import {
  actions,
  alreadyComplete,
  checkMessage,
  findingNextStep,
  noPuzzleInFile,
  noStepFound,
  nothingToInsert,
  notAPuzzleYet,
  openFileFirst,
  progressTitle,
  puzzleTitle,
  resultMessage,
  solvingAll,
  sudokuSays,
} from '../../core/phrases';
import type { PuzzleService } from '../../service/puzzleService';
import type { PanelModel, SummaryRow } from '../../shared/panelProtocol';
import type { PlayView } from '../../shared/playProtocol';
import { solutionBelow } from '../quickFixes/quickFixesModel';
import { SolveAllProgress, malformedRow, puzzleRow, solveAllSummary } from './solveAllModel';
import { LatestNotice } from './latestNotice';
import { entryPosition } from '../../core/positionForms';
import { entriesOf, isPuzzle, rangeOf, targetPuzzle } from '../../editor/documents';
import { settings } from '../../editor/config';
import { plainText } from '../../core/plainText';
import type { PanelController } from '../panel/panelController';
import { type PuzzleRef, isPuzzleRef } from '../../shared/puzzleRef';

type At = PuzzleRef | undefined;

export interface CommandDeps {
  service: PuzzleService;
  /** The one panel's owner. */
  panel: PanelController;
  log: vscode.LogOutputChannel;
  /** Verdicts are known for more puzzles: refresh the CodeLens. */
  onVerdicts: () => void;
}

/** Arguments from a CodeLens or the panel are a PuzzleRef; from a menu, a Uri. Anything else is ignored: the command acts at the cursor. */
export function atOf(x: unknown): At {
  return isPuzzleRef(x) ? { uri: x.uri, line: x.line } : undefined;
}

/** Solve, Show Candidates, Check, Insert Solution, Next Hint and Solve All, on the puzzle they are given or the one at hand. */
export class PuzzleCommands implements vscode.Disposable {
  /** Next Hint's cells, until the cursor moves in that editor. */
  private readonly hint = vscode.window.createTextEditorDecorationType({
    backgroundColor: new vscode.ThemeColor('editor.findMatchHighlightBackground'),
    border: '1px solid',
    borderColor: new vscode.ThemeColor('editor.findMatchBorder'),
  });
  /** The editors showing a hint's cells, and a listener for their cursors that exists only while there are some. */
  private readonly hinted = new Set<vscode.TextEditor>();
  private hintShown?: vscode.Disposable;

  constructor(private readonly deps: CommandDeps) {}

  dispose(): void {
    this.hintShown?.dispose();
    this.hint.dispose();
  }

  /** The target puzzle, or a message to the user and undefined. */
  private target(at: At): { doc: vscode.TextDocument; entry: Puzzle } | undefined {
    const t = targetPuzzle(vscode.window.activeTextEditor, at);
    if (typeof t === 'string') {
      void showInformation(sudokuSays(t));
      return undefined;
    }
    if (!isPuzzle(t.entry)) {
      this.malformed(t.entry);
      return undefined;
    }
    return { doc: t.doc, entry: t.entry };
  }

  private malformed(entry: Entry): void {
    if (entry.kind !== 'malformed') return;
    // A selection's problem is not in the Problems view: nothing there to show.
    const more = entry.form === 'selection' ? [] : [actions.showProblems()];
    void showError(notAPuzzleYet(entry), ...more).then((action) => {
      if (action) void vscode.commands.executeCommand('workbench.actions.view.problems');
    });
  }

  async solve(at: At, focus?: 'candidates'): Promise<PanelModel | undefined> {
    const t = this.target(at);
    if (!t) return undefined;
    this.deps.panel.busy(puzzleTitle(t.entry));
    let result: SolveResult;
    try {
      result = await this.withProgress(progressTitle('solving', puzzleTitle(t.entry)), (signal) =>
        this.deps.service.explain(t.entry.cells, signal, variantOptions(t.entry)),
      );
    } catch (err) {
      // The panel says what went wrong rather than staying on "Solving…".
      this.deps.panel.failed((err as Error).message);
      throw err;
    }
    const model = this.deps.panel.modelOf(result, puzzleTitle(t.entry), { uri: t.doc.uri.toString(), line: t.entry.line });
    this.deps.panel.show(model, result, focus);
    this.deps.onVerdicts();
    if (result.status === 'timeout') this.timedOut(result);
    return model;
  }

  /** Opens the puzzle to play in the panel, from the position kept under it. */
  async play(at: At): Promise<PlayView | undefined> {
    const t = this.target(at);
    if (!t) return undefined;
    return this.deps.panel.play(puzzleTitle(t.entry), { uri: t.doc.uri.toString(), line: t.entry.line }, t.entry);
  }

  async check(at: At): Promise<SolveResult | undefined> {
    const t = this.target(at);
    if (!t) return undefined;
    const r = await this.withProgress(progressTitle('checking', puzzleTitle(t.entry)), (signal) =>
      this.deps.service.verdict(t.entry.cells, signal, variantOptions(t.entry)),
    );
    this.deps.onVerdicts();
    const here = { uri: t.doc.uri.toString(), line: t.entry.line };
    const text = checkMessage(puzzleTitle(t.entry), r);
    let shown: Thenable<string | undefined>;
    switch (r.status) {
      case 'solved':
        shown = r.givens === 81 ? showInformation(text) : showInformation(text, actions.solve(), actions.insertSolution());
        break;
      case 'invalid':
        shown = showError(text, actions.showProblems());
        break;
      case 'no-solution':
        shown = showError(text, actions.solve());
        break;
      case 'multiple':
        shown = showWarning(text, actions.showBoth());
        break;
      case 'stalled':
        shown = showWarning(text, actions.solve());
        break;
      default:
        void this.timedOut(r);
        return r;
    }
    // The command returns at once; the message's buttons act whenever they are pressed.
    void shown.then((action) => {
      if (action === actions.solve() || action === actions.showBoth()) void vscode.commands.executeCommand('sudoku.solve', here);
      else if (action === actions.insertSolution()) void vscode.commands.executeCommand('sudoku.insertSolution', here);
      else if (action === actions.showProblems()) void vscode.commands.executeCommand('workbench.actions.view.problems');
    });
    return r;
  }

  async insertSolution(at: At): Promise<boolean> {
    const t = this.target(at);
    if (!t) return false;
    const r = await this.withProgress(progressTitle('solving', puzzleTitle(t.entry)), (signal) =>
      this.deps.service.verdict(t.entry.cells, signal, variantOptions(t.entry)),
    );
    if (r.status !== 'solved' || !r.solution) {
      void showWarning(nothingToInsert(r));
      return false;
    }
    const editor = await vscode.window.showTextDocument(t.doc);
    const lineEnd = t.doc.offsetAt(t.doc.lineAt(t.entry.endLine).range.end);
    const eol = t.doc.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
    const edit = solutionBelow(t.entry, r.solution, lineEnd, eol);
    // One edit, so one undo takes it back.
    return editor.edit((b) => b.insert(t.doc.positionAt(edit.start), edit.newText));
  }

  /**
   * Next Hint, in stages: the technique, where to look, the cells and
   * candidates, the move. Asking again about the same puzzle gives the next
   * stage; the notification's More button does the same.
   */
  async nextHint(at: At): Promise<string | undefined> {
    const t = this.target(at);
    if (!t) return undefined;
    const inPanel = this.deps.panel.hint(puzzleTitle(t.entry), { uri: t.doc.uri.toString(), line: t.entry.line }, t.entry);
    if (inPanel) return inPanel;
    // From where the puzzle stands: a pencil-mark grid's candidates are the player's.
    const position = entryPosition(t.entry);
    const here = { uri: t.doc.uri.toString(), line: t.entry.line };
    const key = hintKey(t.entry.cells, position);
    // Asked again at the same position: its next stage, with no solve; else a new hint.
    let staged = this.hints.again(key);
    let text = staged?.hint.text;
    if (!staged) {
      const h = await this.withProgress(findingNextStep(), (signal) =>
        this.deps.service.hint(t.entry.cells, position, signal, t.entry.variant?.variant),
      );
      if (h.status === 'step' && h.step) staged = this.hints.start(key, h.step);
      else this.hints.clear();
      text = staged ? staged.hint.text : h.status === 'complete' ? alreadyComplete() : (h.message ?? noStepFound());
    }
    const stage = staged?.stage ?? 0;
    const editor = vscode.window.visibleTextEditors.find((e) => e.document === t.doc);
    const cells = staged ? hintCells(staged.step, stage) : [];
    if (editor)
      this.showHintCells(
        editor,
        cells.map((c) => ({ range: rangeOf(t.doc, t.entry.offsets[c], t.entry.offsets[c] + 1), hoverMessage: cellName(c) })),
      );
    const more = stage > 0 && stage < HINT_STAGES ? [actions.moreHint()] : [];
    // Only the latest notification's More goes on: an earlier one's, still on screen, only closes it (VS Code lets no extension close a notification).
    const latest = this.hintNotices.next();
    void showInformation(sudokuSays(text ?? ''), ...more).then((action) => {
      if (action === actions.moreHint() && latest()) void vscode.commands.executeCommand('sudoku.nextHint', here);
    });
    return text;
  }

  /** The last hint and its stage, so that asking again at the same position goes one stage further. */
  private readonly hints = new HintStager();
  /** Next Hint's notifications: only the latest one's More button acts. */
  private readonly hintNotices = new LatestNotice();

  /** Boxes a hint's cells until the cursor moves in that editor. */
  private showHintCells(editor: vscode.TextEditor, cells: vscode.DecorationOptions[]): void {
    editor.setDecorations(this.hint, cells);
    if (cells.length) this.hinted.add(editor);
    else this.hinted.delete(editor);
    if (this.hinted.size === 0) {
      this.hintShown?.dispose();
      this.hintShown = undefined;
      return;
    }
    this.hintShown ??= vscode.window.onDidChangeTextEditorSelection((e) => {
      if (this.hinted.has(e.textEditor)) this.showHintCells(e.textEditor, []);
    });
  }

  async solveAll(): Promise<SummaryRow[] | undefined> {
    const editor = vscode.window.activeTextEditor;
    if (!editor) {
      void showInformation(openFileFirst());
      return undefined;
    }
    const doc = editor.document;
    const entries = entriesOf(doc);
    if (entries.length === 0) {
      void showInformation(noPuzzleInFile());
      return undefined;
    }
    const rows: (SummaryRow | undefined)[] = new Array(entries.length);
    const t0 = Date.now();
    const panelMark = this.deps.panel.mark;
    const abort = new AbortController();
    await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: solvingAll(), cancellable: true },
      async (progress, token) => {
        token.onCancellationRequested(() => abort.abort());
        const pace = new SolveAllProgress(entries.length);
        await forEachInParallel(
          entries,
          4,
          () => abort.signal.aborted,
          async (e, i) => {
            rows[i] = isPuzzle(e)
              ? puzzleRow(e, await this.deps.service.explain(e.cells, abort.signal, variantOptions(e)))
              : malformedRow(e);
            const report = pace.finished(Date.now());
            if (report) progress.report(report);
            // Cached verdicts come back at once: yield now and then, so that Cancel is heard at once.
            if (pace.yieldDue()) await yieldToOthers();
          },
        );
      },
    );
    const summary = solveAllSummary({
      file: vscode.workspace.asRelativePath(doc.uri),
      uri: doc.uri.toString(),
      rows,
      totalMs: Date.now() - t0,
      cancelled: abort.signal.aborted,
    });
    // A puzzle solved while this ran is what the user is reading now: the summary waits for them to ask.
    if (this.deps.panel.shownSince(panelMark)) {
      void showInformation(sudokuSays(summary.title), actions.showSummary()).then((action) => {
        if (action) this.deps.panel.showSummary(summary);
      });
    } else this.deps.panel.showSummary(summary);
    this.deps.onVerdicts();
    return summary.rows;
  }

  /**
   * Runs work with a cancellable progress notification, shown only once the
   * work has taken PROGRESS_DELAY_MS: a notification that flashes for a
   * quick solve is noise, and VS Code keeps toasts that come in a burst in
   * the notification centre, so it would hide the answer that follows.
   */
  private async withProgress<T>(title: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const abort = new AbortController();
    const running = work(abort.signal);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), PROGRESS_DELAY_MS)));
    const quick = running.then(
      () => false,
      () => false,
    );
    const late = await Promise.race([quick, slow]);
    clearTimeout(timer);
    if (!late) return running;
    return vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: plainText(title), cancellable: true },
      (_p, token) => {
        token.onCancellationRequested(() => abort.abort());
        return running;
      },
    );
  }

  private timedOut(r: SolveResult): void {
    if (r.status === 'cancelled') return;
    this.deps.log.warn(`A solve stopped at the time limit: ${r.puzzle}`);
    void vscode.window
      .showWarningMessage(sudokuSays(resultMessage(r, settings().timeLimitMs) ?? ''), actions.raiseTimeLimit(), actions.showLog())
      .then((action) => {
        if (action === actions.raiseTimeLimit()) void vscode.commands.executeCommand('workbench.action.openSettings', 'sudoku.timeLimit');
        else if (action === actions.showLog()) this.deps.log.show();
      });
  }
}

/** How long work runs before its progress notification shows. */
const PROGRESS_DELAY_MS = 400;

// Notifications render `[label](target)` as live links: text from a document goes through plainText first.
const showInformation = (message: string, ...items: string[]) => vscode.window.showInformationMessage(plainText(message, 400), ...items);
const showWarning = (message: string, ...items: string[]) => vscode.window.showWarningMessage(plainText(message, 400), ...items);
const showError = (message: string, ...items: string[]) => vscode.window.showErrorMessage(plainText(message, 400), ...items);
