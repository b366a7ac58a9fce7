/**
 * Play's hints and what the host answers, beside the board: a bar of buttons
 * that keep their places and labels whatever the hint's stage (Hint, Take
 * step, Apply, Check, Explain from here), then the solved moment, a puzzle
 * without one solution, the hint, the check and messages, in words.
 */
import { type PlayState, isComplete } from '../shared/play';
import { HINT_STAGES, type PlayToHost, type PlayView } from '../shared/playProtocol';
import { button, el, t } from './dom';

export interface NotesContext {
  view: PlayView;
  state: PlayState;
  post: (m: PlayToHost) => void;
}

/** The hint bar and the notes beneath it, for the side of the board: the notes are read out as they change, the buttons not. */
export function playNotes(c: NotesContext): HTMLElement[] {
  const live = el('div', { class: 'play-notes', 'aria-live': 'polite' });
  live.append(...notes(c));
  return [hintBar(c), live];
}

/**
 * The buttons in fixed slots with fixed labels: the hint's stage is told in
 * its words ("Hint 2 of 4"), and Apply stays where it is, disabled until the
 * move is shown. Where the puzzle has not one solution, no move is offered.
 */
function hintBar({ view: v, state: s, post }: NotesContext): HTMLElement {
  const bar = el('div', { class: 'toolbar hint-bar', role: 'group', 'aria-label': t('hint') });
  const done = isComplete(s);
  const moveShown = v.hint?.stage === HINT_STAGES && !v.notUnique;
  bar.append(
    button('hint', t('hint'), () => post({ type: 'playHint' }), {}, !done),
    button('take-step', t('takeStep'), () => post({ type: 'playTakeStep' }), {}, !done && !v.notUnique),
    button('apply', t('applyHint'), () => post({ type: 'playApplyHint' }), { class: moveShown ? 'primary' : '' }, moveShown),
    button('check', t('check'), () => post({ type: 'playCheck', where: false })),
    button('explain', t('explainHere'), () => post({ type: 'playExplain' })),
  );
  return bar;
}

function notes({ view: v, state: s, post }: NotesContext): HTMLElement[] {
  const out: HTMLElement[] = [];
  if (isComplete(s)) out.push(solvedMoment(v));
  if (v.notUnique) {
    const box = el('div', { class: 'not-unique', role: 'alert' });
    box.append(el('p', {}, v.notUnique.text));
    const actions = el('div', { class: 'toolbar' });
    actions.append(
      button('not-unique-solve', t('notUniqueSolve'), () => post({ type: 'playSolve' }), { class: 'primary' }),
      button('not-unique-explain', t('explainHere'), () => post({ type: 'playExplain' })),
    );
    box.append(actions);
    out.push(box);
  }
  if (v.busy) out.push(el('p', { class: 'muted busy', role: 'status' }, v.busy));
  if (v.hint) {
    const box = el('div', { class: 'hint', role: 'status' });
    box.append(el('p', { class: 'hint-text' }, v.hint.text));
    // The hint's words hold the chain's sentence already, unless the model gave it apart.
    if (v.hint.sentence && !v.hint.text.includes(v.hint.sentence)) box.append(el('p', { class: 'chain-sentence' }, v.hint.sentence));
    if (v.hint.eureka) box.append(el('p', { class: 'muted eureka' }, v.hint.eureka));
    out.push(box);
  }
  if (v.check) {
    const box = el('div', { class: 'check', role: 'status' });
    box.append(el('p', {}, v.check.text));
    const shownCells = v.check.wrongDigits.length + v.check.removedAnswers.length;
    // Counts first: the cells wait until asked for.
    if (v.check.count > 0 && shownCells === 0) {
      box.append(button('where', t('showWhere'), () => post({ type: 'playCheck', where: true }), { class: 'link' }));
    }
    out.push(box);
  }
  if (v.message) out.push(el('p', { class: 'message', role: 'status' }, v.message));
  return out;
}

/** The board complete: said large and clear, with the time played and the puzzle's difficulty when the host knows them. */
function solvedMoment(v: PlayView): HTMLElement {
  const box = el('div', { class: 'solved-moment', role: 'status' });
  box.append(el('p', { class: 'solved-title' }, t('solvedTitle')), el('p', {}, t('solvedCheck')));
  const solved = v.solved;
  if (solved?.elapsedMs !== undefined) box.append(el('p', { class: 'solved-time' }, t('solvedTime', clock(solved.elapsedMs))));
  if (solved?.rating !== undefined && solved.difficulty)
    box.append(el('p', { class: 'solved-difficulty' }, t('solvedDifficulty', solved.rating.toFixed(1), solved.difficulty)));
  return box;
}

/** 12:34, or 1:02:03 past an hour. */
function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
