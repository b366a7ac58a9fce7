/**
 * Playing in the panel, the webview's side. A move is applied here at once
 * (src/shared/play.ts) and drawn in the same frame, then told to the host,
 * which applies the same move to the state it owns. Hints and checks come
 * back from the host and are drawn on the board.
 */
import { HISTORY_LIMIT, type History, type Move, type PlayState, digitAt, record, redo, undo } from '../shared/play';
import type { PlayToHost, PlayView } from '../shared/playProtocol';
import { button, el, t } from './dom';
import { grid, paintHighlights, PLAY_GRID } from './playGrid';
import { pad } from './playPad';
import { playNotes } from './playNotes';
import { onPlayKey } from './playKeys';
import { receiveTimer, timerElement } from './playTimer';
import type { Entry, PlayUi } from './playUi';
import { variantCaption } from './variantView';

interface Local extends Entry {
  history: History;
  /** The host's count of our moves when we last took its history, and our moves since. */
  base: number;
  sent: number;
}

let local: Local | undefined;
let post: (m: PlayToHost) => void = () => undefined;
let keep: (h: History) => void = () => undefined;
let root: HTMLElement | undefined;
let shown: PlayView | undefined;
/** Whether the player opened the keys: kept across redraws. */
let keysOpen = false;

/**
 * Takes what the host sent; its board wins unless we have moves it has not
 * seen yet. The undo history is ours: the host sends the position and the
 * depths (the whole history only with a new page), and we follow it.
 */
export function receivePlay(view: PlayView): 'timer' | 'all' {
  // A view that only moves the timer (it starts or pauses as the window gains or loses focus) is no
  // reason to rebuild the board: a rebuild under a finger's tap would swallow the tap.
  const onlyTimer = !!(local && shown?.timer && view.timer && sameButTimer(shown, view));
  // Another game: another puzzle, or a new game of it (the host's count of our moves never goes back within one).
  const another =
    local && (shown?.source.uri !== view.source.uri || local.history.present.givens !== view.present.givens || view.applied < local.base);
  if (!local || another) {
    const history = view.history ?? { past: [], present: view.present, future: [] };
    local = {
      history,
      base: view.applied,
      sent: 0,
      mode: 'digit',
      colour: 1,
      focus: firstEmpty(view.present),
      selected: new Set(),
      filter: 0,
      filtering: false,
      bivalue: false,
    };
  } else if (view.applied >= local.base + local.sent) {
    local.history = view.history ?? follow(local.history, view);
    local.base = view.applied;
    local.sent = 0;
  }
  shown = view;
  receiveTimer(view.timer);
  return onlyTimer ? 'timer' : 'all';
}

const sameButTimer = (a: PlayView, b: PlayView) => JSON.stringify({ ...a, timer: 0 }) === JSON.stringify({ ...b, timer: 0 });

/** Draws the timer again in place, after a view that changed only it. */
export function redrawTimer(): void {
  const old = root?.querySelector('.play-timer');
  const fresh = timerElement();
  if (old && fresh) old.replaceWith(fresh);
}

/** Our history after the host's view of it: the same, or one move on (the host applied a hint). */
function follow(h: History, view: PlayView): History {
  if (same(h.present, view.present)) return h;
  if (view.redo === 0 && view.undo === Math.min(h.past.length + 1, HISTORY_LIMIT))
    return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: view.present, future: [] };
  return { past: [], present: view.present, future: [] };
}

const same = (a: PlayState, b: PlayState) => JSON.stringify(a) === JSON.stringify(b);

/** The history kept here, for the state saved for a reload. */
export function playHistory(): History | undefined {
  return local?.history;
}

/** Forgets the local game (another puzzle, or no play). */
export function leavePlay(): void {
  local = undefined;
  shown = undefined;
}

export function renderPlay(into: HTMLElement, send: (m: PlayToHost) => void, save: (h: History) => void): void {
  root = into;
  post = send;
  keep = save;
  draw();
}

function firstEmpty(s: PlayState): number {
  for (let i = 0; i < 81; i++) if (digitAt(s, i) === '.') return i;
  return 0;
}

function move(m: Move | undefined): void {
  if (!local || !shown || !m) return;
  apply(record(local.history, m, { autoRemove: shown.autoRemove }), { type: 'playMove', move: m });
}

function step(dir: 'undo' | 'redo'): void {
  if (!local) return;
  apply(dir === 'undo' ? undo(local.history) : redo(local.history), { type: dir === 'undo' ? 'playUndo' : 'playRedo' });
}

/** Shows the board after one of our moves at once, keeps it for a reload, then tells the host. */
function apply(next: History, tell: PlayToHost): void {
  if (!local || !shown || next === local.history) return;
  local.history = next;
  local.sent++;
  // A move makes the last hint or check stale: the host drops them too.
  shown = { ...shown, hint: undefined, check: undefined, message: undefined };
  draw();
  keep(local.history);
  post(tell);
}

/** What the board, the pad and the keys act through. */
const ui: PlayUi = {
  entry: () => local!,
  state: () => local!.history.present,
  view: () => shown!,
  move,
  step,
  redraw: () => draw(),
  repaint: () => {
    const g = root?.querySelector<HTMLElement>(`.${PLAY_GRID}`);
    if (g && local && shown) paintHighlights(g, ui);
  },
};

function draw(): void {
  if (!root || !local || !shown) return;
  const hadFocus = root.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset.key : undefined;
  const s = local.history.present;
  root.replaceChildren();
  const header = el('header', { class: 'play-header' });
  header.append(el('h1', {}, shown.title));
  const timer = timerElement();
  if (timer) header.append(timer);
  const keys = el('details', { class: 'play-keys' }) as HTMLDetailsElement;
  keys.open = keysOpen;
  keys.addEventListener('toggle', () => (keysOpen = keys.open));
  keys.append(el('summary', {}, t('playKeysTitle')), el('p', { class: 'muted', id: 'play-keys' }, t('playKeys')));
  root.append(header, toolbar(s), keys);
  const layout = el('div', { class: 'layout play' });
  const boardArea = el('section', { class: 'board-area', 'aria-label': t('playBoard') });
  const wrap = el('div', { class: 'board-wrap' });
  wrap.append(grid(ui));
  boardArea.append(wrap);
  const rules = variantCaption(s.variant);
  if (rules) boardArea.append(rules);
  const side = el('section', { class: 'side play-side' });
  side.append(...playNotes({ view: shown, state: s, post }));
  // The pad follows the board: Tab from the board goes on to it.
  layout.append(boardArea, pad(ui), side);
  layout.addEventListener('keydown', (e) => onPlayKey(ui, e));
  root.append(layout);
  if (hadFocus) root.querySelector<HTMLElement>(`[data-key="${CSS.escape(hadFocus)}"]`)?.focus({ preventScroll: true });
}

function toolbar(s: PlayState): HTMLElement {
  const l = local!;
  const bar = el('div', { class: 'toolbar play-toolbar', role: 'toolbar', 'aria-label': t('playToolbar') });
  const h = l.history;
  bar.append(
    button('undo', t('undo'), () => step('undo'), {}, h.past.length > 0),
    button('redo', t('redo'), () => step('redo'), {}, h.future.length > 0),
    button('fill', t('fill'), () => move({ kind: 'fill' })),
    button('restart', t('restart'), () => move({ kind: 'restart' }), {}, h.past.length > 0 || /[1-9]/.test(s.digits)),
  );
  return bar;
}
