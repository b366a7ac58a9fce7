/** Words and pictures for results: used by the CLI, the hover and the panel. */
import type { Guess, SolveResult, Step } from './result';

export const cellName = (cell: number): string => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

function listDigits(items: { cell: number; d: number }[]): string {
  const byDigit = new Map<number, number[]>();
  for (const { cell, d } of items) byDigit.set(d, [...(byDigit.get(d) ?? []), cell]);
  return [...byDigit.entries()].map(([d, cells]) => `${d} from ${cells.map(cellName).join(', ')}`).join('; ');
}

/** One line in plain words, e.g. "Naked pair {2,7} in row 3 (r3c1, r3c5): removes 2 from r3c4". */
export function describeStep(step: Step): string {
  if (step.technique === 'guess') {
    const p = step.placed[0];
    return `Guess #${step.guess}: try ${p.d} in ${cellName(p.cell)}`;
  }
  const where = step.unit ? ` in ${step.unit}` : '';
  if (step.placed.length > 0) {
    const p = step.placed[0];
    return `${step.name}${where}: ${p.d} goes in ${cellName(p.cell)}`;
  }
  const digits = step.digits.length > 1 ? ` {${step.digits.join(',')}}` : ` (${step.digits.join('')})`;
  const cells = step.cells.length ? ` at ${step.cells.map(cellName).join(', ')}` : '';
  return `${step.name}${digits}${where}${cells}: removes ${listDigits(step.removed)}`;
}

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

/** A 9x9 board as text, with box lines. `cells` is 81 characters. */
export function boardLines(cells: string): string[] {
  const out: string[] = [];
  for (let r = 0; r < 9; r++) {
    if (r === 3 || r === 6) out.push('------+-------+------');
    const row = [...cells.slice(r * 9, r * 9 + 9)].map((ch) => (ch >= '1' && ch <= '9' ? ch : '.'));
    out.push(`${row.slice(0, 3).join(' ')} | ${row.slice(3, 6).join(' ')} | ${row.slice(6, 9).join(' ')}`);
  }
  return out;
}

export function guessTable(guesses: Guess[]): string[] {
  const rows = [['#', 'row', 'col', 'value', 'choices', 'depth', 'outcome']];
  for (const g of guesses) rows.push([String(g.n), String(g.row), String(g.col), String(g.value), g.choices, String(g.depth), g.outcome]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) =>
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
}

export function statusLine(result: SolveResult): string {
  const parts: string[] = [result.status];
  if (result.difficulty) parts.push(`difficulty ${result.difficulty.rating.toFixed(1)} (${result.difficulty.name})`);
  parts.push(`${result.givens} givens`, `${result.stats.ms} ms`, `${result.stats.statements} SQL statements`);
  return parts.join(' · ');
}
