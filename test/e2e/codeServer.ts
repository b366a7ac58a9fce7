/**
 * Real VS Code for the tests, offline: code-server from the npm registry,
 * installed on demand into .vscode-test/ (like @vscode/test-electron's cache),
 * and started on a free loopback port.
 */
import { ChildProcess, execFileSync, spawn } from 'child_process';
import * as fs from 'fs';
import * as net from 'net';
import * as os from 'os';
import * as path from 'path';

/** The code-server the tests run on: 4.100.3 (VS Code 1.100), or $SUDOKU_CODE_SERVER (`npm run test:integration:min`). */
export const CODE_SERVER_VERSION = process.env.SUDOKU_CODE_SERVER || '4.100.3';
/**
 * The @vscode/ripgrep each code-server's VS Code pins (lib/vscode/npm-shrinkwrap.json): its installer looks in
 * vscode-ripgrep-cache-<that version> before downloading. 4.90.3 is VS Code 1.90, the lowest engines.vscode allows.
 */
const RIPGREP_PACKAGE: Record<string, string> = { '4.100.3': '1.15.11', '4.90.3': '1.15.9' };
const RIPGREP_FILE = 'ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz';

export function codeServerBin(root: string, version = CODE_SERVER_VERSION): string {
  return path.join(root, '.vscode-test', `code-server-${version}`, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
}

/**
 * The install scripts a code-server install runs, by name: npm 11 runs a
 * dependency's install scripts only when told to (npm 10 runs them all), and
 * the lists are the same on both. code-server's postinstall runs `npm install`
 * in lib/vscode and lib/vscode/extensions; those installs read LIB_SCRIPTS
 * and LIB_NO_SCRIPTS from the allowScripts field written into their
 * package.json first. A native module in neither list fails the install with
 * its name (see unlistedScripts).
 */
export const CODE_SERVER_SCRIPTS = ['code-server', 'argon2'];
/** VS Code's native modules (an install script, or a binding.gyp npm builds) and the ripgrep it fetches. */
export const LIB_SCRIPTS = [
  '@parcel/watcher',
  '@vscode/deviceid',
  '@vscode/ripgrep',
  '@vscode/spdlog',
  'kerberos',
  'native-watchdog',
  'node-pty',
];
/** Windows-only modules VS Code depends on: on Linux their builds have nothing to build. */
export const LIB_NO_SCRIPTS = ['@vscode/windows-process-tree', '@vscode/windows-registry'];

/** Installs a code-server (the pinned one unless told) into the cache folder unless it is there already. */
export function ensureCodeServer(root: string, log: (s: string) => void, version = CODE_SERVER_VERSION): string {
  const bin = codeServerBin(root, version);
  if (fs.existsSync(bin)) return bin;
  const ripgrep = RIPGREP_PACKAGE[version];
  if (!ripgrep) throw new Error(`No ripgrep cache known for code-server ${version}: add it to RIPGREP_PACKAGE in test/e2e/codeServer.ts`);
  const dir = path.join(root, '.vscode-test', `code-server-${version}`);
  fs.mkdirSync(dir, { recursive: true });
  // npm 11 reads allowScripts from here; npm 10 ignores the field.
  const allowScripts = Object.fromEntries(CODE_SERVER_SCRIPTS.map((p) => [p, true]));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'code-server-cache', private: true, allowScripts }));
  // code-server's ripgrep would be downloaded from the internet; give it Debian's rg instead.
  const rg = ['/usr/bin/rg', '/usr/local/bin/rg'].find((p) => fs.existsSync(p));
  if (!rg) throw new Error('ripgrep is needed to install code-server offline: apt-get install ripgrep');
  const cache = path.join(os.tmpdir(), `vscode-ripgrep-cache-${ripgrep}`);
  fs.mkdirSync(cache, { recursive: true });
  execFileSync('tar', ['-czf', path.join(cache, RIPGREP_FILE), '-C', path.dirname(rg), path.basename(rg)]);
  log(`Installing code-server ${version} into ${dir} (a few minutes, once)...`);
  const npm = (args: string[]) =>
    execFileSync('npm', ['--no-audit', '--no-fund', '--foreground-scripts', ...args], {
      cwd: dir,
      stdio: 'inherit',
      // 4.90.3's kerberos predates Node 20.20's stricter N-API headers: let its C++ build as it was written.
      env: { ...process.env, npm_config_yes: 'true', npm_config_unsafe_perm: 'true', CXXFLAGS: '-fpermissive' },
    });
  // The files first, no script run; then the nested installs are told what they may run, and the scripts run.
  npm(['install', '--ignore-scripts', `code-server@${version}`]);
  const lib = path.join(dir, 'node_modules', 'code-server', 'lib', 'vscode');
  const projects = [lib, path.join(lib, 'extensions')];
  // The field, not --allow-scripts: npm 11 refuses that flag in a project's install; npm 10 ignores the field.
  const libScripts = {
    ...Object.fromEntries(LIB_SCRIPTS.map((p) => [p, true])),
    ...Object.fromEntries(LIB_NO_SCRIPTS.map((p) => [p, false])),
  };
  for (const project of projects) {
    const manifest = path.join(project, 'package.json');
    fs.writeFileSync(manifest, JSON.stringify({ ...JSON.parse(fs.readFileSync(manifest, 'utf8')), allowScripts: libScripts }, null, 2));
  }
  npm(['rebuild', ...CODE_SERVER_SCRIPTS]);
  // A new code-server may bring a native module the list does not name: npm 11 skipped its script; say which.
  const unlisted = projects.flatMap((p) => unlistedScripts(path.join(p, 'node_modules'), [...LIB_SCRIPTS, ...LIB_NO_SCRIPTS]));
  if (unlisted.length) {
    throw new Error(
      `code-server ${version}: ${unlisted.join(', ')} have install scripts that neither LIB_SCRIPTS nor LIB_NO_SCRIPTS (test/e2e/codeServer.ts) lists: review them and add them to one`,
    );
  }
  if (!fs.existsSync(bin)) throw new Error(`code-server did not install: ${bin} is missing`);
  return bin;
}

/**
 * The packages in a node_modules folder, not in `allowed`, that have an
 * install script npm would run: preinstall, install or postinstall, or
 * node-gyp for a binding.gyp.
 */
export function unlistedScripts(nodeModules: string, allowed: readonly string[]): string[] {
  if (!fs.existsSync(nodeModules)) return [];
  const names = fs
    .readdirSync(nodeModules)
    .flatMap((n) => (n.startsWith('@') ? fs.readdirSync(path.join(nodeModules, n)).map((m) => `${n}/${m}`) : n.startsWith('.') ? [] : [n]));
  return names.filter((name) => {
    const folder = path.join(nodeModules, name);
    const manifest = path.join(folder, 'package.json');
    if (allowed.includes(name) || !fs.existsSync(manifest)) return false;
    const scripts = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
    return Boolean(scripts.preinstall || scripts.install || scripts.postinstall || fs.existsSync(path.join(folder, 'binding.gyp')));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Server {
  url: string;
  port: number;
  userDataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function startCodeServer(opts: {
  bin: string;
  folder: string;
  userDataDir: string;
  extensionsDir: string;
  env?: NodeJS.ProcessEnv;
  log: (s: string) => void;
  settings?: Record<string, unknown>;
  /** Leave workspace trust on, so that the folder opens in Restricted Mode. */
  untrusted?: boolean;
}): Promise<Server> {
  const port = await freePort();
  const userDir = path.join(opts.userDataDir, 'User');
  fs.mkdirSync(userDir, { recursive: true });
  fs.writeFileSync(
    path.join(userDir, 'settings.json'),
    JSON.stringify(
      {
        'workbench.startupEditor': 'none',
        'workbench.tips.enabled': false,
        'security.workspace.trust.enabled': !!opts.untrusted,
        'security.workspace.trust.startupPrompt': 'never',
        'extensions.autoCheckUpdates': false,
        'extensions.autoUpdate': false,
        'telemetry.telemetryLevel': 'off',
        'update.mode': 'none',
        'workbench.enableExperiments': false,
        'window.restoreWindows': 'none',
        ...opts.settings,
      },
      null,
      2,
    ),
  );
  const logFile = fs.openSync(path.join(opts.userDataDir, 'server.log'), 'a');
  const child = spawn(
    process.execPath,
    [
      opts.bin,
      '--auth',
      'none',
      '--bind-addr',
      `127.0.0.1:${port}`,
      '--user-data-dir',
      opts.userDataDir,
      '--extensions-dir',
      opts.extensionsDir,
      '--disable-telemetry',
      '--disable-update-check',
      ...(opts.untrusted ? [] : ['--disable-workspace-trust']),
      opts.folder,
    ],
    { env: { ...process.env, ...opts.env }, stdio: ['ignore', logFile, logFile] },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`code-server exited with ${child.exitCode}; see ${path.join(opts.userDataDir, 'server.log')}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('code-server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  opts.log(`code-server ${CODE_SERVER_VERSION} on ${url}`);
  return {
    url,
    port,
    userDataDir: opts.userDataDir,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** Installs a .vsix into an extensions folder, as a user would. */
export function installVsix(bin: string, vsix: string, extensionsDir: string, userDataDir: string): string {
  return execFileSync(
    process.execPath,
    [bin, '--extensions-dir', extensionsDir, '--user-data-dir', userDataDir, '--install-extension', vsix, '--force'],
    {
      encoding: 'utf8',
    },
  );
}

/** Chromium from Debian, as the machine notes describe; flags that keep it off the network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumPath(): string {
  const p =
    process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((x) => fs.existsSync(x));
  if (!p || !fs.existsSync(p)) throw new Error('Chromium is needed for the browser tests: apt-get install chromium, or set CHROMIUM_PATH.');
  return p;
}

/** What the extension wrote to its "Sudoku" output channel: its log files in the user data folder. */
export function extensionLog(userDataDir: string): string {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === 'Sudoku.log') found.push(p);
    }
  };
  if (fs.existsSync(path.join(userDataDir, 'logs'))) walk(path.join(userDataDir, 'logs'));
  return found.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
}
