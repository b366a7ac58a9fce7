// ESLint flat config: typescript-eslint's recommended rules over every TypeScript file, and the layering
// of docs/architecture.md ("The layers") as no-restricted-imports per folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const FEATURES = 'codeLens|commands|diagnostics|highlight|hover|lab|newPuzzle|panel|quickFixes|share';
/** The files one feature may import from another (docs/architecture.md lists them and says why). */
const SEAMS = [
  'panel/panelController',
  'share/share',
  'share/shareShown',
  'newPuzzle/newPuzzle',
  'lab/lab',
  'lab/labPort',
  'lab/newTechnique',
  'lab/testTechnique',
  'quickFixes/quickFixesModel',
];
const why = 'see "The layers" in docs/architecture.md';
const rule = {
  noVscode: { regex: '^vscode$', message: `This file stays pure: no vscode (${why}).` },
  webview: { regex: '^(?!\\./|\\.\\./shared/)', message: `The webview imports only src/shared and itself (${why}).` },
  shared: { regex: '^(?!\\./)', message: `src/shared imports only src/shared (${why}).` },
  core: {
    regex: '^(\\.\\./)+(editor|features|service|webview|node|web|cli)(/|$)',
    message: `src/core never imports the editor, the features, the service or the entry points (${why}).`,
  },
  seams: {
    regex: `^\\.\\./(?!(${SEAMS.join('|')})$)(${FEATURES})/`,
    message: `A feature reaches another only through its seams (${why}).`,
  },
};
const layer = (files, ...patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  { ignores: ['out/', 'out-tsc/', 'node_modules/', '.vscode-test/', 'test-results/', 'scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are already errors in tsc (noUnusedLocals); a leading underscore marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain Node scripts: the build config and the worker fixture.
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', require: 'readonly', __dirname: 'readonly', URL: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Source files stay small enough to read whole, and functions short enough to name (tests are exempt).
    files: ['src/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 700, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  // The layers (the last block that names a file decides its patterns, so a model's block repeats its folder's).
  layer(['src/webview/**/*.ts'], rule.webview),
  layer(['src/shared/**/*.ts'], rule.shared),
  layer(['src/core/**/*.ts', 'src/service/**/*.ts'], rule.noVscode, rule.core),
  layer(['src/features/**/*.ts'], rule.seams),
  // The panel's game and state are pure too, though not named *Model.ts: VS Code reaches play through its ports (playPorts.ts).
  layer(
    ['src/features/**/*Model.ts', 'src/features/panel/{playController,playTimer,gameRegistry,panelStore}.ts'],
    rule.noVscode,
    rule.seams,
  ),
  layer(['src/editor/**/*Model.ts'], rule.noVscode),
);
