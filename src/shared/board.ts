/**
 * The board at any point of an explanation: start from the givens and their
 * candidates, then apply steps in order. Used by the panel to show a step.
 */
import type { Step } from './result';
import { PEERS, UNITS } from './boardLayout';

export interface BoardState {
  /** 81 characters, '.' for empty. */
  digits: string[];
  /** Candidates per cell, as digit strings. */
  candidates: string[];
}

/** The givens and their candidates; a result with none known (a solve cancelled before it began) shows the givens alone. */
export function startState(puzzle: string, initialCandidates: string[]): BoardState {
  return { digits: puzzle.split(''), candidates: Array.from({ length: 81 }, (_, i) => initialCandidates[i] ?? '') };
}

/** `peers`: each cell's peers, a variant's where it has more (shared/variantLayout.ts variantPeers). */
export function applyStep(state: BoardState, step: Step, peers: readonly (readonly number[])[] = PEERS): BoardState {
  const digits = [...state.digits];
  const candidates = [...state.candidates];
  for (const { cell, d } of step.placed) {
    digits[cell] = String(d);
    candidates[cell] = '';
    for (const p of peers[cell]) candidates[p] = candidates[p].replace(String(d), '');
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

/** How a digit came to be: a given, the player's (an explanation from their position), logic, the guessed digit itself, or logic that rests on a guess. */
export type Origin = 'given' | 'player' | 'logic' | 'guess' | 'deduced';

export interface TimelineBoard extends BoardState {
  /** How each digit on the board was placed ('' for an empty cell). */
  origin: (Origin | '')[];
}

/**
 * The board after the first `k` entries of a timeline holding every step found,
 * rolled-back branches included. Only the entries on the way to entry k count:
 * those made before any guess, or under the guess of entry k or one of its
 * ancestors. `parentOf` gives a guess's parent guess. `played`: an explanation
 * from the player's position starts from their digits (81 characters, '.'
 * where they placed none), with the candidates they had.
 */
export function timelineBoardAt(
  puzzle: string,
  initialCandidates: string[],
  timeline: Step[],
  k: number,
  parentOf: (guess: number) => number | undefined,
  played?: string,
  peers: readonly (readonly number[])[] = PEERS,
): TimelineBoard {
  const own = (i: number) => puzzle[i] === '.' && played !== undefined && played[i] >= '1' && played[i] <= '9';
  const start = played === undefined ? puzzle : [...puzzle].map((ch, i) => (own(i) ? played[i] : ch)).join('');
  let s = startState(start, initialCandidates);
  const origin: (Origin | '')[] = puzzle.split('').map((ch, i) => (ch !== '.' ? 'given' : own(i) ? 'player' : ''));
  const last = k > 0 ? timeline[Math.min(k, timeline.length) - 1] : undefined;
  const chain = new Set<number>();
  for (let g = last?.guess; g !== undefined; g = parentOf(g)) chain.add(g);
  for (let i = 0; i < k && i < timeline.length; i++) {
    const step = timeline[i];
    if (step.guess !== undefined && !chain.has(step.guess)) continue;
    s = applyStep(s, step, peers);
    const how: Origin = step.technique === 'guess' ? 'guess' : step.guess !== undefined ? 'deduced' : 'logic';
    for (const p of step.placed) origin[p.cell] = how;
  }
  return { ...s, origin };
}

/**
 * Why a board is impossible, if it is: a digit twice in a unit, a cell with no
 * candidate, or a unit with no place for a digit. `units`: a variant's, where
 * it has more (numbered after the 27, as variantUnits gives them).
 */
export function contradictionOf(
  board: BoardState,
  units: readonly (readonly number[])[] = UNITS,
): { kind: 'twice' | 'no-place'; unit: number; d: number } | { kind: 'no-candidate'; cell: number } | undefined {
  for (const [unit, cells] of units.entries()) {
    const seen = new Set<string>();
    for (const c of cells) {
      const d = board.digits[c];
      if (d === '.') continue;
      if (seen.has(d)) return { kind: 'twice', unit, d: Number(d) };
      seen.add(d);
    }
  }
  for (let c = 0; c < 81; c++) if (board.digits[c] === '.' && board.candidates[c] === '') return { kind: 'no-candidate', cell: c };
  for (const [unit, cells] of units.entries()) {
    // A rule the variant does not have leaves its unit empty.
    if (cells.length === 0) continue;
    for (let d = 1; d <= 9; d++) {
      const ch = String(d);
      if (!cells.some((c) => board.digits[c] === ch || (board.digits[c] === '.' && board.candidates[c].includes(ch))))
        return { kind: 'no-place', unit, d };
    }
  }
  return undefined;
}
