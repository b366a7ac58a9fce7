/**
 * Chain steps in plain words (src/core/chainWords.ts): the sentence and the
 * Eureka notation are read back independently here, and must name the same
 * candidates in the same order and the same conclusion, for every chain step
 * of puzzles in test/data that reach each kind of chain; long chains keep to
 * the word cap. Also: the sentence reaches the panel, the hint and the Markdown
 * export, and goes through the translator (the CLI: test/cli/chainWords.test.ts).
 */
import { strict as assert } from 'assert';
import { chainSentence, SENTENCE_MAX_WORDS, WHOLE_CHAIN_LINKS } from '../../src/core/chainWords';
import { eureka } from '../../src/core/chains';
import { describeStep, hintText, useTranslator } from '../../src/core/phrases';
import type { ChainNode, SolveResult, Step } from '../../src/shared/result';
import { buildPanelModel } from '../../src/features/panel/panelModel';
import { decodeModel, encodeModel } from '../../src/shared/panelProtocol';
import { explanationMarkdown } from '../../src/features/share/shareModel';
import { engine, puzzleSet } from '../helpers/engine';
import { agree, readSentence } from '../helpers/chainReading';

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

  it(`tell a chain of up to ${WHOLE_CHAIN_LINKS} links whole (a 6-link chain: every link), and count the middle of a longer one`, () => {
    const all = results.flatMap(({ r }) => [...r.steps, ...(r.branchSteps ?? [])].filter((s) => s.chain));
    const links = (s: Step) => s.chain!.branches!.map((b) => b.length - 1);
    // A forcing chain of 6 links: before, its middle was "… 3 more links …".
    const six = all.find((s) => links(s).length === 1 && links(s)[0] === 6)!;
    assert.ok(six, `a 6-link chain in the puzzles: ${[...new Set(all.map((s) => links(s).join('+')))].join(' ')}`);
    assert.doesNotMatch(chainSentence(six)!, /more links/);
    assert.equal(readSentence(chainSentence(six)!)[0].length, 7, chainSentence(six));
    // Every chain of up to 10 links in these puzzles, whole.
    const upTo10 = all.filter((s) => links(s).every((n) => n <= WHOLE_CHAIN_LINKS));
    assert.ok(
      upTo10.some((s) => links(s).some((n) => n >= 8)),
      'chains of 8 to 10 links among them',
    );
    for (const s of upTo10) assert.doesNotMatch(chainSentence(s)!, /more links/, `${s.name} ${s.chain!.text}`);
    const long = all.find((s) => links(s).some((n) => n > WHOLE_CHAIN_LINKS + 1))!;
    assert.match(chainSentence(long)!, /… \d+ more links …/);
    // Made up (a forcing chain comes back to its start: an odd length): 9 links whole, 13 counted.
    assert.doesNotMatch(chainSentence(madeUp('forcing', [9]))!, /more links/);
    assert.match(chainSentence(madeUp('forcing', [13]))!, /… \d+ more links …/);
    assert.equal(agree(madeUp('forcing', [9])), 'forcing');
    assert.equal(agree(madeUp('forcing', [13])), 'forcing');
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
    assert.match(chainSentence(region)!, /… \d+ more links …/);
    // Nine chains of 10 links, each told whole: past the cap, chains are counted instead.
    const many = madeUp('region', Array(9).fill(9));
    assert.equal(agree(many), 'region');
    assert.match(chainSentence(many)!, /… \d more chains like these …/);
    assert.doesNotMatch(chainSentence(many)!, /more links/);
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
