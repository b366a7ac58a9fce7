/**
 * One-line puzzles from other tools that carry a variant: f-puzzles and
 * SudokuPad links (fpuzzles.ts), SudokuWiki's killer link, SudoCue's killer
 * line and the forums' 81-character arrow form (killerForms.ts). Each becomes
 * a puzzle whose variant is said by the line itself (form 'link'), or a broken
 * attempt with the place and the reason.
 */
import type { Entry, Puzzle, PuzzleMeta } from './formats';
import type { Line } from './formatLines';
import { type CageRead, checkCages } from './cages';
import { type FPuzzlesRead, decodeFPuzzles, readFPuzzles } from './fpuzzles';
import { type KillerRead, isArrowForm, isWikiKiller, readArrowForm, readSudoCue, readWikiKiller } from './killerForms';
import { type VariantLines, type VariantNote, makeVariant, readRegions } from './variants';
import { linkWords } from './phrases';
import type { VariantRule } from '../shared/variant';

type Span = { start: number; end: number };
type Found = { entry: Entry; taken: number };

/** The puzzle a line of one of these forms holds, or undefined when the line is none of them. */
export function variantForms(line: Line, meta: PuzzleMeta): Found | undefined {
  const t = line.text;
  // A link has a '/', and the killer lines are one long word: most lines are neither, and cost a scan.
  if (t.includes('/')) {
    const found = linkEntry(line, meta);
    if (found) return found;
  }
  const lead = t.length - t.trimStart().length;
  const word = /^\S*/.exec(t.slice(lead))![0];
  const at = { start: line.start + lead, end: line.start + lead + word.length };
  const name = t.slice(lead + word.length).trim() || undefined;
  if (word.startsWith('3x3:')) return killerEntry(line, meta, at, readSudoCue(word, at.start), name);
  if (isArrowForm(word)) return killerEntry(line, meta, at, readArrowForm(word, at.start), name);
  return undefined;
}

function linkEntry(line: Line, meta: PuzzleMeta): Found | undefined {
  const t = line.text;
  const lower = t.toLowerCase();
  const at = (s: number, e: number): Span => ({ start: line.start + s, end: line.start + e });
  for (const host of ['f-puzzles.com/', 'sudokupad.app/', 'crackingthecryptic.com/']) {
    const h = lower.indexOf(host);
    if (h < 0) continue;
    const { start, end } = linkBounds(t, h);
    const link = t.slice(start, end);
    const data = host === 'f-puzzles.com/' ? after(link, 'load=') : after(link, 'fpuzzles');
    if (data === undefined) {
      const why = host === 'f-puzzles.com/' ? linkWords.fpuzzlesShort() : linkWords.sudokuPadOther();
      return broken(line, meta, at(start, end), why);
    }
    return fpuzzlesEntry(line, meta, at(start, end), data);
  }
  const wiki = lower.indexOf('sudokuwiki.org/');
  if (wiki < 0 || !/killer/i.test(t.slice(wiki, wiki + 40))) return undefined;
  const { start, end } = linkBounds(t, wiki);
  const link = t.slice(start, end);
  const bd = after(link, 'bd=');
  const value = bd === undefined ? '' : /^[\d,]*/.exec(bd)![0];
  if (!isWikiKiller(value)) return broken(line, meta, at(start, end), linkWords.wikiKiller());
  return killerEntry(line, meta, at(start, end), readWikiKiller(value, line.start + start + link.indexOf(value)));
}

/** A link's extent: from its `http` (or its host) to the first space, less closing punctuation. */
function linkBounds(t: string, host: number): { start: number; end: number } {
  const lower = t.toLowerCase();
  let start = host;
  if (lower.startsWith('www.', start - 4)) start -= 4;
  if (lower.startsWith('app.', start - 4)) start -= 4;
  if (lower.startsWith('https://', start - 8)) start -= 8;
  else if (lower.startsWith('http://', start - 7)) start -= 7;
  let end = host;
  while (end < t.length && !/\s/.test(t[end])) end++;
  while (end > host && ')]}>"\',;:!?.'.includes(t[end - 1])) end--;
  return { start, end };
}

/** The text after `marker` in a link, up to '&' or '#'. */
function after(link: string, marker: string): string | undefined {
  const k = link.indexOf(marker);
  if (k < 0) return undefined;
  return /^[^&#]*/.exec(link.slice(k + marker.length))![0];
}

function fpuzzlesEntry(line: Line, meta: PuzzleMeta, span: Span, data: string): Found {
  const doc = decodeFPuzzles(data);
  if (typeof doc === 'string') return broken(line, meta, span, linkWords.notDecoded());
  const read = readFPuzzles(doc, span);
  if (read === 'not-9x9') return broken(line, meta, span, linkWords.not9x9());
  const notes: VariantNote[] = read.unsupported.map((word) => ({ kind: 'link-unsupported', ...span, word }));
  let regions: string | undefined;
  if (read.regions) {
    const map = readRegions(read.regions, 0);
    regions = map.regions;
    notes.push(...map.notes.map((n) => ({ ...n, ...span })));
  }
  return { entry: puzzleEntry(line, meta, span, read, notes, regions), taken: 1 };
}

function killerEntry(line: Line, meta: PuzzleMeta, span: Span, read: KillerRead, name?: string): Found {
  if ('fault' in read) {
    const f = read.fault;
    return broken(line, meta, span, linkWords.fault(f.kind, f.word ?? ''), f);
  }
  return { entry: puzzleEntry(line, meta, span, { cells: '.'.repeat(81), ...read, title: name }, []), taken: 1 };
}

function puzzleEntry(
  line: Line,
  meta: PuzzleMeta,
  span: Span,
  read: { cells: string; rules: VariantRule[]; cages: CageRead[]; title?: string } | FPuzzlesRead,
  notes: VariantNote[],
  regions?: string,
): Puzzle {
  const checked = checkCages(read.cages);
  notes.push(...checked.notes);
  for (const n of notes) n.line = line.index;
  const variant = makeVariant(read.rules, regions, checked.cages);
  const lines: VariantLines = { line: line.index, endLine: line.index, ...span, ...(variant ? { variant } : {}), notes };
  return {
    kind: 'puzzle',
    form: 'link',
    ...span,
    line: line.index,
    endLine: line.index,
    meta,
    ...(read.title ? { name: read.title } : {}),
    cells: read.cells,
    offsets: new Array<number>(81).fill(span.start),
    blank: '.',
    lineStart: line.start,
    variant: lines,
  };
}

function broken(line: Line, meta: PuzzleMeta, span: Span, message: string, where: Span = span): Found {
  return {
    entry: {
      kind: 'malformed',
      form: 'link',
      ...span,
      line: line.index,
      endLine: line.index,
      meta,
      message,
      problems: [{ code: 'bad-link', start: where.start, end: where.end, message }],
      cellCount: 0,
    },
    taken: 1,
  };
}
