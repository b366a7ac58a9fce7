/** The phrases, checked against real engine results. */
import { strict as assert } from 'assert';
import type { SqlSudokuEngine } from '../../src/core/engine';
import { plainText } from '../../src/core/plainText';
import {
  checkMessage,
  describeStep,
  fewGivensNote,
  givensCount,
  guessesCount,
  hintText,
  nothingToInsert,
  puzzleTitle,
  resultMessage,
  useTranslator,
} from '../../src/core/phrases';
import { engine, puzzleSet } from '../helpers/engine';
import { onlyPuzzle as only } from '../helpers/puzzleText';

const EASY = puzzleSet('easy50')[0].cells;

describe('feature models', () => {
  let e: SqlSudokuEngine;
  before(async () => {
    e = await engine();
  });

  describe('phrases', () => {
    it('counts in words without "1 guesses", and never doubles punctuation', () => {
      assert.equal(guessesCount(1), '1 guess');
      assert.equal(guessesCount(2), '2 guesses');
      assert.equal(givensCount(1), '1 given');
      assert.equal(fewGivensNote(16, 'no-solution'), 'Only 16 givens: no proper Sudoku has fewer than 17.');
      assert.match(fewGivensNote(16, 'multiple')!, /expect more than one solution/);
      const multi = e.solve('.'.repeat(81));
      for (const text of [nothingToInsert(multi), checkMessage('x', multi), resultMessage(multi)!]) {
        assert.doesNotMatch(text, /\.\)|\.\.|\)\./, text);
        assert.match(text, /r\dc\d can be \d or \d\.$/);
      }
    });

    it('cuts a long name in a title, so that a message still shows its verdict', () => {
      const long = only(`${EASY} ${'<b>name</b> '.repeat(250).trim()}`);
      const title = puzzleTitle(long);
      assert.ok(title.length <= 80, `${title.length} characters`);
      assert.ok(title.startsWith('<b>name</b> <b>name</b>') && title.endsWith('…'), title);
      const text = plainText(checkMessage(title, e.solve(EASY)), 400);
      assert.match(text, /valid, with exactly one solution/);
      assert.ok(!text.endsWith('…'), text);
      // Cut between characters: a name of emoji keeps whole ones.
      const emoji = puzzleTitle({ name: '😀'.repeat(200), line: 0 });
      assert.equal(emoji, `${'😀'.repeat(79)}…`);
      assert.equal(puzzleTitle({ name: 'Easter Monster', line: 3 }), 'Easter Monster');
      assert.equal(puzzleTitle({ line: 3 }), 'Puzzle on line 4');
    });

    it('gives hints in four stages, each telling more, and only the last the move', () => {
      const step = e.solve(EASY).steps[0];
      const texts = [1, 2, 3, 4].map((n) => hintText(step, n, describeStep(step)));
      assert.equal(new Set(texts).size, 4);
      // The name alone, no article glued to it ("Look for a XY-Wing"), and where to look.
      assert.equal(texts[0], `Technique: ${step.name}.`);
      assert.match(texts[1], /^Look at (row|column|box) \d: /);
      assert.doesNotMatch(texts.join(' '), /\ba [AEIOUX]/);
      const cell = `r${Math.floor(step.placed[0].cell / 9) + 1}c${(step.placed[0].cell % 9) + 1}`;
      for (const t of texts.slice(0, 3)) assert.ok(!t.includes(`goes in ${cell}`), t);
      assert.ok(texts[3].includes(`${step.placed[0].d} goes in ${cell}`));
      // One cell is "the cell", more are "the cells".
      const steps = e.solve(puzzleSet('top95')[0].cells).steps;
      for (const s of [steps.find((x) => x.cells.length === 1)!, steps.find((x) => x.cells.length > 1)!]) {
        const third = hintText(s, 3, describeStep(s));
        assert.match(third, s.cells.length === 1 ? /: the cell r\dc\d, about/ : /: the cells r\dc\d(, r\dc\d)+, about/, third);
      }
    });

    it('goes through the translator the extension plugs in', () => {
      useTranslator((m, ...args) => `«${m}»${args.join('/')}`);
      try {
        assert.equal(guessesCount(3), '«{0} guesses»3');
      } finally {
        useTranslator(undefined);
      }
      assert.equal(guessesCount(3), '3 guesses');
    });
  });
});
