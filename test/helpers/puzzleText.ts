/** Small helpers over a puzzle's text, for the feature models' tests. */
import { Puzzle, parsePuzzles } from '../../src/core/formats';
import type { TextEdit } from '../../src/features/quickFixes/quickFixesModel';

/** The first entry of `text`, as a puzzle. */
export const onlyPuzzle = (text: string): Puzzle => parsePuzzles(text)[0] as Puzzle;

/** `text` with `edits` made, the last first so that earlier offsets hold. */
export const applyEdits = (text: string, edits: TextEdit[]): string =>
  [...edits].sort((a, b) => b.start - a.start).reduce((t, e) => t.slice(0, e.start) + e.newText + t.slice(e.end), text);
