/** Reading the solver's `.sql` files: statements and technique headers. */

/** Splits SQL text into statements, respecting comments and quoted text. */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const ch = sql[i];
    if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (ch === "'" || ch === '"') {
      i++;
      while (i < n && sql[i] !== ch) i++;
      i++;
    } else if (ch === ';') {
      pushStatement(out, sql.slice(start, i));
      start = ++i;
    } else {
      i++;
    }
  }
  pushStatement(out, sql.slice(start));
  return out;
}

function pushStatement(out: string[], text: string): void {
  const body = stripComments(text).trim();
  if (body) out.push(text.trim());
}

function stripComments(text: string): string {
  return text.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
}

export interface TechniqueHeader {
  name: string;
  rating: number;
  rule: string;
}

/**
 * Reads the header comment every technique file starts with:
 * `-- Technique: <name>`, `-- Rating: <n>` and a `-- Rule: ...` paragraph.
 */
export function parseTechniqueHeader(file: string, sql: string): TechniqueHeader {
  const lines = sql.split(/\r?\n/);
  const comment: string[] = [];
  for (const line of lines) {
    if (!line.startsWith('--')) break;
    comment.push(line.replace(/^--\s?/, ''));
  }
  const field = (key: string): string | undefined =>
    comment.find((l) => l.toLowerCase().startsWith(key.toLowerCase() + ':'))?.slice(key.length + 1).trim();
  const name = field('Technique');
  const rating = Number(field('Rating'));
  if (!name || !Number.isFinite(rating)) {
    throw new Error(`${file}: a technique file must start with '-- Technique:' and '-- Rating:' lines`);
  }
  const ruleStart = comment.findIndex((l) => l.startsWith('Rule:'));
  const rule: string[] = [];
  if (ruleStart >= 0) {
    rule.push(comment[ruleStart].slice(5).trim());
    for (const l of comment.slice(ruleStart + 1)) {
      if (!l.trim()) break;
      rule.push(l.trim());
    }
  }
  return { name, rating, rule: rule.join(' ') };
}
