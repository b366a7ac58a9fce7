/**
 * The engine's tables as a database image: the build runs the schema files
 * once and ships the bytes (see esbuild.config.mjs), so that an engine opens
 * them instead of parsing and running the schema anew in every worker and
 * every process. Without an image, the engine runs the same files itself.
 */
import type { SqlJsStatic } from 'sql.js';
import { Sql, type SqlSources } from './sqlFile';

/** The files that make the solver's tables, in order: each file's statements are prepared against the tables before it. */
export const SCHEMA_FILES = ['board/schema.sql', 'chains/schema.sql', 'techniques/schema.sql'];

export function runSchema(sql: Sql): void {
  for (const file of SCHEMA_FILES) sql.runOnce(file);
}

/** The database the schema files make, as bytes (sql.js's export: the main database, no TEMP table). */
export function schemaImage(SQL: SqlJsStatic, sources: SqlSources): Uint8Array {
  const db = new SQL.Database();
  try {
    runSchema(new Sql(db, sources));
    return db.export();
  } finally {
    db.close();
  }
}

/** Bytes from base64, in Node and in a browser alike. */
export function fromBase64(text: string): Uint8Array {
  const chars = atob(text);
  const bytes = new Uint8Array(chars.length);
  for (let i = 0; i < chars.length; i++) bytes[i] = chars.charCodeAt(i);
  return bytes;
}
