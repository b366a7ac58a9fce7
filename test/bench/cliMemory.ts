/**
 * npm run bench:cli-memory -- [--counts 1000,3000] [--mode summary|text|json|hint]
 *
 * The command line's peak resident memory (worker threads included) on files
 * of invalid puzzles, each 81 clashing givens, whose results are the largest
 * a puzzle gets (~100 kB: every clash named). Memory should go with the
 * puzzle at hand, not with the puzzles reported: target 3,000 ÷ 1,000 ≤ 1.2
 * and under 200 MB. A benchmark, not a test: the machine may be shared.
 */
import { spawn } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { parseArgs } from 'node:util';
import { BUNDLE, buildBundle } from '../helpers/bundle';

const { values: opts } = parseArgs({
  options: { counts: { type: 'string', default: '1000,3000' }, mode: { type: 'string', default: 'summary' } },
});
const counts = opts.counts.split(',').map(Number);
const modeArgs: Record<string, string[]> = { summary: ['--summary'], text: [], json: ['--json'], hint: ['--hint'] };
if (!modeArgs[opts.mode]) throw new Error(`--mode is one of ${Object.keys(modeArgs).join(', ')}`);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-cli-memory-'));
// The peak resident set of the whole process, told on exit (process.exit too).
const probe = path.join(dir, 'maxrss.cjs');
fs.writeFileSync(probe, "process.on('exit', () => require('fs').writeSync(2, `\\nmaxrss ${process.resourceUsage().maxRSS}\\n`));\n");

function run(count: number): Promise<{ mb: number; s: number; lines: number }> {
  const file = path.join(dir, `invalid-${count}.sudoku`);
  fs.writeFileSync(file, `${'1'.repeat(81)}\n`.repeat(count));
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', probe, BUNDLE.cli, file, ...modeArgs[opts.mode!]], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let lines = 0;
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (lines += d.toString().split('\n').length - 1));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const kb = /maxrss (\d+)/.exec(stderr);
      if (!kb) return reject(new Error(`no figure: ${stderr.slice(0, 500)}`));
      resolve({ mb: Number(kb[1]) / 1024, s: (performance.now() - t0) / 1000, lines });
    });
  });
}

async function main(): Promise<void> {
  buildBundle();
  const peaks: number[] = [];
  for (const count of counts) {
    const r = await run(count);
    peaks.push(r.mb);
    console.log(
      `${String(count).padStart(6)} invalid puzzles (--${opts.mode}): peak RSS ${r.mb.toFixed(0)} MB, ${r.s.toFixed(1)} s, ${r.lines} lines out`,
    );
  }
  if (peaks.length >= 2) {
    const ratio = peaks[peaks.length - 1] / peaks[0];
    const ok = ratio <= 1.2 && Math.max(...peaks) < 200;
    console.log(
      `ratio ${counts[counts.length - 1]} ÷ ${counts[0]}: ${ratio.toFixed(2)} (target ≤ 1.2, every peak under 200 MB): ${ok ? 'met' : 'NOT met'}`,
    );
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

void main();
