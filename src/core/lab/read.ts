/**
 * Reading a user's technique file against a database that holds the
 * solver's schema: its header (header.ts), then each statement prepared by
 * sql.js's own iterator, so that SQLite's error (which carries no position)
 * is placed at the statement that failed, and at its `near "X"` token when
 * SQLite names one. Each statement's bytecode (EXPLAIN) then shows every
 * table it would write: a technique that writes anything but its findings,
 * or changes the schema, is refused before it ever runs.
 */
import type { Database, SqlValue } from 'sql.js';
import { labSays } from '../phrases';
import { CONTRACT_TABLES, WRITABLE_TABLES } from './contract';
import { readUserHeader } from './header';
import { LAB_LIMITS, LAB_TRIGGER_PREFIX, TECHNIQUE_MAX_BYTES, utf8Bytes } from './limits';
import type { LabProblem, ReadTechnique, UserTechniqueSource } from '../../shared/labTypes';

/** Opcodes that change the schema or the database file itself. */
const SCHEMA_OPS = new Set([
  'CreateBtree',
  'Destroy',
  'DropTable',
  'DropIndex',
  'DropTrigger',
  'ParseSchema',
  'SetCookie',
  'VCreate',
  'VDestroy',
  'Vacuum',
  'JournalMode',
]);
/** What a statement may read: the contract's tables, and those its views read. */
const READABLE: ReadonlySet<string> = new Set(CONTRACT_TABLES.map((t) => t.name));
/** The first word a statement of a technique may start with. */
const ALLOWED_START = new Set(['WITH', 'SELECT', 'INSERT', 'DELETE', 'VALUES']);

/** A statement of the file: its text and where it starts in the file. */
export interface TechniqueStatement {
  sql: string;
  offset: number;
}

/** Where each line of the last text asked about starts: a file with a problem at every line is placed in linear time. */
let lineIndex: { text: string; starts: number[] } | undefined;

function lineStarts(text: string): number[] {
  if (lineIndex?.text === text) return lineIndex.starts;
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  lineIndex = { text, starts };
  return starts;
}

/** Line and column (1-based) of an offset in a text. */
export function lineColumnOf(text: string, offset: number): { line: number; column: number } {
  const starts = lineStarts(text);
  const at = Math.max(0, Math.min(offset, text.length));
  let lo = 0;
  let hi = starts.length - 1;
  // The last line that starts at or before the offset.
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= at) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: offset - starts[lo] + 1 };
}

/** A problem over [start, end) of the text. */
function problemAt(text: string, start: number, end: number, message: string, severity: LabProblem['severity'] = 'error'): LabProblem {
  const from = lineColumnOf(text, start);
  const to = lineColumnOf(text, Math.max(end, start + 1));
  return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column, message, severity };
}

/** Where the SQL of a statement starts: past the blanks and comments before it. */
function codeStart(text: string, from: number): number {
  let i = from;
  for (;;) {
    while (i < text.length && /\s/.test(text[i])) i++;
    if (text.startsWith('--', i)) i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    else if (text.startsWith('/*', i)) i = text.indexOf('*/', i) < 0 ? text.length : text.indexOf('*/', i) + 2;
    else return i;
  }
}

/** The span of SQLite's `near "X"` token inside the failing statement, else the statement's first word. */
function errorSpan(text: string, start: number, message: string): [number, number] {
  const near = /near "((?:[^"]|"")*)"/.exec(message)?.[1] ?? /no such (?:table|column|function): (\S+)/.exec(message)?.[1];
  if (near) {
    const at = text.indexOf(near, start);
    if (at >= 0) return [at, at + near.length];
  }
  const word = /^\S+/.exec(text.slice(start))?.[0] ?? '';
  return [start, start + Math.max(1, word.length)];
}

/** The file's statements as sql.js splits them, or the problem SQLite found (placed where it is). */
export function splitStatements(db: Database, text: string): { statements: TechniqueStatement[]; problem?: LabProblem } {
  const statements: TechniqueStatement[] = [];
  const it = db.iterateStatements(text);
  // Where the text left to split starts: each statement's SQL runs from there to its end, so
  // adding their lengths keeps it (asking the iterator would decode the rest once a statement).
  let consumed = 0;
  for (;;) {
    const offset = codeStart(text, Math.min(consumed, text.length));
    let next: IteratorResult<{ getSQL(): string; free(): boolean }>;
    try {
      next = it.next();
    } catch (err) {
      const message = (err as Error).message;
      const [from, to] = errorSpan(text, offset, message);
      return { statements, problem: problemAt(text, from, to, labSays.sqlError(message)) };
    }
    if (next.done) return { statements };
    // getSQL keeps the comments before the statement: its code alone, which starts at `offset` in the file.
    const sql = next.value.getSQL();
    consumed += sql.length;
    if (statements.length === LAB_LIMITS.statements) {
      // A technique is a few statements: a file of thousands is not read on (nor shown a problem at each).
      (it as { return?: () => unknown }).return?.();
      return { statements, problem: problemAt(text, offset, offset + 1, labSays.tooManyStatements(LAB_LIMITS.statements)) };
    }
    statements.push({ sql: sql.slice(codeStart(sql, 0)), offset });
  }
}

/** Root page → table name, for main and temp (an index maps to its table). */
function rootPages(db: Database): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [schema, n] of [
    ['main', 0],
    ['temp', 1],
  ] as const) {
    const rows = db.exec(`SELECT rootpage, tbl_name FROM ${schema}.sqlite_schema WHERE rootpage > 0`)[0]?.values ?? [];
    for (const [page, table] of rows) pages.set(`${n}:${page}`, String(table));
  }
  return pages;
}

/** What a statement's bytecode does: the tables it writes and reads, and whether it touches the schema. */
export function statementEffects(
  db: Database,
  sql: string,
  pages = rootPages(db),
): { writes: Set<string>; reads: Set<string>; schema: boolean } {
  const writes = new Set<string>();
  const reads = new Set<string>();
  let schema = false;
  // Stepped rather than exec'd: a fifth of the time for a short statement, which matters in a long file.
  const rows: SqlValue[][] = [];
  const explain = db.prepare(`EXPLAIN ${sql}`);
  try {
    while (explain.step()) rows.push(explain.get());
  } finally {
    explain.free();
  }
  // EXPLAIN's columns: addr, opcode, p1, p2, p3, p4, p5, comment. Trigger programs follow the
  // statement's, each from its own Init; what the lab's own triggers do is not the technique's.
  let labTrigger = false;
  for (const [addr, op, p1, p2, p3, p4] of rows) {
    if (addr === 0 && op === 'Init') labTrigger = String(p4 ?? '').startsWith(`-- TRIGGER ${LAB_TRIGGER_PREFIX}`);
    if (labTrigger) continue;
    if (op === 'OpenWrite' || op === 'OpenRead') {
      const table = pages.get(`${p3}:${p2}`) ?? `page ${p2}`;
      (op === 'OpenWrite' ? writes : reads).add(table);
    } else if (op === 'Clear') {
      writes.add(pages.get(`${p2}:${p1}`) ?? `page ${p1}`);
    } else if (SCHEMA_OPS.has(String(op))) {
      schema = true;
    }
  }
  return { writes, reads, schema };
}

/** Where a table's name first appears in a statement (for the problem's place), else the statement's start. */
function nameSpan(text: string, statement: TechniqueStatement, name: string): [number, number] {
  const at = statement.sql.search(new RegExp(`\\b${name.replace(/[^a-z0-9_]/gi, '')}\\b`, 'i'));
  return at >= 0 ? [statement.offset + at, statement.offset + at + name.length] : [statement.offset, statement.offset + 1];
}

/** The problems of one statement: its kind, what it writes and reads. `last`: it must write the findings. */
function statementProblems(db: Database, text: string, s: TechniqueStatement, last: boolean, pages: Map<string, string>): LabProblem[] {
  const word = (/^[A-Za-z]+/.exec(s.sql)?.[0] ?? s.sql.slice(0, 10)).toUpperCase();
  const start = s.offset;
  if (!ALLOWED_START.has(word)) return [problemAt(text, start, start + word.length, labSays.statementKind(word))];
  let effects: ReturnType<typeof statementEffects>;
  try {
    effects = statementEffects(db, s.sql, pages);
  } catch (err) {
    return [problemAt(text, start, start + word.length, labSays.sqlError((err as Error).message))];
  }
  const problems: LabProblem[] = [];
  // Nothing binds a value to a parameter: `:name` would fail at the first run.
  const code = s.sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\//g, (m) => ' '.repeat(m.length));
  const param = /[:@$][A-Za-z_]\w*|\?\d*/.exec(code);
  if (param) problems.push(problemAt(text, start + param.index, start + param.index + param[0].length, labSays.parameter(param[0])));
  if (effects.schema) problems.push(problemAt(text, start, start + word.length, labSays.changesSchema()));
  for (const table of effects.writes) {
    if (WRITABLE_TABLES.has(table)) continue;
    const [from, to] = nameSpan(text, s, table);
    problems.push(problemAt(text, from, to, labSays.writesTable(table)));
  }
  for (const table of effects.reads) {
    if (READABLE.has(table)) continue;
    const [from, to] = nameSpan(text, s, table);
    problems.push(problemAt(text, from, to, labSays.readsOutside(table), 'warning'));
  }
  if (last && !effects.writes.has('found')) problems.push(problemAt(text, start, start + word.length, labSays.lastNotInsert()));
  return problems;
}

/**
 * Reads and checks a technique file on a database holding the solver's
 * schema (the engine's own). The statements come back when the technique
 * can run; the problems are every one found, placed in the file.
 */
export function readUserTechniqueOn(
  db: Database,
  source: UserTechniqueSource,
  takenIds?: ReadonlyMap<string, string>,
): ReadTechnique & { statements?: TechniqueStatement[] } {
  if (utf8Bytes(source.text) > TECHNIQUE_MAX_BYTES) {
    return { problems: [{ line: 1, column: 1, message: labSays.fileTooLarge(LAB_LIMITS.fileMib), severity: 'error' }] };
  }
  const { header, problems } = readUserHeader(source, takenIds);
  const { statements, problem } = splitStatements(db, source.text);
  if (problem) problems.push(problem);
  else if (statements.length === 0) problems.push(problemAt(source.text, 0, source.text.length, labSays.noStatement()));
  else {
    const pages = rootPages(db);
    statements.forEach((s, i) => problems.push(...statementProblems(db, source.text, s, i === statements.length - 1, pages)));
  }
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  if (!header || problems.some((p) => p.severity === 'error')) return { problems };
  return { technique: { ...header, path: source.path }, problems, statements };
}
