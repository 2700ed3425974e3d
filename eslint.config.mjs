import { existsSync, readdirSync } from 'node:fs';

import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The marketing feature's areas, one per page or group of pages a visitor sees (home, about, offerings...).
const marketing = './src/features/marketing';
const marketingFolder = new URL(`${marketing}/`, import.meta.url);
const marketingAreas = readdirSync(marketingFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const marketingCopy = marketingAreas
  .map((area) => `./${area}/content.ts`)
  .filter((file) => existsSync(new URL(file, marketingFolder)));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.cache/',
      'coverage/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'server/data/',
      'server/assets/**/*.js',
      'public/config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX, react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      react: { version: '19' },
      'import-x/resolver-next': [
        (await import('eslint-import-resolver-typescript')).createTypeScriptImportResolver({
          project: './tsconfig.json',
        }),
      ],
    },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'parent', 'sibling', 'index', 'internal'],
          pathGroups: [
            { pattern: '@/**', group: 'internal', position: 'after' },
            { pattern: '@test/**', group: 'internal', position: 'after' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      // Every lazy() loads through lazyImport, so a chunk cancelled by leaving the page is not an error.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='lazy'] > :function",
          message:
            'Wrap the load in lazyImport (src/lib/loading/lazy-import.ts): lazy(lazyImport(() => import(…))).',
        },
      ],
      // One typed-hooks convention: components reach the store through src/app/hooks.ts.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message:
                'Use useAppDispatch, useAppSelector or useAppStore from @/app/hooks: typed once for this store.',
            },
          ],
        },
      ],
      // A feature never reaches into another feature; shared code lives in components/ or lib/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['auth', 'events', 'webinars', 'courses', 'checkout', 'profile', 'marketing'].map(
              (feature) => ({
                target: `./src/features/${feature}`,
                from: './src/features',
                except: [`./${feature}`],
                message: 'Features do not import each other: move shared code to src/components or src/lib.',
              }),
            ),
            // The courses feature's two parts, the catalogue (/c) and the player (/course, My Courses): neither
            // imports the other, and nothing else lives beside them.
            ...['catalogue', 'player'].map((part) => ({
              target: `./src/features/courses/${part}`,
              from: './src/features/courses',
              except: [`./${part}`],
              message:
                'The catalogue and the player do not import each other: what both need moves down to src/lib or src/components.',
            })),
            // A marketing area shares code only through marketing/shared; it may quote another area's copy.
            ...marketingAreas.map((area) => ({
              target: `${marketing}/${area}`,
              from: marketing,
              except: [`./${area}`, './shared', ...marketingCopy],
              message:
                'Marketing areas share code through marketing/shared, and may read only the content.ts of another.',
            })),
            {
              target: `${marketing}/shared`,
              from: marketing,
              except: ['./shared'],
              message: 'marketing/shared serves the areas and imports none of them.',
            },
            {
              target: ['./src/components', './src/lib', './src/theme'],
              from: ['./src/features', './src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    // Where the typed hooks are made from react-redux's own.
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    ignores: ['test/e2e/**', 'test/contract/**'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // A test builds the lazy components it needs, failing ones included.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Node programs. renderer/'s page writers are among them; renderer/page/ renders with the app and keeps its rules.
    files: ['server/**', 'scripts/**', 'renderer/*', 'test/e2e/**', 'test/contract/**', '*.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-console': 'off' },
  },
);
