/**
 * Your own techniques in the editor: `.sql` files from the folders
 * `sudoku.techniqueFolders` names, read through vscode.workspace.fs (so the
 * web build reads them too), watched, and handed to the engine's workers,
 * which every solve (panel, hover, CodeLens, diagnostics) goes through. Only
 * in a trusted workspace. Their problems are diagnostics on the files.
 */
import * as vscode from 'vscode';
import { plainText } from '../../core/plainText';
import { FOLDERS_SETTING, TechniqueSet, TrustGate, folderSettings, isAbsolutePath, isTechniqueFile } from './labModel';
import type { EditorProblem, LabLoad, LabPort, LoadedTechnique, TechniqueSource } from './labPort';
import { toDiagnostic } from './labDiagnostics';
import { coreSource } from './labEngine';
import type { LabReport, UserTechniqueSource } from '../../core/lab';
import { TECHNIQUE_MAX_BYTES } from '../../core/lab/limits';
import { entriesOf, isPuzzle } from '../../editor/documents';
import { labDiagnostics, techniqueLoading } from '../../core/phrases';

/** A technique being typed is checked when the typing pauses this long. */
const CHECK_DEBOUNCE_MS = 300;

/** Changes to a folder come in bursts (a save writes, a rename deletes and creates): one reload after them. */
const RELOAD_DEBOUNCE_MS = 150;

/** What a load did, for the tests and the log. */
export interface LabState {
  trusted: boolean;
  /** Technique files found in the folders. */
  found: string[];
  loaded: LoadedTechnique[];
}

export class TechniqueLab implements vscode.Disposable {
  readonly diagnostics = vscode.languages.createDiagnosticCollection('sudoku-techniques');
  private readonly gate = new TrustGate(vscode.workspace.isTrusted);
  private readonly disposables: vscode.Disposable[] = [];
  private watchers: vscode.Disposable[] = [];
  private timer?: ReturnType<typeof setTimeout>;
  private readonly typing = new Map<string, ReturnType<typeof setTimeout>>();
  private current: LabState = { trusted: vscode.workspace.isTrusted, found: [], loaded: [] };
  /** Each file's text at the last load: problems found later stay while it is unchanged. */
  private texts = new Map<string, string>();
  /** The techniques loaded, as every solve hands them to the engine. */
  private active: UserTechniqueSource[] = [];
  private loading: Promise<LabState> = Promise.resolve(this.current);
  /** Problems from loading, and those found later (unsound findings, runaway statements), per file. */
  private readonly loadProblems = new Map<string, EditorProblem[]>();
  private readonly laterProblems = new Map<string, EditorProblem[]>();
  private readonly changed = new vscode.EventEmitter<LabState>();
  /** Fires after each load. */
  readonly onDidLoad = this.changed.event;
  private readonly techniquesChanged = new vscode.EventEmitter<void>();
  /** Fires when the techniques every solve runs with are not those of before: explanations may differ now. */
  readonly onDidChangeTechniques = this.techniquesChanged.event;
  private readonly techniqueSet = new TechniqueSet();

  constructor(
    private readonly port: LabPort,
    private readonly log: vscode.LogOutputChannel,
  ) {
    this.disposables.push(
      this.diagnostics,
      this.changed,
      this.techniquesChanged,
      vscode.workspace.onDidGrantWorkspaceTrust(() => {
        this.gate.trust();
        this.schedule();
      }),
      vscode.workspace.onDidChangeWorkspaceFolders(() => this.rewatch()),
      vscode.workspace.onDidChangeTextDocument((e) => e.contentChanges.length && this.edited(e.document)),
      // Closed (perhaps unsaved): its problems go back to those of the file as saved.
      vscode.workspace.onDidCloseTextDocument((d) => this.isTechnique(d) && this.schedule()),
      vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration(`sudoku.${FOLDERS_SETTING}`) && this.rewatch()),
    );
    this.rewatch(false);
    this.ready = this.reload();
  }

  /**
   * The first load, started at once rather than after the debounce: activation waits for it, so
   * that no solve of a window's first moments runs without the user's techniques.
   */
  readonly ready: Promise<LabState>;

  dispose(): void {
    clearTimeout(this.timer);
    for (const t of this.typing.values()) clearTimeout(t);
    for (const d of [...this.watchers, ...this.disposables]) d.dispose();
  }

  /** What the last load found and loaded. */
  get state(): LabState {
    return this.current;
  }

  /** The folders to look in: each folder the setting names, in each workspace folder unless it is absolute. */
  folders(): vscode.Uri[] {
    // The setting is read per workspace folder: each folder of a multi-root workspace may name its own.
    const found = new Map<string, vscode.Uri>();
    for (const root of vscode.workspace.workspaceFolders ?? []) {
      for (const f of folderSettings(vscode.workspace.getConfiguration('sudoku', root.uri).get(FOLDERS_SETTING))) {
        const uri = isAbsolutePath(f) ? vscode.Uri.file(f) : vscode.Uri.joinPath(root.uri, f);
        found.set(uri.toString(), uri);
      }
    }
    return [...found.values()];
  }

  /** Watches the folders anew (the setting or the workspace changed), and loads (later, unless `load` is false). */
  private rewatch(load = true): void {
    for (const w of this.watchers.splice(0)) w.dispose();
    for (const folder of this.folders()) {
      const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(folder, '*.sql'));
      const later = () => this.schedule();
      watcher.onDidCreate(later);
      watcher.onDidChange(later);
      watcher.onDidDelete(later);
      this.watchers.push(watcher);
    }
    if (load) this.schedule();
  }

  /** A technique file was edited: its problems follow the text before it is saved (it loads on save). */
  private edited(doc: vscode.TextDocument): void {
    if (!this.gate.isTrusted || !this.isTechnique(doc)) return;
    const key = doc.uri.toString();
    clearTimeout(this.typing.get(key));
    this.typing.set(
      key,
      setTimeout(() => {
        this.typing.delete(key);
        const version = doc.version;
        const source = { uri: key, file: vscode.workspace.asRelativePath(doc.uri), text: doc.getText() };
        this.port.check(source).then(
          (problems) => {
            if (doc.isClosed || doc.version !== version) return;
            this.loadProblems.set(key, problems);
            this.laterProblems.delete(key);
            this.publish();
          },
          (err) => this.log.warn(`Checking ${source.file} failed: ${(err as Error).message}`),
        );
      }, CHECK_DEBOUNCE_MS),
    );
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.reload(), RELOAD_DEBOUNCE_MS);
  }

  /** Reads the folders and hands what they hold to the engine: one load at a time, the latest wins. */
  reload(): Promise<LabState> {
    clearTimeout(this.timer);
    this.loading = this.loading.then(
      () => this.load(),
      () => this.load(),
    );
    return this.loading;
  }

  private async load(): Promise<LabState> {
    const sources = await this.readFolders();
    const decision = this.gate.decide(sources.length);
    if (decision.tell) this.tellUntrusted(sources.length);
    const wanted = decision.load ? sources : [];
    let result: LabLoad;
    try {
      result = await this.port.setTechniques(wanted);
    } catch (err) {
      this.log.error(`Loading your techniques failed: ${(err as Error).stack ?? err}`);
      result = { loaded: [], problems: new Map() };
    }
    this.loadProblems.clear();
    const texts = new Map(sources.map((s) => [s.uri, s.text]));
    for (const uri of [...this.laterProblems.keys()])
      if (!decision.load || texts.get(uri) !== this.texts.get(uri)) this.laterProblems.delete(uri);
    this.texts = texts;
    for (const [uri, problems] of result.problems) this.loadProblems.set(uri, problems);
    this.publish();
    const loadedUris = new Set(result.loaded.map((t) => t.uri));
    this.active = wanted.filter((s) => loadedUris.has(s.uri)).map(coreSource);
    const differ = this.techniqueSet.changed(this.active);
    this.current = { trusted: this.gate.isTrusted, found: sources.map((s) => s.uri), loaded: result.loaded };
    if (wanted.length)
      this.log.info(`Your techniques: ${result.loaded.length} of ${wanted.length} loaded from ${this.folders().join(', ')}.`);
    this.changed.fire(this.current);
    if (differ) this.techniquesChanged.fire();
    return this.current;
  }

  /** Every technique file of the folders, read; a folder that is not there is no problem (it is the default). */
  private async readFolders(): Promise<TechniqueSource[]> {
    const out: TechniqueSource[] = [];
    for (const folder of this.folders()) {
      let entries: [string, vscode.FileType][];
      try {
        entries = await vscode.workspace.fs.readDirectory(folder);
      } catch {
        continue;
      }
      const names = entries.filter(([n, type]) => type & vscode.FileType.File && isTechniqueFile(n)).map(([n]) => n);
      for (const name of names.sort()) {
        const uri = vscode.Uri.joinPath(folder, name);
        try {
          // A file far larger than a technique is told, not read into the editor's memory.
          const { size } = await vscode.workspace.fs.stat(uri);
          if (size > TECHNIQUE_MAX_BYTES) {
            out.push({ uri: uri.toString(), file: vscode.workspace.asRelativePath(uri), text: '', tooLarge: size });
            continue;
          }
          const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
          out.push({ uri: uri.toString(), file: vscode.workspace.asRelativePath(uri), text });
        } catch (err) {
          this.log.warn(techniqueLoading.couldNotRead(vscode.workspace.asRelativePath(uri), (err as Error).message));
        }
      }
    }
    return out;
  }

  private tellUntrusted(count: number): void {
    const where = this.folders()
      .map((f) => vscode.workspace.asRelativePath(f))
      .join(', ');
    void vscode.window
      .showWarningMessage(plainText(techniqueLoading.untrusted(count, where), 400), techniqueLoading.manageTrust())
      .then((action) => {
        if (action) void vscode.commands.executeCommand('workbench.trust.manage');
      });
  }

  /** The loaded techniques, for every solve's options (named by URI, so that their reports find their files). */
  userTechniques(): UserTechniqueSource[] {
    return this.active;
  }

  /** Whether a document is a technique file: in one of the folders, or starting with a technique's header. */
  isTechnique(doc: vscode.TextDocument): boolean {
    if (!/\.sql$/i.test(doc.uri.path)) return false;
    const inFolder = this.folders().some((f) => doc.uri.toString().startsWith(f.toString() + '/'));
    return inFolder || /^--\s?Technique:/.test(doc.lineCount ? doc.lineAt(0).text : '');
  }

  /** What users' techniques did wrong in a solve: each report a problem of its file, pointing at the puzzle when it is open. */
  solved(cells: string, reports: LabReport[] | undefined): void {
    if (!reports?.length) return;
    const where = findPuzzle(cells);
    const byFile = new Map<string, EditorProblem[]>();
    // A file with problems was never loaded: its problems are on it already.
    for (const r of reports.filter((x) => x.kind !== 'invalid')) {
      // At the statement that inserts the findings, when the core knows it; else the header.
      const problem: EditorProblem = {
        line: r.line ?? 1,
        column: r.column ?? 1,
        // Not run on a puzzle without one solution: nothing wrong with the file, but its findings went unchecked.
        severity: r.kind === 'unchecked' ? 'warning' : 'error',
        message: r.counterexample ? labDiagnostics.withPosition(r.message, r.counterexample.position) : r.message,
        ...(where ? { related: [{ uri: where.uri, line: where.line, message: labDiagnostics.thePuzzle(where.title, where.line) }] } : {}),
      };
      byFile.set(r.path, [...(byFile.get(r.path) ?? []), problem]);
    }
    for (const [uri, problems] of byFile) this.addProblems(uri, problems);
  }

  /** Problems found after loading (an unsound finding, a runaway statement): shown until the file changes. */
  addProblems(uri: string, problems: EditorProblem[]): void {
    const kept = this.laterProblems.get(uri) ?? [];
    const seen = new Set(kept.map((p) => `${p.line}:${p.message}`));
    for (const p of problems) if (!seen.has(`${p.line}:${p.message}`)) kept.push(p);
    this.laterProblems.set(uri, kept);
    this.publish();
  }

  private publish(): void {
    this.diagnostics.clear();
    const uris = new Set([...this.loadProblems.keys(), ...this.laterProblems.keys()]);
    for (const uri of uris) {
      const problems = [...(this.loadProblems.get(uri) ?? []), ...(this.laterProblems.get(uri) ?? [])];
      if (problems.length) this.diagnostics.set(vscode.Uri.parse(uri), problems.map(toDiagnostic));
    }
  }
}

/** An open document's puzzle with these cells: where an unsound finding's counterexample is. */
function findPuzzle(cells: string): { uri: string; line: number; title: string } | undefined {
  for (const doc of vscode.workspace.textDocuments) {
    if (doc.languageId !== 'sudoku') continue;
    const entry = entriesOf(doc).find((e) => isPuzzle(e) && e.cells === cells);
    if (entry) return { uri: doc.uri.toString(), line: entry.line, title: entry.name ?? '' };
  }
  return undefined;
}
