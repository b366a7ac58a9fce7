/** The build check that keeps Node out of the browser bundles: it fails on Node modules and globals, and lets `typeof` through. */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as esbuild from 'esbuild';

type Check = typeof import('../../build/browserCheck.mjs');

describe('the browser bundle check', function () {
  let check: Check;
  let dir: string;
  before(async () => {
    check = await import('../../build/browserCheck.mjs');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-check-'));
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** Builds `code` as the browser bundles are built; resolves to the written text, or rejects with the check's message. */
  async function build(code: string): Promise<string> {
    const result = await esbuild.build({
      stdin: { contents: code, resolveDir: dir, loader: 'ts' },
      outfile: path.join(dir, 'out.js'),
      bundle: true,
      platform: 'browser',
      format: 'iife',
      plugins: [check.noNode],
      define: check.NODE_GLOBALS_DEFINE,
      write: false,
      logLevel: 'silent',
    });
    check.checkNoNodeGlobals(dir, result);
    return fs.readFileSync(path.join(dir, 'out.js'), 'utf8');
  }

  for (const mod of ['fs', 'path', 'worker_threads', 'process', 'node:fs', 'fs/promises', 'os'])
    it(`fails on an import of Node's ${mod}`, async () => {
      await assert.rejects(build(`import * as m from '${mod}'; console.log(m);`), /must not use Node's "/);
    });

  for (const use of ['process.env.HOME', 'process.exit(1)', 'Buffer.from("x")', '__dirname', 'setImmediate(() => 0)'])
    it(`fails on the Node global in ${use}`, async () => {
      await assert.rejects(build(`console.log(${use});`), /must not use Node:[\s\S]*uses Node's global/);
    });

  it('lets `typeof process` through, and writes it back unchanged', async () => {
    const text = await build(`console.log(typeof process, typeof Buffer === 'undefined');`);
    assert.match(text, /typeof process/);
    assert.doesNotMatch(text, /__node_global_/);
  });

  it('passes code that needs no Node (the Web Worker transport)', async () => {
    const text = await build(`import '${path.resolve(__dirname, '../../src/web/webTransport.ts').replace(/\\/g, '/')}';`);
    assert.ok(text.length > 0);
  });
});
