/** The summary a CodeLens shows above a puzzle once its verdict is known. */
import type { SolveResult } from '../core/result';

export function codeLensSummary(result: SolveResult): string {
  const givens = `${result.givens} givens`;
  switch (result.status) {
    case 'solved':
      return `✓ unique · ${givens} · ${result.difficulty ? `${result.difficulty.rating.toFixed(1)} ${result.difficulty.name}` : ''}`.replace(
        / · $/,
        '',
      );
    case 'multiple':
      return `⚠ more than one solution · ${givens}`;
    case 'no-solution':
      return `✗ no solution · ${givens}`;
    case 'invalid':
      return `✗ duplicate givens · ${givens}`;
    case 'stalled':
      return `logic stalls · ${givens}`;
    case 'timeout':
      return `not decided in time · ${givens}`;
    default:
      return `${result.status} · ${givens}`;
  }
}
