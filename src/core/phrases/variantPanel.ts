/** The panel's words for a variant's board: the caption naming its rules, and what a cell's label adds (src/shared/panelStrings.ts). */
import type { VariantStrings } from '../../shared/panelStrings';
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

export function variantPanelStrings(): VariantStrings {
  return {
    variantCaption: l10n.t('Variant: {0}'),
    variantX: l10n.t('X (each main diagonal, drawn, holds 1-9 once)'),
    variantWindoku: l10n.t('Windoku (each shaded window holds 1-9 once)'),
    variantJigsaw: l10n.t('Jigsaw (each region in thick borders holds 1-9 once)'),
    variantKiller: l10n.t('Killer (each dashed cage adds up to the sum in its corner, no digit twice)'),
    variantAntiKnight: l10n.t("anti-knight (no digit a knight's move from the same digit)"),
    variantAntiKing: l10n.t("anti-king (no digit a king's move from the same digit)"),
    cageOf: l10n.t('in a cage of {0}'),
  };
}
