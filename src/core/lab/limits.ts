/**
 * What a user technique may use, and the shape its findings must have beyond
 * `act`, `cell` and `d` (guard.ts checks those in SQL): bounds that keep a
 * careless or hostile technique from eating memory or time after it ran.
 * docs/technique-api.md lists them ("Memory", "What a technique writes").
 */

export const LAB_LIMITS = {
  /**
   * SQLite's own heap, in MiB (PRAGMA hard_heap_limit). It is the whole
   * sql.js module's, and the pragma can only lower it: the engine sets it
   * once, far above what the built-in solver needs (about 20 MiB).
   */
  heapMib: 128,
  /** A worker whose WASM heap grew past this (MiB) is retired after its job: WASM memory never shrinks. */
  retireMib: 96,
  /** Rows a technique may insert into `found` in one run, and their bytes (MiB) all columns together. */
  foundRows: 10_000,
  foundMib: 8,
  /** Cells in one finding's pattern: the board has 81. */
  patternCells: 81,
  /** Chain ends ('src:cell:d:truth') in one finding's chain, and in one run's distinct chains together. */
  chainEnds: 100,
  chainEndsPerRun: 2_000,
  /** A technique file is small: a larger one is refused rather than read (the CLI and the editor alike). */
  fileMib: 1,
  /** Statements in a technique file: the built-in ones have one to five. */
  statements: 1_000,
  /** How long reading and checking one technique file may take in a worker before the worker is stopped. */
  readMs: 10_000,
} as const;

/** The lab's own triggers (guard.ts): what they read and write is not the technique's (see read.ts, statementEffects). */
export const LAB_TRIGGER_PREFIX = 'lab_guard_';

const MIB = 1024 * 1024;
export const HEAP_LIMIT_BYTES = LAB_LIMITS.heapMib * MIB;
export const RETIRE_BYTES = LAB_LIMITS.retireMib * MIB;
export const TECHNIQUE_MAX_BYTES = LAB_LIMITS.fileMib * MIB;

/** A text's size in UTF-8 bytes, without encoding it. */
export function utf8Bytes(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** What is wrong with a finding's pattern, digits, unit or chain, in words for the report; undefined when nothing is. */
export type FindingFault = { column: 'pattern' | 'digits' | 'unit' | 'chain'; value: string } | { column: 'chain-total'; value: string };

/** A value as a report shows it: short, on one line. */
export function shownValue(v: unknown): string {
  const text = String(v).replace(/\s+/g, ' ');
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function badPattern(pattern: unknown): boolean {
  const text = String(pattern);
  // At most 81 cells of at most two digits each, with their commas: checked before it is split.
  if (text.length > LAB_LIMITS.patternCells * 3) return true;
  const cells = text.split(',');
  return cells.length > LAB_LIMITS.patternCells || cells.some((c) => !/^\d{1,2}$/.test(c) || Number(c) > 80);
}

const badDigits = (digits: unknown) => !/^[1-9]{0,9}$/.test(String(digits));
const badUnit = (unit: unknown) => unit !== null && (typeof unit !== 'number' || !Number.isInteger(unit) || unit < 0 || unit > 26);

/** Chain ends, each 'src:cell:d:truth' with src = 20 * cell + 2 * d + truth of the assumption. */
function chainEnds(chain: string): number | undefined {
  const ends = chain.split(' ').filter(Boolean);
  if (ends.length > LAB_LIMITS.chainEnds) return undefined;
  for (const end of ends) {
    const m = /^(\d{1,4}):(\d{1,2}):(\d):([01])$/.exec(end);
    if (!m || Number(m[1]) >= 81 * 20 || Number(m[2]) > 80 || m[3] === '0') return undefined;
  }
  return ends.length;
}

/** The first fault among a run's findings (their distinct unit, pattern, digits, chain). */
export function findingFault(rows: unknown[][]): FindingFault | undefined {
  let ends = 0;
  for (const [unit, pattern, digits, chain] of rows) {
    if (badUnit(unit)) return { column: 'unit', value: shownValue(unit) };
    if (badPattern(pattern)) return { column: 'pattern', value: shownValue(pattern) };
    if (badDigits(digits)) return { column: 'digits', value: shownValue(digits) };
    if (chain === null || chain === '') continue;
    const n = typeof chain === 'string' && chain.length <= LAB_LIMITS.chainEnds * 16 ? chainEnds(chain) : undefined;
    if (n === undefined) return { column: 'chain', value: shownValue(chain) };
    ends += n;
    if (ends > LAB_LIMITS.chainEndsPerRun) return { column: 'chain-total', value: String(LAB_LIMITS.chainEndsPerRun) };
  }
  return undefined;
}
