/**
 * The Sudoku panel's webview. It draws what the extension host sends in one
 * 'state' message (model, words, view) and reports changes to its view back,
 * so the host can restore it. Every text is set with textContent; nothing is
 * parsed as HTML.
 */
import {
  HostToPanel,
  PanelGuess,
  PanelModel,
  PanelState,
  PanelStep,
  PanelToHost,
  SummaryModel,
  ViewState,
  decodeModel,
  isWireModel,
} from '../shared/panelProtocol';
import type { CellDigit, Chain } from '../shared/result';
import { button, cellOf, el, svg, t } from './dom';
import { chainDrawing } from './chain';
import { leavePlay, receivePlay, renderPlay } from './play';
import type { History } from '../shared/play';
import { TimelineBoard, boardAt } from '../shared/board';
import { renderReport } from './report';

interface VsCodeApi {
  postMessage(message: PanelToHost): void;
  getState(): PanelState | undefined;
  setState(state: PanelState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const app = document.getElementById('app')!;

let state: PanelState | undefined = vscode.getState();
if (state?.play) receivePlay(state.play);
/** The model, unpacked from the compact form the host sends (and the webview saves). */
let model: PanelModel | undefined = unpackModel(state);

function unpackModel(s: PanelState | undefined): PanelModel | undefined {
  return s?.model && isWireModel(s.model) ? decodeModel(s.model) : undefined;
}
let playing: ReturnType<typeof setInterval> | undefined;
let focusCell = 0;

// --- the view state ----------------------------------------------------------

const view = (): ViewState => state!.view;

function setView(change: Partial<ViewState>): void {
  if (!state) return;
  state = { ...state, view: { ...state.view, ...change } };
  vscode.setState(state);
  vscode.postMessage({ type: 'view', view: state.view });
  render();
}

function stopPlaying(): void {
  if (playing) clearInterval(playing);
  playing = undefined;
}

const guessOf = (m: PanelModel, n: number): PanelGuess | undefined => m.guesses[n - 1];
const parentOf = (m: PanelModel) => (n: number) => guessOf(m, n)?.parent;

/** Whether a guess's branch is unfolded: kept guesses are by default, the others not. */
function isOpen(m: PanelModel, n: number): boolean {
  const byDefault = guessOf(m, n)?.outcome === 'kept';
  return view().toggled.includes(n) ? !byDefault : byDefault;
}

/** Whether a timeline entry shows in the step list: every branch it sits in is unfolded. */
function isVisible(m: PanelModel, i: number): boolean {
  const s = m.steps[i];
  // A guess's own step is its branch's heading: it shows when its parent's branch is unfolded.
  let g = s.technique === 'guess' && s.guess !== undefined ? guessOf(m, s.guess)?.parent : s.guess;
  for (; g !== undefined; g = guessOf(m, g)?.parent) if (!isOpen(m, g)) return false;
  return true;
}

/** The step after (dir 1) or before (dir -1) the one shown, among those the list shows. */
function neighbour(m: PanelModel, dir: 1 | -1): number {
  const at = view().step - 1;
  for (let i = at + dir; i >= 0 && i < m.steps.length; i += dir) if (isVisible(m, i)) return i + 1;
  return dir === 1 ? view().step : 0;
}

function goTo(step: number): void {
  if (!model) return;
  setView({ step: Math.max(0, Math.min(model.steps.length, step)) });
}

// --- rendering -----------------------------------------------------------------

function render(): void {
  const focused = (document.activeElement as HTMLElement | null)?.dataset?.key;
  app.replaceChildren();
  if (!state) return;
  if (state.busy) app.append(el('p', { class: 'muted busy', role: 'status' }, state.busy));
  else if (state.failed) app.append(el('p', { class: 'message severity-error', role: 'alert' }, state.failed));
  else if (state.play) renderPlay(app, (m) => vscode.postMessage(m), keepPlay);
  else if (state.summary) renderSummary(state.summary);
  else if (state.report) renderReport(app, state.report, (m) => vscode.postMessage(m));
  else if (model) renderModel(model);
  else app.append(el('p', { class: 'muted' }, t('empty')));
  if (focused) app.querySelector<HTMLElement>(`[data-key="${CSS.escape(focused)}"]`)?.focus({ preventScroll: true });
  keepSelectionInView();
}

/** Keeps the player's board in the state saved for a reload, as moves are made here. */
function keepPlay(history: History): void {
  if (!state?.play) return;
  state = { ...state, play: { ...state.play, history } };
  vscode.setState(state);
}

function renderModel(m: PanelModel): void {
  const header = el('header');
  header.append(el('h1', {}, m.title));
  const status = el('p', { class: `status severity-${m.severity}`, role: 'status' });
  status.append(
    el('span', { class: 'status-icon', 'aria-hidden': 'true' }, m.statusIcon),
    ' ',
    m.statusText,
    el('span', { class: 'facts' }, ` · ${m.facts}`),
  );
  header.append(status);
  if (m.message) header.append(el('p', { class: `message severity-${m.severity}` }, m.message));
  for (const n of m.notes) header.append(el('p', { class: 'note' }, n));
  app.append(header);
  app.append(toolbar(m));

  const layout = el('div', { class: 'layout' });
  const left = el('section', { class: 'board-area', 'aria-label': t('boardArea') });
  const wrap = el('div', { class: 'board-wrap' });
  wrap.append(board(m));
  left.append(wrap, stepCaption(m), legend());
  const side = el('section', { class: 'side' });
  side.append(...tabs(m));
  layout.append(left, side);
  app.append(layout);
}

function toolbar(m: PanelModel): HTMLElement {
  const bar = el('div', { class: 'toolbar', role: 'toolbar', 'aria-label': t('toolbar') });
  const step = view().step;
  const n = m.steps.length;
  bar.append(
    button('start', t('start'), () => (stopPlaying(), goTo(0)), { 'aria-label': t('goStart') }, step > 0),
    button(
      'back',
      t('back'),
      () => (stopPlaying(), goTo(neighbour(m, -1))),
      { 'aria-label': t('prevStep'), 'aria-keyshortcuts': 'Alt+ArrowLeft' },
      step > 0,
    ),
    button(
      'play',
      playing ? t('pause') : t('play'),
      () => {
        if (playing) {
          stopPlaying();
          render();
          return;
        }
        if (view().step >= n) setView({ step: 0 });
        playing = setInterval(() => {
          if (!model || view().step >= model.steps.length) {
            stopPlaying();
            render();
          } else goTo(neighbour(model, 1));
        }, 600);
        render();
      },
      { 'aria-pressed': String(!!playing) },
      // With no step to show, Play has nothing to play.
      n > 0,
    ),
    button(
      'next',
      t('next'),
      () => (stopPlaying(), goTo(neighbour(m, 1))),
      { 'aria-label': t('nextStep'), 'aria-keyshortcuts': 'Alt+ArrowRight' },
      step < n,
    ),
    button('end', t('end'), () => (stopPlaying(), goTo(n)), { 'aria-label': t('goEnd') }, step < n),
  );
  const sep = () => el('span', { class: 'sep', 'aria-hidden': 'true' });
  const pencil = view().pencil;
  // The state shows as a check mark and a word too, not by colour alone: high-contrast themes draw buttons alike.
  bar.append(
    sep(),
    button('pencil', `${pencil ? '☑' : '☐'} ${t('pencil')}`, () => setView({ pencil: !pencil }), {
      'aria-pressed': String(pencil),
      class: 'toggle',
      title: `${t('pencil')}: ${pencil ? t('on') : t('off')}`,
    }),
  );
  if (m.solutions) {
    const s = view().solution;
    bar.append(
      button('solution', t('solutionOf', s + 1), () => setView({ solution: s === 0 ? 1 : 0, step: n }), {
        class: 'toggle',
        'aria-pressed': String(s === 1),
      }),
    );
  }
  bar.append(
    sep(),
    button('again', t('solveAgain'), () => vscode.postMessage({ type: 'solveAgain' })),
    button('play-puzzle', t('playThis'), () => vscode.postMessage({ type: 'play' })),
  );
  if (m.source) {
    const share = el('span', { role: 'group', 'aria-label': t('share'), class: 'share' });
    for (const [action, key] of [
      ['line', 'shareLine'],
      ['wiki', 'shareWiki'],
      ['pencil', 'sharePencil'],
      ['markdown', 'shareMarkdown'],
      ['svg', 'shareSvg'],
      ['png', 'sharePng'],
    ] as const) {
      share.append(button(`share-${action}`, t(key), () => vscode.postMessage({ type: 'share', action })));
    }
    bar.append(sep(), share);
  }
  rovingFocus(bar);
  return bar;
}

/** The toolbar's one Tab stop: the button last focused there, or the first. */
let toolbarKey = 'start';

/**
 * The toolbar is one Tab stop, as in the WAI-ARIA toolbar pattern: Left and
 * Right move between its buttons (wrapping round), Home and End go to the first
 * and the last. Buttons that cannot act stay reachable, so that they can be read.
 */
function rovingFocus(bar: HTMLElement): void {
  const buttons = [...bar.querySelectorAll<HTMLButtonElement>('button')];
  const stop = (b: HTMLButtonElement) => {
    toolbarKey = b.dataset.key ?? toolbarKey;
    for (const x of buttons) x.tabIndex = x === b ? 0 : -1;
  };
  stop(buttons.find((b) => b.dataset.key === toolbarKey) ?? buttons[0]);
  bar.addEventListener('focusin', (e) => {
    const b = (e.target as HTMLElement).closest('button');
    if (b && buttons.includes(b)) stop(b);
  });
  bar.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (i < 0) return;
    const n = buttons.length;
    const moves: Record<string, number> = { ArrowRight: (i + 1) % n, ArrowLeft: (i + n - 1) % n, Home: 0, End: n - 1 };
    const j = moves[e.key];
    if (j === undefined) return;
    e.preventDefault();
    stop(buttons[j]);
    buttons[j].focus();
  });
}

function currentBoard(m: PanelModel): TimelineBoard {
  const step = view().step;
  if (m.solutions && step >= m.steps.length) {
    const s = m.solutions[view().solution];
    return {
      digits: s.split(''),
      candidates: new Array(81).fill(''),
      origin: s.split('').map((_, i) => (m.puzzle[i] !== '.' ? 'given' : 'logic')),
    };
  }
  return boardAt(m.puzzle, m.initialCandidates, m.steps, step, parentOf(m));
}

function board(m: PanelModel): HTMLElement {
  const state = currentBoard(m);
  const step = view().step;
  const current: PanelStep | undefined = step > 0 ? m.steps[step - 1] : undefined;
  const pattern = new Set(current?.cells ?? []);
  const placed = new Map((current?.placed ?? []).map((p) => [p.cell, p.d]));
  const removed = new Map<number, Set<number>>();
  for (const r of current?.removed ?? []) removed.set(r.cell, (removed.get(r.cell) ?? new Set()).add(r.d));
  const conflicts = new Set(m.conflicts.flatMap((c) => c.cells));
  const differing = new Set(m.differing);
  const atEnd = step >= m.steps.length;

  const grid = el('div', { class: 'grid', role: 'grid', 'aria-label': t('board'), 'aria-rowcount': '9', 'aria-colcount': '9' });
  for (let r = 0; r < 9; r++) {
    const row = el('div', { class: 'row', role: 'row', 'aria-rowindex': String(r + 1) });
    for (let c = 0; c < 9; c++) {
      const i = r * 9 + c;
      const digit = state.digits[i] !== '.' ? state.digits[i] : '';
      const how = digit ? state.origin[i] || 'logic' : '';
      const classes = ['cell', `c${c}`, `r${r}`];
      if (how) classes.push(how);
      if (pattern.has(i)) classes.push('pattern');
      if (placed.has(i)) classes.push('placed');
      if (conflicts.has(i)) classes.push('conflict');
      if (differing.has(i) && atEnd) classes.push('differ');
      const cell = el('div', {
        class: classes.join(' '),
        role: 'gridcell',
        'aria-colindex': String(c + 1),
        tabindex: i === focusCell ? '0' : '-1',
        'data-cell': String(i),
      });
      const label: string[] = [t('cell', r + 1, c + 1)];
      if (digit) {
        label.push(
          how === 'given'
            ? t('given', digit)
            : how === 'guess'
              ? t('byGuess', digit)
              : how === 'deduced'
                ? t('deduced', digit)
                : t('byLogic', digit),
        );
        cell.append(el('span', { class: 'digit', 'aria-hidden': 'true' }, digit));
        if (how === 'guess') cell.append(el('span', { class: 'guess-mark', 'aria-hidden': 'true' }, '?'));
      } else {
        // Candidates: those on the board, plus the ones this step just removed (struck through).
        const gone = removed.get(i);
        const shown = gone ? [...new Set([...state.candidates[i], ...[...gone].map(String)])].sort().join('') : state.candidates[i];
        label.push(shown ? t('candidates', shown.split('').join(' ')) : t('noCandidates'));
        if (view().pencil) {
          const marks = el('div', { class: 'marks', 'aria-hidden': 'true' });
          for (let d = 1; d <= 9; d++) {
            const has = shown.includes(String(d));
            const struck = gone?.has(d);
            const key = has && !struck && current?.digits.includes(d) && pattern.has(i);
            marks.append(el('span', { class: `mark${struck ? ' removed' : ''}${key ? ' key' : ''}` }, has ? String(d) : ''));
          }
          cell.append(marks);
        }
      }
      if (conflicts.has(i)) label.push(t('duplicate'));
      if (differing.has(i) && m.solutions) label.push(t('differs', m.solutions[0][i], m.solutions[1][i]));
      if (pattern.has(i)) label.push(t('inStep'));
      if (removed.has(i)) label.push(t('removes', [...removed.get(i)!].join(' ')));
      cell.setAttribute('aria-label', label.join(', '));
      row.append(cell);
    }
    grid.append(row);
  }
  const drawn = current && chainOf(current);
  const chain = current && drawn && chainDrawing(drawn, current.removed);
  if (chain) {
    grid.append(chain);
    grid.setAttribute('aria-describedby', 'chain-words');
  }
  grid.addEventListener('keydown', onGridKey);
  grid.addEventListener('click', (e) => {
    const target = (e.target as HTMLElement).closest('[data-cell]') as HTMLElement | null;
    if (target) focusCell = Number(target.dataset.cell);
  });
  grid.addEventListener('dblclick', () => vscode.postMessage({ type: 'revealCell', cell: focusCell }));
  return grid;
}

/** A chain step's chains (Step.chain, from the technique ladder), when it has drawable ones. */
function chainOf(step: PanelStep): Chain | undefined {
  const c = step.chain;
  return c && Array.isArray(c.nodes) && Array.isArray(c.links) && c.links.length > 0 ? c : undefined;
}

const nodeName = (n: CellDigit) => t('chainNode', n.d, cellOf(n.cell));

/** The chain in words, beside the drawing: Eureka notation, a legend, and each link for screen readers. */
function chainText(step: PanelStep): HTMLElement | undefined {
  const chain = chainOf(step);
  if (!chain) return undefined;
  const box = el('div', { class: 'chain-text' });
  // Beneath the sentence; or, with none, when the step's own words do not hold the chain already.
  if (step.sentence !== undefined || !step.text.includes(chain.text))
    box.append(el('p', { class: 'muted eureka' }, `${t('chain')} ${chain.text}`));
  const legend = el('p', { class: 'chain-legend muted', 'aria-hidden': 'true' });
  legend.append(
    el('span', { class: 'swatch strong' }),
    ` ${t('chainStrong')}  `,
    el('span', { class: 'swatch weak' }),
    ` ${t('chainWeak')}  `,
    el('span', { class: 'swatch-elim' }, '✕'),
    ` ${t('chainStruck')}`,
  );
  box.append(legend);
  const strong = chain.links.filter((l) => l.strong).length;
  const words = el('div', { class: 'sr-only', id: 'chain-words' });
  words.append(el('p', {}, `${t('chainDrawn')} ${t('chainLinkCount', strong, chain.links.length - strong)}.`));
  const list = el('ol');
  for (const l of chain.links) list.append(el('li', {}, t(l.strong ? 'linkStrong' : 'linkWeak', nodeName(l.from), nodeName(l.to))));
  words.append(list);
  if (step.removed.length) words.append(el('p', {}, t('chainRemoves', step.removed.map(nodeName).join(', '))));
  box.append(words);
  return box;
}

function onGridKey(e: KeyboardEvent): void {
  const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -9, ArrowDown: 9 };
  let next: number;
  if (e.key in moves) {
    const d = moves[e.key];
    const col = focusCell % 9;
    if ((d === -1 && col === 0) || (d === 1 && col === 8)) return;
    next = focusCell + d;
    if (next < 0 || next > 80) return;
  } else if (e.key === 'Home') next = e.ctrlKey ? 0 : focusCell - (focusCell % 9);
  else if (e.key === 'End') next = e.ctrlKey ? 80 : focusCell - (focusCell % 9) + 8;
  else if (e.key === 'Enter') {
    vscode.postMessage({ type: 'revealCell', cell: focusCell });
    return;
  } else return;
  e.preventDefault();
  focusCell = next;
  const cells = app.querySelectorAll<HTMLElement>('[role=gridcell]');
  cells.forEach((c) => c.setAttribute('tabindex', '-1'));
  cells[next].setAttribute('tabindex', '0');
  cells[next].focus();
}

function stepCaption(m: PanelModel): HTMLElement {
  const box = el('div', { class: 'caption', 'aria-live': 'polite' });
  const step = view().step;
  if (m.solutions && step >= m.steps.length) {
    // The board shows a solution here, not the last step: the caption says so.
    box.append(el('p', {}, t('solutionOf', view().solution + 1)));
  } else if (step === 0) {
    const n = m.pathLength;
    box.append(el('p', {}, n === 0 ? t('startCaptionNone') : n === 1 ? t('startCaptionOne') : t('startCaption', n)));
  } else {
    const s = m.steps[step - 1];
    // A chain step: its heading, its chains in a sentence beneath, then (in chainText) the Eureka notation.
    const title = s.sentence !== undefined && s.heading !== undefined ? s.heading : s.text;
    box.append(el('p', {}, s.onPath ? t('stepCaption', s.n, m.pathLength, title) : t('branchCaption', title)));
    if (s.sentence !== undefined && s.heading !== undefined) box.append(el('p', { class: 'chain-sentence' }, s.sentence));
    const chain = chainText(s);
    if (chain) box.append(chain);
    if (s.sqlFile) {
      const file = s.sqlFile;
      box.append(button('sql', t('openSql', file), () => vscode.postMessage({ type: 'openSql', file }), { class: 'link' }));
    }
  }
  return box;
}

function legend(): HTMLElement {
  const l = el('p', { class: 'legend muted' });
  l.append(
    el('span', { class: 'given' }, t('legendGiven')),
    ' · ',
    el('span', { class: 'logic' }, t('legendLogic')),
    ' · ',
    el('span', { class: 'guess' }, t('legendGuess')),
    ' · ',
    el('span', { class: 'deduced' }, t('legendDeduced')),
  );
  return l;
}

// --- the side: steps, guess tree, guess log ----------------------------------------

function tabs(m: PanelModel): HTMLElement[] {
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
  root.addEventListener('keydown', (e) => {
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
  });
  return root;
}

const toggle = (list: number[], n: number) => (list.includes(n) ? list.filter((x) => x !== n) : [...list, n]);

/** Scrolls the step list, and only it, so that the selected step shows: the page itself never moves. */
function keepSelectionInView(): void {
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

/** The width the tree's indentation may take before it is drawn narrower. */
const TREE_SPAN = 240;

/**
 * The guess log as a tree picture: one row per guess in the order made,
 * indented by depth, joined to the guess it was made under. The node's shape
 * and colour tell the outcome (filled: kept, cross: disproved, hollow:
 * abandoned). Click or Enter shows the board at that guess.
 */
function guessTree(m: PanelModel): HTMLElement {
  const box = el('div', { class: 'guess-tree' });
  if (m.guesses.length === 0) {
    box.append(el('p', { class: 'muted' }, t('noGuesses')));
    return box;
  }
  box.append(el('p', { class: 'legend muted' }, t('treeLegend')));
  const ROW = 24;
  const X0 = 14;
  const maxDepth = Math.max(...m.guesses.map((g) => g.depth));
  // A deep tree is drawn narrower, so that its labels stay in view beside their nodes.
  const INDENT = Math.max(8, Math.min(22, Math.floor(TREE_SPAN / (maxDepth + 1))));
  const height = (m.guesses.length + 1) * ROW + 8;
  const width = X0 + (maxDepth + 1) * INDENT + 560;
  const step = view().step;
  const current = step > 0 ? m.steps[step - 1] : undefined;
  const at = (g: PanelGuess | undefined, row: number) => ({ x: X0 + (g ? g.depth : 0) * INDENT, y: row * ROW + ROW / 2 + 4 });
  const rowOf = new Map<number, number>(m.guesses.map((g, i) => [g.n, i + 1]));
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
  pic.append(root);
  const selectedGuess = current?.guess;
  let focusable = false;
  for (const g of m.guesses) {
    const c = at(g, rowOf.get(g.n)!);
    const label = t('treeNode', g.n, g.depth, t(g.outcome), g.story);
    const selected = selectedGuess === g.n;
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
    if (selected) focusable = true;
    const title = svg('title');
    title.textContent = label;
    node.append(title);
    node.append(svg('rect', { x: 0, y: c.y - ROW / 2, width, height: ROW, class: 'hit' }));
    if (g.outcome === 'disproved') {
      node.append(svg('circle', { cx: c.x, cy: c.y, r: 7, class: 'shape' }));
      node.append(
        svg('path', {
          d: `M ${c.x - 4} ${c.y - 4} L ${c.x + 4} ${c.y + 4} M ${c.x + 4} ${c.y - 4} L ${c.x - 4} ${c.y + 4}`,
          class: 'cross',
        }),
      );
    } else node.append(svg('circle', { cx: c.x, cy: c.y, r: 7, class: 'shape' }));
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
    pic.append(node);
  }
  if (!focusable) (pic.querySelector('.tree-node:not(.root)') as SVGGElement | null)?.setAttribute('tabindex', '0');
  pic.addEventListener('keydown', (e) => {
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
  });
  box.append(pic);
  return box;
}

function tableHead(titles: string[]): HTMLElement {
  const head = el('tr');
  for (const h of titles) head.append(el('th', { scope: 'col' }, h));
  const thead = el('thead');
  thead.append(head);
  return thead;
}

function guessTable(m: PanelModel): HTMLElement {
  const box = el('div', { class: 'guesses' });
  if (m.guesses.length === 0) {
    box.append(el('p', { class: 'muted' }, t('noGuesses')));
    return box;
  }
  const table = el('table');
  table.append(el('caption', {}, t('tabLog', m.guesses.length)));
  table.append(tableHead([t('colN'), t('colCell'), t('colValue'), t('colChoices'), t('colDepth'), t('colOutcome')]));
  const body = el('tbody');
  const current = view().step > 0 ? m.steps[view().step - 1] : undefined;
  for (const g of m.guesses) {
    const tr = el('tr', { class: `outcome-${g.outcome}${current?.technique === 'guess' && current.guess === g.n ? ' selected' : ''}` });
    const first = el('td');
    if (g.entry !== undefined) {
      const at = g.entry + 1;
      first.append(button(`log-${g.n}`, String(g.n), () => goTo(at), { class: 'link', 'aria-label': t('showGuess', g.n) }));
    } else first.textContent = String(g.n);
    tr.append(first);
    tr.append(
      el('td', {}, `r${Math.floor(g.cell / 9) + 1}c${(g.cell % 9) + 1}`),
      el('td', {}, String(g.value)),
      el('td', {}, g.choices),
      el('td', {}, String(g.depth)),
      el('td', {}, `${t(g.outcome)}: ${g.story.replace(/^\S+ → /, '')}`),
    );
    body.append(tr);
  }
  table.append(body);
  box.append(table);
  return box;
}

function renderSummary(s: SummaryModel): void {
  app.classList.add('summary-view');
  app.append(el('h1', {}, s.title));
  app.append(el('p', { class: 'facts', role: 'status' }, s.facts));
  const table = el('table', { class: 'summary' });
  table.append(tableHead([t('colLine'), t('colName'), t('colStatus'), t('colDifficulty'), t('colGuesses'), t('colTime')]));
  const body = el('tbody');
  for (const r of s.rows) {
    const tr = el('tr', { class: `status-${r.status}` });
    const lineCell = el('td');
    lineCell.append(
      button(`line-${r.line}`, String(r.line + 1), () => vscode.postMessage({ type: 'revealLine', line: r.line }), {
        class: 'link',
        'aria-label': t('goLine', r.line + 1),
      }),
    );
    // A long name wraps, and beyond three lines is cut short: its full text stays in the cell (and its tooltip).
    const nameCell = el('td', { class: 'name' });
    if (r.name) nameCell.append(el('div', { class: 'clamp', title: r.name }, r.name));
    tr.append(
      lineCell,
      nameCell,
      el('td', { title: r.message ?? '' }, r.statusText),
      el('td', {}, r.difficulty ?? ''),
      el('td', { class: 'num' }, String(r.guesses)),
      el('td', { class: 'num nowrap' }, r.time),
    );
    body.append(tr);
  }
  table.append(body);
  // The table scrolls sideways on its own when the panel is too narrow for it, never the page.
  const scroller = el('div', { class: 'table-scroll' });
  scroller.append(table);
  app.append(scroller);
}

// --- messages ----------------------------------------------------------------

window.addEventListener('message', (event: MessageEvent<HostToPanel>) => {
  const msg = event.data;
  if (msg?.type !== 'state') return;
  stopPlaying();
  state = msg.state;
  if (state.play) receivePlay(state.play);
  else leavePlay();
  model = unpackModel(state);
  app.classList.remove('summary-view');
  vscode.setState(state);
  render();
  // A new puzzle opens at the top, whatever was scrolled before.
  window.scrollTo(0, 0);
});

document.addEventListener('keydown', (e) => {
  const m = model;
  if (!m || !e.altKey) return;
  if (e.key === 'ArrowRight') goTo(neighbour(m, 1));
  else if (e.key === 'ArrowLeft') goTo(neighbour(m, -1));
});

render();
vscode.postMessage({ type: 'ready' });
