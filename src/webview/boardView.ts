/** The step view's board: the digits and candidates at the step shown, the step's pattern, and its chain drawn over it. */
import type { PanelModel, PanelStep } from '../shared/panelProtocol';
import type { Chain } from '../shared/result';
import { TimelineBoard, timelineBoardAt } from '../shared/board';
import { type CellShown, cellAfterKey, cellAt, cellsShown, colOf, isNavigationKey, rowOf } from '../shared/boardLayout';
import { el, t } from './dom';
import { chainDrawing } from './chain';
import { app, parentOf, send, view } from './panelState';
import { decorateCell, overlayOf, variantClasses, variantLines } from './variantView';
import { variantPeers } from '../shared/variantLayout';

let focusCell = 0;

/** Whether the board shows one of two solutions (at the end of a puzzle that has two) rather than a step. */
export const showsSolution = (m: PanelModel): boolean => !!m.solutions && view().step >= m.steps.length;

function currentBoard(m: PanelModel): TimelineBoard {
  const step = view().step;
  if (m.solutions && showsSolution(m)) {
    const s = m.solutions[view().solution];
    return {
      digits: s.split(''),
      candidates: new Array(81).fill(''),
      origin: s.split('').map((_, i) => (m.puzzle[i] !== '.' ? 'given' : 'logic')),
    };
  }
  return timelineBoardAt(m.puzzle, m.initialCandidates, m.steps, step, parentOf(m), m.played, variantPeers(m.variant));
}

export function board(m: PanelModel): HTMLElement {
  const step = view().step;
  // A board showing one of two solutions is no step's board: none of the last step's marks go on it.
  const current: PanelStep | undefined = step > 0 && !showsSolution(m) ? m.steps[step - 1] : undefined;
  const atEnd = step >= m.steps.length;
  const shown = cellsShown(currentBoard(m), {
    pattern: current?.cells,
    placed: current?.placed,
    removed: current?.removed,
    digits: current?.digits,
    conflicts: m.conflicts.flatMap((c) => c.cells),
    differing: m.differing,
  });
  const grid = el('div', { class: 'grid', role: 'grid', 'aria-label': t('board'), 'aria-rowcount': '9', 'aria-colcount': '9' });
  const o = overlayOf(m.variant);
  const lines = variantLines(o);
  if (lines) grid.append(lines);
  for (let r = 0; r < 9; r++) {
    const row = el('div', { class: 'row', role: 'row', 'aria-rowindex': String(r + 1) });
    for (let c = 0; c < 9; c++) row.append(cellView(m, shown[cellAt(r, c)], atEnd));
    grid.append(row);
  }
  const drawn = current && chainOf(current);
  // A cage's sum takes its cell's top left corner: the candidates there are drawn smaller beside it, and the rings with them.
  const chain = current && drawn && chainDrawing(drawn, current.removed, undefined, o.sumCells);
  if (chain) {
    grid.append(chain);
    grid.setAttribute('aria-describedby', 'chain-words');
  }
  grid.addEventListener('keydown', onGridKey);
  grid.addEventListener('click', (e) => {
    const target = (e.target as HTMLElement).closest('[data-cell]') as HTMLElement | null;
    if (target) focusCell = Number(target.dataset.cell);
  });
  grid.addEventListener('dblclick', () => send({ type: 'revealCell', cell: focusCell }));
  return grid;
}

const ORIGIN_PHRASE = { given: 'given', player: 'byPlayer', guess: 'byGuess', deduced: 'deduced', logic: 'byLogic' } as const;

/** A cell as the board layout model says it shows (shared/boardLayout.ts); cells that differ are marked at the end only. */
function cellView(m: PanelModel, s: CellShown, atEnd: boolean): HTMLElement {
  const i = s.cell;
  const [r, c] = [rowOf(i), colOf(i)];
  const roles = s.roles.filter((role) => role !== 'differ' || atEnd);
  const o = overlayOf(m.variant);
  const cell = el('div', {
    class: ['cell', `c${c}`, `r${r}`, ...variantClasses(o, i), ...(s.origin ? [s.origin] : []), ...roles].join(' '),
    role: 'gridcell',
    'aria-colindex': String(c + 1),
    tabindex: i === focusCell ? '0' : '-1',
    'data-cell': String(i),
  });
  const label: string[] = [t('cell', r + 1, c + 1)];
  if (s.digit) {
    label.push(t(ORIGIN_PHRASE[s.origin || 'logic'], s.digit));
    cell.append(el('span', { class: 'digit', 'aria-hidden': 'true' }, s.digit));
    if (s.origin === 'guess') cell.append(el('span', { class: 'guess-mark', 'aria-hidden': 'true' }, '?'));
  } else {
    // Candidates: those on the board, plus the ones this step just removed (struck through).
    label.push(s.candidates ? t('candidates', s.candidates.split('').join(' ')) : t('noCandidates'));
    if (view().pencil) {
      // Nine places, 1 to 9 in the order of the model's 3×3 candidate grid (candidateSlot), which the CSS grid lays out.
      const marks = el('div', { class: 'marks', 'aria-hidden': 'true' });
      for (let d = 1; d <= 9; d++) {
        const ch = String(d);
        const has = s.candidates.includes(ch);
        const struck = s.struck.includes(ch);
        marks.append(el('span', { class: `mark${struck ? ' removed' : ''}${s.key.includes(ch) ? ' key' : ''}` }, has ? ch : ''));
      }
      cell.append(marks);
    }
  }
  label.push(...decorateCell(o, i, cell));
  if (s.roles.includes('conflict')) label.push(t('duplicate'));
  if (s.roles.includes('differ') && m.solutions) label.push(t('differs', m.solutions[0][i], m.solutions[1][i]));
  if (s.roles.includes('pattern')) label.push(t('inStep'));
  if (s.struck) label.push(t('removes', s.struck.split('').join(' ')));
  cell.setAttribute('aria-label', label.join(', '));
  return cell;
}

/** A chain step's chains (Step.chain, from the technique ladder), when it has drawable ones. */
export function chainOf(step: PanelStep): Chain | undefined {
  const c = step.chain;
  return c && Array.isArray(c.nodes) && Array.isArray(c.links) && c.links.length > 0 ? c : undefined;
}

function onGridKey(e: KeyboardEvent): void {
  let next: number | undefined;
  if (isNavigationKey(e.key)) {
    next = cellAfterKey(focusCell, e.key, e.ctrlKey);
    if (next === undefined) return;
  } else if (e.key === 'Enter') {
    send({ type: 'revealCell', cell: focusCell });
    return;
  } else return;
  e.preventDefault();
  focusCell = next;
  const cells = app.querySelectorAll<HTMLElement>('[role=gridcell]');
  cells.forEach((c) => c.setAttribute('tabindex', '-1'));
  cells[next].setAttribute('tabindex', '0');
  cells[next].focus();
}
