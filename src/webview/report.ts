/**
 * Test Technique on File's table in the panel: one row per puzzle, a link to
 * its line, and what the technique did there. Text set as textContent only;
 * colours from the theme (media/panel.css).
 */
import type { ReportModel, ReportRow } from '../shared/labReport';
import type { PanelToHost } from '../shared/panelProtocol';
import { button, el, t } from './dom';

export function renderReport(app: HTMLElement, r: ReportModel, post: (m: PanelToHost) => void): void {
  app.classList.add('summary-view');
  app.append(el('h1', {}, r.title));
  app.append(el('p', { class: 'facts', role: 'status' }, r.facts));
  if (r.warning) app.append(el('p', { class: 'message severity-warning', role: 'alert' }, r.warning));
  const table = el('table', { class: 'summary report', 'aria-label': t('reportTable') });
  const head = el('tr');
  for (const h of [t('colLine'), t('colName'), t('colFired'), t('colFinds'), t('colUnsound'), t('colRating'), t('colPerCall')])
    head.append(el('th', { scope: 'col' }, h));
  const thead = el('thead');
  thead.append(head);
  table.append(thead);
  const body = el('tbody');
  for (const row of r.rows) body.append(reportRow(row, post));
  table.append(body);
  const scroller = el('div', { class: 'table-scroll' });
  scroller.append(table);
  app.append(scroller);
}

function reportRow(r: ReportRow, post: (m: PanelToHost) => void): HTMLElement {
  const classes = [r.unsound > 0 ? 'unsound' : '', r.fired > 0 ? 'fired' : '', r.problem ? 'problem' : ''].filter(Boolean);
  const tr = el('tr', classes.length ? { class: classes.join(' ') } : {});
  const lineCell = el('td');
  lineCell.append(
    button(`report-line-${r.line}`, String(r.line + 1), () => post({ type: 'revealLine', line: r.line }), {
      class: 'link',
      'aria-label': t('goPuzzle', r.line + 1),
    }),
  );
  const nameCell = el('td', { class: 'name' });
  if (r.name) nameCell.append(el('div', { class: 'clamp', title: r.name }, r.name));
  const unsoundCell = el('td', { class: 'num unsound-count' }, String(r.unsound));
  if (r.unsoundText) {
    unsoundCell.title = r.unsoundText;
    unsoundCell.setAttribute('aria-label', `${t('unsoundCount', r.unsound)}: ${r.unsoundText}`);
  }
  const findsCell = el('td', {}, r.problem ?? r.finds);
  const ratingCell = el('td', { class: r.ratingChanged ? 'nowrap changed' : 'nowrap' }, r.rating);
  tr.append(
    lineCell,
    nameCell,
    el(
      'td',
      { class: 'num nowrap fired-count', 'aria-label': t('firedOfLabel', r.fired, r.positions) },
      t('firedOf', r.fired, r.positions),
    ),
    findsCell,
    unsoundCell,
    ratingCell,
    el('td', { class: 'num nowrap' }, r.perCall),
  );
  return tr;
}
