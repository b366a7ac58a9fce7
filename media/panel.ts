/**
 * The Sudoku panel's webview. It shows what the extension host sends: the
 * board, the candidates, each step and the guess log. Every text from a
 * document is set with textContent; nothing is parsed as HTML.
 */
import type { HostToPanel, PanelModel, PanelState, PanelToHost, SummaryModel } from '../src/features/panelProtocol';
import { BoardState, stateAt } from '../src/features/replay';

interface VsCodeApi {
  postMessage(message: PanelToHost): void;
  getState(): PanelState | undefined;
  setState(state: PanelState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const app = document.getElementById('app')!;

let model: PanelModel | undefined;
let summary: SummaryModel | undefined;
/** How many steps are applied to the board shown (0 = the givens). */
let step = 0;
let pencil = true;
let solutionShown: 0 | 1 = 0;
let playing: ReturnType<typeof setInterval> | undefined;
let focusCell = 0;

const STATUS_TEXT: Record<string, string> = {
  solved: 'Solved',
  invalid: 'Invalid: duplicate givens',
  'no-solution': 'No solution',
  multiple: 'More than one solution',
  stalled: 'Stalled: logic alone gets no further',
  timeout: 'Stopped at the time limit',
  cancelled: 'Cancelled',
};
const STATUS_ICON: Record<string, string> = {
  solved: '✓',
  invalid: '✗',
  'no-solution': '✗',
  multiple: '⚠',
  stalled: '…',
  timeout: '⏱',
  cancelled: '■',
};

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

function button(label: string, onClick: () => void, attrs: Record<string, string> = {}): HTMLButtonElement {
  const b = el('button', { type: 'button', ...attrs }, label);
  b.addEventListener('click', onClick);
  return b;
}

const cellName = (i: number) => `row ${Math.floor(i / 9) + 1}, column ${(i % 9) + 1}`;

function save(): void {
  vscode.setState({ model, summary, step });
}

function stopPlaying(): void {
  if (playing) clearInterval(playing);
  playing = undefined;
}

function goTo(n: number): void {
  if (!model) return;
  step = Math.max(0, Math.min(model.steps.length, n));
  save();
  render();
}

// --- rendering -------------------------------------------------------------

function render(): void {
  app.replaceChildren();
  if (summary) return renderSummary(summary);
  if (!model) {
    app.append(el('p', { class: 'muted' }, 'Run “Sudoku: Solve Puzzle” on a puzzle to see it here.'));
    return;
  }
  const m = model;
  const header = el('header');
  header.append(el('h1', {}, m.title));
  const status = el('p', { class: `status status-${m.status}`, role: 'status' });
  status.append(
    el('span', { class: 'status-icon', 'aria-hidden': 'true' }, STATUS_ICON[m.status] ?? ''),
    ' ',
    STATUS_TEXT[m.status] ?? m.status,
  );
  header.append(status);
  const facts: string[] = [`${m.givens} givens`];
  if (m.difficulty) facts.push(`difficulty ${m.difficulty.rating.toFixed(1)} (${m.difficulty.name})`);
  facts.push(`${m.ms} ms`, `${m.statements} SQL statements`, `${m.guesses.length} guesses`);
  header.append(el('p', { class: 'facts' }, facts.join(' · ')));
  if (m.message) header.append(el('p', { class: 'message' }, m.message));
  for (const n of m.notes) header.append(el('p', { class: 'note' }, n));
  app.append(header);

  app.append(toolbar(m));
  const main = el('div', { class: 'layout' });
  const left = el('section', { class: 'board-area', 'aria-label': 'Board' });
  left.append(board(m));
  left.append(stepCaption(m));
  left.append(legend());
  main.append(left);
  const right = el('section', { class: 'side' });
  right.append(stepList(m));
  if (m.guesses.length) right.append(guessTable(m));
  main.append(right);
  app.append(main);
}

function toolbar(m: PanelModel): HTMLElement {
  const bar = el('div', { class: 'toolbar', role: 'toolbar', 'aria-label': 'Steps' });
  const n = m.steps.length;
  bar.append(
    button('« Start', () => (stopPlaying(), goTo(0)), { 'aria-label': 'Go to the start' }),
    button('‹ Back', () => (stopPlaying(), goTo(step - 1)), { 'aria-label': 'Previous step', 'aria-keyshortcuts': 'Alt+ArrowLeft' }),
    button(playing ? 'Pause' : 'Play ▸', () => {
      if (playing) stopPlaying();
      else {
        if (step >= n) step = 0;
        playing = setInterval(() => {
          if (!model || step >= model.steps.length) stopPlaying();
          else step++;
          save();
          render();
        }, 600);
      }
      render();
    }),
    button('Next ›', () => (stopPlaying(), goTo(step + 1)), { 'aria-label': 'Next step', 'aria-keyshortcuts': 'Alt+ArrowRight' }),
    button('End »', () => (stopPlaying(), goTo(n)), { 'aria-label': 'Go to the end' }),
  );
  const [startBtn, backBtn, , nextBtn, endBtn] = bar.querySelectorAll('button');
  startBtn.disabled = backBtn.disabled = step === 0;
  nextBtn.disabled = endBtn.disabled = step >= n;
  const pencilToggle = button(
    'Pencil marks',
    () => {
      pencil = !pencil;
      render();
    },
    { 'aria-pressed': String(pencil) },
  );
  bar.append(pencilToggle);
  if (m.solutions) {
    bar.append(
      button(`Showing solution ${solutionShown + 1} of 2`, () => {
        solutionShown = solutionShown === 0 ? 1 : 0;
        render();
      }),
    );
  }
  bar.append(button('Solve again', () => vscode.postMessage({ type: 'solveAgain' })));
  return bar;
}

function currentBoard(m: PanelModel): BoardState {
  if (m.solutions && step >= m.steps.length) {
    const s = m.solutions[solutionShown];
    return { digits: s.split(''), candidates: new Array(81).fill('') };
  }
  return stateAt(m.puzzle, m.initialCandidates, m.steps, step);
}

function board(m: PanelModel): HTMLElement {
  const state = currentBoard(m);
  const current = step > 0 ? m.steps[step - 1] : undefined;
  const pattern = new Set(current?.cells ?? []);
  const placed = new Map((current?.placed ?? []).map((p) => [p.cell, p.d]));
  const removed = new Map<number, Set<number>>();
  for (const r of current?.removed ?? []) removed.set(r.cell, (removed.get(r.cell) ?? new Set()).add(r.d));
  const conflicts = new Set(m.conflicts.flatMap((c) => c.cells));
  const differing = new Set(m.differing);
  const before = current ? stateAt(m.puzzle, m.initialCandidates, m.steps, step - 1) : undefined;

  const grid = el('div', { class: 'grid', role: 'grid', 'aria-label': 'Sudoku board', 'aria-rowcount': '9', 'aria-colcount': '9' });
  for (let r = 0; r < 9; r++) {
    const row = el('div', { class: 'row', role: 'row', 'aria-rowindex': String(r + 1) });
    for (let c = 0; c < 9; c++) {
      const i = r * 9 + c;
      const given = m.puzzle[i] !== '.';
      const digit = state.digits[i] !== '.' ? state.digits[i] : '';
      const how = given ? 'given' : digit ? (m.origin?.[i] ?? 'logic') : '';
      const classes = ['cell', `c${c}`, `r${r}`];
      if (how) classes.push(how);
      if (pattern.has(i)) classes.push('pattern');
      if (placed.has(i)) classes.push('placed');
      if (conflicts.has(i)) classes.push('conflict');
      if (differing.has(i) && step >= m.steps.length) classes.push('differ');
      const cell = el('div', {
        class: classes.join(' '),
        role: 'gridcell',
        'aria-colindex': String(c + 1),
        tabindex: i === focusCell ? '0' : '-1',
        'data-cell': String(i),
      });
      const label: string[] = [cellName(i)];
      if (digit) {
        label.push(given ? `given ${digit}` : how === 'guess' ? `${digit}, placed by a guess` : `${digit}, placed by logic`);
        const span = el('span', { class: 'digit', 'aria-hidden': 'true' }, digit);
        cell.append(span);
        if (how === 'guess') cell.append(el('span', { class: 'guess-mark', 'aria-hidden': 'true' }, '?'));
      } else {
        // Candidates: those on the board, plus the ones this step just removed (struck through).
        const shown = before && removed.has(i) ? before.candidates[i] : state.candidates[i];
        label.push(shown ? `candidates ${shown.split('').join(' ')}` : 'no candidates');
        if (pencil) {
          const marks = el('div', { class: 'marks', 'aria-hidden': 'true' });
          for (let d = 1; d <= 9; d++) {
            const has = shown.includes(String(d));
            const gone = removed.get(i)?.has(d);
            marks.append(
              el(
                'span',
                { class: `mark${gone ? ' removed' : ''}${has && current?.digits.includes(d) && pattern.has(i) ? ' key' : ''}` },
                has ? String(d) : '',
              ),
            );
          }
          cell.append(marks);
        }
      }
      if (conflicts.has(i)) label.push('duplicate given');
      if (differing.has(i) && m.solutions) label.push(`differs between solutions (${m.solutions[0][i]} or ${m.solutions[1][i]})`);
      if (pattern.has(i)) label.push('part of this step');
      if (removed.has(i)) label.push(`this step removes ${[...removed.get(i)!].join(' ')}`);
      cell.setAttribute('aria-label', label.join(', '));
      row.append(cell);
    }
    grid.append(row);
  }
  grid.addEventListener('keydown', onGridKey);
  grid.addEventListener('click', (e) => {
    const target = (e.target as HTMLElement).closest('[data-cell]') as HTMLElement | null;
    if (target) focusCell = Number(target.dataset.cell);
  });
  grid.addEventListener('dblclick', () => vscode.postMessage({ type: 'revealCell', cell: focusCell }));
  return grid;
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
  } else if (e.key === 'Home') next = focusCell - (focusCell % 9);
  else if (e.key === 'End') next = focusCell - (focusCell % 9) + 8;
  else if (e.key === 'Enter') {
    vscode.postMessage({ type: 'revealCell', cell: focusCell });
    return;
  } else return;
  e.preventDefault();
  focusCell = next;
  const cells = app.querySelectorAll<HTMLElement>('[role=gridcell]');
  cells.forEach((c) => c.setAttribute('tabindex', '-1'));
  cells[next].setAttribute('tabindex', '0');
  cells[next].focus();
}

function stepCaption(m: PanelModel): HTMLElement {
  const box = el('div', { class: 'caption', 'aria-live': 'polite' });
  if (step === 0) box.append(el('p', {}, `The givens, with their candidates. ${m.steps.length} steps follow.`));
  else {
    const s = m.steps[step - 1];
    box.append(el('p', {}, `Step ${step} of ${m.steps.length}: ${s.text}`));
    if (s.sqlFile) {
      const file = s.sqlFile;
      box.append(button(`Open ${file}`, () => vscode.postMessage({ type: 'openSql', file }), { class: 'link' }));
    }
  }
  return box;
}

function legend(): HTMLElement {
  const l = el('p', { class: 'legend muted' });
  l.append(
    el('span', { class: 'given' }, 'bold'),
    ' = given · ',
    el('span', { class: 'logic' }, 'plain'),
    ' = placed by logic · ',
    el('span', { class: 'guess' }, 'underlined?'),
    ' = placed by a guess',
  );
  return l;
}

function stepList(m: PanelModel): HTMLElement {
  const box = el('div', { class: 'steps' });
  box.append(el('h2', { id: 'steps-heading' }, `Steps (${m.steps.length})`));
  const list = el('ol', { role: 'listbox', 'aria-labelledby': 'steps-heading', tabindex: '0' });
  const start = el('li', { role: 'option', 'aria-selected': String(step === 0), class: step === 0 ? 'selected' : '' }, 'Start: the givens');
  start.addEventListener('click', () => goTo(0));
  list.append(start);
  m.steps.forEach((s, i) => {
    const li = el('li', {
      role: 'option',
      'aria-selected': String(step === i + 1),
      class: `${step === i + 1 ? 'selected' : ''}${s.technique === 'guess' ? ' guess-step' : ''}`,
      id: `step-${i + 1}`,
    });
    li.append(el('span', { class: 'n' }, `${i + 1}.`), ' ', el('span', {}, s.text));
    li.addEventListener('click', () => goTo(i + 1));
    list.append(li);
  });
  list.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowRight') goTo(step + 1);
    else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') goTo(step - 1);
    else if (e.key === 'Home') goTo(0);
    else if (e.key === 'End') goTo(m.steps.length);
    else return;
    e.preventDefault();
    app.querySelector<HTMLElement>('[role=listbox]')?.focus();
  });
  list.setAttribute('aria-activedescendant', step > 0 ? `step-${step}` : '');
  box.append(list);
  queueMicrotask(() => app.querySelector('li.selected')?.scrollIntoView({ block: 'nearest' }));
  return box;
}

function tableHead(titles: string[]): HTMLElement {
  const head = el('tr');
  for (const h of titles) head.append(el('th', { scope: 'col' }, h));
  const thead = el('thead');
  thead.append(head);
  return thead;
}

function guessTable(m: PanelModel): HTMLElement {
  const box = el('div', { class: 'guesses' });
  const table = el('table');
  table.append(el('caption', {}, `Guess log (${m.guesses.length})`));
  table.append(tableHead(['#', 'Row', 'Col', 'Value', 'Candidates', 'Depth', 'Outcome']));
  const body = el('tbody');
  for (const g of m.guesses) {
    const tr = el('tr', { class: `outcome-${g.outcome}` });
    const at = m.guessSteps[g.n];
    const first = el('td');
    if (at !== undefined)
      first.append(button(String(g.n), () => goTo(at + 1), { class: 'link', 'aria-label': `Show the board after guess ${g.n}` }));
    else first.textContent = String(g.n);
    tr.append(first);
    for (const v of [g.row, g.col, g.value, g.choices, g.depth, g.outcome]) tr.append(el('td', {}, String(v)));
    body.append(tr);
  }
  table.append(body);
  box.append(table);
  return box;
}

function renderSummary(s: SummaryModel): void {
  app.append(el('h1', {}, s.title));
  const counts = new Map<string, number>();
  for (const r of s.rows) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  app.append(
    el(
      'p',
      { class: 'facts', role: 'status' },
      `${s.rows.length} puzzles in ${(s.totalMs / 1000).toFixed(1)} s${s.cancelled ? ' (cancelled)' : ''}: ${[...counts].map(([k, v]) => `${v} ${k}`).join(', ')}`,
    ),
  );
  const table = el('table', { class: 'summary' });
  table.append(tableHead(['Line', 'Name', 'Status', 'Difficulty', 'Guesses', 'Time (ms)']));
  const body = el('tbody');
  for (const r of s.rows) {
    const tr = el('tr', { class: `status-${r.status}` });
    const lineCell = el('td');
    lineCell.append(
      button(String(r.line + 1), () => vscode.postMessage({ type: 'revealLine', line: r.line }), {
        class: 'link',
        'aria-label': `Go to the puzzle on line ${r.line + 1}`,
      }),
    );
    tr.append(
      lineCell,
      el('td', {}, r.name ?? ''),
      el('td', { title: r.message ?? '' }, r.status),
      el('td', {}, r.difficulty ?? ''),
      el('td', {}, String(r.guesses)),
      el('td', {}, String(r.ms)),
    );
    body.append(tr);
  }
  table.append(body);
  app.append(table);
}

// --- messages ----------------------------------------------------------------

window.addEventListener('message', (event: MessageEvent<HostToPanel>) => {
  const msg = event.data;
  stopPlaying();
  if (msg.type === 'show') {
    model = msg.model;
    summary = undefined;
    solutionShown = 0;
    step = msg.focus === 'candidates' ? 0 : model.steps.length;
    pencil = true;
    save();
    render();
  } else if (msg.type === 'summary') {
    summary = msg.summary;
    model = undefined;
    save();
    render();
  } else if (msg.type === 'busy') {
    app.replaceChildren(el('p', { class: 'muted', role: 'status' }, `Solving ${msg.title}…`));
  } else if (msg.type === 'failed') {
    app.replaceChildren(el('p', { class: 'message', role: 'alert' }, msg.message));
  }
});

document.addEventListener('keydown', (e) => {
  if (!model || !e.altKey) return;
  if (e.key === 'ArrowRight') goTo(step + 1);
  else if (e.key === 'ArrowLeft') goTo(step - 1);
});

const saved = vscode.getState();
if (saved) {
  model = saved.model;
  summary = saved.summary;
  step = saved.step ?? (model ? model.steps.length : 0);
}
render();
vscode.postMessage({ type: 'ready' });
