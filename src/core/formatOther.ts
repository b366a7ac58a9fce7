/** Forms other tools write: a pencil-mark grid, a SudokuWiki link. Linear scans, no backtracking patterns. */
import type { Entry, Problem, Puzzle, PuzzleMeta } from './formats';
import { CELL, Line, LineCursor, classAt, isPencilBorder, isSpace, pairAt, parserWork } from './formatLines';
import { characterProblems, summarize } from './formatProblems';
import { parsing } from './phrases';

/** The words of a pencil-mark row, `| 1 23 . | ...`, split at spaces and bars; undefined unless the row starts and ends with a bar. */
function pencilRow(t: string): { at: number; word: string }[] | undefined {
  let from = 0;
  let to = t.length;
  while (from < to && isSpace(t.charCodeAt(from))) from++;
  while (to > from && isSpace(t.charCodeAt(to - 1))) to--;
  if (to - from < 2 || t[from] !== '|' || t[to - 1] !== '|') return undefined;
  const words: { at: number; word: string }[] = [];
  let k = from;
  while (k < to) {
    while (k < to && (t[k] === '|' || isSpace(t.charCodeAt(k)))) k++;
    const at = k;
    while (k < to && t[k] !== '|' && !isSpace(t.charCodeAt(k))) k++;
    if (k > at) words.push({ at, word: t.slice(at, k) });
    if (words.length > 9) return undefined;
  }
  return words;
}

const isCandidates = (w: string) => {
  for (let k = 0; k < w.length; k++) if (w[k] < '1' || w[k] > '9') return false;
  return true;
};

/**
 * A pencil-mark grid, in the bordered form forums use (HoDoKu, Sudoku
 * Explainer): nine rows of nine cells between `|` bars, a solved cell as its
 * digit, an empty one as its candidates. A single digit reads as a given (the
 * form cannot tell a given from a cell with one candidate left).
 */
export function pencilMarks(lines: LineCursor, meta: PuzzleMeta): { entry: Puzzle; taken: number } | undefined {
  const first = lines.peek(0)!;
  if (!isPencilBorder(first.text)) return undefined;
  const offsets: number[] = [];
  const cells: string[] = [];
  const candidates: string[] = [];
  let j = 1;
  let rows = 0;
  let multi = false;
  for (; rows < 9; j++) {
    const line = lines.peek(j);
    if (!line) break;
    const t = line.text;
    parserWork.visited += t.length;
    if (rows % 3 === 0 && rows > 0 && isPencilBorder(t)) continue;
    const words = pencilRow(t);
    if (!words || words.length !== 9) return undefined;
    for (const { at, word } of words) {
      const given = word.length === 1 && word >= '1' && word <= '9';
      if (!isCandidates(word) && !(word.length === 1 && '.0_'.includes(word))) return undefined;
      offsets.push(line.start + at);
      cells.push(given ? word : '.');
      candidates.push(given ? '' : word.replace(/[^1-9]/g, ''));
      if (word.length > 1) multi = true;
    }
    rows++;
  }
  // Nine rows, with at least one cell of several candidates (else it is a plain grid).
  if (rows !== 9 || !multi) return undefined;
  const after = lines.peek(j);
  const lastAt = after && isPencilBorder(after.text) ? j : j - 1;
  const last = lines.peek(lastAt)!;
  const end = last.start + last.text.trimEnd().length;
  return {
    entry: {
      kind: 'puzzle',
      form: 'pencil-marks',
      start: first.start + (first.text.length - first.text.trimStart().length),
      end,
      line: first.index,
      endLine: last.index,
      meta,
      cells: cells.join(''),
      offsets,
      blank: '.',
      lineStart: first.start,
      candidates,
    },
    taken: lastAt + 1,
  };
}

const HOST = 'sudokuwiki.org/';

/** Where a SudokuWiki address that has its host at `host` starts: at its `http://` or `https://`, else -1. */
function addressStart(lower: string, host: number): number {
  let s = host;
  if (lower.startsWith('www.', s - 4)) s -= 4;
  if (lower.startsWith('https://', s - 8)) return s - 8;
  if (lower.startsWith('http://', s - 7)) return s - 7;
  return -1;
}

/** The `bd=` parameter of an address from `from` to `to`: where its value starts, and whether it follows `#` (a fragment, not a parameter). */
function boardParameter(t: string, from: number, to: number): { at: number; fragment: boolean } | undefined {
  for (let p = t.indexOf('bd=', from); p >= 0 && p < to; p = t.indexOf('bd=', p + 3)) {
    const before = t[p - 1];
    if (before === '?' || before === '&') return { at: p + 3, fragment: false };
    if (before === '#') return { at: p + 3, fragment: true };
  }
  return undefined;
}

/**
 * A SudokuWiki solver link: the puzzle is its `bd` parameter, 81 digits with
 * 0 for a blank. A link with a `bd` that is not 81 cells (80 or 82 digits, a
 * letter among them, `#bd=` for `?bd=`) is reported, on the place.
 */
export function sudokuWiki(line: Line, meta: PuzzleMeta): { entry: Entry; taken: number } | undefined {
  const t = line.text;
  if (t.indexOf('bd=') < 0) return undefined;
  const lower = t.toLowerCase();
  parserWork.visited += 2 * t.length;
  for (let host = lower.indexOf(HOST); host >= 0;) {
    let end = host + HOST.length;
    while (end < t.length && !isSpace(t.charCodeAt(end))) end++;
    const start = addressStart(lower, host);
    const bd = start >= 0 ? boardParameter(t, host, end) : undefined;
    if (bd) return { entry: wikiEntry(t, line, meta, start, end, bd), taken: 1 };
    // The next address starts after this one: every character is looked at once.
    host = lower.indexOf(HOST, end);
  }
  return undefined;
}

function wikiEntry(t: string, line: Line, meta: PuzzleMeta, start: number, end: number, bd: { at: number; fragment: boolean }): Entry {
  let to = bd.at;
  while (to < end && t[to] !== '&' && t[to] !== '#') to++;
  // Closing brackets, quotes and punctuation after a link are the prose's; so is a last '.' where the board writes no other '.'.
  const noDots = t.lastIndexOf('.', to - 2) < bd.at;
  while (to > bd.at && (')]}>"\',;:!?'.includes(t[to - 1]) || (t[to - 1] === '.' && noDots))) to--;
  const cells: number[] = [];
  const bad: number[] = [];
  for (let k = bd.at; k < to; k++) {
    if (classAt(t, k) & CELL) cells.push(line.start + k);
    else bad.push(line.start + k);
    if (pairAt(t, k)) k++;
  }
  const base = { form: 'line' as const, start: line.start + start, end: line.start + end, line: line.index, endLine: line.index, meta };
  if (cells.length === 81 && bad.length === 0 && !bd.fragment) {
    const text = cells.map((o) => t[o - line.start]).join('');
    return { kind: 'puzzle', ...base, cells: text.replace(/[^1-9]/g, '.'), offsets: cells, blank: '0', lineStart: line.start };
  }
  const problems: Problem[] = [];
  if (bd.fragment) {
    const hash = line.start + bd.at - 4;
    problems.push({ code: 'bad-character', start: hash, end: hash + 1, message: parsing.wikiFragment() });
  }
  problems.push(
    ...characterProblems(
      line.text,
      bad.map((o) => o - line.start),
      [],
    ).map((p) => shift(p, line.start)),
  );
  const total = cells.length + bad.length;
  if (total !== 81) {
    problems.push({ code: 'wrong-length', start: line.start + bd.at, end: line.start + to, message: parsing.wikiCells(total) });
  }
  const count = (bd.fragment ? 1 : 0) + bad.length + (total !== 81 ? 1 : 0);
  const message = summarize(problems, count, { foreign: 0, marks: 0, fullWidth: 0 });
  return { kind: 'malformed', ...base, message, problems, cellCount: cells.length };
}

const shift = (p: Problem, by: number): Problem => ({ ...p, start: p.start + by, end: p.end + by });
