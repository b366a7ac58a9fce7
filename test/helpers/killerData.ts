/**
 * The killers of test/data/variants/killer.tsv (see its PROVENANCE.md), read
 * for the tests only: the `cages` column, `sum=r1c1+r1c2;...`, becomes the
 * engine's cages and the checker's. Written here, not taken from the
 * extension's own readers of killer text (src/core/variants.ts).
 */
import * as fs from 'fs';
import * as path from 'path';
import type { Cage, Variant } from '../../src/shared/variant';
import type { VariantRules } from './variantChecker';
import { DATA } from './engine';

export interface KillerPuzzle {
  /** Its row in the file, 1 for the first puzzle (the header is row 0). */
  row: number;
  name: string;
  /** 'killer' or 'killer+x'. */
  kind: string;
  givens: string;
  solution: string;
  cages: Cage[];
  /** As the engine takes it. */
  variant: Variant;
  /** As the checker takes it (the units and peers; the cages apart). */
  rules: VariantRules;
}

/** `3=r1c1+r1c2;15=r1c3+r1c4+r1c5` as cages, cells 0-80 ascending; throws on anything else. */
export function readCages(text: string): Cage[] {
  if (!text.trim()) return [];
  return text.split(';').map((part) => {
    const m = /^(\d+)=(r[1-9]c[1-9](?:\+r[1-9]c[1-9])*)$/.exec(part.trim());
    if (!m) throw new Error(`not a cage: '${part}'`);
    const cells = m[2].split('+').map((rc) => (Number(rc[1]) - 1) * 9 + Number(rc[3]) - 1);
    return { sum: Number(m[1]), cells: cells.sort((a, b) => a - b) };
  });
}

/** Every killer of test/data/variants/killer.tsv, in file order. */
export function killerPuzzles(): KillerPuzzle[] {
  const [head, ...body] = fs
    .readFileSync(path.join(DATA, 'variants', 'killer.tsv'), 'utf8')
    .split(/\r?\n/)
    .filter(Boolean);
  const cols = head.split('\t');
  return body.map((line, i) => {
    const r = Object.fromEntries(line.split('\t').map((v, j) => [cols[j], v]));
    const x = r.diagonals === '1';
    const cages = readCages(r.cages);
    return {
      row: i + 1,
      name: r.name || `${r.collection} line ${r.source_line}`,
      kind: r.variant,
      givens: r.givens,
      solution: r.solution,
      cages,
      variant: { rules: x ? ['x'] : [], cages },
      rules: { x },
    };
  });
}
