/** Before any worker starts: code-server installed (once, into .vscode-test/), and the .vsix the tests install. */
import * as fs from 'fs';
import { ensureCodeServer } from './codeServer';
import { VSIX } from './fixtures';
import { ROOT } from './workspace';

export default function globalSetup(): void {
  ensureCodeServer(ROOT, (s) => console.log(`[e2e] ${s}`));
  if (!fs.existsSync(VSIX))
    throw new Error('Run `npm run package` first (npm run test:e2e does): the browser tests install the packaged .vsix.');
}
