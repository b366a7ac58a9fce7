/** Hover: a puzzle's candidate grid, or one cell's candidates and how it was solved. */
import * as vscode from 'vscode';
import { entryAtLine } from '../../core/formats';
import type { PuzzleService } from '../../service/puzzleService';
import { cellHover, hoverGridWidth, puzzleHover } from './hoverModel';
import { puzzlesNear } from '../../core/windowParse';
import { entriesAround, isPuzzle, onDidParse, rangeOf } from '../../editor/documents';
import { settings } from '../../editor/config';

const SLOW_HOVER_MS = 100;
/** Lines beyond the visible ranges that are prefetched too: a little scrolling finds them ready. */
const PREFETCH_MARGIN_LINES = 10;
const PREFETCH_DEBOUNCE_MS = 100;

export class SudokuHoverProvider implements vscode.HoverProvider {
  constructor(
    private readonly service: PuzzleService,
    private readonly log: vscode.LogOutputChannel,
  ) {}

  async provideHover(doc: vscode.TextDocument, pos: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined> {
    try {
      return await this.hover(doc, pos, token);
    } catch (err) {
      // A hover cannot show an error well; the log keeps it, and commands and diagnostics report it.
      this.log.error(`Hover failed: ${(err as Error).stack ?? err}`);
      return undefined;
    }
  }

  private async hover(doc: vscode.TextDocument, pos: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined> {
    const t0 = Date.now();
    const entry = entryAtLine(entriesAround(doc, pos.line, pos.line), pos.line);
    if (!entry || entry.kind !== 'puzzle') return undefined;
    const t1 = Date.now();
    const inspection = await this.service.inspect(entry.cells, entry.variant?.variant);
    // A slow hover says where its time went (benchmarks read this).
    if (Date.now() - t0 > SLOW_HOVER_MS)
      this.log.info(`Slow hover: ${Date.now() - t0} ms (finding the puzzle ${t1 - t0} ms, the engine ${Date.now() - t1} ms).`);
    if (token.isCancellationRequested) return undefined;
    const known = this.service.known(entry.cells, entry.variant?.variant);
    const offset = doc.offsetAt(pos);
    const cell = entry.offsets.indexOf(offset);
    if (cell >= 0) {
      const md = new vscode.MarkdownString(cellHover(cell, inspection, known, settings().hoverAnswers));
      return new vscode.Hover(md, rangeOf(doc, offset, offset + 1));
    }
    // Beside the panel a hover is narrow; an editor alone in the window has room for every candidate.
    const width = hoverGridWidth(settings().hoverGridWidth, vscode.window.tabGroups.all.length);
    const md = new vscode.MarkdownString(puzzleHover(entry, inspection, known, width));
    return new vscode.Hover(md, rangeOf(doc, entry.start, entry.end));
  }
}

/**
 * Inspects the puzzles on screen before the mouse reaches them, so that a hover
 * is answered from the cache and never waits for a worker. Only what is
 * visible (the mouse can hover nothing else), one inspection at a time (a
 * command or a hover never queues behind a batch), and a scroll drops what
 * is left of the previous pass.
 */
export class HoverPrefetch implements vscode.Disposable {
  private readonly disposables: vscode.Disposable[];
  private timer?: ReturnType<typeof setTimeout>;
  private pass = 0;

  constructor(private readonly service: PuzzleService) {
    const later = () => this.schedule();
    this.disposables = [
      vscode.window.onDidChangeTextEditorVisibleRanges((e) => e.textEditor.document.languageId === 'sudoku' && later()),
      vscode.window.onDidChangeVisibleTextEditors(later),
      // A large file is parsed by its checks after it opens or changes: what is on screen can be inspected then.
      onDidParse((doc) => vscode.window.visibleTextEditors.some((e) => e.document === doc) && later()),
    ];
    later();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), PREFETCH_DEBOUNCE_MS);
  }

  private async run(): Promise<void> {
    const pass = ++this.pass;
    const cells: string[] = [];
    for (const editor of vscode.window.visibleTextEditors) {
      const doc = editor.document;
      if (doc.languageId !== 'sudoku') continue;
      const visible = editor.visibleRanges.map((r) => ({ start: r.start.line, end: r.end.line }));
      // What is on screen, without a parse of a whole large file.
      const entries = visible.flatMap((r) => entriesAround(doc, r.start - PREFETCH_MARGIN_LINES, r.end + PREFETCH_MARGIN_LINES));
      for (const p of puzzlesNear(entries.filter(isPuzzle), visible, PREFETCH_MARGIN_LINES)) cells.push(p.cells);
    }
    for (const c of cells) {
      if (pass !== this.pass) return;
      // A failed inspection is the hover's to report, when someone hovers.
      await this.service.inspect(c).catch(() => undefined);
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.pass++;
    for (const d of this.disposables.splice(0)) d.dispose();
  }
}
