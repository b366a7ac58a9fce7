/**
 * "Sudoku: Test Technique on File": a technique (the active one, or picked)
 * run at every position of the built-in explanation of every puzzle of a
 * file, in the engine's workers, with progress and Cancel; the table goes to
 * the panel, and unsound findings to the technique file as problems.
 */
import * as vscode from 'vscode';
import { noPuzzleInFile, testTechniqueSays as say, techniqueLoading } from '../../core/phrases';
import { plainText } from '../../core/plainText';
import { entriesOf, isPuzzle } from '../../editor/documents';
import type { ReportModel } from '../../shared/labReport';
import type { PanelController } from '../panel/panelController';
import type { TechniqueLab } from './lab';
import type { LabPort, PuzzleReport, ReportPuzzle, TechniqueSource } from './labPort';
import { reportModel, reportProblems } from './reportModel';

/** Arguments that skip the quick picks (keybindings, tests): URIs as strings. */
export interface TestTechniqueArgs {
  technique?: string;
  file?: string;
}

export function testTechniqueArgs(x: unknown): TestTechniqueArgs {
  if (typeof x !== 'object' || x === null) return {};
  const a = x as Record<string, unknown>;
  return {
    ...(typeof a.technique === 'string' ? { technique: a.technique } : {}),
    ...(typeof a.file === 'string' ? { file: a.file } : {}),
  };
}

export interface TestTechniqueDeps {
  lab: TechniqueLab;
  port: LabPort;
  panel: Pick<PanelController, 'showReport'>;
  isTechnique(doc: vscode.TextDocument): boolean;
}

/** Registered through the command table, which shows its failures; returns the table shown. */
export async function testTechnique(deps: TestTechniqueDeps, args: TestTechniqueArgs): Promise<ReportModel | undefined> {
  if (!vscode.workspace.isTrusted) {
    void vscode.window.showWarningMessage(techniqueLoading.untrustedCommand(), techniqueLoading.manageTrust()).then((a) => {
      if (a) void vscode.commands.executeCommand('workbench.trust.manage');
    });
    return undefined;
  }
  const techniqueUri = args.technique ? vscode.Uri.parse(args.technique) : await pickTechnique(deps);
  if (!techniqueUri) return undefined;
  const fileUri = args.file ? vscode.Uri.parse(args.file) : await pickPuzzleFile();
  if (!fileUri) return undefined;

  const techniqueDoc = await vscode.workspace.openTextDocument(techniqueUri);
  const technique: TechniqueSource = {
    uri: techniqueUri.toString(),
    file: vscode.workspace.asRelativePath(techniqueUri),
    text: techniqueDoc.getText(),
  };
  // A file with errors would only fail at every puzzle: its problems first.
  if ((await deps.port.check(technique)).some((p) => p.severity === 'error')) {
    void vscode.window.showErrorMessage(plainText(say.notLoadable(technique.file), 400), say.showProblems()).then((a) => {
      if (a) void vscode.commands.executeCommand('workbench.actions.view.problems');
    });
    return undefined;
  }
  const doc = await vscode.workspace.openTextDocument(fileUri);
  const puzzles: ReportPuzzle[] = entriesOf(doc)
    .filter(isPuzzle)
    .map((e) => ({ line: e.line, cells: e.cells, ...(e.name ? { name: e.name } : {}) }));
  if (puzzles.length === 0) {
    void vscode.window.showInformationMessage(noPuzzleInFile());
    return undefined;
  }
  const abort = new AbortController();
  const file = vscode.workspace.asRelativePath(fileUri);
  const reports = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: plainText(say.testing(technique.file, file)), cancellable: true },
    async (progress, token) => {
      token.onCancellationRequested(() => abort.abort());
      const step = 100 / puzzles.length;
      const done: PuzzleReport[] = [];
      try {
        return await deps.port.report(technique, puzzles, abort.signal, (r) => {
          done.push(r);
          progress.report({ increment: step, message: say.progress(done.length, puzzles.length) });
        });
      } catch (err) {
        // Cancelled: what was done so far is still worth a table.
        if (abort.signal.aborted) return done;
        throw err;
      }
    },
  );
  const model = reportModel({
    technique: techniqueName(technique),
    file,
    uri: fileUri.toString(),
    puzzles,
    reports,
    cancelled: abort.signal.aborted,
  });
  deps.lab.addProblems(technique.uri, reportProblems(fileUri.toString(), puzzles, reports));
  deps.panel.showReport(model);
  return model;
}

/** The technique's name from its header, or its file's name. */
function techniqueName(t: TechniqueSource): string {
  const m = /^--\s?Technique:(.*)$/im.exec(t.text);
  return m?.[1].trim() || t.file;
}

/** The technique file in the active editor, or one picked from those the folders hold. */
async function pickTechnique(deps: TestTechniqueDeps): Promise<vscode.Uri | undefined> {
  const active = vscode.window.activeTextEditor?.document;
  if (active && deps.isTechnique(active)) return active.uri;
  const found = (await deps.lab.reload()).found.map((u) => vscode.Uri.parse(u));
  if (found.length === 0) {
    void vscode.window.showInformationMessage(say.noTechnique());
    return undefined;
  }
  if (found.length === 1) return found[0];
  const picked = await vscode.window.showQuickPick(
    found.map((uri) => ({
      label: plainText(uri.path.split('/').pop() ?? uri.path),
      description: plainText(vscode.workspace.asRelativePath(uri)),
      uri,
    })),
    { placeHolder: say.pickTechnique(), ignoreFocusOut: true },
  );
  return picked?.uri;
}

/** A `.sudoku` file: the one open beside, or one picked from the workspace's. */
async function pickPuzzleFile(): Promise<vscode.Uri | undefined> {
  const open = vscode.window.visibleTextEditors.map((e) => e.document).filter((d) => d.languageId === 'sudoku');
  const inWorkspace = await vscode.workspace.findFiles('**/*.{sudoku,sdk}', '**/node_modules/**', 500);
  const seen = new Set<string>();
  const uris = [...open.map((d) => d.uri), ...inWorkspace].filter((u) => !seen.has(u.toString()) && seen.add(u.toString()));
  if (uris.length === 0) {
    void vscode.window.showInformationMessage(say.noPuzzleFile());
    return undefined;
  }
  if (uris.length === 1) return uris[0];
  const picked = await vscode.window.showQuickPick(
    uris.map((uri) => ({ label: plainText(vscode.workspace.asRelativePath(uri)), uri })),
    { placeHolder: say.pickFile(), ignoreFocusOut: true },
  );
  return picked?.uri;
}
