/**
 * The board at any point of an explanation: start from the givens and their
 * candidates, then apply steps in order. Used by the panel to show a step.
 */
import type { Step } from '../core/result';

export interface BoardState {
  /** 81 characters, '.' for empty. */
  digits: string[];
  /** Candidates per cell, as digit strings. */
  candidates: string[];
}

const PEERS: number[][] = Array.from({ length: 81 }, (_, cell) => {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  const set = new Set<number>();
  for (let k = 0; k < 9; k++) {
    set.add(r * 9 + k);
    set.add(k * 9 + c);
    set.add((3 * Math.floor(r / 3) + Math.floor(k / 3)) * 9 + 3 * Math.floor(c / 3) + (k % 3));
  }
  set.delete(cell);
  return [...set];
});

export function startState(puzzle: string, initialCandidates: string[]): BoardState {
  return { digits: puzzle.split(''), candidates: [...initialCandidates] };
}

export function applyStep(state: BoardState, step: Step): BoardState {
  const digits = [...state.digits];
  const candidates = [...state.candidates];
  for (const { cell, d } of step.placed) {
    digits[cell] = String(d);
    candidates[cell] = '';
    for (const p of PEERS[cell]) candidates[p] = candidates[p].replace(String(d), '');
  }
  for (const { cell, d } of step.removed) candidates[cell] = candidates[cell].replace(String(d), '');
  return { digits, candidates };
}

/** The board before step `index` (0-based) is applied; index = steps.length gives the end. */
export function stateAt(puzzle: string, initialCandidates: string[], steps: Step[], index: number): BoardState {
  let s = startState(puzzle, initialCandidates);
  for (let i = 0; i < index && i < steps.length; i++) s = applyStep(s, steps[i]);
  return s;
}
