/**
 * What the panel's webview draws with: elements made with their text set as
 * textContent (nothing is ever parsed as HTML), buttons that keep the focus,
 * and the words the host wrote into the page.
 */
import { colOf, rowOf } from '../shared/boardLayout';
import { PANEL_STRINGS_ID, type PanelStrings, fillTemplate } from '../shared/panelStrings';

const SVG = 'http://www.w3.org/2000/svg';

/** The panel's words, written into the page by the host once (src/shared/panelStrings.ts). */
const strings = JSON.parse(document.getElementById(PANEL_STRINGS_ID)?.textContent ?? '{}') as Partial<PanelStrings>;

/** A phrase from the host, with {0}-style placeholders filled in. */
export function t(key: keyof PanelStrings, ...args: (string | number)[]): string {
  return fillTemplate(strings[key] ?? key, ...args);
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

export function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number> = {}): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/**
 * A button with a stable key: after a redraw the button with the same key gets
 * the focus back, so Enter or Space on Next keeps it there. Buttons that cannot
 * act are aria-disabled rather than disabled, so that they keep the focus.
 */
export function button(
  key: string,
  label: string,
  onClick: () => void,
  attrs: Record<string, string> = {},
  enabled = true,
): HTMLButtonElement {
  const b = el('button', { type: 'button', 'data-key': key, ...attrs }, label);
  if (!enabled) b.setAttribute('aria-disabled', 'true');
  b.addEventListener('click', () => {
    if (b.getAttribute('aria-disabled') !== 'true') onClick();
  });
  return b;
}

export const cellOf = (n: number): string => `r${rowOf(n) + 1}c${colOf(n) + 1}`;

/** A table's head row, one column heading per title. */
export function tableHead(titles: string[]): HTMLElement {
  const head = el('tr');
  for (const h of titles) head.append(el('th', { scope: 'col' }, h));
  const thead = el('thead');
  thead.append(head);
  return thead;
}
