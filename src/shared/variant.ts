/**
 * A Sudoku variant, as a puzzle carries it to the engine and back in its
 * result: the extra rules on top of the classic ones, and a jigsaw's regions.
 * How it is written in a `.sudoku` file is src/core/variants.ts's; how the
 * engine solves it, sql/board/variant.sql's.
 */

/** The rules a variant adds, by the name its `#variant` line gives. */
export const VARIANT_RULES = ['x', 'windoku', 'anti-knight', 'anti-king'] as const;
export type VariantRule = (typeof VARIANT_RULES)[number];

export interface Variant {
  /** Its extra rules, each once, in the order of VARIANT_RULES. */
  rules: VariantRule[];
  /**
   * A jigsaw's regions, which replace the boxes: 81 digits '1'-'9', each
   * cell's region, numbered in the order their first cells come (row by row).
   */
  regions?: string;
  /** A killer's cages: no digit twice in a cage, and its digits add up to its sum. */
  cages?: Cage[];
}

/** A killer cage: its sum and its cells (indexes 0-80, row by row, in ascending order). */
export interface Cage {
  sum: number;
  cells: number[];
}

/** Whether a variant changes nothing: no rule and no regions (a classic puzzle). */
export function isClassicVariant(v: Variant | undefined): boolean {
  return !v || (v.rules.length === 0 && !v.regions && !v.cages?.length);
}

/** One text per variant, the same for the same rules and regions: what caches key on ('' for classic). */
export function variantKey(v: Variant | undefined): string {
  if (isClassicVariant(v)) return '';
  const rules = VARIANT_RULES.filter((r) => v!.rules.includes(r));
  const cages = (v!.cages ?? []).map((c) => `${c.sum}=${c.cells.join('+')}`).join(';');
  return [...rules, ...(v!.regions ? [`regions=${v!.regions}`] : []), ...(cages ? [`cages=${cages}`] : [])].join(' ');
}
