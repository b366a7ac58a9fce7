/**
 * What play's parts (the board, the pad, the keys) share with play.ts, which
 * owns the game: the entry's own state, and the actions that change the game.
 * Passed in rather than imported, so that the parts do not import play.ts.
 */
import type { Move, PlayState } from '../shared/play';
import type { PlayView } from '../shared/playProtocol';
import type { Mode } from './playEntry';

/** How the player is entering, and what is selected and lit; the webview's alone (not in the file). */
export interface Entry {
  mode: Mode;
  /** The colour Colours mode paints with (1 to 4; 0 clears). */
  colour: number;
  /** The cell with the keyboard focus, the board's one tab stop. */
  focus: number;
  /** The cells a digit or mark goes to; none selected, it goes to the focused cell. */
  selected: Set<number>;
  /** The digit the filter lights (0: the focused cell's digit, if any). */
  filter: number;
  /** The pad's digits set the filter instead of writing. */
  filtering: boolean;
  /** Bivalue cells lit. */
  bivalue: boolean;
}

export interface PlayUi {
  entry(): Entry;
  state(): PlayState;
  view(): PlayView;
  /** Makes a move (nothing when undefined): drawn at once, then told to the host. */
  move(m: Move | undefined): void;
  step(dir: 'undo' | 'redo'): void;
  /** Draws play again, whole. */
  redraw(): void;
  /** Draws the selection and the highlights again, on the board as it is. */
  repaint(): void;
}

/** The cells an entry goes to: those selected, or the focused one. */
export function targets(e: Entry): number[] {
  return e.selected.size > 0 ? [...e.selected] : [e.focus];
}
