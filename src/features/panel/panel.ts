/**
 * The Sudoku panel (a webview). One panel, reused (panelController.ts makes
 * it): it shows the board, the candidates, each step and the guess log, or a
 * game by hand, follows edits to the puzzle's text, and survives being hidden
 * and a window reload (its state is serialized).
 */
import { variantPeers } from '../../shared/variantLayout';
import type { Variant } from '../../shared/variant';
import * as vscode from 'vscode';
import { HostToPanel, PanelModel, ShareAction, SummaryModel, ViewState, isPanelToHost } from '../../shared/panelProtocol';
import { type BoardState, timelineBoardAt } from '../../shared/board';
import { panelStringsBlock } from '../../shared/panelStrings';
import { panelStrings, panelTabTitle, sharing, showLogAction, solvingTitle, sqlFileMissing, sudokuSays } from '../../core/phrases';
import { entryAt, puzzleAt, puzzleTitle } from '../../editor/documents';
import type { Puzzle } from '../../core/formats';
import { playTabTitle } from '../../core/phrases';
import type { PuzzleService } from '../../service/puzzleService';
import { PlayController, type PlayHost, type PlayPorts, type PlaySource } from './playController';
import type { GameRegistry } from './gameRegistry';
import { PanelStore } from './panelStore';
import type { ReportModel } from '../../shared/labReport';
import { shareShown } from '../share/shareShown';
import { plainText } from '../../core/plainText';
import type { Position, SolveResult } from '../../shared/result';
import type { PuzzleRef } from '../../shared/puzzleRef';
import { SHOWN_SQL_FILES } from '../../core/catalogue';
import { documentSchemes, restoredState } from '../../shared/panelRestore';

/** What a panel needs from the extension; its controller (panelController.ts) hands it over. */
export interface PanelHost {
  extensionUri: vscode.Uri;
  log: vscode.LogOutputChannel;
  /** Solves the puzzle at a document line again and returns the new model, with the solve it shows. */
  resolve(uri: string, line: number): Promise<{ model: PanelModel; result: SolveResult } | undefined>;
  /** What the panel shows of a solve (from the player's position, when there is one). */
  modelOf(result: SolveResult, title: string, source: PlaySource, position?: Position): PanelModel;
  /** For play: hints, checks and explanations from the player's position. */
  service: PuzzleService;
  /** Games left while the window lives (the controller owns them). */
  games: GameRegistry;
  /** What a game needs of VS Code (playPorts.ts; the controller makes them once). */
  playPorts: PlayPorts;
}

/**
 * One webview panel and its state. The host owns the panel's state
 * (panelStore.ts, the game included), as Microsoft's hex editor does. The
 * webview says 'ready' whenever it (re)loads and is answered with all of it;
 * after that it is sent changes only. Made and kept by the one PanelController.
 */
export class SudokuPanel implements vscode.Disposable {
  static readonly viewType = 'sudoku.panel';

  private readonly store = new PanelStore<PlayController>();
  private ready = false;
  private followTimer?: NodeJS.Timeout;
  private followedCells?: string;
  private readonly disposables: vscode.Disposable[] = [];

  /** The tab's title. */
  private retitle(title: string): void {
    this.panel.title = title;
  }

  /** Shows a model: at the start for candidates, else at the end. */
  show(model: PanelModel, result: SolveResult, focus?: 'candidates'): void {
    this.setModel(model, focus === 'candidates' ? 0 : model.steps.length, result);
  }

  /** Plays a puzzle, from the position kept under it in its document. */
  play(title: string, source: PlaySource, entry: Puzzle): PlayController {
    // The same puzzle played again goes on with its game, undo history and all.
    const kept = this.store.game;
    const game = kept?.isOf(source, entry) ? kept : this.newGame(title, source, entry);
    this.startGame(game);
    return game;
  }

  private newGame(title: string, source: PlaySource, entry: Puzzle): PlayController {
    return PlayController.start(this.playHost(), title, source, entry, () => this.post(this.store.playChanged()));
  }

  private startGame(game: PlayController): void {
    this.store.showPlay(game);
    this.retitle(playTabTitle(game.title));
    this.flush();
  }

  private playHost(): PlayHost {
    return {
      ...this.host.playPorts,
      service: this.host.service,
      games: this.host.games,
      explainFrom: async (source, position) => {
        const game = this.store.game;
        if (!game) return;
        const variant = game.variant ? { variant: game.variant } : {};
        const result = await this.host.service.explain(game.givens, undefined, { ...(position ? { position } : {}), ...variant });
        this.setModel(this.host.modelOf(result, game.title, source, position), 0, result);
      },
    };
  }

  /** Next Hint with the panel open: the hint is drawn on the panel's board, in play, and goes to no notification. */
  async hintHere(title: string, source: PlaySource, entry: Puzzle): Promise<string> {
    let game = this.store.shownGame;
    if (!(game && game.givens === entry.cells && game.source.uri === source.uri))
      this.startGame((game = this.newGame(title, source, entry)));
    this.panel.reveal(undefined, true);
    await game.handle({ type: 'playHint' });
    const v = game.view();
    return v.hint?.text ?? v.message ?? '';
  }

  /** The game shown, for tests. */
  get shownGame(): PlayController | undefined {
    return this.store.shownGame;
  }

  /** Test Technique on File's table, or Solve All's summary, in place of the board: the game, if any, is kept. */
  showTable(title: string, show: (store: PanelStore<PlayController>) => void): void {
    show(this.store);
    this.retitle(panelTabTitle(title));
    this.flush();
  }

  /** "Solving …" until show() or failed(). */
  busy(title: string): void {
    this.retitle(panelTabTitle(title));
    this.post(this.store.setBusy(solvingTitle(title)));
  }

  /** A solve failed: say so in the panel, instead of leaving "Solving…" behind. */
  failed(message: string): void {
    this.post(this.store.setFailed(message));
  }

  /** Restores the state the webview last saved, after a window reload. */
  restore(state: unknown): void {
    // The saved state comes back from the webview: only what checks is taken, and only documents' uris.
    const schemes = [
      ...(vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.scheme),
      ...vscode.workspace.textDocuments.map((d) => d.uri.scheme),
    ];
    const { model, summary, report, view, play } = restoredState(state, documentSchemes(schemes), SHOWN_SQL_FILES);
    const game = play ? PlayController.restored(this.playHost(), play, () => this.post(this.store.playChanged())) : undefined;
    this.store.restore(model, summary, view, report, game);
    this.followedCells = model?.puzzle;
    const title = model?.title ?? summary?.title ?? report?.title;
    const shown = this.store.shownGame;
    if (shown) this.retitle(playTabTitle(shown.title));
    else if (title) this.retitle(panelTabTitle(title));
  }

  static options(extensionUri: vscode.Uri): vscode.WebviewPanelOptions & vscode.WebviewOptions {
    return {
      enableScripts: true,
      // Only the extension's own assets can be loaded.
      localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'media'), vscode.Uri.joinPath(extensionUri, 'out')],
    };
  }

  constructor(
    private readonly host: PanelHost,
    readonly panel: vscode.WebviewPanel,
    private readonly onDispose: () => void,
  ) {
    panel.webview.options = SudokuPanel.options(host.extensionUri);
    panel.webview.html = this.html();
    panel.iconPath = vscode.Uri.joinPath(host.extensionUri, 'images', 'icon.png');
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      panel.webview.onDidReceiveMessage((m) => this.onMessage(m)),
      // The timer runs only while the game is in sight.
      panel.onDidChangeViewState(() => this.activity()),
      vscode.window.onDidChangeWindowState(() => this.activity()),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (!e.affectsConfiguration('sudoku.play.timer')) return;
        this.activity();
        this.post(this.store.playChanged());
      }),
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
    this.onDispose();
    this.store.dispose();
    clearTimeout(this.followTimer);
    for (const d of this.disposables.splice(0)) d.dispose();
    this.panel.dispose();
  }

  private setModel(model: PanelModel, step: number, result: SolveResult): void {
    this.store.showModel(model, step, result);
    this.followedCells = model.puzzle;
    // One title everywhere: the puzzle's own, as the commands name it.
    this.retitle(panelTabTitle(model.title));
    this.flush();
  }

  /** Sends the whole state (something new is shown), once the webview has said it is ready. */
  private flush(): void {
    this.activity();
    this.post(this.store.full());
  }

  /** Tells the game kept whether it is in sight: shown, in a visible panel, in a focused window. */
  private activity(): void {
    const game = this.store.game;
    game?.setActive(game === this.store.shownGame && this.panel.visible && vscode.window.state.focused);
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
        this.playShown();
        break;
      case 'playMove':
      case 'playUndo':
      case 'playRedo':
      case 'playHint':
      case 'playApplyHint':
      case 'playCheck':
      case 'playExplain':
      case 'playTakeStep':
      case 'playSolve':
        await this.store.game?.handle(raw);
        break;
      case 'share':
        await this.share(raw.action);
        break;
    }
  }

  /** Play the puzzle shown: back to the game of it, or a new one from the position kept in its document. */
  private playShown(): void {
    const game = this.store.game;
    const source = this.model?.source ?? game?.source;
    const sameGame = game && (!this.model || (source?.uri === game.source.uri && source?.line === game.source.line));
    if (game && sameGame) return this.startGame(game);
    if (!source) return;
    const entry = puzzleAt(source)?.entry;
    if (!entry) return;
    this.play(this.model?.title ?? puzzleTitle(entry), { uri: source.uri, line: entry.line }, entry);
  }

  /**
   * A share button: what the panel holds, shared as it is (shareShown.ts). A
   * panel restored after a window reload no longer holds its solve: the
   * explanation, when the button needs it, is solved again here.
   */
  async share(action: ShareAction, target?: vscode.Uri): Promise<unknown> {
    const shown = this.shownBoard();
    const m = this.model;
    if (!shown || !m) return undefined;
    const held = this.store.result;
    const explanation = () => (held ? Promise.resolve(held) : this.explainAgain(m.puzzle, m.variant));
    const variant = m.variant ? { variant: m.variant } : {};
    try {
      return await shareShown(
        action,
        { title: m.title, puzzle: m.puzzle, source: shown.source, board: shown.board, explanation, ...variant },
        target,
      );
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
  shownBoard(): { puzzle: string; source: PuzzleRef; board: BoardState } | undefined {
    const m = this.model;
    if (!m?.source) return undefined;
    const { step, solution } = this.store.view;
    // At the end of a puzzle with two solutions the panel shows one of them, not the last step's board.
    const shownSolution = m.solutions && step >= m.steps.length ? m.solutions[solution] : undefined;
    if (shownSolution)
      return { puzzle: m.puzzle, source: m.source, board: { digits: shownSolution.split(''), candidates: new Array(81).fill('') } };
    const parents = new Map(m.guesses.map((g) => [g.n, g.parent]));
    const board = timelineBoardAt(m.puzzle, m.initialCandidates, m.steps, step, (g) => parents.get(g), m.played, variantPeers(m.variant));
    return { puzzle: m.puzzle, source: m.source, board: { digits: board.digits, candidates: board.candidates } };
  }

  /** The explanation of a restored panel's puzzle, solved again with the progress shown (it may take a while). */
  private explainAgain(puzzle: string, variant?: Variant): Promise<SolveResult> {
    return Promise.resolve(
      vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: sharing.explaining(), cancellable: true },
        (_p, token) => {
          const abort = new AbortController();
          token.onCancellationRequested(() => abort.abort());
          return this.host.service.explain(puzzle, abort.signal, variant ? { variant } : {});
        },
      ),
    );
  }

  private async revealCell(cell: number): Promise<void> {
    const source = this.model?.source;
    if (!source) return;
    const at = puzzleAt(source);
    if (!at) return;
    const { doc, entry } = at;
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
    if (this.model?.source && !this.store.shownGame) await this.refresh(this.model.source.uri, this.model.source.line);
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
      this.failed((err as Error).message);
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
