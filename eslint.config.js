import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noLiteralString from 'eslint-plugin-i18next/lib/rules/no-literal-string.js';
import { boundariesConfig } from './eslint.boundaries.js';

// eslint-plugin-i18next finds its rules by listing its folder through require.extensions, which a
// test's module loader (api/test/lint-boundaries.test.ts) does not have: the one rule used, directly.
const i18next = { rules: { 'no-literal-string': noLiteralString } };

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/dist/**', 'web/src/gql/**', 'api/src/generated/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          // Each MUI component from its own path: the package's index pulls in all of them, which the
          // tests (no tree-shaking there) load again for every file.
          paths: [{ name: '@mui/material', message: "import each component from its own path ('@mui/material/Button')" }],
          patterns: [{ group: ['**/api/**'], message: 'web never imports api' }],
        },
      ],
    },
  },
  {
    // Every text a person reads comes from the catalogues (web/src/locales): text written
    // straight into JSX, or into the props people read, is an error. The API sandbox is for
    // developers and, like GraphiQL inside it and the schema's descriptions, in English.
    files: ['web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'web/src/test/**', 'web/src/graphiql/**', 'web/src/features/graphiql/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['^(label|title|placeholder|alt|aria-label|helperText|tooltip|primary|secondary|subheader|message|description|emptyText|confirmLabel|cancelLabel|heading)$'] },
        },
      ],
    },
  },
  boundariesConfig,
);
