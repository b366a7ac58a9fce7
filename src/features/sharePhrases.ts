/**
 * The phrases of New Puzzle and the share commands, in one place. Each goes
 * through `t`, which the extension points at `vscode.l10n.t`; elsewhere the
 * English text is used as written. (To be folded into the project's phrases
 * module.)
 */
export type Translate = (message: string, ...args: (string | number | boolean)[]) => string;

const english: Translate = (message, ...args) => message.replace(/\{(\d+)\}/g, (m, i: string) => String(args[Number(i)] ?? m));
let translate: Translate = english;

export function useShareTranslator(fn: Translate | undefined): void {
  translate = fn ?? english;
}

export const t: Translate = (message, ...args) => translate(message, ...args);
