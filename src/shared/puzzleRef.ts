/**
 * Where a puzzle is: its document's URI and the line it starts on (0-based).
 * The one form every part passes around (a CodeLens's and the panel's command
 * arguments, the panel's source, a game's place, a share), and its one check.
 */
export interface PuzzleRef {
  uri: string;
  line: number;
}

/** A PuzzleRef from anywhere (a command's arguments, a restored webview state): a URI string and a line number 0 or more. */
export function isPuzzleRef(x: unknown): x is PuzzleRef {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as Record<string, unknown>;
  return typeof r.uri === 'string' && r.uri.length > 0 && Number.isInteger(r.line) && (r.line as number) >= 0;
}
