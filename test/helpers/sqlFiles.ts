/** Loads the solver's SQL and sql.js's wasm from disk (Node only). */
import * as fs from 'fs';
import * as path from 'path';
import type { SqlSources } from '../../src/core/engine';

/** Every `.sql` file below `dir`, keyed by its path relative to `dir` with '/' separators. */
export function readSqlDir(dir: string): SqlSources {
  const out: SqlSources = {};
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.sql')) out[rel] = fs.readFileSync(path.join(dir, rel), 'utf8');
    }
  };
  walk('');
  return out;
}
