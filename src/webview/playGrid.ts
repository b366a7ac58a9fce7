/**
 * Play's board: each cell's digit, its candidates (a 3×3 grid, as in the
 * step view, where chains are drawn) and its corner marks (in the corners,
 * the candidates drawn smaller inside them), the hint and the check drawn
 * on it, and the highlights: the selection, the focused cell's row, column
 * and box, the digit filter and bivalue cells. The highlights are drawn on
 * the cells in place (paintHighlights), so that selecting, dragging or
 * moving the focus never rebuilds the board.
 */
import { clashes, digitAt, type PlayState } from '../shared/play';
import type { PlayView } from '../shared/playProtocol';
import { cellAt } from '../shared/boardLayout';
import { el, t } from './dom';
import { chainDrawing } from './chain';
import { bivalueCells, digitsOf, filterCells, peersLit } from './playEntry';
import { targets, type PlayUi } from './playUi';
import { pointerSelection } from './playSelection';

/** What the cells show beyond the board: the clashes, the hint drawn, the check's findings. */
interface Marking {
  clash: Set<number>;
  hint: PlayView['hint'];
  area: Set<number>;
  pattern: Set<number>;
  placed: Map<number, number>;
  removed: Set<number>;
  wrong: Set<number>;
  lost: Set<number>;
}

export const PLAY_GRID = 'play-grid';

export function grid(ui: PlayUi): HTMLElement {
  const s = ui.state();
  const hint = ui.view().hint;
  const check = ui.view().check;
  const k: Marking = {
    clash: new Set(clashes(s)),
    hint,
    area: new Set(hint?.area ?? []),
    pattern: new Set(hint?.cells ?? []),
    placed: new Map((hint?.placed ?? []).map((p) => [p.cell, p.d])),
    removed: new Set((hint?.removed ?? []).map((r) => r.cell * 10 + r.d)),
    wrong: new Set(check?.wrongDigits ?? []),
    lost: new Set(check?.removedAnswers ?? []),
  };
  const g = el('div', {
    class: `grid ${PLAY_GRID}`,
    role: 'grid',
    'aria-label': t('playBoard'),
    'aria-rowcount': '9',
    'aria-colcount': '9',
    'aria-multiselectable': 'true',
    'aria-describedby': 'play-keys',
  });
  for (let r = 0; r < 9; r++) {
    const row = el('div', { class: 'row', role: 'row', 'aria-rowindex': String(r + 1) });
    for (let c = 0; c < 9; c++) row.append(playCell(s, k, r, c));
    g.append(row);
  }
  if (hint?.chain && hint.chain.links.length > 0) {
    // Cells with corner marks draw their candidates smaller in the middle: the rings go there too.
    const squeezed = new Set(s.corners.flatMap((m, i) => (m && digitAt(s, i) === '.' ? [i] : [])));
    g.append(chainDrawing(hint.chain, hint.removed, squeezed));
  }
  pointerSelection(g, ui);
  paintHighlights(g, ui);
  return g;
}

function playCell(s: PlayState, k: Marking, r: number, c: number): HTMLElement {
  const { clash, area, pattern, placed, wrong, lost } = k;
  const i = cellAt(r, c);
  const given = s.givens[i] !== '.';
  const d = digitAt(s, i);
  const classes = ['cell', `c${c}`, `r${r}`, given ? 'given' : d !== '.' ? 'placed-own' : 'empty'];
  if (clash.has(i)) classes.push('conflict');
  if (s.cellColours[i]) classes.push(`paint-${s.cellColours[i]}`);
  if (area.has(i)) classes.push('hint-area');
  if (pattern.has(i)) classes.push('pattern');
  if (placed.has(i)) classes.push('placed');
  if (wrong.has(i) || lost.has(i)) classes.push('wrong');
  const cell = el('div', {
    class: classes.join(' '),
    role: 'gridcell',
    'aria-colindex': String(c + 1),
    tabindex: '-1',
    'data-cell': String(i),
    'data-key': `cell-${i}`,
  });
  const label = [t('playCell', r + 1, c + 1)];
  if (d !== '.') {
    label.push(given ? t('playGiven', d) : t('playPlaced', d));
    cell.append(el('span', { class: 'digit', 'aria-hidden': 'true' }, d));
  } else if (placed.has(i)) {
    cell.append(el('span', { class: 'digit ghost', 'aria-hidden': 'true' }, String(placed.get(i))));
    label.push(t('playEmpty'));
  } else {
    label.push(t('playEmpty'), ...marksOf(s, k, i, cell));
  }
  if (clash.has(i)) label.push(t('playClash', d));
  if (s.cellColours[i]) label.push(t('playColour', s.cellColours[i]));
  if (wrong.has(i)) label.push(t('playWrong'));
  if (lost.has(i)) label.push(t('playRemovedAnswer'));
  if (pattern.has(i) || area.has(i)) label.push(t('playHintCell'));
  cell.setAttribute('aria-label', label.join(', '));
  return cell;
}

/**
 * Draws an empty cell's candidates and corner marks into it; gives what its
 * label says of them: the candidates, their colours, the corner marks.
 */
function marksOf(s: PlayState, k: Marking, i: number, cell: HTMLElement): string[] {
  const marks = el('div', { class: 'marks', 'aria-hidden': 'true' });
  const kept: string[] = [];
  const painted: string[] = [];
  for (let d = 1; d <= 9; d++) {
    const has = (s.marks[i] & (1 << (d - 1))) !== 0;
    const paint = s.candidateColours[i * 10 + d];
    const classes = ['mark'];
    if (has) kept.push(String(d));
    if (has && k.removed.has(i * 10 + d)) classes.push('removed');
    if (has && k.pattern.has(i) && k.hint?.digits.includes(d)) classes.push('key');
    if (has && paint) {
      classes.push(`paint-${paint}`);
      painted.push(t('playCandidateColour', d, paint));
    }
    marks.append(el('span', { class: classes.join(' '), 'data-d': String(d) }, has ? String(d) : ''));
  }
  cell.append(marks);
  const out = kept.length ? [t('playCandidates', kept.join(' ')), ...painted] : [];
  const corner = digitsOf(s.corners[i]);
  if (corner.length) {
    cell.classList.add('has-corners');
    const corners = el('div', { class: 'corners', 'aria-hidden': 'true' });
    for (const d of corner) corners.append(el('span', {}, String(d)));
    cell.append(corners);
    out.push(t('playCorners', corner.join(' ')));
  }
  return out;
}

/**
 * Draws the selection and the highlights on the board's cells as they are:
 * the cells an entry goes to (those selected, or the focused one), the focused cell's row, column and box, the cells with the
 * focused cell's digit, the digit filter (asked for: lighting every cell
 * where the focused digit could go at each move would bury the hints),
 * bivalue cells, and the one tab stop on the focused cell.
 */
export function paintHighlights(g: HTMLElement, ui: PlayUi): void {
  const e = ui.entry();
  const s = ui.state();
  const focusDigit = digitAt(s, e.focus);
  const filter = e.filter;
  const lit = filter ? filterCells(s, filter) : new Set<number>();
  const peers = peersLit(e.focus);
  const bivalue = e.bivalue ? bivalueCells(s) : new Set<number>();
  // What an entry goes to is shown: with none selected, the focused cell.
  const entered = new Set(targets(e));
  for (const cell of g.querySelectorAll<HTMLElement>('[data-cell]')) {
    const i = Number(cell.dataset.cell);
    const selected = entered.has(i);
    cell.classList.toggle('selected', selected);
    cell.setAttribute('aria-selected', String(selected));
    cell.classList.toggle('peer-lit', peers.has(i));
    cell.classList.toggle('digit-filter', lit.has(i));
    cell.classList.toggle('bivalue', bivalue.has(i));
    cell.classList.toggle('same-digit', focusDigit !== '.' && digitAt(s, i) === focusDigit);
    cell.tabIndex = i === e.focus ? 0 : -1;
    for (const mark of cell.querySelectorAll<HTMLElement>('.mark')) {
      mark.classList.toggle('same-digit', !!mark.textContent && Number(mark.dataset.d) === filter);
    }
  }
}

/** The cell element of cell i on the board. */
export function cellElement(g: ParentNode, i: number): HTMLElement | null {
  return g.querySelector<HTMLElement>(`.${PLAY_GRID} [data-cell="${i}"]`);
}
