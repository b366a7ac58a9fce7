/**
 * The webview's copy of what the host sent: the state (model, view, busy,
 * failed, play), the model unpacked, and the moves between steps the view
 * allows. The other modules read it here and change the view through setView.
 */
import { PanelGuess, PanelModel, PanelState, PanelToHost, ViewChange, ViewState, decodeModel, isWireModel } from '../shared/panelProtocol';

interface VsCodeApi {
  postMessage(message: PanelToHost): void;
  getState(): PanelState | undefined;
  setState(state: PanelState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();

/** The page's root element. */
export const app = document.getElementById('app')!;

export const send = (message: PanelToHost): void => vscode.postMessage(message);

export let state: PanelState | undefined = vscode.getState();
/** The model, unpacked from the compact form the host sends (and the webview saves). */
export let model: PanelModel | undefined = unpackModel(state);

function unpackModel(s: PanelState | undefined): PanelModel | undefined {
  return s?.model && isWireModel(s.model) ? decodeModel(s.model) : undefined;
}

/** Takes a whole new state from the host and keeps it for a reload. */
export function setState(next: PanelState): void {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  state = next;
  model = unpackModel(next);
  vscode.setState(next);
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** Whether the change comes from a held key (Alt+Right held down): such a burst is saved once, after it. */
let repeating = false;

/**
 * Keeps a changed state for a reload. A change is saved at once, so that a
 * reload right after it finds it; only a held key's burst of changes waits,
 * since the saved state holds the whole model.
 */
export function keepState(next: PanelState): void {
  state = next;
  if (repeating) saveTimer ??= setTimeout(saveNow, 200);
  else saveNow();
}

function saveNow(): void {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  if (state) vscode.setState(state);
}

document.addEventListener('keydown', (e) => (repeating = e.repeat), true);
document.addEventListener('keyup', () => {
  repeating = false;
  if (saveTimer) saveNow();
});
window.addEventListener('pagehide', () => saveTimer && saveNow());

let redraw: () => void = () => undefined;
let drawChange: (change: ViewChange) => void = () => undefined;

/** What redrawView and a change of view call to draw (set once by the entry module). */
export function onRedraw(draw: () => void, change: (change: ViewChange) => void): void {
  redraw = draw;
  drawChange = change;
}

/** Draws the toolbar again after a change that is not the view's (Play's timer starting or stopping). */
export const redrawView = (): void => redraw();

export const view = (): ViewState => state!.view;

/**
 * The user changed the view: drawn at once, and told to the host, which owns
 * the state and keeps the change (as play's moves go).
 */
export function setView(change: ViewChange): void {
  if (!state) return;
  applyView(change);
  drawChange(change);
  vscode.postMessage({ type: 'view', change });
}

/** A change of view, kept here for the parts to draw. */
export function applyView(change: ViewChange): void {
  if (state) keepState({ ...state, view: { ...state.view, ...change } });
}

// --- stepping through the timeline --------------------------------------------

/** The step timer: it steps through the explanation on its own (the toolbar's Play ▸); playing by hand is play.ts. */
let stepping: ReturnType<typeof setInterval> | undefined;

export const isStepping = (): boolean => stepping !== undefined;

export function startStepping(tick: () => void, ms: number): void {
  stopStepping();
  stepping = setInterval(tick, ms);
}

export function stopStepping(): void {
  if (stepping) clearInterval(stepping);
  stepping = undefined;
}

export const guessOf = (m: PanelModel, n: number): PanelGuess | undefined => m.guesses[n - 1];
export const parentOf = (m: PanelModel) => (n: number) => guessOf(m, n)?.parent;

/** Whether a guess's branch is unfolded: kept guesses are by default, the others not. */
export function isOpen(m: PanelModel, n: number): boolean {
  const byDefault = guessOf(m, n)?.outcome === 'kept';
  return view().toggled.includes(n) ? !byDefault : byDefault;
}

/** Whether a timeline entry shows in the step list: every branch it sits in is unfolded. */
export function isVisible(m: PanelModel, i: number): boolean {
  const s = m.steps[i];
  // A guess's own step is its branch's heading: it shows when its parent's branch is unfolded.
  let g = s.technique === 'guess' && s.guess !== undefined ? guessOf(m, s.guess)?.parent : s.guess;
  for (; g !== undefined; g = guessOf(m, g)?.parent) if (!isOpen(m, g)) return false;
  return true;
}

/** The step after (dir 1) or before (dir -1) the one shown, among those the list shows. */
export function neighbour(m: PanelModel, dir: 1 | -1): number {
  const at = view().step - 1;
  for (let i = at + dir; i >= 0 && i < m.steps.length; i += dir) if (isVisible(m, i)) return i + 1;
  return dir === 1 ? view().step : 0;
}

export function goTo(step: number): void {
  if (!model) return;
  setView({ step: Math.max(0, Math.min(model.steps.length, step)) });
}

export const toggle = (list: number[], n: number): number[] => (list.includes(n) ? list.filter((x) => x !== n) : [...list, n]);
