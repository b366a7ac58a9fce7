import { strict as assert } from 'assert';
import { SqlSudokuEngine } from '../../src/core/engine';
import { nextHint } from '../../src/core/hint';
import { parsePuzzles } from '../../src/core/formats';
import { normalizePosition } from '../../src/core/position';
import { cellName } from '../../src/core/phrases';
import { candidateLine, entryPosition, progressLines, readCandidateLine } from '../../src/core/positionForms';
import { syntaxDiagnostics } from '../../src/features/diagnostics/diagnosticsModel';
import { pencilMarkGrid } from '../../src/features/share/shareModel';
import type { Position, SolveOptions } from '../../src/shared/result';
import { engine, puzzleSet } from '../helpers/engine';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { checkSolution } from '../helpers/checker';
import { Board, peersOf } from '../helpers/replay';

const EASY = puzzleSet('easy50')[0].cells;
/** A puzzle whose first stall needs more than singles. */
const HARD = puzzleSet('top1465')[1].cells;
const NOTHING_PLACED = '.'.repeat(81);

/** The one solution, from the independent solver. */
function answer(puzzle: string): string {
  const out = bitmaskSolve(puzzle, 2);
  assert.equal(out.count, 1);
  return out.solutions[0];
}

/** The candidates the givens leave, computed here, not by the engine. */
function startCandidates(puzzle: string): (string | null)[] {
  const b = new Board(puzzle);
  return b.candidateStrings().map((c, i) => (b.grid[i] ? null : c));
}

describe('positions', () => {
  let e: SqlSudokuEngine;
  const solveWith = (puzzle: string) => (o: SolveOptions) => Promise.resolve(e.solve(puzzle, o));
  before(async () => {
    e = await engine();
  });

  it('solves from a position: its placed digits stand and the solution keeps them', () => {
    const solution = answer(EASY);
    // Half of the empty cells filled in by the player, with their right digits.
    const placed = [...EASY].map((ch, i) => (ch === '.' && i % 2 === 0 ? solution[i] : '.')).join('');
    const r = e.solve(EASY, { position: { placed, candidates: new Array(81).fill(null) } });
    assert.equal(r.status, 'solved');
    assert.deepEqual(checkSolution(EASY, r.solution), []);
    assert.equal(r.solution, solution);
    assert.ok(r.fromPosition);
    for (let i = 0; i < 81; i++) if (placed[i] !== '.') assert.equal(r.origin![i], 'placed');
  });

  it('gives no-solution when a candidate the player removed was the answer, and says so in their terms', async () => {
    const solution = answer(HARD);
    const candidates = startCandidates(HARD);
    const cell = candidates.findIndex((c) => c !== null && c.length > 2);
    candidates[cell] = candidates[cell]!.replace(solution[cell], '');
    const position: Position = { placed: NOTHING_PLACED, candidates };
    for (const verdict of [true, false]) {
      const r = e.solve(HARD, { position, verdict });
      assert.equal(r.status, 'no-solution', `verdict ${verdict}`);
      assert.equal(r.message, 'No grid completes this position.');
    }
    const hint = await nextHint(HARD, position, solveWith(HARD));
    assert.equal(hint.status, 'wrong');
    assert.deepEqual(hint.check, { wrongDigits: [], removedAnswers: [cell] });
    assert.equal(hint.message, 'A candidate you removed is the answer.');
  });

  it('tells a wrong placed digit apart, and a placed digit that clashes as no solution', async () => {
    const solution = answer(EASY);
    const cell = EASY.indexOf('.');
    const wrongDigit = String((Number(solution[cell]) % 9) + 1);
    const placed = NOTHING_PLACED.slice(0, cell) + wrongDigit + NOTHING_PLACED.slice(cell + 1);
    const hint = await nextHint(EASY, { placed, candidates: new Array(81).fill(null) }, solveWith(EASY));
    assert.equal(hint.status, 'wrong');
    assert.equal(hint.message, 'A digit you placed is wrong.');
    // The same digit as a peer given: a clash of the player's, not of the puzzle.
    const peer = peersOf(cell).find((p) => EASY[p] !== '.')!;
    const clash = NOTHING_PLACED.slice(0, cell) + EASY[peer] + NOTHING_PLACED.slice(cell + 1);
    const r = e.solve(EASY, { position: { placed: clash, candidates: new Array(81).fill(null) } });
    assert.equal(r.status, 'no-solution');
    assert.ok(r.conflicts?.some((c) => c.cells.includes(cell) && c.cells.includes(peer)));
  });

  it('answers more than one solution from a position that leaves two', () => {
    // The givens of a unique puzzle less some, so that the position allows several grids.
    const solution = answer(EASY);
    const sparse = [...EASY].map((ch, i) => (i < 27 ? ch : '.')).join('');
    const placed = [...solution].map((ch, i) => (i >= 27 && i < 36 ? ch : '.')).join('');
    const r = e.solve(sparse, { position: { placed, candidates: new Array(81).fill(null) }, verdict: true });
    assert.equal(r.status, 'multiple');
    for (const s of r.solutions!) assert.deepEqual(checkSolution(sparse, s), []);
  });

  it('hints from the position: a removal that unlocks a single is used', async () => {
    const solution = answer(HARD);
    const stall = e.solve(HARD, { guessing: false, chains: false }).stall!;
    assert.ok(stall, 'the puzzle stalls');
    const placed = [...stall.grid].map((ch, i) => (HARD[i] === '.' ? ch : '.')).join('');
    const candidates = stall.candidates.map((c, i) => (stall.grid[i] === '.' ? c : null));
    const at = { placed, candidates };
    const before = await nextHint(HARD, at, solveWith(HARD));
    assert.equal(before.status, 'step');
    assert.ok(before.step!.rating > 2.3, `no single at the stall, got ${before.step!.name}`);
    // The player removes every wrong candidate of one cell: a naked single there.
    const cell = candidates.findIndex((c) => c !== null && c.length >= 2);
    const narrowed = candidates.map((c, i) => (i === cell ? solution[i] : c));
    const after = await nextHint(HARD, { placed, candidates: narrowed }, solveWith(HARD));
    assert.equal(after.status, 'step');
    assert.ok(after.step!.rating <= 2.3, `a single, got ${after.step!.name}`);
    for (const p of after.step!.placed) assert.equal(String(p.d), solution[p.cell]);
    for (const r of after.step!.removed) assert.notEqual(String(r.d), solution[r.cell]);
  });

  it('a hint is complete on a finished position and a step from the givens otherwise', async () => {
    const solution = answer(EASY);
    const placed = [...EASY].map((ch, i) => (ch === '.' ? solution[i] : '.')).join('');
    assert.equal((await nextHint(EASY, { placed, candidates: new Array(81).fill(null) }, solveWith(EASY))).status, 'complete');
    const first = await nextHint(EASY, undefined, solveWith(EASY));
    assert.equal(first.status, 'step');
    for (const p of first.step!.placed) assert.equal(String(p.d), solution[p.cell]);
  });

  it('a position that leaves a cell no candidate is no-solution on every path, never an engine error', async () => {
    const candidates = startCandidates(EASY);
    const cell = candidates.findIndex((c) => c !== null);
    const peerGiven = EASY[peersOf(cell).find((p) => EASY[p] !== '.')!];
    // None kept ('#marks r1c2:-'), or only a digit a given already takes.
    for (const kept of ['', peerGiven]) {
      const position: Position = { placed: NOTHING_PLACED, candidates: candidates.map((c, i) => (i === cell ? kept : c)) };
      for (const o of [{ verdict: true }, { uniqueness: false }, { guessing: false }, { explain: false }, {}] as SolveOptions[]) {
        const r = e.solve(EASY, { ...o, position });
        assert.equal(r.status, 'no-solution', `kept '${kept}', ${JSON.stringify(o)}`);
        assert.equal(r.message, 'No grid completes this position.');
      }
      assert.equal((await nextHint(EASY, position, solveWith(EASY))).status, 'wrong');
    }
  });

  it('a hint on givens with no solution, or a position with none, says no-solution rather than giving a step', async () => {
    const solution = answer(EASY);
    // A wrong digit added as a given where no peer given clashes: no duplicate, yet no grid.
    let broken = '';
    for (let i = 0; i < 81 && !broken; i++) {
      if (EASY[i] !== '.') continue;
      const peers = new Set(peersOf(i).map((p) => EASY[p]));
      const d = [...'123456789'].find((x) => x !== solution[i] && !peers.has(x));
      if (d) broken = EASY.slice(0, i) + d + EASY.slice(i + 1);
    }
    assert.equal(bitmaskSolve(broken, 2).count, 0);
    const hint = await nextHint(broken, undefined, solveWith(broken));
    assert.equal(hint.status, 'no-solution');
    assert.equal(hint.step, undefined);
    // Givens with several solutions, and a position that leaves a cell none: its own verdict is asked for.
    const sparse = [...EASY].map((ch, i) => (i < 27 ? ch : '.')).join('');
    const open = startCandidates(sparse);
    const cell = open.findIndex((c) => c !== null);
    const position: Position = { placed: NOTHING_PLACED, candidates: open.map((c, i) => (i === cell ? '' : c)) };
    const fromPosition = await nextHint(sparse, position, solveWith(sparse));
    assert.equal(fromPosition.status, 'no-solution');
    assert.equal(fromPosition.message, 'No grid completes this position.');
  });

  it('refuses a position that overwrites a given', () => {
    const cell = EASY.search(/[1-9]/);
    const other = String((Number(EASY[cell]) % 9) + 1);
    const placed = NOTHING_PLACED.slice(0, cell) + other + NOTHING_PLACED.slice(cell + 1);
    assert.throws(() => e.solve(EASY, { position: { placed, candidates: new Array(81).fill(null) } }), /is a given/);
  });
});

describe('position forms', () => {
  const solution = answer(HARD);
  /** A position: some cells placed right, the rest with the candidates the givens leave less a wrong one here and there. */
  // These forms write a cell with one candidate as a given: every empty cell here keeps two or more.
  const placed = [...HARD].map((ch, i) => (ch === '.' && i % 5 === 0 ? solution[i] : '.')).join('');
  const board = [...HARD].map((ch, i) => (placed[i] !== '.' ? placed[i] : ch)).join('');
  const candidates = startCandidates(board).map((c, i) => {
    if (c === null) return null;
    const wrong = [...'123456789'].filter((d) => d !== solution[i]);
    if (c.length === 1) return [...'123456789'].filter((d) => d === c || d === wrong[0]).join('');
    return i % 3 === 0 && c.length > 2
      ? c.replace(
          [...c].find((d) => d !== solution[i])!,
          '',
        )
      : c;
  });

  it('reads back the 729-character candidate line it writes, and refuses a digit out of place', () => {
    const line = candidateLine(
      board,
      candidates.map((c) => c ?? ''),
    );
    assert.equal(line.length, 729);
    const back = readCandidateLine(line)!;
    assert.equal(back.cells, board);
    assert.deepEqual(
      back.candidates,
      candidates.map((c) => c ?? ''),
    );
    // '0' reads as '.', and a digit in another digit's place is no candidate line.
    assert.deepEqual(readCandidateLine(line.replace(/\./g, '0')), back);
    assert.equal(readCandidateLine('2' + line.slice(1)), undefined);
    assert.equal(readCandidateLine(line.slice(1)), undefined);
  });

  it('reads back the progress lines it writes, a placed digit as +5', () => {
    const position = { placed, candidates: candidates.map((c, i) => (i % 4 === 0 ? null : c)) };
    const lines = progressLines(HARD, position);
    assert.match(lines[0], /^#progress (\+?[1-9]|\.){81}$/);
    assert.equal((lines[0].match(/\+/g) ?? []).length, [...placed].filter((ch, i) => ch !== '.' && HARD[i] === '.').length);
    assert.match(lines[1], /^#marks (r[1-9]c[1-9]:[1-9-]+ ?)+$/);
    const [entry] = parsePuzzles([HARD, ...lines].join('\n'));
    assert.ok(entry.kind === 'puzzle' && entry.progress?.position);
    assert.deepEqual(entry.progress.notes, []);
    assert.deepEqual(normalizePosition(HARD, entry.progress.position), normalizePosition(HARD, position));
  });

  it('reads back the pencil-mark grid it writes, with its candidates', () => {
    const state = { digits: [...board], candidates: candidates.map((c) => c ?? '') };
    const text = pencilMarkGrid(state);
    const [entry] = parsePuzzles(text);
    assert.equal(entry.kind, 'puzzle');
    assert.ok(entry.kind === 'puzzle' && entry.candidates);
    const position = entryPosition(entry)!;
    assert.equal(entry.cells, board);
    assert.deepEqual(
      position.candidates,
      candidates.map((c) => c),
    );
  });
});

describe('positions in a file', () => {
  const solution = answer(EASY);
  const placed = [...EASY].map((ch, i) => (ch === '.' && i % 3 === 0 ? solution[i] : '.')).join('');
  const candidates = startCandidates(EASY).map((c, i) => (i % 2 === 0 && placed[i] === '.' ? c : null));

  it('reads the progress lines under a puzzle as its position, and where they cannot be read', () => {
    const lines = progressLines(EASY, { placed, candidates });
    const text = `# a puzzle being played\n${EASY} Easy 1\n${lines.join('\n')}\n\n${EASY} the same, not started\n`;
    const entries = parsePuzzles(text);
    assert.equal(entries.length, 2, 'the progress lines are no puzzle of their own');
    const [played, fresh] = entries;
    assert.ok(played.kind === 'puzzle' && played.progress?.position);
    assert.deepEqual(normalizePosition(EASY, entryPosition(played)!), normalizePosition(EASY, { placed, candidates }));
    assert.equal(played.progress.line, 2);
    assert.equal(played.progress.endLine, 3);
    assert.ok(fresh.kind === 'puzzle' && !fresh.progress && entryPosition(fresh) === undefined);
    // A #marks line that does not read is a comment, not the marks line: said, and left as it is.
    const text2 = `${EASY}\n${lines[0]}\n#marks r1c1:12 r0c2:3\n`;
    const [broken, ...rest] = parsePuzzles(text2);
    assert.equal(rest.length, 0);
    assert.ok(broken.kind === 'puzzle' && broken.progress?.position);
    assert.equal(broken.progress.endLine, 1, 'the comment is no part of the progress lines Play rewrites');
    assert.deepEqual(
      broken.progress.notes.map((n) => [n.kind, text2.slice(n.start, n.end)]),
      [['marks-comment', 'r0c2:3']],
    );
  });

  it('reads a 729-character candidate line as a puzzle with its candidates, with or without a name', () => {
    const board = [...EASY].map((ch, i) => (placed[i] !== '.' ? placed[i] : ch)).join('');
    const marks = startCandidates(board).map((c) => c ?? '');
    const line = candidateLine(board, marks);
    for (const text of [line, `  ${line}  A name`]) {
      const [entry] = parsePuzzles(text);
      assert.equal(entry.kind, 'puzzle');
      assert.ok(entry.kind === 'puzzle');
      assert.equal(entry.form, 'candidates');
      // A cell with one candidate reads as a given, as the form cannot tell them apart.
      assert.equal(entry.cells, [...board].map((ch, i) => (ch !== '.' ? ch : marks[i].length === 1 ? marks[i] : '.')).join(''));
      assert.equal(text.slice(entry.offsets[1], entry.offsets[1] + 9), line.slice(9, 18));
    }
    assert.equal(parsePuzzles(text729WithName(line)).at(0)?.name, 'Named');
  });

  it('a hint from progress kept for givens that have since changed says so, and asks the engine nothing', async () => {
    const given = EASY.search(/[1-9]/);
    const changed = EASY.slice(0, given) + '.' + EASY.slice(given + 1);
    const wrongGiven = changed.slice(0, given) + String((Number(EASY[given]) % 9) + 1) + changed.slice(given + 1);
    const hint = await nextHint(wrongGiven, { placed: EASY, candidates: new Array(81).fill(null) }, () => {
      throw new Error('the engine was asked');
    });
    assert.equal(hint.status, 'invalid');
    assert.match(hint.message!, /is a given/);
  });
});

function text729WithName(line: string): string {
  return `${line}\tNamed`;
}

describe('progress diagnostics', () => {
  it('flags progress that cannot be read, or whose board changes a given, where it is', () => {
    const given = EASY.search(/[1-9]/);
    const changed = EASY.slice(0, given) + String((Number(EASY[given]) % 9) + 1) + EASY.slice(given + 1);
    const text = `${EASY}\n#progress ${changed}\n\n${EASY}\n#progress 12\n\n${EASY}\n#progress ${EASY}\n`;
    const found = syntaxDiagnostics(parsePuzzles(text));
    assert.equal(found.length, 2);
    const [contradicts, unreadable] = found;
    assert.equal(contradicts.code, 'bad-progress');
    assert.equal(text.slice(contradicts.start, contradicts.end), `#progress ${changed}`);
    assert.match(contradicts.message, /does not fit its puzzle's givens: r\dc\d is a given/);
    assert.equal(text.slice(unreadable.start, unreadable.end), '12');
  });

  const given = EASY.search(/[1-9]/);
  const solution = answer(EASY);
  const blank = EASY.indexOf('.');
  const position = {
    placed: NOTHING_PLACED.slice(0, blank) + solution[blank] + NOTHING_PLACED.slice(blank + 1),
    candidates: new Array(81).fill(null),
  };
  const noted = (text: string) =>
    syntaxDiagnostics(parsePuzzles(text)).map((d) => [d.severity, text.slice(d.start, d.end), d.message] as const);

  it('a given taken out of the puzzle after its progress was saved is not read as placed, and is said', () => {
    const [progress] = progressLines(EASY, position);
    const edited = EASY.slice(0, given) + '.' + EASY.slice(given + 1);
    const text = `${edited}\n${progress}\n`;
    const [entry] = parsePuzzles(text);
    assert.ok(entry.kind === 'puzzle' && entry.progress?.position);
    assert.equal(entry.progress.position.placed[given], '.', 'the given is not taken as a placed digit');
    assert.equal(entry.progress.position.placed[blank], solution[blank], 'the digit written +d is');
    const found = noted(text);
    assert.equal(found.length, 1);
    assert.equal(found[0][0], 'warning');
    assert.equal(found[0][1], EASY[given]);
    assert.match(found[0][2], new RegExp(`^${cellName(given)} holds ${EASY[given]} as a given here, but the puzzle has no given there`));
    // Written +d, the digit is the player's: nothing to say.
    const placedToo = { ...position, placed: position.placed.slice(0, given) + EASY[given] + position.placed.slice(given + 1) };
    const mine = `${edited}\n${progressLines(edited, placedToo)[0]}\n`;
    assert.deepEqual(noted(mine), []);
  });

  it("reads a bordered grid's progress under its bottom border", () => {
    const rows = Array.from({ length: 9 }, (_, r) => {
      const c = [...EASY.slice(r * 9, r * 9 + 9)];
      return `| ${c.slice(0, 3).join(' ')} | ${c.slice(3, 6).join(' ')} | ${c.slice(6).join(' ')} |`;
    });
    const rule = '+-------+-------+-------+';
    const grid = [rule, ...rows.slice(0, 3), rule, ...rows.slice(3, 6), rule, ...rows.slice(6), rule];
    const lines = progressLines(EASY, position);
    const [entry, ...rest] = parsePuzzles([...grid, ...lines, ''].join('\n'));
    assert.equal(rest.length, 0);
    assert.ok(entry.kind === 'puzzle');
    assert.equal(entry.tailLine, 12, 'Play writes under the bottom border');
    assert.ok(entry.progress?.position);
    assert.equal(entry.progress.line, 13);
    assert.deepEqual(normalizePosition(EASY, entry.progress.position), normalizePosition(EASY, position));
  });

  it('says what it reads past: a blank line before #progress, a second #progress or #marks line, a cell marked twice; a no-break space is a space', () => {
    const [progress] = progressLines(EASY, position);
    const cell = (i: number) => cellName(i);
    const empty = [...EASY].map((ch, i) => (ch === '.' && i !== blank ? i : -1)).filter((i) => i >= 0);
    const marks = `#marks ${cell(empty[0])}:12 ${cell(empty[1])}:3 ${cell(empty[0])}:4`;
    const text = `${EASY}\n\n${progress}\n${marks}\n${progress}\n#marks ${cell(empty[1])}:5\n`;
    const [entry, ...rest] = parsePuzzles(text);
    assert.equal(rest.length, 0);
    assert.ok(entry.kind === 'puzzle' && entry.progress?.position);
    assert.equal(entry.progress.line, 2);
    assert.equal(entry.progress.endLine, 3, 'the lines read are the first #progress and its #marks');
    assert.equal(entry.progress.position.candidates[empty[0]], '12', 'the first entry for a cell is read');
    const found = noted(text);
    assert.deepEqual(
      found.map(([severity, at]) => [severity, at]),
      [
        ['warning', progress],
        ['warning', `${cell(empty[0])}:4`],
        ['warning', progress],
        ['warning', `#marks ${cell(empty[1])}:5`],
      ],
    );
    assert.match(found[0][2], /blank line/);
    assert.match(found[2][2], /second #progress/);
    assert.match(found[3][2], /second #marks/);
    // A no-break space after the word reads as a space.
    const nbsp = parsePuzzles(`${EASY}\n${progress.replace(' ', '\u00a0')}\n`)[0];
    assert.ok(nbsp.kind === 'puzzle' && nbsp.progress?.position);
    assert.equal(nbsp.progress.position.placed[blank], solution[blank]);
  });

  it('a comment that starts with #marks is a comment: never the marks line, so Play never writes over it', () => {
    const [progress] = progressLines(EASY, position);
    const text = `${EASY}\n${progress}\n#marks are mine: do not touch\n`;
    const [entry] = parsePuzzles(text);
    assert.ok(entry.kind === 'puzzle' && entry.progress?.position);
    assert.equal(entry.progress.endLine, 1);
    assert.deepEqual(noted(text), [], 'a comment that does not look like marks is left alone');
  });
});
