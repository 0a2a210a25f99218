import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const webFeatures = [
  'auth',
  'register',
  'password',
  'lobby',
  'games',
  'content',
  'wallet',
  'member',
  'agent',
  'chat',
  'download',
  'settings',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'data/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Imports flow app -> features -> shared; features never import each other (DESIGN.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((f) => ({
              target: `./apps/web/src/features/${f}`,
              from: './apps/web/src/features',
              except: [`./${f}`],
              message: 'A feature never imports another feature; move shared code to src/shared.',
            })),
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'shared/ is imported by app and features, never the other way round.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/db',
              from: './apps/server/src/modules',
              message: 'The database layer does not depend on modules.',
            },
          ],
        },
      ],
    },
  },
);
