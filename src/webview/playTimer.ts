/**
 * The timer beside play's title: the time the host counted when it sent its
 * view, ticking on here each second while it runs (the host pauses it while
 * the panel is hidden and stops it when the puzzle is solved). Absent when
 * the host sends none (the sudoku.play.timer setting is off).
 */
import type { PlayView } from '../shared/playProtocol';
import { el, t } from './dom';
import { clock } from './playEntry';

let base: { elapsedMs: number; running: boolean; at: number } | undefined;
let ticking: ReturnType<typeof setInterval> | undefined;

/** Takes the host's timer from a view it sent. */
export function receiveTimer(timer: PlayView['timer']): void {
  base = timer ? { ...timer, at: performance.now() } : undefined;
}

const elapsed = () => (base ? base.elapsedMs + (base.running ? performance.now() - base.at : 0) : 0);

/** The timer's element, or nothing when there is no timer; it ticks until it leaves the page. */
export function timerElement(): HTMLElement | undefined {
  if (ticking !== undefined) clearInterval(ticking);
  ticking = undefined;
  if (!base) return undefined;
  const running = base.running;
  const shown = el('span', {
    class: `play-timer${running ? '' : ' paused'}`,
    role: 'timer',
    title: running ? t('timer') : `${t('timer')} (${t('timerPaused')})`,
    'aria-label': t('timer'),
  });
  const time = el('span', { class: 'play-timer-time' }, clock(elapsed()));
  // Words, not a clock emoji: fonts without one draw a box.
  shown.append(time);
  if (!running) shown.append(' ', el('span', { class: 'play-timer-paused' }, `(${t('timerPaused')})`));
  if (running)
    ticking = setInterval(() => {
      if (!shown.isConnected) {
        clearInterval(ticking);
        ticking = undefined;
      } else time.textContent = clock(elapsed());
    }, 1000);
  return shown;
}
