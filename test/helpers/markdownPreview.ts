/**
 * Markdown rendered as VS Code's Markdown preview renders it: markdown-it with
 * linkify on, which turns bare URLs, e-mail addresses and `www.` names into
 * links. markdown-it comes with @vscode/vsce, a dev dependency.
 */
interface MarkdownIt {
  render(src: string): string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- markdown-it ships no types, and this is test-only
const MarkdownItClass = require('markdown-it') as new (options: { html: boolean; linkify: boolean }) => MarkdownIt;

const preview = new MarkdownItClass({ html: true, linkify: true });

export function renderPreview(markdown: string): string {
  return preview.render(markdown);
}

/** The targets of the links in rendered HTML. */
export function linkTargets(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1]);
}

/** The text of rendered HTML: tags dropped, the entities markdown-it writes decoded. */
export function renderedText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** Names a Markdown renderer with linkify would turn into live links, were they not escaped. */
export const HOSTILE_TITLES = [
  'http://3232235777/login',
  'mailto:me@example.net',
  'www.example.org',
  'me@example.net',
  '//localhost/x',
  'see //127.0.0.1/admin now',
  'ftp://example.com/file',
  '<https://example.com>',
  '[click](command:workbench.action.quit)',
];
