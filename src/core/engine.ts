/**
 * The SQL solving engine, the one import for everything outside it. Inside
 * src/core/engine/: the public engine (engine.ts), the driver of one solve
 * (run.ts) and the board it drives (techniqueBoard.ts), its explanation's
 * steps (steps.ts), the one way SQL is prepared and run (sqlFile.ts), and the
 * check that the SQL catalogue's files are there (manifest.ts; the catalogue
 * itself is the leaf ./catalogue.ts, sql/catalogue.json).
 */
export { SqlSudokuEngine, normalize } from './engine/engine';
export { EngineError } from './engine/sqlFile';
export type { SqlSources } from './engine/sqlFile';
export { AREAS, CATALOGUE, GUESS_FILE, SHOWN_SQL_FILES, TECHNIQUES } from './catalogue';
export type { Area, Catalogue, Technique } from './catalogue';
export { fromBase64, schemaImage } from './engine/schemaImage';
export { requireAreas } from './engine/manifest';
export type { Inspection } from '../shared/result';
