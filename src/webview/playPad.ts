/**
 * The number pad, for the mouse and for touch: what a digit writes (Digits,
 * Pencil marks, Corner marks, Colours), the digits 1–9 (in Colours mode the
 * colours instead) and Delete, each applied to every selected cell as one
 * move; and two highlights, the digit filter and bivalue cells. With
 * "Highlight digit" on, or with Alt held, a digit on the pad sets the filter
 * rather than writing. Its buttons are 36 px at least, for fingers.
 */
import { COLOURS, boardOf } from '../shared/play';
import { button, el, t } from './dom';
import { MODES, type Mode, clearMove, entryMove } from './playEntry';
import { targets, type PlayUi } from './playUi';

const MODE_LABEL: Record<Mode, () => string> = {
  digit: () => t('modeDigit'),
  pencil: () => t('modePencil'),
  corner: () => t('modeCorner'),
  colour: () => t('modeColour'),
};

export function pad(ui: PlayUi): HTMLElement {
  const e = ui.entry();
  const box = el('section', { class: `play-pad pad-${e.mode}`, 'aria-label': t('pad') });
  const modes = el('div', { class: 'pad-modes', role: 'group', 'aria-label': t('modes') });
  for (const mode of MODES) {
    modes.append(
      button(
        `mode-${mode}`,
        MODE_LABEL[mode](),
        () => {
          e.mode = mode;
          ui.redraw();
        },
        { 'aria-pressed': String(e.mode === mode), class: e.mode === mode ? 'on' : '' },
      ),
    );
  }
  box.append(modes, e.mode === 'colour' ? colourKeys(ui) : digitKeys(ui), toggles(ui));
  return box;
}

function digitKeys(ui: PlayUi): HTMLElement {
  const e = ui.entry();
  const keys = el('div', { class: 'pad-keys', role: 'group', 'aria-label': t('pad') });
  const board = boardOf(ui.state());
  for (let d = 1; d <= 9; d++) {
    // A digit on the board nine times is dimmed, as HoDoKu and SudokuPad do: one less to look for.
    const done = board.split(String(d)).length - 1 >= 9;
    const attrs: Record<string, string> = { class: done ? 'pad-key pad-done' : 'pad-key' };
    if (e.filtering || e.filter) attrs['aria-pressed'] = String(e.filter === d);
    const b = button(`pad-${d}`, String(d), () => undefined, attrs);
    // Alt (Option) with a digit sets the filter too; the click's own handler does nothing.
    b.addEventListener('click', (ev) => {
      if (e.filtering || ev.altKey) {
        e.filter = e.filter === d ? 0 : d;
        ui.redraw();
      } else ui.move(entryMove(ui.state(), targets(e), e.mode, d));
    });
    keys.append(b);
  }
  keys.append(deleteKey(ui));
  return keys;
}

function colourKeys(ui: PlayUi): HTMLElement {
  const e = ui.entry();
  const keys = el('div', { class: 'pad-keys pad-colours', role: 'group', 'aria-label': t('colours') });
  for (let c = 1; c <= COLOURS; c++) {
    const label = t('colourN', c);
    keys.append(
      button(
        `colour-${c}`,
        String(c),
        () => {
          e.colour = c;
          ui.move(entryMove(ui.state(), targets(e), 'colour', c));
          ui.redraw();
        },
        { 'aria-pressed': String(e.colour === c), 'aria-label': label, title: label, class: `pad-key swatch-button paint-${c}` },
      ),
    );
  }
  keys.append(
    button('colour-0', '∅', () => ui.move(entryMove(ui.state(), targets(e), 'colour', 0)), {
      'aria-label': t('noColour'),
      title: t('noColour'),
      class: 'pad-key',
    }),
    deleteKey(ui),
  );
  return keys;
}

function deleteKey(ui: PlayUi): HTMLButtonElement {
  return button('pad-delete', t('padDelete'), () => ui.move(clearMove(ui.state(), targets(ui.entry()), ui.entry().mode)), {
    class: 'pad-key pad-delete',
    'aria-keyshortcuts': 'Delete',
  });
}

function toggles(ui: PlayUi): HTMLElement {
  const e = ui.entry();
  const row = el('div', { class: 'pad-toggles' });
  const toggle = (key: string, label: string, on: boolean, flip: () => void) =>
    button(
      key,
      `${on ? '☑' : '☐'} ${label}`,
      () => {
        flip();
        ui.redraw();
      },
      { 'aria-pressed': String(on), class: 'toggle' },
    );
  row.append(
    toggle('pad-filter', t('padFilter'), e.filtering, () => {
      e.filtering = !e.filtering;
      if (!e.filtering) e.filter = 0;
    }),
    toggle('pad-bivalue', t('padBivalue'), e.bivalue, () => (e.bivalue = !e.bivalue)),
  );
  return row;
}
