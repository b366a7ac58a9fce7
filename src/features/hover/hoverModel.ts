/** What a hover shows, as Markdown. Pure: the editor adapter only wraps it. */
import type { Inspection } from '../../shared/result';
import type { Puzzle } from '../../core/formats';
import type { SolveResult } from '../../shared/result';
import {
  conflictsPhrase,
  givensCount,
  hoverCellAnswer,
  hoverCellCandidates,
  hoverCellGiven,
  hoverGridCounts,
  hoverGridLegend,
  hoverVerdict,
  puzzleTitle,
  shorten,
} from '../../core/phrases';
import { markdownNames, markdownText } from '../../core/markdownText';
import { stepSentence } from '../../core/stepWords';
import { type TextGridStyle, columnWidths, textGridFrameWidth, textGridLayout, textGridLines } from '../../shared/boardLayout';

/**
 * The widest line of the candidate grid. A hover beside the panel is about
 * 500 px wide and wraps longer lines, which breaks the grid apart: 52
 * characters of the editor's font fit.
 */
export const HOVER_GRID_MAX_CHARS = 52;
/**
 * The grid of an editor that has the window to itself: VS Code lets a hover grow to 750 px (or two
 * thirds of the editor) and gives wider lines a scroll bar, which would hide row 9; 80 characters fit.
 */
export const HOVER_GRID_FULL_CHARS = 80;

/**
 * How wide the grid may be: the setting (`sudoku.hover.gridWidth`) when the
 * editor shares the window with another group (the panel beside it), where a
 * hover is narrow; every candidate when the editor is alone, where a hover
 * grows as wide as its lines.
 */
export function hoverGridWidth(setting: number, editorGroups: number): number {
  return editorGroups > 1 ? setting : Math.max(setting, HOVER_GRID_FULL_CHARS);
}

/** The longest title above the grid: with the count of givens it fits one line of a narrow hover. */
export const HOVER_TITLE_MAX = 36;
/** The hover's grid: row labels, a space between cells. */
const HOVER_GRID: TextGridStyle = { cellGap: 1, framed: false, labelWidth: 3 };
/** The row label and the gaps between cells and boxes: a line is this plus its cells' widths. */
const GRID_FRAME_CHARS = textGridFrameWidth(HOVER_GRID);

/**
 * The candidates as a fixed-width grid in a code block, rows r1 to r9 with box lines: "[5]"
 * for a given ("!" after a duplicate), the candidates of an empty cell, and "-"
 * for a cell with none. Columns are as wide as their widest cell, so digits
 * of neighbouring cells never run together; where that would be wider than
 * `maxChars`, a cell with more candidates than fit shows the first of them
 * and a "+", "1245+" (a hover over the cell lists them all): a count, "(6)",
 * read as the digit 6.
 */
export function candidateTable(inspection: Inspection, maxChars = HOVER_GRID_MAX_CHARS): string {
  const clash = new Set(inspection.conflicts.flatMap((c) => c.cells));
  const given = (i: number) => (clash.has(i) ? `[${inspection.puzzle[i]}]!` : `[${inspection.puzzle[i]}]`);
  const full = (i: number) => (inspection.puzzle[i] !== '.' ? given(i) : inspection.candidates[i] || '-');
  const widthsWith = (fit: number) =>
    columnWidths((i) => (inspection.puzzle[i] !== '.' ? full(i).length : Math.min(full(i).length, fit)), 2);
  // The most candidates a cell shows in full: all nine, unless the grid would then be too wide.
  let fit = 9;
  while (fit > 4 && GRID_FRAME_CHARS + widthsWith(fit).reduce((a, w) => a + w, 0) > maxChars) fit--;
  const layout = textGridLayout(HOVER_GRID, widthsWith(fit));
  const texts = Array.from({ length: 81 }, (_, i) =>
    full(i).length > fit && inspection.puzzle[i] === '.' ? `${full(i).slice(0, fit - 1)}+` : full(i),
  );
  const lines = textGridLines(
    texts,
    layout,
    Array.from({ length: 9 }, (_, r) => `r${r + 1}`),
  );
  return ['```text', ...lines, '```'].join('\n');
}

/** Whether the candidate grid shows some cells' candidates cut short ("1245+"; a box rule's "-+-" is no cell). */
function countsShown(table: string): boolean {
  return /\d\+/.test(table);
}

export function verdictLine(result: SolveResult | undefined): string {
  return hoverVerdict(result && markdownNames(result));
}

/** Hover over a puzzle: its candidate grid, the count of givens and the status when known. */
export function puzzleHover(entry: Puzzle, inspection: Inspection, result?: SolveResult, gridWidth = HOVER_GRID_MAX_CHARS): string {
  // A hover is at most about 250 px tall: one short line above the grid, so that row 9 shows however narrow
  // the hover. The verdict, which the lens shows too, comes after the grid.
  const table = candidateTable(inspection, gridWidth);
  const parts = [
    `**${markdownText(shorten(puzzleTitle(entry), HOVER_TITLE_MAX))}** · ${givensCount(inspection.givens)}`,
    '',
    table,
    '',
    verdictLine(result),
    '',
    countsShown(table) ? `${hoverGridLegend()} ${hoverGridCounts()}` : hoverGridLegend(),
  ];
  if (inspection.conflicts.length) parts.push('', conflictsPhrase(inspection.conflicts));
  return parts.join('\n');
}

/**
 * Hover over one cell's character: its candidates. Its answer (digit and the
 * step that placed it) only when asked for with `showAnswers`: a hover must not
 * spoil the puzzle.
 */
export function cellHover(cell: number, inspection: Inspection, result?: SolveResult, showAnswers = false): string {
  const given = inspection.puzzle[cell];
  const lines: string[] = [];
  if (given !== '.') lines.push(`**${hoverCellGiven(cell, given)}**`);
  else lines.push(`**${hoverCellCandidates(cell, inspection.candidates[cell])}**`);
  if (showAnswers && result?.solution && given === '.') {
    const step = markdownNames(result).steps.find((s) => s.placed.some((p) => p.cell === cell));
    lines.push('', hoverCellAnswer(result.solution[cell], step, step && stepSentence(step)));
  }
  return lines.join('\n');
}
