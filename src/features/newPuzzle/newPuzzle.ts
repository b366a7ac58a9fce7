/** "Sudoku: New Puzzle…": choices in quick picks, generation in the worker pool with progress and Cancel, one undoable insertion. */
import * as vscode from 'vscode';
import { BANDS, BandName, GeneratedPuzzle, MAX_SEED, SYMMETRIES, Symmetry, puzzleSeed } from '../../shared/generate';
import type { EnginePool } from '../../service/enginePool';
import { Choice, bandChoices, countChoices, insertionText, symmetryChoices } from './newPuzzleModel';
import { newPuzzle as say, progressOf } from '../../core/phrases';
import { plainText } from '../../core/plainText';

/** Arguments that skip the quick picks (keybindings, tests). */
export interface NewPuzzleArgs {
  band?: BandName | 'any';
  symmetry?: Symmetry;
  count?: number;
  seed?: number;
  minimal?: boolean;
}

/** Per puzzle: past this the band is reported as out of reach rather than tried for ever. */
const TIME_LIMIT_MS = 120000;

/** The arguments a keybinding or a test gave, checked: anything unknown is dropped, and the quick picks ask for it. */
export function newPuzzleArgs(x: unknown): NewPuzzleArgs {
  if (typeof x !== 'object' || x === null) return {};
  const a = x as Record<string, unknown>;
  const out: NewPuzzleArgs = {};
  if (typeof a.band === 'string' && (a.band === 'any' || a.band in BANDS)) out.band = a.band as BandName | 'any';
  if (typeof a.symmetry === 'string' && SYMMETRIES.includes(a.symmetry as Symmetry)) out.symmetry = a.symmetry as Symmetry;
  if (Number.isInteger(a.count) && (a.count as number) >= 1 && (a.count as number) <= 100) out.count = a.count as number;
  if (Number.isInteger(a.seed) && (a.seed as number) >= 0 && (a.seed as number) <= MAX_SEED) out.seed = a.seed as number;
  if (typeof a.minimal === 'boolean') out.minimal = a.minimal;
  return out;
}

async function pick<T>(choices: Choice<T>[], title: string, step: number): Promise<T | undefined> {
  const qp = await vscode.window.showQuickPick(
    choices.map((c) => ({ label: c.label, description: c.description, detail: c.detail, value: c.value })),
    { title: say.title(step), placeHolder: title, ignoreFocusOut: true },
  );
  return qp?.value;
}

/** Registered through the command table (commandTable.ts), which shows its failures. */
export async function newPuzzle(
  pool: EnginePool,
  log: vscode.LogOutputChannel,
  args: NewPuzzleArgs,
): Promise<GeneratedPuzzle[] | undefined> {
  const band = args.band ?? (await pick(bandChoices(), say.howHard(), 1));
  if (band === undefined) return undefined;
  const symmetry = args.symmetry ?? (await pick(symmetryChoices(band), say.whichSymmetry(), 2));
  if (symmetry === undefined) return undefined;
  const count = args.count ?? (await pick(countChoices(), say.howMany(), 3));
  if (count === undefined) return undefined;
  const seed = args.seed ?? Math.floor(Math.random() * (MAX_SEED + 1));

  const made: GeneratedPuzzle[] = [];
  let problem: string | undefined;
  await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: say.making(), cancellable: true },
    async (progress, token) => {
      const abort = new AbortController();
      token.onCancellationRequested(() => abort.abort());
      progress.report({ message: progressOf(0, count) });
      for (let i = 0; i < count && !abort.signal.aborted; i++) {
        const out = await pool.generate(
          {
            seed: puzzleSeed(seed, i),
            band: band === 'any' ? undefined : { ...BANDS[band] },
            symmetry,
            minimal: args.minimal,
            timeLimitMs: TIME_LIMIT_MS,
          },
          { signal: abort.signal },
        );
        if (out.status !== 'generated') {
          if (out.status !== 'cancelled') problem = out.message;
          break;
        }
        made.push(out.puzzle);
        log.info(
          `New puzzle ${out.puzzle.puzzle}: ER ${out.puzzle.rating}, seed ${out.puzzle.seed}, ${out.puzzle.attempts} attempts, ${out.puzzle.ms} ms`,
        );
        progress.report({ message: progressOf(made.length, count), increment: 100 / count });
      }
    },
  );
  if (problem) void vscode.window.showWarningMessage(plainText(say.madeSome(problem, made.length, count), 400));
  if (made.length === 0) return made;
  await insert(made);
  return made;
}

/** At the cursor of the active editor (a new Sudoku document when there is none), as one edit: one undo takes it all back. */
async function insert(puzzles: GeneratedPuzzle[]): Promise<void> {
  let editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.isClosed) {
    const doc = await vscode.workspace.openTextDocument({ language: 'sudoku', content: '' });
    editor = await vscode.window.showTextDocument(doc);
  }
  const doc = editor.document;
  const cursor = editor.selection.active;
  const line = doc.lineAt(cursor.line);
  // Never inside a line of text: after it, when the cursor is not at its start.
  const atLineStart = line.text.slice(0, cursor.character).trim() === '';
  const at = atLineStart ? cursor : line.range.end;
  const text = insertionText(puzzles, {
    eol: doc.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n',
    blank: vscode.workspace.getConfiguration('sudoku').get<string>('blankCharacter', '.'),
    atLineStart,
    lineEmpty: !atLineStart || line.text.slice(cursor.character).trim() === '',
  });
  const ok = await editor.edit((b) => b.insert(at, text));
  if (!ok) throw new Error(say.notInserted());
}
