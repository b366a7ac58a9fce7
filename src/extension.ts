/** Wires the Sudoku extension together. The work lives in src/core, src/node, src/features and src/editor. */
import * as os from 'os';
import * as vscode from 'vscode';
import sources from 'virtual:sql-sources';
import { listTechniques } from './core/engine';
import { SolverPool } from './node/solverPool';
import { PuzzleService } from './node/puzzleService';
import { engineFiles } from './node/paths';
import { settings, solveOptions } from './editor/config';
import { couldNotStart, showLogAction, puzzleTitle, useTranslator } from './core/phrases';
import { SudokuHoverProvider } from './editor/hover';
import { SudokuCodeLensProvider } from './editor/codeLens';
import { SudokuCodeActionProvider } from './editor/codeActions';
import { SudokuDiagnostics } from './editor/diagnostics';
import { PanelHost, SudokuPanel, SudokuPanelSerializer } from './editor/panel';
import { registerCommands } from './editor/commands';
import { registerSelectionContext } from './editor/contextKeys';
import { registerNewPuzzle } from './editor/generate';
import { registerShareCommands } from './editor/share';
import { entriesOf } from './editor/documents';
import { buildPanelModel } from './features/panelModel';
import { entryAtLine } from './core/formats';

/** What the extension exposes, for its integration tests. */
export interface SudokuApi {
  service: PuzzleService;
  diagnostics: SudokuDiagnostics;
  panel(): SudokuPanel | undefined;
}

export async function activate(context: vscode.ExtensionContext): Promise<SudokuApi> {
  // Every phrase goes through vscode.l10n (src/core/phrases.ts).
  useTranslator((message, ...args) => vscode.l10n.t(message, ...args));
  const log = vscode.window.createOutputChannel('Sudoku', { log: true });
  context.subscriptions.push(log);
  try {
    const out = vscode.Uri.joinPath(context.extensionUri, 'out').fsPath;
    const pool = new SolverPool({ ...engineFiles(out), size: Math.max(1, Math.min(2, os.cpus().length)) });
    context.subscriptions.push({ dispose: () => void pool.dispose() });
    const service = new PuzzleService(pool, { solve: solveOptions });
    const techniqueFiles = Object.fromEntries(listTechniques(sources).map((t) => [t.id, t.file]));

    const selector: vscode.DocumentSelector = { language: 'sudoku' };
    const codeLens = new SudokuCodeLensProvider(service);
    const diagnostics = new SudokuDiagnostics(service, log, () => codeLens.refresh());
    const panelHost: PanelHost = {
      extensionUri: context.extensionUri,
      log,
      resolve: async (uri, line) => {
        const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri);
        const entry = doc && entryAtLine(entriesOf(doc), line);
        if (!doc || !entry || entry.kind !== 'puzzle') return undefined;
        const result = await service.explain(entry.cells);
        return buildPanelModel(result, {
          title: puzzleTitle(entry),
          source: { uri, line: entry.line },
          techniqueFiles,
          timeLimitMs: settings().timeLimitMs,
        });
      },
    };

    context.subscriptions.push(
      codeLens,
      diagnostics,
      vscode.languages.registerHoverProvider(selector, new SudokuHoverProvider(service, log)),
      vscode.languages.registerCodeLensProvider(selector, codeLens),
      vscode.languages.registerCodeActionsProvider(selector, new SudokuCodeActionProvider(), {
        providedCodeActionKinds: SudokuCodeActionProvider.kinds,
      }),
      vscode.window.registerWebviewPanelSerializer(SudokuPanel.viewType, new SudokuPanelSerializer(panelHost)),
      ...registerCommands({ service, panelHost, techniqueFiles, log, onVerdicts: () => codeLens.refresh() }),
      registerSelectionContext(),
      registerNewPuzzle(pool, log),
      ...registerShareCommands(service, log),
      vscode.workspace.onDidOpenTextDocument((d) => diagnostics.update(d)),
      vscode.workspace.onDidChangeTextDocument((e) => e.contentChanges.length && diagnostics.update(e.document)),
      vscode.workspace.onDidCloseTextDocument((d) => diagnostics.forget(d)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (!e.affectsConfiguration('sudoku')) return;
        // Only the solver's own settings make known verdicts stale; hover and lens settings do not.
        if (['techniques', 'guessing', 'timeLimit'].some((k) => e.affectsConfiguration(`sudoku.${k}`))) service.clear();
        for (const d of vscode.workspace.textDocuments) diagnostics.update(d);
        codeLens.refresh();
      }),
      { dispose: () => SudokuPanel.active?.dispose() },
    );
    for (const d of vscode.workspace.textDocuments) diagnostics.update(d);
    log.info(`Sudoku is ready: ${Object.keys(techniqueFiles).length} techniques.`);
    return { service, diagnostics, panel: () => SudokuPanel.active };
  } catch (err) {
    const message = (err as Error).message;
    log.error(`Activation failed: ${(err as Error).stack ?? message}`);
    void vscode.window.showErrorMessage(couldNotStart(message), showLogAction()).then((a) => a && log.show());
    throw err;
  }
}

export function deactivate(): void {}
