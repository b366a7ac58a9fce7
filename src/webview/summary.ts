/** Solve All's summary: one row per puzzle of the file, each with a link to its line. */
import type { SummaryModel } from '../shared/panelProtocol';
import { button, el, t, tableHead } from './dom';
import { send } from './panelState';

export function renderSummary(app: HTMLElement, s: SummaryModel): void {
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
      button(`line-${r.line}`, String(r.line + 1), () => send({ type: 'revealLine', line: r.line }), {
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
