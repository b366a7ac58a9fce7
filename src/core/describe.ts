/** Words and pictures for results: used by the CLI, the hover and the panel. */
import type { Guess, SolveResult } from '../shared/result';
import { digitSet, duration, givensCount, guessColumns, outcomeWord, resultDifficulty, statementsCount, statusWord } from './phrases';

export { cellName, describeStep, difficultyLabel } from './phrases';
export { chainSentence } from './chainWords';
export { stepSentence } from './stepWords';

/** Counts how often each technique was used on the way to the answer, hardest first. */
export function techniqueSummary(result: SolveResult): { name: string; rating: number; count: number }[] {
  const counts = new Map<string, { name: string; rating: number; count: number }>();
  for (const s of result.steps) {
    const c = counts.get(s.technique) ?? { name: s.name, rating: s.rating, count: 0 };
    c.count++;
    counts.set(s.technique, c);
  }
  return [...counts.values()].sort((a, b) => b.rating - a.rating || b.count - a.count);
}

export function guessTable(guesses: Guess[]): string[] {
  const rows = [guessColumns()];
  for (const g of guesses)
    rows.push([String(g.n), String(g.row), String(g.col), String(g.value), digitSet(g.choices), String(g.depth), outcomeWord(g.outcome)]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) =>
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
}

export function statusLine(result: SolveResult): string {
  const parts: string[] = [statusWord(result.status)];
  const difficulty = resultDifficulty(result);
  if (difficulty) parts.push(difficulty);
  parts.push(givensCount(result.givens), duration(result.stats.ms), statementsCount(result.stats.statements));
  return parts.join(' · ');
}
