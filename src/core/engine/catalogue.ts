/**
 * The SQL catalogue's shape. sql/catalogue.json is written by `npm run
 * catalogue` (scripts/catalogue.ts) from the files in sql/ and their headers;
 * the engine reads it (see manifest.ts), and a unit test fails when it, the
 * `sudoku.techniques` setting, docs/techniques.md or the README's table of
 * techniques no longer says what the SQL files do.
 */
/** The folders of sql/, each with its own schema.sql, in the order the engine loads them. */
import type { TechniqueHeader } from '../sqlText';

export const AREAS = ['board', 'chains', 'techniques', 'search', 'generate'] as const;
export type Area = (typeof AREAS)[number];

/** The statement that picks where to guess: the file the Guessing step names. */
export const GUESS_FILE = 'board/guess.sql';

/** A technique as the catalogue lists it: its file's header, and where it is. */
export interface Technique extends TechniqueHeader {
  /** 'naked-pair', from the file name '11-naked-pair.sql'. */
  id: string;
  /** Path relative to `sql/`, e.g. 'techniques/11-naked-pair.sql'. */
  file: string;
  /** Its findings carry their own ratings (chains by length, unique loops by size): the easiest are kept. */
  rated?: boolean;
}

export interface Catalogue {
  about: string;
  /** Each area's files, relative to `sql/`: its schema first, then the rest by name. */
  areas: Record<Area, string[]>;
  /** The ladder: every technique, the simplest first. */
  techniques: Technique[];
}
