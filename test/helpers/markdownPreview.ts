/**
 * Markdown rendered as VS Code's Markdown preview renders it: markdown-it with
 * linkify on, which turns bare URLs, e-mail addresses and `www.` names into
 * links. markdown-it comes with @vscode/vsce, a dev dependency.
 */
interface Rule {
  name: string;
  fn: (state: unknown) => void;
}
interface MarkdownIt {
  render(src: string): string;
  core: { ruler: { __rules__: Rule[]; before(name: string, rule: string, fn: Rule['fn']): void; disable(name: string): void } };
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- markdown-it ships no types, and this is test-only
const MarkdownItClass = require('markdown-it') as new (options: { html: boolean; linkify: boolean }) => MarkdownIt;

const preview = new MarkdownItClass({ html: true, linkify: true });
/**
 * As markdown-it before version 13 renders (VS Code's preview among them): an
 * escaped character is plain text by the time linkify runs, so `http\:\/\/x`
 * is linked as `http://x`. Here, text is joined before linkify, not after.
 */
const olderPreview = new MarkdownItClass({ html: true, linkify: true });
const join = olderPreview.core.ruler.__rules__.find((r) => r.name === 'text_join')!.fn;
olderPreview.core.ruler.disable('text_join');
olderPreview.core.ruler.before('linkify', 'text_join_first', join);

/** Markdown as a preview renders it, with linkify; `older` for the markdown-it VS Code's preview runs. */
export function renderPreview(markdown: string, older = false): string {
  return (older ? olderPreview : preview).render(markdown);
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
  '`code` and ``more`` with a ` lone backtick',
  ' spaced ',
  '<img src=x onerror=alert(1)> *bold* &amp; _it_',
];
