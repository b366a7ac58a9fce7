/** The quick fixes' edits. */
import { strict as assert } from 'assert';
import type { SqlSudokuEngine } from '../../src/core/engine';
import { Malformed, Puzzle, parsePuzzles } from '../../src/core/formats';
import {
  blanksToDots,
  gridToLine,
  lineToGrid,
  malformedFixes,
  removeGiven,
  solutionBelow,
} from '../../src/features/quickFixes/quickFixesModel';
import { engine, puzzleSet } from '../helpers/engine';
import { applyEdits as apply, onlyPuzzle as only } from '../helpers/puzzleText';
import { checkSolution } from '../helpers/checker';

const ESCARGOT = puzzleSet('named_hardest')[0].cells;
const EASY = puzzleSet('easy50')[0].cells;

describe('feature models', () => {
  let e: SqlSudokuEngine;
  before(async () => {
    e = await engine();
  });

  describe('quick fixes', () => {
    it('rewrites 0 and _ blanks as dots and nothing else', () => {
      const text = `${EASY.replace(/\./g, '0').slice(0, 40)}${EASY.slice(40).replace(/\./g, '_')} zero 0`;
      const fixed = apply(text, blanksToDots(text, only(text)));
      assert.equal(fixed, `${EASY} zero 0`);
    });

    it('converts a grid to one line and back, keeping the cells', () => {
      const line = `${EASY} Easy`;
      const toGrid = apply(line, [lineToGrid(only(line))]);
      assert.equal(toGrid.split('\n').length, 12);
      assert.match(toGrid, /^#D Easy\n/);
      const grid = only(toGrid);
      assert.equal(grid.form, 'grid');
      assert.equal(grid.cells, EASY);
      const back = apply(toGrid, [gridToLine(grid, '0')]);
      assert.equal(only(back).cells, EASY);
      assert.match(back, /^#D Easy\n[0-9]{81}$/);
    });

    it('keeps the name when converting a puzzle that has both a #D line and a name', () => {
      const text = `#D The description\n${EASY} The name`;
      const grid = apply(text, [lineToGrid(only(text))]);
      assert.match(grid, /^#D The description\n# The name\n/);
      const p = only(grid);
      assert.equal(p.cells, EASY);
      assert.equal(p.meta.description, 'The description');
    });

    it('removes one duplicate given', () => {
      const text = `55${ESCARGOT.slice(2)}`;
      const fixed = apply(text, [removeGiven(only(text), 1)]);
      assert.equal(fixed, `5.${ESCARGOT.slice(2)}`);
      assert.notEqual(e.solve(fixed).status, 'invalid');
    });

    /** The fixes offered for a broken puzzle's problems, each with the text it leaves. */
    const fixesFor = (text: string) => {
      const entry = parsePuzzles(text)[0] as Malformed;
      assert.equal(entry.kind, 'malformed', text);
      return entry.problems.flatMap((p) =>
        malformedFixes(text, entry, p).map((f) => ({ code: p.code, title: f.title, preferred: f.preferred, after: apply(text, f.edits) })),
      );
    };
    const grid = (cells: string) => apply(cells, [lineToGrid(only(cells))]);

    it('offers a stray letter standing for a cell a blank (preferred), or deletion', () => {
      const text = `${EASY.slice(0, 40)}o${EASY.slice(41)} Easy`;
      const offered = fixesFor(text);
      assert.deepEqual(
        offered.map((f) => [f.title, f.preferred]),
        [
          ["Replace 'o' with a blank", true],
          ["Delete 'o'", false],
        ],
      );
      const fixed = only(offered[0].after);
      assert.equal(fixed.cells, `${EASY.slice(0, 40)}.${EASY.slice(41)}`);
      assert.equal(fixed.name, 'Easy');
      assert.equal(parsePuzzles(offered[1].after)[0].kind, 'malformed', 'deleting leaves 80 cells: not preferred');
    });

    it('offers deletion first for a stray letter beside 81 cells, in a line and after a grid row', () => {
      for (const text of [`${EASY}x Easy`, grid(EASY).replace(/\n/, 'x\n')]) {
        const preferred = fixesFor(text).filter((f) => f.preferred);
        assert.deepEqual(
          preferred.map((f) => f.title),
          ["Delete 'x'"],
          text,
        );
        assert.equal(only(preferred[0].after).cells, EASY);
      }
    });

    it('writes the blank the puzzle uses, and turns a full-width digit into its digit', () => {
      const zeros = EASY.replace(/\./g, '0');
      assert.equal(only(fixesFor(`${zeros.slice(0, 5)}?${zeros.slice(6)}`)[0].after).cells, `${EASY.slice(0, 5)}.${EASY.slice(6)}`);
      assert.match(fixesFor(`${zeros.slice(0, 5)}?${zeros.slice(6)}`)[0].after, /^[0-9]{81}$/);
      const wide = `${EASY.slice(0, 2)}\uff13${EASY.slice(3)}`;
      const [fix] = fixesFor(wide);
      assert.equal(fix.title, "Replace '\uff13' with 3");
      assert.equal(only(fix.after).cells, EASY);
    });

    it('adds a blank at the end of a line of 80 cells, and drops a blank that makes 82', () => {
      const short = fixesFor(`${EASY.slice(0, 80)} Easy`);
      assert.deepEqual(
        short.map((f) => [f.title, f.preferred]),
        [['Add a blank at the end, making 81 cells', true]],
      );
      assert.equal(only(short[0].after).cells, `${EASY.slice(0, 80)}.`);
      assert.equal(only(short[0].after).name, 'Easy');
      assert.equal(EASY[80], '.');
      const long = fixesFor(`${EASY}. Easy`);
      assert.deepEqual(
        long.map((f) => f.title),
        ['Delete the blank at the end, making 81 cells'],
      );
      assert.equal(long[0].after, `${EASY} Easy`);
    });

    it('offers nothing where the intent is unclear: a given too many, a line far short, a grid missing rows', () => {
      assert.deepEqual(fixesFor(`${EASY}5`), [], "which given is extra is anyone's guess");
      assert.deepEqual(fixesFor(`${EASY.slice(0, 70)}`), []);
      const rows = grid(EASY).split('\n');
      assert.deepEqual(fixesFor(rows.slice(0, 5).join('\n')), [], 'a grid being typed');
    });

    it('adds a blank to a grid row of 8 cells, and drops the blank that makes a row of 10, keeping its spacing', () => {
      const rows = grid(EASY).split('\n');
      const at = rows.findIndex((r) => /\.$/.test(r));
      const short = [...rows];
      short[at] = rows[at].slice(0, -2);
      const add = fixesFor(short.join('\n'));
      assert.deepEqual(
        add.map((f) => [f.title, f.preferred]),
        [['Add a blank at the end of this row, making 9 cells', true]],
      );
      assert.equal(add[0].after, rows.join('\n'));
      const long = [...rows];
      long[at] = `${rows[at]} .`;
      const drop = fixesFor(long.join('\n'));
      assert.deepEqual(
        drop.map((f) => f.title),
        ['Delete the blank at the end of this row, making 9 cells'],
      );
      assert.equal(drop[0].after, rows.join('\n'));
    });

    for (const [form, make] of [
      ['line', (p: string) => `${p} Easy`],
      ['grid', (p: string) => only(apply(p, [lineToGrid(only(p))])).lines!.join('\n')],
      [
        'comma',
        (p: string) =>
          only(p)
            .cells.match(/.{9}/g)!
            .map((r) => `${r.slice(0, 3)},${r.slice(3, 6)},${r.slice(6)}`)
            .join(',,')
            .replace(/\./g, '0'),
      ],
    ] as const) {
      it(`writes the solution below a ${form} puzzle, in the same form`, () => {
        const text = `# before\n${make(EASY)}\n# after`;
        const p = only(text);
        const solution = e.solve(p.cells).solution!;
        const lineEnd = text.indexOf('\n# after');
        const out = apply(text, [solutionBelow(p, solution, lineEnd)]);
        const puzzles = parsePuzzles(out);
        assert.equal(puzzles.length, 2);
        assert.equal((puzzles[0] as Puzzle).cells, EASY, 'the puzzle itself is untouched');
        const written = puzzles[1] as Puzzle;
        assert.equal(written.form, p.form);
        assert.deepEqual(checkSolution(EASY, written.cells), []);
        assert.ok(out.endsWith('\n# after'));
      });
    }
  });
});
