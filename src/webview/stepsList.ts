/** The side of the step view: its tabs, and the steps as a tree of guesses and the steps they led to. */
import type { PanelModel, ViewState } from '../shared/panelProtocol';
import { button, el, t } from './dom';
import { guessTree } from './guessTree';
import { guessTable } from './guessLog';
import { app, goTo, guessOf, isOpen, neighbour, setView, toggle, view } from './panelState';

export function tabs(m: PanelModel): HTMLElement[] {
  const list = el('div', { class: 'tabs', role: 'tablist', 'aria-label': t('tabs') });
  const which: [ViewState['tab'], string][] = [
    ['steps', t('tabSteps', m.pathLength)],
    ['tree', t('tabTree')],
    ['log', t('tabLog', m.guesses.length)],
  ];
  const current = view().tab;
  for (const [id, label] of which) {
    const tab = button(`tab-${id}`, label, () => setView({ tab: id }), {
      role: 'tab',
      id: `tab-${id}`,
      'aria-selected': String(id === current),
      'aria-controls': 'tabpanel',
      tabindex: id === current ? '0' : '-1',
    });
    list.append(tab);
  }
  list.addEventListener('keydown', (e) => {
    const i = which.findIndex(([id]) => id === current);
    const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!d) return;
    e.preventDefault();
    const next = which[(i + d + which.length) % which.length][0];
    setView({ tab: next });
    app.querySelector<HTMLElement>(`[data-key="tab-${next}"]`)?.focus();
  });
  const panel = el('div', { class: `tabpanel tab-${current}`, role: 'tabpanel', id: 'tabpanel', 'aria-labelledby': `tab-${current}` });
  if (current === 'steps') panel.append(stepTree(m));
  else if (current === 'tree') panel.append(guessTree(m));
  else panel.append(guessTable(m));
  return [list, panel];
}

/**
 * The steps as a tree: each guess is a branch holding the steps it led to and
 * its sub-guesses, with how it ended. Kept branches are unfolded, the others folded.
 */
function stepTree(m: PanelModel): HTMLElement {
  const root = el('ul', { role: 'tree', 'aria-label': t('stepsHeading'), tabindex: '0', class: 'step-tree', 'data-key': 'steps' });
  const step = view().step;
  const item = (index: number, text: string, extra: Record<string, string> = {}, cls = '') => {
    const li = el('li', {
      role: 'treeitem',
      id: `step-${index}`,
      'aria-selected': String(step === index),
      class: `${cls}${step === index ? ' selected' : ''}`,
      ...extra,
    });
    const line = el('div', { class: 'line' });
    line.append(el('span', { class: 'text' }, text));
    li.append(line);
    line.addEventListener('click', () => goTo(index));
    return li;
  };
  root.append(item(0, t('startItem'), { 'aria-level': '1' }));
  const groups = new Map<number | undefined, HTMLElement>([[undefined, root]]);
  m.steps.forEach((s, i) => {
    const isGuess = s.technique === 'guess' && s.guess !== undefined;
    const parentGuess = isGuess ? guessOf(m, s.guess!)?.parent : s.guess;
    const container = groups.get(parentGuess);
    if (!container) return; // inside a folded branch
    const level = String((parentGuess !== undefined ? guessOf(m, parentGuess)!.depth : 0) + 1);
    if (!isGuess) {
      const li = item(i + 1, s.onPath ? `${s.n}. ${s.text}` : s.text, { 'aria-level': level }, s.onPath ? '' : 'branch-step');
      container.append(li);
      return;
    }
    const g = guessOf(m, s.guess!)!;
    const open = isOpen(m, g.n);
    const li = item(
      i + 1,
      s.onPath ? `${s.n}. ${s.text}` : s.text,
      { 'aria-level': level, 'aria-expanded': String(open) },
      `guess-step outcome-${g.outcome}`,
    );
    const line = li.firstElementChild as HTMLElement;
    const fold = button(`fold-${g.n}`, open ? '▾' : '▸', () => setView({ toggled: toggle(view().toggled, g.n) }), {
      class: 'fold',
      'aria-label': open ? t('fold', g.n) : t('unfold', g.n),
      tabindex: '-1',
    });
    fold.addEventListener('click', (e) => e.stopPropagation());
    line.prepend(fold);
    line.append(el('span', { class: 'story' }, `${t(g.outcome)}: ${g.story}`));
    container.append(li);
    if (open) {
      const group = el('ul', { role: 'group' });
      li.append(group);
      groups.set(g.n, group);
    }
  });
  if (m.branchesCapped) root.append(el('li', { role: 'none', class: 'muted' }, t('capped')));
  root.setAttribute('aria-activedescendant', `step-${step}`);
  root.addEventListener('keydown', (e) => onTreeKey(m, e));
  return root;
}

/** Up and Down move between the steps shown, Right and Left unfold and fold the guess selected. */
function onTreeKey(m: PanelModel, e: KeyboardEvent): void {
  const step = view().step;
  const current = step > 0 ? m.steps[step - 1] : undefined;
  const g = current?.technique === 'guess' && current.guess !== undefined ? current.guess : undefined;
  if (e.key === 'ArrowDown') goTo(neighbour(m, 1));
  else if (e.key === 'ArrowUp') goTo(neighbour(m, -1));
  else if (e.key === 'Home') goTo(0);
  else if (e.key === 'End') goTo(m.steps.length);
  else if (e.key === 'ArrowRight' && g !== undefined && !isOpen(m, g)) setView({ toggled: toggle(view().toggled, g) });
  else if (e.key === 'ArrowLeft' && g !== undefined && isOpen(m, g)) setView({ toggled: toggle(view().toggled, g) });
  else return;
  e.preventDefault();
}

/** Scrolls the step list, and only it, so that the selected step shows: the page itself never moves. */
export function keepSelectionInView(): void {
  // After layout: right after a render the list's height is not final, and the last step would fall short of view.
  requestAnimationFrame(() => {
    const panel = app.querySelector<HTMLElement>('.tabpanel');
    const selected = panel?.querySelector<HTMLElement>('.selected > .line, .tree-node.selected');
    if (!panel || !selected) return;
    const p = panel.getBoundingClientRect();
    const s = selected.getBoundingClientRect();
    if (s.top < p.top) panel.scrollTop -= p.top - s.top + 8;
    else if (s.bottom > p.bottom) panel.scrollTop += s.bottom - p.bottom + 8;
  });
}

/**
 * Shows the step selected in the side without drawing the steps list again:
 * the selection moves from one item to another. The guess tree and log, much
 * shorter, are drawn anew.
 */
export function showSelection(side: HTMLElement, m: PanelModel): void {
  const tree = side.querySelector<HTMLElement>('.step-tree');
  if (view().tab !== 'steps' || !tree) {
    side.replaceChildren(...tabs(m));
    return;
  }
  const step = view().step;
  for (const li of tree.querySelectorAll<HTMLElement>('li.selected')) {
    li.classList.remove('selected');
    li.setAttribute('aria-selected', 'false');
  }
  const li = tree.querySelector<HTMLElement>(`#step-${step}`);
  li?.classList.add('selected');
  li?.setAttribute('aria-selected', 'true');
  tree.setAttribute('aria-activedescendant', `step-${step}`);
}
