/** What a hover shows, as Markdown. Pure: the editor adapter only wraps it. */
import type { Inspection } from '../core/engine';
import type { Puzzle } from '../core/formats';
import type { SolveResult } from '../core/result';
import { cellName, describeStep } from '../core/describe';

const STATUS_WORDS: Record<string, string> = {
  solved: 'unique solution',
  invalid: 'invalid: duplicate givens',
  'no-solution': 'no solution',
  multiple: 'more than one solution',
  stalled: 'logic stalls (guessing is off)',
  timeout: 'not decided within the time limit',
  cancelled: 'solve cancelled',
};

/** A 9×9 Markdown table of the candidates; givens in bold, clashing givens marked. */
export function candidateTable(inspection: Inspection): string {
  const clash = new Set(inspection.conflicts.flatMap((c) => c.cells));
  const lines = ['|   | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8 | c9 |', '|---|---|---|---|---|---|---|---|---|---|'];
  for (let r = 0; r < 9; r++) {
    const cells: string[] = [];
    for (let c = 0; c < 9; c++) {
      const i = r * 9 + c;
      const given = inspection.puzzle[i];
      if (given !== '.') cells.push(clash.has(i) ? `**${given}**⚠` : `**${given}**`);
      else cells.push(inspection.candidates[i] || '∅');
    }
    lines.push(`| **r${r + 1}** | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

export function verdictLine(result: SolveResult | undefined): string {
  if (!result) return 'Verdict: not checked yet.';
  const words = STATUS_WORDS[result.status] ?? result.status;
  const difficulty = result.difficulty ? `, difficulty ${result.difficulty.rating.toFixed(1)} (${result.difficulty.name})` : '';
  return `Verdict: ${words}${difficulty}.`;
}

/** Hover over a puzzle: its candidate grid, the count of givens and the status when known. */
export function puzzleHover(entry: Puzzle, inspection: Inspection, result?: SolveResult): string {
  const title = entry.name ?? entry.meta.description ?? `Puzzle on line ${entry.line + 1}`;
  const parts = [`**${escapeMarkdown(title)}** · ${inspection.givens} givens`, '', candidateTable(inspection), '', verdictLine(result)];
  if (inspection.conflicts.length) {
    parts.push(
      '',
      `Duplicate givens: ${inspection.conflicts.map((c) => `${cellName(c.cells[0])} and ${cellName(c.cells[1])} (${c.digit})`).join('; ')}.`,
    );
  }
  return parts.join('\n');
}

/** Hover over one cell's character: its candidates, and in a solved puzzle its digit and the step that placed it. */
export function cellHover(cell: number, inspection: Inspection, result?: SolveResult): string {
  const name = cellName(cell);
  const given = inspection.puzzle[cell];
  const lines: string[] = [];
  if (given !== '.') lines.push(`**${name}**: given ${given}`);
  else {
    const cands = inspection.candidates[cell];
    lines.push(`**${name}**: candidates ${cands ? cands.split('').join(' ') : 'none (no digit fits)'}`);
  }
  if (result?.solution && given === '.') {
    const digit = result.solution[cell];
    const step = result.steps.find((s) => s.placed.some((p) => p.cell === cell));
    const how = step ? `, placed at step ${step.n}: ${describeStep(step)}` : '';
    lines.push('', `Solution: ${digit}${how}.`);
  }
  return lines.join('\n');
}

/**
 * Characters Markdown would read as formatting, escaped so names show as
 * typed. ':' and '@' too: the hover would otherwise turn a bare URL or e-mail
 * address into a live link.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>:@~&]/g, (ch) => `\\${ch}`);
}
