/**
 * The SQL solving engine, the one import for everything outside it. Inside
 * src/core/engine/: the public engine (engine.ts), the driver of one solve
 * (run.ts) and the board it drives (techniqueBoard.ts), its explanation's
 * steps (steps.ts), the one way SQL is prepared and run (sqlFile.ts), and the
 * SQL catalogue (catalogue.ts, manifest.ts; see sql/catalogue.json).
 */
export { SqlSudokuEngine, normalize } from './engine/engine';
export { EngineError } from './engine/sqlFile';
export type { SqlSources } from './engine/sqlFile';
export { AREAS, GUESS_FILE } from './engine/catalogue';
export { fromBase64, schemaImage } from './engine/schemaImage';
export type { Area, Catalogue, Technique } from './engine/catalogue';
export { CATALOGUE, SHOWN_SQL_FILES, TECHNIQUES, requireAreas } from './engine/manifest';
export type { Inspection } from '../shared/result';
