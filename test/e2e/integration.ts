/**
 * npm run test:integration
 *
 * The integration suite (test/integration, mocha) inside a real VS Code
 * extension host: code-server opened in Chromium with a payload that loads
 * this extension under development and runs its test entry point. The suite
 * writes its outcome to a file (code-server does not pass an exit code back);
 * this script waits for it, prints each failure and one closing line
 * "integration: N passed, N failed, N skipped" that .ci/run counts.
 * Needs `npm run build` first (the script does not build).
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, ensureCodeServer, startCodeServer } from './codeServer';
import { ROOT, makeWorkspace } from './workspace';
import type { Outcome } from '../integration/index';

const log = (s: string) => console.log(`[integration] ${s}`);
const SUITE_LIMIT_MS = 30 * 60 * 1000;

function readOutcome(file: string): Outcome | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Outcome;
  } catch {
    return undefined; // not there yet, or being written
  }
}

/** Resolves with the outcome once the suite says it is done: on each change to its folder, not on a clock. */
function finished(file: string, limitMs: number): Promise<Outcome | undefined> {
  return new Promise((resolve) => {
    const check = () => {
      const outcome = readOutcome(file);
      if (outcome?.done) stop(outcome);
    };
    const watcher = fs.watch(path.dirname(file), check);
    const timer = setTimeout(() => stop(readOutcome(file)), limitMs);
    const stop = (outcome: Outcome | undefined) => {
      watcher.close();
      clearTimeout(timer);
      resolve(outcome);
    };
    check();
  });
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(ROOT, 'out', 'test', 'index.js'))) throw new Error('Run `npm run build` first.');
  const bin = ensureCodeServer(ROOT, log);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-it-'));
  const resultsFile = path.join(tmp, 'results', 'results.json');
  fs.mkdirSync(path.dirname(resultsFile));
  const folder = makeWorkspace();
  const server = await startCodeServer({
    bin,
    folder,
    userDataDir: path.join(tmp, 'user'),
    extensionsDir: path.join(tmp, 'extensions'),
    env: { SUDOKU_TEST_RESULTS: resultsFile },
    log,
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
  try {
    // The share commands' clipboard is the browser's: VS Code 1.90 has no fallback when the page may not use it.
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const remote = (p: string) => `vscode-remote://127.0.0.1:${server.port}${p}`;
    const payload = [
      ['extensionDevelopmentPath', remote(ROOT)],
      ['extensionTestsPath', remote(path.join(ROOT, 'out', 'test', 'index.js'))],
    ];
    await page.goto(`${server.url}/?folder=${encodeURIComponent(folder)}&payload=${encodeURIComponent(JSON.stringify(payload))}`);
    log('the suite is running in the extension host...');
    const outcome = await finished(resultsFile, SUITE_LIMIT_MS);
    if (!outcome?.done) {
      const sofar = outcome ? `${outcome.passed} passed so far` : 'no result file';
      console.log(`\nFAILED the integration suite did not finish; ${sofar}; see ${path.join(tmp, 'user', 'server.log')}`);
      console.log(`\nintegration: ${outcome?.passed ?? 0} passed, 1 failed`);
      return 1;
    }
    for (const f of outcome.figures ?? []) console.log(`[integration] measured: ${f}`);
    for (const f of outcome.failures) console.log(`\nFAILED ${f.title}\n${f.error}`);
    console.log(`\nintegration: ${outcome.passed} passed, ${outcome.failed} failed, ${outcome.pending} skipped`);
    return outcome.failed > 0 || outcome.passed === 0 ? 1 : 0;
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`integration: ${(err as Error).stack ?? err}`);
    console.log('\nintegration: 0 passed, 1 failed');
    process.exit(1);
  },
);
