/** Reading the solver's `.sql` files: technique headers. */
import { engineSays } from './phrases';

export interface TechniqueHeader {
  name: string;
  rating: number;
  rule: string;
  /** The implications a chain technique reads (`-- Chains: x|xy|nishio|dynamic`). */
  chains?: string;
  /** `-- Needs: unique`: sound only in a puzzle known to have one solution. */
  needsUnique?: boolean;
  /** `-- Needs: variant`: speaks of a variant's extra units, so it runs only on variants (src/core/variants.ts). */
  needsVariant?: boolean;
  /** `-- Needs: cages`: speaks of a killer's cages, so it runs only when the puzzle has them. */
  needsCages?: boolean;
  /**
   * `-- Group: <name>`: techniques tried together, as one of Sudoku
   * Explainer's rules covers them all; the easiest findings of the group win.
   */
  group?: string;
  /** `-- Summary: <words>`: what it covers, for the tables of techniques (README, docs/techniques.md). */
  summary?: string;
}

/**
 * Reads the header comment every technique file starts with:
 * `-- Technique: <name>`, `-- Rating: <n>` and a `-- Rule: ...` paragraph.
 */
export function parseTechniqueHeader(file: string, sql: string): TechniqueHeader {
  const lines = sql.split(/\r?\n/);
  const comment: string[] = [];
  for (const line of lines) {
    if (!line.startsWith('--')) break;
    comment.push(line.replace(/^--\s?/, ''));
  }
  const field = (key: string): string | undefined =>
    comment
      .find((l) => l.toLowerCase().startsWith(key.toLowerCase() + ':'))
      ?.slice(key.length + 1)
      .trim();
  const name = field('Technique');
  const rating = Number(field('Rating'));
  if (!name || !Number.isFinite(rating)) {
    throw new Error(engineSays.techniqueHeader(file));
  }
  const ruleStart = comment.findIndex((l) => l.startsWith('Rule:'));
  const rule: string[] = [];
  if (ruleStart >= 0) {
    rule.push(comment[ruleStart].slice(5).trim());
    for (const l of comment.slice(ruleStart + 1)) {
      if (!l.trim()) break;
      rule.push(l.trim());
    }
  }
  const chains = field('Chains');
  const needsUnique = field('Needs') === 'unique';
  const needsVariant = field('Needs') === 'variant';
  const needsCages = field('Needs') === 'cages';
  const group = field('Group');
  const summary = field('Summary');
  return {
    name,
    rating,
    rule: rule.join(' '),
    ...(chains ? { chains } : {}),
    ...(needsUnique ? { needsUnique } : {}),
    ...(needsVariant ? { needsVariant } : {}),
    ...(needsCages ? { needsCages } : {}),
    ...(group ? { group } : {}),
    ...(summary ? { summary } : {}),
  };
}
