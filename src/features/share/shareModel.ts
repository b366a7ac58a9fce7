/**
 * Passing a puzzle on, in the forms other tools and forums read: an 81-character
 * line, a SudokuWiki solver link, a pencil-mark grid, the explanation as
 * Markdown, and a picture of the board (SVG and PNG). Pure functions: no
 * `vscode`, no Node API.
 */
import type { SolveResult } from '../../shared/result';
import { chainSentence, describeStep, guessTable } from '../../core/describe';
import { givensCount, guessesCount, markdown, resultDifficulty, shorten, statusWord } from '../../core/phrases';
import { BoardState, stateAt } from '../../shared/board';
import { markdownText } from '../../editor/markdownText';

export { pencilMarkGrid } from '../../core/positionForms';

/** The SudokuWiki solver, which reads a puzzle from its `bd` parameter (81 digits, 0 for a blank). */
export const SUDOKUWIKI = 'https://www.sudokuwiki.org/sudoku.htm';

/** 81 characters, '.' for a blank. */
export function shareLine(cells: string): string {
  return cells.replace(/[^1-9]/g, '.');
}

export function sudokuWikiLink(cells: string): string {
  return `${SUDOKUWIKI}?bd=${cells.replace(/[^1-9]/g, '0')}`;
}

/** The board before step `index` (0-based) of an explanation: 0 is the start, steps.length the end. */
export function boardAt(result: SolveResult, index = 0): BoardState {
  return stateAt(result.puzzle, result.initialCandidates, result.steps, index);
}

/** The explanation as Markdown: the puzzle, the verdict, every step, and the guess log. */
export function explanationMarkdown(result: SolveResult, title: string): string {
  const out: string[] = [`# ${markdownText(title)}`, '', '```', shareLine(result.puzzle), '```', ''];
  const facts = [`**${statusWord(result.status)}**`, givensCount(result.givens)];
  const difficulty = resultDifficulty(result);
  if (difficulty) facts.push(markdown.difficulty(difficulty));
  facts.push(guessesCount(result.guesses.length));
  out.push(facts.join(' · '), '');
  if (result.message) out.push(result.message, '');
  if (result.solution)
    out.push(markdown.solution(`\`${result.solution}\``), '', `[${markdown.openInWiki()}](${sudokuWikiLink(result.puzzle)})`, '');
  if (result.steps.length) {
    out.push(`## ${markdown.steps()}`, '');
    for (const s of result.steps) {
      // A chain step in words, then its Eureka notation beneath (a hard line break, as code: no markup inside).
      const sentence = chainSentence(s);
      const line = `${s.n}. ${describeStep(s, sentence)}${s.guess && s.technique !== 'guess' ? ` _${markdown.underGuess(s.guess)}_` : ''}`;
      out.push(sentence && s.chain ? `${line}\\\n${' '.repeat(`${s.n}. `.length)}\`${s.chain.text}\`` : line);
    }
    out.push('');
  }
  if (result.guesses.length) {
    out.push(`## ${markdown.guessLog()}`, '');
    const [head, ...rows] = guessTable(result.guesses).map((l) => l.split(/\s{2,}/));
    out.push(`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`);
    for (const r of rows) out.push(`| ${r.join(' | ')} |`);
    out.push('');
  }
  return out.join('\n');
}

/** The longest name an exported picture is given, before its extension. */
export const EXPORT_NAME_MAX = 60;

/**
 * A picture's file name from a puzzle's title: letters, marks, digits and
 * dashes, cut between code points (half of an emoji or a 𝐀 is a lone
 * surrogate, which makes the save dialog's URI throw).
 */
export function exportFileName(title: string): string {
  const name = title.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-').replace(/^-/, '');
  // shorten() ends a cut name in '…', which goes with any dash before it.
  return shorten(name, EXPORT_NAME_MAX).replace(/[^\p{L}\p{M}\p{N}]+$/u, '') || 'sudoku';
}

// --- pictures -----------------------------------------------------------------

/** What a picture of the board shows: the givens apart from the digits placed since. */
export interface Picture {
  state: BoardState;
  /** 81 characters: the givens. */
  givens: string;
  /** Show candidates in empty cells (default true). */
  candidates?: boolean;
}

const CELL = 60;
const MARGIN = 10;
const SIZE = 9 * CELL + 2 * MARGIN;
/** Fixed colours, the same in every theme: black on white, placed digits in grey-blue. */
const INK = { given: '#000000', placed: '#2c4f8a', candidate: '#6b6b6b', thin: '#9a9a9a', thick: '#000000', paper: '#ffffff' };

/** A digit drawn on the board: a given, a digit placed since, or a candidate; (x, y) is its centre. */
interface Mark {
  kind: 'given' | 'placed' | 'candidate';
  ch: string;
  x: number;
  y: number;
}

/** Where the digits go, the same for every picture format: a cell's digit in its centre, a candidate in its ninth. */
function boardMarks(p: Picture): Mark[] {
  const marks: Mark[] = [];
  for (let i = 0; i < 81; i++) {
    const x = MARGIN + (i % 9) * CELL;
    const y = MARGIN + Math.floor(i / 9) * CELL;
    const d = p.state.digits[i];
    if (/[1-9]/.test(d)) marks.push({ kind: /[1-9]/.test(p.givens[i]) ? 'given' : 'placed', ch: d, x: x + CELL / 2, y: y + CELL / 2 });
    else if (p.candidates !== false) {
      for (const ch of p.state.candidates[i]) {
        const k = Number(ch) - 1;
        marks.push({ kind: 'candidate', ch, x: x + 10 + (k % 3) * 20, y: y + 10 + Math.floor(k / 3) * 20 });
      }
    }
  }
  return marks;
}

/** The ten grid lines each way: where each is, and whether it is a box's thick border. */
const GRID_LINES = Array.from({ length: 10 }, (_, k) => ({ at: MARGIN + k * CELL, thick: k % 3 === 0 }));

/** The board as an SVG picture, theme-neutral: its own white paper and fixed inks. */
export function boardSvg(p: Picture): string {
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" font-family="Helvetica, Arial, sans-serif">`,
    `<title>Sudoku</title>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="${INK.paper}"/>`,
  ];
  for (const m of boardMarks(p)) {
    const size = m.kind === 'candidate' ? 14 : 36;
    const bold = m.kind === 'given' ? ' font-weight="bold"' : '';
    parts.push(
      `<text x="${m.x}" y="${m.y}" font-size="${size}" text-anchor="middle" dominant-baseline="central" fill="${INK[m.kind]}"${bold}>${m.ch}</text>`,
    );
  }
  for (const { at, thick } of GRID_LINES) {
    const style = `stroke="${thick ? INK.thick : INK.thin}" stroke-width="${thick ? 3 : 1}"`;
    parts.push(`<line x1="${MARGIN}" y1="${at}" x2="${SIZE - MARGIN}" y2="${at}" ${style}/>`);
    parts.push(`<line x1="${at}" y1="${MARGIN}" x2="${at}" y2="${SIZE - MARGIN}" ${style}/>`);
  }
  parts.push('</svg>');
  return parts.join('\n');
}

/** Digits 1-9 as 5×7 bitmaps, one row a string, for the PNG. */
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
const GREY = { given: 0, placed: 70, candidate: 120, thin: 160, thick: 0, paper: 255 };

/** The board as a PNG picture: greyscale, theme-neutral, the same layout as the SVG. */
export function boardPng(p: Picture): Uint8Array {
  const px = new Uint8Array(SIZE * SIZE).fill(GREY.paper);
  const rect = (x: number, y: number, w: number, h: number, v: number) => {
    for (let yy = y; yy < y + h; yy++) px.fill(v, yy * SIZE + x, yy * SIZE + x + w);
  };
  const glyph = (ch: string, cx: number, cy: number, scale: number, v: number, bold = false) => {
    const g = GLYPHS[ch];
    const x0 = Math.round(cx - (5 * scale) / 2);
    const y0 = Math.round(cy - (7 * scale) / 2);
    g.forEach((row, gy) => {
      for (let gx = 0; gx < 5; gx++) {
        if (row[gx] === '1') rect(x0 + gx * scale, y0 + gy * scale, scale + (bold ? 1 : 0), scale, v);
      }
    });
  };
  for (const m of boardMarks(p)) {
    if (m.kind === 'candidate') glyph(m.ch, m.x, m.y, 2, GREY.candidate);
    else glyph(m.ch, m.x, m.y, 5, GREY[m.kind], m.kind === 'given');
  }
  for (const { at, thick } of GRID_LINES) {
    const w = thick ? 3 : 1;
    const v = thick ? GREY.thick : GREY.thin;
    rect(MARGIN, at - (w >> 1), 9 * CELL + 1, w, v);
    rect(at - (w >> 1), MARGIN, w, 9 * CELL + 1, v);
  }
  return encodePng(SIZE, SIZE, px);
}

/** A greyscale PNG: filter 0 on every row, stored (uncompressed) deflate blocks in a zlib stream. */
export function encodePng(width: number, height: number, grey: Uint8Array): Uint8Array {
  const raw = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) raw.set(grey.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const blocks = Math.max(1, Math.ceil(raw.length / 65535));
  const z = new Uint8Array(2 + raw.length + 5 * blocks + 4);
  z[0] = 0x78;
  z[1] = 0x01;
  let o = 2;
  for (let b = 0; b < blocks; b++) {
    const part = raw.subarray(b * 65535, Math.min(raw.length, (b + 1) * 65535));
    z[o++] = b === blocks - 1 ? 1 : 0;
    z[o++] = part.length & 0xff;
    z[o++] = part.length >> 8;
    z[o++] = ~part.length & 0xff;
    z[o++] = (~part.length >> 8) & 0xff;
    z.set(part, o);
    o += part.length;
  }
  writeU32(z, o, adler32(raw));
  const ihdr = new Uint8Array(13);
  writeU32(ihdr, 0, width);
  writeU32(ihdr, 4, height);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const chunks = [chunk('IHDR', ihdr), chunk('IDAT', z), chunk('IEND', new Uint8Array(0))];
  const png = new Uint8Array(8 + chunks.reduce((n, c) => n + c.length, 0));
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  for (const c of chunks) {
    png.set(c, at);
    at += c.length;
  }
  return png;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  writeU32(out, 0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  writeU32(out, 8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function writeU32(a: Uint8Array, at: number, v: number): void {
  a[at] = (v >>> 24) & 0xff;
  a[at + 1] = (v >>> 16) & 0xff;
  a[at + 2] = (v >>> 8) & 0xff;
  a[at + 3] = v & 0xff;
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = CRC[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < data.length; i++) {
    a = (a + data[i]) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}
