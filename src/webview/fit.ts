/**
 * Keeps the steps list in the panel's view. A narrow panel (beside the editor,
 * about 530 px) puts the list below the board: there the board gives up height
 * (down to a floor) until the page fits, so that the list is on screen without
 * scrolling the page. The list then scrolls itself so that the step selected
 * lies in the part of it the user sees.
 */
import { app } from './panelState';

/** The smallest board a narrow panel shrinks to; then the list gives up height, down to its own floor. */
const BOARD_FLOOR = 140;
const LIST_FLOOR = 96;
/** The step's margin from the list's visible edges. */
const MARGIN = 8;

/** Fits the board, then scrolls the list, after layout (a render's heights are not final before it). */
export function keepSelectionInView(): void {
  requestAnimationFrame(() => {
    fitBoard();
    scrollToSelection();
  });
}

function fitBoard(): void {
  const wrap = app.querySelector<HTMLElement>('.layout:not(.play) .board-wrap');
  const side = app.querySelector<HTMLElement>('.layout > .side');
  if (!wrap || !side) return;
  wrap.style.removeProperty('height');
  side.style.removeProperty('min-height');
  // Only when the side is below the board: beside it, the board follows the height already (see panel.css).
  if (side.getBoundingClientRect().top < wrap.getBoundingClientRect().bottom) return;
  let excess = document.documentElement.scrollHeight - window.innerHeight;
  if (excess <= 0) return;
  const height = wrap.getBoundingClientRect().height;
  const board = Math.max(BOARD_FLOOR, Math.floor(height - excess));
  wrap.style.height = `${board}px`;
  // A short panel: the list takes less than its usual share (panel.css), rather than run off the page. Measured
  // again each time: the list's share does not shrink pixel for pixel with what is asked of it.
  for (let i = 0; i < 3; i++) {
    excess = document.documentElement.scrollHeight - window.innerHeight;
    const list = side.getBoundingClientRect().height;
    if (excess <= 0 || list <= LIST_FLOOR) return;
    side.style.minHeight = `${Math.max(LIST_FLOOR, Math.floor(list - excess))}px`;
  }
}

/** Scrolls the list, and only it, so that the selected step lies in the part of the list within the window. */
function scrollToSelection(): void {
  const panel = app.querySelector<HTMLElement>('.tabpanel');
  const selected = panel?.querySelector<HTMLElement>('.selected > .line, .tree-node.selected');
  if (!panel || !selected) return;
  const p = panel.getBoundingClientRect();
  const top = Math.max(p.top, 0);
  const bottom = Math.min(p.bottom, window.innerHeight);
  const s = selected.getBoundingClientRect();
  if (s.top < top) panel.scrollTop -= top - s.top + MARGIN;
  else if (s.bottom > bottom) panel.scrollTop += s.bottom - bottom + MARGIN;
}

// The panel resized (the editor beside it, the window): fit again. The page's root is the window's size.
new ResizeObserver(keepSelectionInView).observe(document.documentElement);
