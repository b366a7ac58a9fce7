/**
 * The board's highlights are visible in every kind of theme (#34 defect 5): each is told by a mark of at
 * least 3:1 against the cell's background (plain and tinted), and the digits in a highlighted cell keep
 * 4.5:1 (WCAG 1.4.11 and 1.4.3). The colours are read from the panel as drawn: a real hint at stage 2
 * (where to look), and the other classes of panel.css's contract put on cells one at a time. Screenshots
 * of all of them together in light, dark and high contrast, beside the editor and alone.
 */
import type { Frame } from '@playwright/test';
import { EMPTY, PLAY_BOARD, SOLUTION, openPlay } from './playPage';
import { expect, test } from './fixtures';
import { maximizePlay, setTheme, shot } from './workbench';
import { peersOf } from '../helpers/replay';

const THEMES = [
  ['Light Modern', 'light'],
  ['Dark Modern', 'dark'],
  ['Dark High Contrast', 'hc'],
  ['Light High Contrast', 'hc-light'],
] as const;

/** The classes a cell may carry (panel.css's contract), and those of a candidate. */
const CELL_CLASSES = [
  'hint-area',
  'pattern',
  'placed',
  'conflict',
  'wrong',
  'differ',
  'same-digit',
  'digit-filter',
  'bivalue',
  'peer-lit',
  'selected',
  'paint-1',
  'paint-2',
  'paint-3',
  'paint-4',
];
const MARK_CLASSES = ['removed', 'digit-filter', 'same-digit', 'paint-1', 'paint-2', 'paint-3', 'paint-4'];

// --- colours ---------------------------------------------------------------------------------------------

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Every colour in a computed value: rgb(), rgba() and color(srgb …), as Chromium writes them. */
export function colours(value: string): Rgba[] {
  const out: Rgba[] = [];
  for (const m of value.matchAll(/rgba?\(([^)]*)\)|color\(srgb ([^)]*)\)/g)) {
    if (m[1] !== undefined) {
      const [r, g, b, a = '1'] = m[1].split(/[\s,/]+/).filter(Boolean);
      out.push({ r: Number(r) / 255, g: Number(g) / 255, b: Number(b) / 255, a: Number(a) });
    } else {
      const [r, g, b, a = '1'] = m[2].split(/[\s/]+/).filter(Boolean);
      out.push({ r: Number(r), g: Number(g), b: Number(b), a: Number(a) });
    }
  }
  return out;
}

const one = (value: string): Rgba => {
  const c = colours(value);
  if (c.length !== 1) throw new Error(`not one colour: ${value}`);
  return c[0];
};

/** `top` painted over the opaque `under`. */
const over = (top: Rgba, under: Rgba): Rgba => ({
  r: top.r * top.a + under.r * (1 - top.a),
  g: top.g * top.a + under.g * (1 - top.a),
  b: top.b * top.a + under.b * (1 - top.a),
  a: 1,
});

const channel = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const luminance = (c: Rgba) => 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
/** WCAG's contrast ratio of two opaque colours. */
export function contrast(x: Rgba, y: Rgba): number {
  const [a, b] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (a + 0.05) / (b + 0.05);
}

// --- reading the board -------------------------------------------------------------------------------------

/** What a highlighted element looks like: its own paint, what it sits on, and its text. */
interface Look {
  name: string;
  /** The page's and the cell's (and a candidate's own) backgrounds, bottom first. */
  backgrounds: string[];
  /** The marks that tell the highlight: rings, outline, a line through. */
  marks: string[];
  /** The text's colour ('' if none). */
  text: string;
}

/**
 * Reads, in the panel, each class of the contract on cells of each kind (a given, the player's digit, an
 * empty cell's candidates), one at a time; the real hint's cells and the selected cell as they are.
 */
function readLooks(f: Frame): Promise<Look[]> {
  return f.evaluate(
    ({ board, cellClasses, markClasses }) => {
      const grid = document.querySelector(board)!;
      const cells = [...grid.querySelectorAll<HTMLElement>('[role=gridcell]')];
      const page = getComputedStyle(document.body).backgroundColor;
      const plain = (c: HTMLElement) => c.getAttribute('tabindex') !== '0' && !cellClasses.some((k) => c.classList.contains(k));
      const filled = (c: HTMLElement) => c.querySelectorAll('.mark:not(:empty)').length >= 2;
      const hosts: [string, HTMLElement | undefined][] = [
        ['given', cells.find((c) => plain(c) && c.classList.contains('given'))],
        ['own', cells.find((c) => plain(c) && c.classList.contains('placed-own'))],
        ['empty', cells.find((c) => plain(c) && c.classList.contains('empty') && filled(c))],
      ];
      const shadowAndOutline = (s: CSSStyleDeclaration) => {
        const out = [s.boxShadow];
        if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) out.push(s.outlineColor);
        return out;
      };
      const ofCell = (name: string, c: HTMLElement): Look => {
        const s = getComputedStyle(c);
        const text = c.querySelector<HTMLElement>('.digit') ?? c.querySelector<HTMLElement>('.mark:not(:empty)');
        const marks = shadowAndOutline(s);
        for (const glyph of ['::before', '::after']) {
          const g = getComputedStyle(c, glyph);
          if (g.content && g.content !== 'none') marks.push(g.color);
        }
        return { name, backgrounds: [page, s.backgroundColor], marks, text: text ? getComputedStyle(text).color : '' };
      };
      const looks: Look[] = [];
      for (const [kind, host] of hosts) {
        if (!host) throw new Error(`no plain ${kind} cell to highlight`);
        for (const cls of cellClasses) {
          host.classList.add(cls);
          looks.push(ofCell(`${cls} on a ${kind} cell`, host));
          host.classList.remove(cls);
        }
      }
      // The real ones: the hint's area and the selected cell.
      const area = cells.filter((c) => c.classList.contains('hint-area'));
      if (area.length === 0) throw new Error('the hint shows no area');
      for (const c of area.slice(0, 3)) looks.push(ofCell(`the hint's area (r${c.className.match(/r(\d)/)![1]})`, c));
      const focus = cells.find((c) => c.getAttribute('tabindex') === '0')!;
      looks.push(ofCell('the selected cell', focus));
      // A candidate's classes, on a candidate of the empty cell.
      const empty = hosts[2][1]!;
      const mark = empty.querySelector<HTMLElement>('.mark:not(:empty)')!;
      const cellBg = getComputedStyle(empty).backgroundColor;
      for (const cls of [...markClasses, 'key']) {
        mark.classList.add(cls);
        const s = getComputedStyle(mark);
        const marks = cls === 'removed' ? [s.textDecorationColor] : cls === 'key' ? [] : shadowAndOutline(s);
        looks.push({ name: `a candidate: ${cls}`, backgrounds: [page, cellBg, s.backgroundColor], marks, text: s.color });
        mark.classList.remove(cls);
      }
      // Corner marks, and a hint's digit not yet placed, put in the empty cell for the reading.
      const corners = document.createElement('div');
      corners.className = 'corners';
      corners.append(Object.assign(document.createElement('span'), { textContent: '3' }));
      empty.append(corners);
      looks.push({
        name: 'a corner mark',
        backgrounds: [page, cellBg],
        marks: [],
        text: getComputedStyle(corners.firstElementChild!).color,
      });
      corners.remove();
      const ghost = Object.assign(document.createElement('span'), { className: 'digit ghost', textContent: '5' });
      empty.classList.add('placed');
      empty.prepend(ghost);
      const ghostLook = ofCell('a ghost digit in a placed cell', empty);
      looks.push({ ...ghostLook, text: getComputedStyle(ghost).color });
      ghost.remove();
      empty.classList.remove('placed');
      return looks;
    },
    { board: PLAY_BOARD, cellClasses: CELL_CLASSES, markClasses: MARK_CLASSES },
  );
}

interface Measured {
  name: string;
  mark: number;
  text: number;
}

/** The best mark's contrast against both the plain and the tinted background, and the text's against the tint. */
function measured(look: Look): Measured {
  const [page, ...layers] = look.backgrounds.map(one);
  const plain = page;
  const fill = layers.reduce((under, top) => over(top, under), page);
  const cellFill = layers.length > 1 ? over(layers[0], page) : fill;
  const marks = look.marks
    .flatMap(colours)
    .filter((c) => c.a > 0)
    .map((c) => Math.min(contrast(over(c, fill), plain), contrast(over(c, fill), fill), contrast(over(c, cellFill), cellFill)));
  return {
    name: look.name,
    mark: marks.length ? Math.max(...marks) : NaN,
    text: look.text ? contrast(over(one(look.text), fill), fill) : NaN,
  };
}

/** Puts every highlight on the board at once, as a player could see them, for the screenshots. */
function showAll(f: Frame): Promise<void> {
  return f.evaluate((board) => {
    const cells = [...document.querySelector(board)!.querySelectorAll<HTMLElement>('[role=gridcell]')];
    const focus = Number(cells.find((c) => c.getAttribute('tabindex') === '0')!.dataset.cell);
    const [fr, fc] = [Math.floor(focus / 9), focus % 9];
    const box = (i: number) => Math.floor(Math.floor(i / 9) / 3) * 3 + Math.floor((i % 9) / 3);
    const free = (c: HTMLElement) => !c.classList.contains('hint-area');
    for (const c of cells) {
      const i = Number(c.dataset.cell);
      const peer = i !== focus && (Math.floor(i / 9) === fr || i % 9 === fc || box(i) === box(focus));
      if (peer) c.classList.add('peer-lit');
      const marks = [...c.querySelectorAll('.mark:not(:empty)')];
      if (marks.length === 2 && free(c)) c.classList.add('bivalue');
      // The digit filter on 7: where it is placed, and the candidates 7.
      if (c.querySelector('.digit')?.textContent === '7') c.classList.add('digit-filter');
      for (const m of marks) if (m.textContent === '7') m.classList.add('digit-filter');
    }
    const empties = cells.filter((c) => c.classList.contains('empty') && free(c) && !c.classList.contains('peer-lit'));
    empties.slice(-2).forEach((c) => c.classList.add('selected'));
    const corners = document.createElement('div');
    corners.className = 'corners';
    for (const d of ['1', '3', '8', '9']) corners.append(Object.assign(document.createElement('span'), { textContent: d }));
    empties[0]?.append(corners);
    const givens = cells.filter((c) => c.classList.contains('given') && free(c) && !c.classList.contains('peer-lit'));
    givens.slice(0, 4).forEach((c, k) => c.classList.add(`paint-${k + 1}`));
    givens[4]?.classList.add('conflict');
    givens[5]?.classList.add('wrong');
    empties[1]?.querySelector('.mark:not(:empty)')?.classList.add('removed');
  }, PLAY_BOARD);
}

test('every highlight shows at 3:1 and digits read at 4.5:1, in light, dark and high contrast (screenshots)', async ({
  workbench: page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  const f = await openPlay(page);
  await f.getByRole('button', { name: 'Fill candidates' }).click();
  // Digits of the player's own, then a hint to stage 2: where to look.
  // Cells apart, with different digits: the selected cell's row, column and box and its digit light only the last.
  const apart: number[] = [];
  for (const i of EMPTY) if (apart.length < 4 && apart.every((j) => !peersOf(i).includes(j) && SOLUTION[j] !== SOLUTION[i])) apart.push(i);
  for (const i of apart) {
    await f.locator(`${PLAY_BOARD} [data-cell="${i}"]`).click();
    await page.keyboard.press(SOLUTION[i]);
  }
  for (let stage = 1; stage <= 2; stage++) {
    await f.locator('[data-key="hint"]').click();
    await expect(f.locator('.hint-text')).toContainText(`Hint ${stage} of 4`);
  }
  await expect(f.locator(`${PLAY_BOARD} .cell.hint-area`).first()).toBeVisible();
  const failures: string[] = [];
  for (const [theme] of THEMES) {
    await setTheme(page, theme);
    const rows = (await readLooks(f)).map(measured);
    console.log(`[e2e] ${theme}: ${rows.map((r) => `${r.name} ${r.mark.toFixed(1)}/${r.text.toFixed(1)}`).join('; ')}`);
    for (const r of rows) {
      if (!r.name.startsWith('a candidate: key') && !r.name.startsWith('a corner') && !(r.mark >= 3))
        failures.push(`${theme}: ${r.name}: the highlight is ${r.mark.toFixed(2)}:1`);
      if (!Number.isNaN(r.text) && !(r.text >= 4.5)) failures.push(`${theme}: ${r.name}: its text is ${r.text.toFixed(2)}:1`);
    }
  }
  expect(failures, 'highlights below 3:1 or text below 4.5:1').toEqual([]);
  // All of them at once, beside the editor and alone, in each theme.
  await showAll(f);
  for (const [theme, name] of THEMES) {
    await setTheme(page, theme);
    await shot(page, `highlights-${name}-beside.png`);
  }
  await maximizePlay(page, f);
  for (const [theme, name] of THEMES) {
    await setTheme(page, theme);
    await shot(page, `highlights-${name}-alone.png`);
  }
});
