/** The Sudoku commands: Solve, Show Candidates, Check, Insert Solution, Next Hint, Solve All. */
import * as vscode from 'vscode';
import type { Entry, Puzzle } from '../core/formats';
import type { SolveResult } from '../core/result';
import { forEachInParallel } from '../core/parallel';
import { cellName, describeStep } from '../core/describe';
import type { PuzzleService } from '../node/puzzleService';
import { buildPanelModel } from '../features/panelModel';
import type { PanelModel, SummaryRow } from '../features/panelProtocol';
import { solutionBelow } from '../features/quickFixes';
import { plainText } from '../features/plainText';
import { entriesOf, isPuzzle, puzzleTitle, rangeOf, targetPuzzle } from './documents';
import { PanelHost, SudokuPanel } from './panel';

type At = { uri?: string; line?: number } | undefined;

export interface CommandDeps {
  service: PuzzleService;
  panelHost: PanelHost;
  techniqueFiles: Record<string, string>;
  log: vscode.LogOutputChannel;
  /** Verdicts are known for more puzzles: refresh the CodeLens. */
  onVerdicts: () => void;
}

export function registerCommands(deps: CommandDeps): vscode.Disposable[] {
  const hint = vscode.window.createTextEditorDecorationType({
    backgroundColor: new vscode.ThemeColor('editor.findMatchHighlightBackground'),
    border: '1px solid',
    borderColor: new vscode.ThemeColor('editor.findMatchBorder'),
  });
  const commands = new Commands(deps, hint);
  const reg = (id: string, fn: (at?: At) => Promise<unknown>) =>
    vscode.commands.registerCommand(id, async (at?: At) => {
      try {
        return await fn(isAt(at) ? at : undefined);
      } catch (err) {
        commands.failed(err as Error, () => void vscode.commands.executeCommand(id, at));
        return undefined;
      }
    });
  return [
    hint,
    reg('sudoku.solve', (at) => commands.solve(at)),
    reg('sudoku.showCandidates', (at) => commands.solve(at, 'candidates')),
    reg('sudoku.check', (at) => commands.check(at)),
    reg('sudoku.insertSolution', (at) => commands.insertSolution(at)),
    reg('sudoku.nextHint', (at) => commands.nextHint(at)),
    reg('sudoku.solveAll', () => commands.solveAll()),
    vscode.commands.registerCommand('sudoku.showLog', () => deps.log.show()),
    vscode.window.onDidChangeTextEditorSelection((e) => e.textEditor.setDecorations(hint, [])),
  ];
}

/** Arguments from a CodeLens are {uri, line}; from a menu, a Uri. Anything else is ignored. */
function isAt(x: unknown): x is { uri: string; line: number } {
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof (x as { uri?: unknown }).uri === 'string' &&
    Number.isInteger((x as { line?: unknown }).line)
  );
}

class Commands {
  constructor(
    private readonly deps: CommandDeps,
    private readonly hint: vscode.TextEditorDecorationType,
  ) {}

  /** The target puzzle, or a message to the user and undefined. */
  private target(at: At): { doc: vscode.TextDocument; entry: Puzzle } | undefined {
    const t = targetPuzzle(vscode.window.activeTextEditor, at);
    if (typeof t === 'string') {
      void showInformation(`Sudoku: ${t}`);
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
    void showError(`Sudoku: this is not a puzzle yet. ${entry.message}`, 'Show Problems').then((action) => {
      if (action) void vscode.commands.executeCommand('workbench.actions.view.problems');
    });
  }

  model(result: SolveResult, doc: vscode.TextDocument, entry: Puzzle): PanelModel {
    return buildPanelModel(result, {
      title: puzzleTitle(entry),
      source: { uri: doc.uri.toString(), line: entry.line },
      techniqueFiles: this.deps.techniqueFiles,
    });
  }

  async solve(at: At, focus?: 'candidates'): Promise<PanelModel | undefined> {
    const t = this.target(at);
    if (!t) return undefined;
    SudokuPanel.busy(this.deps.panelHost, puzzleTitle(t.entry));
    const result = await this.withProgress(`Solving ${puzzleTitle(t.entry)}`, (signal) => this.deps.service.explain(t.entry.cells, signal));
    const model = this.model(result, t.doc, t.entry);
    SudokuPanel.show(this.deps.panelHost, model, focus);
    this.deps.onVerdicts();
    if (result.status === 'timeout') this.timedOut(result);
    return model;
  }

  async check(at: At): Promise<SolveResult | undefined> {
    const t = this.target(at);
    if (!t) return undefined;
    const r = await this.withProgress(`Checking ${puzzleTitle(t.entry)}`, (signal) => this.deps.service.verdict(t.entry.cells, signal));
    this.deps.onVerdicts();
    const where = `Sudoku (${puzzleTitle(t.entry)})`;
    const difficulty = r.difficulty ? `, difficulty ${r.difficulty.rating.toFixed(1)} (${r.difficulty.name})` : '';
    const here = { uri: t.doc.uri.toString(), line: t.entry.line };
    let shown: Thenable<string | undefined>;
    switch (r.status) {
      case 'solved':
        shown = showInformation(`${where}: valid, with exactly one solution${difficulty}.`, 'Solve', 'Insert Solution');
        break;
      case 'invalid':
        shown = showError(`${where}: ${r.message}`, 'Show Problems');
        break;
      case 'no-solution':
        shown = showError(`${where}: no solution. The givens do not clash, but no grid completes them.`, 'Solve');
        break;
      case 'multiple': {
        const [a, b] = r.solutions!;
        let cell = 0;
        while (a[cell] === b[cell]) cell++;
        shown = showWarning(`${where}: more than one solution (${cellName(cell)} can be ${a[cell]} or ${b[cell]}).`, 'Show Both Solutions');
        break;
      }
      case 'stalled':
        shown = showWarning(`${where}: logic alone stalls, and guessing is turned off.`, 'Solve');
        break;
      default:
        void this.timedOut(r);
        return r;
    }
    // The command returns at once; the message's buttons act whenever they are pressed.
    void shown.then((action) => {
      if (action === 'Solve' || action === 'Show Both Solutions') void vscode.commands.executeCommand('sudoku.solve', here);
      else if (action === 'Insert Solution') void vscode.commands.executeCommand('sudoku.insertSolution', here);
      else if (action === 'Show Problems') void vscode.commands.executeCommand('workbench.actions.view.problems');
    });
    return r;
  }

  async insertSolution(at: At): Promise<boolean> {
    const t = this.target(at);
    if (!t) return false;
    const r = await this.withProgress(`Solving ${puzzleTitle(t.entry)}`, (signal) => this.deps.service.verdict(t.entry.cells, signal));
    if (r.status !== 'solved' || !r.solution) {
      void showWarning(`Sudoku: no single solution to insert (${r.message ?? r.status}).`);
      return false;
    }
    const editor = await vscode.window.showTextDocument(t.doc);
    const lineEnd = t.doc.offsetAt(t.doc.lineAt(t.entry.endLine).range.end);
    const eol = t.doc.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
    const edit = solutionBelow(t.entry, r.solution, lineEnd, eol);
    // One edit, so one undo takes it back.
    return editor.edit((b) => b.insert(t.doc.positionAt(edit.start), edit.newText));
  }

  async nextHint(at: At): Promise<string | undefined> {
    const t = this.target(at);
    if (!t) return undefined;
    const r = await this.withProgress('Finding the next step', (signal) =>
      this.deps.service.explain(t.entry.cells, signal, { uniqueness: false }),
    );
    const step = r.steps[0];
    let text: string;
    if (r.status === 'invalid') text = r.message ?? 'Duplicate givens.';
    else if (!step) text = r.status === 'solved' ? 'The puzzle is already complete.' : 'No step found.';
    else if (step.technique === 'guess')
      text = `Logic finds nothing here: the next move is a guess, ${step.placed[0].d} in ${cellName(step.placed[0].cell)}.`;
    else text = `Next step: ${describeStep(step)}.`;
    const editor = vscode.window.visibleTextEditors.find((e) => e.document === t.doc);
    if (editor && step) {
      const cells = new Set([...step.cells, ...step.placed.map((p) => p.cell), ...step.removed.map((p) => p.cell)]);
      editor.setDecorations(
        this.hint,
        [...cells].map((c) => ({ range: rangeOf(t.doc, t.entry.offsets[c], t.entry.offsets[c] + 1), hoverMessage: cellName(c) })),
      );
    }
    void showInformation(`Sudoku: ${text}`);
    return text;
  }

  async solveAll(): Promise<SummaryRow[] | undefined> {
    const editor = vscode.window.activeTextEditor;
    if (!editor) {
      void showInformation('Sudoku: open a file with puzzles first.');
      return undefined;
    }
    const doc = editor.document;
    const entries = entriesOf(doc);
    if (entries.length === 0) {
      void showInformation('Sudoku: no puzzle in this file.');
      return undefined;
    }
    const rows: SummaryRow[] = new Array(entries.length);
    const t0 = Date.now();
    let cancelled = false;
    await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: 'Sudoku: solving all puzzles', cancellable: true },
      async (progress, token) => {
        const abort = new AbortController();
        token.onCancellationRequested(() => abort.abort());
        let done = 0;
        let reported = 0;
        let lastReport = 0;
        let sinceYield = 0;
        await forEachInParallel(
          entries,
          4,
          () => abort.signal.aborted,
          async (e, i) => {
            if (e.kind !== 'puzzle') {
              rows[i] = { line: e.line, name: e.name, status: 'malformed', guesses: 0, ms: 0, message: e.message };
            } else {
              const r = await this.deps.service.verdict(e.cells, abort.signal);
              rows[i] = {
                line: e.line,
                ...(e.name ? { name: e.name } : {}),
                status: r.status,
                ...(r.difficulty ? { difficulty: `${r.difficulty.rating.toFixed(1)} ${r.difficulty.name}` } : {}),
                guesses: r.guesses.length,
                ms: r.stats.ms,
                ...(r.message ? { message: r.message } : {}),
              };
            }
            done++;
            // A few progress updates a second, not one a puzzle: each is a message to the window.
            const now = Date.now();
            if (now - lastReport >= 100 || done === entries.length) {
              progress.report({ message: `${done} of ${entries.length}`, increment: ((done - reported) * 100) / entries.length });
              reported = done;
              lastReport = now;
            }
            // Cached verdicts come back at once: yield now and then, so that Cancel is heard at once.
            if (++sinceYield >= 200) {
              sinceYield = 0;
              await new Promise((r) => setImmediate(r));
            }
          },
        );
        cancelled = abort.signal.aborted;
      },
    );
    const finished = rows.filter(Boolean);
    SudokuPanel.showSummary(this.deps.panelHost, {
      title: plainText(`${vscode.workspace.asRelativePath(doc.uri)}: ${finished.length} puzzles`),
      uri: doc.uri.toString(),
      rows: finished,
      totalMs: Date.now() - t0,
      cancelled,
    });
    this.deps.onVerdicts();
    return finished;
  }

  private withProgress<T>(title: string, work: (signal: AbortSignal) => Promise<T>): Thenable<T> {
    return vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: plainText(`Sudoku: ${title}`), cancellable: true },
      (_p, token) => {
        const abort = new AbortController();
        token.onCancellationRequested(() => abort.abort());
        return work(abort.signal);
      },
    );
  }

  private timedOut(r: SolveResult): void {
    if (r.status === 'cancelled') return;
    this.deps.log.warn(`A solve stopped at the time limit: ${r.puzzle}`);
    void vscode.window
      .showWarningMessage(`Sudoku: ${r.message ?? 'the solve stopped at the time limit.'}`, 'Raise Time Limit', 'Show Log')
      .then((action) => {
        if (action === 'Raise Time Limit') void vscode.commands.executeCommand('workbench.action.openSettings', 'sudoku.timeLimit');
        else if (action === 'Show Log') this.deps.log.show();
      });
  }

  /** One clear message for any failure, with something to do about it; details go to the log. */
  failed(err: Error, retry: () => void): void {
    this.deps.log.error(err.stack ?? err.message);
    void showError(`Sudoku: ${err.message}`, 'Retry', 'Show Log').then((action) => {
      if (action === 'Retry') retry();
      else if (action === 'Show Log') this.deps.log.show();
    });
  }
}

// Notifications render `[label](target)` as live links: text from a document goes through plainText first.
const showInformation = (message: string, ...items: string[]) => vscode.window.showInformationMessage(plainText(message, 400), ...items);
const showWarning = (message: string, ...items: string[]) => vscode.window.showWarningMessage(plainText(message, 400), ...items);
const showError = (message: string, ...items: string[]) => vscode.window.showErrorMessage(plainText(message, 400), ...items);
