/**
 * Text from a document shown as text in Markdown: the hover and the exported
 * explanation use this one escaper. Pure: no `vscode` here.
 */

/**
 * Every ASCII punctuation character escaped (CommonMark allows a backslash
 * before any of them), so that nothing can start markup, and no bare URL,
 * e-mail address or `www.` name is left whole for a renderer with linkify
 * (VS Code's Markdown preview, a hover) to turn into a live link: the escaped
 * ':', '/', '.' and '@' split it.
 */
export function markdownText(text: string): string {
  return text.replace(/[!-/:-@[-`{-~]/g, (ch) => `\\${ch}`);
}
