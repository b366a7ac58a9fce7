/**
 * The phrases of New Puzzle and the share commands go through the project's
 * one translator (src/core/phrases.ts, pointed at `vscode.l10n.t` by the
 * extension); the English text is used as written elsewhere.
 */
export { phrase as t } from '../core/phrases';
