/**
 * Which dependencies' install scripts run is decided here, not by npm's
 * version: npm 11 runs only those package.json's allowScripts allows, npm 10
 * runs them all. Each one is listed, allowed or not; nothing the build, tests
 * or package needs comes from a script: esbuild finds its binary in its
 * platform package (@esbuild/linux-x64, an optional dependency) without its
 * postinstall, and @vscode/vsce-sign's binary is only for signing, which
 * `npm run package` does not do.
 */
import { strict as assert } from 'assert';
import * as fs from 'fs';
import * as path from 'path';
import { unlistedScripts } from '../e2e/codeServer';

const ROOT = path.join(__dirname, '..', '..');

describe('install scripts', () => {
  it("package.json's allowScripts names every installed dependency that has one", () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
    const listed = Object.keys(manifest.allowScripts ?? {});
    assert.deepEqual(unlistedScripts(path.join(ROOT, 'node_modules'), listed), []);
    // A denied script is one nothing needs: esbuild runs from its platform package.
    assert.equal(manifest.allowScripts?.esbuild, false);
    assert.ok(
      fs.existsSync(path.join(ROOT, 'node_modules', '@esbuild', `${process.platform}-${process.arch}`)),
      'the platform package is installed',
    );
  });
});
