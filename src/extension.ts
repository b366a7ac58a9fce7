/**
 * Wires the Sudoku extension together, the same on the desktop and on the web:
 * it makes the puzzle service, the providers and the command table, and
 * registers them. The work lives in src/features (each model beside its
 * adapter), src/service, src/editor and src/core. The entry points
 * (src/node/extension.ts for `main`, src/web/extension.ts for `browser`) only
 * choose how the engine's workers run. No Node API here.
 */
import * as vscode from 'vscode';
import { TECHNIQUES } from './core/catalogue';
import type { EnginePool } from './service/enginePool';
import type { SolveOptions } from './shared/result';
import { PuzzleService } from './service/puzzleService';
import { settings, solveOptions } from './editor/config';
import { couldNotStart, showLogAction, useTranslator } from './core/phrases';
import { HoverPrefetch, SudokuHoverProvider } from './features/hover/hover';
import { SudokuHighlightProvider } from './features/highlight/highlight';
import { SudokuCodeLensProvider } from './features/codeLens/codeLens';
import { SudokuCodeActionProvider } from './features/quickFixes/quickFixes';
import { SudokuDiagnostics } from './features/diagnostics/diagnostics';
import { SudokuPanel } from './features/panel/panel';
import { PanelController } from './features/panel/panelController';
import { RuntimeInfo, registerCommands } from './features/commands/commandTable';
import { parsedEntriesOf } from './editor/documents';
import { TechniqueLab } from './features/lab/lab';
import { labPort } from './features/lab/labEngine';
import { ContractHoverProvider } from './features/lab/contractHover';
import { parserWork } from './core/formats';

/** What the extension exposes, for its integration tests. */
export interface SudokuApi {
  service: PuzzleService;
  diagnostics: SudokuDiagnostics;
  codeLens: SudokuCodeLensProvider;
  panel(): SudokuPanel | undefined;
  /** The panel's one owner. */
  panels: PanelController;
  /** The technique lab: users' techniques, loaded from the workspace. */
  lab: TechniqueLab;
  /** Whether a document's current text has been parsed whole. */
  parsed(doc: vscode.TextDocument): boolean;
  /** Characters the parser has read so far: tests count how much of it one turn does. */
  parserWork: { readonly visited: number };
}

/** What differs between the desktop and the web: where the extension host runs, and the engine's workers. */
export interface Platform {
  /** 'node' for the desktop (and remote) extension host, 'web' for the web worker extension host. */
  host: 'node' | 'web';
  createPool(context: vscode.ExtensionContext): EnginePool;
}

export async function activateSudoku(context: vscode.ExtensionContext, platform: Platform): Promise<SudokuApi> {
  // Every phrase goes through vscode.l10n (src/core/phrases.ts).
  useTranslator((message, ...args) => vscode.l10n.t(message, ...args));
  const log = vscode.window.createOutputChannel('Sudoku', { log: true });
  context.subscriptions.push(log);
  try {
    const pool = platform.createPool(context);
    context.subscriptions.push({ dispose: () => void pool.dispose() });
    // Users' techniques go with every solve; their reports come back with its result.
    const port = labPort(pool, () => settings().timeLimitMs);
    const lab = new TechniqueLab(port, log);
    const service = new PuzzleService(pool, {
      solve: () => withUserTechniques(solveOptions(), lab),
      onLab: (cells, report) => lab.solved(cells, report),
    });
    const techniqueFiles = Object.fromEntries(TECHNIQUES.map((t) => [t.id, t.file]));

    const selector: vscode.DocumentSelector = { language: 'sudoku' };
    const codeLens = new SudokuCodeLensProvider(service, log);
    const diagnostics = new SudokuDiagnostics(service, log, () => codeLens.refresh());
    const panels = new PanelController({ extensionUri: context.extensionUri, log, service, techniqueFiles });

    context.subscriptions.push(
      ...labRegistrations(lab, diagnostics, codeLens, panels),
      codeLens,
      diagnostics,
      vscode.languages.registerHoverProvider(selector, new SudokuHoverProvider(service, log)),
      new HoverPrefetch(service),
      vscode.languages.registerDocumentHighlightProvider(selector, new SudokuHighlightProvider()),
      vscode.languages.registerCodeLensProvider(selector, codeLens),
      vscode.languages.registerCodeActionsProvider(selector, new SudokuCodeActionProvider(), {
        providedCodeActionKinds: SudokuCodeActionProvider.kinds,
      }),
      vscode.window.registerWebviewPanelSerializer(SudokuPanel.viewType, panels.serializer),
      ...registerCommands({
        service,
        pool,
        panel: panels,
        log,
        onVerdicts: () => codeLens.refresh(),
        runtime: () => runtimeInfo(platform, pool),
        lab,
        labPort: port,
      }),
      ...documentWatchers(service, diagnostics, codeLens),
      panels,
    );
    // The user's techniques first: a command run as soon as the window opens solves with them.
    await lab.ready.catch((err: Error) => log.error(`Loading the techniques failed: ${err.message}`));
    for (const d of vscode.workspace.textDocuments) diagnostics.update(d);
    log.info(
      `Sudoku is ready: ${Object.keys(techniqueFiles).length} techniques, ${platform.host} extension host, engine in ${pool.transport.kind}s.`,
    );
    return {
      service,
      diagnostics,
      codeLens,
      lab,
      panel: () => panels.active,
      panels,
      parsed: (doc) => parsedEntriesOf(doc) !== undefined,
      parserWork,
    };
  } catch (err) {
    const message = (err as Error).message;
    log.error(`Activation failed: ${(err as Error).stack ?? message}`);
    void vscode.window.showErrorMessage(couldNotStart(message), showLogAction()).then((a) => a && log.show());
    throw err;
  }
}

/** Where this copy of the extension runs. `typeof process` is 'undefined' in the web worker extension host. */
export function runtimeInfo(platform: Platform, pool: EnginePool): RuntimeInfo {
  return {
    host: platform.host,
    typeofProcess: typeof process,
    engine: pool.transport.kind,
    sharedMemoryCancel: pool.transport.sharedCancel,
  };
}

/** The solve options with the lab's techniques, when it has loaded any. */
function withUserTechniques(options: SolveOptions, lab: TechniqueLab): SolveOptions {
  const user = lab.userTechniques();
  return user.length ? { ...options, userTechniques: user } : options;
}

/** The lab's own registrations: the lab, what follows a change of techniques, and the contract hover. */
function labRegistrations(
  lab: TechniqueLab,
  diagnostics: SudokuDiagnostics,
  codeLens: SudokuCodeLensProvider,
  panels: PanelController,
): vscode.Disposable[] {
  return [
    lab,
    lab.onDidChangeTechniques(() => {
      for (const d of vscode.workspace.textDocuments) diagnostics.update(d);
      codeLens.refresh();
      // The explanation shown may change with the techniques: a technique being written shows its effect at once.
      void panels.solveAgain();
    }),
    vscode.languages.registerHoverProvider(
      [{ language: 'sql' }, { pattern: '**/*.sql' }],
      new ContractHoverProvider((d) => lab.isTechnique(d)),
    ),
  ];
}

/** Diagnostics follow the documents and the settings. */
function documentWatchers(service: PuzzleService, diagnostics: SudokuDiagnostics, codeLens: SudokuCodeLensProvider): vscode.Disposable[] {
  return [
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
  ];
}
