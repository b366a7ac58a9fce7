// Builds the extension, the engine worker, the CLI and the benchmark into out/,
// and the web extension with its Web Worker engine into out/web/.
// The solver's .sql files are bundled as text; sql.js's wasm is copied beside the bundle.
import * as esbuild from 'esbuild';
import { Buffer } from 'node:buffer';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createRequire } from 'node:module';
import { NODE_GLOBALS_DEFINE, checkNoNodeGlobals, noNode } from './build/browserCheck.mjs';
import { checkNoEngine } from './build/engineCheck.mjs';

const root = path.dirname(new URL(import.meta.url).pathname);
const args = new Set(process.argv.slice(2));
const production = args.has('--production');
const quiet = args.has('--quiet');

/**
 * The solver's tables as a database image (src/core/engine/schemaImage.ts), in base64: made once a build,
 * by the engine's own code on the same files, so that a worker opens them instead of running the schema.
 */
let imageOnce;
function schemaImageBase64(files) {
  imageOnce ??= (async () => {
    const out = await esbuild.build({
      entryPoints: [path.join(root, 'src/core/engine/schemaImage.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      write: false,
      logLevel: 'warning',
    });
    const mod = { exports: {} };
    new Function('module', 'exports', 'require', out.outputFiles[0].text)(mod, mod.exports, createRequire(import.meta.url));
    const SQL = await createRequire(import.meta.url)('sql.js')();
    const sources = Object.fromEntries(files.map((f) => [f, fs.readFileSync(path.join(root, 'sql', f), 'utf8')]));
    return Buffer.from(mod.exports.schemaImage(SQL, sources)).toString('base64');
  })();
  return imageOnce;
}

/** `import sources from 'virtual:sql-sources'`: every .sql file under sql/, loaded by the text loader; and `imageBase64`, see above. */
const sqlSources = {
  name: 'sql-sources',
  setup(build) {
    build.onResolve({ filter: /^virtual:sql-sources$/ }, () => ({ path: 'sql-sources', namespace: 'sql-sources' }));
    build.onLoad({ filter: /.*/, namespace: 'sql-sources' }, async () => {
      const files = [];
      const walk = (dir) => {
        for (const e of fs.readdirSync(path.join(root, 'sql', dir), { withFileTypes: true })) {
          const rel = dir ? `${dir}/${e.name}` : e.name;
          if (e.isDirectory()) walk(rel);
          else if (e.name.endsWith('.sql')) files.push(rel);
        }
      };
      walk('');
      files.sort();
      // The catalogue (npm run catalogue) names every file the engine loads: a file it misses, or names in vain, is an error here.
      const catalogue = JSON.parse(fs.readFileSync(path.join(root, 'sql', 'catalogue.json'), 'utf8'));
      const listed = new Set(Object.values(catalogue.areas).flat());
      const differ = [...files.filter((f) => !listed.has(f)), ...[...listed].filter((f) => !files.includes(f))];
      if (differ.length > 0) {
        return { errors: [{ text: `sql/catalogue.json does not list the files in sql/ (${differ.join(', ')}): run npm run catalogue` }] };
      }
      const lines = files.map((f, i) => `import s${i} from ${JSON.stringify(path.join(root, 'sql', f))};`);
      lines.push(`export default { ${files.map((f, i) => `${JSON.stringify(f)}: s${i}`).join(', ')} };`);
      lines.push(`export const imageBase64 = ${JSON.stringify(await schemaImageBase64(files))};`);
      const watchFiles = [...files, 'catalogue.json'].map((f) => path.join(root, 'sql', f));
      return { contents: lines.join('\n'), resolveDir: root, loader: 'js', watchFiles };
    });
  },
};

// What ships, and the CLI; the benchmark and the tests are built only outside --production.
const entries = {
  extension: 'src/node/extension.ts',
  engineWorker: 'src/node/engineWorker.ts',
  cli: 'src/cli/solve.ts',
  generate: 'src/cli/generate.ts',
  ...(production
    ? {}
    : {
        bench: 'test/bench/bench.ts',
        cteWorker: 'test/bench/cteWorker.ts',
        benchGenerate: 'test/bench/generate.ts',
        explainRunner: 'test/bench/explainRunner.ts',
      }),
};

fs.mkdirSync(path.join(root, 'out'), { recursive: true });
fs.copyFileSync(path.join(root, 'node_modules/sql.js/dist/sql-wasm.wasm'), path.join(root, 'out/sql-wasm.wasm'));

const t0 = Date.now();
const nodeBuild = await esbuild.build({
  entryPoints: Object.fromEntries(Object.entries(entries).filter(([, f]) => fs.existsSync(path.join(root, f)))),
  outdir: path.join(root, 'out'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node18',
  external: ['vscode'],
  loader: { '.sql': 'text' },
  plugins: [sqlSources],
  minify: production,
  sourcemap: !production,
  metafile: true,
  logLevel: quiet ? 'warning' : 'info',
  absWorkingDir: root,
});
checkNoEngine(nodeBuild.metafile, 'out/extension.js');
// The tests that run in VS Code, and their runners.
if (!production)
  await esbuild.build({
    entryPoints: {
      'test/index': 'test/integration/index.ts',
      'test/integration/extension.test': 'test/integration/extension.test.ts',
      'test/benchEditor': 'test/bench/editorBench.ts',
      'test/webBench': 'test/bench/webBench.ts',
    },
    outdir: path.join(root, 'out'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node18',
    external: ['vscode', 'mocha', 'playwright-core'],
    loader: { '.sql': 'text' },
    plugins: [sqlSources],
    sourcemap: true,
    logLevel: quiet ? 'warning' : 'info',
    absWorkingDir: root,
  });

// The web extension (`browser` in package.json) and its engine worker: browser bundles with no Node in them.
const browserBuild = {
  outdir: path.join(root, 'out', 'web'),
  bundle: true,
  platform: 'browser',
  target: 'es2022',
  loader: { '.sql': 'text' },
  plugins: [sqlSources, noNode],
  define: NODE_GLOBALS_DEFINE,
  minify: production,
  sourcemap: production ? false : 'inline',
  write: false,
  logLevel: quiet ? 'warning' : 'info',
  absWorkingDir: root,
};
const webExtension = await esbuild.build({
  ...browserBuild,
  entryPoints: { extension: 'src/web/extension.ts' },
  format: 'cjs',
  external: ['vscode'],
  metafile: true,
});
checkNoEngine(webExtension.metafile, 'out/web/extension.js');
checkNoNodeGlobals(root, webExtension);
checkNoNodeGlobals(
  root,
  await esbuild.build({ ...browserBuild, entryPoints: { engineWorker: 'src/web/engineWorker.ts' }, format: 'iife' }),
);

// The page that tests and measures the Web Worker transport in Chromium (test/e2e/web-worker.spec.ts, test/bench/webBench.ts).
if (!production)
  await esbuild.build({
    ...browserBuild,
    write: true,
    outdir: path.join(root, 'out', 'test'),
    entryPoints: { webWorkerPage: 'test/e2e/webWorkerPage.ts' },
    format: 'iife',
    sourcemap: true,
  });

// The panel's webview script: a browser bundle.
await esbuild.build({
  entryPoints: { panel: 'src/webview/panel.ts' },
  outdir: path.join(root, 'out'),
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2022',
  minify: production,
  sourcemap: !production,
  logLevel: quiet ? 'warning' : 'info',
  absWorkingDir: root,
});
if (!quiet) console.log(`built in ${Date.now() - t0} ms${production ? ' (production)' : ''}`);
