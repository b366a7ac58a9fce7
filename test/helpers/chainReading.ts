/**
 * Chain steps read back two ways, for the tests of src/core/chainWords.ts:
 * the Eureka notation and the plain-words sentence, each parsed on its own,
 * must name the same candidates in the same order and the same conclusion.
 */
import { strict as assert } from 'assert';
import { chainSentence, SENTENCE_MAX_WORDS, WHOLE_CHAIN_LINKS } from '../../src/core/chainWords';
import type { Step } from '../../src/shared/result';

interface Named {
  cell: string;
  d: number;
  on?: boolean;
}

/** Eureka notation read back: each chain's candidates, true or false, and the conclusion. */
function readEureka(text: string): { chains: Named[][]; conclusion: string[] } {
  const [chains, conclusion] = text.split(' => ');
  return { chains: chains.split('; ').map(readEurekaChain), conclusion: conclusion.split(', ') };
}

function readEurekaChain(text: string): Named[] {
  const nodes: Named[] = [];
  const links: string[] = [];
  let read = 0;
  for (const m of text.matchAll(/([-=])?\((\d)(?:=(\d))?\)(r\dc\d)/g)) {
    assert.equal(m.index, read, `Eureka text not read: ${text}`);
    read += m[0].length;
    if (m[1]) links.push(m[1]);
    nodes.push({ cell: m[4], d: Number(m[2]) });
    // (4=7)r2c3: two digits of one cell, a strong link between them.
    if (m[3]) {
      links.push('=');
      nodes.push({ cell: m[4], d: Number(m[3]) });
    }
  }
  assert.equal(read, text.length, `Eureka text not read: ${text}`);
  // A weak link ('-') goes from a true candidate, a strong one ('=') from a false one; the last is the other.
  return nodes.map((n, i) => ({ ...n, on: i < links.length ? links[i] === '-' : links[i - 1] === '=' }));
}

type Said = { node: Named; assumed: boolean } | { links: number } | { chains: number };

const CLAUSE =
  /\b[Ii]f (r\dc\d) were (not )?(\d)\b|\b(r\dc\d) would be (\d)\b|\b(r\dc\d) could not be (\d)\b|… (\d+) more links …|… (\d+) more chains like these …/g;

/** The sentence read back: its chains (split at ';'), each as the candidates it names and the links it counts. */
export function readSentence(text: string): Said[][] {
  const chains = text.split('; ').map((part) =>
    [...part.matchAll(CLAUSE)].map((m): Said => {
      if (m[1]) return { node: { cell: m[1], d: Number(m[3]), on: !m[2] }, assumed: true };
      if (m[4]) return { node: { cell: m[4], d: Number(m[5]), on: true }, assumed: false };
      if (m[6]) return { node: { cell: m[6], d: Number(m[7]), on: false }, assumed: false };
      return m[8] ? { links: Number(m[8]) } : { chains: Number(m[9]) };
    }),
  );
  return chains.filter((c) => c.length > 0);
}

/** What the sentence concludes, as Eureka writes it: 'r1c9<>2', 'r3c5=7'. */
function verdicts(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /\b(r\dc\d) is (not )?(\d)\b|\b(r\dc\d) cannot be (\d)\b|\b(\d) can go in none of (r\dc\d(?:, r\dc\d)*)/g,
  )) {
    if (m[1]) out.push(`${m[1]}${m[2] ? '<>' : '='}${m[3]}`);
    else if (m[4]) out.push(`${m[4]}<>${m[5]}`);
    else for (const cell of m[7].split(', ')) out.push(`${cell}<>${m[6]}`);
  }
  return out.sort();
}

/** The kind of step, from its Eureka chains alone. */
function kindOf(chains: Named[][]): string {
  const same = (a: Named, b: Named) => a.cell === b.cell && a.d === b.d;
  const starts = chains.map((c) => c[0]);
  if (chains.length === 1) return chains[0][0].on === chains[0][chains[0].length - 1].on ? 'cycle' : 'forcing';
  if (starts.every((s) => same(s, starts[0]) && s.on === starts[0].on)) return 'contradiction';
  if (chains.length === 2 && same(starts[0], starts[1])) return 'both-ways';
  return starts.every((s) => s.cell === starts[0].cell) ? 'cell' : 'region';
}

/**
 * One chain as said against the same chain in Eureka: the same candidates in
 * order, counted links standing for at least two; a chain of up to
 * WHOLE_CHAIN_LINKS links whole, a longer one naming no more nodes than that.
 */
function sameChain(said: Said[], chain: Named[], from: number, where: string): void {
  const counted = said.some((s) => 'links' in s);
  if (chain.length - 1 <= WHOLE_CHAIN_LINKS) assert.ok(!counted, `${where}: a chain of ${chain.length - 1} links not told whole`);
  // (A chain one link longer is whole too: a count stands for two links at least.)
  else if (chain.length - 1 > WHOLE_CHAIN_LINKS + 1)
    assert.ok(said.filter((s) => 'node' in s).length <= WHOLE_CHAIN_LINKS + 1, `${where}: a long chain named in full`);
  let i = from;
  said.forEach((s, k) => {
    if ('chains' in s) assert.fail(`${where}: chains counted inside a chain`);
    if ('links' in s) {
      assert.ok(s.links >= 3, `${where}: ${s.links} links counted`);
      i += s.links - 1;
      return;
    }
    assert.equal(s.assumed, k === 0 && from === 0, `${where}: an assumption out of place`);
    assert.deepEqual(s.node, chain[i], `${where}: node ${i}`);
    i++;
  });
  assert.equal(i, chain.length, `${where}: the sentence names ${i} of ${chain.length} nodes`);
}

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** Checks a chain step's sentence against its Eureka text; returns the kind. */
export function agree(step: Step, where = `${step.name} step ${step.n}`): string {
  const sentence = chainSentence(step);
  assert.ok(sentence, `${where}: no sentence`);
  where = `${where}: ${sentence}\n  ${step.chain!.text}\n `;
  const eu = readEureka(step.chain!.text);
  // Past the cap only when nothing more may be taken: chains told whole, and no more than two of them.
  const cut = (c: Named[]) => c.length - 1 > WHOLE_CHAIN_LINKS;
  assert.ok(words(sentence) <= SENTENCE_MAX_WORDS || (!eu.chains.some(cut) && eu.chains.length <= 2), `${where} ${words(sentence)} words`);
  const kind = kindOf(eu.chains);
  const said = readSentence(sentence);
  assert.deepEqual(verdicts(sentence), [...eu.conclusion].sort(), `${where} conclusions differ`);
  const counted = said[said.length - 1].find((s) => 'chains' in s) as { chains: number } | undefined;
  const shown = counted ? said.length - 1 : said.length;
  assert.equal(shown + (counted?.chains ?? 0), eu.chains.length, `${where} chains`);
  assert.ok(!counted || counted.chains >= 2, `${where} one chain counted`);
  for (let i = 0; i < shown; i++) sameChain(said[i], eu.chains[i], kind === 'contradiction' && i === 1 ? 1 : 0, `${where} chain ${i + 1}`);
  const starts = eu.chains.map((c) => c[0]);
  if (kind === 'cell') {
    const m = /whichever of ([\d, ]+) (r\dc\d) holds/.exec(sentence);
    assert.deepEqual([m?.[1], m?.[2]], [starts.map((s) => s.d).join(', '), starts[0].cell], where);
  }
  if (kind === 'region') {
    const m = /wherever (\d) goes in (row \d|column \d|box \d),/.exec(sentence);
    assert.deepEqual([m?.[1], m?.[2]], [String(starts[0].d), step.unit], where);
  }
  if (kind === 'forcing') assert.match(sentence, /after all: r\dc\d is (not )?\d\.$/, where);
  if (kind === 'cycle') assert.match(sentence, /closing the loop/, where);
  return kind;
}
