/**
 * Text from a document shown as text in Markdown: the hover and the exported
 * explanation use this one way. Pure: no `vscode` here.
 */

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
