/**
 * The Sudoku panel (a webview). One panel, reused: it shows the board, the
 * candidates, each step and the guess log, follows edits to the puzzle's text,
 * and survives being hidden and a window reload (its state is serialized).
 */
import * as vscode from 'vscode';
import { entryAtLine } from '../core/formats';
import { HostToPanel, PanelModel, PanelState, SummaryModel, isPanelToHost } from '../features/panelProtocol';
import { entriesOf } from './documents';

export interface PanelHost {
  extensionUri: vscode.Uri;
  log: vscode.LogOutputChannel;
  /** Solves the puzzle at a document line again and returns the new model. */
  resolve(uri: string, line: number): Promise<PanelModel | undefined>;
}

export class SudokuPanel implements vscode.Disposable {
  static readonly viewType = 'sudoku.panel';
  private static current: SudokuPanel | undefined;

  private model?: PanelModel;
  private summary?: SummaryModel;
  private focus?: 'candidates';
  private ready = false;
  private followTimer?: NodeJS.Timeout;
  private followedCells?: string;
  private readonly disposables: vscode.Disposable[] = [];

  /** The open panel, if any (for tests and commands). */
  static get active(): SudokuPanel | undefined {
    return SudokuPanel.current;
  }

  /** Shows a model in the panel, creating or revealing it. */
  static show(host: PanelHost, model: PanelModel, focus?: 'candidates'): SudokuPanel {
    const panel = SudokuPanel.reveal(host, model.title);
    panel.model = model;
    panel.summary = undefined;
    panel.focus = focus;
    panel.followedCells = model.puzzle;
    panel.panel.title = `Sudoku: ${model.title}`;
    panel.flush();
    return panel;
  }

  static showSummary(host: PanelHost, summary: SummaryModel): SudokuPanel {
    const panel = SudokuPanel.reveal(host, summary.title);
    panel.summary = summary;
    panel.model = undefined;
    panel.panel.title = `Sudoku: ${summary.title}`;
    panel.flush();
    return panel;
  }

  static busy(host: PanelHost, title: string): void {
    SudokuPanel.reveal(host, title).post({ type: 'busy', title });
  }

  /** Restores a panel after a window reload. */
  static revive(host: PanelHost, panel: vscode.WebviewPanel, state: PanelState | undefined): void {
    const p = new SudokuPanel(host, panel);
    p.model = state?.model;
    p.summary = state?.summary;
    p.followedCells = p.model?.puzzle;
    SudokuPanel.current = p;
  }

  private static reveal(host: PanelHost, title: string): SudokuPanel {
    if (SudokuPanel.current) {
      SudokuPanel.current.panel.reveal(SudokuPanel.current.panel.viewColumn ?? vscode.ViewColumn.Beside, true);
      return SudokuPanel.current;
    }
    const panel = vscode.window.createWebviewPanel(
      SudokuPanel.viewType,
      `Sudoku: ${title}`,
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
  get shown(): { model?: PanelModel; summary?: SummaryModel } {
    return { model: this.model, summary: this.summary };
  }

  dispose(): void {
    if (SudokuPanel.current === this) SudokuPanel.current = undefined;
    clearTimeout(this.followTimer);
    for (const d of this.disposables.splice(0)) d.dispose();
    this.panel.dispose();
  }

  private post(msg: HostToPanel): void {
    void this.panel.webview.postMessage(msg);
  }

  /** Sends what there is to show, once the webview has said it is ready. */
  private flush(): void {
    if (!this.ready) return;
    if (this.summary) this.post({ type: 'summary', summary: this.summary });
    else if (this.model) this.post({ type: 'show', model: this.model, ...(this.focus ? { focus: this.focus } : {}) });
  }

  private async onMessage(raw: unknown): Promise<void> {
    if (!isPanelToHost(raw)) {
      this.host.log.warn(`Ignored an unexpected message from the Sudoku panel: ${JSON.stringify(raw).slice(0, 200)}`);
      return;
    }
    switch (raw.type) {
      case 'ready':
        this.ready = true;
        this.flush();
        break;
      case 'openSql': {
        const uri = vscode.Uri.joinPath(this.host.extensionUri, 'sql', ...raw.file.split('/'));
        try {
          await vscode.window.showTextDocument(uri, { viewColumn: vscode.ViewColumn.One, preview: true });
        } catch (err) {
          this.host.log.error(`Could not open ${uri.fsPath}: ${(err as Error).message}`);
          void vscode.window
            .showErrorMessage(`Sudoku: the SQL file ${raw.file} is missing from this installation.`, 'Show Log')
            .then((a) => a && this.host.log.show());
        }
        break;
      }
      case 'revealCell':
        await this.revealCell(raw.cell);
        break;
      case 'revealLine': {
        const uri = this.summary?.uri;
        if (uri) await this.reveal(uri, raw.line, 0);
        break;
      }
      case 'solveAgain':
        if (this.model?.source) await this.refresh(this.model.source.uri, this.model.source.line);
        break;
    }
  }

  private async revealCell(cell: number): Promise<void> {
    const source = this.model?.source;
    if (!source) return;
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === source.uri);
    const entry = doc && entryAtLine(entriesOf(doc), source.line);
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
      const entry = entryAtLine(entriesOf(e.document), source.line);
      if (!entry || entry.kind !== 'puzzle' || entry.cells === this.followedCells) return;
      this.followedCells = entry.cells;
      void this.refresh(source.uri, entry.line);
    }, 500);
  }

  private async refresh(uri: string, line: number): Promise<void> {
    const model = await this.host.resolve(uri, line);
    if (!model) return;
    this.model = model;
    this.followedCells = model.puzzle;
    this.flush();
  }

  private html(): string {
    const webview = this.panel.webview;
    const nonce = makeNonce();
    const script = webview.asWebviewUri(vscode.Uri.joinPath(this.host.extensionUri, 'out', 'panel.js'));
    const style = webview.asWebviewUri(vscode.Uri.joinPath(this.host.extensionUri, 'media', 'panel.css'));
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src ${webview.cspSource}; img-src ${webview.cspSource}; font-src ${webview.cspSource}; script-src 'nonce-${nonce}';">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${style}">
<title>Sudoku</title>
</head>
<body>
<main id="app" aria-label="Sudoku solver"></main>
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

export class SudokuPanelSerializer implements vscode.WebviewPanelSerializer<PanelState> {
  constructor(private readonly host: PanelHost) {}
  async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: PanelState | undefined): Promise<void> {
    SudokuPanel.revive(this.host, panel, state);
  }
}
