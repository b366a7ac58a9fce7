/**
 * Play in the panel, the host's side: the player's history as the host owns
 * it, and what a hint or a check looks like on the board. No `vscode` here.
 */
import { type History, type Move, type PlayOptions, historyOf, marksOf, newPlay, record, redo, undo } from '../../shared/play';
import { PLAY_HINT_STAGES, type PlayCheck, type PlayHint } from '../../shared/playProtocol';
import type { Position, Step } from '../../shared/result';
import { overlay } from '../../core/position';
import { describeStep, stepSentence } from '../../core/describe';
import { hintStageLabel, hintText } from '../../core/phrases';
import { boxOf, colOf, rowOf } from '../../shared/boardLayout';

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

/** The cells of the unit a step's cells share: a box, then a row, then a column; else the first cell's box. */
export function areaOf(cells: number[]): number[] {
  const all = Array.from({ length: 81 }, (_, i) => i);
  if (cells.length === 0) return [];
  for (const unit of [boxOf, rowOf, colOf]) {
    const u = unit(cells[0]);
    if (cells.every((c) => unit(c) === u)) return all.filter((i) => unit(i) === u);
  }
  const b = boxOf(cells[0]);
  return all.filter((i) => boxOf(i) === b);
}

/** The hint at a stage: each stage shows what the ones before it did, and a little more. */
export function hintAt(step: Step, stage: number): PlayHint {
  const s = Math.max(1, Math.min(PLAY_HINT_STAGES, stage));
  const sentence = stepSentence(step);
  const text = `${hintStageLabel(s)}: ${hintText(step, s, describeStep(step, sentence))}`;
  const touched = [...step.cells, ...step.placed.map((p) => p.cell)];
  return {
    stage: s,
    text,
    area: s >= 2 ? areaOf(touched) : [],
    cells: s >= 3 ? step.cells : [],
    digits: s >= 3 ? step.digits : [],
    placed: s >= 4 ? step.placed : [],
    removed: s >= 4 ? step.removed : [],
    ...(s >= 4 && step.chain ? { chain: step.chain, eureka: step.chain.text } : {}),
    ...(s >= 4 && step.chain && sentence ? { sentence } : {}),
  };
}

/** What Check my progress shows: the verdict in words, the cells only when asked where. */
export function checkView(text: string, check: { wrongDigits: number[]; removedAnswers: number[] }, where: boolean): PlayCheck {
  const count = check.wrongDigits.length + check.removedAnswers.length;
  return { text, count, wrongDigits: where ? check.wrongDigits : [], removedAnswers: where ? check.removedAnswers : [] };
}
