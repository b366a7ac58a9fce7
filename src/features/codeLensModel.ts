/** The summary a CodeLens shows above a puzzle once its verdict is known. */
import type { SolveResult } from '../core/result';
import { lensSummary } from '../core/phrases';

export function codeLensSummary(result: SolveResult): string {
  return lensSummary(result);
}
