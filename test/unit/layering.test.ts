/**
 * The layering of docs/architecture.md is checked, not just written: ESLint's
 * no-restricted-imports per folder (eslint.config.mjs) and the build's check
 * that the extension host does not bundle the engine (build/engineCheck.mjs).
 * Each rule is shown failing on a deliberate forbidden import, and passing on
 * the allowed one beside it.
 */
import { strict as assert } from 'assert';
import * as path from 'path';
import * as esbuild from 'esbuild';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '../..');

describe('the layering', function () {
  let eslint: ESLint;
  before(() => {
    eslint = new ESLint({ cwd: root });
  });

  /** The no-restricted-imports messages ESLint gives `code` as if it were the file `file`. */
  async function forbidden(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  }

  const cases: { file: string; bad: string; good: string; says: RegExp }[] = [
    {
      file: 'src/webview/x.ts',
      bad: "import { parsePuzzles } from '../core/formats';",
      good: "import { BOARD } from '../shared/boardLayout';",
      says: /webview imports only src\/shared/,
    },
    { file: 'src/webview/x.ts', bad: "import * as vscode from 'vscode';", good: "import { el } from './dom';", says: /webview/ },
    {
      file: 'src/shared/x.ts',
      bad: "import type { Counterexample } from '../core/lab';",
      good: "import type { LabReport } from './labTypes';",
      says: /src\/shared imports only src\/shared/,
    },
    {
      file: 'src/core/x.ts',
      bad: "import * as vscode from 'vscode';",
      good: "import type { Step } from '../shared/result';",
      says: /no vscode/,
    },
    {
      file: 'src/core/lab/x.ts',
      bad: "import { settings } from '../../editor/config';",
      good: "import { TECHNIQUES } from '../catalogue';",
      says: /never imports the editor/,
    },
    {
      file: 'src/core/x.ts',
      bad: "import { SudokuPanel } from '../features/panel/panel';",
      good: "import { cellName } from './phrases';",
      says: /never imports the editor, the features/,
    },
    {
      file: 'src/features/hover/hoverModel.ts',
      bad: "import * as vscode from 'vscode';",
      good: "import { markdownText } from '../../core/markdownText';",
      says: /no vscode/,
    },
    {
      file: 'src/features/panel/playController.ts',
      bad: "import * as vscode from 'vscode';",
      good: "import { PlayTimer } from './playTimer';",
      says: /no vscode/,
    },
    {
      file: 'src/features/share/x.ts',
      bad: "import { PanelStore } from '../panel/panelStore';",
      good: "import { shareShown } from './shareShown';",
      says: /through its seams/,
    },
    {
      file: 'src/features/share/shareModel.ts',
      bad: "import { lensPlan } from '../codeLens/codeLensModel';",
      good: "import { TECHNIQUES } from '../../core/catalogue';",
      says: /through its seams/,
    },
  ];
  for (const c of cases) {
    it(`${c.file}: ${c.bad}`, async () => {
      const bad = await forbidden(c.file, c.bad);
      assert.equal(bad.length, 1, `expected one forbidden import, got ${JSON.stringify(bad)}`);
      assert.match(bad[0], c.says);
      assert.deepEqual(await forbidden(c.file, c.good), []);
    });
  }
});

describe('the engine check of the extension bundle', function () {
  let check: typeof import('../../build/engineCheck.mjs');
  before(async () => {
    check = await import('../../build/engineCheck.mjs');
  });

  /** The metafile of `code` bundled as the extension host is (vscode external; the SQL files stubbed). */
  async function bundle(code: string): Promise<esbuild.Metafile> {
    const result = await esbuild.build({
      stdin: { contents: code, resolveDir: path.join(root, 'src'), loader: 'ts', sourcefile: 'entry.ts' },
      outfile: path.join(root, 'out', 'engine-check.js'),
      bundle: true,
      platform: 'node',
      format: 'cjs',
      external: ['vscode'],
      loader: { '.sql': 'text' },
      plugins: [
        {
          name: 'stub',
          setup(b) {
            b.onResolve({ filter: /^virtual:sql-sources$/ }, () => ({ path: 'sql-sources', namespace: 'sql-sources' }));
            b.onLoad({ filter: /.*/, namespace: 'sql-sources' }, () => ({ contents: 'export default {}', loader: 'js' }));
          },
        },
      ],
      metafile: true,
      write: false,
      logLevel: 'silent',
      absWorkingDir: root,
    });
    return result.metafile;
  }

  it('fails when the catalogue is read through the engine, and names the files', async () => {
    const meta = await bundle("import { TECHNIQUES } from './core/engine'; console.log(TECHNIQUES.length);");
    const found = check.engineInputs(meta, 'out/engine-check.js');
    assert.ok(found.includes('src/core/engine/engine.ts'), found.join(', '));
    assert.ok(found.includes('src/core/search.ts'), found.join(', '));
    assert.throws(() => check.checkNoEngine(meta, 'out/engine-check.js'), /must not bundle the engine[\s\S]*src\/core\/engine\/engine\.ts/);
  });

  it('passes when it is read from the leaf module, and for the bands', async () => {
    const meta = await bundle(
      "import { TECHNIQUES } from './core/catalogue'; import { BANDS } from './shared/generate'; console.log(TECHNIQUES.length, BANDS);",
    );
    assert.deepEqual(check.engineInputs(meta, 'out/engine-check.js'), []);
    assert.doesNotThrow(() => check.checkNoEngine(meta, 'out/engine-check.js'));
  });

  it('passes on the extension itself', async () => {
    const meta = await bundle("export * from './node/extension';");
    assert.deepEqual(check.engineInputs(meta, 'out/engine-check.js'), []);
  });
});
