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
  return text.replace(CONTROLS, '');
}

// eslint-disable-next-line no-control-regex -- control characters are what these find
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A value as one line of JSON with every control character escaped (JSON
 * itself escapes only those below U+0020): the data is kept, and a terminal
 * shown the line is driven by none of it.
 */
export function jsonLine(value: unknown): string {
  return JSON.stringify(value).replace(CONTROLS, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

let outputClosed = false;
/** What waits on the reader going away: each entry is dropped as soon as its work settles. */
const onClose = new Set<() => void>();
let listening = false;

/** Whether the reader has gone: nothing more is written. */
export function isOutputClosed(): boolean {
  return outputClosed;
}

function listen(): void {
  if (listening) return;
  listening = true;
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
    outputClosed = true;
    for (const stop of onClose) stop();
    onClose.clear();
  });
}

/**
 * `work`'s result, or undefined as soon as the reader goes away (`| head`):
 * the runner then stops quietly. Not a race against one promise pending for
 * the whole run: that promise would hold every race, and so every result.
 */
export function unlessOutputCloses<T>(work: Promise<T>): Promise<T | undefined> {
  listen();
  if (outputClosed) return Promise.resolve(undefined);
  return new Promise<T | undefined>((resolve, reject) => {
    const stop = () => resolve(undefined);
    onClose.add(stop);
    work.then(
      (value) => {
        onClose.delete(stop);
        resolve(value);
      },
      (err: unknown) => {
        onClose.delete(stop);
        reject(err);
      },
    );
  });
}

/** One line on standard output, unless the reader has gone; every line is made safe here, whatever names or steps it holds. */
export function out(line: string): void {
  listen();
  if (!outputClosed) process.stdout.write(`${safe(line)}\n`);
}

/** Writes what is pending on standard output, then exits with `code`. */
export function exit(code: number): void {
  if (outputClosed || process.stdout.writableLength === 0) process.exit(code);
  else process.stdout.once('drain', () => process.exit(code));
}
