/**
 * Play in the panel, the host's side: the player's history as the host owns
 * it, and what a check looks like on the board (a hint's stages are
 * core/hintStages.ts, shared with Next Hint in the editor). No `vscode` here.
 */
import { type History, type Move, type PlayOptions, historyOf, marksOf, newPlay, record, redo, undo } from '../../shared/play';
import type { PlayCheck, PlayView } from '../../shared/playProtocol';
import type { PuzzleRef } from '../../shared/puzzleRef';
import type { Position } from '../../shared/result';
import { overlay, wrongCount } from '../../core/position';

/** A new game from a puzzle's givens, or from the position kept in the file. */
export function startPlay(givens: string, position: Position | undefined): History {
  const state = newPlay(givens);
  if (!position) return historyOf(state);
  const board = overlay(givens, position.placed);
  const digits = [...board].map((ch, i) => (givens[i] === '.' ? ch : '.')).join('');
  const marks = marksOf(position.candidates.map((c, i) => (board[i] === '.' ? c : null)));
  return historyOf({ ...state, digits, marks });
}

export type PlayAction = { type: 'move'; move: Move } | { type: 'undo' } | { type: 'redo' };

export function act(h: History, action: PlayAction, options: PlayOptions): History {
  if (action.type === 'undo') return undo(h);
  if (action.type === 'redo') return redo(h);
  return record(h, action.move, options);
}

/**
 * What the webview draws of a game: the position now and the undo and redo
 * depths, not the history (the webview keeps its own): one message of a few
 * KB whatever the number of moves. `fullView` adds the history for a new page.
 */
export function playView(
  title: string,
  source: PuzzleRef,
  h: History,
  rest: Omit<PlayView, 'title' | 'source' | 'present' | 'undo' | 'redo' | 'history'>,
): PlayView {
  return { title, source, present: h.present, undo: h.past.length, redo: h.future.length, ...rest };
}

/** What Check my progress shows: the verdict in words, the cells only when asked where. */
export function checkView(text: string, check: { wrongDigits: number[]; removedAnswers: number[] }, where: boolean): PlayCheck {
  const count = wrongCount(check);
  return { text, count, wrongDigits: where ? check.wrongDigits : [], removedAnswers: where ? check.removedAnswers : [] };
}
