/**
 * What both runners (solve, generate) share in reading their options:
 * node:util's parseArgs, with negative numbers allowed as values, and whole
 * numbers read strictly, so that every limit is checked the same way.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A bad option or value: the runner prints it with its usage and exits with code 2. */
export class UsageError extends Error {}

/** The longest time limit: a day (and well inside what a timer can hold). */
export const MAX_TIME_LIMIT_MS = 24 * 60 * 60 * 1000;

/** A negative number, as a value (`-2.0`, `-1`, `-.5`), never an option's name. */
const NEGATIVE_NUMBER = /^-(\d+(\.\d*)?|\.\d+)$/;

/**
 * parseArgs refuses a value that starts with a dash (it could be a mistyped
 * option), so `--rating -2.0` fails where `--rating=-2.0` works. A negative
 * number after an option that takes a value is that option's value: it is
 * joined to it first. After `--` nothing is an option.
 */
export function joinNegativeValues(argv: readonly string[], takesValue: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') return [...out, ...argv.slice(i)];
    const name = /^--([^=]+)$/.exec(arg)?.[1];
    if (name !== undefined && takesValue(name) && i + 1 < argv.length && NEGATIVE_NUMBER.test(argv[i + 1])) {
      out.push(`${arg}=${argv[++i]}`);
    } else {
      out.push(arg);
    }
  }
  return out;
}

/** parseArgs with negative numbers as values; its errors become UsageErrors. */
export function parseOptions<T extends ParseArgsConfig>(argv: readonly string[], config: T) {
  const options = config.options ?? {};
  const takesValue = (name: string) => options[name]?.type === 'string';
  try {
    return parseArgs({ ...config, args: joinNegativeValues(argv, takesValue) });
  } catch (err) {
    // parseArgs's own message names the option and what is wrong with it; its advice on '--' is beside the point here.
    throw new UsageError((err as Error).message.replace(/\. To specify a positional argument.*$/s, '.'));
  }
}

/**
 * A whole number written in decimal digits, from `min` to `max`; undefined
 * for anything else (`0x10`, `1e3`, `1.5`, `-1`, ` 7`), so that a value means
 * what it looks like.
 */
export function wholeNumber(text: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

/** `--time-limit`, the same for both runners: whole milliseconds from 1 to a day. */
export function timeLimit(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const ms = wholeNumber(text, 1, MAX_TIME_LIMIT_MS);
  if (ms === undefined) {
    throw new UsageError(`--time-limit needs a whole number of milliseconds from 1 to ${MAX_TIME_LIMIT_MS} (a day); got '${text}'.`);
  }
  return ms;
}
