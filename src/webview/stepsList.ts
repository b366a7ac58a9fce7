/** The side of the step view: its tabs, and the steps as a tree of guesses and the steps they led to. */
import type { PanelModel, ViewState } from '../shared/panelProtocol';
import { button, el, t } from './dom';
import { guessTree } from './guessTree';
import { guessTable } from './guessLog';
import { showsSolution } from './boardView';
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
  const selected = selectedId(m);
  const item = (index: number, text: string, extra: Record<string, string> = {}, cls = '', id = `step-${index}`) => {
    const li = el('li', {
      role: 'treeitem',
      id,
      'aria-selected': String(id === selected),
      class: `${cls}${id === selected ? ' selected' : ''}`,
      ...extra,
    });
    const line = el('div', { class: 'line' });
    line.append(el('span', { class: 'text' }, text));
    li.append(line);
    line.addEventListener('click', () => goTo(index));
    return li;
  };
  root.append(item(0, t(m.played ? 'positionStartItem' : 'startItem'), { 'aria-level': '1' }));
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
  // Two solutions: the board at the end shows one of them, and so does the list's last item.
  if (m.solutions)
    root.append(item(m.steps.length, t('solutionOf', view().solution + 1), { 'aria-level': '1' }, 'solution-item', SOLUTION_ID));
  root.setAttribute('aria-activedescendant', selected);
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
  const id = selectedId(m);
  for (const li of tree.querySelectorAll<HTMLElement>('li.selected')) {
    li.classList.remove('selected');
    li.setAttribute('aria-selected', 'false');
  }
  const li = tree.querySelector<HTMLElement>(`#${id}`);
  li?.classList.add('selected');
  li?.setAttribute('aria-selected', 'true');
  tree.setAttribute('aria-activedescendant', id);
  const solution = tree.querySelector(`#${SOLUTION_ID} .text`);
  if (solution) solution.textContent = t('solutionOf', view().solution + 1);
}

const SOLUTION_ID = 'step-solution';

/** The list's item for what the board shows: a step, or one of two solutions. */
const selectedId = (m: PanelModel): string => (showsSolution(m) ? SOLUTION_ID : `step-${view().step}`);
