import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

// Every folder under features/ is a feature: a new one is fenced off from the others without editing this file.
const webFeatures = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// shared/ is layered: a layer imports only the layers before it. The web: stores and i18n, then lib, hooks,
// api, ui. The console: the API calls, then lib (its session and merchant providers call the API), then ui.
const sharedLayers = [['stores', 'i18n'], ['lib'], ['hooks'], ['api'], ['ui']];
const consoleSharedLayers = [['api'], ['lib'], ['ui']];
const consoleFeatures = fs
  .readdirSync(new URL('./apps/console/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The layer fences of a browser app (web, console): app -> features -> shared, features never import each other. */
function appLayerZones(root, features) {
  return [
    ...features.map((f) => ({
      target: `${root}/features/${f}`,
      from: `${root}/features`,
      except: [`./${f}`],
      message: 'A feature never imports another feature; move shared code to src/shared.',
    })),
    {
      target: `${root}/shared`,
      from: [`${root}/features`, `${root}/app`],
      message: 'shared/ is imported by app and features, never the other way round.',
    },
    {
      target: `${root}/features`,
      from: `${root}/app`,
      message: 'Features do not import the app layer.',
    },
  ];
}

/** The fences inside an app's shared/: each layer imports only the ones listed before it. */
function sharedLayerZones(root, layers) {
  const order = layers.map((l) => l.join(', ')).join(' < ');
  return layers.slice(0, -1).flatMap((layer, i) =>
    layer.map((folder) => ({
      target: `${root}/shared/${folder}`,
      from: layers.slice(i + 1).flat().map((higher) => `${root}/shared/${higher}`),
      message: `shared/ layers import downwards only: ${order}.`,
    })),
  );
}

// Resolves the TypeScript sources (and the web's `@/` alias through its tsconfig), so the path and cycle
// rules see every import instead of skipping the ones a plain Node resolver cannot find.
const typeScriptResolver = (tsconfig) => ({
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    importX.createNodeResolver({
      tsconfig: { configFile: fileURLToPath(new URL(tsconfig, import.meta.url)) },
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['import', 'default'],
    }),
  ],
});

// apps/server/src/modules/<context>/<module>: the bounded contexts (modules/contexts.json says what each holds
// and which other contexts it may use), each a folder of modules (a Fastify plugin with its index.ts).
const serverContexts = JSON.parse(fs.readFileSync(new URL('./apps/server/src/modules/contexts.json', import.meta.url), 'utf8'));
const foldersIn = (url) => fs.readdirSync(url, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const serverModules = Object.keys(serverContexts).flatMap((context) =>
  foldersIn(new URL(`./apps/server/src/modules/${context}`, import.meta.url)).map((m) => `${context}/${m}`),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
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
    settings: typeScriptResolver('./apps/web/tsconfig.json'),
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // A cycle makes load order matter and keeps lazy chunks from splitting cleanly. Deep chains are
      // rare here; the cap keeps lint fast.
      'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
    },
  },
  {
    // The operators' console (apps/console): a browser app like the web, with the same hook and cycle rules.
    files: ['apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: typeScriptResolver('./apps/console/tsconfig.json'),
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
    },
  },
  {
    // The console keeps the web app's layers: app -> features -> shared, and features never import each other.
    // Tests may render the app shell around a screen; the code they test may not reach up.
    files: ['apps/console/src/**/*.{ts,tsx}'],
    ignores: ['apps/console/src/**/*.test.{ts,tsx}', 'apps/console/src/test/**'],
    plugins: { 'import-x': importX },
    settings: typeScriptResolver('./apps/console/tsconfig.json'),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...appLayerZones('./apps/console/src', consoleFeatures), ...sharedLayerZones('./apps/console/src', consoleSharedLayers)],
        },
      ],
      // The contract's root pulls every entry point with it (libphonenumber too): values come from
      // @lobby/contract/endpoints, /schemas, /rules or /paths; the root is for types.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lobby/contract',
              allowTypeImports: true,
              message: 'Import values from @lobby/contract/endpoints, /schemas, /rules or /paths; the root is for types.',
            },
          ],
        },
      ],
      // An operator route is called through its descriptor, never by a path written out here.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/ops(\\/|$)/]',
          message: 'Call the route through its descriptor: api.call(endpoints.X, ...) or api.url(endpoints.X, ...) (packages/contract endpoints.ts).',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/ops(\\/|$)/]',
          message: 'Call the route through its descriptor: api.call(endpoints.X, ...) or api.url(endpoints.X, ...) (packages/contract endpoints.ts).',
        },
      ],
    },
  },
  {
    // Tests that render the whole app (routes, shell) are exempt; the code they test is not.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { 'import-x': importX },
    settings: typeScriptResolver('./apps/web/tsconfig.json'),
    rules: {
      // Imports flow app -> features -> shared; features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...appLayerZones('./apps/web/src', webFeatures), ...sharedLayerZones('./apps/web/src', sharedLayers)],
        },
      ],
    },
  },
  {
    // The contract's root pulls every schema and zod with it: browser code takes values from the zod-free
    // entry points (paths, rules, phone) or, where it validates, from schemas; the root is for types.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lobby/contract',
              allowTypeImports: true,
              message: 'Import values from @lobby/contract/paths, /rules, /phone or /schemas; the root is for types.',
            },
            {
              name: '@lobby/contract/endpoints',
              allowTypeImports: true,
              message: 'The descriptors carry zod schemas: the web app takes their types (api.get(PATH, ...) infers them), never their values.',
            },
          ],
        },
      ],
    },
  },
  {
    // The player API is called through its descriptors' types (shared/lib/api.ts); the raw client beneath it
    // is for that file and the sealed post (an encrypted body, typed by the same descriptors) only.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/shared/lib/api.ts', 'apps/web/src/shared/api/session/sealed-post.ts', 'apps/web/src/shared/lib/http.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='@/shared/lib/http'] ImportSpecifier[imported.name=/^(http|request)$/]",
          message: 'Call the player API through api.get/post/... (@/shared/lib/api): the route\'s descriptor types the call.',
        },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: typeScriptResolver('./packages/contract/tsconfig.json'),
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The zod-free entry points (paths, rules, phone) stay zod-free: only schemas files import zod, and
    // nothing else imports a schemas file for its values. Endpoint descriptors (endpoints.ts) carry their
    // schemas, so they are schema-bearing too. zod's types are allowed anywhere: a type import is erased
    // at build, and the descriptor helper (common/endpoint.ts) types descriptors by their schemas with them.
    files: ['packages/contract/src/**/*.ts'],
    ignores: [
      'packages/contract/src/**/schemas.ts',
      'packages/contract/src/**/*endpoints.ts',
      'packages/contract/src/index.ts',
      'packages/contract/src/**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: 'Only schemas.ts files import zod; this module is on a zod-free entry point.',
            },
          ],
          patterns: [
            {
              group: ['**/schemas.ts', '**/*endpoints.ts'],
              allowTypeImports: true,
              message: 'A zod-free module may take types from a schemas or endpoints file, never values.',
            },
          ],
        },
      ],
    },
  },
  {
    // A transaction opens only through db/transaction.ts's inTransaction: BEGIN IMMEDIATE on SQLite, retries
    // on PostgreSQL, and a `Tx` type that says "inside a transaction".
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
          message: 'Open transactions with inTransaction (db/transaction.ts), not Kysely\'s transaction().',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: typeScriptResolver('./apps/server/tsconfig.json'),
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/db',
              from: './apps/server/src/modules',
              message: 'The database layer does not depend on modules.',
            },
            {
              target: './apps/server/src/plugins',
              from: './apps/server/src/modules',
              message: 'Cross-cutting plugins depend on core/ (and lib/, db/), never on a module.',
            },
            {
              target: './apps/server/src/lib',
              from: ['./apps/server/src/modules', './apps/server/src/plugins', './apps/server/src/core'],
              message: 'lib/ holds plain helpers: it knows no module, plugin or core service.',
            },
            {
              target: './apps/server/src/core',
              from: ['./apps/server/src/modules', './apps/server/src/plugins'],
              message: 'core/ is what plugins and modules build on: it imports neither.',
            },
            // A context uses only the contexts modules/contexts.json names: a new dependency between
            // contexts is a decision written there, not an import that slips in.
            ...Object.entries(serverContexts).map(([context, { uses }]) => ({
              target: `./apps/server/src/modules/${context}`,
              from: Object.keys(serverContexts)
                .filter((other) => other !== context && !uses.includes(other))
                .map((other) => `./apps/server/src/modules/${other}`),
              message: `The ${context} context ${uses.length ? `uses only ${uses.join(', ')}` : 'uses no other context'} (apps/server/src/modules/contexts.json).`,
            })),
            // A module reaches another only through that module's index.ts: what it deliberately exports.
            ...serverModules.map((m) => ({
              target: `./apps/server/src/modules/${m}`,
              from: './apps/server/src/modules',
              except: [`./${m}`, ...serverModules.filter((other) => other !== m).map((other) => `./${other}/index.ts`)],
              message: 'A module imports another module only through its index.ts, never its routes, services or repositories.',
            })),
          ],
        },
      ],
    },
  },
);
