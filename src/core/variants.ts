/**
 * The variant lines under a puzzle (docs/format.md, "Variants"):
 *
 *     #variant x windoku        the extra rules, by name
 *     #regions 111222333...     a jigsaw's nine regions, a digit or letter a cell
 *     #cages 3=r1c1+r1c2; ...   a killer's cages (cages.ts), on one line or more
 *
 * They sit right under the puzzle, before or after its progress lines. What
 * cannot be read is noted with its exact place (an unknown name, a region map
 * that is not nine connected regions of nine cells, a killer cage, which is
 * that does not read), never dropped in silence; what reads is kept.
 */
import { type Line, type LineCursor, kindOf } from './formatLines';
import { progressLineText } from './positionForms';
import { unitNameOf, variantWords } from './phrases';
import { type Cage, VARIANT_RULES, type Variant, type VariantRule } from '../shared/variant';
import { type CageNote, type CageRead, checkCages, cagesText, readCageText, sumRange } from './cages';

export const VARIANT = '#variant';
export const REGIONS = '#regions';
export const CAGE = '#cage';
export const CAGES = '#cages';

/** Names people use for each rule (lower case), besides the rule's own. */
const ALIASES: Record<string, VariantRule | 'jigsaw' | 'killer' | 'killer-x'> = {
  x: 'x',
  'sudoku-x': 'x',
  diagonal: 'x',
  diagonals: 'x',
  windoku: 'windoku',
  hyper: 'windoku',
  'anti-knight': 'anti-knight',
  antiknight: 'anti-knight',
  'anti-king': 'anti-king',
  antiking: 'anti-king',
  jigsaw: 'jigsaw',
  irregular: 'jigsaw',
  killer: 'killer',
  'sum-sudoku': 'killer',
  'killer-x': 'killer-x',
};

export type VariantNoteKind =
  /** A name no rule has (error). */
  | 'unknown-name'
  /** `#variant` with no name after it (error). */
  | 'no-name'
  /** `jigsaw` named, but no `#regions` line (error). */
  | 'jigsaw-without-regions'
  /** A region map that is not 81 cells (error; at the map). */
  | 'regions-length'
  /** A tenth kind of symbol in a region map (error; at its first cell). */
  | 'regions-symbols'
  /** A region that has not nine cells (error; at its first cell). */
  | 'region-size'
  /** A region in two or more pieces (error; at the first cell of a piece apart). */
  | 'region-split'
  /** A second `#variant` or `#regions` line: not read (warning). */
  | 'extra-line'
  /** A link's constraint this version does not solve (warning; the word is its f-puzzles name). */
  | 'link-unsupported'
  /** `killer` named, but no cage given (error). */
  | 'killer-without-cages'
  /** The cages' notes (cages.ts): errors, but for a cell listed twice in a cage (a warning). */
  | CageNote['kind'];

export interface VariantNote {
  kind: VariantNoteKind;
  /** Offsets in the text, and the 0-based line. */
  start: number;
  end: number;
  line?: number;
  /** The name or symbol the note is about. */
  word?: string;
  /** A region's count of cells, or the map's; a cage's size, or its cages' total. */
  count?: number;
  /** A cage's sum, or the total its cages should make. */
  sum?: number;
  /** A unit whose cages do not add up to 45 (cages.ts). */
  unit?: number;
}

/** The variant lines under a puzzle: what they say, and what could not be read. */
export interface VariantLines {
  /** 0-based lines and offsets, first to last variant line. */
  line: number;
  endLine: number;
  start: number;
  end: number;
  /** What reads: undefined when nothing does. */
  variant?: Variant;
  notes: VariantNote[];
}

const ERRORS: ReadonlySet<VariantNoteKind> = new Set<VariantNoteKind>([
  'unknown-name',
  'no-name',
  'jigsaw-without-regions',
  'regions-length',
  'regions-symbols',
  'region-size',
  'region-split',
  'killer-without-cages',
  'cage-syntax',
  'cage-outside',
  'cage-overlap',
  'cage-sum',
  'cage-total',
  'cage-no-cells',
]);

/** Whether a note is an error (what it is about is not solved) rather than a warning. */
export const isVariantError = (n: VariantNote): boolean => ERRORS.has(n.kind);

/**
 * The word of a variant line, '#variant', '#regions' or '#cage' (in any
 * case, then a space or the line's end), and where the rest of the line
 * starts in it; undefined for any other line.
 */
export function variantWord(text: string): { word: string; at: number } | undefined {
  const lead = text.length - text.trimStart().length;
  for (const word of [VARIANT, REGIONS, CAGE, CAGES]) {
    if (text.slice(lead, lead + word.length).toLowerCase() !== word) continue;
    const found = progressLineText(text.slice(0, lead) + word + text.slice(lead + word.length), word);
    if (found) return { word, at: found.at };
  }
  return undefined;
}

/** Reads the names of a `#variant` line: the rules, jigsaw, and notes on what is not a name. */
function readNames(
  line: Line,
  at: number,
): {
  rules: Set<VariantRule>;
  jigsaw?: { start: number; end: number };
  killer?: { start: number; end: number };
  notes: VariantNote[];
  line: number;
} {
  const rules = new Set<VariantRule>();
  const notes: VariantNote[] = [];
  let jigsaw: { start: number; end: number } | undefined;
  let killer: { start: number; end: number } | undefined;
  const re = /[^\s,+]+/g;
  const rest = line.text.slice(at);
  let m: RegExpExecArray | null;
  let any = false;
  while ((m = re.exec(rest))) {
    any = true;
    const start = line.start + at + m.index;
    const span = { start, end: start + m[0].length };
    const name = ALIASES[m[0].toLowerCase()];
    if (!name) notes.push({ kind: 'unknown-name', ...span, word: m[0] });
    else if (name === 'jigsaw') jigsaw = span;
    else if (name === 'killer' || name === 'killer-x') {
      killer = span;
      if (name === 'killer-x') rules.add('x');
    } else rules.add(name);
  }
  if (!any) notes.push({ kind: 'no-name', start: line.start, end: line.start + line.text.trimEnd().length });
  return { rules, jigsaw, killer, notes, line: line.index };
}

/**
 * Reads a region map: 81 symbols (digits or letters, spaces ignored), nine
 * kinds, each nine cells side by side. Regions are renumbered 1-9 in the
 * order their first cells come. `base` is the offset of `text` in the document.
 */
export function readRegions(text: string, base: number): { regions?: string; notes: VariantNote[] } {
  const symbols: { ch: string; at: number }[] = [];
  for (let i = 0; i < text.length; i++) if (!/\s/.test(text[i])) symbols.push({ ch: text[i], at: base + i });
  const trimmed = text.trim();
  const lead = text.length - text.trimStart().length;
  const whole = { start: base + lead, end: base + lead + trimmed.length };
  if (symbols.length !== 81)
    return { notes: [{ kind: 'regions-length', ...(trimmed ? whole : { start: base, end: base }), count: symbols.length }] };
  const order: string[] = [];
  for (const s of symbols) if (!order.includes(s.ch)) order.push(s.ch);
  if (order.length > 9) {
    const tenth = symbols.find((s) => s.ch === order[9])!;
    return { notes: [{ kind: 'regions-symbols', start: tenth.at, end: tenth.at + 1, word: tenth.ch, count: order.length }] };
  }
  const notes: VariantNote[] = [];
  for (const ch of order) {
    const cells = symbols.map((s, i) => (s.ch === ch ? i : -1)).filter((i) => i >= 0);
    const first = symbols[cells[0]];
    if (cells.length !== 9) {
      notes.push({ kind: 'region-size', start: first.at, end: first.at + 1, word: ch, count: cells.length });
      continue;
    }
    const apart = firstApart(cells);
    if (apart !== undefined) notes.push({ kind: 'region-split', start: symbols[apart].at, end: symbols[apart].at + 1, word: ch });
  }
  if (notes.length) return { notes };
  return { regions: symbols.map((s) => String(order.indexOf(s.ch) + 1)).join(''), notes };
}

/** The first cell of a region not joined, side to side, to its first cell; undefined when the region is in one piece. */
function firstApart(cells: number[]): number | undefined {
  const inRegion = new Set(cells);
  const seen = new Set([cells[0]]);
  const stack = [cells[0]];
  while (stack.length) {
    const a = stack.pop()!;
    const near = [a - 9, a + 9, a % 9 > 0 ? a - 1 : -1, a % 9 < 8 ? a + 1 : -1];
    for (const b of near) {
      if (inRegion.has(b) && !seen.has(b)) {
        seen.add(b);
        stack.push(b);
      }
    }
  }
  return cells.find((c) => !seen.has(c));
}

/**
 * The variant lines right under a puzzle (the cursor is on the line after
 * it, or after its progress lines): how many lines they take, and what they say.
 */
export function variantAfter(lines: LineCursor): { variant?: VariantLines; taken: number } {
  let k = 0;
  const notes: VariantNote[] = [];
  let names: ReturnType<typeof readNames> | undefined;
  let regions: string | undefined;
  let regionsSeen = false;
  const cageLines: { line: Line; at: number }[] = [];
  for (let line = lines.peek(0); line && kindOf(line).kind !== 'blank'; line = lines.peek(++k)) {
    const read = variantWord(line.text);
    if (!read) break;
    const { word, at } = read;
    const span = { start: line.start, end: line.start + line.text.trimEnd().length };
    const before = notes.length;
    if (word === CAGE || word === CAGES) cageLines.push({ line, at });
    else if (word === VARIANT && names) notes.push({ kind: 'extra-line', ...span, word });
    else if (word === REGIONS && regionsSeen) notes.push({ kind: 'extra-line', ...span, word });
    else if (word === VARIANT) {
      names = readNames(line, at);
      notes.push(...names.notes);
    } else {
      regionsSeen = true;
      const map = readRegions(line.text.slice(at), line.start + at);
      regions = map.regions;
      notes.push(...map.notes);
    }
    for (const n of notes.slice(before)) n.line = line.index;
  }
  if (k === 0) return { taken: 0 };
  const first = lines.peek(0)!;
  const last = lines.peek(k - 1)!;
  if (names?.jigsaw && !regionsSeen) notes.push({ kind: 'jigsaw-without-regions', ...names.jigsaw, line: names.line });
  const cages = readCageLines(cageLines, notes);
  if (names?.killer && !cageLines.length) notes.push({ kind: 'killer-without-cages', ...names.killer, line: names.line });
  const rules = VARIANT_RULES.filter((r) => names?.rules.has(r));
  const lead = first.text.length - first.text.trimStart().length;
  const variant = makeVariant(rules, regions, cages);
  return {
    variant: {
      line: first.index,
      endLine: last.index,
      start: first.start + lead,
      end: last.start + last.text.trimEnd().length,
      ...(variant ? { variant } : {}),
      notes,
    },
    taken: k,
  };
}

/** A variant from what reads; undefined when nothing does. */
export function makeVariant(rules: VariantRule[], regions?: string, cages?: Cage[]): Variant | undefined {
  if (!rules.length && !regions && !cages?.length) return undefined;
  return { rules, ...(regions ? { regions } : {}), ...(cages?.length ? { cages } : {}) };
}

/** The cages of the `#cage` and `#cages` lines, checked across the lines; their notes go to `notes`, each with its line. */
function readCageLines(cageLines: { line: Line; at: number }[], notes: VariantNote[]): Cage[] | undefined {
  if (!cageLines.length) return undefined;
  const all: CageRead[] = [];
  const found: VariantNote[] = [];
  for (const { line, at } of cageLines) {
    const read = readCageText(line.text.slice(at), line.start + at);
    all.push(...read.cages);
    found.push(...read.notes);
    if (!read.cages.length && !read.notes.length) {
      const end = line.start + line.text.trimEnd().length;
      found.push({ kind: 'cage-syntax', start: line.start + line.text.length - line.text.trimStart().length, end, word: '' });
    }
  }
  const checked = checkCages(all);
  found.push(...checked.notes);
  for (const n of found) n.line = [...cageLines].reverse().find(({ line }) => line.start <= n.start)?.line.index;
  notes.push(...found.sort((a, b) => a.start - b.start));
  return checked.cages;
}

/**
 * A puzzle's variant from its own line (a link, a killer line) and the lines
 * under it: the rules of both; the lines' regions and cages, or else the
 * line's (a second set of cages is noted, not read).
 */
export function mergeVariantLines(own: VariantLines | undefined, under: VariantLines): VariantLines {
  if (!own) return under;
  const a = own.variant;
  const b = under.variant;
  // What the lines lack, the line itself may give: a killer's cages, a jigsaw's regions.
  const lacks = (n: VariantNote) =>
    (n.kind === 'killer-without-cages' && !!a?.cages?.length) || (n.kind === 'jigsaw-without-regions' && !!a?.regions);
  const notes = [...own.notes, ...under.notes.filter((n) => !lacks(n))];
  if (a?.cages?.length && b?.cages?.length)
    notes.push({ kind: 'extra-line', start: under.start, end: under.end, line: under.line, word: CAGES });
  const rules = VARIANT_RULES.filter((r) => a?.rules.includes(r) || b?.rules.includes(r));
  const variant = makeVariant(rules, b?.regions ?? a?.regions, a?.cages?.length ? a.cages : b?.cages);
  return { ...own, endLine: under.endLine, end: under.end, ...(variant ? { variant } : {}), notes };
}

/** The solve options a puzzle's variant lines give: `{}` for a classic puzzle (so caches and keys stay as they were). */
export function variantOptions(entry: { variant?: VariantLines }): { variant?: Variant } {
  const v = entry.variant?.variant;
  return v ? { variant: v } : {};
}

/** The variant lines of a puzzle, written back: what Share and a rewrite keep under the puzzle. */
export function variantText(v: Variant): string[] {
  const out: string[] = [];
  const names = [...(v.regions ? ['jigsaw'] : []), ...(v.cages?.length ? ['killer'] : []), ...v.rules];
  if (names.length) out.push(`${VARIANT} ${names.join(' ')}`);
  if (v.regions) out.push(`${REGIONS} ${v.regions}`);
  if (v.cages?.length) out.push(`${CAGES} ${cagesText(v.cages)}`);
  return out;
}

/** What a note says, in words. */
export function variantMessage(n: VariantNote): string {
  switch (n.kind) {
    case 'unknown-name':
      return variantWords.unknownName(n.word ?? '');
    case 'no-name':
      return variantWords.noName();
    case 'jigsaw-without-regions':
      return variantWords.jigsawWithoutRegions();
    case 'regions-length':
      return variantWords.regionsLength(n.count ?? 0);
    case 'regions-symbols':
      return variantWords.regionsSymbols(n.word ?? '', n.count ?? 0);
    case 'region-size':
      return variantWords.regionSize(n.word ?? '', n.count ?? 0);
    case 'region-split':
      return variantWords.regionSplit(n.word ?? '');
    case 'extra-line':
      return variantWords.extraLine(n.word ?? '');
    case 'killer-without-cages':
      return variantWords.killerWithoutCages();
    case 'link-unsupported':
      return variantWords.linkUnsupported(n.word ?? '');
    default:
      return cageMessage(n);
  }
}

function cageMessage(n: VariantNote): string {
  switch (n.kind) {
    case 'cage-syntax':
      return n.word ? variantWords.cageWord(n.word) : variantWords.cageEmpty();
    case 'cage-outside':
      return variantWords.cageOutside(n.word ?? '');
    case 'cage-cell-twice':
      return variantWords.cageCellTwice(n.word ?? '');
    case 'cage-overlap':
      return variantWords.cageOverlap(n.word ?? '');
    case 'cage-no-cells':
      return variantWords.cageNoCells(n.sum ?? 0);
    case 'cage-sum': {
      const size = n.count ?? 0;
      if (size > 9) return variantWords.cageTooBig(size);
      const [low, high] = sumRange(size);
      return variantWords.cageSum(n.sum ?? 0, size, low, high);
    }
    case 'cage-total':
      return n.unit === undefined ? variantWords.cagesTotal(n.count ?? 0) : variantWords.unitTotal(unitNameOf(n.unit), n.count ?? 0);
    default:
      return '';
  }
}

/**
 * The common 81 + 81 form of a jigsaw: the givens, then the region map on the
 * same line, where a name would be. A name of 81 characters that reads as a
 * map (nine regions of nine connected cells) is taken as one: the puzzle
 * loses the name and gets the regions, unless a `#regions` line gives them.
 */
export function takeRegionsFromName(entry: { form: string; name?: string; line: number; end: number; variant?: VariantLines }): void {
  if (entry.form !== 'line' || entry.name?.length !== 81) return;
  const start = entry.end - 81;
  const read = readRegions(entry.name, start);
  if (!read.regions) return;
  delete entry.name;
  const lines = entry.variant;
  if (lines?.variant?.regions || lines?.notes.some((n) => n.kind.startsWith('region'))) return;
  const notes = (lines?.notes ?? []).filter((n) => n.kind !== 'jigsaw-without-regions');
  const variant: Variant = { ...(lines?.variant ?? { rules: [] }), regions: read.regions };
  entry.variant = lines ? { ...lines, variant, notes } : { line: entry.line, endLine: entry.line, start, end: entry.end, variant, notes };
}
