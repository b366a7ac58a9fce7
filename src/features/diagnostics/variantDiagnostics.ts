/** The variant lines' notes as diagnostics, each at its exact place (src/core/variants.ts). */
import { type VariantNote, isVariantError, variantMessage } from '../../core/variants';
import type { PuzzleDiagnostic } from './diagnosticsModel';

export function variantDiagnostic(n: VariantNote): PuzzleDiagnostic {
  return {
    code: isVariantError(n) ? 'bad-variant' : 'variant-note',
    severity: isVariantError(n) ? 'error' : 'warning',
    start: n.start,
    end: n.end,
    message: variantMessage(n),
  };
}
