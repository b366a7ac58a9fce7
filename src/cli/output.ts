/**
 * The runner's standard output: text made safe for a terminal, and nothing
 * written once the reader has gone (EPIPE, as after `| head`).
 */

/**
 * Text for a terminal: control characters (escape sequences, bells,
 * backspaces, bidirectional overrides) are dropped, so a puzzle's name cannot
 * drive the terminal.
 */
export function safe(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

let outputClosed = false;

/** Whether the reader has gone: nothing more is written. */
export function isOutputClosed(): boolean {
  return outputClosed;
}

/** Resolves when the reader goes away (`| head`): the runner then stops quietly. */
export function whenOutputCloses(): Promise<void> {
  return new Promise<void>((resolve) =>
    process.stdout.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE') throw err;
      outputClosed = true;
      resolve();
    }),
  );
}

/** One line on standard output, unless the reader has gone. */
export function out(line: string): void {
  if (!outputClosed) process.stdout.write(`${line}\n`);
}

/** Writes what is pending on standard output, then exits with `code`. */
export function exit(code: number): void {
  if (outputClosed || process.stdout.writableLength === 0) process.exit(code);
  else process.stdout.once('drain', () => process.exit(code));
}
