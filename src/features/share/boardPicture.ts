/**
 * A picture of the board, as SVG and as PNG, laid out by the board layout
 * model (src/shared/boardLayout.ts): the same cells, candidates and box lines
 * in both. Theme-neutral: its own white paper and fixed inks. Pure: no
 * `vscode`, no Node API (it runs in the web extension host too).
 */
import { encode } from 'fast-png';
import type { BoardState } from '../../shared/board';
import { type CellShown, type Point, besideSumAt, boardGeometry, cellsShown, colOf, rowOf } from '../../shared/boardLayout';
import type { Variant } from '../../shared/variant';
import { type Segment, type VariantOverlay, overlayPoint, variantOverlay } from '../../shared/variantLayout';

/** What a picture of the board shows: the givens apart from the digits placed since. */
export interface Picture {
  state: BoardState;
  /** 81 characters: the givens. */
  givens: string;
  /** Show candidates in empty cells (default true). */
  candidates?: boolean;
  /** The puzzle's variant, drawn as the panel draws it (shared/variantLayout.ts): classic when absent. */
  variant?: Variant;
}

/** Cells 60 pixels square, 10 pixels inside the picture: 560 × 560. */
export const PICTURE = boardGeometry(60, 10);
const SIZE = PICTURE.size;
/** Fixed colours, the same in every theme: black on white, placed digits in grey-blue. */
const INK = { given: '#000000', placed: '#2c4f8a', candidate: '#6b6b6b', thin: '#9a9a9a', thick: '#000000', paper: '#ffffff' };
/** A variant's inks: the windows' shade, the diagonals, the cages' dashes and sums. */
const VARIANT_INK = { shade: '#e2e2e2', diagonal: '#8a8a8a', cage: '#303030' };

/** A digit drawn on the board: a given, a digit placed since, or a candidate; (x, y) is its centre. */
export interface Mark {
  kind: 'given' | 'placed' | 'candidate';
  ch: string;
  x: number;
  y: number;
  /** A candidate drawn smaller beside a cage's sum in its cell's corner. */
  small?: boolean;
}

/** Where the digits go, the same for every picture format: a cell's digit in its centre, a candidate in its place in the cell. */
export function pictureMarks(p: Picture): Mark[] {
  const marks: Mark[] = [];
  const squeezed = variantOverlay(p.variant).sumCells;
  for (const c of cellsShown(p.state, { givens: p.givens })) marks.push(...cellMarks(c, p.candidates !== false, squeezed.has(c.cell)));
  return marks;
}

function cellMarks(c: CellShown, withCandidates: boolean, small: boolean): Mark[] {
  if (c.digit) return [{ kind: c.origin === 'given' ? 'given' : 'placed', ch: c.digit, ...PICTURE.cellCentre(c.cell) }];
  if (!withCandidates) return [];
  return [...c.candidates].map((ch) =>
    small
      ? { kind: 'candidate', ch, ...besideSumAt(PICTURE, c.cell, Number(ch)), small }
      : { kind: 'candidate', ch, ...PICTURE.candidateAt(c.cell, Number(ch)) },
  );
}

/** A point of the overlay (in cells) on the picture, in whole pixels. */
const pictured = (p: Point): Point => {
  const q = overlayPoint(PICTURE, p);
  return { x: Math.round(q.x), y: Math.round(q.y) };
};

/** The grid lines as the picture draws them: a jigsaw's are thin but for the frame, its regions' borders drawn apart (regionBorders). */
function gridLines(o: VariantOverlay): { at: number; thick: boolean }[] {
  const frame = (at: number) => at === PICTURE.margin || at === PICTURE.size - PICTURE.margin;
  return PICTURE.lines.map(({ at, thick }) => ({ at, thick: thick && (!o.jigsaw || frame(at)) }));
}

/** A jigsaw's region borders, cell edge by cell edge, in cells (none where the box lines are the borders). */
function regionBorders(o: VariantOverlay): Segment[] {
  if (!o.jigsaw) return [];
  const out: Segment[] = [];
  for (let i = 0; i < 81; i++) {
    const [r, c] = [rowOf(i), colOf(i)];
    if (o.thickRight[i]) out.push({ from: { x: c + 1, y: r }, to: { x: c + 1, y: r + 1 } });
    if (o.thickBottom[i]) out.push({ from: { x: c, y: r + 1 }, to: { x: c + 1, y: r + 1 } });
  }
  return out;
}

/** The variant's parts under the digits and grid lines: the windows' shade and the diagonals. */
function svgUnder(o: VariantOverlay): string[] {
  const parts: string[] = [];
  const { cell } = PICTURE;
  for (const i of o.shaded) {
    const at = PICTURE.cellOrigin(i);
    parts.push(`<rect x="${at.x}" y="${at.y}" width="${cell}" height="${cell}" fill="${VARIANT_INK.shade}"/>`);
  }
  for (const d of o.diagonals) {
    const [a, b] = [pictured(d.from), pictured(d.to)];
    parts.push(`<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${VARIANT_INK.diagonal}" stroke-width="1.5"/>`);
  }
  return parts;
}

/** The variant's parts over the grid lines: a jigsaw's borders, the cages' dashed outlines and their sums on the paper. */
function svgOver(o: VariantOverlay): string[] {
  const parts: string[] = [];
  for (const s of regionBorders(o)) {
    const [a, b] = [pictured(s.from), pictured(s.to)];
    parts.push(`<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${INK.thick}" stroke-width="3" stroke-linecap="square"/>`);
  }
  for (const cage of o.cages) {
    const d = cage.outline.map((s) => `M ${pictured(s.from).x} ${pictured(s.from).y} L ${pictured(s.to).x} ${pictured(s.to).y}`).join(' ');
    parts.push(`<path d="${d}" fill="none" stroke="${VARIANT_INK.cage}" stroke-width="1" stroke-dasharray="4 3"/>`);
    const at = pictured(cage.sumAt);
    const text = String(cage.sum);
    parts.push(`<rect x="${at.x - 1}" y="${at.y - 1}" width="${text.length * 7 + 2}" height="13" fill="${INK.paper}"/>`);
    parts.push(
      `<text x="${at.x}" y="${at.y}" font-size="${SUM_SIZE}" dominant-baseline="hanging" fill="${VARIANT_INK.cage}">${text}</text>`,
    );
  }
  return parts;
}

/** A cage's sum's font size in the SVG, and a candidate's beside it. */
const SUM_SIZE = 12;
const SMALL_CANDIDATE = 10;

/** The board as an SVG picture. */
export function boardSvg(p: Picture): string {
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" font-family="Helvetica, Arial, sans-serif">`,
    `<title>Sudoku</title>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="${INK.paper}"/>`,
  ];
  const o = variantOverlay(p.variant);
  parts.push(...svgUnder(o));
  for (const m of pictureMarks(p)) {
    const size = m.kind === 'candidate' ? (m.small ? SMALL_CANDIDATE : 14) : 36;
    const bold = m.kind === 'given' ? ' font-weight="bold"' : '';
    parts.push(
      `<text x="${m.x}" y="${m.y}" font-size="${size}" text-anchor="middle" dominant-baseline="central" fill="${INK[m.kind]}"${bold}>${m.ch}</text>`,
    );
  }
  const { margin } = PICTURE;
  for (const { at, thick } of gridLines(o)) {
    const style = `stroke="${thick ? INK.thick : INK.thin}" stroke-width="${thick ? 3 : 1}"`;
    parts.push(`<line x1="${margin}" y1="${at}" x2="${SIZE - margin}" y2="${at}" ${style}/>`);
    parts.push(`<line x1="${at}" y1="${margin}" x2="${at}" y2="${SIZE - margin}" ${style}/>`);
  }
  parts.push(...svgOver(o));
  parts.push('</svg>');
  return parts.join('\n');
}

/**
 * Digits 1-9 as 5×7 bitmaps, one row a string, for the PNG. A bitmap font
 * rather than a font rasteriser: the PNG is drawn in the extension host, which
 * on the web is a Web Worker with no canvas shared with Node, and the
 * maintained rasterisers that run in both (resvg's WebAssembly build, or
 * opentype.js with a font file) weigh megabytes, many times the extension.
 */
const GLYPHS: Record<string, string[]> = {
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

/** Grey levels for the PNG (0 black, 255 white). */
export const GREY = { given: 0, placed: 70, candidate: 120, thin: 160, thick: 0, paper: 255, shade: 226, diagonal: 140, cage: 48 };

/** The board's pixels, greyscale, a row after another: the same layout as the SVG. */
export function boardPixels(p: Picture): Uint8Array {
  const px = new Uint8Array(SIZE * SIZE).fill(GREY.paper);
  const rect = (x: number, y: number, w: number, h: number, v: number) => {
    for (let yy = y; yy < y + h; yy++) px.fill(v, yy * SIZE + x, yy * SIZE + x + w);
  };
  const glyph = (ch: string, cx: number, cy: number, scale: number, v: number, bold = false) => {
    const x0 = Math.round(cx - (5 * scale) / 2);
    const y0 = Math.round(cy - (7 * scale) / 2);
    GLYPHS[ch].forEach((row, gy) => {
      for (let gx = 0; gx < 5; gx++) {
        if (row[gx] === '1') rect(x0 + gx * scale, y0 + gy * scale, scale + (bold ? 1 : 0), scale, v);
      }
    });
  };
  const o = variantOverlay(p.variant);
  const { margin, cell } = PICTURE;
  for (const i of o.shaded) rect(PICTURE.cellOrigin(i).x, PICTURE.cellOrigin(i).y, cell, cell, GREY.shade);
  for (const d of o.diagonals) {
    const [a, b] = [pictured(d.from), pictured(d.to)];
    const n = Math.max(Math.abs(b.x - a.x), Math.abs(b.y - a.y));
    for (let k = 0; k <= n; k++)
      rect(Math.round(a.x + ((b.x - a.x) * k) / n), Math.round(a.y + ((b.y - a.y) * k) / n), 2, 1, GREY.diagonal);
  }
  for (const m of pictureMarks(p)) {
    if (m.kind === 'candidate') glyph(m.ch, m.x, m.y, m.small ? 1 : 2, GREY.candidate, m.small);
    else glyph(m.ch, m.x, m.y, 5, GREY[m.kind], m.kind === 'given');
  }
  for (const { at, thick } of gridLines(o)) {
    const w = thick ? 3 : 1;
    const v = thick ? GREY.thick : GREY.thin;
    rect(margin, at - (w >> 1), 9 * cell + 1, w, v);
    rect(at - (w >> 1), margin, w, 9 * cell + 1, v);
  }
  for (const s of regionBorders(o)) {
    const [a, b] = [pictured(s.from), pictured(s.to)];
    rect(Math.min(a.x, b.x) - 1, Math.min(a.y, b.y) - 1, Math.abs(b.x - a.x) + 3, Math.abs(b.y - a.y) + 3, GREY.thick);
  }
  for (const cage of o.cages) {
    // Dashes of 4 pixels, gaps of 3, along each piece of the outline (all run across or down).
    for (const s of cage.outline) {
      const [a, b] = [pictured(s.from), pictured(s.to)];
      const n = Math.max(Math.abs(b.x - a.x), Math.abs(b.y - a.y));
      for (let k = 0; k <= n; k++) {
        const [x, y] = [Math.round(a.x + ((b.x - a.x) * k) / (n || 1)), Math.round(a.y + ((b.y - a.y) * k) / (n || 1))];
        if ((x + y) % 7 < 4) rect(x, y, 1, 1, GREY.cage);
      }
    }
    // The sum on the paper, small and bold, in its cell's top left corner.
    const at = pictured(cage.sumAt);
    const text = String(cage.sum);
    rect(at.x - 1, at.y - 1, text.length * 12 + 1, 17, GREY.paper);
    [...text].forEach((ch, k) => glyph(ch, at.x + 5 + k * 12, at.y + 7, 2, GREY.cage));
  }
  return px;
}

/** The board as a PNG picture: its pixels (boardPixels), encoded by fast-png (deflate by fflate). */
export function boardPng(p: Picture): Uint8Array {
  return encode({ width: SIZE, height: SIZE, data: boardPixels(p), channels: 1, depth: 8 });
}
