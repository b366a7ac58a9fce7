/**
 * The technique lab without VS Code: where techniques are looked for, the
 * trust gate, the New Technique template, and the name of a new file. The
 * adapter (lab.ts) reads the files and talks to the editor.
 */
import { contractHoverSays, newTechniqueSays } from '../../core/phrases';
import { CONTRACT_VERSION, type ContractTable } from '../../core/lab';
import { TECHNIQUES } from '../../core/catalogue';

/** Where techniques are looked for when the setting names no folder: beside the puzzles, in the workspace. */
export const DEFAULT_TECHNIQUE_FOLDER = '.sudoku-techniques';

/** The setting that names the folders. Not `sudoku.techniques.folders`: `sudoku.techniques` is an array setting, and VS Code keeps settings as one tree. */
export const FOLDERS_SETTING = 'techniqueFolders';

/** The folders the setting names, as written: blanks dropped, each once; the default when it names none. */
export function folderSettings(value: unknown): string[] {
  const list = Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];
  const unique = [...new Set(list.map((x) => x.trim()))];
  return unique.length ? unique : [DEFAULT_TECHNIQUE_FOLDER];
}

/** An absolute path (POSIX, a Windows drive, a UNC share) or one relative to each workspace folder. */
export function isAbsolutePath(p: string): boolean {
  return p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\\\');
}

/** Whether a file is a technique: an `.sql` file, not a hidden or backup one. */
export function isTechniqueFile(name: string): boolean {
  return /\.sql$/i.test(name) && !name.startsWith('.');
}

/**
 * User techniques are SQL the solver runs, so they load only in a trusted
 * workspace. Untrusted, the user is told why once per session, and only when
 * there are techniques to load: nobody without any is bothered.
 */
export class TrustGate {
  private told = false;

  constructor(private trusted: boolean) {}

  get isTrusted(): boolean {
    return this.trusted;
  }

  /** The workspace was trusted: techniques load from now on. */
  trust(): void {
    this.trusted = true;
  }

  /** Whether to load `found` technique files, and whether to tell the user now that they are not loaded. */
  decide(found: number): { load: boolean; tell: boolean } {
    if (this.trusted) return { load: true, tell: false };
    const tell = found > 0 && !this.told;
    if (tell) this.told = true;
    return { load: false, tell };
  }
}

/**
 * Tells a load that changed the techniques every solve runs with from one
 * that did not: only a change re-solves what is shown (a re-solve of the
 * panel's puzzle while someone steps through it would move them).
 */
export class TechniqueSet {
  private key = '[]';

  /** Whether these techniques (path and text) differ from the last ones given. */
  changed(active: readonly { path: string; text: string }[]): boolean {
    const key = JSON.stringify(active.map((s) => [s.path, s.text]));
    const differ = key !== this.key;
    this.key = key;
    return differ;
  }
}

/** The file name of a new technique: its name in lower case, words joined by hyphens. */
export function techniqueFileName(name: string): string | undefined {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug ? `${slug}.sql` : undefined;
}

/** Why a name cannot be a technique's, or undefined when it can. */
export function validateTechniqueName(name: string): string | undefined {
  if (name.trim().length > 60) return newTechniqueSays.tooLong();
  const file = techniqueFileName(name);
  if (!file) return newTechniqueSays.needsLetter();
  const builtIn = TECHNIQUES.find((t) => t.id === file.replace(/\.sql$/, ''));
  if (builtIn) return newTechniqueSays.builtIn(builtIn.name);
  return undefined;
}

/** A header line holds one line: a name typed with a line break (pasted) keeps to its first line. */
const oneLine = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/**
 * A new technique's text: the header every technique carries, then a short
 * worked example that is sound and fires on ordinary hard puzzles (a turbot
 * fish: two strong links on one digit joined by a weak one), to change into
 * one's own. The SQL is kept as a template string, not translated: it is code.
 */
export function newTechniqueText(name: string): string {
  return `-- Technique: ${oneLine(name)}
-- Rating: 4.0
--
-- Rule: two strong links on one digit (units where the digit has only two
-- places), a=b and c=e, with b and c in one unit: if a is not the digit, b is,
-- so c is not and e is. One of a and e holds the digit, so no cell that sees
-- both can. (A turbot fish: it covers the skyscraper and the two-string kite.)
--
-- This example works as it stands: run "Sudoku: Test Technique on File" on a
-- file of hard puzzles to see where it fires. Then make it your own. The
-- tables you may read and what to write are in docs/technique-api.md.

WITH strong (d, a, b) AS (
  -- the units where digit d has exactly two places, each a strong link
  SELECT k.d, min(k.cell), max(k.cell)
  FROM unit_cell AS u
  JOIN cand AS k ON k.cell = u.cell
  GROUP BY u.unit, k.d
  HAVING count(*) = 2
),
link (d, a, b) AS (
  -- each strong link both ways round
  SELECT d, a, b FROM strong
  UNION
  SELECT d, b, a FROM strong
),
fish (d, a, b, c, e) AS (
  -- a=b, then b sees c (a weak link), then c=e
  SELECT x.d, x.a, x.b, y.a, y.b
  FROM link AS x
  JOIN link AS y ON y.d = x.d
  JOIN peer AS p ON p.cell = x.b AND p.peer = y.a
  WHERE x.a NOT IN (y.a, y.b) AND x.b NOT IN (y.a, y.b)
)
INSERT INTO found (act, cell, d, unit, pattern, digits)
SELECT DISTINCT 'elim', k.cell, f.d, NULL, f.a || ',' || f.b || ',' || f.c || ',' || f.e, f.d
FROM fish AS f
JOIN peer AS pa ON pa.cell = f.a
JOIN peer AS pe ON pe.cell = f.e AND pe.peer = pa.peer
JOIN cand AS k ON k.cell = pa.peer AND k.d = f.d
WHERE k.cell NOT IN (f.a, f.b, f.c, f.e);
`;
}

/** The word (an SQL name) at a character of a line, if the character is in one. */
export function sqlNameAt(line: string, character: number): string | undefined {
  const re = /[A-Za-z_][A-Za-z0-9_]*/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    if (character >= m.index && character <= m.index + m[0].length) return m[0];
    if (m.index > character) break;
  }
  return undefined;
}

/** Whether a character of a line sits in a `--` comment or a string: a name there is words, not a table. */
export function inCommentOrString(line: string, character: number): boolean {
  let quote: string | undefined;
  for (let i = 0; i < character && i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '-' && line[i + 1] === '-') return true;
  }
  return quote !== undefined;
}

/** A contract table's hover, as plain text: its heading and meaning, then its columns aligned, one a line. */
export function contractHoverText(table: ContractTable): { heading: string; meaning: string; columns: string; notes: string[] } {
  const width = Math.max(...table.columns.map((c) => c.name.length));
  const typeWidth = Math.max(...table.columns.map((c) => c.type.length));
  const columns = table.columns.map((c) => `${c.name.padEnd(width)}  ${c.type.padEnd(typeWidth)}  ${c.meaning}`).join('\n');
  const notes = [...(table.needsChains ? [contractHoverSays.needsChains()] : []), contractHoverSays.contract(CONTRACT_VERSION)];
  return { heading: contractHoverSays.heading(table.name, table.kind, table.access), meaning: table.meaning, columns, notes };
}
