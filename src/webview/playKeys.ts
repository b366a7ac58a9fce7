/**
 * Play's keys, anywhere in play (the board, the pad, the side): digits write
 * in the mode chosen, Shift+digit a corner mark and Ctrl+digit a candidate
 * (SudokuPad's keys); in Colours mode 1–4 paint and 0 clears; Delete clears;
 * Escape drops the selection; Ctrl+Z and Ctrl+Y undo and redo. On the board
 * only: arrows move the focus (with Shift they select as they go), Space
 * switches digits and pencil marks, C cycles the focused cell's colour, F
 * lights every cell where the focused cell's digit is placed or possible.
 * A key handled here stops here: VS Code does not also act on it (Ctrl+1
 * would focus an editor group). Tab is never handled: it leaves the board.
 */
import { COLOURS, digitAt } from '../shared/play';
import { cellAfterKey, isNavigationKey } from '../shared/boardLayout';
import { clearMove, entryMove, modeForKey } from './playEntry';
import { targets, type PlayUi } from './playUi';
import { PLAY_GRID } from './playGrid';

/** The digit a key stands for, 0–9, whatever Shift does to the key's character. */
function digitOf(e: KeyboardEvent): number | undefined {
  const m = /^(?:Digit|Numpad)([0-9])$/.exec(e.code) ?? /^([0-9])$/.exec(e.key);
  return m ? Number(m[1]) : undefined;
}

export function onPlayKey(ui: PlayUi, e: KeyboardEvent): void {
  if (handled(ui, e)) {
    e.preventDefault();
    e.stopPropagation();
  }
}

function handled(ui: PlayUi, e: KeyboardEvent): boolean {
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if (e.altKey) return false;
  if (ctrl && (key === 'z' || key === 'y')) {
    ui.step(key === 'y' || e.shiftKey ? 'redo' : 'undo');
    return true;
  }
  const digit = digitOf(e);
  if (digit !== undefined) return digitKey(ui, digit, e.shiftKey, ctrl);
  if (e.key === 'Delete' || e.key === 'Backspace' || e.key === '.') {
    ui.move(clearMove(ui.state(), targets(ui.entry()), ui.entry().mode));
    return true;
  }
  if (e.key === 'Escape') {
    if (ui.entry().selected.size === 0) return false;
    ui.entry().selected.clear();
    ui.repaint();
    return true;
  }
  const onBoard = !!(e.target as Element | null)?.closest?.(`.${PLAY_GRID}`);
  return onBoard && boardKey(ui, e, ctrl);
}

function digitKey(ui: PlayUi, digit: number, shift: boolean, ctrl: boolean): boolean {
  const e = ui.entry();
  const s = ui.state();
  const mode = modeForKey(e.mode, { shift, ctrl });
  if (mode === 'colour') {
    if (digit > COLOURS) return true;
    if (digit > 0) e.colour = digit;
    ui.move(entryMove(s, targets(e), 'colour', digit));
    // The colour picked shows on the pad even when nothing changed.
    ui.redraw();
    return true;
  }
  if (digit === 0) ui.move(clearMove(s, targets(e), mode));
  else ui.move(entryMove(s, targets(e), mode, digit));
  return true;
}

function boardKey(ui: PlayUi, e: KeyboardEvent, ctrl: boolean): boolean {
  const entry = ui.entry();
  if (isNavigationKey(e.key)) {
    const next = cellAfterKey(entry.focus, e.key, ctrl);
    if (next === undefined) return true;
    if (e.shiftKey) {
      if (entry.selected.size === 0) entry.selected.add(entry.focus);
      entry.selected.add(next);
    } else entry.selected = new Set([next]);
    entry.focus = next;
    ui.repaint();
    document.querySelector<HTMLElement>(`.${PLAY_GRID} [data-cell="${next}"]`)?.focus({ preventScroll: true });
    return true;
  }
  if (e.key === ' ' && !ctrl) {
    entry.mode = entry.mode === 'pencil' ? 'digit' : 'pencil';
    ui.redraw();
    return true;
  }
  if (e.key.toLowerCase() === 'f' && !ctrl) {
    // The digit filter on the focused cell's digit, or off.
    const d = Number(digitAt(ui.state(), entry.focus)) || 0;
    entry.filter = d && entry.filter !== d ? d : 0;
    ui.redraw();
    return true;
  }
  if (e.key.toLowerCase() === 'c' && !ctrl) {
    const s = ui.state();
    ui.move({ kind: 'colour', cell: entry.focus, colour: (s.cellColours[entry.focus] + 1) % (COLOURS + 1) });
    return true;
  }
  return false;
}
