/**
 * The one way phrases are translated. In the extension host the translator is
 * `vscode.l10n.t` (see useTranslator in src/extension.ts); in the engine's
 * workers and the CLI, which cannot reach the vscode API, it is @vscode/l10n's
 * `t`, given the bundle the host passes (useBundle), or none: English as written.
 */
import type { L10nReplacement } from '@vscode/l10n';
import type { L10nBundle } from '../../shared/workerProtocol';
import * as bundled from '@vscode/l10n';

export type Translate = (message: string, ...args: L10nReplacement[]) => string;

export type { L10nBundle };

let override: Translate | undefined;

/** The extension calls this once with `vscode.l10n.t`; undefined goes back to @vscode/l10n. */
export function useTranslator(t: Translate | undefined): void {
  override = t;
}

/** A worker or a CLI: translate with this bundle (vscode.l10n.bundle, handed over by the host); undefined is English. */
export function useBundle(contents: L10nBundle | undefined): void {
  bundled.config({ contents: contents ?? {} });
}

/**
 * The translator of one phrase file. Each file imports `t` from @vscode/l10n
 * itself and passes it here: that import is how `@vscode/l10n-dev export`
 * knows the file's `l10n.t('…')` calls are phrases to put in l10n/bundle.l10n.json.
 */
export function translator(fallback: Translate): { t: Translate } {
  return { t: (message, ...args) => (override ?? fallback)(message, ...args) };
}
