/**
 * What a new puzzle is asked for and what comes back: the rating bands, the
 * symmetries, the options and the outcome. Plain data and two small readers,
 * shared by the generator (src/core/generator.ts), the worker protocol, the
 * New Puzzle command and the CLI; the generator's code stays with the engine.
 */
export type Symmetry = 'none' | 'rotational' | 'mirror' | 'diagonal';
export const SYMMETRIES: readonly Symmetry[] = ['none', 'rotational', 'mirror', 'diagonal'];

/** A range of ratings on the ladder's ER, both ends included. */
export interface Band {
  min: number;
  max: number;
}

/** The named bands, on Sudoku Explainer's ER (ratings come in tenths). */
export const BANDS = {
  easy: { min: 0, max: 2.0 },
  medium: { min: 2.1, max: 4.2 },
  hard: { min: 4.3, max: 6.5 },
  fiendish: { min: 6.6, max: 8.5 },
  diabolical: { min: 8.6, max: Infinity },
} as const satisfies Record<string, Band>;
export type BandName = keyof typeof BANDS;
export const BAND_NAMES = Object.keys(BANDS) as BandName[];

export interface GenerateOptions {
  /** The rating band; default any rating. */
  band?: Band;
  symmetry?: Symmetry;
  /** No given can be taken away without losing uniqueness. */
  minimal?: boolean;
  /** 0 to 2^31 - 1. The same seed and options give the same puzzle. */
  seed: number;
  /** Give up after this long, in milliseconds (default none). */
  timeLimitMs?: number;
  /** Give up after this many attempts (default none). */
  maxAttempts?: number;
  /**
   * Where random cuts seldom reach the band (diabolical, without symmetry),
   * start each attempt from the bank of known puzzles (default true). False
   * cuts new grids there too, as the bank itself was made.
   */
  fromBank?: boolean;
}

export interface GeneratedPuzzle {
  /** 81 characters, '.' for a blank. */
  puzzle: string;
  solution: string;
  givens: number;
  /** ER of the explanation: the hardest step. */
  rating: number;
  /** The hardest step's technique id and name. */
  technique: string;
  techniqueName: string;
  /** Sudoku Explainer's EP and ED, when the engine gives them. */
  ep?: number;
  ed?: number;
  symmetry: Symmetry;
  minimal: boolean;
  seed: number;
  /** Grids tried before this one landed in the band. */
  attempts: number;
  ms: number;
}

export type GenerateOutcome =
  | { status: 'generated'; puzzle: GeneratedPuzzle }
  | { status: 'timeout' | 'cancelled' | 'exhausted'; attempts: number; ms: number; message: string };

export const MAX_SEED = 2147483647;

/** Reads a band: a name (easy, medium, hard, fiendish, diabolical), 'MIN-MAX', 'MIN-' or '-MAX'. */
export function parseBand(text: string): Band | undefined {
  const t = text.trim().toLowerCase();
  if (t in BANDS) return { ...BANDS[t as BandName] };
  const m = /^(\d+(?:\.\d+)?)?\s*-\s*(\d+(?:\.\d+)?)?$/.exec(t);
  if (!m || (m[1] === undefined && m[2] === undefined)) return undefined;
  const band = { min: m[1] === undefined ? 0 : Number(m[1]), max: m[2] === undefined ? Infinity : Number(m[2]) };
  return band.min <= band.max ? band : undefined;
}

/** The seed for puzzle `index` of a batch: the batch's seed counts up, so each puzzle can be made again alone. */
export function puzzleSeed(seed: number, index: number): number {
  return (seed + index) % (MAX_SEED + 1);
}
