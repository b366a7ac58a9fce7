/**
 * A large file's whole parse, a slice at a time. Parsing 50,000 puzzles takes
 * about 300 ms: in one turn it would hold up everything else in the extension
 * host (hovers, the panel, other extensions) after every edit, a move of play
 * written into the file included. Between slices, others get a turn. Pure: no
 * `vscode` here.
 */
import { type Entry, iteratePuzzles, parserWork } from './formats';

/** Characters a slice reads: about 1,400 one-line puzzles, a few ms. */
export const SLICE_CHARS = 128 * 1024;

/**
 * The entries of `text`, as parsePuzzles gives them, with a `pause` after
 * every `sliceChars` characters read; undefined as soon as `stale` says so
 * after a pause (the text changed meanwhile).
 */
export async function parseInSlices(
  text: string,
  pause: () => Promise<void>,
  stale: () => boolean,
  sliceChars = SLICE_CHARS,
): Promise<Entry[] | undefined> {
  const entries: Entry[] = [];
  let sliceStart = parserWork.visited;
  for (const entry of iteratePuzzles(text)) {
    entries.push(entry);
    if (parserWork.visited - sliceStart < sliceChars) continue;
    await pause();
    if (stale()) return undefined;
    sliceStart = parserWork.visited;
  }
  return entries;
}
