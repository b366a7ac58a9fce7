/** Parsed puzzles per document version, so hover, CodeLens and diagnostics parse a text once. */
import * as vscode from 'vscode';
import { targets } from '../core/phrases';
import { Entry, PROGRESS_REACH, Puzzle, entryAtLine, parsePuzzles, parseSelection, puzzleOfProgressLine } from '../core/formats';
import { parsePart, windowBounds } from '../core/windowParse';
import { isLargeFile } from '../core/largeFile';
import { parseInSlices } from '../core/slicedParse';
import { yieldToOthers } from '../core/parallel';
import type { PuzzleRef } from '../shared/puzzleRef';

const cache = new WeakMap<vscode.TextDocument, { version: number; entries: Entry[] }>();

/** The open document a URI names: the one way a uri becomes its document (closed: undefined). */
export function documentOf(uri: string): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri);
}

/** The puzzle a PuzzleRef names, in its open document; undefined when the document is closed or no puzzle is on that line. */
export function puzzleAt(ref: PuzzleRef): { doc: vscode.TextDocument; entry: Puzzle } | undefined {
  const doc = documentOf(ref.uri);
  const entry = doc && entryAt(doc, ref.line);
  return doc && entry?.kind === 'puzzle' ? { doc, entry } : undefined;
}
const parsed = new vscode.EventEmitter<vscode.TextDocument>();

export function entriesOf(doc: vscode.TextDocument): Entry[] {
  const hit = cache.get(doc);
  if (hit && hit.version === doc.version) return hit.entries;
  const entries = parsePuzzles(doc.getText());
  cache.set(doc, { version: doc.version, entries });
  parsed.fire(doc);
  return entries;
}

const slicing = new WeakMap<vscode.TextDocument, { version: number; entries: Promise<Entry[] | undefined> }>();

/**
 * The entries of a large file, parsed a slice at a time (slicedParse.ts) so
 * that the parse after an edit never holds the extension host for long; one
 * parse a version however many ask. Undefined when the text changed before the
 * parse was done.
 */
export function entriesInSlices(doc: vscode.TextDocument): Promise<Entry[] | undefined> {
  const hit = parsedEntriesOf(doc);
  if (hit) return Promise.resolve(hit);
  const under = slicing.get(doc);
  if (under && under.version === doc.version) return under.entries;
  const version = doc.version;
  const entries = parseInSlices(doc.getText(), yieldToOthers, () => doc.isClosed || doc.version !== version).then((entries) => {
    if (!entries || doc.version !== version) return undefined;
    // A whole parse in one turn (a command's) may have been done meanwhile.
    const done = parsedEntriesOf(doc);
    if (done) return done;
    cache.set(doc, { version, entries });
    parsed.fire(doc);
    return entries;
  });
  slicing.set(doc, { version, entries });
  return entries;
}

/** The entries of the document's current text if it has been parsed already: never parses. */
export function parsedEntriesOf(doc: vscode.TextDocument): Entry[] | undefined {
  const hit = cache.get(doc);
  return hit && hit.version === doc.version ? hit.entries : undefined;
}

/**
 * The entries, when they cost no more than a small parse: already parsed for
 * this version, or a file short enough to parse now (not large). Undefined for a
 * large file its checks have not parsed yet: a cursor move must never parse 100,000
 * puzzles.
 */
export function entriesIfCheap(doc: vscode.TextDocument): Entry[] | undefined {
  return parsedEntriesOf(doc) ?? (isLargeFile(doc.lineCount) ? undefined : entriesOf(doc));
}

/**
 * The entries on lines `from` to `to`, each whole: from the document's parse
 * when there is one (or it is cheap), else, in a large file, from a parse of
 * those lines and a few around them. What is on screen needs no parse of
 * 50,000 puzzles.
 */
export function entriesAround(doc: vscode.TextDocument, from: number, to: number): Entry[] {
  const all = entriesIfCheap(doc);
  if (all) return all.filter((e) => e.endLine >= from && e.line <= to);
  const bounds = windowBounds((i) => doc.lineAt(i).text, doc.lineCount, from, to);
  if (!bounds) return entriesOf(doc).filter((e) => e.endLine >= from && e.line <= to);
  const part = doc.getText(new vscode.Range(bounds.start, 0, bounds.end, doc.lineAt(bounds.end).text.length));
  return parsePart(part, doc.offsetAt(new vscode.Position(bounds.start, 0)), bounds.start).filter((e) => e.endLine >= from && e.line <= to);
}

/** The entry on a line, from the lines around it: a large file just edited need not be parsed whole for one puzzle. */
export function entryAt(doc: vscode.TextDocument, line: number): Entry | undefined {
  return entryAtLine(entriesAround(doc, line, line), line);
}

/** A document's current text was parsed (listeners run inside whoever parsed it: keep them quick). */
export const onDidParse = parsed.event;

export function rangeOf(doc: vscode.TextDocument, start: number, end: number): vscode.Range {
  return new vscode.Range(doc.positionAt(start), doc.positionAt(end));
}

export type Target = { doc: vscode.TextDocument; entry: Entry };

/**
 * The puzzle a command acts on: an explicit line (from a CodeLens), else the
 * selection when there is one, else the puzzle on the cursor's line, or whose
 * progress lines the cursor is on.
 */
export function targetPuzzle(editor: vscode.TextEditor | undefined, at?: { uri?: string; line?: number }): Target | string {
  if (at?.uri !== undefined && at.line !== undefined) {
    const doc = documentOf(at.uri);
    if (!doc) return targets.documentClosed();
    const entry = entryAt(doc, at.line);
    return entry ? { doc, entry } : targets.noPuzzleOnLine(at.line);
  }
  if (!editor) return targets.openFile();
  const doc = editor.document;
  const sel = editor.selection;
  if (!sel.isEmpty) {
    const text = doc.getText(sel);
    return { doc, entry: parseSelection(text, doc.offsetAt(sel.start), sel.start.line) };
  }
  const line = sel.active.line;
  // On a puzzle's own #progress or #marks line (where the cursor often is after playing), the puzzle above is meant.
  const entry = entryAt(doc, line) ?? puzzleOfProgressLine(entriesAround(doc, Math.max(0, line - PROGRESS_REACH), line), line);
  if (!entry) return targets.putCursor();
  return { doc, entry };
}

export function isPuzzle(e: Entry): e is Puzzle {
  return e.kind === 'puzzle';
}

export { puzzleTitle } from '../core/phrases';
