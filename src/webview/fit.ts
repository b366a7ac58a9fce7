/**
 * Keeps the step selected in the steps list's view. The board's size is the
 * panel's (panel.css, --board): nothing here resizes it, so that it keeps one
 * size whatever the caption says. The list scrolls itself so that the step
 * selected lies in the part of it the user sees: the part within the window,
 * or, in a panel so short that little of the list is on screen (the page
 * scrolls there), the list's own box, where scrolling the page finds it.
 */
import { app } from './panelState';

/** The step's margin from the list's visible edges. */
const MARGIN = 8;
/** Less of the list than this on screen: the selection is kept in the list's own box instead. */
const SEEN_FLOOR = 48;

/** Scrolls the list after layout (a render's heights are not final before it). */
export function keepSelectionInView(): void {
  requestAnimationFrame(scrollToSelection);
}

/** Scrolls the list, and only it, so that the selected step lies in the part of the list the user sees. */
function scrollToSelection(): void {
  const panel = app.querySelector<HTMLElement>('.tabpanel');
  const selected = panel?.querySelector<HTMLElement>('.selected > .line, .tree-node.selected');
  if (!panel || !selected) return;
  const p = panel.getBoundingClientRect();
  let top = Math.max(p.top, 0);
  let bottom = Math.min(p.bottom, window.innerHeight);
  if (bottom - top < SEEN_FLOOR) [top, bottom] = [p.top, p.bottom];
  const s = selected.getBoundingClientRect();
  if (s.top < top) panel.scrollTop -= top - s.top + MARGIN;
  else if (s.bottom > bottom) panel.scrollTop += s.bottom - bottom + MARGIN;
}

// The panel resized (the editor beside it, the window): the list's visible part changed. The page's root is the window's size.
new ResizeObserver(keepSelectionInView).observe(document.documentElement);
