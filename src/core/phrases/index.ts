/**
 * Every phrase the user reads, in one place (one voice), split by area. Each
 * goes through l10n (./l10n.ts): vscode.l10n in the extension host, @vscode/l10n
 * with the host's bundle in the engine's workers, English in the CLI. The
 * strings are listed in l10n/bundle.l10n.json (`npm run l10n`). No `vscode`
 * import: the core stays runnable anywhere.
 */
export { useBundle, useTranslator } from './l10n';
export type { L10nBundle, Translate } from './l10n';
export * from './words';
export * from './status';
export * from './titles';
export * from './steps';
export * from './chains';
export * from './patterns';
export * from './hints';
export * from './panel';
export * from './notify';
export * from './hover';
export * from './parsing';
export * from './diagnostics';
export * from './share';
export * from './newPuzzle';
export * from './play';
export * from './playHints';
export * from './engine';
export * from './lab';
export * from './techniqueEditor';
export * from './techniqueNames';
export * from './variants';
