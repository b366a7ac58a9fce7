/**
 * A user technique's header: the `-- Key: value` comment lines it starts
 * with (see HEADER_FIELDS in contract.ts), read with the line and column of
 * each field so that a problem is shown where it is. No engine needed.
 */
import { TECHNIQUES, isChainMode } from '../catalogue';
import { labSays } from '../phrases';
import { CONTRACT_VERSION } from './contract';
import type { LabProblem, UserTechniqueHeader, UserTechniqueSource } from '../../shared/labTypes';

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FIELD = /^--\s?([A-Za-z]+):(.*)$/;
const KNOWN = new Set(['technique', 'rating', 'contract', 'id', 'rule', 'summary', 'needs', 'chains', 'group']);

/** A field as written: its value, and where the value starts (1-based). */
interface Field {
  value: string;
  line: number;
  column: number;
  end: number;
}

/** The id a file gets without `-- Id:`: its name without the folders, `.sql` and a leading number (07-w-wing, with .sql, is 'w-wing'). */
export function idFromPath(path: string): string {
  const base = path.split(/[\\/]/).pop() ?? path;
  return base
    .replace(/\.sql$/i, '')
    .replace(/^\d+-/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The header's fields by lower-case key, and the Rule paragraph; repeated keys are problems. */
function headerFields(lines: string[], problems: LabProblem[]): { fields: Map<string, Field>; rule: string[] } {
  const fields = new Map<string, Field>();
  const rule: string[] = [];
  let inRule = false;
  for (let i = 0; i < lines.length && lines[i].startsWith('--'); i++) {
    const m = FIELD.exec(lines[i]);
    const key = m?.[1].toLowerCase();
    if (m && key && KNOWN.has(key)) {
      inRule = key === 'rule';
      const raw = m[2];
      const value = raw.trim();
      const column = lines[i].length - raw.length + (raw.length - raw.trimStart().length) + 1;
      if (fields.has(key)) problems.push(at(i + 1, 1, lines[i].length + 1, labSays.repeatedField(m[1]), 'warning'));
      else fields.set(key, { value, line: i + 1, column, end: column + value.length });
      if (inRule && value) rule.push(value);
      continue;
    }
    const text = lines[i].replace(/^--\s?/, '').trim();
    if (inRule && !text) inRule = false;
    else if (inRule) rule.push(text);
  }
  return { fields, rule };
}

function at(line: number, column: number, endColumn: number, message: string, severity: LabProblem['severity'] = 'error'): LabProblem {
  return { line, column, endLine: line, endColumn, message, severity };
}

const fieldProblem = (f: Field, message: string, severity: LabProblem['severity'] = 'error') =>
  at(f.line, f.column, Math.max(f.end, f.column + 1), message, severity);

/**
 * Reads a technique file's header. Every problem is listed (a missing name
 * and a bad rating both show); the header comes back only when nothing
 * stops the technique from running. `takenIds` are ids already in use by
 * other user techniques (the built-in ones are always taken).
 */
export function readUserHeader(
  source: UserTechniqueSource,
  takenIds: ReadonlyMap<string, string> = new Map(),
): { header?: UserTechniqueHeader; problems: LabProblem[] } {
  const lines = source.text.split(/\r?\n/);
  const problems: LabProblem[] = [];
  const { fields, rule } = headerFields(lines, problems);
  if (fields.size === 0) return { problems: [at(1, 1, (lines[0]?.length ?? 0) + 1, labSays.noHeader())] };
  const name = fields.get('technique');
  if (!name) problems.push(at(1, 1, lines[0].length + 1, labSays.missingField('Technique')));
  else if (!name.value) problems.push(fieldProblem(name, labSays.emptyField('Technique')));
  const ratingField = fields.get('rating');
  const rating = ratingField && /^\d+(\.\d+)?$/.test(ratingField.value) ? Number(ratingField.value) : NaN;
  if (!ratingField) problems.push(at(1, 1, lines[0].length + 1, labSays.missingField('Rating')));
  else if (!(rating >= 1 && rating < 10)) problems.push(fieldProblem(ratingField, labSays.badRating(ratingField.value)));
  const contractField = fields.get('contract');
  if (contractField && contractField.value !== String(CONTRACT_VERSION)) {
    problems.push(fieldProblem(contractField, labSays.badContract(contractField.value, CONTRACT_VERSION)));
  }
  const idField = fields.get('id');
  const id = idField?.value || idFromPath(source.path);
  if (!ID.test(id)) problems.push(idField ? fieldProblem(idField, labSays.badId(id)) : at(1, 1, lines[0].length + 1, labSays.badId(id)));
  else if (TECHNIQUES.some((t) => t.id === id)) {
    problems.push(idField ? fieldProblem(idField, labSays.builtInId(id)) : at(1, 1, lines[0].length + 1, labSays.builtInId(id)));
  } else if (takenIds.has(id) && takenIds.get(id) !== source.path) {
    const where = idField ?? { line: 1, column: 1, end: lines[0].length + 1, value: id };
    problems.push(fieldProblem(where, labSays.duplicateId(id, takenIds.get(id)!)));
  }
  const needs = fields.get('needs');
  if (needs && !['unique', 'variant', 'cages'].includes(needs.value)) problems.push(fieldProblem(needs, labSays.badNeeds(needs.value)));
  const chains = fields.get('chains');
  if (chains && !isChainMode(chains.value)) problems.push(fieldProblem(chains, labSays.badChains(chains.value)));
  const group = fields.get('group');
  if (group) problems.push(fieldProblem(group, labSays.builtInField('Group'), 'warning'));
  if (!fields.has('rule')) problems.push(at(1, 1, lines[0].length + 1, labSays.noRule(), 'warning'));
  if (problems.some((p) => p.severity === 'error')) return { problems };
  const summary = fields.get('summary')?.value;
  return {
    header: {
      name: name!.value,
      rating,
      id,
      rule: rule.join(' '),
      contract: CONTRACT_VERSION,
      ...(summary ? { summary } : {}),
      ...(needs?.value === 'cages' ? { needsCages: true } : needs ? { needsUnique: true } : {}),
      ...(chains ? { chains: chains.value } : {}),
    },
    problems,
  };
}
