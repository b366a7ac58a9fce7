/**
 * A variant on the board, beside the board layout model (boardLayout.ts):
 * - its units and peers, which play's clashes, peers, highlights and
 *   automatic mark removal follow (the diagonals, the windows, a jigsaw's
 *   regions instead of the boxes, the cages, the anti-knight and anti-king
 *   neighbours);
 * - its overlay, the one model the panel's board and the SVG and PNG exports
 *   draw: the thick edges (the boxes', or a jigsaw's regions'), the
 *   diagonals, the shaded windows, each cage's dashed outline just inside its
 *   cells and where its sum goes.
 * Places are in cell units (the board is 9 × 9; (0, 0) its top left), so
 * that each renderer scales them to its own cells (overlayPoint).
 * Pure: no vscode, no DOM, no Node API.
 */
import { type BoardGeometry, type Point, PEERS, UNITS, boxOf, cellAt, colOf, rowOf } from './boardLayout';
import { type Cage, type Variant, type VariantRule, VARIANT_RULES, isClassicVariant, variantKey } from './variant';

/** The two main diagonals: top left to bottom right, top right to bottom left. */
export const DIAGONALS: readonly (readonly number[])[] = [
  Array.from({ length: 9 }, (_, k) => cellAt(k, k)),
  Array.from({ length: 9 }, (_, k) => cellAt(k, 8 - k)),
];

/** Windoku's four windows: 3 × 3 at rows and columns 2-4 and 6-8 (1-based). */
export const WINDOWS: readonly (readonly number[])[] = [1, 5].flatMap((r0) =>
  [1, 5].map((c0) => Array.from({ length: 9 }, (_, k) => cellAt(r0 + Math.floor(k / 3), c0 + (k % 3)))),
);

const KNIGHT = [
  [-2, -1],
  [-2, 1],
  [-1, -2],
  [-1, 2],
  [1, -2],
  [1, 2],
  [2, -1],
  [2, 1],
];
const KING = [
  [-1, -1],
  [-1, 1],
  [1, -1],
  [1, 1],
];

/** Each cell's region, 0-8: a jigsaw's, or else its box. */
export function regionOf(v: Variant | undefined): number[] {
  return Array.from({ length: 81 }, (_, i) => (v?.regions ? Number(v.regions[i]) - 1 : boxOf(i)));
}

/**
 * The units of a variant, by id as the engine numbers them (sql/board/variant.sql,
 * unitNameOf): rows 0-8, columns 9-17, its regions 18-26 (the boxes, or a
 * jigsaw's), the diagonals 27-28 and the windows 29-32, empty where the rule
 * is absent; then its cages.
 */
export function variantUnits(v: Variant | undefined): number[][] {
  if (isClassicVariant(v)) return UNITS.map((u) => [...u]);
  const region = regionOf(v);
  const regions = Array.from({ length: 9 }, (_, k) => region.flatMap((r, i) => (r === k ? [i] : [])));
  const ruled = (rule: VariantRule, units: readonly (readonly number[])[]) => units.map((u) => (v!.rules.includes(rule) ? [...u] : []));
  return [
    ...UNITS.slice(0, 18).map((u) => [...u]),
    ...regions,
    ...ruled('x', DIAGONALS),
    ...ruled('windoku', WINDOWS),
    ...(v!.cages ?? []).map((c) => [...c.cells]),
  ];
}

const peerCache = new Map<string, readonly (readonly number[])[]>();

/** Each cell's peers under a variant: the cells of its units, and its knight's or king's moves away, less itself. */
export function variantPeers(v: Variant | undefined): readonly (readonly number[])[] {
  if (isClassicVariant(v)) return PEERS;
  const key = variantKey(v);
  const known = peerCache.get(key);
  if (known) return known;
  const sets = Array.from({ length: 81 }, () => new Set<number>());
  for (const unit of variantUnits(v)) for (const a of unit) for (const b of unit) sets[a].add(b);
  const jumps = [...(v!.rules.includes('anti-knight') ? KNIGHT : []), ...(v!.rules.includes('anti-king') ? KING : [])];
  for (let i = 0; i < 81; i++)
    for (const [dr, dc] of jumps) {
      const [r, c] = [rowOf(i) + dr, colOf(i) + dc];
      if (r >= 0 && r < 9 && c >= 0 && c < 9) sets[i].add(cellAt(r, c));
    }
  const peers = sets.map((s, i) => [...s].filter((p) => p !== i).sort((a, b) => a - b));
  // A few variants are in play at once; the cache stays small.
  if (peerCache.size > 32) peerCache.clear();
  peerCache.set(key, peers);
  return peers;
}

// --- the overlay ---------------------------------------------------------------------

/** A line from one point to another, in cell units. */
export interface Segment {
  from: Point;
  to: Point;
}

/** A cage as drawn: its outline just inside its cells, dashed; its sum small in its first cell's top left corner. */
export interface CageShown {
  sum: number;
  cells: number[];
  /** The cell the sum is written in: the cage's top row's leftmost. */
  sumCell: number;
  /** The sum's top left corner, in cell units. */
  sumAt: Point;
  outline: Segment[];
}

export interface VariantOverlay {
  /** Per cell, whether its right and its bottom edge are a region's border (the boxes', or a jigsaw's); never the board's edge. */
  thickRight: boolean[];
  thickBottom: boolean[];
  /** X: both main diagonals, corner to corner. */
  diagonals: Segment[];
  /** Windoku: the cells shaded (the four windows'). */
  shaded: number[];
  cages: CageShown[];
  /** Cells with a cage's sum: their candidates drawn smaller beside it (boardLayout's BESIDE_SUM). */
  sumCells: Set<number>;
  /** The rules the picture does not show (anti-knight, anti-king): named in words beside it. */
  unshown: VariantRule[];
  /** Whether the regions are a jigsaw's. */
  jigsaw: boolean;
}

/** How far inside its cells a cage's outline runs, and its sum's corner, in cells. */
export const CAGE_INSET = 0.08;
const SUM_AT = 0.05;

/** The overlay of a variant; a classic puzzle's has the box borders only. */
export function variantOverlay(v: Variant | undefined): VariantOverlay {
  const region = regionOf(v);
  const rules = v?.rules ?? [];
  const cages = (v?.cages ?? []).filter((c) => c.cells.length > 0).map(cageShown);
  return {
    thickRight: Array.from({ length: 81 }, (_, i) => colOf(i) < 8 && region[i] !== region[i + 1]),
    thickBottom: Array.from({ length: 81 }, (_, i) => rowOf(i) < 8 && region[i] !== region[i + 9]),
    diagonals: rules.includes('x')
      ? [
          { from: { x: 0, y: 0 }, to: { x: 9, y: 9 } },
          { from: { x: 9, y: 0 }, to: { x: 0, y: 9 } },
        ]
      : [],
    shaded: rules.includes('windoku') ? WINDOWS.flat().sort((a, b) => a - b) : [],
    cages,
    sumCells: new Set(cages.map((c) => c.sumCell)),
    unshown: VARIANT_RULES.filter((r) => (r === 'anti-knight' || r === 'anti-king') && rules.includes(r)),
    jigsaw: !!v?.regions,
  };
}

/**
 * A cage's outline: along each edge of its cells that borders a cell outside
 * it, CAGE_INSET inside the cell; each piece runs on to meet the next one,
 * cutting a convex corner short and carrying a concave one across.
 */
function cageShown(cage: Cage): CageShown {
  const inCage = new Set(cage.cells);
  const has = (r: number, c: number) => r >= 0 && r < 9 && c >= 0 && c < 9 && inCage.has(cellAt(r, c));
  const outline: Segment[] = [];
  const i = CAGE_INSET;
  for (const cell of cage.cells) {
    const [r, c] = [rowOf(cell), colOf(cell)];
    const centre = { x: c + 0.5, y: r + 0.5 };
    // Each side by its outward normal n; t runs along it.
    for (const [nx, ny] of [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ]) {
      if (has(r + ny, c + nx)) continue;
      const [tx, ty] = [-ny, nx];
      const reach = (s: number) => {
        if (!has(r + s * ty, c + s * tx)) return 0.5 - i;
        return has(r + s * ty + ny, c + s * tx + nx) ? 0.5 + i : 0.5;
      };
      const mid = { x: centre.x + nx * (0.5 - i), y: centre.y + ny * (0.5 - i) };
      const [a, b] = [reach(-1), reach(1)];
      outline.push({ from: { x: mid.x - tx * a, y: mid.y - ty * a }, to: { x: mid.x + tx * b, y: mid.y + ty * b } });
    }
  }
  const sumCell = Math.min(...cage.cells);
  return {
    sum: cage.sum,
    cells: [...cage.cells],
    sumCell,
    sumAt: { x: colOf(sumCell) + SUM_AT, y: rowOf(sumCell) + SUM_AT },
    outline,
  };
}

/** A point in cell units, on a board drawn with geometry g. */
export function overlayPoint(g: BoardGeometry, p: Point): Point {
  return { x: g.margin + p.x * g.cell, y: g.margin + p.y * g.cell };
}

// --- a variant from outside ------------------------------------------------------------

/** Whether a value is a whole Variant (a saved state's, after a reload): the rules known, 81 regions, cages of cells 0-80. */
export function isVariant(v: unknown): v is Variant {
  if (typeof v !== 'object' || v === null) return false;
  const x = v as Variant;
  const cell = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 80;
  const cageOk = (c: Cage) =>
    typeof c === 'object' &&
    c !== null &&
    Number.isInteger(c.sum) &&
    c.sum >= 1 &&
    c.sum <= 45 &&
    Array.isArray(c.cells) &&
    c.cells.length >= 1 &&
    c.cells.length <= 9 &&
    c.cells.every(cell);
  return (
    Array.isArray(x.rules) &&
    x.rules.length <= VARIANT_RULES.length &&
    x.rules.every((r) => VARIANT_RULES.includes(r)) &&
    (x.regions === undefined || (typeof x.regions === 'string' && /^[1-9]{81}$/.test(x.regions))) &&
    (x.cages === undefined || (Array.isArray(x.cages) && x.cages.length <= 81 && x.cages.every(cageOk)))
  );
}
