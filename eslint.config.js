// ESLint flat config: recommended JS + TypeScript rules (syntax only, no type information, so
// `npm run lint` stays fast), React hooks rules for web/, Node/browser globals per folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      '**/*.tsbuildinfo',
      '.data/**',
      '**/test-artifacts/**',
      '**/coverage/**',
      'docs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      // `_`-prefixed names mark deliberately unused parameters and destructured leftovers.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    // The React app runs in the browser.
    files: ['web/**/*.{ts,tsx,js,jsx}'],
    ignores: ['web/vite.config.ts', 'web/vitest*.config.ts', 'web/scripts/**', 'web/e2e/**', 'web/bench/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // k6 scenarios run in k6's JavaScript runtime, not Node.
    files: ['loadtest/k6/**/*.js'],
    languageOptions: { globals: { __ENV: 'readonly', __VU: 'readonly', __ITER: 'readonly', open: 'readonly', console: 'readonly' } },
  },
  {
    // Tests: `any` in a fixture or an assertion on a deliberately malformed value is fine.
    files: ['**/test/**/*.{ts,tsx,mjs}', '**/*.test.{ts,tsx,mjs}', 'web/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
