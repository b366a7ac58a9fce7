/**
 * The guess log as a tree picture: one row per guess in the order made,
 * indented by depth, joined to the guess it was made under. The node's shape
 * and colour tell the outcome (filled: kept, cross: disproved, hollow:
 * abandoned). Click or Enter shows the board at that guess.
 */
import type { PanelGuess, PanelModel } from '../shared/panelProtocol';
import { el, svg, t } from './dom';
import { app, goTo, guessOf, view } from './panelState';

/** The width the tree's indentation may take before it is drawn narrower. */
const TREE_SPAN = 240;
const ROW = 24;
const X0 = 14;

/** Where each guess's node sits: x by depth, y by the order made. */
interface TreeGeometry {
  width: number;
  height: number;
  at(g: PanelGuess | undefined, row: number): { x: number; y: number };
  rowOf: Map<number, number>;
}

function geometry(m: PanelModel): TreeGeometry {
  const maxDepth = Math.max(...m.guesses.map((g) => g.depth));
  // A deep tree is drawn narrower, so that its labels stay in view beside their nodes.
  const indent = Math.max(8, Math.min(22, Math.floor(TREE_SPAN / (maxDepth + 1))));
  return {
    width: X0 + (maxDepth + 1) * indent + 560,
    height: (m.guesses.length + 1) * ROW + 8,
    at: (g, row) => ({ x: X0 + (g ? g.depth : 0) * indent, y: row * ROW + ROW / 2 + 4 }),
    rowOf: new Map<number, number>(m.guesses.map((g, i) => [g.n, i + 1])),
  };
}

export function guessTree(m: PanelModel): HTMLElement {
  const box = el('div', { class: 'guess-tree' });
  if (m.guesses.length === 0) {
    box.append(el('p', { class: 'muted' }, t('noGuesses')));
    return box;
  }
  box.append(el('p', { class: 'legend muted' }, t('treeLegend')));
  const geo = geometry(m);
  const { width, height, at, rowOf } = geo;
  const step = view().step;
  const current = step > 0 ? m.steps[step - 1] : undefined;
  const pic = svg('svg', {
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    role: 'tree',
    'aria-label': t('treeLabel', t('tabLog', m.guesses.length)),
    class: 'tree-svg',
  });
  // Edges first, under the nodes: down from the parent, then across to the child.
  for (const g of m.guesses) {
    const p = at(g.parent ? guessOf(m, g.parent) : undefined, g.parent ? rowOf.get(g.parent)! : 0);
    const c = at(g, rowOf.get(g.n)!);
    pic.append(svg('path', { d: `M ${p.x} ${p.y} V ${c.y} H ${c.x}`, class: `edge outcome-${g.outcome}` }));
  }
  pic.append(rootNode(geo));
  for (const g of m.guesses) pic.append(guessNode(g, geo, current?.guess === g.n));
  if (!pic.querySelector('.tree-node.selected'))
    (pic.querySelector('.tree-node:not(.root)') as SVGGElement | null)?.setAttribute('tabindex', '0');
  pic.addEventListener('keydown', (e) => onTreeKey(m, pic, e));
  box.append(pic);
  return box;
}

function rootNode({ at }: TreeGeometry): SVGGElement {
  const rootAt = at(undefined, 0);
  const root = svg('g', {
    class: 'tree-node root',
    role: 'treeitem',
    'aria-level': 1,
    'aria-label': t('treeRoot'),
    tabindex: '-1',
    'data-guess': 0,
  });
  root.append(svg('rect', { x: rootAt.x - 6, y: rootAt.y - 6, width: 12, height: 12, class: 'shape' }));
  const rootText = svg('text', { x: rootAt.x + 14, y: rootAt.y + 4 });
  rootText.textContent = t('treeRoot');
  root.append(rootText);
  return root;
}

function guessNode(g: PanelGuess, { at, rowOf, width }: TreeGeometry, selected: boolean): SVGGElement {
  const c = at(g, rowOf.get(g.n)!);
  const label = t('treeNode', g.n, g.depth, t(g.outcome), g.story);
  const node = svg('g', {
    class: `tree-node outcome-${g.outcome}${selected ? ' selected' : ''}`,
    role: 'treeitem',
    'aria-level': g.depth + 1,
    'aria-label': label,
    'aria-selected': String(selected),
    tabindex: selected ? '0' : '-1',
    'data-guess': g.n,
    'data-key': `guess-${g.n}`,
  });
  const title = svg('title');
  title.textContent = label;
  node.append(title);
  node.append(svg('rect', { x: 0, y: c.y - ROW / 2, width, height: ROW, class: 'hit' }));
  node.append(svg('circle', { cx: c.x, cy: c.y, r: 7, class: 'shape' }));
  if (g.outcome === 'disproved')
    node.append(
      svg('path', {
        d: `M ${c.x - 4} ${c.y - 4} L ${c.x + 4} ${c.y + 4} M ${c.x + 4} ${c.y - 4} L ${c.x - 4} ${c.y + 4}`,
        class: 'cross',
      }),
    );
  const text = svg('text', { x: c.x + 14, y: c.y + 4 });
  text.textContent = `#${g.n}  ${g.story}`;
  node.append(text);
  const show = () => {
    if (g.entry !== undefined) goTo(g.entry + 1);
    app.querySelector<HTMLElement>(`[data-key="guess-${g.n}"]`)?.focus({ preventScroll: true });
  };
  node.addEventListener('click', show);
  node.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      show();
    }
  });
  return node;
}

/** Up and Down, Home and End move between guesses; Left goes to the guess this one was made under. */
function onTreeKey(m: PanelModel, pic: SVGSVGElement, e: KeyboardEvent): void {
  const nodes = [...pic.querySelectorAll<SVGGElement>('.tree-node:not(.root)')];
  const i = nodes.indexOf(document.activeElement as unknown as SVGGElement);
  let j = -1;
  if (e.key === 'ArrowDown') j = Math.min(nodes.length - 1, i + 1);
  else if (e.key === 'ArrowUp') j = Math.max(0, i - 1);
  else if (e.key === 'Home') j = 0;
  else if (e.key === 'End') j = nodes.length - 1;
  else if (e.key === 'ArrowLeft' && i >= 0) {
    const parent = guessOf(m, Number(nodes[i].dataset.guess))?.parent;
    j = parent ? parent - 1 : i;
  }
  if (j < 0) return;
  e.preventDefault();
  nodes.forEach((n) => n.setAttribute('tabindex', '-1'));
  nodes[j].setAttribute('tabindex', '0');
  nodes[j].focus();
  nodes[j].scrollIntoView?.({ block: 'nearest' });
}
