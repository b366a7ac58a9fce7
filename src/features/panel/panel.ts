/**
 * The Sudoku panel (a webview). One panel, reused: it shows the board, the
 * candidates, each step and the guess log, follows edits to the puzzle's text,
 * and survives being hidden and a window reload (its state is serialized).
 */
import * as vscode from 'vscode';
import { HostToPanel, PanelModel, ShareAction, SummaryModel, ViewState, isPanelToHost } from '../../shared/panelProtocol';
import { type BoardState, timelineBoardAt } from '../../shared/board';
import { panelStringsBlock } from '../../shared/panelStrings';
import { panelStrings, panelTabTitle, showLogAction, solvingTitle, sqlFileMissing, sudokuSays } from '../../core/phrases';
import { entryAt, puzzleTitle } from '../../editor/documents';
import { settings } from '../../editor/config';
import type { Puzzle } from '../../core/formats';
import { playTabTitle } from '../../core/phrases';
import type { PuzzleService } from '../../service/puzzleService';
import { buildPanelModel } from './panelModel';
import { PlayController, type PlayHost, type PlaySource } from './playController';
import { PanelStore } from './panelStore';
import type { ReportModel } from '../../shared/labReport';
import { shareShown } from '../share/shareShown';
import { plainText } from '../../editor/plainText';
import type { SolveResult } from '../../shared/result';
import { SHOWN_SQL_FILES } from '../../core/engine';
import { documentSchemes, restoredState } from '../../shared/panelRestore';

export interface PanelHost {
  extensionUri: vscode.Uri;
  log: vscode.LogOutputChannel;
  /** Solves the puzzle at a document line again and returns the new model, with the solve it shows. */
  resolve(uri: string, line: number): Promise<{ model: PanelModel; result: SolveResult } | undefined>;
  /** For play: hints, checks and explanations from the player's position. */
  service: PuzzleService;
  techniqueFiles: Record<string, string>;
}

/**
 * The host owns the panel's state (panelStore.ts), as Microsoft's hex editor
 * does. The webview says 'ready' whenever it (re)loads and is answered with all
 * of it; after that it is sent changes only.
 */
export class SudokuPanel implements vscode.Disposable {
  static readonly viewType = 'sudoku.panel';
  private static current: SudokuPanel | undefined;
  /** Times something was put in the panel: a long job compares it to see whether the user has moved on. */
  private static puts = 0;

  private readonly store = new PanelStore();
  /** A game in progress; shown while `playing`, kept while its explanation is shown. */
  private game?: PlayController;
  private playing = false;
  private ready = false;
  private followTimer?: NodeJS.Timeout;
  private followedCells?: string;
  private readonly disposables: vscode.Disposable[] = [];

  /** The open panel, if any (for tests and commands). */
  static get active(): SudokuPanel | undefined {
    return SudokuPanel.current;
  }

  /** A mark to give to shownSince later. */
  static get mark(): number {
    return SudokuPanel.puts;
  }

  /** Whether the open panel has been given something to show since `mark`. */
  static shownSince(mark: number): boolean {
    return SudokuPanel.current !== undefined && SudokuPanel.puts !== mark;
  }

  /** Shows a model in the panel, creating or revealing it: at the start for candidates, else at the end. */
  static show(host: PanelHost, model: PanelModel, result: SolveResult, focus?: 'candidates'): SudokuPanel {
    const panel = SudokuPanel.reveal(host, model.title);
    panel.setModel(model, focus === 'candidates' ? 0 : model.steps.length, result);
    return panel;
  }

  /** Opens a puzzle to play, from the position kept under it in its document. */
  static showPlay(host: PanelHost, title: string, source: PlaySource, entry: Puzzle): SudokuPanel {
    const panel = SudokuPanel.reveal(host, title);
    panel.startGame(PlayController.start(panel.playHost(), title, source, entry, () => panel.playChanged()));
    return panel;
  }

  private startGame(game: PlayController): void {
    if (this.game !== game) this.game?.dispose();
    this.game = game;
    this.playing = true;
    this.store.showPlay();
    this.panel.title = playTabTitle(game.title);
    this.flush();
  }

  /** The game's position, hint or check changed: the webview gets the game alone, when it shows it. */
  private playChanged(): void {
    if (this.playing && this.game) this.post({ type: 'play', play: this.game.view() });
  }

  private playHost(): PlayHost {
    return {
      service: this.host.service,
      log: this.host.log,
      explainFrom: async (source, position) => {
        const game = this.game;
        if (!game) return;
        const result = await this.host.service.explain(game.givens, undefined, { position });
        const model = buildPanelModel(result, {
          title: game.title,
          source,
          techniqueFiles: this.host.techniqueFiles,
          timeLimitMs: settings().timeLimitMs,
        });
        this.setModel(model, 0, result);
      },
    };
  }

  /** Next Hint with the panel open: the hint is drawn on the panel's board, in play, and goes to no notification. */
  async hintHere(title: string, source: PlaySource, entry: Puzzle): Promise<string> {
    const game = this.game;
    if (!(this.playing && game && game.givens === entry.cells && game.source.uri === source.uri)) {
      this.startGame(PlayController.start(this.playHost(), title, source, entry, () => this.playChanged()));
    }
    this.panel.reveal(undefined, true);
    await this.game!.handle({ type: 'playHint' });
    const v = this.game!.view();
    return v.hint?.text ?? v.message ?? '';
  }

  /** The game shown, for tests. */
  get shownGame(): PlayController | undefined {
    return this.playing ? this.game : undefined;
  }

  /** Test Technique on File's table. */
  static showReport(host: PanelHost, report: ReportModel): SudokuPanel {
    return SudokuPanel.showTable(host, report.title, (store) => store.showReport(report));
  }

  static showSummary(host: PanelHost, summary: SummaryModel): SudokuPanel {
    return SudokuPanel.showTable(host, summary.title, (store) => store.showSummary(summary));
  }

  /** A table in place of the board: the game, if any, is left. */
  private static showTable(host: PanelHost, title: string, show: (store: PanelStore) => void): SudokuPanel {
    const panel = SudokuPanel.reveal(host, title);
    show(panel.store);
    panel.playing = false;
    panel.panel.title = panelTabTitle(title);
    panel.flush();
    return panel;
  }

  /** "Solving …" until show() or failed(). */
  static busy(host: PanelHost, title: string): void {
    const panel = SudokuPanel.reveal(host, title);
    panel.panel.title = panelTabTitle(title);
    panel.post(panel.store.setBusy(solvingTitle(title)));
  }

  /** A solve failed: say so in the panel, instead of leaving "Solving…" behind. */
  static failed(message: string): void {
    const panel = SudokuPanel.current;
    if (!panel) return;
    panel.post(panel.store.setFailed(message));
  }

  /** Restores a panel after a window reload, from the state the webview last saved. */
  static revive(host: PanelHost, panel: vscode.WebviewPanel, state: unknown): void {
    const p = new SudokuPanel(host, panel);
    // The saved state comes back from the webview: only what checks is taken, and only documents' uris.
    const schemes = [
      ...(vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.scheme),
      ...vscode.workspace.textDocuments.map((d) => d.uri.scheme),
    ];
    const { model, summary, report, view, play } = restoredState(state, documentSchemes(schemes), SHOWN_SQL_FILES);
    p.store.restore(model, summary, view, report);
    if (play) {
      p.game = new PlayController(p.playHost(), play.title, play.source, play.history.present.givens, play.history, () => p.playChanged());
      p.playing = !model && !summary && !report;
    }
    p.followedCells = model?.puzzle;
    const title = model?.title ?? summary?.title ?? report?.title;
    if (p.playing && p.game) panel.title = playTabTitle(p.game.title);
    else if (title) panel.title = panelTabTitle(title);
    SudokuPanel.current?.dispose();
    SudokuPanel.current = p;
  }

  private static reveal(host: PanelHost, title: string): SudokuPanel {
    SudokuPanel.puts++;
    if (SudokuPanel.current) {
      SudokuPanel.current.panel.reveal(SudokuPanel.current.panel.viewColumn ?? vscode.ViewColumn.Beside, true);
      return SudokuPanel.current;
    }
    const panel = vscode.window.createWebviewPanel(
      SudokuPanel.viewType,
      panelTabTitle(title),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      SudokuPanel.options(host.extensionUri),
    );
    SudokuPanel.current = new SudokuPanel(host, panel);
    return SudokuPanel.current;
  }

  static options(extensionUri: vscode.Uri): vscode.WebviewPanelOptions & vscode.WebviewOptions {
    return {
      enableScripts: true,
      // Only the extension's own assets can be loaded.
      localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'media'), vscode.Uri.joinPath(extensionUri, 'out')],
    };
  }

  private constructor(
    private readonly host: PanelHost,
    readonly panel: vscode.WebviewPanel,
  ) {
    panel.webview.options = SudokuPanel.options(host.extensionUri);
    panel.webview.html = this.html();
    panel.iconPath = vscode.Uri.joinPath(host.extensionUri, 'images', 'icon.png');
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      panel.webview.onDidReceiveMessage((m) => this.onMessage(m)),
      vscode.workspace.onDidChangeTextDocument((e) => this.onEdit(e)),
    );
  }

  /** What the panel is showing, for tests. */
  get shown(): { model?: PanelModel; summary?: SummaryModel; report?: ReportModel; view: ViewState; busy?: string; failed?: string } {
    const s = this.store;
    return { model: s.model, summary: s.summary, report: s.report, view: s.view, busy: s.busy, failed: s.failed };
  }

  private get model(): PanelModel | undefined {
    return this.store.model;
  }

  dispose(): void {
    if (SudokuPanel.current === this) SudokuPanel.current = undefined;
    this.game?.dispose();
    clearTimeout(this.followTimer);
    for (const d of this.disposables.splice(0)) d.dispose();
    this.panel.dispose();
  }

  private setModel(model: PanelModel, step: number, result: SolveResult): void {
    this.store.showModel(model, step, result);
    this.playing = false;
    this.followedCells = model.puzzle;
    // One title everywhere: the puzzle's own, as the commands name it.
    this.panel.title = panelTabTitle(model.title);
    this.flush();
  }

  /** Sends the whole state (something new is shown), once the webview has said it is ready. */
  private flush(): void {
    this.post(this.store.full(this.playing ? this.game?.view() : undefined));
  }

  /** Tells the webview of a change; before it is ready, 'ready' will fetch the whole state anyway. */
  private post(message: HostToPanel | undefined): void {
    if (this.ready && message) void this.panel.webview.postMessage(message);
  }

  private async onMessage(raw: unknown): Promise<void> {
    if (!isPanelToHost(raw, SHOWN_SQL_FILES)) {
      this.host.log.warn(`Ignored an unexpected message from the Sudoku panel: ${JSON.stringify(raw).slice(0, 200)}`);
      return;
    }
    switch (raw.type) {
      case 'ready':
        this.ready = true;
        this.flush();
        break;
      case 'view':
        this.post(this.store.viewChanged(raw.change));
        break;
      case 'openSql': {
        const uri = vscode.Uri.joinPath(this.host.extensionUri, 'sql', ...raw.file.split('/'));
        try {
          await vscode.window.showTextDocument(uri, { viewColumn: vscode.ViewColumn.One, preview: true });
        } catch (err) {
          this.host.log.error(`Could not open ${uri.fsPath}: ${(err as Error).message}`);
          void vscode.window.showErrorMessage(sqlFileMissing(raw.file), showLogAction()).then((a) => a && this.host.log.show());
        }
        break;
      }
      case 'revealCell':
        await this.revealCell(raw.cell);
        break;
      case 'revealLine': {
        const uri = this.store.summary?.uri ?? this.store.report?.uri;
        if (uri) await this.reveal(uri, raw.line, 0);
        break;
      }
      case 'solveAgain':
        if (this.model?.source) await this.refresh(this.model.source.uri, this.model.source.line);
        break;
      case 'play':
        await this.play();
        break;
      case 'playMove':
      case 'playUndo':
      case 'playRedo':
      case 'playHint':
      case 'playApplyHint':
      case 'playCheck':
      case 'playExplain':
        await this.game?.handle(raw);
        break;
      case 'share':
        await this.share(raw.action);
        break;
    }
  }

  /** Play the puzzle shown: back to the game of it, or a new one from the position kept in its document. */
  private async play(): Promise<void> {
    const source = this.model?.source ?? this.game?.source;
    const sameGame = this.game && (!this.model || (source?.uri === this.game.source.uri && source?.line === this.game.source.line));
    if (this.game && sameGame) return this.startGame(this.game);
    if (!source) return;
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === source.uri);
    const entry = doc && entryAt(doc, source.line);
    if (!entry || entry.kind !== 'puzzle') return;
    this.startGame(
      PlayController.start(this.playHost(), this.model?.title ?? puzzleTitle(entry), { uri: source.uri, line: entry.line }, entry, () =>
        this.playChanged(),
      ),
    );
  }

  /**
   * A share button: what the panel holds, shared as it is (shareShown.ts). A
   * panel restored after a window reload no longer holds its solve: its
   * explanation goes through the command, which solves again.
   */
  async share(action: ShareAction, target?: vscode.Uri): Promise<unknown> {
    const shown = this.shownBoard();
    const m = this.model;
    if (!shown || !m) return undefined;
    try {
      const result = this.store.result;
      if (result)
        return await shareShown(action, { title: m.title, puzzle: m.puzzle, source: shown.source, board: shown.board, result }, target);
      return await vscode.commands.executeCommand(SHARE_COMMANDS[action], { ...shown.source, board: shown.board, target });
    } catch (err) {
      this.host.log.error(`Share: ${(err as Error).stack ?? err}`);
      void vscode.window.showErrorMessage(plainText(sudokuSays((err as Error).message), 400));
      return undefined;
    }
  }

  /**
   * The puzzle shown and its board at the step shown: the same replay of the
   * timeline the webview draws. For the share buttons, and for the share
   * commands run from the palette on the puzzle the panel shows.
   */
  shownBoard(): { puzzle: string; source: { uri: string; line: number }; board: BoardState } | undefined {
    const m = this.model;
    if (!m?.source) return undefined;
    const { step, solution } = this.store.view;
    // At the end of a puzzle with two solutions the panel shows one of them, not the last step's board.
    const shownSolution = m.solutions && step >= m.steps.length ? m.solutions[solution] : undefined;
    if (shownSolution)
      return { puzzle: m.puzzle, source: m.source, board: { digits: shownSolution.split(''), candidates: new Array(81).fill('') } };
    const parents = new Map(m.guesses.map((g) => [g.n, g.parent]));
    const board = timelineBoardAt(m.puzzle, m.initialCandidates, m.steps, step, (g) => parents.get(g));
    return { puzzle: m.puzzle, source: m.source, board: { digits: board.digits, candidates: board.candidates } };
  }

  private async revealCell(cell: number): Promise<void> {
    const source = this.model?.source;
    if (!source) return;
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === source.uri);
    const entry = doc && entryAt(doc, source.line);
    if (!doc || !entry || entry.kind !== 'puzzle') return;
    const pos = doc.positionAt(entry.offsets[cell]);
    await this.reveal(source.uri, pos.line, pos.character, 1);
  }

  private async reveal(uri: string, line: number, character: number, length = 0): Promise<void> {
    const editor = await vscode.window.showTextDocument(vscode.Uri.parse(uri), { viewColumn: vscode.ViewColumn.One });
    const start = new vscode.Position(line, character);
    editor.selection = new vscode.Selection(start, start.translate(0, length));
    editor.revealRange(new vscode.Range(start, start), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  /** Follows edits to the puzzle's text: when its cells change, solve again. */
  private onEdit(e: vscode.TextDocumentChangeEvent): void {
    const source = this.model?.source;
    if (!source || e.document.uri.toString() !== source.uri || e.contentChanges.length === 0) return;
    clearTimeout(this.followTimer);
    this.followTimer = setTimeout(() => {
      const entry = entryAt(e.document, source.line);
      if (!entry || entry.kind !== 'puzzle' || entry.cells === this.followedCells) return;
      this.followedCells = entry.cells;
      void this.refresh(source.uri, entry.line);
    }, 500);
  }

  /** Solves the puzzle shown again (the techniques changed): the reader keeps their place. */
  async solveAgain(): Promise<void> {
    if (this.model?.source && !this.playing) await this.refresh(this.model.source.uri, this.model.source.line);
  }

  private async refresh(uri: string, line: number): Promise<void> {
    try {
      const solved = await this.host.resolve(uri, line);
      if (!solved) return;
      const { model, result } = solved;
      // Keep the reader's place when the puzzle is only solved again.
      const step = Math.min(this.store.view.step, model.steps.length);
      this.setModel(model, model.puzzle === this.model?.puzzle ? step : model.steps.length, result);
    } catch (err) {
      this.host.log.error(`Solving again failed: ${(err as Error).stack ?? err}`);
      SudokuPanel.failed((err as Error).message);
    }
  }

  private html(): string {
    const webview = this.panel.webview;
    const nonce = makeNonce();
    const script = webview.asWebviewUri(vscode.Uri.joinPath(this.host.extensionUri, 'out', 'panel.js'));
    const style = webview.asWebviewUri(vscode.Uri.joinPath(this.host.extensionUri, 'media', 'panel.css'));
    return `<!DOCTYPE html>
<html lang="${/^[A-Za-z0-9-]+$/.test(vscode.env.language) ? vscode.env.language : 'en'}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src ${webview.cspSource}; img-src ${webview.cspSource}; font-src ${webview.cspSource}; script-src 'nonce-${nonce}';">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${style}">
<title>Sudoku</title>
</head>
<body>
<main id="app"></main>
${panelStringsBlock(panelStrings())}
<script nonce="${nonce}" src="${script}"></script>
</body>
</html>`;
  }
}

function makeNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class SudokuPanelSerializer implements vscode.WebviewPanelSerializer<unknown> {
  constructor(private readonly host: PanelHost) {}
  async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: unknown): Promise<void> {
    SudokuPanel.revive(this.host, panel, state);
  }
}

/** The command behind each share button. */
const SHARE_COMMANDS: Record<ShareAction, string> = {
  line: 'sudoku.copyLine',
  wiki: 'sudoku.copySudokuWikiLink',
  pencil: 'sudoku.copyPencilMarks',
  markdown: 'sudoku.copyExplanation',
  svg: 'sudoku.exportSvg',
  png: 'sudoku.exportPng',
};
