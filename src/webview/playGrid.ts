/**
 * Play's board: each cell's digit, its candidates (a 3×3 grid, as in the
 * step view, where chains are drawn) and its corner marks (in the corners,
 * the candidates drawn smaller inside them), the hint and the check drawn
 * on it, and the highlights: the selection, the focused cell's row, column
 * and box, the digit filter and bivalue cells. The highlights are drawn on
 * the cells in place (paintHighlights), so that selecting, dragging or
 * moving the focus never rebuilds the board.
 */
import { boardOf, clashes, digitAt, type PlayState } from '../shared/play';
import { digitsIn, textsOf } from '../shared/candidates';
import type { PlayView } from '../shared/playProtocol';
import { type CellShown, cellAt, cellsShown, colOf, rowOf } from '../shared/boardLayout';
import { el, t } from './dom';
import { chainDrawing } from './chain';
import { bivalueCells, filterCells, peersLit } from './playEntry';
import { targets, type PlayUi } from './playUi';
import { pointerSelection } from './playSelection';
import { decorateCell, overlayOf, variantClasses, variantLines } from './variantView';

/** Play's own marks beyond the board layout model's: the hint's area, the check's findings. */
interface PlayMarks {
  area: Set<number>;
  wrong: Set<number>;
  lost: Set<number>;
}

export const PLAY_GRID = 'play-grid';

/**
 * The player's board as the board layout model shows any board
 * (shared/boardLayout.ts cellsShown, as the step view): digits with how they
 * came, the candidates the player keeps, a hint's pattern, move and
 * removals, the clashes. Play adds its own roles to the cells it draws.
 */
function shownCells(s: PlayState, hint: PlayView['hint']): CellShown[] {
  const board = boardOf(s);
  return cellsShown(
    {
      digits: [...board],
      candidates: textsOf(s.marks),
      origin: [...board].map((ch, i) => (ch === '.' ? '' : s.givens[i] !== '.' ? 'given' : 'player')),
    },
    { pattern: hint?.cells, placed: hint?.placed, removed: hint?.removed, digits: hint?.digits, conflicts: clashes(s) },
  );
}

export function grid(ui: PlayUi): HTMLElement {
  const s = ui.state();
  const hint = ui.view().hint;
  const check = ui.view().check;
  const k: PlayMarks = {
    area: new Set(hint?.area ?? []),
    wrong: new Set(check?.wrongDigits ?? []),
    lost: new Set(check?.removedAnswers ?? []),
  };
  const placed = new Map((hint?.placed ?? []).map((p) => [p.cell, p.d]));
  const shown = shownCells(s, hint);
  const g = el('div', {
    class: `grid ${PLAY_GRID}`,
    role: 'grid',
    'aria-label': t('playBoard'),
    'aria-rowcount': '9',
    'aria-colcount': '9',
    'aria-multiselectable': 'true',
    'aria-describedby': 'play-keys',
  });
  const o = overlayOf(s.variant);
  const lines = variantLines(o);
  if (lines) g.append(lines);
  for (let r = 0; r < 9; r++) {
    const row = el('div', { class: 'row', role: 'row', 'aria-rowindex': String(r + 1) });
    for (let c = 0; c < 9; c++) row.append(playCell(s, k, shown[cellAt(r, c)], placed.get(cellAt(r, c))));
    g.append(row);
  }
  if (hint?.chain && hint.chain.links.length > 0) {
    // Cells with corner marks draw their candidates smaller in the middle: the rings go there too.
    // Cells with a cage's sum in their corner draw theirs smaller beside it.
    const squeezed = new Set(s.corners.flatMap((m, i) => (m && digitAt(s, i) === '.' ? [i] : [])));
    g.append(chainDrawing(hint.chain, hint.removed, squeezed, o.sumCells));
  }
  pointerSelection(g, ui);
  paintHighlights(g, ui);
  return g;
}

function playCell(s: PlayState, k: PlayMarks, shown: CellShown, ghost: number | undefined): HTMLElement {
  const { area, wrong, lost } = k;
  const i = shown.cell;
  const [r, c] = [rowOf(i), colOf(i)];
  const d = shown.digit;
  const clash = shown.roles.includes('conflict');
  const pattern = shown.roles.includes('pattern');
  const o = overlayOf(s.variant);
  const classes = ['cell', `c${c}`, `r${r}`, ...variantClasses(o, i), shown.origin === 'given' ? 'given' : d ? 'placed-own' : 'empty'];
  if (clash) classes.push('conflict');
  if (s.cellColours[i]) classes.push(`paint-${s.cellColours[i]}`);
  if (area.has(i)) classes.push('hint-area');
  if (pattern) classes.push('pattern');
  if (ghost !== undefined) classes.push('placed');
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
  if (d) {
    label.push(shown.origin === 'given' ? t('playGiven', d) : t('playPlaced', d));
    cell.append(el('span', { class: 'digit', 'aria-hidden': 'true' }, d));
  } else if (ghost !== undefined) {
    cell.append(el('span', { class: 'digit ghost', 'aria-hidden': 'true' }, String(ghost)));
    label.push(t('playEmpty'));
  } else {
    label.push(t('playEmpty'), ...marksOf(s, shown, cell));
  }
  label.push(...decorateCell(o, i, cell));
  if (clash) label.push(t('playClash', d));
  if (s.cellColours[i]) label.push(t('playColour', s.cellColours[i]));
  if (wrong.has(i)) label.push(t('playWrong'));
  if (lost.has(i)) label.push(t('playRemovedAnswer'));
  if (pattern || area.has(i)) label.push(t('playHintCell'));
  cell.setAttribute('aria-label', label.join(', '));
  return cell;
}

/**
 * Draws an empty cell's candidates (as the model shows them: those kept, a
 * hint's removals struck, its key digits) and corner marks into it; gives
 * what its label says of them: the candidates, their colours, the corner marks.
 */
function marksOf(s: PlayState, shown: CellShown, cell: HTMLElement): string[] {
  const i = shown.cell;
  const marks = el('div', { class: 'marks', 'aria-hidden': 'true' });
  const kept: string[] = [];
  const painted: string[] = [];
  for (let d = 1; d <= 9; d++) {
    const ch = String(d);
    const has = shown.candidates.includes(ch);
    const paint = s.candidateColours[i * 10 + d];
    const classes = ['mark'];
    // The label says the candidates the player keeps, a hint's removals among them.
    if (s.marks[i] & (1 << (d - 1))) kept.push(ch);
    if (has && shown.struck.includes(ch)) classes.push('removed');
    if (has && shown.key.includes(ch)) classes.push('key');
    if (has && paint) {
      classes.push(`paint-${paint}`);
      painted.push(t('playCandidateColour', d, paint));
    }
    marks.append(el('span', { class: classes.join(' '), 'data-d': ch }, has ? ch : ''));
  }
  cell.append(marks);
  const out = kept.length ? [t('playCandidates', kept.join(' ')), ...painted] : [];
  const corner = digitsIn(s.corners[i]);
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
  const peers = peersLit(s, e.focus);
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
