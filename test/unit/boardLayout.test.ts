/**
 * The board layout model (src/shared/boardLayout.ts) and the renderers that follow it: each renderer's
 * output is read back at the places the model gives, so that a renderer that lays the board out on its
 * own fails here. The PNG is decoded with fast-png, its pixels compared cell by cell.
 */
import { strict as assert } from 'assert';
import { decode } from 'fast-png';
import {
  PEERS,
  PLAIN_GRID,
  UNITS,
  boardGeometry,
  boxOf,
  cellAfterKey,
  isNavigationKey,
  candidateSlot,
  cellAt,
  cellsShown,
  chainLayout,
  SQUEEZED_MARKS,
  colOf,
  columnWidths,
  isBoxBorder,
  rowOf,
  textGridFrameWidth,
  textGridLayout,
  textGridLines,
} from '../../src/shared/boardLayout';
import type { BoardState } from '../../src/shared/board';
import { PICTURE, GREY, boardPng, boardSvg, pictureMarks } from '../../src/features/share/boardPicture';
import { PENCIL_MARK_GRID, boardBeforeStep, pencilMarkGrid } from '../../src/features/share/shareModel';
import { candidateTable } from '../../src/features/hover/hoverModel';
import { toGrid } from '../../src/core/formats';
import { engine, puzzleSet } from '../helpers/engine';
import type { Chain } from '../../src/shared/result';

const HARD = puzzleSet('named_hardest')[0].cells;
const EASY = puzzleSet('easy50')[3].cells;

/** A board halfway through the explanation of a hard puzzle: givens, placed digits and candidates. */
async function midBoard(): Promise<{ state: BoardState; givens: string }> {
  const r = (await engine()).solve(HARD);
  return { state: boardBeforeStep(r, Math.floor(r.steps.length / 2)), givens: HARD };
}

describe('board layout model', () => {
  it('numbers cells row by row, boxes three by three, and sets candidates 1 to 9 in a 3×3 grid', () => {
    assert.deepEqual([rowOf(40), colOf(40)], [4, 4]);
    assert.equal(cellAt(8, 0), 72);
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(isBoxBorder), [0, 3, 6, 9]);
    assert.deepEqual(candidateSlot(1), { row: 0, col: 0 });
    assert.deepEqual(candidateSlot(6), { row: 1, col: 2 });
    assert.deepEqual(candidateSlot(9), { row: 2, col: 2 });
    const g = boardGeometry(60, 10);
    assert.equal(g.size, 560);
    assert.deepEqual(g.cellCentre(80), { x: 520, y: 520 });
    // A candidate's place is the centre of its ninth of the cell.
    assert.deepEqual(g.candidateAt(0, 1), { x: 20, y: 20 });
    assert.deepEqual(g.candidateAt(0, 9), { x: 60, y: 60 });
    assert.deepEqual(
      g.lines.filter((l) => l.thick).map((l) => l.at),
      [10, 190, 370, 550],
    );
  });

  it("knows each cell's units and peers, and where the arrow keys, Home and End move the focus", () => {
    assert.deepEqual(UNITS[18 + 4], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
    assert.deepEqual(UNITS[9 + 2], [2, 11, 20, 29, 38, 47, 56, 65, 74]);
    for (let cell = 0; cell < 81; cell++) {
      assert.equal(PEERS[cell].length, 20);
      for (const p of PEERS[cell]) assert.ok(rowOf(p) === rowOf(cell) || colOf(p) === colOf(cell) || boxOf(p) === boxOf(cell));
    }
    assert.deepEqual(
      ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].map((k) => cellAfterKey(40, k)),
      [39, 41, 31, 49, 36, 44],
    );
    assert.deepEqual(
      ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'].map((k) => [cellAfterKey(0, k), cellAfterKey(80, k)]),
      [
        [undefined, 79],
        [undefined, 71],
        [1, undefined],
        [9, undefined],
      ],
    );
    assert.deepEqual([cellAfterKey(40, 'Home', true), cellAfterKey(40, 'End', true)], [0, 80]);
    assert.ok(!isNavigationKey('Enter') && cellAfterKey(40, 'Enter') === undefined);
  });

  it('says what a cell shows at a step: struck candidates still shown, key ones not struck, roles in order', () => {
    const digits = '.'.repeat(81).split('');
    digits[0] = '5';
    const candidates = new Array(81).fill('');
    candidates[1] = '12';
    candidates[2] = '13';
    const shown = cellsShown(
      { digits, candidates },
      { givens: `5${'.'.repeat(80)}`, pattern: [1, 2], removed: [{ cell: 1, d: 3 }], digits: [1, 3], conflicts: [2], differing: [2] },
    );
    assert.deepEqual(shown[0], { cell: 0, digit: '5', origin: 'given', candidates: '', struck: '', key: '', roles: [] });
    assert.deepEqual(shown[1], { cell: 1, digit: '', origin: '', candidates: '123', struck: '3', key: '1', roles: ['pattern'] });
    assert.deepEqual(shown[2].roles, ['pattern', 'conflict', 'differ']);
    assert.equal(shown[2].key, '13');
  });

  it('sets text grids in the columns it gives: the plain grid, the pencil-mark grid and the hover grid', async () => {
    // The plain grid (quick fix, CLI): one character a cell.
    const plain = toGrid(HARD).split('\n');
    const plainLayout = textGridLayout(
      PLAIN_GRID,
      columnWidths(() => 1),
    );
    for (let i = 0; i < 81; i++) {
      const expected = HARD[i] === '.' ? '.' : HARD[i];
      assert.equal(plain[plainLayout.lineOfRow(rowOf(i))][plainLayout.columnOfCell(colOf(i))], expected, `plain grid, cell ${i}`);
    }
    assert.equal(plain[3], '------+-------+------');

    // The pencil-mark grid: each cell's digit or candidates where the model puts its column.
    const { state } = await midBoard();
    const pencil = pencilMarkGrid(state).split('\n');
    const shown = cellsShown(state).map((c) => c.digit || c.candidates || '.');
    const pencilLayout = textGridLayout(
      PENCIL_MARK_GRID,
      columnWidths((i) => shown[i].length),
    );
    for (let i = 0; i < 81; i++) {
      const line = pencil[pencilLayout.lineOfRow(rowOf(i))];
      const at = pencilLayout.columnOfCell(colOf(i));
      assert.equal(line.slice(at, at + shown[i].length), shown[i], `pencil-mark grid, cell ${i}`);
      assert.match(line[at + shown[i].length] ?? ' ', / /, `pencil-mark grid, cell ${i} ends in a space`);
    }
    assert.equal(pencil[0].length, textGridFrameWidth(PENCIL_MARK_GRID) + pencilLayout.widths.reduce((a, w) => a + w, 0));

    // The hover grid: a given as "[d]" where the model puts its column, below the fence.
    const inspection = (await engine()).inspect(EASY);
    const hover = candidateTable(inspection).split('\n').slice(1, -1);
    const widths = columnWidths((i) => (EASY[i] !== '.' ? 3 : Math.min((inspection.candidates[i] || '-').length, 9)), 2);
    const hoverLayout = textGridLayout({ cellGap: 1, framed: false, labelWidth: 3 }, widths);
    for (let i = 0; i < 81; i++) {
      if (EASY[i] === '.') continue;
      const line = hover[hoverLayout.lineOfRow(rowOf(i))];
      const at = hoverLayout.columnOfCell(colOf(i));
      assert.equal(line.slice(at, at + 3), `[${EASY[i]}]`, `hover grid, cell ${i}`);
    }
    assert.deepEqual(
      hover.filter((_, k) => k === hoverLayout.lineOfRow(0)).map((l) => l.slice(0, 3)),
      ['r1 '],
    );
  });

  it('writes lines of any style as wide as their frame and cells, rules under the rows', () => {
    const texts = Array.from({ length: 81 }, (_, i) => String((i % 9) + 1).repeat((i % 3) + 1));
    for (const style of [PLAIN_GRID, PENCIL_MARK_GRID, { cellGap: 1, framed: false, labelWidth: 3 }]) {
      const layout = textGridLayout(
        style,
        columnWidths((i) => texts[i].length),
      );
      const lines = textGridLines(texts, layout, style.labelWidth ? ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9'] : undefined);
      const width = textGridFrameWidth(style) + layout.widths.reduce((a, w) => a + w, 0);
      assert.equal(lines.length, style.framed ? 13 : 11);
      for (const l of lines) assert.equal(l.length, width, JSON.stringify(l));
      // A rule's '+' stands under each box line's '|'.
      const row = lines[layout.lineOfRow(3)];
      const rule = lines[layout.lineOfRow(3) - 1];
      const bars = [...row].flatMap((ch, k) => (ch === '|' ? [k] : []));
      assert.deepEqual(
        bars.map((k) => rule[k]),
        style.framed ? [':', '+', '+', ':'] : ['+', '+'],
      );
    }
  });

  it('draws the SVG picture at the places the model gives: digits at cell centres, candidates in their ninths', async () => {
    const { state, givens } = await midBoard();
    const svg = boardSvg({ state, givens });
    const texts = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" font-size="(\d+)"[^>]*>(\d)<\/text>/g)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
      size: Number(m[3]),
      ch: m[4],
    }));
    const expected = cellsShown(state, { givens }).flatMap((c) =>
      c.digit
        ? [{ ...PICTURE.cellCentre(c.cell), size: 36, ch: c.digit }]
        : [...c.candidates].map((ch) => ({ ...PICTURE.candidateAt(c.cell, Number(ch)), size: 14, ch })),
    );
    assert.ok(expected.some((t) => t.size === 14) && expected.some((t) => t.size === 36), 'digits and candidates both drawn');
    assert.deepEqual(texts, expected);
    for (const { at, thick } of PICTURE.lines)
      assert.ok(svg.includes(`<line x1="${at}" y1="10" x2="${at}" y2="550" stroke="${thick ? '#000000' : '#9a9a9a'}"`), `line at ${at}`);
  });

  it('draws the PNG picture from the same layout: it decodes to 560 × 560 grey, dark where the digits are', async () => {
    const { state, givens } = await midBoard();
    const png = decode(boardPng({ state, givens }));
    assert.deepEqual([png.width, png.height, png.channels, png.depth], [PICTURE.size, PICTURE.size, 1, 8]);
    const px = (x: number, y: number) => png.data[y * png.width + x];
    /** The pixels of a square `half` either side of a point, a row after another. */
    const around = (p: { x: number; y: number }, half: number) =>
      Array.from({ length: 2 * half }, (_, dy) =>
        Array.from({ length: 2 * half }, (_, dx) => px(Math.round(p.x) - half + dx, Math.round(p.y) - half + dy)),
      );
    /** Where pixels of grey `ink` lie within `half` of a point: the middle of their bounding box, undefined for none. */
    const inkCentre = (p: { x: number; y: number }, half: number, ink: number) => {
      const xs: number[] = [];
      const ys: number[] = [];
      around(p, half).forEach((row, dy) =>
        row.forEach((v, dx) => {
          if (v !== ink) return;
          xs.push(dx);
          ys.push(dy);
        }),
      );
      if (!xs.length) return undefined;
      const [x0, y0] = [Math.round(p.x) - half, Math.round(p.y) - half];
      return { x: x0 + (Math.min(...xs) + Math.max(...xs) + 1) / 2, y: y0 + (Math.min(...ys) + Math.max(...ys) + 1) / 2 };
    };
    const near = (a: { x: number; y: number } | undefined, b: { x: number; y: number }) =>
      a !== undefined && Math.abs(a.x - b.x) <= 1 && Math.abs(a.y - b.y) <= 1;
    const shown = cellsShown(state, { givens });
    const glyphs = new Map<string, string>();
    for (const c of shown) {
      const ink = c.origin === 'given' ? GREY.given : GREY.placed;
      if (c.digit) {
        const at = PICTURE.cellCentre(c.cell);
        assert.ok(near(inkCentre(at, 25, ink), at), `cell ${c.cell}: the digit's ink centred where the model says`);
        // The same digit is the same picture in every cell; different digits differ (below).
        const key = `${c.origin === 'given'}:${c.digit}`;
        const picture = around(at, 20)
          .map((row) => row.map((v) => (v === ink ? '#' : ' ')).join(''))
          .join('\n');
        if (glyphs.has(key)) assert.equal(picture, glyphs.get(key), `cell ${c.cell}: ${key} drawn as elsewhere`);
        glyphs.set(key, picture);
      } else {
        // Each candidate centred in its ninth of the cell, and no ink in the ninths of the others.
        for (let d = 1; d <= 9; d++) {
          const at = PICTURE.candidateAt(c.cell, d);
          const found = inkCentre(at, 10, GREY.candidate);
          if (c.candidates.includes(String(d))) assert.ok(near(found, at), `cell ${c.cell}, candidate ${d} at ${JSON.stringify(found)}`);
          else assert.equal(found, undefined, `cell ${c.cell}: no candidate ${d}`);
        }
      }
    }
    assert.ok(glyphs.size >= 9, 'the nine digits seen');
    // Different digits are different pictures.
    const givenGlyphs = [...glyphs].filter(([k]) => k.startsWith('true'));
    assert.equal(new Set(givenGlyphs.map(([, v]) => v)).size, givenGlyphs.length);
    // The box borders where the model puts them, three pixels wide and black; the thin lines grey.
    for (const { at, thick } of PICTURE.lines) {
      assert.equal(px(at, 300), thick ? GREY.thick : GREY.thin, `line at ${at}`);
      if (thick) assert.deepEqual([px(at - 1, 300), px(at + 1, 300)], [GREY.thick, GREY.thick]);
    }
    // The marks the picture draws are the model's: one a digit or candidate.
    assert.equal(
      pictureMarks({ state, givens }).length,
      shown.reduce((n, c) => n + (c.digit ? 1 : c.candidates.length), 0),
    );
  });

  it('puts a chain on the candidates the model places, links starting and ending at their rings', () => {
    const chain: Chain = {
      text: '',
      nodes: [
        { cell: 0, d: 1, on: true },
        { cell: 8, d: 1, on: false },
        { cell: 80, d: 9, on: true },
      ],
      links: [
        { from: { cell: 0, d: 1 }, to: { cell: 8, d: 1 }, strong: false },
        { from: { cell: 8, d: 1 }, to: { cell: 80, d: 9 }, strong: true },
      ],
    };
    for (const g of [boardGeometry(100), boardGeometry(60, 10)]) {
      const layout = chainLayout(chain, [{ cell: 40, d: 5 }], g);
      const scale = g.cell / 100;
      assert.deepEqual(
        layout.rings.map((r) => r.at),
        chain.nodes.map((n) => g.candidateAt(n.cell, n.d)),
      );
      assert.deepEqual(
        layout.rings.map((r) => r.r),
        [17 * scale, 14 * scale, 17 * scale],
      );
      layout.links.forEach((l, k) => {
        const p = g.candidateAt(chain.links[k].from.cell, chain.links[k].from.d);
        const q = g.candidateAt(chain.links[k].to.cell, chain.links[k].to.d);
        assert.ok(Math.abs(Math.hypot(l.from.x - p.x, l.from.y - p.y) - 16 * scale) < 1e-9, 'starts at the ring');
        assert.ok(Math.abs(Math.hypot(l.to.x - q.x, l.to.y - q.y) - 18 * scale) < 1e-9, 'ends at the ring, the arrow head outside');
        assert.equal(l.strong, chain.links[k].strong);
      });
      assert.deepEqual(layout.crosses[0].at, g.cellCentre(40), 'candidate 5 is at the centre of its cell');
      // A cell with corner marks draws its candidates smaller in the middle: its rings go there, smaller too.
      const squeezed = chainLayout(chain, [], g, new Set([8]));
      const c = g.cellCentre(8);
      const p = g.candidateAt(8, 1);
      assert.deepEqual(squeezed.rings[1].at, { x: c.x + (p.x - c.x) * SQUEEZED_MARKS, y: c.y + (p.y - c.y) * SQUEEZED_MARKS });
      assert.equal(squeezed.rings[1].r, 14 * scale * SQUEEZED_MARKS);
      assert.deepEqual(squeezed.rings[0].at, g.candidateAt(0, 1), 'other cells as before');
    }
  });
});
