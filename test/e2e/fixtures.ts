/**
 * The browser suite's fixtures. Per worker: code-server with the packaged
 * .vsix installed as a user installs it (`vscode`), and a second one where
 * the extension may run only in the web worker extension host, as on
 * vscode.dev (`webVscode`); each is started the first time a test asks for
 * it. Per test: a fresh workspace folder (`folder`) and the workbench opened
 * on it in a fresh browser context (`workbench`), so that each window has its
 * own extension host and no test sees another's editors, panels or files.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { test as base, type Page } from '@playwright/test';
import { codeServerBin, installVsix, startCodeServer, type Server } from './codeServer';
import { openWorkbench } from './workbench';
import { ARTIFACTS, ROOT, makeUiWorkspace } from './workspace';

export { expect } from '@playwright/test';

export const EXTENSION_ID = 'sql-sudoku.sql-sudoku';
export const VSIX = path.join(ROOT, 'sql-sudoku.vsix');
/** A key bound to the extension's runtime report in the web host (not in the palette: it is for tests and bug reports). */
export const RUNTIME_KEY = { binding: 'ctrl+alt+shift+f12', press: 'Control+Alt+Shift+F12' };

export interface VsCode {
  url: string;
  bin: string;
  userDataDir: string;
  extensionsDir: string;
  /** Where the .vsix was unpacked: the installed extension's own folder. */
  installedDir: string;
  server: Server;
}

const log = (s: string) => console.log(`[e2e] ${s}`);

/** Installs the .vsix into fresh folders and starts code-server with `settings` (and `untrusted` for Restricted Mode). */
export async function startVsCode(o: {
  name: string;
  settings?: Record<string, unknown>;
  keybindings?: unknown[];
  untrusted?: boolean;
}): Promise<VsCode> {
  const bin = codeServerBin(ROOT);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `sudoku-${o.name}-`));
  const userDataDir = path.join(tmp, 'user');
  const extensionsDir = path.join(tmp, 'extensions');
  installVsix(bin, VSIX, extensionsDir, userDataDir);
  const installed = fs.readdirSync(extensionsDir).find((d) => d.startsWith(`${EXTENSION_ID}-`));
  if (!installed) throw new Error(`the extension was not installed into ${extensionsDir}`);
  if (o.keybindings) {
    fs.mkdirSync(path.join(userDataDir, 'User'), { recursive: true });
    fs.writeFileSync(path.join(userDataDir, 'User', 'keybindings.json'), JSON.stringify(o.keybindings));
  }
  const server = await startCodeServer({
    bin,
    // Each test opens its own folder in the URL; this one is only where the server starts.
    folder: tmp,
    userDataDir,
    extensionsDir,
    log,
    settings: o.settings,
    untrusted: o.untrusted,
  });
  return { url: server.url, bin, userDataDir, extensionsDir, installedDir: path.join(extensionsDir, installed), server };
}

/** The Node extension hosts' logs under a code-server's user data folder (one file a host): their paths. */
export function extensionHostLogs(userDataDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === 'remoteexthost.log') found.push(p);
    }
  };
  walk(path.join(userDataDir, 'logs'));
  return found;
}

export const test = base.extend<{ folder: string; workbench: Page }, { vscode: VsCode; webVscode: VsCode }>({
  vscode: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const vscode = await startVsCode({
        name: 'ui',
        // A loaded machine can take longer than the default 10 s over AI Escargot's explanation: these tests are about the UI.
        settings: { 'workbench.colorTheme': 'Default Light Modern', 'sudoku.timeLimit': 120000 },
      });
      await use(vscode);
      await vscode.server.stop();
    },
    { scope: 'worker', timeout: 120000 },
  ],
  webVscode: [
    // eslint-disable-next-line no-empty-pattern -- as above
    async ({}, use) => {
      const vscode = await startVsCode({
        name: 'web',
        settings: {
          // What makes this host web-only for the extension: its kind is "web" alone.
          'remote.extensionKind': { [EXTENSION_ID]: ['web'] },
          'workbench.colorTheme': 'Default Light Modern',
        },
        keybindings: [{ key: RUNTIME_KEY.binding, command: 'sudoku.runtimeInfo' }],
      });
      await use(vscode);
      await vscode.server.stop();
    },
    { scope: 'worker', timeout: 120000 },
  ],
  // eslint-disable-next-line no-empty-pattern -- as above
  folder: async ({}, use) => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    await use(makeUiWorkspace());
  },
  workbench: async ({ page, vscode, folder }, use) => {
    await openWorkbench(page, vscode.url, folder);
    await use(page);
  },
});

/** The workbench of the web-only host, on a fresh folder. */
export const webTest = test.extend<{ workbench: Page }>({
  workbench: async ({ page, webVscode, folder }, use) => {
    await openWorkbench(page, webVscode.url, folder);
    await use(page);
  },
});
