/**
 * f-puzzles documents, as f-puzzles links (`f-puzzles.com/?load=` and the
 * document in lz-string's base64) and SudokuPad links (`sudokupad.app/` or
 * `?puzzle=`, then `fpuzzles` and the same) carry them. Read: the givens
 * (cells with `given`), `diagonal+` and `diagonal-` (both: X), `antiknight`,
 * `antiking`, `extraregion` (Windoku's four windows), a `region` on each cell
 * (a jigsaw) and `killercage` ({cells, value}). Anything else that says
 * something is named as not read, never dropped in silence.
 */
import { compressToBase64, decompressFromBase64 } from './lzString';
import type { CageRead } from './cages';
import type { Cage, Variant, VariantRule } from '../shared/variant';

/** What a document says: givens, rules, regions (a map of 81 symbols, for readRegions), cages, and what it holds that is not read. */
export interface FPuzzlesRead {
  cells: string;
  rules: VariantRule[];
  regions?: string;
  cages: CageRead[];
  /** The keys (or parts) not read, by their f-puzzles name. */
  unsupported: string[];
  title?: string;
}

/** Keys that say nothing about the rules: how f-puzzles shows or keeps the puzzle. */
const QUIET = new Set([
  'size',
  'title',
  'author',
  'ruleset',
  'solution',
  'grid',
  'activeConstraints',
  'disabledlogic',
  'truecandidatesoptions',
]);

const WINDOWS = [10, 14, 46, 50].map((tl) => [0, 1, 2, 9, 10, 11, 18, 19, 20].map((d) => tl + d));

const rc = (i: number) => `R${Math.floor(i / 9) + 1}C${(i % 9) + 1}`;

function cellOf(name: unknown): number | undefined {
  const m = typeof name === 'string' ? /^R([1-9])C([1-9])$/i.exec(name) : null;
  return m ? (Number(m[1]) - 1) * 9 + Number(m[2]) - 1 : undefined;
}

const says = (v: unknown) => v !== undefined && v !== null && v !== false && !(Array.isArray(v) && v.length === 0);

/** The document a link's data holds; a string saying why not when it holds none. */
export function decodeFPuzzles(data: string): Record<string, unknown> | 'not-lz' | 'not-json' {
  let text = data;
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return 'not-lz';
    }
  }
  const json = decompressFromBase64(text);
  if (json === undefined) return 'not-lz';
  try {
    const doc: unknown = JSON.parse(json);
    return typeof doc === 'object' && doc !== null && !Array.isArray(doc) ? (doc as Record<string, unknown>) : 'not-json';
  } catch {
    return 'not-json';
  }
}

/** Reads a document for what this extension solves; `at` is where the link is, the place its cages are said. */
export function readFPuzzles(doc: Record<string, unknown>, at: { start: number; end: number }): FPuzzlesRead | 'not-9x9' {
  const grid = doc.grid;
  if (doc.size !== 9 || !Array.isArray(grid) || grid.length !== 9) return 'not-9x9';
  const unsupported: string[] = [];
  const cells: string[] = [];
  const regions: string[] = [];
  for (const row of grid as unknown[]) {
    if (!Array.isArray(row) || row.length !== 9) return 'not-9x9';
    for (const cell of row as Record<string, unknown>[]) {
      const v = cell?.value;
      cells.push(cell?.given === true && Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 9 ? String(v) : '.');
      regions.push(cell?.region === undefined ? '' : String(cell.region));
    }
  }
  const rules: VariantRule[] = [];
  const plus = says(doc['diagonal+']);
  const minus = says(doc['diagonal-']);
  if (plus && minus) rules.push('x');
  else if (plus || minus) unsupported.push(plus ? 'diagonal+' : 'diagonal-');
  const extra = readWindows(doc.extraregion);
  if (extra === 'windoku') rules.push('windoku');
  else if (extra) unsupported.push('extraregion');
  if (says(doc.antiknight)) rules.push('anti-knight');
  if (says(doc.antiking)) rules.push('anti-king');
  const cages = readKillerCages(doc.killercage, at, unsupported);
  for (const [key, value] of Object.entries(doc)) {
    const known = QUIET.has(key) || ['diagonal+', 'diagonal-', 'extraregion', 'antiknight', 'antiking', 'killercage'].includes(key);
    if (!known && says(key === 'cage' ? drawnCages(value) : value)) unsupported.push(key);
  }
  const map = regionMap(regions, unsupported);
  return {
    cells: cells.join(''),
    rules,
    ...(map ? { regions: map } : {}),
    cages,
    unsupported,
    ...(typeof doc.title === 'string' && doc.title.trim() ? { title: doc.title.trim() } : {}),
  };
}

/** f-puzzles' plain cages less those SudokuPad keeps its metadata in ("rules: ...", no cells): the others may be rules. */
function drawnCages(value: unknown): unknown[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (c: { cells?: unknown; value?: unknown }) =>
      !(typeof c?.value === 'string' && /^[a-z]+: /i.test(c.value) && !(Array.isArray(c.cells) && c.cells.length)),
  );
}

/** 'windoku' for exactly Windoku's four windows, true for other extra regions, false for none. */
function readWindows(value: unknown): 'windoku' | boolean {
  if (!says(value)) return false;
  if (!Array.isArray(value) || value.length !== 4) return true;
  const found = value.map((r: { cells?: unknown }) =>
    (Array.isArray(r?.cells) ? r.cells.map(cellOf) : [])
      .filter((c) => c !== undefined)
      .sort((a, b) => a! - b!)
      .join(','),
  );
  return WINDOWS.every((w) => found.includes(w.join(','))) ? 'windoku' : true;
}

function readKillerCages(value: unknown, at: { start: number; end: number }, unsupported: string[]): CageRead[] {
  if (!Array.isArray(value)) return [];
  const cages: CageRead[] = [];
  for (const part of value as { cells?: unknown; value?: unknown }[]) {
    const cells = Array.isArray(part?.cells) ? part.cells.map(cellOf) : [];
    const sum = typeof part?.value === 'number' ? part.value : /^\d+$/.test(String(part?.value ?? '').trim()) ? Number(part.value) : NaN;
    if (!cells.length || cells.some((c) => c === undefined) || !Number.isInteger(sum)) {
      if (!unsupported.includes('killercage')) unsupported.push('killercage');
      continue;
    }
    const unique = [...new Set(cells as number[])];
    cages.push({ sum, cells: unique, at, cellsAt: unique.map(() => at) });
  }
  return cages;
}

/** The jigsaw map when every cell names its region and they are not the boxes; regions on only some cells are not read. */
function regionMap(regions: string[], unsupported: string[]): string | undefined {
  const named = regions.filter((r) => r !== '');
  if (named.length === 0) return undefined;
  if (named.length !== 81 || named.includes('null')) {
    unsupported.push('region');
    return undefined;
  }
  const boxes = regions.every((r, i) => Number(r) === Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3));
  if (boxes) return undefined;
  // One symbol a region, for readRegions: regions 0-35 fit in a character each.
  return regions.map((r) => (/^\d+$/.test(r) && Number(r) < 36 ? Number(r).toString(36) : '?')).join('');
}

/** The f-puzzles document for a puzzle: its givens, and its variant in f-puzzles' own keys. */
export function fpuzzlesDocument(cells: string, variant?: Variant, title?: string): Record<string, unknown> {
  const grid = Array.from({ length: 9 }, (_, r) =>
    Array.from({ length: 9 }, (_, c) => {
      const i = r * 9 + c;
      const cell: Record<string, unknown> = {};
      if (/[1-9]/.test(cells[i])) Object.assign(cell, { value: Number(cells[i]), given: true });
      if (variant?.regions) cell.region = Number(variant.regions[i]) - 1;
      return cell;
    }),
  );
  const doc: Record<string, unknown> = { size: 9, ...(title ? { title } : {}), grid };
  const rules = variant?.rules ?? [];
  if (rules.includes('x')) Object.assign(doc, { 'diagonal+': true, 'diagonal-': true });
  if (rules.includes('anti-knight')) doc.antiknight = true;
  if (rules.includes('anti-king')) doc.antiking = true;
  if (rules.includes('windoku')) doc.extraregion = WINDOWS.map((w) => ({ cells: w.map(rc) }));
  if (variant?.cages?.length) doc.killercage = variant.cages.map((c: Cage) => ({ cells: c.cells.map(rc), value: String(c.sum) }));
  return doc;
}

export const FPUZZLES = 'https://www.f-puzzles.com/?load=';
export const SUDOKUPAD = 'https://sudokupad.app/?puzzle=fpuzzles';

export function fpuzzlesLink(cells: string, variant?: Variant, title?: string): string {
  return FPUZZLES + compressToBase64(JSON.stringify(fpuzzlesDocument(cells, variant, title)));
}

/** SudokuPad's link carrying the same document (its characters that mean something in an address escaped). */
export function sudokuPadLink(cells: string, variant?: Variant, title?: string): string {
  return SUDOKUPAD + encodeURIComponent(compressToBase64(JSON.stringify(fpuzzlesDocument(cells, variant, title))));
}
