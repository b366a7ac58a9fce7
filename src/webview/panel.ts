/**
 * The Sudoku panel's webview. It draws the whole page from the 'state' the host
 * sends when something new is shown, then only the parts a change touches. The
 * host owns the state: the webview tells it each change of view it draws. Every text is set with textContent; nothing is
 * parsed as HTML. The parts live beside it: the toolbar, the board, the
 * caption, the steps list, the guess tree and log, Solve All's summary, play.
 */
import type { HostToPanel, PanelModel, ViewChange } from '../shared/panelProtocol';
import type { History } from '../shared/play';
import { el, t } from './dom';
import { leavePlay, playHistory, receivePlay, redrawTimer, renderPlay } from './play';
import { app, applyView, goTo, keepState, model, neighbour, onRedraw, send, setState, state, stopStepping } from './panelState';
import { toolbar } from './toolbar';
import { board } from './boardView';
import { fillCaption, legend, stepCaption } from './caption';
import { showSelection, tabs } from './stepsList';
import { keepSelectionInView } from './fit';
import { renderSummary } from './summary';
import { renderReport } from './report';
import { variantCaption } from './variantView';

if (state?.play) receivePlay(state.play);

/** The key of the element focused, to give the focus back to its like after a part is drawn again. */
const focusedKey = (): string | undefined => (document.activeElement as HTMLElement | null)?.dataset?.key;

function refocus(key: string | undefined): void {
  if (key && document.activeElement?.closest?.(`[data-key="${CSS.escape(key)}"]`) === null)
    app.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus({ preventScroll: true });
}

/** Draws the whole page: when something new is shown. */
function render(): void {
  const focused = focusedKey();
  app.replaceChildren();
  app.classList.remove('summary-view');
  if (!state) return;
  if (state.busy) app.append(el('p', { class: 'muted busy', role: 'status' }, state.busy));
  else if (state.failed) app.append(el('p', { class: 'message severity-error', role: 'alert' }, state.failed));
  else if (state.play) renderPlay(app, send, keepPlay);
  else if (state.summary) renderSummary(app, state.summary);
  else if (state.report) renderReport(app, state.report, send);
  else if (model) renderModel(model);
  else app.append(el('p', { class: 'muted' }, t('empty')));
  if (focused) app.querySelector<HTMLElement>(`[data-key="${CSS.escape(focused)}"]`)?.focus({ preventScroll: true });
  keepSelectionInView();
}

/** Whether the page shows the model's steps (and so can take a change of view part by part). */
const showsSteps = (): boolean => !!(state && model && !state.busy && !state.failed && !state.play && !state.summary);

/**
 * Draws a change of view, only the parts it touches: the board, the caption
 * and the toolbar for a step or a toggle; the side for a tab or a fold. A step
 * moves the steps list's selection; the list itself stays.
 */
function update(change: ViewChange): void {
  const m = model;
  const side = app.querySelector<HTMLElement>('.layout > .side');
  if (!m || !showsSteps() || !side) return render();
  const focused = focusedKey();
  if ('step' in change || 'pencil' in change || 'solution' in change) {
    app.querySelector('.board-wrap')?.replaceChildren(board(m));
    const box = app.querySelector<HTMLElement>('.caption');
    if (box) fillCaption(box, m);
    app.querySelector('.toolbar')?.replaceWith(toolbar(m));
  }
  if ('tab' in change || 'toggled' in change) side.replaceChildren(...tabs(m));
  else if ('step' in change || 'solution' in change) showSelection(side, m);
  refocus(focused);
  keepSelectionInView();
}

/** Play's timer started or stopped: its button says so. */
function redrawToolbar(): void {
  const focused = focusedKey();
  if (model && showsSteps()) app.querySelector('.toolbar')?.replaceWith(toolbar(model));
  refocus(focused);
}

/** Keeps the player's board in the state saved for a reload, as moves are made here. */
function keepPlay(history: History): void {
  if (!state?.play) return;
  keepState({ ...state, play: { ...state.play, history } });
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
  const rules = variantCaption(m.variant);
  left.append(wrap, stepCaption(m), ...(rules ? [rules] : []), legend(m));
  const side = el('section', { class: 'side' });
  side.append(...tabs(m));
  layout.append(left, side);
  app.append(layout);
}

onRedraw(redrawToolbar, update);

function receive(msg: HostToPanel): void {
  switch (msg.type) {
    case 'state':
      stopStepping();
      setState(msg.state);
      if (msg.state.play) receivePlay(msg.state.play);
      else leavePlay();
      render();
      // A new puzzle opens at the top, whatever was scrolled before.
      window.scrollTo(0, 0);
      return;
    case 'view':
      applyView(msg.change);
      update(msg.change);
      return;
    case 'busy':
    case 'failed':
      if (!state) return;
      stopStepping();
      keepState({ ...state, busy: msg.type === 'busy' ? msg.busy : undefined, failed: msg.type === 'failed' ? msg.failed : undefined });
      render();
      return;
    case 'play': {
      if (!state?.play) return;
      const changed = receivePlay(msg.play);
      keepState({ ...state, play: { ...msg.play, history: playHistory() } });
      if (changed === 'timer') redrawTimer();
      else render();
      return;
    }
  }
}

window.addEventListener('message', (event: MessageEvent<HostToPanel>) => {
  if (typeof event.data?.type === 'string') receive(event.data);
});

document.addEventListener('keydown', (e) => {
  const m = model;
  if (!m || !e.altKey) return;
  if (e.key === 'ArrowRight') goTo(neighbour(m, 1));
  else if (e.key === 'ArrowLeft') goTo(neighbour(m, -1));
});

render();
send({ type: 'ready' });
