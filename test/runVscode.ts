/**
 * npm run test:vscode: the integration suite in desktop VS Code through
 * @vscode/test-electron. VS Code is downloaded where there is internet, or
 * taken from a local install: set VSCODE_EXECUTABLE_PATH to its executable.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { runTests } from '@vscode/test-electron';

async function main() {
  const root = path.resolve(__dirname, '../..');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-ws-'));
  for (const f of fs.readdirSync(path.join(root, 'samples'))) fs.copyFileSync(path.join(root, 'samples', f), path.join(folder, f));
  await runTests({
    extensionDevelopmentPath: root,
    extensionTestsPath: path.join(root, 'out', 'test', 'index.js'),
    vscodeExecutablePath: process.env.VSCODE_EXECUTABLE_PATH || undefined,
    launchArgs: [folder, '--disable-extensions', '--disable-workspace-trust'],
  });
}

main().catch((err) => {
  console.error(`test:vscode failed: ${(err as Error).message}`);
  if (!process.env.VSCODE_EXECUTABLE_PATH) {
    console.error(
      'Without internet, point VSCODE_EXECUTABLE_PATH at an installed VS Code, or run `npm run test:e2e`, which uses code-server from the npm registry.',
    );
  }
  process.exit(1);
});
