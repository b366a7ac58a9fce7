/**
 * Positions: a puzzle's givens, the digits a player has placed since, and the
 * candidates left in the empty cells. Pure functions: no engine, no editor.
 */
import type { Position, PositionCheck } from '../shared/result';
import { positionSays } from './phrases';

export type { Position };

import { DIGITS, isDigit } from '../shared/cells';

export class PositionError extends Error {}

/**
 * Checks a position against its puzzle's givens and returns it in the
 * engine's shape: a placed digit on a given's cell is dropped when it agrees
 * and refused when it does not; candidates are digits, each once.
 */
export function normalizePosition(givens: string, position: Position): Position {
  if (position.placed.length !== 81) throw new PositionError(positionSays.cells(position.placed.length));
  if (position.candidates.length !== 81) throw new PositionError(positionSays.candidates(position.candidates.length));
  let placed = '';
  const candidates: (string | null)[] = [];
  for (let i = 0; i < 81; i++) {
    const g = givens[i];
    const p = position.placed[i];
    if (isDigit(g) && isDigit(p) && p !== g) throw new PositionError(positionSays.givenChanged(i, g, p));
    const filled = isDigit(g) || isDigit(p);
    placed += isDigit(g) || !isDigit(p) ? '.' : p;
    const c = position.candidates[i];
    if (filled || c === null || c === undefined) candidates.push(null);
    else candidates.push([...DIGITS].filter((d) => c.includes(d)).join(''));
  }
  return { placed, candidates };
}

/** The givens with the placed digits written in: what the board holds. */
export function overlay(givens: string, placed: string): string {
  let out = '';
  for (let i = 0; i < 81; i++) out += isDigit(placed[i]) ? placed[i] : givens[i];
  return out;
}

/** Whether the position says anything the givens do not: a placed digit or a candidate written. */
export function isStart(position: Position | undefined): boolean {
  return !position || (!/[1-9]/.test(position.placed) && position.candidates.every((c) => c === null));
}

export type { PositionCheck } from '../shared/result';

/** How many of a position's cells are wrong: the one test of "has this position gone wrong" (Next Hint, Check my progress). */
export function wrongCount(check: PositionCheck): number {
  return check.wrongDigits.length + check.removedAnswers.length + (check.autoRemovedAnswers?.length ?? 0);
}

/**
 * Compares a position with the solution of its givens. `autoRemoved` (per
 * cell, bit d-1) tells the marks the automatic removal took from those the
 * player took: an answer it took is no removal of the player's.
 */
export function checkPosition(givens: string, position: Position, solution: string, autoRemoved?: readonly number[]): PositionCheck {
  const wrongDigits: number[] = [];
  const removedAnswers: number[] = [];
  const autoRemovedAnswers: number[] = [];
  for (let i = 0; i < 81; i++) {
    if (isDigit(givens[i])) continue;
    const p = position.placed[i];
    if (isDigit(p)) {
      if (p !== solution[i]) wrongDigits.push(i);
      continue;
    }
    const c = position.candidates[i];
    if (c === null || c === undefined || c.includes(solution[i])) continue;
    if (autoRemoved && autoRemoved[i] & (1 << (Number(solution[i]) - 1))) autoRemovedAnswers.push(i);
    else removedAnswers.push(i);
  }
  return { wrongDigits, removedAnswers, ...(autoRemoved ? { autoRemovedAnswers } : {}) };
}
