/**
 * The integration suite's entry point: the standard run() that both
 * @vscode/test-electron and the code-server runner call inside a real
 * extension host. Results also go to $SUDOKU_TEST_RESULTS when set, because
 * code-server does not pass the exit code back.
 */
import * as fs from 'fs';
import Mocha from 'mocha';
import { figures } from './figures';

/** What the suite writes to $SUDOKU_TEST_RESULTS for the runner outside the extension host. */
export interface Outcome {
  passed: number;
  failed: number;
  pending: number;
  failures: { title: string; error: string }[];
  /** What tests measured on the way (see figures.ts). */
  figures: string[];
  done: boolean;
}

export async function run(): Promise<void> {
  // SUDOKU_IT_GREP=<pattern> runs only the matching tests (for working on one of them).
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 300000, grep: process.env.SUDOKU_IT_GREP });
  // Give the suite mocha's globals (describe, it, ...), then load it.
  mocha.suite.emit('pre-require', globalThis, 'extension.test.js', mocha);
  await import('./extension.test');
  const outcome: Outcome = { passed: 0, failed: 0, pending: 0, failures: [], figures, done: false };
  const file = process.env.SUDOKU_TEST_RESULTS;
  const write = () => file && fs.writeFileSync(file, JSON.stringify(outcome, null, 2));
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      outcome.done = true;
      write();
      if (failures > 0) reject(new Error(`${failures} integration tests failed.`));
      else resolve();
    });
    runner.on('pass', (t) => {
      outcome.passed++;
      console.log(`  ✔ ${t.fullTitle()}`);
      write();
    });
    runner.on('fail', (t, err) => {
      outcome.failed++;
      outcome.failures.push({ title: t.fullTitle(), error: String(err?.stack ?? err) });
      console.log(`  ✘ ${t.fullTitle()}: ${err?.message}`);
      write();
    });
    runner.on('pending', () => outcome.pending++);
  });
}
