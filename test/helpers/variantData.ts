/** The variant puzzles of test/data/variants (see its PROVENANCE.md), with their rules for the engine and for the independent checker. */
import * as fs from 'fs';
import * as path from 'path';
import type { Variant, VariantRule } from '../../src/shared/variant';
import type { VariantRules } from './variantChecker';
import { DATA } from './engine';

export interface VariantPuzzle {
  file: string;
  name: string;
  givens: string;
  solution: string;
  /** As the engine takes it. */
  variant: Variant;
  /** As the checker takes it. */
  rules: VariantRules;
  /** The puzzle's variant lines, as a .sudoku file writes them. */
  lines: string[];
}

function rows(file: string): Record<string, string>[] {
  const [head, ...body] = fs
    .readFileSync(path.join(DATA, 'variants', file), 'utf8')
    .split(/\r?\n/)
    .filter(Boolean);
  const cols = head.split('\t');
  return body.map((l) => Object.fromEntries(l.split('\t').map((v, i) => [cols[i], v])));
}

/** Region ids renumbered 1-9 in the order their first cells come, as the engine takes them. */
function renumber(map: string): string {
  const order: string[] = [];
  for (const ch of map) if (!order.includes(ch)) order.push(ch);
  return [...map].map((ch) => String(order.indexOf(ch) + 1)).join('');
}

function make(file: string, name: string, givens: string, solution: string, words: string[], regions: string): VariantPuzzle {
  const rules = (['x', 'windoku', 'anti-knight', 'anti-king'] as VariantRule[]).filter((r) => words.includes(r));
  const jig = regions ? renumber(regions) : undefined;
  const variant: Variant = { rules, ...(jig ? { regions: jig } : {}) };
  const lines = [`#variant ${words.join(' ')}`, ...(jig ? [`#regions ${regions}`] : [])];
  return {
    file,
    name,
    givens,
    solution,
    variant,
    rules: {
      x: rules.includes('x'),
      windoku: rules.includes('windoku'),
      antiKnight: rules.includes('anti-knight'),
      antiKing: rules.includes('anti-king'),
      ...(regions ? { regions } : {}),
    },
    lines,
  };
}

/** Every variant puzzle kept for the tests: the copied ones first, then the generated ones. */
export function variantPuzzles(): VariantPuzzle[] {
  const out: VariantPuzzle[] = [];
  for (const file of ['x_sudoku.tsv', 'windoku.tsv', 'jigsaw.tsv']) {
    for (const r of rows(file)) {
      const words = [...(r.regions ? ['jigsaw'] : []), ...(r.diagonals === '1' ? ['x'] : []), ...(r.windoku === '1' ? ['windoku'] : [])];
      out.push(make(file, r.name, r.givens, r.solution, words, r.regions));
    }
  }
  for (const r of rows('generated.tsv')) out.push(make('generated.tsv', r.name, r.givens, r.solution, r.variant.split(' '), r.regions));
  return out;
}
