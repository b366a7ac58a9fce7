/**
 * The user techniques of one engine: each file read and checked once (by its
 * path and text), its statements prepared once, and the lab that watches them
 * run. The engine hands a solve's files here and gets the ladder's newcomers
 * and the reports of the files left out.
 */
import type { Sql, SqlFile } from '../engine/sqlFile';
import type { PreparedTechnique } from '../engine/techniqueBoard';
import { labSays } from '../phrases';
import { type HeapBytes, UserLab, installGuard } from './guard';
import { lineColumnOf, readUserTechniqueOn } from './read';
import type { LabProblem, LabReport, ReadTechnique, UserTechniqueSource } from '../../shared/labTypes';

/** Files kept read and prepared: a folder of techniques, edited now and then. */
const KEPT = 64;

interface Kept {
  read: ReadTechnique;
  /** Without its place among a solve's files (`user.index`), which each solve gives. */
  prepared?: Omit<PreparedTechnique, 'user'>;
  /** Where its last statement (the INSERT INTO found) starts: where a report about what it found points. */
  at?: { line: number; column: number };
}

/** A problem as a line of text: '<file>:3:12: ...'. */
export function problemText(path: string, p: LabProblem): string {
  return labSays.at(path, `${p.line}:${p.column}`, p.message);
}

export class UserTechniques {
  readonly lab: UserLab;
  private readonly kept = new Map<string, Kept>();

  /** Call outside a transaction: it installs the guard (see installGuard). */
  constructor(
    private readonly sql: Sql,
    heapBytes?: HeapBytes,
  ) {
    installGuard(sql.db);
    this.lab = new UserLab(sql, heapBytes);
  }

  /** Reads and checks a file: its header, SQLite's errors, what it writes. For the editor's diagnostics. */
  read(source: UserTechniqueSource): ReadTechnique {
    return this.keep(source).read;
  }

  /**
   * A solve's files: those that can run, prepared, in the order given; a
   * report for each left out (problems, or an id taken by an earlier file).
   */
  load(sources: readonly UserTechniqueSource[]): { prepared: PreparedTechnique[]; reports: LabReport[] } {
    const prepared: PreparedTechnique[] = [];
    const reports: LabReport[] = [];
    const taken = new Map<string, string>();
    sources.forEach((source, index) => {
      const { read, prepared: p, at } = this.keep(source);
      const errors = read.problems.filter((x) => x.severity === 'error');
      const name = read.technique?.name ?? source.path;
      const id = read.technique?.id ?? '';
      if (!p || errors.length > 0) {
        reports.push({
          kind: 'invalid',
          technique: name,
          id,
          path: source.path,
          message: problemText(source.path, errors[0]),
          problems: errors,
        });
      } else if (taken.has(p.id)) {
        const message = labSays.duplicateId(p.id, taken.get(p.id)!);
        reports.push({ kind: 'invalid', technique: name, id, path: source.path, message: labSays.at(source.path, '', message) });
      } else {
        taken.set(p.id, source.path);
        prepared.push({ ...p, user: { path: source.path, index, ...at } });
      }
    });
    return { prepared, reports };
  }

  /** The file read (and prepared when it can run), from what is kept when its text has not changed. */
  private keep(source: UserTechniqueSource): Kept {
    const key = `${source.path}\u0000${source.text}`;
    const hit = this.kept.get(key);
    if (hit) {
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit;
    }
    const { statements, ...read } = readUserTechniqueOn(this.sql.db, source);
    const kept: Kept = { read };
    if (read.technique && statements) {
      const t = read.technique;
      const sql: SqlFile = this.sql.file(source.path, source.text);
      // Its findings carry their own ratings: as the catalogue tells for a built-in technique.
      const rated = /INSERT\s+INTO\s+found\s*\([^)]*\brating\b/i.test(source.text);
      kept.at = lineColumnOf(source.text, statements[statements.length - 1].offset);
      kept.prepared = {
        id: t.id,
        file: source.path,
        name: t.name,
        rating: t.rating,
        rule: t.rule,
        sql,
        ...(t.summary ? { summary: t.summary } : {}),
        ...(t.needsUnique ? { needsUnique: true } : {}),
        ...(t.chains ? { chains: t.chains } : {}),
        ...(rated ? { rated } : {}),
      };
    }
    this.kept.set(key, kept);
    while (this.kept.size > KEPT) {
      const [oldKey, old] = this.kept.entries().next().value as [string, Kept];
      old.prepared?.sql.free();
      this.kept.delete(oldKey);
    }
    return kept;
  }
}
