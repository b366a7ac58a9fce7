/**
 * Selecting cells by mouse, pen and touch (pointer events): a press selects
 * a cell, Ctrl (Cmd) adds or takes it out of the selection, Shift adds it,
 * and dragging adds every cell passed over. A press on the one cell already
 * selected acts on what it lands on: in Pencil or Corner marks mode it
 * toggles that candidate's mark; in Digits mode it places a lone candidate
 * (so a double click or tap on a cell with one candidate places it), or
 * takes out the candidate pressed; in Colours mode every press paints.
 * While dragging, the board is not drawn again: only its highlights are.
 */
import type { SingleMove } from '../shared/play';
import { loneCandidate } from './playEntry';
import type { Entry, PlayUi } from './playUi';

interface Press {
  pointer: number;
  /** The cell pressed, and the candidate slot (1–9) under the pointer, 0 for none. */
  cell: number;
  slot: number;
  /** The cell was already the one selected, and no modifier was held: the press acts on it. */
  again: boolean;
  modified: boolean;
  /** The pointer has moved onto another cell: a drag, not a press. */
  dragged: boolean;
}

const cellUnder = (target: Element | null): number | undefined => {
  const at = target?.closest<HTMLElement>('[data-cell]');
  return at ? Number(at.dataset.cell) : undefined;
};

export function pointerSelection(g: HTMLElement, ui: PlayUi): void {
  let press: Press | undefined;
  g.addEventListener('pointerdown', (ev) => {
    const cell = cellUnder(ev.target as Element);
    if (cell === undefined || ev.button !== 0 || !ev.isPrimary) return;
    ev.preventDefault();
    const e = ui.entry();
    const modified = ev.ctrlKey || ev.metaKey || ev.shiftKey;
    const again = !modified && e.selected.size === 1 && e.selected.has(cell);
    select(e, cell, ev);
    const slot = Number((ev.target as Element).closest<HTMLElement>('.mark')?.dataset.d ?? 0);
    press = { pointer: ev.pointerId, cell, slot, again, modified, dragged: false };
    // Touch captures the pointer to where it went down; the cell under it is found by its place.
    g.setPointerCapture?.(ev.pointerId);
    show(g, ui);
  });
  g.addEventListener('pointermove', (ev) => {
    if (!press || ev.pointerId !== press.pointer) return;
    const cell = cellUnder(document.elementFromPoint(ev.clientX, ev.clientY));
    const e = ui.entry();
    if (cell === undefined || cell === e.focus) return;
    press.dragged = true;
    if (e.selected.size === 0) e.selected.add(e.focus);
    e.selected.add(cell);
    e.focus = cell;
    show(g, ui);
  });
  const end = (ev: PointerEvent) => {
    if (!press || ev.pointerId !== press.pointer) return;
    const done = press;
    press = undefined;
    if (ev.type === 'pointerup' && !done.dragged && !done.modified) ui.move(pressMove(ui, done));
  };
  g.addEventListener('pointerup', end);
  g.addEventListener('pointercancel', end);
  // A finger's quick drag over the board ends, to Chromium, in a fling (touch-action stops only the scroll),
  // and the next tap, taken as the tap that stops the fling, is dropped. A move the page takes has no fling.
  g.addEventListener(
    'touchmove',
    (ev) => {
      if (ev.cancelable) ev.preventDefault();
    },
    { passive: false },
  );
}

/** The selection after a press on `cell`. */
function select(e: Entry, cell: number, ev: PointerEvent): void {
  if (ev.ctrlKey || ev.metaKey) {
    if (e.selected.size === 0) e.selected.add(e.focus);
    if (e.selected.has(cell) && e.selected.size > 1) e.selected.delete(cell);
    else e.selected.add(cell);
  } else if (ev.shiftKey) {
    if (e.selected.size === 0) e.selected.add(e.focus);
    e.selected.add(cell);
  } else {
    e.selected = new Set([cell]);
  }
  e.focus = cell;
}

function show(g: HTMLElement, ui: PlayUi): void {
  ui.repaint();
  g.querySelector<HTMLElement>(`[data-cell="${ui.entry().focus}"]`)?.focus({ preventScroll: true });
}

/** What a plain press does to the cell pressed, by the mode (see the module's comment). */
function pressMove(ui: PlayUi, p: Press): SingleMove | undefined {
  const e = ui.entry();
  const s = ui.state();
  const cell = p.cell;
  const has = (d: number) => (s.marks[cell] & (1 << (d - 1))) !== 0;
  if (e.mode === 'colour') {
    if (p.slot && has(p.slot)) {
      const now = s.candidateColours[cell * 10 + p.slot] ?? 0;
      return { kind: 'colourCandidate', cell, d: p.slot, colour: now === e.colour ? 0 : e.colour };
    }
    return { kind: 'colour', cell, colour: s.cellColours[cell] === e.colour ? 0 : e.colour };
  }
  if (!p.again) return undefined;
  if (e.mode === 'pencil' && p.slot) return { kind: 'mark', cell, d: p.slot };
  if (e.mode === 'corner' && p.slot) return { kind: 'corner', cell, d: p.slot };
  if (e.mode !== 'digit') return undefined;
  const lone = loneCandidate(s, cell);
  if (lone !== undefined) return { kind: 'place', cell, d: lone };
  return p.slot && has(p.slot) ? { kind: 'mark', cell, d: p.slot } : undefined;
}
