/** The step view's board: the digits and candidates at the step shown, the step's pattern, and its chain drawn over it. */
import type { PanelModel, PanelStep } from '../shared/panelProtocol';
import type { Chain } from '../shared/result';
import { TimelineBoard, boardAt } from '../shared/board';
import { el, t } from './dom';
import { chainDrawing } from './chain';
import { app, parentOf, send, view } from './panelState';

let focusCell = 0;

/** Whether the board shows one of two solutions (at the end of a puzzle that has two) rather than a step. */
export const showsSolution = (m: PanelModel): boolean => !!m.solutions && view().step >= m.steps.length;

function currentBoard(m: PanelModel): TimelineBoard {
  if (m.solutions && showsSolution(m)) {
    const s = m.solutions[view().solution];
    return {
      digits: s.split(''),
      candidates: new Array(81).fill(''),
      origin: s.split('').map((_, i) => (m.puzzle[i] !== '.' ? 'given' : 'logic')),
    };
  }
  return boardAt(m.puzzle, m.initialCandidates, m.steps, view().step, parentOf(m));
}

/** What the cells need to know about the step shown. */
interface Marking {
  state: TimelineBoard;
  current: PanelStep | undefined;
  pattern: Set<number>;
  removed: Map<number, Set<number>>;
  conflicts: Set<number>;
  differing: Set<number>;
  atEnd: boolean;
}

export function board(m: PanelModel): HTMLElement {
  const step = view().step;
  // A board showing one of two solutions is no step's board: none of the last step's marks go on it.
  const current: PanelStep | undefined = step > 0 && !showsSolution(m) ? m.steps[step - 1] : undefined;
  const removed = new Map<number, Set<number>>();
  for (const r of current?.removed ?? []) removed.set(r.cell, (removed.get(r.cell) ?? new Set()).add(r.d));
  const marking: Marking = {
    state: currentBoard(m),
    current,
    pattern: new Set(current?.cells ?? []),
    removed,
    conflicts: new Set(m.conflicts.flatMap((c) => c.cells)),
    differing: new Set(m.differing),
    atEnd: step >= m.steps.length,
  };
  const placed = new Set((current?.placed ?? []).map((p) => p.cell));

  const grid = el('div', { class: 'grid', role: 'grid', 'aria-label': t('board'), 'aria-rowcount': '9', 'aria-colcount': '9' });
  for (let r = 0; r < 9; r++) {
    const row = el('div', { class: 'row', role: 'row', 'aria-rowindex': String(r + 1) });
    for (let c = 0; c < 9; c++) row.append(cellAt(m, marking, placed, r, c));
    grid.append(row);
  }
  const drawn = current && chainOf(current);
  const chain = current && drawn && chainDrawing(drawn, current.removed);
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

function cellAt(m: PanelModel, k: Marking, placed: Set<number>, r: number, c: number): HTMLElement {
  const { state, current, pattern, removed, conflicts, differing, atEnd } = k;
  const i = r * 9 + c;
  const digit = state.digits[i] !== '.' ? state.digits[i] : '';
  const how = digit ? state.origin[i] || 'logic' : '';
  const classes = ['cell', `c${c}`, `r${r}`];
  if (how) classes.push(how);
  if (pattern.has(i)) classes.push('pattern');
  if (placed.has(i)) classes.push('placed');
  if (conflicts.has(i)) classes.push('conflict');
  if (differing.has(i) && atEnd) classes.push('differ');
  const cell = el('div', {
    class: classes.join(' '),
    role: 'gridcell',
    'aria-colindex': String(c + 1),
    tabindex: i === focusCell ? '0' : '-1',
    'data-cell': String(i),
  });
  const label: string[] = [t('cell', r + 1, c + 1)];
  if (digit) {
    label.push(
      how === 'given'
        ? t('given', digit)
        : how === 'guess'
          ? t('byGuess', digit)
          : how === 'deduced'
            ? t('deduced', digit)
            : t('byLogic', digit),
    );
    cell.append(el('span', { class: 'digit', 'aria-hidden': 'true' }, digit));
    if (how === 'guess') cell.append(el('span', { class: 'guess-mark', 'aria-hidden': 'true' }, '?'));
  } else {
    // Candidates: those on the board, plus the ones this step just removed (struck through).
    const gone = removed.get(i);
    const shown = gone ? [...new Set([...state.candidates[i], ...[...gone].map(String)])].sort().join('') : state.candidates[i];
    label.push(shown ? t('candidates', shown.split('').join(' ')) : t('noCandidates'));
    if (view().pencil) {
      const marks = el('div', { class: 'marks', 'aria-hidden': 'true' });
      for (let d = 1; d <= 9; d++) {
        const has = shown.includes(String(d));
        const struck = gone?.has(d);
        const key = has && !struck && current?.digits.includes(d) && pattern.has(i);
        marks.append(el('span', { class: `mark${struck ? ' removed' : ''}${key ? ' key' : ''}` }, has ? String(d) : ''));
      }
      cell.append(marks);
    }
  }
  if (conflicts.has(i)) label.push(t('duplicate'));
  if (differing.has(i) && m.solutions) label.push(t('differs', m.solutions[0][i], m.solutions[1][i]));
  if (pattern.has(i)) label.push(t('inStep'));
  if (removed.has(i)) label.push(t('removes', [...removed.get(i)!].join(' ')));
  cell.setAttribute('aria-label', label.join(', '));
  return cell;
}

/** A chain step's chains (Step.chain, from the technique ladder), when it has drawable ones. */
export function chainOf(step: PanelStep): Chain | undefined {
  const c = step.chain;
  return c && Array.isArray(c.nodes) && Array.isArray(c.links) && c.links.length > 0 ? c : undefined;
}

function onGridKey(e: KeyboardEvent): void {
  const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -9, ArrowDown: 9 };
  let next: number;
  if (e.key in moves) {
    const d = moves[e.key];
    const col = focusCell % 9;
    if ((d === -1 && col === 0) || (d === 1 && col === 8)) return;
    next = focusCell + d;
    if (next < 0 || next > 80) return;
  } else if (e.key === 'Home') next = e.ctrlKey ? 0 : focusCell - (focusCell % 9);
  else if (e.key === 'End') next = e.ctrlKey ? 80 : focusCell - (focusCell % 9) + 8;
  else if (e.key === 'Enter') {
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
