// ESLint flat config: typescript-eslint's recommended rules over every TypeScript file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
      // Off until src/cli/solve.ts's main (99 lines) is split on main; every other function passes.
      // 'max-lines-per-function': ['error', { max: 80 }],
    },
  },
);
