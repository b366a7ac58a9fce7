/** The words under the step view's board: what the step shown does, its chain in words, and the board's legend. */
import type { PanelModel, PanelStep } from '../shared/panelProtocol';
import type { CellDigit, InnerChain } from '../shared/result';
import { button, cellOf, el, t } from './dom';
import { chainOf } from './boardView';
import { send, view } from './panelState';

export function stepCaption(m: PanelModel): HTMLElement {
  const box = el('div', { class: 'caption', 'aria-live': 'polite' });
  fillCaption(box, m);
  return box;
}

/** Says the step shown in the caption's box: the box stays, so that screen readers hear the change. */
export function fillCaption(box: HTMLElement, m: PanelModel): void {
  box.replaceChildren();
  const step = view().step;
  if (m.solutions && step >= m.steps.length) {
    // The board shows a solution here, not the last step: the caption says so.
    box.append(el('p', {}, t('solutionOf', view().solution + 1)));
  } else if (step === 0) {
    const n = m.pathLength;
    // Explained from the player's position: it starts from their digits, not the givens alone.
    const [none, one, more] = m.played
      ? (['positionCaptionNone', 'positionCaptionOne', 'positionCaption'] as const)
      : (['startCaptionNone', 'startCaptionOne', 'startCaption'] as const);
    box.append(el('p', {}, n === 0 ? t(none) : n === 1 ? t(one) : t(more, n)));
  } else {
    const s = m.steps[step - 1];
    // A chain step: its heading, its chains in a sentence beneath, then (in chainText) the Eureka notation; a pattern: its words, why beneath.
    const title = s.heading ?? s.text;
    box.append(el('p', {}, s.onPath ? t('stepCaption', s.n, m.pathLength, title) : t('branchCaption', title)));
    if (s.sentence !== undefined) box.append(el('p', { class: 'chain-sentence' }, s.sentence));
    const chain = chainText(s);
    if (chain) box.append(chain);
    if (s.sqlFile) {
      const file = s.sqlFile;
      box.append(button('sql', t('openSql', file), () => send({ type: 'openSql', file }), { class: 'link' }));
    }
  }
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
  const inner = innerChains(chain.inner);
  if (inner) box.append(inner);
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

/** A nested chain's inner chains, each under a disclosure (closed: the outer chain comes first). */
function innerChains(inner: InnerChain[] | undefined): HTMLElement | undefined {
  if (!inner?.length) return undefined;
  const box = el('details', { class: 'inner-chains' });
  box.append(el('summary', {}, t('innerChains', inner.length)));
  const list = el('ol');
  for (const c of inner) list.append(el('li', { class: 'eureka' }, t('innerChain', nodeName(c.removes), c.text)));
  box.append(list);
  return box;
}

export function legend(m?: PanelModel): HTMLElement {
  const l = el('p', { class: 'legend muted' });
  l.append(el('span', { class: 'given' }, t('legendGiven')), ' · ');
  if (m?.played) l.append(el('span', { class: 'player' }, t('legendPlayer')), ' · ');
  l.append(
    el('span', { class: 'logic' }, t('legendLogic')),
    ' · ',
    el('span', { class: 'guess' }, t('legendGuess')),
    ' · ',
    el('span', { class: 'deduced' }, t('legendDeduced')),
  );
  return l;
}
