/** The engine for unit tests: the same SQL files and wasm the bundle ships. */
import * as fs from 'fs';
import * as path from 'path';
import initSqlJs from 'sql.js';
import { SqlSudokuEngine } from '../../src/core/engine';
import { readSqlDir } from './sqlFiles';

export const ROOT = path.resolve(__dirname, '../..');
/** Test data kept in the repository (see test/data/SOURCES.md). */
export const DATA = path.join(ROOT, 'test/data');

let shared: Promise<SqlSudokuEngine> | undefined;

export function sqlSources() {
  return readSqlDir(path.join(ROOT, 'sql'));
}

export async function sqlJs() {
  const wasm = fs.readFileSync(path.join(ROOT, 'node_modules/sql.js/dist/sql-wasm.wasm'));
  return initSqlJs({ wasmBinary: wasm as unknown as ArrayBuffer });
}

/** One engine for a whole test file, as one database serves many solves. */
export function engine(): Promise<SqlSudokuEngine> {
  shared ??= sqlJs().then((SQL) => SqlSudokuEngine.create(SQL, sqlSources()));
  return shared;
}

/** Puzzles of a set in test/data: the 81 cells and the rest of the line. */
export function puzzleSet(name: string): { cells: string; name: string }[] {
  return fs
    .readFileSync(path.join(DATA, `${name}.txt`), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .map((l) => ({ cells: l.slice(0, 81), name: l.slice(82).trim() }));
}
