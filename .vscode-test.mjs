// npm run test:vscode: the integration suite in desktop VS Code, through @vscode/test-cli.
// VS Code is downloaded where there is internet; offline, set VSCODE_EXECUTABLE_PATH to an installed VS Code.
// (npm run test:integration runs the same suite in code-server instead: see test/e2e/integration.ts.)
import { defineConfig } from '@vscode/test-cli';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

// A scratch workspace holding the samples: the suite writes files into it.
const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-ws-'));
for (const f of fs.readdirSync('samples')) fs.copyFileSync(path.join('samples', f), path.join(workspace, f));

const executable = process.env.VSCODE_EXECUTABLE_PATH;

export default defineConfig({
  label: 'integration',
  files: 'out/test/integration/extension.test.js',
  workspaceFolder: workspace,
  launchArgs: ['--disable-extensions', '--disable-workspace-trust'],
  ...(executable ? { useInstallation: { fromPath: executable } } : {}),
  mocha: { ui: 'bdd', timeout: 60000, color: false },
});
