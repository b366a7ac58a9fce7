/**
 * The panel's share buttons: the puzzle, board and explanation the panel
 * already holds, shared as they are. No replay by a command, no second parse
 * of the document; a second solve only for the explanation of a panel
 * restored after a window reload, which no longer holds its solve.
 */
import * as vscode from 'vscode';
import type { ShareAction } from '../../shared/panelProtocol';
import type { BoardState } from '../../shared/board';
import type { SolveResult } from '../../shared/result';
import { sharing } from '../../core/phrases';
import { explanationMarkdown, pencilMarkGrid, shareLine, sudokuWikiLink } from './shareModel';
import { boardPng, boardSvg } from './boardPicture';
import { copy, saveImage } from './shareOutput';
import type { PuzzleRef } from '../../shared/puzzleRef';
import type { Variant } from '../../shared/variant';

/** What the panel shows: its puzzle, the board at the step shown, and the solve it explains (held, or solved again). */
export interface ShownPuzzle {
  title: string;
  puzzle: string;
  source: PuzzleRef;
  board: BoardState;
  /** The puzzle's variant, drawn on the picture (classic when absent). */
  variant?: Variant;
  explanation(): Promise<SolveResult>;
}

/** Shares what the panel shows; `target` saves a picture there without the dialog (for tests). */
export async function shareShown(action: ShareAction, shown: ShownPuzzle, target?: vscode.Uri): Promise<unknown> {
  switch (action) {
    case 'line':
      return copy(shareLine(shown.puzzle), sharing.line());
    case 'wiki':
      return copy(sudokuWikiLink(shown.puzzle), sharing.wikiLink());
    case 'pencil':
      return copy(pencilMarkGrid(shown.board), sharing.pencilMarks());
    case 'markdown': {
      const result = await shown.explanation();
      if (result.status === 'cancelled') return undefined;
      return copy(explanationMarkdown(result, shown.title), sharing.markdown());
    }
    case 'svg':
    case 'png': {
      const image = { state: shown.board, givens: shown.puzzle, variant: shown.variant };
      const data = action === 'svg' ? new TextEncoder().encode(boardSvg(image)) : boardPng(image);
      return saveImage(vscode.Uri.parse(shown.source.uri), shown.title, target, action, data);
    }
  }
}
