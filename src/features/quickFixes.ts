/** Quick-fix edits as plain text replacements; the editor adapter wraps them in a WorkspaceEdit. */
import { Puzzle, toGrid, toLine } from '../core/formats';

export interface TextEdit {
  start: number;
  end: number;
  newText: string;
}

/** Rewrites the blanks written as 0 or _ as '.', cell by cell. */
export function blanksToDots(text: string, entry: Puzzle): TextEdit[] {
  return entry.offsets.filter((o) => text[o] === '0' || text[o] === '_').map((o) => ({ start: o, end: o + 1, newText: '.' }));
}

/** Replaces a grid block with the one-line form. */
export function gridToLine(entry: Puzzle, blank = entry.blank): TextEdit {
  return { start: entry.start, end: entry.end, newText: toLine(entry.cells, blank) };
}

/**
 * Replaces a one-line puzzle with a decorated grid. A grid has no name, so the
 * name moves to a #D line above it, or, when the puzzle already has a #D
 * line, to a comment line: the user's text is never dropped.
 */
export function lineToGrid(entry: Puzzle, blank = '.', eol = '\n'): TextEdit {
  const grid = toGrid(entry.cells, blank).split('\n').join(eol);
  const name = !entry.name ? '' : entry.meta.description === undefined ? `#D ${entry.name}${eol}` : `# ${entry.name}${eol}`;
  return { start: entry.start, end: entry.end, newText: name + grid };
}

/** Blanks out one given (a duplicate). */
export function removeGiven(entry: Puzzle, cell: number, blank = entry.blank): TextEdit {
  const at = entry.offsets[cell];
  return { start: at, end: at + 1, newText: blank };
}

/**
 * The solution written below the puzzle, in the puzzle's own form. `lineEnd`
 * is the offset of the end of the puzzle's last line.
 */
export function solutionBelow(entry: Puzzle, solution: string, lineEnd: number, eol = '\n'): TextEdit {
  let body: string;
  if ((entry.form === 'grid' || entry.form === 'block') && entry.lines) {
    // Same decoration as the puzzle: each cell character replaced in place.
    const chars = entry.lines.join(eol).split('');
    entry.offsets.forEach((o, i) => {
      chars[o - entry.lineStart] = solution[i];
    });
    body = chars.join('');
  } else if (entry.form === 'comma') {
    const rows: string[] = [];
    for (let r = 0; r < 9; r++)
      rows.push(`${solution.slice(r * 9, r * 9 + 3)},${solution.slice(r * 9 + 3, r * 9 + 6)},${solution.slice(r * 9 + 6, r * 9 + 9)}`);
    body = rows.join(',,');
  } else {
    body = `${solution}${entry.name ? ` ${entry.name} (solution)` : ' solution'}`;
  }
  return { start: lineEnd, end: lineEnd, newText: `${eol}${eol}# Solution${eol}${body}` };
}
