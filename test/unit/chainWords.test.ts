/**
 * Chain steps in plain words (src/core/chainWords.ts): the sentence and the
 * Eureka notation are read back independently here, and must name the same
 * candidates in the same order and the same conclusion, for every chain step
 * of puzzles in test/data that reach each kind of chain; long chains keep to
 * the word cap. Also: the sentence reaches the panel, the hint, the Markdown
 * export and the CLI, and goes through the translator.
 */
import { strict as assert } from 'assert';
import { execFile } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { promisify } from 'util';
import { chainSentence, SENTENCE_MAX_WORDS } from '../../src/core/chainWords';
import { eureka } from '../../src/core/chains';
import { describeStep, hintText, useTranslator } from '../../src/core/phrases';
import type { ChainNode, SolveResult, Step } from '../../src/shared/result';
import { buildPanelModel } from '../../src/features/panel/panelModel';
import { decodeModel, encodeModel } from '../../src/shared/panelProtocol';
import { explanationMarkdown } from '../../src/features/share/shareModel';
import { ROOT, engine, puzzleSet } from '../helpers/engine';

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
function readSentence(text: string): Said[][] {
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

/** One chain as said against the same chain in Eureka: the same candidates in order, counted links standing for at least two. */
function sameChain(said: Said[], chain: Named[], from: number, where: string): void {
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
function agree(step: Step, where = `${step.name} step ${step.n}`): string {
  const sentence = chainSentence(step);
  assert.ok(sentence, `${where}: no sentence`);
  where = `${where}: ${sentence}\n  ${step.chain!.text}\n `;
  assert.ok(words(sentence) <= SENTENCE_MAX_WORDS, `${where} ${words(sentence)} words`);
  const eu = readEureka(step.chain!.text);
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

// Puzzles that reach each kind of chain (technique as Sudoku Explainer's ratings .tsv say; kind as the engine reads them).
const PUZZLES: [string, string][] = [
  ['top95', '#4: forcing chains (Sudoku Explainer 7.1)'],
  ['top95', '#25: forcing X-chains that place a digit'],
  ['top95', '#40: forcing chains, cell and region forcing chains'],
  ['top95', '#11: Nishio, region forcing chains'],
  ['top95', '#7: dynamic forcing chains of every kind'],
  ['top95', '#55: XY-cycles and Y-cycles'],
  ['top1465', '#847: X-cycles (Sudoku Explainer 9.0)'],
  ['named_hardest', '#1: AI Escargot, Nishio'],
];

describe('chain steps in plain words', function () {
  this.timeout(10 * 60 * 1000);
  const results: { where: string; r: SolveResult }[] = [];

  before(async () => {
    const e = await engine();
    for (const [set, about] of PUZZLES) {
      const line = Number(/^#(\d+)/.exec(about)![1]);
      results.push({ where: `${set} ${about}`, r: e.solve(puzzleSet(set)[line - 1].cells) });
    }
  });

  it('say the same candidates in the same order, and the same conclusion, as the Eureka notation, for every chain type', () => {
    const seen = new Map<string, number>();
    for (const { where, r } of results) {
      for (const step of [...r.steps, ...(r.branchSteps ?? [])]) {
        if (!step.chain) continue;
        const kind = agree(step, `${where}, ${step.name} step ${step.n}`);
        const key = `${step.technique} ${kind}${kind === 'forcing' ? (step.placed.length ? ' placing' : ' removing') : ''}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    }
    const expected = [
      'x-cycle cycle',
      'y-cycle cycle',
      'xy-cycle cycle',
      'forcing-x-chain forcing removing',
      'forcing-x-chain forcing placing',
      'forcing-chain forcing removing',
      'forcing-chain forcing placing',
      'nishio contradiction',
      'cell-region-forcing-chains cell',
      'cell-region-forcing-chains region',
      'dynamic-forcing-chains contradiction',
      'dynamic-forcing-chains both-ways',
      'dynamic-forcing-chains cell',
      'dynamic-forcing-chains region',
    ];
    assert.deepEqual(
      expected.filter((k) => !seen.has(k)),
      [],
      `seen: ${JSON.stringify([...seen])}`,
    );
  });

  it('name a short chain in full, and count the middle of a long one', () => {
    const all = results.flatMap(({ r }) => r.steps.filter((s) => s.chain));
    const short = all.find((s) => s.chain!.branches!.length === 1 && s.chain!.branches![0].length <= 6)!;
    assert.doesNotMatch(chainSentence(short)!, /more links/);
    assert.equal(readSentence(chainSentence(short)!)[0].length, short.chain!.branches![0].length);
    const long = all.find((s) => s.chain!.branches!.reduce((n, b) => n + b.length, 0) >= 20)!;
    assert.match(chainSentence(long)!, /… \d+ more links …/);
  });

  /**
   * A made-up step: chains through cells in turn, true and false in turn. A
   * forcing chain (odd `lengths`) comes back to its assumption, false; region
   * chains run from each place of 4 in row 1 to r9c9: false after an odd
   * length, true (placed) after an even one.
   */
  function madeUp(kind: 'forcing' | 'region', lengths: number[]): Step {
    const at = (b: number, i: number): ChainNode => ({ cell: (b * 13 + i * 7) % 81, d: 1 + ((b + i) % 9), on: i % 2 === 0 });
    const branches = lengths.map((length, b) => [...Array(length).keys()].map((i) => at(b, i)));
    const target = { cell: 80, d: 9 };
    let conclusion = lengths[0] % 2 === 1 ? 'r9c9<>9' : 'r9c9=9';
    if (kind === 'forcing') {
      const first = branches[0][0];
      branches[0].push({ ...first, on: false });
      conclusion = `r${Math.floor(first.cell / 9) + 1}c${(first.cell % 9) + 1}<>${first.d}`;
    } else
      branches.forEach((b, i) => {
        b[0] = { cell: i, d: 4, on: true };
        b.push({ ...target, on: b.length % 2 === 0 });
      });
    const [cell, d] = [/r(\d)c(\d)/.exec(conclusion)!, Number(conclusion.slice(-1))];
    const x = { cell: 9 * (Number(cell[1]) - 1) + Number(cell[2]) - 1, d };
    return {
      n: 1,
      technique: 'made-up',
      name: 'Made-up chain',
      rating: 9,
      ...(kind === 'region' ? { unit: 'row 1' } : {}),
      cells: [],
      digits: [],
      placed: conclusion.includes('<>') ? [] : [x],
      removed: conclusion.includes('<>') ? [x] : [],
      batch: 1,
      chain: { text: `${branches.map(eureka).join('; ')} => ${conclusion}`, nodes: [], links: [], branches },
    };
  }

  it(`keep to ${SENTENCE_MAX_WORDS} words however long the chains, and still agree with the Eureka notation`, () => {
    const forcing = madeUp('forcing', [41]);
    assert.equal(agree(forcing), 'forcing');
    assert.match(chainSentence(forcing)!, /… \d+ more links …/);
    const region = madeUp('region', Array(9).fill(21));
    assert.equal(agree(region), 'region');
    assert.match(chainSentence(region)!, /… \d more chains like these …/);
    // Chains too short to summarise (three candidates: two places and the digit placed) are left out whole, never by one.
    for (let n = 2; n <= 9; n++) {
      const short = madeUp('region', Array(n).fill(2));
      assert.equal(agree(short), 'region');
      assert.doesNotMatch(chainSentence(short)!, /more links|… 1 more/);
    }
    // Short chains are all told.
    const few = madeUp('region', [3, 3]);
    assert.equal(agree(few), 'region');
    assert.doesNotMatch(chainSentence(few)!, /more/);
  });

  it('reach the panel (heading, sentence, then the Eureka line), the hint, the Markdown export', () => {
    const { r } = results[0];
    const m = buildPanelModel(r, { title: 'top95 #4', techniqueFiles: {} });
    const chained = decodeModel(JSON.parse(JSON.stringify(encodeModel(m)))).steps.filter((s) => s.chain);
    assert.ok(chained.length > 0);
    for (const s of chained) {
      assert.equal(s.sentence, chainSentence(s));
      assert.equal(s.heading, `${s.name} (${s.rating.toFixed(1)})`);
    }
    const step = r.steps.find((s) => s.chain)!;
    const sentence = chainSentence(step)!;
    assert.equal(hintText(step, 4, describeStep(step, sentence)), `${step.name} (${step.rating.toFixed(1)}): ${sentence}`);
    const md = explanationMarkdown(r, 'top95 #4').split('\n');
    const at = md.findIndex((l) => l.startsWith(`${step.n}. `));
    assert.equal(md[at], `${step.n}. ${step.name} (${step.rating.toFixed(1)}): ${sentence}\\`);
    assert.equal(md[at + 1].trim(), `\`${step.chain!.text}\``);
  });

  it("reach the CLI's --steps (the Eureka line beneath) and --json (a sentence field)", async () => {
    const cli = path.join(ROOT, 'out', 'cli.js');
    if (!fs.existsSync(cli)) throw new Error('Run `npm run build` first: this test runs the built CLI.');
    const puzzle = puzzleSet('top95')[3].cells;
    const run = (...args: string[]) => promisify(execFile)(process.execPath, [cli, puzzle, ...args], { maxBuffer: 1 << 26 });
    const lines = (await run('--steps')).stdout.split('\n');
    const { steps } = JSON.parse((await run('--steps', '--json')).stdout) as { steps: (Step & { sentence?: string })[] };
    const chained = steps.filter((s) => s.chain);
    assert.ok(chained.length > 0);
    for (const step of chained) {
      assert.equal(step.sentence, chainSentence(step));
      agree(step);
      const at = lines.findIndex((l) => l.trimStart().startsWith(`${step.n}. `));
      assert.equal(lines[at].trim(), `${step.n}. ${step.name} (${step.rating.toFixed(1)}): ${step.sentence}`);
      assert.equal(lines[at + 1].trim(), step.chain!.text);
    }
    assert.ok(steps.filter((s) => !s.chain).every((s) => s.sentence === undefined));
  });

  it('go through the translator, piece by piece', () => {
    const step = results[0].r.steps.find((s) => s.chain)!;
    const seen: string[] = [];
    useTranslator((message, ...args) => {
      seen.push(message);
      return `«${message.replace(/\{(\d+)\}/g, (x, n: string) => String(args[Number(n)] ?? x))}»`;
    });
    try {
      const sentence = chainSentence(step)!;
      assert.match(sentence, /^«.*»$/);
      for (const piece of ['if {0} were {1}', '{0} could not be {1}', 'so {0} would be {1}', '{0} is not {1}', '{0}: {1}.'])
        assert.ok(seen.includes(piece), piece);
    } finally {
      useTranslator(undefined);
    }
  });
});
