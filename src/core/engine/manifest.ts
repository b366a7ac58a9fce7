/** The SQL catalogue (see catalogue.ts), as `npm run catalogue` last wrote it. */
import manifest from '../../../sql/catalogue.json';
import { type Area, type Catalogue, GUESS_FILE, type Technique } from './catalogue';
import { EngineError, SqlSources } from './sqlFile';
import { engineSays } from '../phrases';

export const CATALOGUE: Catalogue = manifest as Catalogue;

/** Every technique, the simplest first. */
export const TECHNIQUES: readonly Technique[] = CATALOGUE.techniques;

/** The SQL files a step can name (its technique's, or the guess's): all the panel's Open SQL link may open. */
export const SHOWN_SQL_FILES: ReadonlySet<string> = new Set([...TECHNIQUES.map((t) => t.file), GUESS_FILE]);

/** Throws a clear error when one of these areas' files is not among the sources. */
export function requireAreas(
  sources: SqlSources,
  areas: readonly Area[],
  missing: (file: string) => string = engineSays.sqlFileMissing,
): void {
  for (const area of areas) {
    for (const f of CATALOGUE.areas[area]) {
      if (typeof sources[f] !== 'string') throw new EngineError(missing(f));
    }
  }
}
