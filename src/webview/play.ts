/**
 * Playing in the panel, the webview's side. A move is applied here at once
 * (src/shared/play.ts) and drawn in the same frame, then told to the host,
 * which applies the same move to the state it owns. Hints and checks come
 * back from the host and are drawn on the board.
 */
import { COLOURS, HISTORY_LIMIT, type History, type Move, type PlayState, clashes, digitAt, record, redo, undo } from '../shared/play';
import type { PlayToHost, PlayView } from '../shared/playProtocol';
import { button, el, t } from './dom';
import { chainDrawing } from './chain';
import { playNotes } from './playNotes';
import { cellAfterKey, cellAt, isNavigationKey } from '../shared/boardLayout';

type Mode = 'digit' | 'pencil' | 'colour';

interface Local {
  history: History;
  /** The host's count of our moves when we last took its history, and our moves since. */
  base: number;
  sent: number;
  mode: Mode;
  colour: number;
  focus: number;
}

let local: Local | undefined;
let post: (m: PlayToHost) => void = () => undefined;
let keep: (h: History) => void = () => undefined;
let root: HTMLElement | undefined;
let shown: PlayView | undefined;

/**
 * Takes what the host sent; its board wins unless we have moves it has not
 * seen yet. The undo history is ours: the host sends the position and the
 * depths (the whole history only with a new page), and we follow it.
 */
export function receivePlay(view: PlayView): void {
  // Another game: another puzzle, or a new game of it (the host's count of our moves never goes back within one).
  const another =
    local && (shown?.source.uri !== view.source.uri || local.history.present.givens !== view.present.givens || view.applied < local.base);
  if (!local || another) {
    const history = view.history ?? { past: [], present: view.present, future: [] };
    local = { history, base: view.applied, sent: 0, mode: 'digit', colour: 1, focus: firstEmpty(view.present) };
  } else if (view.applied >= local.base + local.sent) {
    local.history = view.history ?? follow(local.history, view);
    local.base = view.applied;
    local.sent = 0;
  }
  shown = view;
}

/** Our history after the host's view of it: the same, or one move on (the host applied a hint). */
function follow(h: History, view: PlayView): History {
  if (same(h.present, view.present)) return h;
  if (view.redo === 0 && view.undo === Math.min(h.past.length + 1, HISTORY_LIMIT))
    return { past: [...h.past, h.present].slice(-HISTORY_LIMIT), present: view.present, future: [] };
  return { past: [], present: view.present, future: [] };
}

const same = (a: PlayState, b: PlayState) => JSON.stringify(a) === JSON.stringify(b);

/** The history kept here, for the state saved for a reload. */
export function playHistory(): History | undefined {
  return local?.history;
}

/** Forgets the local game (another puzzle, or no play). */
export function leavePlay(): void {
  local = undefined;
  shown = undefined;
}

export function renderPlay(into: HTMLElement, send: (m: PlayToHost) => void, save: (h: History) => void): void {
  root = into;
  post = send;
  keep = save;
  draw();
}

function firstEmpty(s: PlayState): number {
  for (let i = 0; i < 81; i++) if (digitAt(s, i) === '.') return i;
  return 0;
}

function move(m: Move): void {
  if (!local || !shown) return;
  apply(record(local.history, m, { autoRemove: shown.autoRemove }), { type: 'playMove', move: m });
}

function step(dir: 'undo' | 'redo'): void {
  if (!local) return;
  apply(dir === 'undo' ? undo(local.history) : redo(local.history), { type: dir === 'undo' ? 'playUndo' : 'playRedo' });
}

/** Shows the board after one of our moves at once, keeps it for a reload, then tells the host. */
function apply(next: History, tell: PlayToHost): void {
  if (!local || !shown || next === local.history) return;
  local.history = next;
  local.sent++;
  // A move makes the last hint or check stale: the host drops them too.
  shown = { ...shown, hint: undefined, check: undefined, message: undefined };
  draw();
  keep(local.history);
  post(tell);
}

function draw(): void {
  if (!root || !local || !shown) return;
  const hadFocus = root.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset.key : undefined;
  const s = local.history.present;
  root.replaceChildren();
  const header = el('header');
  header.append(el('h1', {}, shown.title));
  root.append(header, toolbar(s), el('p', { class: 'muted play-keys', id: 'play-keys' }, t('playKeys')));
  const layout = el('div', { class: 'layout play' });
  const boardArea = el('section', { class: 'board-area', 'aria-label': t('playBoard') });
  const wrap = el('div', { class: 'board-wrap' });
  wrap.append(grid(s));
  boardArea.append(wrap);
  const side = el('section', { class: 'side play-side' });
  side.append(...playNotes({ view: shown, state: s, post }));
  layout.append(boardArea, side);
  root.append(layout);
  if (hadFocus) root.querySelector<HTMLElement>(`[data-key="${CSS.escape(hadFocus)}"]`)?.focus({ preventScroll: true });
}

function toolbar(s: PlayState): HTMLElement {
  const l = local!;
  const bar = el('div', { class: 'toolbar play-toolbar', role: 'toolbar', 'aria-label': t('playToolbar') });
  const modes = el('div', { class: 'modes', role: 'group', 'aria-label': t('modes') });
  for (const [mode, label] of [
    ['digit', t('modeDigit')],
    ['pencil', t('modePencil')],
    ['colour', t('modeColour')],
  ] as [Mode, string][]) {
    modes.append(
      button(`mode-${mode}`, label, () => setMode(mode), { 'aria-pressed': String(l.mode === mode), class: l.mode === mode ? 'on' : '' }),
    );
  }
  bar.append(modes);
  if (l.mode === 'colour') {
    const swatches = el('div', { class: 'swatches', role: 'group', 'aria-label': t('colours') });
    for (let c = 0; c <= COLOURS; c++) {
      const label = c === 0 ? t('noColour') : t('colourN', c);
      swatches.append(
        button(`colour-${c}`, c === 0 ? '∅' : String(c), () => setColour(c), {
          'aria-pressed': String(l.colour === c),
          'aria-label': label,
          title: label,
          class: `swatch-button paint-${c}${l.colour === c ? ' on' : ''}`,
        }),
      );
    }
    bar.append(swatches);
  }
  const h = l.history;
  bar.append(
    button('undo', t('undo'), () => step('undo'), {}, h.past.length > 0),
    button('redo', t('redo'), () => step('redo'), {}, h.future.length > 0),
    button('fill', t('fill'), () => move({ kind: 'fill' })),
    button('restart', t('restart'), () => move({ kind: 'restart' }), {}, h.past.length > 0 || /[1-9]/.test(s.digits)),
  );
  return bar;
}

function setMode(mode: Mode): void {
  local!.mode = mode;
  draw();
}

function setColour(c: number): void {
  local!.colour = c;
  draw();
}

/** What the cells show beyond the board: the clashes, the hint drawn, the check's findings. */
interface Marking {
  clash: Set<number>;
  focusDigit: string;
  hint: PlayView['hint'];
  area: Set<number>;
  pattern: Set<number>;
  placed: Map<number, number>;
  removed: Set<number>;
  wrong: Set<number>;
  lost: Set<number>;
}

function grid(s: PlayState): HTMLElement {
  const l = local!;
  const v = shown!;
  const hint = v.hint;
  const k: Marking = {
    clash: new Set(clashes(s)),
    focusDigit: digitAt(s, l.focus),
    hint,
    area: new Set(hint?.area ?? []),
    pattern: new Set(hint?.cells ?? []),
    placed: new Map((hint?.placed ?? []).map((p) => [p.cell, p.d])),
    removed: new Set((hint?.removed ?? []).map((r) => r.cell * 10 + r.d)),
    wrong: new Set(v.check?.wrongDigits ?? []),
    lost: new Set(v.check?.removedAnswers ?? []),
  };
  const g = el('div', {
    class: 'grid play-grid',
    role: 'grid',
    'aria-label': t('playBoard'),
    'aria-rowcount': '9',
    'aria-colcount': '9',
    'aria-describedby': 'play-keys',
  });
  for (let r = 0; r < 9; r++) {
    const row = el('div', { class: 'row', role: 'row', 'aria-rowindex': String(r + 1) });
    for (let c = 0; c < 9; c++) row.append(playCell(s, k, r, c));
    g.append(row);
  }
  if (hint?.chain && hint.chain.links.length > 0) g.append(chainDrawing(hint.chain, hint.removed));
  g.addEventListener('keydown', onKey);
  g.addEventListener('click', (e) => onCellClick(s, e));
  return g;
}

function playCell(s: PlayState, k: Marking, r: number, c: number): HTMLElement {
  const { clash, focusDigit, area, pattern, placed, wrong, lost } = k;
  const i = cellAt(r, c);
  const given = s.givens[i] !== '.';
  const d = digitAt(s, i);
  const classes = ['cell', `c${c}`, `r${r}`, given ? 'given' : d !== '.' ? 'placed-own' : 'empty'];
  if (clash.has(i)) classes.push('conflict');
  if (d !== '.' && d === focusDigit) classes.push('same-digit');
  if (s.cellColours[i]) classes.push(`paint-${s.cellColours[i]}`);
  if (area.has(i)) classes.push('hint-area');
  if (pattern.has(i)) classes.push('pattern');
  if (placed.has(i)) classes.push('placed');
  if (wrong.has(i) || lost.has(i)) classes.push('wrong');
  const cell = el('div', {
    class: classes.join(' '),
    role: 'gridcell',
    'aria-colindex': String(c + 1),
    tabindex: i === local!.focus ? '0' : '-1',
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
    const kept = marksOf(s, k, i, cell);
    label.push(t('playEmpty'));
    if (kept.length) label.push(t('playCandidates', kept.join(' ')));
  }
  if (clash.has(i)) label.push(t('playClash', d));
  if (s.cellColours[i]) label.push(t('playColour', s.cellColours[i]));
  if (wrong.has(i)) label.push(t('playWrong'));
  if (lost.has(i)) label.push(t('playRemovedAnswer'));
  if (pattern.has(i) || area.has(i)) label.push(t('playHintCell'));
  cell.setAttribute('aria-label', label.join(', '));
  return cell;
}

/** Draws an empty cell's pencil marks into it; returns the digits marked. */
function marksOf(s: PlayState, k: Marking, i: number, cell: HTMLElement): string[] {
  const marks = el('div', { class: 'marks', 'aria-hidden': 'true' });
  const kept: string[] = [];
  for (let d = 1; d <= 9; d++) {
    const has = (s.marks[i] & (1 << (d - 1))) !== 0;
    if (has) kept.push(String(d));
    const paint = s.candidateColours[i * 10 + d];
    const classes = ['mark'];
    if (has && k.removed.has(i * 10 + d)) classes.push('removed');
    if (has && k.pattern.has(i) && k.hint?.digits.includes(d)) classes.push('key');
    if (has && paint) classes.push(`paint-${paint}`);
    if (has && String(d) === k.focusDigit) classes.push('same-digit');
    marks.append(el('span', { class: classes.join(' ') }, has ? String(d) : ''));
  }
  cell.append(marks);
  return kept;
}

function onCellClick(s: PlayState, e: MouseEvent): void {
  const l = local!;
  const target = (e.target as HTMLElement).closest('[data-cell]') as HTMLElement | null;
  if (!target) return;
  l.focus = Number(target.dataset.cell);
  if (l.mode === 'colour') {
    const mark = (e.target as HTMLElement).closest('.mark');
    const digit = mark?.textContent ? Number(mark.textContent) : 0;
    if (digit) move({ kind: 'colourCandidate', cell: l.focus, d: digit, colour: l.colour });
    else move({ kind: 'colour', cell: l.focus, colour: s.cellColours[l.focus] === l.colour ? 0 : l.colour });
    return;
  }
  draw();
  focusGrid();
}

function focusGrid(): void {
  root?.querySelector<HTMLElement>(`[data-cell="${local!.focus}"]`)?.focus({ preventScroll: true });
}

/** The digit a key stands for, 1-9, whatever Shift does to the key's character. */
function digitOf(e: KeyboardEvent): number | undefined {
  const m = /^(?:Digit|Numpad)([1-9])$/.exec(e.code) ?? /^([1-9])$/.exec(e.key);
  return m ? Number(m[1]) : undefined;
}

function onKey(e: KeyboardEvent): void {
  const l = local!;
  const s = l.history.present;
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if (ctrl && (key === 'z' || key === 'y')) {
    e.preventDefault();
    e.stopPropagation();
    step(key === 'y' || e.shiftKey ? 'redo' : 'undo');
    return;
  }
  if (isNavigationKey(e.key)) {
    const next = cellAfterKey(l.focus, e.key, ctrl);
    if (next === undefined) return;
    e.preventDefault();
    l.focus = next;
    draw();
    focusGrid();
    return;
  }
  const digit = digitOf(e);
  if (digit !== undefined && !e.altKey) {
    e.preventDefault();
    const pencil = e.shiftKey || ctrl || l.mode === 'pencil';
    if (l.mode === 'colour' && !e.shiftKey && !ctrl) move({ kind: 'colourCandidate', cell: l.focus, d: digit, colour: l.colour });
    else if (pencil) move({ kind: 'mark', cell: l.focus, d: digit });
    else move({ kind: 'place', cell: l.focus, d: digit });
    focusGrid();
    return;
  }
  if (e.key === 'Delete' || e.key === 'Backspace' || e.key === '0' || e.key === '.') {
    e.preventDefault();
    move({ kind: 'clear', cell: l.focus });
    focusGrid();
    return;
  }
  if (e.key === ' ') {
    e.preventDefault();
    setMode(l.mode === 'pencil' ? 'digit' : 'pencil');
    focusGrid();
    return;
  }
  if (key === 'c' && !ctrl) {
    e.preventDefault();
    move({ kind: 'colour', cell: l.focus, colour: (s.cellColours[l.focus] + 1) % (COLOURS + 1) });
    focusGrid();
  }
}
