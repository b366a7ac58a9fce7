/**
 * Why a pattern step holds (src/core/stepWords.ts): a sentence for every
 * built-in technique that is not a chain, checked on the engine's own steps
 * on test/data puzzles (easy50 and top95): it names the step's cells and
 * digits, reads right ("a XY-Wing" nowhere), and reaches every view that
 * shows the step's words (panel caption, hint, --steps, hover, Copy
 * Explanation) through describeStep and the translator.
 */
import { strict as assert } from 'assert';
import { patternSentence, stepSentence } from '../../src/core/stepWords';
import { chainSentence } from '../../src/core/chainWords';
import { cellName, describeStep, hintText, useTranslator } from '../../src/core/phrases';
import { TECHNIQUES } from '../../src/core/engine';
import type { SolveResult, Step } from '../../src/shared/result';
import { buildPanelModel } from '../../src/features/panel/panelModel';
import { decodeModel, encodeModel } from '../../src/shared/panelProtocol';
import { explanationMarkdown } from '../../src/features/share/shareModel';
import { hintAt } from '../../src/core/hintStages';
import { cellHover } from '../../src/features/hover/hoverModel';
import { engine, puzzleSet } from '../helpers/engine';

const SINGLES = ['full-house', 'hidden-single-box', 'hidden-single-line', 'naked-single'];
const UNIQUE_POSITIONS: [string, string][] = [
  ['unique-rectangle', '..1...5.....2.9......8..3..53..4...........726.........2.1...894...3.............'],
  ['unique-rectangle', '........1.....2.....3.4..5......6.72..83......4..........58..9.2........6.....8..'],
  ['bug', '.8...4.5....7..3............1..85...6.....2......4....3.26............417........'],
];
/** A unique loop of six cells (type 1, as test/engine/techniques.test.ts builds one by hand): r5c5 loses 1 and 2. */
const UNIQUE_LOOP: Step = {
  n: 1,
  technique: 'unique-loop',
  name: 'Unique loop',
  rating: 4.6,
  cells: [0, 4, 40, 43, 30, 27],
  digits: [1, 2],
  placed: [],
  removed: [
    { cell: 40, d: 1 },
    { cell: 40, d: 2 },
  ],
  batch: 1,
};

/** A digit as a word of its own: not the 2 of "r2c4". */
const namesDigit = (text: string, d: number) => new RegExp(`(?<![rc\\d])${d}(?!\\d)`).test(text);

describe('why a pattern step holds, in one sentence', function () {
  const results: SolveResult[] = [];
  const steps: Step[] = [];

  /** Patterns the full ladder seldom reaches (a simpler one takes their eliminations first). */
  const rare: Step[] = [];

  before(async () => {
    const e = await engine();
    for (const p of [...puzzleSet('easy50'), ...puzzleSet('top95')]) {
      const r = e.solve(p.cells);
      results.push(r);
      steps.push(...r.steps, ...(r.branchSteps ?? []));
    }
    // Each rare one with the singles alone before it, on top95, as test/engine/techniques.test.ts finds them.
    for (const id of ['direct-claiming', 'jellyfish', 'hidden-quad', 'naked-quad', 'swordfish']) {
      for (const p of puzzleSet('top95')) {
        const found = e.solve(p.cells, { guessing: false, techniques: [...SINGLES, id] }).steps.filter((s) => s.technique === id);
        rare.push(...found);
        if (found.length) break;
      }
    }
    // The uniqueness techniques, on puzzles with one solution where Sudoku Explainer uses them (from that test).
    for (const [id, p] of UNIQUE_POSITIONS) {
      const rating = e.techniques.find((t) => t.id === id)!.rating;
      const techniques = e.techniques.filter((t) => t.rating <= rating).map((t) => t.id);
      rare.push(...e.solve(p, { guessing: false, techniques, unique: true }).steps.filter((s) => s.technique === id));
    }
    rare.push(UNIQUE_LOOP);
  });

  it('for every technique the engine uses on easy50 and top95 but chains and guesses, naming the step’s cells and digits', () => {
    const seen = new Map<string, number>();
    for (const s of [...steps, ...rare]) {
      if (s.chain || s.technique === 'guess') {
        assert.equal(patternSentence(s), undefined);
        continue;
      }
      const why = patternSentence(s);
      const where = `${s.name} ${describeStep(s)}`;
      assert.ok(why && why.length > 20, `${where}: no sentence`);
      for (const c of s.cells) assert.ok(why.includes(cellName(c)), `${where}: ${why} leaves out ${cellName(c)}`);
      for (const d of s.digits) assert.ok(namesDigit(why, d), `${where}: ${why} leaves out the digit ${d}`);
      for (const p of s.placed)
        assert.ok(why.includes(cellName(p.cell)) && namesDigit(why, p.d), `${where}: ${why} leaves out the placement`);
      if (s.unit) assert.ok(why.includes(s.unit), `${where}: ${why} leaves out ${s.unit}`);
      assert.doesNotMatch(why, /undefined|NaN|\{\d\}| {2}|\bin \.|\bin ,|: \./, where);
      assert.match(why, /\.$/, where);
      seen.set(s.technique, (seen.get(s.technique) ?? 0) + 1);
    }
    // Every built-in pattern technique those puzzles reach, each with its own sentence.
    // (A variant's own techniques are for variants: test/engine/variants.test.ts and, a killer's, killer.test.ts.)
    const patterns = TECHNIQUES.filter((t) => !/cycle|chain|nishio/.test(t.id) && !t.needsVariant && !t.needsCages).map((t) => t.id);
    const reached = patterns.filter((id) => seen.has(id));
    assert.deepEqual(
      patterns.filter((id) => !reached.includes(id)),
      [],
      `reached: ${JSON.stringify([...seen])}`,
    );
    const hit = new Set(steps.filter((s) => !s.chain && s.technique !== 'guess').map((s) => s.technique));
    assert.deepEqual(
      [...hit].filter((id) => !patterns.includes(id)),
      [],
    );
  });

  it('says what each kind of pattern shows', () => {
    const of = (id: string) => [...steps, ...rare].find((s) => s.technique === id && !s.chain);
    const say = (id: string) => patternSentence(of(id)!)!;
    const pair = of('naked-pair')!;
    assert.equal(
      say('naked-pair'),
      `${pair.cells.map(cellName).join(' and ')} hold only ${pair.digits.join(' and ')} between them, so those 2 digits go in those 2 cells of ${pair.unit}: none of them can be anywhere else in ${pair.unit}.`,
    );
    assert.match(
      say('x-wing'),
      /^In (row \d and row \d|column \d and column \d), \d can go only in r\dc\d, r\dc\d, r\dc\d and r\dc\d: each of .* puts \d in a different one of (column \d and column \d|row \d and row \d), so /,
    );
    assert.match(
      say('unique-loop'),
      /^r1c1, r1c5, r5c5, r5c8, r4c4 and r4c1, a loop, must not end up holding only 1 and 2: .* So r5c5 can be none of 1, 2\.$/,
    );
    assert.match(say('bug'), /So r\dc\d is \d\.$/);
    assert.match(say('xy-wing'), /whichever digit r\dc\d takes, one of r\dc\d and r\dc\d is \d, so no cell that sees both can be \d\.$/);
    assert.match(say('unique-rectangle'), /swapped round it, a second solution to a puzzle that has one\. So /);
    assert.match(say('pointing'), /^In box \d, \d can go only in .*, all in (row|column) \d: /);
    assert.match(say('hidden-single-box'), /^Every other cell of box \d is filled or has lost \d/);
  });

  it('reads right: no English article glued to a name ("a XY-Wing"), in the sentence or the hint’s stages', () => {
    for (const s of steps.filter((x) => !x.chain).slice(0, 2000)) {
      const texts = [patternSentence(s) ?? '', ...[1, 2, 3, 4].map((n) => hintText(s, n, describeStep(s, stepSentence(s))))];
      for (const t of texts)
        assert.doesNotMatch(t, /\ban? (XY|XYZ|X-|Locked|Naked|Hidden|Unique|Swordfish|Jellyfish|Bivalue|Aligned|Full)/, t);
    }
  });

  it('shows wherever the step’s words show: panel caption, the hint’s last stage, the hover, Copy Explanation', () => {
    const r = results.find((x) => x.steps.some((s) => s.technique === 'naked-pair'))!;
    const step = r.steps.find((s) => s.technique === 'naked-pair')!;
    const why = stepSentence(step)!;
    assert.equal(describeStep(step, why), `${describeStep(step)}. ${why}`);
    // The panel: the step's words, why beneath (as a chain's sentence is), through the compact form.
    const m = decodeModel(JSON.parse(JSON.stringify(encodeModel(buildPanelModel(r, { title: 't', techniqueFiles: {} })))));
    const shown = m.steps.find((s) => s.n === step.n && s.onPath)!;
    assert.equal(shown.text, describeStep(step));
    assert.equal(shown.heading, undefined);
    assert.equal(shown.sentence, why);
    // The hint's last stage, once (not again as a chain's sentence beneath).
    const hint = hintAt(step, 4);
    assert.ok(hint.text.endsWith(why), hint.text);
    assert.equal(hint.sentence, undefined);
    assert.ok(!hintAt(step, 3).text.includes(why));
    // Copy Explanation.
    assert.ok(explanationMarkdown(r, 't').includes(`${step.n}. ${describeStep(step, why)}`));
    // The hover over a cell, when answers are shown: the single that placed it, and why.
    const single = r.steps.find((s) => s.placed.length > 0)!;
    const cell = single.placed[0].cell;
    const ins = { puzzle: r.puzzle, candidates: r.initialCandidates, conflicts: [], givens: r.givens } as never;
    const hover = cellHover(cell, ins, r, true);
    assert.ok(hover.includes(stepSentence(single)!), hover);
    // A chain step keeps its own sentence.
    const chained = steps.find((s) => s.chain)!;
    assert.equal(stepSentence(chained), chainSentence(chained));
  });

  it('goes through the translator, whole sentence by whole sentence', () => {
    const step = steps.find((s) => s.technique === 'x-wing')!;
    const seen: string[] = [];
    useTranslator((message, ...args) => {
      seen.push(message);
      return `«${message.replace(/\{(\d+)\}/g, (x, n: string) => String(args[Number(n)] ?? x))}»`;
    });
    try {
      assert.match(patternSentence(step)!, /^«In «.*».*»$/);
      assert.ok(
        seen.some((m) => m.startsWith('In {1}, {0} can go only in {2}')),
        seen.join('\n'),
      );
    } finally {
      useTranslator(undefined);
    }
  });
});
