/**
 * The Sudoku panel's webview. It draws what the extension host sends in one
 * 'state' message (model, words, view) and reports changes to its view back,
 * so the host can restore it. Every text is set with textContent; nothing is
 * parsed as HTML. The parts live beside it: the toolbar, the board, the
 * caption, the steps list, the guess tree and log, Solve All's summary, play.
 */
import type { HostToPanel, PanelModel } from '../shared/panelProtocol';
import type { History } from '../shared/play';
import { el, t } from './dom';
import { leavePlay, receivePlay, renderPlay } from './play';
import { app, goTo, keepState, model, neighbour, onViewChange, send, setState, state, stopPlaying } from './panelState';
import { toolbar } from './toolbar';
import { board } from './boardView';
import { legend, stepCaption } from './caption';
import { keepSelectionInView, tabs } from './stepsList';
import { renderSummary } from './summary';

if (state?.play) receivePlay(state.play);

function render(): void {
  const focused = (document.activeElement as HTMLElement | null)?.dataset?.key;
  app.replaceChildren();
  if (!state) return;
  if (state.busy) app.append(el('p', { class: 'muted busy', role: 'status' }, state.busy));
  else if (state.failed) app.append(el('p', { class: 'message severity-error', role: 'alert' }, state.failed));
  else if (state.play) renderPlay(app, send, keepPlay);
  else if (state.summary) renderSummary(app, state.summary);
  else if (model) renderModel(model);
  else app.append(el('p', { class: 'muted' }, t('empty')));
  if (focused) app.querySelector<HTMLElement>(`[data-key="${CSS.escape(focused)}"]`)?.focus({ preventScroll: true });
  keepSelectionInView();
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
  left.append(wrap, stepCaption(m), legend());
  const side = el('section', { class: 'side' });
  side.append(...tabs(m));
  layout.append(left, side);
  app.append(layout);
}

onViewChange(render);

window.addEventListener('message', (event: MessageEvent<HostToPanel>) => {
  const msg = event.data;
  if (msg?.type !== 'state') return;
  stopPlaying();
  setState(msg.state);
  if (msg.state.play) receivePlay(msg.state.play);
  else leavePlay();
  app.classList.remove('summary-view');
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
send({ type: 'ready' });
