/**
 * The one way the engine runs SQL. A file's text is split into statements by
 * sql.js's own iterator (it knows SQLite's comments and strings); each
 * statement is prepared once, with the named parameters its text uses, and
 * every run binds exactly those, by name. Statements are counted for the
 * solve's statistics.
 */
import type { Database, SqlValue, Statement } from 'sql.js';
import { engineSays } from '../phrases';

/** The SQL the engine runs, keyed by file path relative to `sql/`. */
export interface SqlSources {
  [path: string]: string;
}

/** Values for named parameters, keyed as the SQL writes them: `{ ':puzzle': '...' }`. */
export type SqlValues = Record<string, string | number>;

export class EngineError extends Error {}

/** A prepared statement and the named parameters its text uses. */
export class SqlStatement {
  /** Its named parameters, each once, e.g. [':cell', ':d']. */
  readonly params: string[];

  /** Prepared on first use when not given: SQLite's parser is most of an engine's start-up. */
  private prepared?: Statement;

  constructor(
    private readonly sql: Sql,
    stmt: Statement | undefined,
    private readonly text: string,
  ) {
    this.prepared = stmt;
    // Not in a comment or a string: a file that writes statements has parameters in its strings.
    const code = text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\//g, ' ');
    this.params = [...new Set(code.match(/:[A-Za-z_][A-Za-z0-9_]*/g) ?? [])];
  }

  private get stmt(): Statement {
    return (this.prepared ??= this.sql.db.prepare(this.text));
  }

  /** Runs it once (one step: what a statement that changes tables needs); returns the rows it changed. */
  run(values?: SqlValues): number {
    this.sql.statements++;
    try {
      this.bind(values);
      this.stmt.step();
    } finally {
      this.stmt.reset();
    }
    return this.sql.changes();
  }

  /** Every row it returns. */
  rows(values?: SqlValues): SqlValue[][] {
    this.sql.statements++;
    const out: SqlValue[][] = [];
    try {
      this.bind(values);
      while (this.stmt.step()) out.push(this.stmt.get());
    } finally {
      this.stmt.reset();
    }
    return out;
  }

  /** Its first row, if any. */
  first(values?: SqlValues): SqlValue[] | undefined {
    this.sql.statements++;
    try {
      this.bind(values);
      return this.stmt.step() ? this.stmt.get() : undefined;
    } finally {
      this.stmt.reset();
    }
  }

  free(): void {
    this.prepared?.free();
    this.prepared = undefined;
  }

  /** Binds its own parameters from `values`; a missing one is an error, not a silent NULL. */
  private bind(values: SqlValues | undefined): void {
    if (this.params.length === 0) return;
    const bound: SqlValues = {};
    for (const k of this.params) {
      if (!values || !(k in values)) throw new EngineError(engineSays.noParameter(k));
      bound[k] = values[k];
    }
    this.stmt.bind(bound);
  }
}

/** A file's statements, prepared once, in order (when given a function, on first use). */
export class SqlFile {
  private list?: SqlStatement[];

  constructor(
    readonly path: string,
    statements: SqlStatement[] | (() => SqlStatement[]),
  ) {
    if (Array.isArray(statements)) this.list = statements;
    else this.make = statements;
  }

  private make?: () => SqlStatement[];

  get statements(): SqlStatement[] {
    return (this.list ??= this.make!());
  }

  /** Runs every statement; returns the rows they changed, in all. */
  run(values?: SqlValues): number {
    let changed = 0;
    for (const s of this.statements) changed += s.run(values);
    return changed;
  }

  /** Runs every statement (those before the last fill scratch tables for it); returns the last one's rows. */
  rows(values?: SqlValues): SqlValue[][] {
    const last = this.statements.length - 1;
    for (let i = 0; i < last; i++) this.statements[i].run(values);
    return last < 0 ? [] : this.statements[last].rows(values);
  }

  free(): void {
    for (const s of this.list ?? []) s.free();
  }

  /** The file's one statement: an error when it holds more, or none. */
  only(): SqlStatement {
    if (this.statements.length !== 1) throw new EngineError(engineSays.oneStatement(this.path));
    return this.statements[0];
  }
}

/** One database, the SQL files it may prepare, and a count of the statements run. */
export class Sql {
  statements = 0;

  constructor(
    readonly db: Database,
    private readonly sources: SqlSources,
  ) {}

  /** The text of a file, relative to `sql/`. */
  text(path: string): string {
    const text = this.sources[path];
    if (typeof text !== 'string') throw new EngineError(engineSays.sqlFileMissing(path));
    return text;
  }

  /** Another counter of statements on the same database (the compact board keeps its own). */
  fork(): Sql {
    return new Sql(this.db, this.sources);
  }

  /** Prepares a file's statements (or, with `text`, these under that name) to run again and again. */
  file(path: string, text = this.text(path)): SqlFile {
    // The iterator frees each statement as it moves on, so the kept ones are prepared anew.
    const texts = Array.from(this.db.iterateStatements(text), (s) => s.getSQL());
    return new SqlFile(
      path,
      texts.map((t) => this.prepare(t)),
    );
  }

  /** One of the engine's own files, prepared when first run: a solve prepares only what it uses. */
  lazyFile(path: string): SqlFile {
    const text = this.text(path);
    return new SqlFile(path, () => this.file(path, text).statements);
  }

  /**
   * The statements a file writes (its last statement returns their texts, one
   * a row), prepared (`lazy`: when first run). A path's own statements are
   * freed after; a prepared file is kept, to write again with other values.
   */
  written(source: string | SqlFile, values?: SqlValues, lazy = false): SqlStatement[] {
    const file = typeof source === 'string' ? this.file(source) : source;
    try {
      const texts = file.rows(values).map((row) => String(row[0]));
      if (texts.length === 0) throw new EngineError(engineSays.wroteNoStatement(file.path));
      return texts.map((t) => (lazy ? this.lazy(t) : this.prepare(t)));
    } finally {
      if (file !== source) file.free();
    }
  }

  /** Runs a file once, each statement as it is read: a later one may use a table an earlier one made (a schema). */
  runOnce(path: string): void {
    for (const s of this.db.iterateStatements(this.text(path))) {
      this.statements++;
      s.step();
    }
  }

  /** Prepares one statement of the engine's own. */
  prepare(text: string): SqlStatement {
    return new SqlStatement(this, this.db.prepare(text), text);
  }

  /** One statement of the engine's own, prepared when first run. */
  lazy(text: string): SqlStatement {
    return new SqlStatement(this, undefined, text);
  }

  /** Runs a statement made on the spot (a savepoint's name changes with its depth). */
  exec(text: string): void {
    this.statements++;
    this.db.exec(text);
  }

  /** The rows the latest statement that changes a table changed. */
  changes(): number {
    return this.db.getRowsModified();
  }

  /** Runs `fn` in a transaction rolled back after it: every solve leaves the database as it found it. */
  rolledBack<T>(fn: () => T): T {
    this.db.exec('BEGIN');
    try {
      return fn();
    } finally {
      this.db.exec('ROLLBACK');
    }
  }
}
