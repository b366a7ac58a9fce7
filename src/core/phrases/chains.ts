/** The pieces of a chain step's sentence (src/core/chainWords.ts puts them together). */
import type { ChainNode, Step } from '../../shared/result';
import { cellName } from './words';
import { t } from '@vscode/l10n';
import { translator } from './l10n';

const l10n = translator(t);

/** The pieces of a chain step's sentence (chainWords.ts puts them together): "If r1c9 were 2, r6c9 could not be 2, so r6c4 would be 2, …". */
const at = (n: ChainNode) => [cellName(n.cell), n.d] as const;
export const chainWords = {
  /** "Skyscraper (X-chain)": a chain's better-known name, then the technique that found it. */
  knownAs: (known: string, technique: string) => l10n.t('{0} ({1})', known, technique),
  heading: (step: Step) => l10n.t('{0} ({1})', step.name, step.rating.toFixed(1)),
  assume: (n: ChainNode) => (n.on ? l10n.t('if {0} were {1}', ...at(n)) : l10n.t('if {0} were not {1}', ...at(n))),
  then: (n: ChainNode) => (n.on ? l10n.t('so {0} would be {1}', ...at(n)) : l10n.t('{0} could not be {1}', ...at(n))),
  first: (n: ChainNode) => (n.on ? l10n.t('{0} would be {1}', ...at(n)) : l10n.t('{0} could not be {1}', ...at(n))),
  back: (n: ChainNode) =>
    n.on ? l10n.t('so {0} would be {1} after all', ...at(n)) : l10n.t('and {0} could not be {1} after all', ...at(n)),
  skipped: (n: number, chains?: boolean) => (chains ? l10n.t('… {0} more chains like these …', n) : l10n.t('… {0} more links …', n)),
  is: (n: ChainNode) => (n.on ? l10n.t('{0} is {1}', ...at(n)) : l10n.t('{0} is not {1}', ...at(n))),
  forcing: (chain: string, verdict: string) => l10n.t('{0}: {1}.', chain, verdict),
  contradiction: (one: string, other: string, verdict: string) => l10n.t('{0}; and {1}: a contradiction, so {2}.', one, other, verdict),
  bothWays: (chains: string, verdict: string) => l10n.t('{0}: either way, {1}.', chains, verdict),
  cell: (s: string, c: number, ds: string, v: string) => l10n.t('{0}: whichever of {1} {2} holds, {3}.', s, ds, cellName(c), v),
  region: (s: string, d: number, unit: string, v: string) => l10n.t('{0}: wherever {1} goes in {2}, {3}.', s, d, unit, v),
  cycle: (s: string, v: string) => l10n.t('{0}, closing the loop; if not, each would be the opposite. Either way, {1}.', s, v),
  /** A nested chain's inner chain, as `--steps` text shows it beneath the outer one. */
  inner: (text: string) => l10n.t('inside the assumption: {0}', text),
  noneOf: (d: number, c: string[]) => (c[1] ? l10n.t('{0} can go in none of {1}', d, c.join(', ')) : l10n.t('{0} cannot be {1}', c[0], d)),
};
