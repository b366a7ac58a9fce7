/**
 * The panel's one owner: made once at activation (extension.ts) and handed to
 * whoever shows something in the panel (the commands, share, the lab), as
 * rust-analyzer's client hands out its context. It opens the one webview
 * panel, or reveals it, and says what it shows; the panel (panel.ts) and its
 * store (panelStore.ts) keep the state. No statics: a second controller would
 * be a second, separate panel.
 */
import * as vscode from 'vscode';
import type { Puzzle } from '../../core/formats';
import { variantOptions } from '../../core/variants';
import { panelTabTitle, puzzleTitle } from '../../core/phrases';
import type { PuzzleService } from '../../service/puzzleService';
import type { BoardState } from '../../shared/board';
import type { ReportModel } from '../../shared/labReport';
import type { PanelModel, SummaryModel } from '../../shared/panelProtocol';
import type { PlayView } from '../../shared/playProtocol';
import type { Position, SolveResult } from '../../shared/result';
import { puzzleAt } from '../../editor/documents';
import { settings } from '../../editor/config';
import { SudokuPanel, type PanelHost } from './panel';
import { GameRegistry } from './gameRegistry';
import { buildPanelModel } from './panelModel';
import type { PlaySource } from './playController';
import { vscodePlayPorts } from './playPorts';
import type { PuzzleRef } from '../../shared/puzzleRef';

export interface PanelDeps {
  extensionUri: vscode.Uri;
  log: vscode.LogOutputChannel;
  service: PuzzleService;
  /** Each technique's SQL file, by id: a step's link to its SQL. */
  techniqueFiles: Record<string, string>;
}

export class PanelController implements vscode.Disposable {
  private open?: SudokuPanel;
  /** Times something was put in the panel: a long job compares it to see whether the user has moved on. */
  private puts = 0;
  /** The put that said "Solving …": the solve's answer goes in the panel it revealed, without revealing it again. */
  private busyPut?: number;
  /** Times the panel was revealed (or made), for tests: a Solve reveals it once. */
  reveals = 0;
  private readonly host: PanelHost;
  /** Games left while the window lives: one registry, for every panel this controller opens. */
  readonly games = new GameRegistry();

  constructor(private readonly deps: PanelDeps) {
    this.host = {
      extensionUri: deps.extensionUri,
      log: deps.log,
      service: deps.service,
      games: this.games,
      playPorts: vscodePlayPorts(deps.log),
      modelOf: (result, title, source, position) => this.modelOf(result, title, source, position),
      resolve: (uri, line) => this.resolve(uri, line),
    };
  }

  /** The open panel, if any (for tests). */
  get active(): SudokuPanel | undefined {
    return this.open;
  }

  /** A mark to give to shownSince later. */
  get mark(): number {
    return this.puts;
  }

  /** Whether the open panel has been given something to show since `mark`. */
  shownSince(mark: number): boolean {
    return this.open !== undefined && this.puts !== mark;
  }

  /** What the panel shows of a solve of a puzzle in a document (from the player's position, for Explain from here). */
  modelOf(result: SolveResult, title: string, source: PlaySource, position?: Position): PanelModel {
    const opts = { title, source, techniqueFiles: this.deps.techniqueFiles, timeLimitMs: settings().timeLimitMs };
    return buildPanelModel(result, position ? { ...opts, position } : opts);
  }

  /** Shows a solve: at the start for candidates, else at the end. */
  show(model: PanelModel, result: SolveResult, focus?: 'candidates'): void {
    // The panel that says "Solving …" for this solve shows its answer as it is: one reveal per Solve.
    const open = this.open;
    (open && this.busyPut === this.puts ? open : this.reveal(model.title)).show(model, result, focus);
    this.busyPut = undefined;
  }

  /** Opens a puzzle to play, from the position kept under it in its document. */
  play(title: string, source: PlaySource, entry: Puzzle): PlayView {
    return this.reveal(title).play(title, source, entry).view();
  }

  /** Next Hint while the panel is open: the hint goes on its board, in play. Undefined when no panel is open. */
  hint(title: string, source: PlaySource, entry: Puzzle): Promise<string> | undefined {
    return this.open?.hintHere(title, source, entry);
  }

  /** Test Technique on File's table. */
  showReport(report: ReportModel): void {
    this.reveal(report.title).showTable(report.title, (store) => store.showReport(report));
  }

  /** Solve All's summary. */
  showSummary(summary: SummaryModel): void {
    this.reveal(summary.title).showTable(summary.title, (store) => store.showSummary(summary));
  }

  /** "Solving …" until show() or failed(). */
  busy(title: string): void {
    this.reveal(title).busy(title);
    this.busyPut = this.puts;
  }

  /** A solve failed: the open panel says so, instead of "Solving…". */
  failed(message: string): void {
    this.open?.failed(message);
  }

  /** Solves the puzzle shown again (the techniques changed). */
  solveAgain(): Promise<void> {
    return this.open?.solveAgain() ?? Promise.resolve();
  }

  /** The puzzle the open panel shows and its board at the step shown (for the share commands). */
  shownBoard(): { puzzle: string; source: PuzzleRef; board: BoardState } | undefined {
    return this.open?.shownBoard();
  }

  /** Brings a panel back after a window reload. */
  readonly serializer: vscode.WebviewPanelSerializer<unknown> = {
    deserializeWebviewPanel: async (panel, state) => {
      this.open?.dispose();
      this.open = this.made(panel);
      this.open.restore(state);
    },
  };

  dispose(): void {
    this.open?.dispose();
  }

  private reveal(title: string): SudokuPanel {
    this.puts++;
    this.reveals++;
    if (this.open) {
      this.open.panel.reveal(this.open.panel.viewColumn ?? vscode.ViewColumn.Beside, true);
      return this.open;
    }
    const panel = vscode.window.createWebviewPanel(
      SudokuPanel.viewType,
      panelTabTitle(title),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      SudokuPanel.options(this.deps.extensionUri),
    );
    return (this.open = this.made(panel));
  }

  private made(panel: vscode.WebviewPanel): SudokuPanel {
    const made: SudokuPanel = new SudokuPanel(this.host, panel, () => {
      if (this.open === made) this.open = undefined;
    });
    return made;
  }

  /** The puzzle at a document line solved again, as Solve does (the panel follows edits to its text). */
  private async resolve(uri: string, line: number): Promise<{ model: PanelModel; result: SolveResult } | undefined> {
    const entry = puzzleAt({ uri, line })?.entry;
    if (!entry) return undefined;
    const result = await this.deps.service.explain(entry.cells, undefined, variantOptions(entry));
    return { model: this.modelOf(result, puzzleTitle(entry), { uri, line: entry.line }), result };
  }
}
