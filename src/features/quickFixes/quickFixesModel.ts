/** Quick-fix edits as plain text replacements; the editor adapter wraps them in a WorkspaceEdit. */
import { Malformed, Problem, Puzzle, toGrid, toLine } from '../../core/formats';
import { fixes } from '../../core/phrases';

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

// --- fixes for what is not a puzzle yet --------------------------------------

/** A fix for a problem the parser found: its title, its edits, and whether it is the one to apply. */
export interface MalformedFix {
  title: string;
  edits: TextEdit[];
  /** It makes the puzzle whole: 81 cells, or a row of 9. */
  preferred: boolean;
}

const BLANKS = '.0_';
const isCellChar = (ch: string) => (ch >= '0' && ch <= '9') || ch === '.' || ch === '_';

/**
 * The fixes a new user expects for a problem, and only those whose intent is
 * clear: a stray character becomes a blank or goes; a full-width digit
 * becomes its digit; a line of 80 cells (or a row of 8) gets a blank at its
 * end; one of 82 (or a row of 10) that ends in a blank loses it. A line that
 * is a given short or long, or a grid with rows missing, gets none: where the
 * cell went missing is anyone's guess.
 */
export function malformedFixes(text: string, entry: Malformed, problem: Problem): MalformedFix[] {
  switch (problem.code) {
    case 'bad-character':
      return strayFixes(text, entry, problem);
    case 'full-width-digit': {
      const ch = text.slice(problem.start, problem.end);
      const digit = String.fromCharCode(ch.charCodeAt(0) - 0xff10 + 48);
      return [{ title: fixes.wideToDigit(`'${ch}'`, digit), edits: [{ ...problem, newText: digit }], preferred: true }];
    }
    case 'wrong-length':
      // The one-line form only: its cells are the first word of the line.
      if (entry.form !== 'line' || entry.problems.some((p) => p.code !== 'wrong-length')) return [];
      return lengthFixes(
        text,
        entry,
        cellsIn(text, entry.start, wordEnd(text, entry.start)),
        81,
        fixes.addBlankAtEnd,
        fixes.dropBlankAtEnd,
      );
    case 'bad-row':
      if (entry.problems.some((p) => p.code !== 'bad-row' && p.code !== 'wrong-length')) return [];
      return lengthFixes(text, entry, cellsIn(text, problem.start, problem.end), 9, fixes.addBlankToRow, fixes.dropBlankFromRow);
    default:
      return [];
  }
}

/** A stray character: replaced by a blank where it stands for a cell, deleted where it is extra. */
function strayFixes(text: string, entry: Malformed, problem: Problem): MalformedFix[] {
  const shown = shownChar(text.slice(problem.start, problem.end));
  const stray = entry.problems.filter((p) => p.code === 'bad-character').length;
  const meant = entry.cellCount + entry.problems.filter((p) => p.code === 'full-width-digit').length;
  const at = { start: problem.start, end: problem.end };
  return [
    { title: fixes.strayToBlank(shown), edits: [{ ...at, newText: blankOf(text, entry) }], preferred: meant + stray === 81 },
    { title: fixes.deleteStray(shown), edits: [{ ...at, newText: '' }], preferred: meant === 81 },
  ];
}

/**
 * One cell short or one over: a blank added after the last cell, or the last
 * cell dropped when it is a blank (dropping a given would lose what was typed).
 * In a spaced row ("1 2 3") the space goes with it.
 */
function lengthFixes(
  text: string,
  entry: Malformed,
  cells: number[],
  want: number,
  addTitle: () => string,
  dropTitle: () => string,
): MalformedFix[] {
  const last = cells[cells.length - 1];
  if (last === undefined) return [];
  const spaced = cells.length > 1 && text[last - 1] === ' ';
  const whole = (delta: number) => entry.cellCount + delta === 81;
  if (cells.length === want - 1) {
    const newText = `${spaced ? ' ' : ''}${blankOf(text, entry)}`;
    return [{ title: addTitle(), edits: [{ start: last + 1, end: last + 1, newText }], preferred: whole(1) }];
  }
  if (cells.length === want + 1 && BLANKS.includes(text[last])) {
    return [{ title: dropTitle(), edits: [{ start: spaced ? last - 1 : last, end: last + 1, newText: '' }], preferred: whole(-1) }];
  }
  return [];
}

/** The offsets of the cell characters from start to end. */
function cellsIn(text: string, start: number, end: number): number[] {
  const out: number[] = [];
  for (let i = start; i < end; i++) if (isCellChar(text[i])) out.push(i);
  return out;
}

/** Where the word that starts at `start` ends. */
function wordEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length && !/\s/.test(text[i])) i++;
  return i;
}

/** The blank a broken puzzle's text uses most ('.', '0' or '_'): a fix writes the same. */
function blankOf(text: string, entry: Malformed): string {
  const counts = [0, 0, 0];
  for (let i = entry.start; i < entry.end; i++) {
    const k = BLANKS.indexOf(text[i]);
    if (k >= 0) counts[k]++;
  }
  return BLANKS[counts.indexOf(Math.max(...counts))];
}

/** A character as a fix's title names it: itself in quotes when visible, else its code point. */
function shownChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(ch) ? `'${ch}'` : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

// --- fixes for variant lines ------------------------------------------------

/**
 * A cell listed twice in a cage: the repeat goes, with the separator before
 * it. Only where the repeat is written as the one cell (`r1c12` names two).
 */
export function cageRepeatFix(text: string, note: { start: number; end: number; word?: string }): TextEdit | undefined {
  if (!note.word || text.slice(note.start, note.end).toLowerCase() !== note.word) return undefined;
  let start = note.start;
  while (start > 0 && /[ \t+,]/.test(text[start - 1])) start--;
  return { start, end: note.end, newText: '' };
}
