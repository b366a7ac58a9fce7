/** Reading part of a large file: the same entries a parse of the whole file finds there. */
import { strict as assert } from 'assert';
import { Entry, parsePuzzles, toComma, toGrid } from '../../src/core/formats';
import { WINDOW_LOOK_LINES, parsePart, windowBounds } from '../../src/core/windowParse';
import { parseInSlices } from '../../src/core/slicedParse';
import { parserWork } from '../../src/core/formats';
import { pencilMarkGrid, sudokuWikiLink } from '../../src/features/share/shareModel';
import { puzzleSet } from '../helpers/engine';
import { progressLines } from '../../src/core/positionForms';

/** A small seeded generator, so that a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PUZZLES = puzzleSet('easy50').map((p) => p.cells);

/** Progress lines for a puzzle: its first blank's marks written. */
function played(p: string): string[] {
  const candidates: (string | null)[] = new Array(81).fill(null);
  candidates[p.indexOf('.')] = '12';
  return progressLines(p, { placed: '.'.repeat(81), candidates });
}

/** Every form the parser reads, broken forms, metadata, comments and blank lines, in a random order. */
function mixedText(rnd: () => number, pieces: number): string {
  const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
  const out: string[] = [];
  for (let i = 0; i < pieces; i++) {
    const p = pick(PUZZLES);
    const piece = pick([
      () => p,
      () => `${p} named ${i}`,
      () => `#D described ${i}\n#A someone\n${p}`,
      () => `#D above a blank\n\n${p}`,
      () => toGrid(p),
      () => toGrid(p).split('\n').slice(0, 5).join('\n'),
      () => `${p.slice(0, 80)} short`,
      () => `${p.slice(0, 40)}x${p.slice(41)}`,
      () => toComma(p),
      () => `${p.slice(0, 40)}\n${p.slice(40)}`,
      () => p.slice(0, 45),
      () => [...p.slice(0, 30)].join('\n'),
      () => p.match(/.{9}/g)!.join('\n'),
      () => pencilMarkGrid({ digits: [...p], candidates: [...p].map((c) => (c === '.' ? '123' : '')) }),
      () => `see ${sudokuWikiLink(p)}`,
      () => '# a comment',
      () => '',
      () => 'Some prose, with 1999 in it.',
      // Progress lines: right under, after a blank line, under a grid, a second #progress.
      () => [p, ...played(p)].join('\n'),
      () => [p, '', ...played(p)].join('\n'),
      () => [toGrid(p), ...played(p)].join('\n'),
      () => [`${p} named`, ...played(p), played(p)[0]].join('\n'),
    ])();
    out.push(piece);
  }
  return out.join('\n');
}

/** The entries of lines from..to as read through a window, or undefined when the window gave up. */
function throughWindow(text: string, from: number, to: number): { entries: Entry[]; start: number; end: number } | undefined {
  const lines = text.split('\n');
  const bounds = windowBounds((i) => lines[i], lines.length, from, to);
  if (!bounds) return undefined;
  const offset = lines.slice(0, bounds.start).reduce((n, l) => n + l.length + 1, 0);
  const part = lines.slice(bounds.start, bounds.end + 1).join('\n');
  return { entries: parsePart(part, offset, bounds.start), ...bounds };
}

describe('reading part of a large file', () => {
  it('finds exactly the entries a parse of the whole text finds in the lines it spans, over every form', () => {
    const rnd = random(25);
    let windows = 0;
    for (let round = 0; round < 40; round++) {
      const text = mixedText(rnd, 60);
      const whole = parsePuzzles(text);
      const lineCount = text.split('\n').length;
      for (let k = 0; k < 20; k++) {
        const from = Math.floor(rnd() * lineCount);
        const to = Math.min(lineCount - 1, from + Math.floor(rnd() * 40));
        const got = throughWindow(text, from, to);
        if (!got) continue;
        windows++;
        assert.ok(got.start <= from && got.end >= to);
        const expected = whole.filter((e) => e.line >= got.start && e.endLine <= got.end);
        assert.deepEqual(got.entries, expected, `round ${round}, lines ${from}-${to} read as ${got.start}-${got.end}`);
        // Nothing the lines asked for is cut: every entry touching them is whole in the window.
        for (const e of whole) if (e.endLine >= from && e.line <= to) assert.ok(e.line >= got.start && e.endLine <= got.end);
      }
    }
    assert.ok(windows > 400, `${windows} windows read`);
  });

  it("takes a puzzle's progress lines whole, after a blank line too: a write then replaces them all", () => {
    const p = PUZZLES[0];
    const lines = [`${p} first`, ...played(p), `${p} second`, '', ...played(p), `${p} third`];
    const text = lines.join('\n');
    for (const [at, end] of [
      [0, 2],
      [3, 6],
    ]) {
      const got = throughWindow(text, at, at)!;
      assert.equal(got.end, end, `the window around line ${at}`);
      const [entry] = got.entries;
      assert.ok(entry.kind === 'puzzle' && entry.progress);
      assert.equal(entry.progress.endLine, end);
    }
  });

  it('always finds its ends in a file of one-line puzzles, within a few lines', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `${PUZZLES[i % PUZZLES.length]} puzzle ${i + 1}`).join('\n');
    const got = throughWindow(text, 2000, 2040)!;
    assert.deepEqual([got.start, got.end], [2000, 2040]);
    assert.equal(got.entries.length, 41);
    assert.deepEqual(got.entries, parsePuzzles(text).slice(2000, 2041));
  });

  it('gives up, for a full parse, where no line near marks where the parser starts afresh', () => {
    const grids = Array.from({ length: 200 }, (_, i) => toGrid(PUZZLES[i % PUZZLES.length])).join('\n');
    const lines = grids.split('\n');
    assert.ok(lines.length > 2 * WINDOW_LOOK_LINES);
    assert.equal(
      windowBounds((i) => lines[i], lines.length, 1000, 1010),
      undefined,
    );
  });
});

describe('parsing a large file a slice at a time', () => {
  const text = Array.from({ length: 20 }, (_, k) => mixedText(random(100 + k), 60)).join('\n');

  it('finds the entries a parse in one go finds, pausing after each slice of the text', async () => {
    const slice = 2000;
    const perSlice: number[] = [];
    let from = parserWork.visited;
    const entries = await parseInSlices(
      text,
      async () => {
        perSlice.push(parserWork.visited - from);
        from = parserWork.visited;
      },
      () => false,
      slice,
    );
    assert.deepEqual(entries, parsePuzzles(text));
    // Each slice reads its share and at most one entry past it (the longest piece here is a pencil-mark grid).
    assert.ok(perSlice.length >= text.length / (2 * slice), `${perSlice.length} pauses over ${text.length} characters`);
    assert.ok(Math.max(...perSlice) < 2 * slice, `the most read in one slice: ${Math.max(...perSlice)}`);
  });

  it('stops at the first pause once the text is stale', async () => {
    let pauses = 0;
    const entries = await parseInSlices(
      text,
      async () => void pauses++,
      () => true,
      2000,
    );
    assert.equal(entries, undefined);
    assert.equal(pauses, 1);
  });
});
