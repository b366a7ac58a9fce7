/**
 * What Play keeps under a puzzle besides the position: corner marks, colours
 * and the time (`#corners`, `#colours`, `#time`), written and read back, and
 * lines that do not read said where they stop reading.
 */
import { strict as assert } from 'assert';
import { parsePuzzles } from '../../src/core/formats';
import { playTime, progressLines, readColours, readCorners, readTime } from '../../src/core/positionForms';
import { syntaxDiagnostics } from '../../src/features/diagnostics/diagnosticsModel';
import { puzzleSet } from '../helpers/engine';

const EASY = puzzleSet('easy50')[0].cells;
const empty = [...EASY].map((ch, i) => (ch === '.' ? i : -1)).filter((i) => i >= 0);
const given = EASY.search(/[1-9]/);
const NOTHING = { placed: '.'.repeat(81), candidates: new Array<string | null>(81).fill(null) };
const id = (cell: number) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
const noted = (text: string) =>
  syntaxDiagnostics(parsePuzzles(text)).map((d) => [d.severity, text.slice(d.start, d.end), d.message] as const);

describe('corner marks, colours and the time in the file', () => {
  const corners = new Array<number>(81).fill(0);
  corners[empty[0]] = 0b10010; // 2 and 5
  corners[empty[3]] = 0b100000001; // 1 and 9
  const cellColours = new Array<number>(81).fill(0);
  cellColours[given] = 3;
  cellColours[empty[1]] = 1;
  const candidateColours = { [empty[2] * 10 + 7]: 2, [empty[2] * 10 + 4]: 4 };

  it('writes each line after #progress, in one order, and reads back what it wrote', () => {
    const lines = progressLines(EASY, NOTHING, { corners, cellColours, candidateColours, time: { ms: 754_900, solved: false } });
    assert.deepEqual(lines.slice(1), [
      `#corners ${id(empty[0])}:25 ${id(empty[3])}:19`,
      // Cell by cell: a cell's own colour, then its candidates' by digit.
      `#colours ${[`${id(given)}:3`, `${id(empty[1])}:1`, `${id(empty[2])}/4:4`, `${id(empty[2])}/7:2`]
        .sort((a, b) => a.localeCompare(b))
        .join(' ')}`,
      '#time 12:34',
    ]);
    const [entry] = parsePuzzles(`${EASY}\n${lines.join('\n')}\n`);
    assert.ok(entry.kind === 'puzzle' && entry.progress?.position);
    assert.deepEqual(entry.progress.corners, corners);
    assert.deepEqual(entry.progress.colours, { cellColours, candidateColours });
    assert.deepEqual(entry.progress.time, { ms: 754_000, solved: false }, 'whole seconds');
    assert.equal(entry.progress.endLine, 4, 'every line is Play’s to rewrite');
    assert.deepEqual(noted(`${EASY}\n${lines.join('\n')}\n`), []);
  });

  it('writes nothing for what is not there, and no corner mark on a cell that holds a digit', () => {
    const onGiven = new Array<number>(81).fill(0);
    onGiven[given] = 1;
    assert.deepEqual(progressLines(EASY, NOTHING, { corners: onGiven, cellColours: new Array(81).fill(0), candidateColours: {} }), [
      progressLines(EASY, NOTHING)[0],
    ]);
  });

  it('writes the time as m:ss, h:mm:ss from an hour, and says solved', () => {
    assert.deepEqual([0, 999, 59_000, 60_000, 3_599_999, 3_600_000, 36_061_000].map(playTime), [
      '0:00',
      '0:00',
      '0:59',
      '1:00',
      '59:59',
      '1:00:00',
      '10:01:01',
    ]);
    assert.equal(progressLines(EASY, NOTHING, { time: { ms: 3_723_000, solved: true } })[1], '#time 1:02:03 solved');
    for (const [line, ms, solved] of [
      ['#time 12:34', 754_000, false],
      ['#time 1:02:03 solved', 3_723_000, true],
      ['#time 125:00 Solved', 7_500_000, true],
      ['  #time\u00a00:07  ', 7000, false],
    ] as const)
      assert.deepEqual(readTime(line), { ms, solved }, line);
  });

  it('reads the lines in any order, and #colors as #colours', () => {
    const text = `${EASY}\n${progressLines(EASY, NOTHING)[0]}\n#time 0:30 solved\n#colors ${id(empty[0])}:2\n#corners ${id(empty[0])}:3\n`;
    const [entry] = parsePuzzles(text);
    assert.ok(entry.kind === 'puzzle' && entry.progress);
    assert.equal(entry.progress.endLine, 4);
    assert.deepEqual(entry.progress.time, { ms: 30_000, solved: true });
    assert.equal(entry.progress.colours?.cellColours[empty[0]], 2);
    assert.equal(entry.progress.corners?.[empty[0]], 0b100);
  });

  it('says where a line stops reading, at its exact offsets', () => {
    const cell = id(empty[0]);
    for (const [line, at, length, attempt] of [
      [`#corners ${cell}:58 ${cell}:0`, 17, 6, true],
      [`#corners ${cell}:-`, 9, 6, true],
      ['#corners mine', 9, 4, false],
      ['#corners', 8, 1, false],
    ] as const)
      assert.deepEqual(readCorners(line), { fault: { at, length }, attempt }, line);
    for (const [line, at, length, attempt] of [
      [`#colours ${cell}:5`, 9, 6, true],
      [`#colours ${cell}/0:1`, 9, 8, true],
      [`#colours ${cell}:1  ${cell}:red`, 17, 8, true],
      ['#colours red', 9, 3, false],
    ] as const)
      assert.deepEqual(readColours(line), { fault: { at, length }, attempt }, line);
    for (const [line, at, length, attempt] of [
      ['#time 12:3', 6, 4, true],
      ['#time 1:60:00', 6, 7, true],
      ['#time 12:34 done', 12, 4, true],
      ['#time 12:34 solved solved', 19, 6, true],
      ['#time spent', 6, 5, false],
    ] as const)
      assert.deepEqual(readTime(line), { fault: { at, length }, attempt }, line);
  });

  it('a line that does not read is a comment, said when it looks like the line it starts as, and ends the lines Play rewrites', () => {
    const [progress] = progressLines(EASY, NOTHING);
    const cell = id(empty[0]);
    const text = `${EASY}\n${progress}\n#corners ${cell}:5\n#time 12:3x\n#colours ${cell}:1\n`;
    const [entry] = parsePuzzles(text);
    assert.ok(entry.kind === 'puzzle' && entry.progress);
    assert.equal(entry.progress.endLine, 2, 'the comment and what follows it are left as they are');
    assert.equal(entry.progress.time, undefined);
    assert.equal(entry.progress.colours, undefined);
    const found = noted(text);
    assert.deepEqual(
      found.map(([severity, at]) => [severity, at]),
      [
        ['information', '12:3x'],
        ['warning', `#colours ${cell}:1`],
      ],
    );
    assert.match(found[0][2], /comment, not as the time played/);
    assert.match(found[1][2], /This #colours line is not read/);
    // A comment that looks like none of them is left alone, in silence.
    assert.deepEqual(noted(`${EASY}\n${progress}\n#time to think\n`), []);
  });

  it('says a second line of a kind, and an entry listed twice, and reads the first', () => {
    const [progress] = progressLines(EASY, NOTHING);
    const [a, b] = [id(empty[0]), id(empty[1])];
    const text = `${EASY}\n${progress}\n#colours ${a}:1 ${b}/3:2 ${b}/3:4\n#corners ${a}:1 ${a}:2\n#corners ${b}:9\n`;
    const [entry] = parsePuzzles(text);
    assert.ok(entry.kind === 'puzzle' && entry.progress);
    assert.equal(entry.progress.endLine, 3);
    assert.equal(entry.progress.colours?.candidateColours[empty[1] * 10 + 3], 2);
    assert.equal(entry.progress.corners?.[empty[0]], 1);
    const found = noted(text);
    assert.deepEqual(
      found.map(([severity, at, message]) => [severity, at, message]),
      [
        ['warning', `${b}/3:4`, `${b}/3 is listed already in this #colours line: this entry is not read.`],
        ['warning', `${a}:2`, `${a} is listed already in this #corners line: this entry is not read.`],
        ['warning', `#corners ${b}:9`, 'This #corners line is not read: only the first one in the lines right under #progress is.'],
      ],
    );
  });
});
