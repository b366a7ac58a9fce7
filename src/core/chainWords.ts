/**
 * A chain step in plain words, as SudokuWiki and Sudoku Explainer tell them:
 * "If r1c9 were 2, r6c9 could not be 2, so r6c4 would be 2, …: r1c9 is not 2."
 * Made from the chains as walked (Chain.branches), with the words of
 * phrases.ts (chainWords), wherever the step is shown, so that it is said in
 * the user's language. A chain of up to WHOLE_CHAIN_LINKS links is told
 * whole, every link: the links between are the heart of it. Only a longer
 * chain names its first and last links and counts the ones between (the
 * drawing carries them).
 */
import type { ChainNode, Step } from '../shared/result';
import { cellName, chainWords as w } from './phrases';

/** A chain of this many links or fewer is always told whole. */
export const WHOLE_CHAIN_LINKS = 10;

/**
 * The most words a chain's sentence has (in English) once longer chains are
 * shortened: two chains of WHOLE_CHAIN_LINKS links fit. Chains told whole
 * are never cut to keep to it; past it, the longer chains lose their middle,
 * then the chains beyond the first few are counted.
 */
export const SENTENCE_MAX_WORDS = 120;

/** How the chains of a step make their point. */
export type ChainKind = 'forcing' | 'contradiction' | 'both-ways' | 'cell' | 'region' | 'cycle';

const same = (a: ChainNode, b: ChainNode) => a.cell === b.cell && a.d === b.d;

/**
 * What a step's chains show, read from their shape: one chain from an
 * assumption to its negation (forcing); two from one assumption to a
 * candidate both true and false (contradiction); from a candidate true and
 * false to the same end (both ways); from each digit of a cell, or each place
 * of a digit in a unit, to the same end; or a loop.
 */
export function chainKind(branches: ChainNode[][], loop?: boolean): ChainKind {
  if (loop) return 'cycle';
  const starts = branches.map((b) => b[0]);
  if (branches.length === 1) return 'forcing';
  if (starts.every((s) => same(s, starts[0]) && s.on === starts[0].on)) return 'contradiction';
  if (branches.length === 2 && same(starts[0], starts[1])) return 'both-ways';
  return starts.every((s) => s.cell === starts[0].cell) ? 'cell' : 'region';
}

/** Words in a text: runs with a letter or digit in them ("…" and ";" are not words). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

/** How much of the chains to name: `keep` nodes of each (all when undefined), and the first `shown` chains. */
interface Budget {
  keep: (number | undefined)[];
  shown: number;
}

/** How many of `count` nodes a chain names when it may keep `keep`: it leaves out at least two, or none. */
const named = (count: number, keep = count) => (count - keep < 2 ? count : keep);

/**
 * One chain as clauses, from node `from` on: the assumption ("if r1c9 were
 * 2"), then each link ("r6c9 could not be 2", "so r6c4 would be 2"); a chain
 * that comes back to its assumption ends "… after all". Past `keep` nodes,
 * the middle is counted, not named.
 */
function clauses(chain: ChainNode[], keep: number | undefined, from = 0, back = false): string[] {
  const last = chain.length - 1;
  // The clause right after the assumption has no "so": "if r1c9 were not 2, r6c9 would be 2".
  const said = (i: number): string =>
    i === 0 ? w.assume(chain[i]) : back && i === last ? w.back(chain[i]) : i === 1 ? w.first(chain[i]) : w.then(chain[i]);
  const indexes = [...Array(chain.length - from).keys()].map((i) => i + from);
  const n = named(indexes.length, keep);
  if (n === indexes.length) return indexes.map(said);
  const tail = n >= 4 ? 2 : 1;
  const head = indexes.slice(0, n - tail);
  const end = indexes.slice(indexes.length - tail);
  return [...head.map(said), w.skipped(end[0] - head[head.length - 1]), ...end.map(said)];
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The verdict: "r1c9 is not 2", or for a loop "2 can go in none of r1c3, r2c4", digit by digit. */
function verdict(step: Step, kind: ChainKind): string {
  if (kind !== 'cycle')
    return [...step.placed.map((p) => w.is({ ...p, on: true })), ...step.removed.map((r) => w.is({ ...r, on: false }))].join(', ');
  const byDigit = new Map<number, string[]>();
  for (const r of step.removed) byDigit.set(r.d, [...(byDigit.get(r.d) ?? []), cellName(r.cell)]);
  return [...byDigit].map(([d, cells]) => w.noneOf(d, cells)).join('; ');
}

/** The sentence at one budget. */
function sentenceAt(step: Step, branches: ChainNode[][], kind: ChainKind, budget: Budget): string {
  const v = verdict(step, kind);
  const say = (i: number, from = 0, back = false) => clauses(branches[i], budget.keep[i], from, back).join(', ');
  if (kind === 'forcing') return capital(w.forcing(say(0, 0, true), v));
  if (kind === 'cycle') return capital(w.cycle(say(0), v));
  if (kind === 'contradiction') return capital(w.contradiction(say(0), say(1, 1), v));
  const shown = branches.slice(0, budget.shown).map((_, i) => say(i));
  if (budget.shown < branches.length) shown.push(w.skipped(branches.length - budget.shown, true));
  const chains = capital(shown.join('; '));
  if (kind === 'both-ways') return w.bothWays(chains, v);
  const starts = branches.map((b) => b[0]);
  if (kind === 'cell') return w.cell(chains, starts[0].cell, starts.map((s) => s.d).join(', '), v);
  return w.region(chains, starts[0].d, step.unit ?? starts.map((s) => cellName(s.cell)).join(', '), v);
}

/**
 * A chain step in plain words: each chain of up to WHOLE_CHAIN_LINKS links
 * named in full, a longer one by as many nodes. Past SENTENCE_MAX_WORDS, the
 * longer chain that names the most nodes names fewer, one at a time; else
 * fewer chains are named. Undefined for a step with no chains to tell.
 */
export function chainSentence(step: Step): string | undefined {
  const chain = step.chain;
  let branches = chain?.branches?.filter((b) => b.length > 0);
  if (!chain || !branches?.length) return undefined;
  let kind = chainKind(branches, chain.loop);
  // An assumption that contradicts itself at once (a chain of one node) is a forcing chain, told once.
  if (kind === 'contradiction' && branches.some((b) => b.length === 1)) {
    branches = branches.filter((b) => b.length > 1);
    kind = 'forcing';
  }
  if ((kind === 'contradiction' || kind === 'both-ways') !== (branches.length === 2) && kind !== 'cell' && kind !== 'region')
    return undefined;
  // The second chain of a contradiction starts after the assumption the first one said.
  const counts = branches.map((b, i) => b.length - (kind === 'contradiction' && i === 1 ? 1 : 0));
  const whole = branches.map((b) => b.length - 1 <= WHOLE_CHAIN_LINKS);
  // A longer chain names as many nodes as a whole one of WHOLE_CHAIN_LINKS links, at most.
  const budget: Budget = { keep: whole.map((w) => (w ? undefined : WHOLE_CHAIN_LINKS + 1)), shown: branches.length };
  for (;;) {
    const text = sentenceAt(step, branches, kind, budget);
    if (wordCount(text) <= SENTENCE_MAX_WORDS || !tighten(budget, counts, whole)) return text;
  }
}

/**
 * Names less: fewer nodes of the longer chain (past WHOLE_CHAIN_LINKS) that
 * names the most (a chain names at least two, and leaves out at least two or
 * none); else fewer chains, at least two fewer, so that what is counted is
 * always plural. False when nothing is left to take.
 */
function tighten(budget: Budget, counts: number[], whole: boolean[]): boolean {
  const now = counts.map((c, i) => (i < budget.shown && c >= 4 && !whole[i] ? named(c, budget.keep[i]) : 0));
  const most = now.indexOf(Math.max(...now));
  if (now[most] > 2) {
    budget.keep[most] = Math.max(2, Math.min(now[most] - 1, counts[most] - 2));
    return true;
  }
  const fewer = budget.shown === counts.length ? budget.shown - 2 : budget.shown - 1;
  if (fewer < 1) return false;
  budget.shown = fewer;
  return true;
}
