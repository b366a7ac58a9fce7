/**
 * Running a user's technique, checked rather than trusted. Its statements
 * were read and refused when they write anything but the findings
 * (read.ts); here each run is also watched:
 * - under a savepoint, undone if anything goes wrong;
 * - TEMP triggers abort a write to the board and reference tables while a
 *   user technique runs (created when the first one is loaded, so a solve
 *   without one pays nothing). The chain builder's busy scratch tables carry
 *   none: their writes are refused by the static check of read.ts alone;
 * - the schema versions (main and temp), compared before and after: a
 *   change of schema refuses the technique;
 * - what it found is checked: each finding a real placement or elimination
 *   (no-ops are dropped, so a technique cannot "fire" for ever), and, when
 *   the puzzle's one solution is known and no guess stands, each against it.
 * A technique refused, failed or unsound is not tried again in this solve;
 * each is reported with what it did, naming it.
 */
import type { Database } from 'sql.js';
import { candidateLine, pencilMarkGrid } from '../positionForms';
import { labSays } from '../phrases';
import { cellId } from '../../shared/cells';
import type { Sql, SqlStatement } from '../engine/sqlFile';
import type { PreparedTechnique } from '../engine/techniqueBoard';
import type { LabFinding, LabReport } from '../../shared/labTypes';
import { LAB_LIMITS, LAB_TRIGGER_PREFIX, RETIRE_BYTES, findingFault, shownValue } from './limits';

/** Tables no technique may write, guarded by a TEMP trigger while a user technique runs. */
export const GUARDED_TABLES = ['grid', 'cand', 'cell', 'unit', 'unit_cell', 'peer', 'digit', 'bitset'];
const GUARD_PREFIX = 'technique lab guard: ';
const BUDGET_PREFIX = 'technique lab budget: ';

/** Every column of found, in bytes as text: what a row of findings costs. */
const ROW_BYTES = ['act', 'cell', 'd', 'unit', 'pattern', 'digits', 'rating', 'chain', 'tech']
  .map((c) => `coalesce(octet_length(NEW.${c}), 0)`)
  .join(' + ');

/**
 * Creates the guard (once per database, outside any transaction): a flag
 * table, the triggers that read it, and one that counts what a technique
 * inserts into found, stopping it at LAB_LIMITS' rows and bytes.
 */
export function installGuard(db: Database): void {
  const ddl = [
    'CREATE TEMP TABLE IF NOT EXISTS lab_guard (on_duty INTEGER NOT NULL, found_rows INTEGER NOT NULL DEFAULT 0, found_bytes INTEGER NOT NULL DEFAULT 0)',
  ];
  for (const table of GUARDED_TABLES) {
    for (const op of ['INSERT', 'UPDATE', 'DELETE']) {
      ddl.push(
        `CREATE TEMP TRIGGER IF NOT EXISTS ${LAB_TRIGGER_PREFIX}${table}_${op.toLowerCase()} BEFORE ${op} ON main.${table}` +
          ` WHEN EXISTS (SELECT 1 FROM temp.lab_guard) BEGIN SELECT RAISE(ABORT, '${GUARD_PREFIX}${table}'); END`,
      );
    }
  }
  const over = (what: string, column: string, most: number) =>
    `SELECT RAISE(ABORT, '${BUDGET_PREFIX}${what}') WHERE (SELECT max(${column}) FROM temp.lab_guard) > ${most};`;
  ddl.push(
    `CREATE TEMP TRIGGER IF NOT EXISTS ${LAB_TRIGGER_PREFIX}found_budget BEFORE INSERT ON main.found WHEN EXISTS (SELECT 1 FROM temp.lab_guard) BEGIN` +
      ` UPDATE temp.lab_guard SET found_rows = found_rows + 1, found_bytes = found_bytes + ${ROW_BYTES};` +
      ` ${over('rows', 'found_rows', LAB_LIMITS.foundRows)} ${over('bytes', 'found_bytes', LAB_LIMITS.foundMib * 1024 * 1024)} END`,
  );
  db.exec(ddl.join(';\n'));
}

/** Why a run was stopped for what it used: SQLite's heap, or the budget of found. */
function overBudget(t: { name: string }, message: string): string | undefined {
  if (message.includes(BUDGET_PREFIX))
    return message.includes(`${BUDGET_PREFIX}rows`)
      ? labSays.tooManyFindings(t.name, LAB_LIMITS.foundRows)
      : labSays.findingsTooLarge(t.name, LAB_LIMITS.foundMib);
  if (/out of memory/i.test(message)) return labSays.outOfMemory(t.name, LAB_LIMITS.heapMib);
  return undefined;
}

/** A user technique as the ladder holds it: prepared, with its file and its place among the files given. */
type UserPrepared = PreparedTechnique & { user: NonNullable<PreparedTechnique['user']> };

/** What a solve tells the lab: the puzzle, its one solution when known, the deadline, who to tell what runs. */
export interface LabSolve {
  puzzle: string;
  solution?: string;
  deadline: number;
  timeLimitMs?: number;
  /** Called with a user technique's index as it starts, undefined as it ends (the worker shares it with its pool). */
  running?: (index: number | undefined) => void;
}

/** The WASM heap's size in bytes (the Module's memory), where the host can tell it. */
export type HeapBytes = () => number;

function statements(sql: Sql) {
  return {
    versions: [sql.prepare('PRAGMA main.schema_version'), sql.prepare('PRAGMA temp.schema_version')],
    onDuty: sql.prepare('INSERT INTO temp.lab_guard (on_duty) VALUES (1)'),
    offDuty: sql.prepare('DELETE FROM temp.lab_guard'),
    dropNoOps: sql.prepare(
      "DELETE FROM found WHERE (act = 'elim' AND NOT EXISTS (SELECT 1 FROM cand AS k WHERE k.cell = found.cell AND k.d = found.d))" +
        " OR (act = 'place' AND (cell IN (SELECT cell FROM grid) OR NOT EXISTS (SELECT 1 FROM cand AS k WHERE k.cell = found.cell AND k.d = found.d)))",
    ),
    malformed: sql.prepare(
      "SELECT act, cell, d FROM found WHERE act NOT IN ('place', 'elim') OR typeof(cell) <> 'integer' OR cell NOT BETWEEN 0 AND 80" +
        " OR typeof(d) <> 'integer' OR d NOT BETWEEN 1 AND 9 OR pattern IS NULL OR digits IS NULL OR tech IS NOT NULL" +
        " OR (rating IS NOT NULL AND (typeof(rating) NOT IN ('real', 'integer') OR rating < 1 OR rating >= 10)) LIMIT 1",
    ),
    findings: sql.prepare('SELECT act, cell, d FROM found ORDER BY rowid'),
    shapes: sql.prepare('SELECT DISTINCT unit, pattern, digits, chain FROM found'),
    underGuess: sql.prepare("SELECT EXISTS (SELECT 1 FROM grid WHERE how = 'guess')"),
    grid: sql.prepare('SELECT cell, d FROM grid'),
    cands: sql.prepare("SELECT cell, group_concat(d, '') FROM (SELECT cell, d FROM cand ORDER BY cell, d) GROUP BY cell"),
    countFound: sql.prepare('SELECT count(*) FROM found'),
  };
}

const first = (s: SqlStatement) => s.first()![0] as number;

/** Runs the user techniques of one engine; `begin` sets up each solve, `reports` tells what went wrong. */
export class UserLab {
  readonly reports: LabReport[] = [];
  private readonly stopped = new Set<string>();
  private solve?: LabSolve;
  private readonly q: ReturnType<typeof statements>;

  constructor(
    private readonly sql: Sql,
    private readonly heapBytes?: HeapBytes,
  ) {
    this.q = statements(sql);
  }

  /** A new solve: nothing stopped, nothing reported. */
  begin(solve: LabSolve): void {
    this.solve = solve;
    this.stopped.clear();
    this.reports.length = 0;
  }

  /** Runs one user technique (`run` runs its statements as the board runs any technique); returns how many findings stand. */
  run(technique: PreparedTechnique, run: () => number): number {
    const t = technique as UserPrepared;
    if (this.stopped.has(t.id)) return 0;
    const versions = this.q.versions.map(first);
    const started = performance.now();
    this.sql.exec('SAVEPOINT lab_user');
    this.solve?.running?.(t.user.index);
    let n: number;
    try {
      n = this.watched(t, run, versions);
    } catch (err) {
      this.sql.exec('ROLLBACK TO lab_user');
      const message = (err as Error).message;
      const over = overBudget(t, message);
      if (over) this.stop(t, 'memory', over);
      else this.stop(t, 'failed', labSays.failed(t.name, message));
      n = 0;
    } finally {
      this.q.offDuty.run();
      this.sql.exec('RELEASE lab_user');
      this.solve?.running?.(undefined);
    }
    // The time limit passed while it ran: the solve stops at its next check, and this names the technique.
    const deadline = this.solve?.deadline ?? Infinity;
    if (started <= deadline && performance.now() > deadline) this.stop(t, 'timeout', labSays.runaway(t.name, this.solve?.timeLimitMs ?? 0));
    return n;
  }

  /** The run under guard, then its checks; a refusal rolls back and returns 0. */
  private watched(t: UserPrepared, run: () => number, versions: number[]): number {
    const heapBefore = this.heapBytes?.() ?? 0;
    this.q.onDuty.run();
    let refused: string | undefined;
    try {
      run();
    } catch (err) {
      const message = (err as Error).message;
      if (!message.includes(GUARD_PREFIX)) throw err;
      refused = labSays.refusedTable(t.name, message.slice(message.indexOf(GUARD_PREFIX) + GUARD_PREFIX.length).trim());
    }
    this.q.offDuty.run();
    // SQLite's heap limit bounds what SQLite allocates; the WASM heap as a whole is checked too, as it never shrinks.
    const heap = this.heapBytes?.() ?? 0;
    if (!refused && heap > heapBefore && heap > RETIRE_BYTES) {
      this.sql.exec('ROLLBACK TO lab_user');
      this.stop(t, 'memory', labSays.heapGrew(t.name, Math.round(heap / 1024 / 1024), LAB_LIMITS.retireMib));
      return 0;
    }
    if (!refused && this.q.versions.some((s, i) => first(s) !== versions[i])) refused = labSays.refusedSchema(t.name);
    if (refused) {
      this.sql.exec('ROLLBACK TO lab_user');
      this.stop(t, 'refused', refused);
      return 0;
    }
    return this.checkFindings(t);
  }

  /** Drops no-ops, refuses findings that are not ones, and checks the rest against the solution. */
  private checkFindings(t: UserPrepared): number {
    const bad = this.q.malformed.first();
    if (bad) {
      this.sql.exec('ROLLBACK TO lab_user');
      this.stop(t, 'failed', labSays.badFinding(t.name, bad.map(shownValue).join(' ')));
      return 0;
    }
    const fault = findingFault(this.q.shapes.rows());
    if (fault) {
      this.sql.exec('ROLLBACK TO lab_user');
      this.stop(t, 'failed', labSays.badFindingColumn(t.name, fault.column, fault.value, LAB_LIMITS));
      return 0;
    }
    this.q.dropNoOps.run();
    const solution = this.solve?.solution;
    if (solution && first(this.q.underGuess) === 0) {
      const found = this.q.findings.rows().map(([act, cell, d]) => ({ act, cell, d }) as LabFinding);
      const wrong = found.filter((f) => (solution[f.cell] === String(f.d)) !== (f.act === 'place'));
      if (wrong.length > 0) {
        this.unsound(t, wrong);
        this.sql.exec('ROLLBACK TO lab_user');
        return 0;
      }
    }
    return first(this.q.countFound);
  }

  /** Reports an unsound finding with its counterexample: the puzzle, the position, the findings. */
  private unsound(t: UserPrepared, wrong: LabFinding[]): void {
    const digits = new Array<string>(81).fill('.');
    for (const [cell, d] of this.q.grid.rows()) digits[cell as number] = String(d);
    const candidates = new Array<string>(81).fill('');
    for (const [cell, ds] of this.q.cands.rows()) candidates[cell as number] = String(ds);
    const wrongText = wrong.map((f) => `${cellId(f.cell)}${f.act === 'place' ? '=' : '<>'}${f.d}`);
    const shown = wrongText.length > 3 ? labSays.andMore(wrongText.slice(0, 3).join(', '), wrongText.length - 3) : wrongText.join(', ');
    this.stop(t, 'unsound', labSays.unsound(t.name, shown), {
      puzzle: this.solve!.puzzle,
      position: pencilMarkGrid({ digits, candidates }),
      candidateLine: candidateLine(digits.join(''), candidates),
      solution: this.solve!.solution!,
      wrong,
      wrongText,
    });
  }

  private stop(t: UserPrepared, kind: LabReport['kind'], message: string, counterexample?: LabReport['counterexample']): void {
    this.stopped.add(t.id);
    const at = t.user.line !== undefined ? { line: t.user.line, column: t.user.column ?? 1 } : {};
    this.reports.push({
      kind,
      technique: t.name,
      id: t.id,
      path: t.user.path,
      message,
      ...at,
      ...(counterexample ? { counterexample } : {}),
    });
  }
}
