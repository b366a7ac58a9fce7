/**
 * The board's layout, the one model every picture of the board follows: the
 * text grids (pencil marks, the hover's candidates, the CLI's and the quick
 * fix's grid), the panel's board and its chain overlay, and the SVG and PNG
 * exports. It says where things go; each renderer only says how they look.
 * - Cell geometry: a cell's row, column and box, its units and peers, the
 *   box borders, each candidate's place in its cell's 3×3 pencil-mark grid
 *   (1 top left, 9 bottom right), in any unit (boardGeometry), and where the
 *   arrow keys move the focus.
 * - What each cell shows (cellsShown): its digit and how it came, its
 *   candidates, those a step strikes or is about, and its highlight roles.
 * - Where a chain's links, rings and crosses go (chainLayout).
 * - The text grid's columns (textGridLayout, textGridLines).
 * Pure: no vscode, no DOM, no Node API (host, webview, CLI and workers use it).
 */
import type { CellDigit, Chain } from './result';
import type { Origin } from './board';
import { isDigit } from './cells';

export const rowOf = (cell: number): number => Math.floor(cell / 9);
export const colOf = (cell: number): number => cell % 9;
export const boxOf = (cell: number): number => 3 * Math.floor(rowOf(cell) / 3) + Math.floor(colOf(cell) / 3);
export const cellAt = (row: number, col: number): number => row * 9 + col;

/** Whether grid line k (0 to 9, the one before row or column k) is a box's border. */
export const isBoxBorder = (k: number): boolean => k % 3 === 0;

/** The 27 units, by id as in sql/schema.sql: rows 0..8, columns 9..17, boxes 18..26. Their names are phrases (unitNameOf). */
export const UNITS: readonly (readonly number[])[] = [
  ...Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => cellAt(r, c))),
  ...Array.from({ length: 9 }, (_, c) => Array.from({ length: 9 }, (_, r) => cellAt(r, c))),
  ...Array.from({ length: 9 }, (_, b) =>
    Array.from({ length: 9 }, (_, k) => cellAt(3 * Math.floor(b / 3) + Math.floor(k / 3), 3 * (b % 3) + (k % 3))),
  ),
];

/** The 20 peers of each cell: its row, column and box less itself. */
export const PEERS: readonly (readonly number[])[] = Array.from({ length: 81 }, (_, cell) => {
  const out = new Set([...UNITS[rowOf(cell)], ...UNITS[9 + colOf(cell)], ...UNITS[18 + boxOf(cell)]]);
  out.delete(cell);
  return [...out];
});

const NAVIGATION_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** Whether a key moves the focus over the board (cellAfterKey). */
export const isNavigationKey = (key: string): boolean => NAVIGATION_KEYS.has(key);

/**
 * Where a key moves the focus from `cell`: an arrow to the neighbouring cell,
 * undefined at the board's edge; Home and End to the row's ends, or with
 * `wholeBoard` (Ctrl) to the board's.
 */
export function cellAfterKey(cell: number, key: string, wholeBoard = false): number | undefined {
  const [r, c] = [rowOf(cell), colOf(cell)];
  switch (key) {
    case 'ArrowLeft':
      return c > 0 ? cell - 1 : undefined;
    case 'ArrowRight':
      return c < 8 ? cell + 1 : undefined;
    case 'ArrowUp':
      return r > 0 ? cell - 9 : undefined;
    case 'ArrowDown':
      return r < 8 ? cell + 9 : undefined;
    case 'Home':
      return wholeBoard ? 0 : cellAt(r, 0);
    case 'End':
      return wholeBoard ? 80 : cellAt(r, 8);
  }
  return undefined;
}

/** Digit d's place in its cell's 3×3 pencil-mark grid. */
export function candidateSlot(d: number): { row: number; col: number } {
  return { row: Math.floor((d - 1) / 3), col: (d - 1) % 3 };
}

export interface Point {
  x: number;
  y: number;
}

/** The board drawn with cells `cell` units square, `margin` units inside its picture. */
export interface BoardGeometry {
  cell: number;
  margin: number;
  /** The picture's side: the nine cells and both margins. */
  size: number;
  /** The top left corner of a cell. */
  cellOrigin(cell: number): Point;
  cellCentre(cell: number): Point;
  /** The centre of candidate d in its cell's pencil-mark grid. */
  candidateAt(cell: number, d: number): Point;
  /** The ten grid lines each way: where each is, and whether it is a box's border. */
  lines: { at: number; thick: boolean }[];
}

export function boardGeometry(cell: number, margin = 0): BoardGeometry {
  const origin = (i: number) => ({ x: margin + colOf(i) * cell, y: margin + rowOf(i) * cell });
  return {
    cell,
    margin,
    size: 9 * cell + 2 * margin,
    cellOrigin: origin,
    cellCentre: (i) => ({ x: origin(i).x + cell / 2, y: origin(i).y + cell / 2 }),
    candidateAt: (i, d) => {
      const slot = candidateSlot(d);
      return { x: origin(i).x + (slot.col + 0.5) * (cell / 3), y: origin(i).y + (slot.row + 0.5) * (cell / 3) };
    },
    lines: Array.from({ length: 10 }, (_, k) => ({ at: margin + k * cell, thick: isBoxBorder(k) })),
  };
}

// --- what each cell shows ---------------------------------------------------------

/** A cell's part in what is shown: in the step's pattern, placed by it, a duplicate, or differing between two solutions. */
export type CellRole = 'pattern' | 'placed' | 'conflict' | 'differ';

export interface CellShown {
  cell: number;
  /** The digit, '' for an empty cell. */
  digit: string;
  /** How the digit came ('' for an empty cell). */
  origin: Origin | '';
  /** An empty cell's candidates, in order: those it has and those the step strikes. */
  candidates: string;
  /** Candidates the step removes, in the step's order: shown struck through. */
  struck: string;
  /** Candidates the step is about (its digits, in its pattern's cells). */
  key: string;
  roles: CellRole[];
}

/** A board to show: digits ('.' empty), candidates, and how each digit came when known. */
export interface ShownBoard {
  digits: readonly string[];
  candidates: readonly string[];
  origin?: readonly (Origin | '')[];
}

/** What is marked on the board besides its digits: a step's pattern and changes, duplicates, differing cells. */
export interface BoardMarks {
  /** The givens (81 characters): a digit that is one is a given where the board does not say how it came. */
  givens?: string;
  pattern?: readonly number[];
  placed?: readonly CellDigit[];
  removed?: readonly CellDigit[];
  /** The digits the step is about. */
  digits?: readonly number[];
  conflicts?: readonly number[];
  differing?: readonly number[];
}

/** What each of the 81 cells shows. */
export function cellsShown(board: ShownBoard, marks: BoardMarks = {}): CellShown[] {
  const pattern = new Set(marks.pattern ?? []);
  const placed = new Set((marks.placed ?? []).map((p) => p.cell));
  const conflicts = new Set(marks.conflicts ?? []);
  const differing = new Set(marks.differing ?? []);
  const struck = new Map<number, string>();
  for (const r of marks.removed ?? []) struck.set(r.cell, (struck.get(r.cell) ?? '') + String(r.d));
  return Array.from({ length: 81 }, (_, i) => {
    const digit = isDigit(board.digits[i]) ? board.digits[i] : '';
    const origin: Origin | '' = !digit ? '' : board.origin ? board.origin[i] || 'logic' : isDigit(marks.givens?.[i]) ? 'given' : 'logic';
    const gone = [...new Set(struck.get(i) ?? '')].join('');
    const has = digit ? '' : (board.candidates[i] ?? '');
    const candidates = digit || !gone ? has : [...new Set([...has, ...gone])].sort().join('');
    const key = pattern.has(i) ? [...candidates].filter((d) => !gone.includes(d) && marks.digits?.includes(Number(d))).join('') : '';
    const roles: CellRole[] = [];
    if (pattern.has(i)) roles.push('pattern');
    if (placed.has(i)) roles.push('placed');
    if (conflicts.has(i)) roles.push('conflict');
    if (differing.has(i)) roles.push('differ');
    return { cell: i, digit, origin, candidates, struck: gone, key, roles };
  });
}

// --- a chain over the board -------------------------------------------------------

/** A chain drawn over the board: each link a curve between two candidates' rings, each candidate ringed, each removal crossed. */
export interface ChainPicture {
  links: { from: Point; control: Point; to: Point; strong: boolean; fromCell: number; toCell: number }[];
  rings: { at: Point; r: number; on: boolean }[];
  crosses: { at: Point; half: number; cell: number; d: number }[];
}

/** Sizes in the units of a board of 100-unit cells (scaled to the geometry's): a ring's radius, a bend's limit, a cross's half. */
const RING = 14;
const MAX_BEND = 45;
const CROSS = 11;

/**
 * The part of a cell its candidates take where corner marks are drawn around
 * them (play's CSS: `.has-corners .marks`, 62% of the cell, centred).
 */
export const SQUEEZED_MARKS = 0.62;

/**
 * Where a cell's candidates go beside a killer cage's sum in its top left
 * corner: a 3×3 grid 60% of the cell, from 38% across and down (the panel's
 * CSS: `.has-cage-sum .marks`), clear of the sum at any size of board.
 */
export const BESIDE_SUM = { from: 0.38, size: 0.6 };

/** Candidate d of a cell drawn beside a cage's sum (BESIDE_SUM). */
export function besideSumAt(g: BoardGeometry, cell: number, d: number): Point {
  const o = g.cellOrigin(cell);
  const slot = candidateSlot(d);
  const at = (k: number) => (BESIDE_SUM.from + ((k + 0.5) * BESIDE_SUM.size) / 3) * g.cell;
  return { x: o.x + at(slot.col), y: o.y + at(slot.row) };
}

/**
 * Where a chain's parts go on a board of geometry `g`. Cells in `squeezed`
 * have corner marks, and their candidates drawn smaller in the middle; cells
 * in `besideSum` (without corner marks) a cage's sum, and theirs beside it.
 */
export function chainLayout(
  chain: Chain,
  removed: readonly CellDigit[],
  g: BoardGeometry,
  squeezed: ReadonlySet<number> = new Set(),
  besideSum: ReadonlySet<number> = new Set(),
): ChainPicture {
  const scale = g.cell / 100;
  const small = (cell: number) => squeezed.has(cell) || besideSum.has(cell);
  const at = (n: CellDigit) => {
    const p = g.candidateAt(n.cell, n.d);
    if (!squeezed.has(n.cell) && besideSum.has(n.cell)) return besideSumAt(g, n.cell, n.d);
    if (!squeezed.has(n.cell)) return p;
    const c = g.cellCentre(n.cell);
    return { x: c.x + (p.x - c.x) * SQUEEZED_MARKS, y: c.y + (p.y - c.y) * SQUEEZED_MARKS };
  };
  const ring = RING * scale;
  const links = chain.links.map((link) => {
    const p = at(link.from);
    const q = at(link.to);
    const dx = q.x - p.x;
    const dy = q.y - p.y;
    const len = Math.hypot(dx, dy) || 1;
    // Bend each link a little to one side, so that links along a row or column do not run over its other candidates.
    const bend = Math.min(0.25 * len, MAX_BEND * scale);
    const control = { x: (p.x + q.x) / 2 - (dy / len) * bend, y: (p.y + q.y) / 2 + (dx / len) * bend };
    // Start and stop at the candidates' rings, so the digits stay readable.
    const from = towards(p, control, ring + 2 * scale);
    const to = towards(q, control, ring + 4 * scale);
    return { from, control, to, strong: link.strong, fromCell: link.from.cell, toCell: link.to.cell };
  });
  const rings: ChainPicture['rings'] = [];
  const ringed = new Set<string>();
  for (const n of chain.nodes) {
    const key = `${n.cell}:${n.d}:${n.on}`;
    if (ringed.has(key)) continue;
    ringed.add(key);
    const r = n.on ? ring + 3 * scale : ring;
    rings.push({ at: at(n), r: small(n.cell) ? r * SQUEEZED_MARKS : r, on: n.on });
  }
  const crosses = removed.map((r) => ({ at: at(r), half: CROSS * scale, cell: r.cell, d: r.d }));
  return { links, rings, crosses };
}

/** The point `by` units from `p` on the way to `q`. */
function towards(p: Point, q: Point, by: number): Point {
  const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
  const k = Math.min(by / len, 0.45);
  return { x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k };
}

// --- the board as text --------------------------------------------------------------

/** How a text grid is set: cells padded to their column's width, ' | ' between boxes, a rule between bands of boxes. */
export interface TextGridStyle {
  /** Spaces between two cells of a box. */
  cellGap: number;
  /** A frame of '|' at both ends of a row and border lines above and below (the forums' pencil-mark grid); else rules only. */
  framed: boolean;
  /** The width of the row labels ('r1') before the grid; 0 for none. */
  labelWidth: number;
}

export interface TextGridLayout {
  style: TextGridStyle;
  /** Each column's width. */
  widths: number[];
  /** The line of the grid that row r is on. */
  lineOfRow(r: number): number;
  /** Where column c's cells start in their line. */
  columnOfCell(c: number): number;
}

/** The widest of a column's cells, at least `min`: `widthOf` gives a cell's width. */
export function columnWidths(widthOf: (cell: number) => number, min = 1): number[] {
  return Array.from({ length: 9 }, (_, c) => Math.max(min, ...Array.from({ length: 9 }, (_, r) => widthOf(cellAt(r, c)))));
}

const BOX_GAP = ' | ';

/** The characters of a row that are not its cells': its label, the gaps, the box lines and the frame. */
export function textGridFrameWidth(style: TextGridStyle): number {
  return style.labelWidth + (style.framed ? 4 : 0) + 6 * style.cellGap + 2 * BOX_GAP.length;
}

export function textGridLayout(style: TextGridStyle, widths: number[]): TextGridLayout {
  const lead = style.labelWidth + (style.framed ? 2 : 0);
  return {
    style,
    widths,
    lineOfRow: (r) => (style.framed ? 1 : 0) + r + Math.floor(r / 3),
    columnOfCell: (c) => {
      const box = Math.floor(c / 3);
      return lead + widths.slice(0, c).reduce((a, w) => a + w, 0) + (c - box) * style.cellGap + box * BOX_GAP.length;
    },
  };
}

/**
 * The grid's lines: each row's cells (`texts`, 81) padded to their column,
 * with `labels` (9) before them; a rule (or, framed, a border) between bands
 * and, framed, above and below, drawn under the row's own characters.
 */
export function textGridLines(texts: readonly string[], layout: TextGridLayout, labels?: readonly string[]): string[] {
  const { style, widths } = layout;
  const gap = ' '.repeat(style.cellGap);
  const boxWidth = (b: number) => widths[3 * b] + widths[3 * b + 1] + widths[3 * b + 2] + 2 * style.cellGap;
  const rule = (left: string, mid: string, right: string) =>
    style.framed
      ? `${' '.repeat(style.labelWidth)}${left}${[0, 1, 2].map((b) => '-'.repeat(boxWidth(b) + 2)).join(mid)}${right}`
      : `${' '.repeat(style.labelWidth)}${[0, 1, 2].map((b) => '-'.repeat(boxWidth(b))).join('-+-')}`;
  const lines: string[] = [];
  if (style.framed) lines.push(rule('.', '.', '.'));
  for (let r = 0; r < 9; r++) {
    if (r > 0 && isBoxBorder(r)) lines.push(rule(':', '+', ':'));
    const boxes = [0, 1, 2].map((b) => [0, 1, 2].map((k) => (texts[cellAt(r, 3 * b + k)] ?? '').padEnd(widths[3 * b + k])).join(gap));
    const row = `${(labels?.[r] ?? '').padEnd(style.labelWidth)}${style.framed ? '| ' : ''}${boxes.join(BOX_GAP)}${style.framed ? ' |' : ''}`;
    lines.push(style.framed ? row : row.trimEnd());
  }
  if (style.framed) lines.push(rule("'", "'", "'"));
  return lines;
}

/** The plain grid of digits: one character a cell, a space between, box lines ('4 . . | . . . | 8 . 5'). */
export const PLAIN_GRID: TextGridStyle = { cellGap: 1, framed: false, labelWidth: 0 };
