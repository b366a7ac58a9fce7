/**
 * A picture of the board, as SVG and as PNG, laid out by the board layout
 * model (src/shared/boardLayout.ts): the same cells, candidates and box lines
 * in both. Theme-neutral: its own white paper and fixed inks. Pure: no
 * `vscode`, no Node API (it runs in the web extension host too).
 */
import { encode } from 'fast-png';
import type { BoardState } from '../../shared/board';
import { type CellShown, boardGeometry, cellsShown } from '../../shared/boardLayout';

/** What a picture of the board shows: the givens apart from the digits placed since. */
export interface Picture {
  state: BoardState;
  /** 81 characters: the givens. */
  givens: string;
  /** Show candidates in empty cells (default true). */
  candidates?: boolean;
}

/** Cells 60 pixels square, 10 pixels inside the picture: 560 × 560. */
export const PICTURE = boardGeometry(60, 10);
const SIZE = PICTURE.size;
/** Fixed colours, the same in every theme: black on white, placed digits in grey-blue. */
const INK = { given: '#000000', placed: '#2c4f8a', candidate: '#6b6b6b', thin: '#9a9a9a', thick: '#000000', paper: '#ffffff' };

/** A digit drawn on the board: a given, a digit placed since, or a candidate; (x, y) is its centre. */
export interface Mark {
  kind: 'given' | 'placed' | 'candidate';
  ch: string;
  x: number;
  y: number;
}

/** Where the digits go, the same for every picture format: a cell's digit in its centre, a candidate in its place in the cell. */
export function pictureMarks(p: Picture): Mark[] {
  const marks: Mark[] = [];
  for (const c of cellsShown(p.state, { givens: p.givens })) marks.push(...cellMarks(c, p.candidates !== false));
  return marks;
}

function cellMarks(c: CellShown, withCandidates: boolean): Mark[] {
  if (c.digit) return [{ kind: c.origin === 'given' ? 'given' : 'placed', ch: c.digit, ...PICTURE.cellCentre(c.cell) }];
  if (!withCandidates) return [];
  return [...c.candidates].map((ch) => ({ kind: 'candidate', ch, ...PICTURE.candidateAt(c.cell, Number(ch)) }));
}

/** The board as an SVG picture. */
export function boardSvg(p: Picture): string {
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" font-family="Helvetica, Arial, sans-serif">`,
    `<title>Sudoku</title>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="${INK.paper}"/>`,
  ];
  for (const m of pictureMarks(p)) {
    const size = m.kind === 'candidate' ? 14 : 36;
    const bold = m.kind === 'given' ? ' font-weight="bold"' : '';
    parts.push(
      `<text x="${m.x}" y="${m.y}" font-size="${size}" text-anchor="middle" dominant-baseline="central" fill="${INK[m.kind]}"${bold}>${m.ch}</text>`,
    );
  }
  const { margin } = PICTURE;
  for (const { at, thick } of PICTURE.lines) {
    const style = `stroke="${thick ? INK.thick : INK.thin}" stroke-width="${thick ? 3 : 1}"`;
    parts.push(`<line x1="${margin}" y1="${at}" x2="${SIZE - margin}" y2="${at}" ${style}/>`);
    parts.push(`<line x1="${at}" y1="${margin}" x2="${at}" y2="${SIZE - margin}" ${style}/>`);
  }
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
export const GREY = { given: 0, placed: 70, candidate: 120, thin: 160, thick: 0, paper: 255 };

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
  for (const m of pictureMarks(p)) {
    if (m.kind === 'candidate') glyph(m.ch, m.x, m.y, 2, GREY.candidate);
    else glyph(m.ch, m.x, m.y, 5, GREY[m.kind], m.kind === 'given');
  }
  const { margin, cell } = PICTURE;
  for (const { at, thick } of PICTURE.lines) {
    const w = thick ? 3 : 1;
    const v = thick ? GREY.thick : GREY.thin;
    rect(margin, at - (w >> 1), 9 * cell + 1, w, v);
    rect(at - (w >> 1), margin, w, 9 * cell + 1, v);
  }
  return px;
}

/** The board as a PNG picture: its pixels (boardPixels), encoded by fast-png (deflate by fflate). */
export function boardPng(p: Picture): Uint8Array {
  return encode({ width: SIZE, height: SIZE, data: boardPixels(p), channels: 1, depth: 8 });
}
