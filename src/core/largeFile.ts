/**
 * When a file is large: above this many lines parsing it whole takes a moment
 * on a busy machine, so nothing parses it on a keystroke or a cursor move.
 * Its checks wait for a pause in typing (diagnostics), its lenses wait for a
 * quiet moment (CodeLens), and hovers and quick fixes read only what is on
 * screen until its checks have parsed it (documents.ts). Pure: no `vscode`.
 */
export const LARGE_FILE_LINES = 5000;

export function isLargeFile(lineCount: number): boolean {
  return lineCount > LARGE_FILE_LINES;
}
