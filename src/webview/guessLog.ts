/** The guess log as a table: each guess's cell, value, candidates, depth and how it ended, with a link to its board. */
import type { PanelModel } from '../shared/panelProtocol';
import { button, cellOf, el, t, tableHead } from './dom';
import { goTo, view } from './panelState';

export function guessTable(m: PanelModel): HTMLElement {
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
      el('td', {}, cellOf(g.cell)),
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
