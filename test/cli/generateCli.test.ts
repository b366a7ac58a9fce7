/** npm run generate: the built command line, as a user runs it. */
import { strict as assert } from 'assert';
import { spawn, spawnSync } from 'child_process';
import { bitmaskSolve } from '../helpers/bitmaskSolver';
import { BUNDLE, buildBundle } from '../helpers/bundle';

const CLI = BUNDLE.generate;
const run = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 600000 });

describe('npm run generate', () => {
  before(buildBundle);

  it('prints JSON lines: the seeded puzzles, unique, symmetric and in the band', () => {
    const r = run('--count', '2', '--rating', 'easy', '--symmetry', 'rotational', '--seed', '7', '--json');
    assert.equal(r.status, 0, r.stderr);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.equal(lines.length, 2);
    assert.equal(lines[0].puzzle, '..6...2.78....39...2..71.8.7.....1.4.1..8..6.6.4.....9.6.84..7...82....55.2...4..');
    assert.deepEqual(
      lines.map((l) => l.seed),
      [7, 8],
    );
    for (const l of lines) {
      assert.equal(bitmaskSolve(l.puzzle).count, 1);
      assert.ok(l.rating <= 2.0);
      for (let c = 0; c < 81; c++) assert.equal(l.puzzle[c] === '.', l.puzzle[80 - c] === '.');
    }
  });

  it('prints one puzzle a line with its rating', () => {
    const r = run('--rating', '2.1-4.2', '--seed', '3');
    assert.equal(r.status, 0, r.stderr);
    const m = /^([1-9.]{81}) {2}(\d+\.\d) .* · seed 3$/.exec(r.stdout.trim());
    assert.ok(m, r.stdout);
    assert.ok(Number(m[2]) >= 2.1 && Number(m[2]) <= 4.2);
    assert.equal(bitmaskSolve(m[1]).count, 1);
  });

  for (const [args, message] of [
    [['--count', '0'], /--count needs a whole number/],
    [['--rating', '5-2'], /--rating needs MIN-MAX/],
    [['--rating', 'impossible'], /--rating needs MIN-MAX/],
    [['--symmetry', 'spiral'], /--symmetry needs one of none, rotational, mirror, diagonal/],
    [['--seed', 'abc'], /--seed needs a whole number/],
    [['--seed', '-1'], /--seed needs a whole number from 0 to 2147483647; got '-1'/],
    [['--count', '-1'], /--count needs a whole number from 1 to 10000; got '-1'/],
    [['--count', '1.0'], /--count needs a whole number/],
    // Decimal whole numbers only, and the same range as solve's.
    [['--time-limit', '0x10'], /--time-limit needs a whole number of milliseconds from 1 to 86400000/],
    [['--time-limit', '1e308'], /--time-limit needs a whole number of milliseconds from 1 to 86400000/],
    [['--time-limit', '-5'], /--time-limit needs a whole number of milliseconds from 1 to 86400000 \(a day\); got '-5'/],
    [['--time-limit', '90000000'], /--time-limit needs a whole number of milliseconds from 1 to 86400000/],
    [['--bogus'], /Unknown option '--bogus'/],
    [['puzzle.txt'], /Unexpected argument 'puzzle.txt'/],
  ] as const) {
    it(`refuses ${args.join(' ')} with a clear message and exit code 2`, () => {
      const r = run(...args);
      assert.equal(r.status, 2);
      assert.match(r.stderr, message);
      assert.match(r.stderr, /Usage: npm run generate/);
      assert.equal(r.stdout, '');
    });
  }

  it('takes a negative number as an option value: --rating -2.0, as the README writes it, is up to 2.0', () => {
    for (const args of [['--rating', '-2.0'], ['--rating=-2.0']]) {
      const r = run(...args, '--seed', '5', '--json');
      assert.equal(r.status, 0, r.stderr);
      const p = JSON.parse(r.stdout);
      assert.ok(p.rating <= 2.0, String(p.rating));
      assert.equal(bitmaskSolve(p.puzzle).count, 1);
    }
  });

  it('stops on Ctrl-C: what was made is printed, and it exits with code 130', async function () {
    this.timeout(180000);
    // A long ask: stopped after its first puzzle, it must not run on to the end.
    const child = spawn(process.execPath, [CLI, '--count', '10000', '--rating', 'easy', '--seed', '1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      if (!stdout) child.kill('SIGINT');
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => {
      // Not a timing assertion: a bound on a test that would otherwise run for an hour.
      const bound = setTimeout(() => child.kill('SIGKILL'), 120000);
      child.on('close', (c) => {
        clearTimeout(bound);
        resolve(c);
      });
    });
    assert.equal(code, 130, `exit code ${code}; stderr: ${stderr}`);
    const lines = stdout.trim().split('\n');
    assert.match(stderr, new RegExp(`^interrupted: ${lines.length} of 10000 puzzles made\\.$`, 'm'));
    for (const l of lines) assert.equal(bitmaskSolve(l.slice(0, 81)).count, 1, l);
  });

  it('says so, with exit code 1, when the band is out of reach in the time allowed', () => {
    const r = run('--rating', '9.91-9.92', '--time-limit', '500', '--seed', '1');
    assert.equal(r.status, 1);
    assert.match(r.stderr, /No puzzle in the band within 500 ms/);
  });
});
