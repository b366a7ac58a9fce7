/**
 * The SQL catalogue: its shape and, as `npm run catalogue` last wrote it,
 * its contents. sql/catalogue.json is written by scripts/catalogue.ts from
 * the files in sql/ and their headers; a unit test fails when it, the
 * `sudoku.techniques` setting, docs/techniques.md or the README's table of
 * techniques no longer says what the SQL files do. A leaf: the editor reads
 * the ladder from here without taking the engine into its bundle.
 */
// Named imports, so that a bundle that needs only the ladder (the extension host) leaves the areas' file lists out.
import { about, areas, techniques } from '../../sql/catalogue.json';
import type { TechniqueHeader } from './sqlText';

/** The folders of sql/, each with its own schema.sql, in the order the engine loads them. */

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

export const CATALOGUE: Catalogue = { about, areas, techniques } as Catalogue;

/** Every technique, the simplest first. */
export const TECHNIQUES: readonly Technique[] = techniques as Technique[];

/**
 * How chains may run (a technique's `Chains:` header), as Sudoku Explainer's:
 * 'x' along one digit, 'y' also through cells, 'xy' both; 'nishio' and
 * 'dynamic' remember what the assumption has ruled out (see chains.ts);
 * 'nested1' is 'dynamic' with the inner rules of chains/nested-inner.sql;
 * 'nested2' adds the static chains inside the assumption's grid (chains/inner-*.sql).
 */
export const CHAIN_MODES = ['x', 'y', 'xy', 'nishio', 'dynamic', 'nested1', 'nested2'] as const;
export type ChainMode = (typeof CHAIN_MODES)[number];

export function isChainMode(m: string): m is ChainMode {
  return (CHAIN_MODES as readonly string[]).includes(m);
}

/** Techniques used only for a deep rating (SolveOptions.deep): the nested forcing chains, which can take minutes. */
export const DEEP_ONLY: ReadonlySet<string> = new Set(['dynamic-forcing-chains-plus', 'dynamic-forcing-chains-plus-forcing-chains']);

/** The SQL files a step can name (its technique's, or the guess's): all the panel's Open SQL link may open. */
export const SHOWN_SQL_FILES: ReadonlySet<string> = new Set([...TECHNIQUES.map((t) => t.file), GUESS_FILE]);
