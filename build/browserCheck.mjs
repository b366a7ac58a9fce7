// The check that keeps Node out of the browser bundles (out/web/), used by esbuild.config.mjs
// and tested by test/unit/browserCheck.test.ts.
import * as fs from 'node:fs';
import { builtinModules } from 'node:module';
import * as path from 'node:path';

/** An esbuild plugin: an import of any Node module (fs, path, worker_threads, process, ...) fails the build, naming the importer. */
export const noNode = {
  name: 'no-node-in-browser',
  setup(build) {
    const names = builtinModules.filter((m) => !m.startsWith('_')).map((m) => m.replace(/[/]/g, '\\/'));
    const filter = new RegExp(`^(node:)?(${names.join('|')})(\\/.*)?$`);
    build.onResolve({ filter }, (args) => ({
      errors: [{ text: `The browser bundle must not use Node's "${args.path}" (imported by ${args.importer || 'the entry'}).` }],
    }));
  },
};

/** Node's globals, undefined in a browser. */
export const NODE_GLOBALS = ['process', 'Buffer', '__dirname', '__filename', 'setImmediate', 'global'];
const marker = (name) => `__node_global_${name}_in_a_browser_bundle__`;
/** esbuild's `define` for a browser build: each Node global becomes a marker that checkNoNodeGlobals looks for. */
export const NODE_GLOBALS_DEFINE = Object.fromEntries(NODE_GLOBALS.map((name) => [name, marker(name)]));

/**
 * Fails when a browser build (run with NODE_GLOBALS_DEFINE and write: false) uses a Node global other than
 * through `typeof`; otherwise writes its files, with the markers turned back into the names.
 */
export function checkNoNodeGlobals(root, result) {
  const problems = [];
  for (const file of result.outputFiles ?? []) {
    if (!file.path.endsWith('.js')) continue;
    for (const name of NODE_GLOBALS) {
      const uses = file.text.split(marker(name)).length - 1;
      const typeofs = file.text.split(`typeof ${marker(name)}`).length - 1;
      if (uses > typeofs) problems.push(`${path.relative(root, file.path)} uses Node's global "${name}" ${uses - typeofs} time(s)`);
    }
  }
  if (problems.length) throw new Error(`The browser bundles must not use Node:\n  ${problems.join('\n  ')}`);
  for (const file of result.outputFiles ?? []) {
    let text = file.text;
    // What remains is `typeof process` and the like, which is 'undefined' in a browser.
    for (const name of NODE_GLOBALS) text = text.split(marker(name)).join(name);
    fs.mkdirSync(path.dirname(file.path), { recursive: true });
    fs.writeFileSync(file.path, text);
  }
}
