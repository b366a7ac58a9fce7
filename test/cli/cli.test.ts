/** The command-line runner, run as a user runs it: the built bundle in a child process. */
import { strict as assert } from 'assert';
import { execFileSync, spawn } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { engine, puzzleSet } from '../helpers/engine';
import { BUNDLE, buildBundle } from '../helpers/bundle';
import { checkSolution } from '../helpers/checker';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { peersOf } from '../helpers/replay';
import { pencilMarkGrid } from '../../src/features/share/shareModel';
import { progressLines } from '../../src/core/positionForms';

const CLI = BUNDLE.cli;
const EASY = puzzleSet('easy50').map((p) => p.cells);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(
  args: string[],
  input?: string | null,
  onStdout?: (chunk: string, stop: () => void) => void,
  nodeOptions: string[] = [],
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeOptions, CLI, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (d: string) => {
      stdout += d;
      onStdout?.(d, () => child.stdout.destroy());
    });
    child.stderr.on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.on('error', () => undefined);
    if (input !== null) child.stdin.end(input ?? '');
  });
}

function tmpFile(name: string, text: string | Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-cli-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

/** A file of `count` copies of `line`, written in blocks (tens of megabytes, never one string). */
function repeatedFile(name: string, line: string, count: number): string {
  const file = tmpFile(name, '');
  const perBlock = Math.max(1, Math.floor((1 << 20) / line.length));
  const block = Buffer.from(line.repeat(perBlock));
  const fd = fs.openSync(file, 'w');
  try {
    let left = count;
    for (; left >= perBlock; left -= perBlock) fs.writeSync(fd, block);
    fs.writeSync(fd, Buffer.from(line.repeat(left)));
  } finally {
    fs.closeSync(fd);
  }
  return file;
}

describe('command line', function () {
  this.timeout(120000);
  before(buildBundle);

  it("reads puzzles from standard input with '-'", async () => {
    const r = await cli(['-', '--json'], `${EASY[0]} first\n${EASY[1]}\n`);
    assert.equal(r.code, 0, r.stderr);
    const records = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.equal(records.length, 2);
    assert.equal(records[0].name, 'first');
    for (const rec of records) assert.deepEqual(checkSolution(rec.puzzle, rec.solution), []);
  });

  it('exits 0 when every puzzle is solved, 1 when any is not, 2 on a usage error', async () => {
    assert.equal((await cli([tmpFile('ok.sudoku', `${EASY[0]}\n${EASY[1]}\n`)])).code, 0);
    for (const bad of [
      `${EASY[0]}\n${EASY[0].slice(0, 80)}\n`, // malformed
      `${EASY[0]}\n55${'.'.repeat(79)}\n`, // invalid
      `${'.'.repeat(81)}\n`, // more than one solution
    ]) {
      const r = await cli([tmpFile('bad.sudoku', bad), '--summary']);
      assert.equal(r.code, 1, `${JSON.stringify(bad)}: ${r.stdout}`);
    }
    const timeout = await cli(['-', '--time-limit', '1', '--summary'], `${puzzleSet('named_hardest')[0].cells}\n`);
    assert.match(timeout.stdout, /timeout/);
    assert.equal(timeout.code, 1);
    assert.equal((await cli(['-'], 'no puzzle here\n')).code, 1);
    for (const args of [['--bogus', 'x'], [], ['a', 'b'], ['/nonexistent/file.sudoku'], [os.tmpdir()]]) {
      const r = await cli(args);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, /^error: /);
    }
  });

  it('checks its limits: a time limit too large for a timer, or not a decimal whole number, is refused', async () => {
    for (const v of ['3e9', '0', '-5', 'abc', 'Infinity', '0x10', '1e3', '1.5', ' 10']) {
      const r = await cli(['-', `--time-limit=${v}`], `${EASY[0]}\n`);
      assert.equal(r.code, 2, v);
      assert.match(r.stderr, /--time-limit needs a whole number of milliseconds from 1 to 86400000 \(a day\)/);
    }
    // A negative number after the option is its value, refused for its range rather than taken for an option.
    const negative = await cli(['-', '--time-limit', '-5'], `${EASY[0]}\n`);
    assert.equal(negative.code, 2);
    assert.match(negative.stderr, /--time-limit needs a whole number of milliseconds from 1 to 86400000 \(a day\); got '-5'/);
  });

  it('says in --help that --no-unique leaves out the uniqueness techniques, so the rating can change', async () => {
    const r = await cli(['--help'], null);
    assert.equal(r.code, 0);
    assert.match(
      r.stdout,
      /--no-unique {5}do not look for a second solution; the uniqueness techniques\s+\(unique rectangles, BUG\) are then left out too/,
    );
    assert.match(r.stdout, /explanation and rating can differ/);
  });

  it('refuses --summary with --steps rather than dropping the steps', async () => {
    for (const args of [
      ['--summary', '--steps'],
      ['--json', '--summary', '--steps'],
    ]) {
      const r = await cli(['-', ...args], `${EASY[0]}\n`);
      assert.equal(r.code, 2, args.join(' '));
      assert.match(r.stderr, /^error: --summary leaves the steps out; use --steps without --summary\./);
      assert.equal(r.stdout, '');
    }
  });

  it('stops on Ctrl-C: what was reported stays, and it exits with code 130', async () => {
    const file = tmpFile(
      'many.sudoku',
      `${puzzleSet('top1465')
        .slice(0, 200)
        .map((p) => p.cells)
        .join('\n')}\n`,
    );
    const child = spawn(process.execPath, [CLI, file, '--summary'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      if (!stdout) child.kill('SIGINT');
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    assert.equal(code, 130, `exit code ${code}; stderr: ${stderr}`);
    const lines = stdout.trim().split('\n');
    assert.ok(lines.length < 200);
    assert.match(stderr, new RegExp(`^interrupted: ${lines.length} of 200 puzzles reported\\.$`, 'm'));
  });

  it('refuses input past its size bound with a clear message, without reading it all', async () => {
    // Endless input: the runner must stop at its bound rather than fill memory.
    if (fs.existsSync('/dev/zero')) {
      const r = await cli(['/dev/zero']);
      assert.equal(r.code, 2);
      assert.match(r.stderr, /^error: '\/dev\/zero' is larger than 64 MiB; split it into smaller files\./);
    }
    const child = spawn(process.execPath, [CLI, '-'], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const chunk = Buffer.alloc(1 << 20, '.');
    let open = true;
    child.stdin.on('error', () => (open = false));
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    child.on('exit', () => (open = false));
    // Write until the runner gives up (far more than its bound, if it never did).
    for (let mb = 0; open && mb < 1024; mb++) {
      if (!child.stdin.write(chunk)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            child.stdin.off('drain', done).off('close', done);
            resolve();
          };
          child.stdin.on('drain', done).on('close', done);
        });
      }
    }
    child.stdin.destroy();
    assert.equal(await exited, 2);
    assert.match(stderr, /^error: Standard input is larger than 64 MiB/);
  });

  it('exits quietly when the reader goes away (EPIPE, as after | head -1)', async () => {
    const file = tmpFile('many.sudoku', `${EASY.join('\n')}\n`);
    let lines = 0;
    const r = await cli([file], undefined, (chunk, stop) => {
      lines += chunk.split('\n').length - 1;
      if (lines >= 1) stop();
    });
    assert.equal(r.stderr, '', 'no stack trace');
    assert.ok(r.code === 0 || r.code === 1, `exit code ${r.code}`);
  });

  it('strips control characters from names in its text output', async () => {
    const name = 'evil \u001b[31mRED\u001b[0m\u0007 \u202eOWT\u0008';
    const input = `${EASY[0]} ${name}\n`;
    for (const args of [['-'], ['-', '--summary']]) {
      const r = await cli(args, input);
      assert.equal(r.code, 0);
      assert.match(r.stdout, /evil \[31mRED\[0m OWT/);
      // eslint-disable-next-line no-control-regex -- control characters are what this looks for
      assert.doesNotMatch(r.stdout, /[\u0000-\u0009\u000b-\u001f\u007f\u202e]/);
    }
    // JSON escapes them itself and keeps the name exact.
    const json = await cli(['-', '--json'], input);
    assert.equal(JSON.parse(json.stdout).name, name);
  });

  it('keeps JSON compact: steps only with --steps, and --summary without steps or guess log', async () => {
    const hard = `${puzzleSet('named_hardest')[0].cells}\n`;
    const plain = JSON.parse((await cli(['-', '--json'], hard)).stdout);
    assert.equal(plain.steps, undefined);
    assert.ok(Array.isArray(plain.guesses) && plain.guesses.length > 0);
    const steps = JSON.parse((await cli(['-', '--json', '--steps'], hard)).stdout);
    assert.ok(steps.steps.length > 0);
    const summary = (await cli(['-', '--json', '--summary'], hard)).stdout;
    const s = JSON.parse(summary);
    assert.deepEqual(Object.keys(s).sort(), ['difficulty', 'givens', 'guesses', 'line', 'ms', 'puzzle', 'solution', 'status'].sort());
    assert.equal(typeof s.guesses, 'number');
    assert.ok(summary.length < 400, `${summary.length} bytes`);
  });

  describe('input that must not exhaust memory or time', () => {
    // A heap far below what an object per line would take (60 million lines took 5.3 GB), and above the text itself.
    const smallHeap = ['--max-old-space-size=192'];
    const files: string[] = [];
    after(() => files.forEach((f) => fs.rmSync(path.dirname(f), { recursive: true, force: true })));

    it('reads 60 million empty lines in a bounded heap and says no puzzle was found', async () => {
      const file = repeatedFile('newlines.sudoku', '\n', 60_000_000);
      files.push(file);
      const r = await cli([file, '--summary'], undefined, undefined, smallHeap);
      assert.equal(r.code, 1, r.stderr.slice(0, 500));
      assert.equal(r.stderr, `error: no puzzle found in ${file}.\n`);
    });

    it('reads 6 million lines like "ab 123" in a bounded heap, and still solves a puzzle at the end', async () => {
      const file = repeatedFile('ab.sudoku', 'ab 123\n', 6_000_000);
      fs.appendFileSync(file, `${EASY[0]} last\n`);
      files.push(file);
      const r = await cli([file, '--summary'], undefined, undefined, smallHeap);
      assert.equal(r.code, 0, r.stderr.slice(0, 500));
      assert.match(r.stdout, new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:6000001  solved .* last\n$`));
    });
  });

  it('keeps no result once it is reported: 600 puzzles of 81 clashing givens in a 48 MB heap (each result is ~100 kB)', async () => {
    // Every result used to stay alive until the end of the run: this took 330 MB for 1,000 such puzzles, and died here.
    const file = repeatedFile('ones.sudoku', `${'1'.repeat(81)}\n`, 600);
    try {
      const r = await cli([file, '--summary'], undefined, undefined, ['--max-old-space-size=48']);
      assert.equal(r.code, 1, r.stderr.slice(0, 500));
      const lines = r.stdout.trim().split('\n');
      assert.equal(lines.length, 600);
      assert.ok(lines.every((l) => / {2}invalid {2}/.test(l)));
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });

  it('gives up on a named pipe that nothing writes to, with a message, instead of waiting forever', async function () {
    if (process.platform === 'win32') this.skip();
    const fifo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-cli-')), 'pipe.sudoku');
    execFileSync('mkfifo', [fifo]);
    const r = await cli([fifo]);
    assert.equal(r.code, 2);
    assert.match(
      r.stderr,
      /^error: '.*pipe\.sudoku' is a named pipe that nothing opened for writing within 10 s; start the writer first, or give a file\.\n$/,
    );
  });

  it('reads a named pipe that has a writer', async function () {
    if (process.platform === 'win32') this.skip();
    const fifo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-cli-')), 'pipe.sudoku');
    execFileSync('mkfifo', [fifo]);
    const running = cli([fifo, '--json']);
    // The writer opens the pipe after the runner: its open waits for the reader, as a shell's would.
    fs.writeFileSync(fifo, `${EASY[0]}\n`);
    const r = await running;
    assert.equal(r.code, 0, r.stderr);
    const rec = JSON.parse(r.stdout);
    assert.deepEqual(checkSolution(rec.puzzle, rec.solution), []);
  });

  it('reads a UTF-16 file, with or without a byte-order mark, little- or big-endian', async () => {
    const text = `${EASY[0]} sixteen\n${EASY[1]}\n`;
    const le = Buffer.from(text, 'utf16le');
    const be = Buffer.from(le).swap16();
    for (const [name, bytes] of [
      ['le-bom', Buffer.concat([Buffer.from([0xff, 0xfe]), le])],
      ['be-bom', Buffer.concat([Buffer.from([0xfe, 0xff]), be])],
      ['le', le],
      ['be', be],
    ] as [string, Buffer][]) {
      const r = await cli([tmpFile(`${name}.sudoku`, bytes), '--json']);
      assert.equal(r.code, 0, `${name}: ${r.stderr}`);
      const records = r.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      assert.equal(records.length, 2, name);
      assert.equal(records[0].name, 'sixteen');
    }
  });
});

describe('command line from a position', function () {
  this.timeout(600000);
  // A puzzle whose logic stalls, at its stall: no single is left in its pencil marks.
  const puzzle = puzzleSet('top1465')[1].cells;
  const solution = bitmaskSolve(puzzle, 1).solutions[0];
  let grid: string;
  let stall: { grid: string; candidates: string[] };
  before(buildBundle);
  before(async () => {
    stall = (await engine()).solve(puzzle, { guessing: false, chains: false }).stall!;
    grid = pencilMarkGrid({ digits: [...stall.grid], candidates: stall.candidates });
  });

  it('--hint --json gives the next step from the position, in the shape of a --steps step, true of the solution', async () => {
    const file = tmpFile('pencil.sudoku', `# pasted from a forum\n${grid}\n`);
    const run = await cli([file, '--hint', '--json']);
    assert.equal(run.code, 0, run.stderr);
    const [record] = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.equal(record.status, 'step');
    const step = record.step;
    for (const key of ['technique', 'name', 'rating', 'cells', 'digits', 'placed', 'removed']) assert.ok(key in step, key);
    assert.ok(step.rating > 2.3, `no single at the stall: ${step.name}`);
    assert.ok(step.placed.length + step.removed.length > 0);
    for (const p of step.placed) assert.equal(solution[p.cell], String(p.d));
    for (const r of step.removed) assert.notEqual(solution[r.cell], String(r.d));
    // The same step as --steps prints first from the same position.
    const steps = await cli([file, '--json', '--steps']);
    assert.deepEqual(JSON.parse(steps.stdout.trim()).steps[0].removed, step.removed);
  });

  it('a position whose removed candidate was the answer has no solution, and --hint says what is wrong', async () => {
    const cell = stall.candidates.findIndex((c, i) => stall.grid[i] === '.' && c.length > 2);
    const broken = stall.candidates.map((c, i) => (i === cell ? c.replace(solution[i], '') : c));
    const file = tmpFile('broken.sudoku', pencilMarkGrid({ digits: [...stall.grid], candidates: broken }));
    const solved = await cli([file, '--json']);
    assert.equal(solved.code, 1);
    const record = JSON.parse(solved.stdout.trim());
    assert.equal(record.status, 'no-solution');
    assert.equal(record.message, 'No grid completes this position.');
    const hinted = await cli([file, '--hint', '--json']);
    assert.equal(hinted.code, 1);
    const hint = JSON.parse(hinted.stdout.trim());
    assert.equal(hint.status, 'wrong');
    assert.equal(hint.message, 'A candidate you removed is the answer.');
    assert.deepEqual(hint.check, { wrongDigits: [], removedAnswers: [cell] });
  });

  it('a position that leaves a cell no candidate is no-solution in every mode, and the puzzles after it are reported', async () => {
    const easy = EASY[0];
    assert.equal(easy[1], '.', 'r1c2 is open');
    const given = easy[2];
    // '#marks r1c2:-' keeps no candidate; a mark a given's digit already takes keeps none either.
    for (const kept of ['-', given]) {
      const file = tmpFile('empty-cell.sudoku', `${easy} first\n#progress ${easy}\n#marks r1c2:${kept}\n${EASY[1]} second\n`);
      for (const mode of [['--verdict'], ['--no-unique'], [], ['--no-guess'], ['--hint']]) {
        const r = await cli([file, '--json', ...mode]);
        const what = `r1c2:${kept} ${mode.join(' ')}`;
        assert.equal(r.code, 1, `${what}: ${r.stderr}`);
        assert.equal(r.stderr, '', what);
        const [first, second] = r.stdout
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l));
        // A hint measures the position against the givens' one solution: the answer of r1c2 was removed.
        assert.equal(first.status, mode[0] === '--hint' ? 'wrong' : 'no-solution', what);
        assert.equal(second.name, 'second', what);
        assert.equal(second.status, mode[0] === '--hint' ? 'step' : 'solved', what);
      }
    }
  });

  it('--hint on givens that no grid completes says no-solution, with no step, and exits 1', async () => {
    const answer = bitmaskSolve(puzzle, 1).solutions[0];
    // A wrong digit where no peer given clashes: no duplicate, yet no grid.
    const cell = [...puzzle].findIndex((ch, i) => ch === '.' && answer[i] !== '9' && !peersOf(i).some((p) => puzzle[p] === '9'));
    const broken = puzzle.slice(0, cell) + '9' + puzzle.slice(cell + 1);
    assert.equal(bitmaskSolve(broken, 1).count, 0);
    const json = await cli([broken, '--hint', '--json']);
    assert.equal(json.code, 1, json.stderr);
    const hint = JSON.parse(json.stdout.trim());
    assert.equal(hint.status, 'no-solution');
    assert.equal(hint.step, undefined);
    const text = await cli([broken, '--hint']);
    assert.equal(text.code, 1);
    assert.match(text.stdout, /^ {2}no-solution: The givens do not clash, but no grid completes them\.$/m);
  });

  it('reads the progress lines under a puzzle, and refuses --hint with --summary', async () => {
    const placed = [...stall.grid].map((ch, i) => (puzzle[i] === '.' ? ch : '.')).join('');
    const lines = progressLines(puzzle, { placed, candidates: stall.candidates.map((c, i) => (stall.grid[i] === '.' ? c : null)) });
    const file = tmpFile('progress.sudoku', `${puzzle} being played\n${lines.join('\n')}\n`);
    const fromGivens = await cli([puzzle, '--hint', '--json']);
    const fromProgress = await cli([file, '--hint', '--json']);
    const a = JSON.parse(fromGivens.stdout.trim());
    const b = JSON.parse(fromProgress.stdout.trim());
    assert.equal(b.name, 'being played');
    assert.notDeepEqual(b.step, a.step, 'the progress is where the hint starts');
    assert.ok(b.step.rating > 2.3);
    const refused = await cli([file, '--hint', '--summary']);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /--hint prints one step, so it cannot go with --summary/);
  });
});
