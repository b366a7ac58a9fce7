/**
 * A variant on the board (src/shared/variantLayout.ts): its overlay (which
 * edges are thick, which cells shaded, where a cage's outline and sum go),
 * drawn the same in the SVG and the PNG; its peers, checked against the
 * independent checker's (test/helpers/variantChecker.ts); and play by them:
 * clashes, computed and automatically removed marks, the solved board.
 */
import { strict as assert } from 'assert';
import { decode } from 'fast-png';
import { type Segment, WINDOWS, isVariant, variantOverlay, variantPeers, variantUnits } from '../../src/shared/variantLayout';
import { contradictionOf, timelineBoardAt } from '../../src/shared/board';
import type { Variant } from '../../src/shared/variant';
import { applyMove, clashes, computedMarks, isComplete, newPlay, type PlayState } from '../../src/shared/play';
import { PICTURE, GREY, boardPixels, boardPng, boardSvg } from '../../src/features/share/boardPicture';
import { besideSumAt, boardGeometry } from '../../src/shared/boardLayout';
import { peersOf } from '../helpers/variantChecker';
import { isPlayState } from '../../src/shared/playProtocol';

/** The copied jigsaw (test/data/variants/jigsaw.tsv): its map, regions 0-8, and as Variant.regions numbers them. */
const JIGSAW_MAP = '000000021453303021453333221453322221455566121445666111445566667488887777888887777';
const JIGSAW_REGIONS = '111111123456616123456666223456622223455577323445777333445577778499998888999998888';
const JIGSAW: Variant = { rules: [], regions: JIGSAW_REGIONS };
/** The copied X-Sudoku (test/data/variants/x_sudoku.tsv) and its solution. */
const X_GIVENS = '..1...2....23....44........5.3....6..1......5..6..........78.......9.....7...1.9.';
const X_SOLUTION = '681945237792316584435827619523784961817639425946152873369478152158293746274561398';
const X: Variant = { rules: ['x'] };
const at = (r: number, c: number) => r * 9 + c;
const AUTO = { autoRemove: true };

describe('variant overlay', () => {
  it('a classic board: thick edges at the box borders only, nothing else drawn', () => {
    const o = variantOverlay(undefined);
    for (let i = 0; i < 81; i++) {
      const [r, c] = [Math.floor(i / 9), i % 9];
      assert.equal(o.thickRight[i], c === 2 || c === 5, `right of r${r + 1}c${c + 1}`);
      assert.equal(o.thickBottom[i], r === 2 || r === 5, `below r${r + 1}c${c + 1}`);
    }
    assert.deepEqual([o.diagonals, o.shaded, o.cages, o.unshown, o.jigsaw], [[], [], [], [], false]);
  });

  it("a jigsaw: thick edges where two cells' regions differ, by the map, and not at the box borders", () => {
    const o = variantOverlay(JIGSAW);
    assert.equal(o.jigsaw, true);
    // Row 1 of the map is 000000021: r1c7 | r1c8 and r1c8 | r1c9 are borders, r1c3 | r1c4 (a box border) is not.
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((c) => o.thickRight[at(0, c)]),
      [false, false, false, false, false, false, true, true],
    );
    // r1c1 (region 0) over r2c1 (region 4): a border inside a box; r3c1 over r4c1 (4 over 4): none, though a box border.
    assert.equal(o.thickBottom[at(0, 0)], true);
    assert.equal(o.thickBottom[at(2, 0)], false);
    // Every edge against the map, counted independently: a cell's right and bottom neighbour.
    let borders = 0;
    for (let i = 0; i < 81; i++) {
      if (i % 9 < 8 && JIGSAW_MAP[i] !== JIGSAW_MAP[i + 1]) borders++;
      if (i < 72 && JIGSAW_MAP[i] !== JIGSAW_MAP[i + 9]) borders++;
    }
    assert.equal(o.thickRight.filter(Boolean).length + o.thickBottom.filter(Boolean).length, borders);
    // The board's own edge is the grid's frame, never a cell's edge.
    for (let k = 0; k < 9; k++) assert.ok(!o.thickRight[at(k, 8)] && !o.thickBottom[at(8, k)]);
  });

  it("windoku: the four windows' 36 cells shaded (rows and columns 2-4 and 6-8), no other", () => {
    const o = variantOverlay({ rules: ['windoku'] });
    const expected = [];
    for (let i = 0; i < 81; i++) {
      const [r, c] = [Math.floor(i / 9), i % 9];
      if ([1, 2, 3, 5, 6, 7].includes(r) && [1, 2, 3, 5, 6, 7].includes(c)) expected.push(i);
    }
    assert.deepEqual(o.shaded, expected);
    assert.equal(o.shaded.length, 36);
    assert.deepEqual(o.diagonals, []);
  });

  it('X: both main diagonals, corner to corner; anti-knight and anti-king are named, not drawn', () => {
    const o = variantOverlay({ rules: ['x', 'anti-knight', 'anti-king'] });
    assert.deepEqual(o.diagonals, [
      { from: { x: 0, y: 0 }, to: { x: 9, y: 9 } },
      { from: { x: 9, y: 0 }, to: { x: 0, y: 9 } },
    ]);
    assert.deepEqual(o.unshown, ['anti-knight', 'anti-king']);
  });

  it("a cage: its outline a closed loop just inside its cells, around convex and concave corners; its sum in the top row's leftmost cell", () => {
    // An L of four: r1c2, r2c1, r2c2, r3c1 (cells 1, 9, 10, 18): two concave corners.
    const o = variantOverlay({ rules: [], cages: [{ sum: 17, cells: [1, 9, 10, 18] }] });
    const [cage] = o.cages;
    assert.equal(cage.sumCell, 1);
    assert.ok(o.sumCells.has(1) && o.sumCells.size === 1);
    assert.ok(cage.sumAt.x > 1 && cage.sumAt.x < 1.2 && cage.sumAt.y > 0 && cage.sumAt.y < 0.2, 'the sum in r1c2, top left');
    assertClosedLoop(cage.outline);
    // Every piece runs 0.08 inside a cell edge that borders a cell outside the cage.
    const near = (v: number) =>
      Math.abs(v - Math.round(v)) < 1e-9 ? 0 : Math.min(Math.abs(v - Math.floor(v)), Math.abs(Math.ceil(v) - v));
    for (const s of cage.outline) {
      const across = s.from.x === s.to.x ? s.from.x : s.from.y;
      assert.ok(Math.abs(near(across) - 0.08) < 1e-9, `a piece 0.08 inside an edge: ${JSON.stringify(s)}`);
    }
    // The convex top left corner of r1c2, cut short: the top piece starts at (1.08, 0.08).
    assert.ok(cage.outline.some((s) => same(s.from, { x: 1.08, y: 0.08 }) || same(s.to, { x: 1.08, y: 0.08 })));
    // The concave corner where r2c1 meets r1c2: r1c2's left piece and r2c1's top piece carry on across it and meet at (1.08, 1.08).
    assert.ok(cage.outline.filter((s) => same(s.from, { x: 1.08, y: 1.08 }) || same(s.to, { x: 1.08, y: 1.08 })).length === 2);
    // The candidates of the sum's cell go beside it: the top left one's box (a third of the grid's 60%) starts right of and below a sum of two digits (a quarter of the cell).
    const g = boardGeometry(100);
    const first = besideSumAt(g, 1, 1);
    const sumEnd = { x: (cage.sumAt.x + 0.25) * 100, y: (cage.sumAt.y + 0.25) * 100 };
    assert.ok(
      first.x - 10 >= sumEnd.x && first.y - 10 >= sumEnd.y,
      `candidate 1 at ${JSON.stringify(first)}, the sum to ${JSON.stringify(sumEnd)}`,
    );
    // A single cell: four pieces, a square 0.84 on a side.
    const one = variantOverlay({ rules: [], cages: [{ sum: 5, cells: [40] }] }).cages[0];
    assert.equal(one.outline.length, 4);
    assertClosedLoop(one.outline);
  });

  it('a saved variant is checked whole before a restored panel or game takes it', () => {
    assert.ok(isVariant({ rules: ['x'] }));
    assert.ok(isVariant(JIGSAW));
    assert.ok(isVariant({ rules: [], cages: [{ sum: 10, cells: [0, 1] }] }));
    assert.ok(!isVariant({ rules: ['y'] }));
    assert.ok(!isVariant({ rules: [], regions: '1'.repeat(80) }));
    assert.ok(!isVariant({ rules: [], cages: [{ sum: 10, cells: [81] }] }));
    assert.ok(!isVariant({ rules: [], cages: [{ sum: '10', cells: [1] }] }));
    const s = newPlay(X_GIVENS, X);
    assert.ok(isPlayState(s));
    assert.ok(!isPlayState({ ...s, variant: { rules: ['<b>'] } }));
  });
});

describe('variant peers and play', () => {
  it("each cell's peers are the independent checker's, for every rule and a jigsaw", () => {
    const cases: [Variant, Parameters<typeof peersOf>[0]][] = [
      [X, { x: true }],
      [{ rules: ['windoku'] }, { windoku: true }],
      [{ rules: ['anti-knight'] }, { antiKnight: true }],
      [{ rules: ['anti-king'] }, { antiKing: true }],
      [JIGSAW, { regions: JIGSAW_MAP }],
      [
        { rules: ['x', 'windoku', 'anti-knight'], regions: JIGSAW_REGIONS },
        { x: true, windoku: true, antiKnight: true, regions: JIGSAW_MAP },
      ],
    ];
    for (const [v, rules] of cases) {
      const theirs = peersOf(rules).map((p) => [...p].sort((a, b) => a - b));
      assert.deepEqual(
        variantPeers(v).map((p) => [...p]),
        theirs,
        JSON.stringify(v),
      );
    }
    // A cage's cells are each other's peers.
    const caged = variantPeers({ rules: [], cages: [{ sum: 10, cells: [0, 40] }] });
    assert.ok(caged[0].includes(40) && caged[40].includes(0));
  });

  it('X: two 5s on a diagonal clash, not on a classic board; Windoku: two in a window', () => {
    const empty = '.'.repeat(81);
    const place = (s: PlayState, cell: number, d: number) => applyMove(s, { kind: 'place', cell, d }, AUTO);
    const x = place(place(newPlay(empty, X), at(0, 0), 5), at(8, 8), 5);
    assert.deepEqual(clashes(x), [at(0, 0), at(8, 8)]);
    const classic = place(place(newPlay(empty), at(0, 0), 5), at(8, 8), 5);
    assert.deepEqual(clashes(classic), []);
    const w = place(place(newPlay(empty, { rules: ['windoku'] }), at(1, 1), 3), at(3, 3), 3);
    assert.deepEqual(clashes(w), [at(1, 1), at(3, 3)]);
    assert.ok(WINDOWS[0].includes(at(1, 1)) && WINDOWS[0].includes(at(3, 3)));
  });

  it("X: marks follow the diagonals: computed marks leave them out, a placed digit takes them out of its diagonal's marks and gives them back", () => {
    const s = applyMove(newPlay(X_GIVENS, X), { kind: 'fill' }, AUTO);
    const computed = computedMarks(s);
    // No empty cell of the main diagonal keeps a digit a given on it holds.
    const diagonal = [0, 10, 20, 30, 40, 50, 60, 70, 80];
    const onIt = new Set(diagonal.filter((i) => X_GIVENS[i] !== '.').map((i) => X_GIVENS[i]));
    for (const i of diagonal)
      if (X_GIVENS[i] === '.')
        for (const d of onIt)
          assert.equal(computed[i] & (1 << (Number(d) - 1)), 0, `r${Math.floor(i / 9) + 1}c${(i % 9) + 1} without ${d}`);
    // Placing the solution's digit at r1c1 takes it from r9c9's marks (same diagonal, no row, column or box shared).
    const d = Number(X_SOLUTION[0]);
    assert.ok(s.marks[80] & (1 << (d - 1)), `r9c9 has ${d} before`);
    const placed = applyMove(s, { kind: 'place', cell: 0, d }, AUTO);
    assert.equal(placed.marks[80] & (1 << (d - 1)), 0, `r9c9 loses ${d}`);
    const back = applyMove(placed, { kind: 'clear', cell: 0 }, AUTO);
    assert.deepEqual(back.marks, s.marks);
  });

  it('the solution fills the board complete; a killer board whose cage adds up wrong is not complete', () => {
    let s = newPlay(X_GIVENS, X);
    for (let i = 0; i < 81; i++) if (X_GIVENS[i] === '.') s = applyMove(s, { kind: 'place', cell: i, d: Number(X_SOLUTION[i]) }, AUTO);
    assert.ok(isComplete(s));
    assert.equal(applyMove(s, { kind: 'restart' }, AUTO).variant, X, 'a restart keeps the variant');
    const cage = (sum: number): Variant => ({ rules: [], cages: [{ sum, cells: [0, 1] }] });
    const right = Number(X_SOLUTION[0]) + Number(X_SOLUTION[1]);
    assert.ok(isComplete({ ...s, variant: cage(right) }));
    assert.ok(!isComplete({ ...s, variant: cage(right + 1) }));
  });
});

describe('the step view by a variant', () => {
  it("X: a step's digit leaves its diagonal's candidates, and two on a diagonal are a contradiction of that diagonal (unit 27)", () => {
    const candidates = [...X_GIVENS].map((ch) => (ch === '.' ? '123456789' : ''));
    const step = {
      n: 1,
      technique: 't',
      name: 't',
      rating: 1,
      cells: [0],
      digits: [6],
      placed: [{ cell: 0, d: 6 }],
      removed: [],
      batch: 0,
    };
    const x = timelineBoardAt(X_GIVENS, candidates, [step], 1, () => undefined, undefined, variantPeers(X));
    const classic = timelineBoardAt(X_GIVENS, candidates, [step], 1, () => undefined);
    assert.ok(!x.candidates[80].includes('6'), 'r9c9, on the diagonal, loses 6');
    assert.ok(classic.candidates[80].includes('6'), 'on a classic board it keeps it');
    const twice = { digits: [...X_GIVENS].map((ch, i) => (i === 0 || i === 80 ? '6' : ch)), candidates };
    assert.deepEqual(contradictionOf(twice, variantUnits(X)), { kind: 'twice', unit: 27, d: 6 });
    assert.equal(contradictionOf(twice)?.kind === 'twice', false, 'not twice in any classic unit');
    // Windoku alone: its windows keep their ids (29-32), the diagonals' left empty.
    const w = variantUnits({ rules: ['windoku'] });
    assert.deepEqual([w[27].length, w[28].length, w[29]], [0, 0, [...WINDOWS[0]]]);
  });
});

describe('variant pictures', () => {
  const state = { digits: X_GIVENS.split(''), candidates: [...X_GIVENS].map((ch) => (ch === '.' ? '123456789' : '')) };
  const picture = (variant?: Variant) => ({ state, givens: X_GIVENS, variant });
  const pixels = (variant?: Variant) => decode(boardPng(picture(variant))).data as Uint8Array;
  const px = (data: Uint8Array, x: number, y: number) => data[Math.round(y) * PICTURE.size + Math.round(x)];

  it('a variant of no rule is drawn as a classic board', () => {
    assert.equal(boardSvg(picture()), boardSvg(picture({ rules: [] })));
    assert.deepEqual(boardPixels(picture()), boardPixels(picture({ rules: [] })));
  });

  it('X: both diagonals, in the SVG and in the PNG', () => {
    const svg = boardSvg(picture(X));
    assert.ok(svg.includes('<line x1="10" y1="10" x2="550" y2="550"'), 'top left to bottom right');
    assert.ok(svg.includes('<line x1="550" y1="10" x2="10" y2="550"'), 'top right to bottom left');
    // A point of the diagonal inside r2c2 (empty), clear of its candidates' ink.
    const data = pixels(X);
    const plain = pixels();
    const p = { x: PICTURE.margin + 1.3 * PICTURE.cell, y: PICTURE.margin + 1.3 * PICTURE.cell };
    assert.equal(px(data, p.x, p.y), GREY.diagonal);
    assert.equal(px(plain, p.x, p.y), GREY.paper);
  });

  it("windoku: the windows' cells shaded, others not", () => {
    const data = pixels({ rules: ['windoku'] });
    // A corner of r2c2 (shaded) clear of its candidates and lines; the same corner of r1c1 (not).
    const corner = (i: number) => ({ x: PICTURE.cellOrigin(i).x + 3, y: PICTURE.cellOrigin(i).y + PICTURE.cell - 3 });
    const shaded = corner(at(1, 1));
    const plain = corner(at(0, 0));
    assert.equal(px(data, shaded.x, shaded.y), GREY.shade);
    assert.equal(px(data, plain.x, plain.y), GREY.paper);
    assert.equal((boardSvg(picture({ rules: ['windoku'] })).match(/fill="#e2e2e2"/g) ?? []).length, 36);
  });

  it("a jigsaw: its region borders thick, a box border that is no region's border thin", () => {
    const data = pixels(JIGSAW);
    const { margin, cell } = PICTURE;
    // Between r1c7 and r1c8 (regions 0 and 2): thick, at its middle. Between r1c3 and r1c4 (both 0, a box border): thin.
    assert.equal(px(data, margin + 7 * cell, margin + 0.1 * cell), GREY.thick);
    assert.equal(px(data, margin + 3 * cell, margin + 0.1 * cell), GREY.thin);
    assert.equal(px(data, margin + 3 * cell + 1, margin + 0.1 * cell), GREY.paper);
    const svg = boardSvg(picture(JIGSAW));
    assert.ok(
      svg.includes(
        `<line x1="${margin + 7 * cell}" y1="${margin}" x2="${margin + 7 * cell}" y2="${margin + cell}" stroke="#000000" stroke-width="3"`,
      ),
    );
  });

  it('a killer: the cage dashed inside its cells, its sum in the corner on the paper, the candidates there smaller and clear of it', () => {
    const v: Variant = { rules: [], cages: [{ sum: 23, cells: [1, 2] }] };
    const svg = boardSvg(picture(v));
    assert.match(svg, /<path d="M [^"]+" fill="none" stroke="#303030" stroke-width="1" stroke-dasharray="4 3"\/>/);
    assert.match(svg, /<text x="\d+" y="\d+" font-size="12" dominant-baseline="hanging" fill="#303030">23<\/text>/);
    // r1c2's candidates (the sum's cell) at font 10, r1c3's at 14.
    assert.ok(svg.includes('font-size="10"'));
    const data = pixels(v);
    // The sum's ink lies in its cell's top left, above and left of where the first candidate is drawn.
    const o = PICTURE.cellOrigin(1);
    let ink = 0;
    for (let y = o.y + 2; y < o.y + 12; y++) for (let x = o.x + 2; x < o.x + 18; x++) if (px(data, x, y) === GREY.cage) ink++;
    assert.ok(ink > 10, `the sum's digits drawn (${ink} pixels)`);
    // A dash on the cage's top edge, 0.08 of a cell inside r1c3, and none at the same place on a classic board.
    const y = Math.round(o.y + 0.08 * PICTURE.cell);
    const dashes = (d: Uint8Array) =>
      [...Array(PICTURE.cell).keys()].filter((k) => px(d, PICTURE.cellOrigin(2).x + k, y) === GREY.cage).length;
    assert.ok(dashes(data) > 10, 'dashed');
    assert.equal(dashes(pixels()), 0);
  });
});

function same(a: { x: number; y: number }, b: { x: number; y: number }): boolean {
  return Math.abs(a.x - b.x) < 1e-9 && Math.abs(a.y - b.y) < 1e-9;
}

/** Every end of a piece meets exactly one other piece's end: the outline closes. */
function assertClosedLoop(segments: Segment[]): void {
  const ends = segments.flatMap((s) => [s.from, s.to]);
  for (const p of ends) {
    const meets = ends.filter((q) => same(p, q)).length;
    assert.equal(meets, 2, `(${p.x}, ${p.y}) meets ${meets - 1} other ends`);
  }
}
