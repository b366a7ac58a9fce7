/**
 * Text from a document shown as text in Markdown: the hover and the exported
 * explanation use this one way. Pure: no `vscode` here.
 */
import type { SolveResult } from '../shared/result';

/**
 * The text as a code span, which every Markdown renderer shows literally: no
 * markup, no entities, and no links, since linkify reads only plain text.
 * Backslash escapes are not enough: markdown-it before version 13, which VS
 * Code's preview runs, reads `http\:\/\/x` as the text `http://x` and links it,
 * and no invisible character breaks a domain name for linkify. The fence is
 * longer than any run of backticks in the text; a space pads a text that
 * starts or ends with a backtick or a space (the renderer takes one off).
 */
export function markdownText(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ');
  const fence = '`'.repeat(Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  const pad = /^[ `]|[ `]$/.test(flat) ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/**
 * A result whose names from a user's technique file (each step's, and the
 * difficulty's when such a technique took part) show as code spans: Markdown
 * made from it (Copy Explanation, the hover) carries no link or markup of theirs.
 */
export function markdownNames(result: SolveResult): SolveResult {
  const steps = result.steps.map((s) => (s.userTechnique ? { ...s, name: markdownText(s.name) } : s));
  const d = result.difficulty;
  const difficulty = d?.userTechniques?.length ? { ...d, name: markdownText(d.name) } : d;
  // A time limit reached inside a user technique names it in the message.
  const message = result.message && result.lab?.length ? { message: markdownText(result.message) } : {};
  return { ...result, steps, ...(difficulty ? { difficulty } : {}), ...message };
}
