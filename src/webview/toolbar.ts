/** The step view's toolbar: moving through the steps, the view's toggles, solving again, playing and sharing. */
import type { PanelModel } from '../shared/panelProtocol';
import { button, el, t } from './dom';
import { goTo, isStepping, model, neighbour, redrawView, send, setView, startStepping, stopStepping, view } from './panelState';

export function toolbar(m: PanelModel): HTMLElement {
  const bar = el('div', { class: 'toolbar', role: 'toolbar', 'aria-label': t('toolbar') });
  bar.append(...stepButtons(m));
  const sep = () => el('span', { class: 'sep', 'aria-hidden': 'true' });
  bar.append(sep(), ...toggles(m));
  bar.append(
    sep(),
    button('again', t('solveAgain'), () => send({ type: 'solveAgain' })),
    button('play', t('playThis'), () => send({ type: 'play' })),
  );
  if (m.source) bar.append(sep(), shareButtons());
  rovingFocus(bar);
  return bar;
}

/** Start, Back, Play/Pause, Next, End. */
function stepButtons(m: PanelModel): HTMLButtonElement[] {
  return stepButtonList(m).map(worded);
}

/**
 * A button whose label has an arrow ('‹ Back', 'Next ›'): the arrow is hidden
 * from screen readers, so that the name they say is the word shown (the longer
 * words are its title, said as its description).
 */
function worded(b: HTMLButtonElement): HTMLButtonElement {
  const m = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(b.textContent ?? '');
  if (!m || !m[2] || (!m[1] && !m[3])) return b;
  const glyph = (g: string) => (g.trim() ? [el('span', { 'aria-hidden': 'true' }, g)] : g ? [g] : []);
  b.replaceChildren(...glyph(m[1]), m[2], ...glyph(m[3]));
  return b;
}

function stepButtonList(m: PanelModel): HTMLButtonElement[] {
  const step = view().step;
  const n = m.steps.length;
  return [
    button('start', t('start'), () => (stopStepping(), goTo(0)), { title: t('goStart') }, step > 0),
    button(
      'back',
      t('back'),
      () => (stopStepping(), goTo(neighbour(m, -1))),
      { title: t('prevStep'), 'aria-keyshortcuts': 'Alt+ArrowLeft' },
      step > 0,
    ),
    button(
      'autostep',
      isStepping() ? t('pauseSteps') : t('runSteps'),
      () => stepOrPause(n),
      { 'aria-pressed': String(isStepping()) },
      // With no step to show, Play has nothing to play.
      n > 0,
    ),
    button(
      'next',
      t('next'),
      () => (stopStepping(), goTo(neighbour(m, 1))),
      { title: t('nextStep'), 'aria-keyshortcuts': 'Alt+ArrowRight' },
      step < n,
    ),
    button('end', t('end'), () => (stopStepping(), goTo(n)), { title: t('goEnd') }, step < n),
  ];
}

function stepOrPause(n: number): void {
  if (isStepping()) {
    stopStepping();
    redrawView();
    return;
  }
  if (view().step >= n) setView({ step: 0 });
  startStepping(() => {
    if (!model || view().step >= model.steps.length) {
      stopStepping();
      redrawView();
    } else goTo(neighbour(model, 1));
  }, 600);
  redrawView();
}

/** Pencil marks on or off, and which of two solutions is shown. */
function toggles(m: PanelModel): HTMLButtonElement[] {
  const pencil = view().pencil;
  // The state shows as a check mark and a word too, not by colour alone: high-contrast themes draw buttons alike.
  const out = [
    button('pencil', `${pencil ? '☑' : '☐'} ${t('pencil')}`, () => setView({ pencil: !pencil }), {
      'aria-pressed': String(pencil),
      class: 'toggle',
      title: `${t('pencil')}: ${pencil ? t('on') : t('off')}`,
    }),
  ];
  if (m.solutions) {
    const s = view().solution;
    out.push(
      button('solution', t('solutionOf', s + 1), () => setView({ solution: s === 0 ? 1 : 0, step: m.steps.length }), {
        class: 'toggle',
        'aria-pressed': String(s === 1),
      }),
    );
  }
  return out;
}

function shareButtons(): HTMLElement {
  const share = el('span', { role: 'group', 'aria-label': t('share'), class: 'share' });
  for (const [action, key] of [
    ['line', 'shareLine'],
    ['wiki', 'shareWiki'],
    ['pencil', 'sharePencil'],
    ['markdown', 'shareMarkdown'],
    ['svg', 'shareSvg'],
    ['png', 'sharePng'],
  ] as const) {
    share.append(button(`share-${action}`, t(key), () => send({ type: 'share', action })));
  }
  return share;
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
