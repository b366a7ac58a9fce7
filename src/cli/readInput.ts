/**
 * Reading a runner's input: a file, standard input or a named pipe, bounded in
 * size, decoded from UTF-8 or UTF-16. Nothing here waits without end or reads
 * without bound.
 */
import * as fs from 'fs';
import { parsing } from '../core/phrases';

/** The most input read: a larger file is refused with a clear message, not read without bound. */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024;
/** How long to wait for a writer to open a named pipe before saying so and giving up. */
export const PIPE_OPEN_TIMEOUT_MS = 10_000;

/** A problem with the input that the user can fix: the runner says it and exits 2. */
export class InputError extends Error {}

const MIB = MAX_INPUT_BYTES / 1024 / 1024;

/** Reads a stream, refusing more than MAX_INPUT_BYTES (/dev/zero or a runaway pipe must not fill memory). */
async function readBounded(stream: NodeJS.ReadableStream & { destroy?: () => void }, label: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += b.length;
    if (total > MAX_INPUT_BYTES) {
      stream.destroy?.();
      throw new InputError(parsing.inputTooLarge(label, MIB));
    }
    chunks.push(b);
  }
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
}

/**
 * Bytes as text: UTF-8, or UTF-16 when the bytes say so (a byte-order mark,
 * or a zero byte beside most ASCII characters, as UTF-16 writes them).
 */
export function decode(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.toString('utf16le', 2);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return swapped(bytes.subarray(2)).toString('utf16le');
  const sample = bytes.subarray(0, 4096 & ~1);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i++) {
    if (sample[i] !== 0) continue;
    if (i % 2) oddZeros++;
    else evenZeros++;
  }
  const half = sample.length / 2;
  if (half >= 8 && oddZeros >= 0.4 * half && evenZeros < 0.05 * half) return bytes.toString('utf16le');
  if (half >= 8 && evenZeros >= 0.4 * half && oddZeros < 0.05 * half) return swapped(bytes).toString('utf16le');
  return bytes.toString('utf8');
}

function swapped(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes.subarray(0, bytes.length & ~1));
  return copy.swap16();
}

/**
 * Opens a named pipe, or says that nothing writes to it: opening a pipe waits
 * for a writer, and one that never comes would hold the runner forever.
 */
async function openPipe(file: string, label: string): Promise<fs.ReadStream> {
  const opening = fs.promises.open(file, 'r');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Our own open waits in a thread of its own: opening the write end (never blocking) lets it finish, so the runner can exit.
      try {
        fs.closeSync(fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK));
      } catch {
        // Nothing to release.
      }
      reject(new InputError(parsing.pipeWithoutWriter(label, PIPE_OPEN_TIMEOUT_MS / 1000)));
    }, PIPE_OPEN_TIMEOUT_MS);
  });
  try {
    const handle = await Promise.race([opening, late]);
    return handle.createReadStream();
  } finally {
    clearTimeout(timer);
  }
}

/** The text of a file, standard input (`-`) or a named pipe, with the label to show for it. */
export async function readInputFile(input: string, safe: (s: string) => string): Promise<{ label: string; text: string }> {
  if (input === '-') return { label: 'stdin', text: decode(await readBounded(process.stdin, parsing.stdinLabel())) };
  const label = `'${safe(input)}'`;
  const stat = fs.statSync(input);
  if (stat.isDirectory()) throw new InputError(parsing.inputFolder(label));
  if (stat.isFile() && stat.size > MAX_INPUT_BYTES) throw new InputError(parsing.inputTooLarge(label, MIB));
  try {
    const stream = stat.isFIFO() ? await openPipe(input, label) : fs.createReadStream(input);
    return { label: input, text: decode(await readBounded(stream, label)) };
  } catch (err) {
    if (err instanceof InputError) throw err;
    throw new InputError(parsing.inputUnreadable(label, (err as Error).message));
  }
}
