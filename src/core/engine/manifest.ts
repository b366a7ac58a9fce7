/** The engine's check that the catalogue's files (../catalogue.ts) are among its sources. */
import { CATALOGUE, type Area } from '../catalogue';
import { EngineError, SqlSources } from './sqlFile';
import { engineSays } from '../phrases';

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
