/**
 * Text from a document, made safe for the places VS Code renders as markup:
 * notifications and progress titles turn `[label](command:...)` into live
 * links, and status-bar and quick-pick text turn `$(name)` into icons. Pure:
 * no `vscode` here.
 */
import { shorten } from './phrases';

/** Breaks link and icon syntax with an invisible zero-width space, drops control characters, and keeps it to `max` characters. */
export function plainText(text: string, max = 200): string {
  const flat = text
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    // `](` makes a link and `$(` an icon: a zero-width space between keeps the text as typed, inert.
    .replace(/([\]$])\(/g, '$1\u200b(')
    // Bare and angle-bracket links: `<https://...>` and `command:` targets lose their scheme's colon form.
    .replace(/\b(command|https?|file|vscode|mailto):/gi, '$1\u200b:');
  return shorten(flat, max);
}
