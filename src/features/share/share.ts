/**
 * The share commands on the puzzle at the cursor: a thin adapter over shareModel.ts.
 * Messages can hold text from a document or a file's path: they go through plainText.
 */
import { variantOptions } from '../../core/variants';
import * as vscode from 'vscode';
import type { Puzzle } from '../../core/formats';
import type { PuzzleService } from '../../service/puzzleService';
import {
  boardBeforeStep,
  explanationMarkdown,
  fpuzzlesLink,
  pencilMarkGrid,
  shareLines,
  sudokuPadLink,
  variantWikiLink,
} from './shareModel';
import { boardPng, boardSvg } from './boardPicture';
import { copy, saveImage } from './shareOutput';
import type { BoardState } from '../../shared/board';
import { candidateLine, entryPosition, progressLines } from '../../core/positionForms';
import { overlay } from '../../core/position';
import { notAPuzzleYet, sharing, sudokuSays } from '../../core/phrases';
import { plainText } from '../../core/plainText';
import { isPuzzle, puzzleTitle, targetPuzzle } from '../../editor/documents';
import type { PanelController } from '../panel/panelController';
import { isPuzzleRef } from '../../shared/puzzleRef';

/** {uri, line} names the puzzle (from a CodeLens or the panel); `step` the moment to show; `target` where to save, skipping the dialog. */
interface ShareArgs {
  uri?: string;
  line?: number;
  step?: number;
  /** The board to show, from the panel (the step it shows). */
  board?: BoardState;
  target?: vscode.Uri;
}

type OnPuzzle = { doc: vscode.TextDocument; entry: Puzzle };

/** The share commands; registered through the command table (commandTable.ts), which shows their failures. */
export class ShareCommands {
  constructor(
    private readonly service: PuzzleService,
    private readonly panel: Pick<PanelController, 'shownBoard'>,
  ) {}

  /** The line, and a variant's lines under it (its cages, rules and regions): the puzzle is not the same without them. */
  copyLine = (raw?: unknown) => this.onPuzzle(raw, ({ entry }) => copy(shareLines(entry.cells, entry.variant?.variant), sharing.line()));

  copySudokuWikiLink = (raw?: unknown) =>
    this.onPuzzle(raw, async ({ entry }) => {
      const link = variantWikiLink(entry.cells, entry.variant?.variant);
      if (link) return copy(link, sharing.wikiLink());
      void vscode.window.showInformationMessage(sharing.wikiCannot());
      return undefined;
    });

  copyFPuzzlesLink = (raw?: unknown) =>
    this.onPuzzle(raw, ({ entry }) => copy(fpuzzlesLink(entry.cells, entry.variant?.variant, entry.name), sharing.fpuzzlesLink()));

  copySudokuPadLink = (raw?: unknown) =>
    this.onPuzzle(raw, ({ entry }) => copy(sudokuPadLink(entry.cells, entry.variant?.variant, entry.name), sharing.sudokuPadLink()));

  copyPencilMarks = (raw?: unknown) =>
    this.onPuzzle(raw, async ({ doc, entry }, a) =>
      copy(pencilMarkGrid(await this.board(doc, entry, a.step, a.board)), sharing.pencilMarks()),
    );

  copyCandidateLine = (raw?: unknown) =>
    this.onPuzzle(raw, async ({ doc, entry }, a) => {
      const b = await this.board(doc, entry, a.step, a.board);
      return copy(candidateLine(b.digits.join(''), b.candidates), sharing.candidateLine());
    });

  copyProgress = (raw?: unknown) =>
    this.onPuzzle(raw, async ({ doc, entry }, a) => {
      const b = await this.board(doc, entry, a.step, a.board);
      const placed = b.digits.map((d, i) => (entry.cells[i] === '.' ? d : '.')).join('');
      const candidates = b.candidates.map((c, i) => (b.digits[i] === '.' ? c : null));
      const lines = [shareLines(entry.cells, entry.variant?.variant), ...progressLines(entry.cells, { placed, candidates })];
      return copy(lines.join('\n'), sharing.progress());
    });

  copyExplanation = (raw?: unknown) =>
    this.onPuzzle(raw, async ({ entry }) => {
      const r = await this.explain(entry);
      if (r.status === 'cancelled') return undefined;
      return copy(explanationMarkdown(r, puzzleTitle(entry)), sharing.markdown());
    });

  exportImage = (raw: unknown, ext: 'svg' | 'png') =>
    this.onPuzzle(raw, async ({ doc, entry }, a) => {
      const image = { state: await this.board(doc, entry, a.step, a.board), givens: entry.cells, variant: entry.variant?.variant };
      return saveImage(
        doc.uri,
        puzzleTitle(entry),
        a.target,
        ext,
        ext === 'svg' ? new TextEncoder().encode(boardSvg(image)) : boardPng(image),
      );
    });

  /** Runs `fn` on the puzzle named or at hand; says why not when there is none. */
  private async onPuzzle(raw: unknown, fn: (p: OnPuzzle, a: ShareArgs) => Promise<unknown>): Promise<unknown> {
    const a = checkArgs(raw);
    const target = targetPuzzle(vscode.window.activeTextEditor, a.uri !== undefined ? a : undefined);
    if (typeof target === 'string') {
      void vscode.window.showInformationMessage(plainText(sudokuSays(target), 400));
      return undefined;
    }
    if (!isPuzzle(target.entry)) {
      void vscode.window.showErrorMessage(plainText(notAPuzzleYet(target.entry), 400));
      return undefined;
    }
    return fn({ doc: target.doc, entry: target.entry }, a);
  }

  private explain(entry: Puzzle) {
    return vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: sharing.explaining(), cancellable: true },
      (_p, token) => {
        const abort = new AbortController();
        token.onCancellationRequested(() => abort.abort());
        return this.service.explain(entry.cells, abort.signal, variantOptions(entry));
      },
    );
  }

  /**
   * The board at a step of the explanation: the one named, else the step the
   * panel shows when it shows this puzzle, else the start.
   */
  private async board(doc: vscode.TextDocument, entry: Puzzle, step: number | undefined, given?: BoardState): Promise<BoardState> {
    if (given) return given;
    if (step === undefined) {
      const shown = this.panel.shownBoard();
      if (shown && shown.puzzle === entry.cells && shown.source.uri === doc.uri.toString()) return shown.board;
    }
    if (step === undefined || step === 0) {
      // Where the puzzle stands: its progress or pencil marks, the candidates the digits leave where none are written.
      const position = entryPosition(entry);
      const digits = position ? overlay(entry.cells, position.placed) : entry.cells;
      const inspection = await this.service.inspect(digits);
      const candidates = inspection.candidates.map((c, i) => (digits[i] === '.' ? (position?.candidates[i] ?? c) : ''));
      return { digits: digits.split(''), candidates };
    }
    return boardBeforeStep(await this.explain(entry), step);
  }
}

function checkArgs(x: unknown): ShareArgs {
  if (typeof x !== 'object' || x === null) return {};
  const a = x as Record<string, unknown>;
  const out: ShareArgs = {};
  if (isPuzzleRef(a)) {
    out.uri = a.uri;
    out.line = a.line;
  }
  if (Number.isInteger(a.step) && (a.step as number) >= 0) out.step = a.step as number;
  if (isBoard(a.board)) out.board = a.board;
  if (a.target instanceof vscode.Uri) out.target = a.target;
  else if (typeof a.target === 'string') out.target = vscode.Uri.parse(a.target);
  return out;
}

function isBoard(x: unknown): x is BoardState {
  if (typeof x !== 'object' || x === null) return false;
  const b = x as Record<string, unknown>;
  const cells = (v: unknown, ok: RegExp) => Array.isArray(v) && v.length === 81 && v.every((c) => typeof c === 'string' && ok.test(c));
  return cells(b.digits, /^[1-9.]$/) && cells(b.candidates, /^[1-9]{0,9}$/);
}
