/**
 * Play in the panel, the host's side: the player's history as the host owns
 * it, and what a check looks like on the board (a hint's stages are
 * core/hintStages.ts, shared with Next Hint in the editor). No `vscode` here.
 */
import {
  type History,
  type Move,
  type PlayOptions,
  type PlayState,
  historyOf,
  newPlay,
  positionOf,
  record,
  redo,
  undo,
} from '../../shared/play';
import { masksOf } from '../../shared/candidates';
import type { PlayCheck, PlayView } from '../../shared/playProtocol';
import type { PuzzleRef } from '../../shared/puzzleRef';
import { type Variant, variantKey } from '../../shared/variant';
import type { Position } from '../../shared/result';
import { type PositionCheck, overlay, wrongCount } from '../../core/position';
import { type KeptPlay, type KeptTime, progressLines } from '../../core/positionForms';

/** A new game from a puzzle's givens, or from the position, corner marks and colours kept in the file. */
export function startPlay(givens: string, position: Position | undefined, kept: KeptPlay = {}, variant?: Variant): History {
  const state = newPlay(givens, variant);
  const board = position ? overlay(givens, position.placed) : givens;
  const digits = [...board].map((ch, i) => (givens[i] === '.' ? ch : '.')).join('');
  const marks = position ? masksOf(position.candidates.map((c, i) => (board[i] === '.' ? c : null))) : state.marks;
  // A corner mark on a cell that holds a digit is no mark the player can see or take off.
  const corners = kept.corners ? kept.corners.map((m, i) => (board[i] === '.' ? m : 0)) : state.corners;
  const cellColours = kept.cellColours ? [...kept.cellColours] : state.cellColours;
  return historyOf({ ...state, digits, marks, corners, cellColours, candidateColours: { ...kept.candidateColours } });
}

/** The lines the file keeps under the puzzle for a state, and the time when there is one. */
export function fileLines(s: PlayState, time?: KeptTime): string[] {
  const { corners, cellColours, candidateColours } = s;
  return progressLines(s.givens, positionOf(s), { corners, cellColours, candidateColours, ...(time ? { time } : {}) });
}

/** Whether the player has put anything on the board: a digit, a mark, a corner mark or a colour. */
export function isStarted(s: PlayState): boolean {
  const any = (a: readonly number[]) => a.some((x) => x !== 0);
  return /[1-9]/.test(s.digits) || any(s.marks) || any(s.corners) || any(s.cellColours) || Object.keys(s.candidateColours).length > 0;
}

/** Whether two states write the same lines: a game kept from before still is what the file holds. */
export function sameInFile(a: PlayState, b: PlayState): boolean {
  return a.givens === b.givens && variantKey(a.variant) === variantKey(b.variant) && fileLines(a).join('\n') === fileLines(b).join('\n');
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
export function checkView(text: string, check: PositionCheck, where: boolean): PlayCheck {
  const count = wrongCount(check);
  // On the board, an answer the automatic removal took is an answer gone all the same.
  const removedAnswers = [...check.removedAnswers, ...(check.autoRemovedAnswers ?? [])].sort((a, b) => a - b);
  return { text, count, wrongDigits: where ? check.wrongDigits : [], removedAnswers: where ? removedAnswers : [] };
}
