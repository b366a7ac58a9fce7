/**
 * What the play specs share: the player's board, the easy puzzle they play
 * (test/e2e/workspace.ts) with its solution from the independent solver and
 * its empty cells, and opening it to play.
 */
import type { Frame, Page } from '@playwright/test';
import { command, panelFrame, quickOpen } from './workbench';
import { EASY_LINE } from './workspace';
import { bitmaskSolve } from '../helpers/bitmaskSolver';

export const PLAY_BOARD = '[role=grid][aria-label="Your board"]';
export const SOLUTION = bitmaskSolve(EASY_LINE, 1).solutions[0];
export const EMPTY = [...EASY_LINE].map((ch, i) => (ch === '.' ? i : -1)).filter((i) => i >= 0);

/** Plays easy.sudoku's first puzzle (line 4) in the panel; the panel's frame once the board is there. */
export async function openPlay(page: Page): Promise<Frame> {
  await quickOpen(page, 'easy.sudoku');
  await quickOpen(page, ':4');
  await command(page, 'Sudoku: Play Puzzle');
  return panelFrame(page, PLAY_BOARD, 60000);
}
