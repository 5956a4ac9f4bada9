// One ESLint config for the whole monorepo. The import zones keep the layout honest:
// web features never import each other, shared web code never imports a feature, services
// never import each other (they talk over bindings and queues), and production code never
// imports a test helper.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly inside `path` (relative to this file): new ones get a zone by existing. */
const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const SERVICES = foldersIn('./services/');
const WEB_FEATURES = foldersIn('./apps/web/src/features/');

// The one exception: the gateway builds /api/openapi.json from each service's route
// declarations (`src/routes/api.ts`), never its handlers.
const serviceZones = SERVICES.map((service) => ({
  target: `./services/${service}`,
  from: './services',
  except: [
    `./${service}`,
    ...(service === 'gateway'
      ? SERVICES.filter((other) => other !== service).map((other) => `./${other}/src/routes/api.ts`)
      : []),
  ],
  message: 'Services never import each other: use a service binding or a queue.',
}));

const featureZones = WEB_FEATURES.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other: combine them in app/.',
}));

const sharedWebZones = ['components', 'lib', 'config', 'hooks'].map((folder) => ({
  target: `./apps/web/src/${folder}`,
  from: ['./apps/web/src/features', './apps/web/src/app'],
  message: 'Shared code never imports a feature or the app.',
}));

// Code that ships (the web app, the packages, the workers) and the helpers only tests use:
// shared fixtures and renderers, fakes of bindings, per-folder test utils.
const PRODUCTION_CODE = [
  'apps/*/src/**/*.{ts,tsx}',
  'packages/*/src/**/*.ts',
  'services/*/src/**/*.ts',
];
const TEST_HELPERS = [
  'apps/web/src/test/**',
  'packages/*/src/testing/**',
  'services/*/test/**',
  '**/*.test-utils.{ts,tsx}',
];
const TEST_FILES = ['**/*.test.{ts,tsx}', ...TEST_HELPERS];

const fromRoot = (glob) => `./${glob}`;
const testHelperZone = {
  target: PRODUCTION_CODE.map(fromRoot),
  from: TEST_HELPERS.map(fromRoot),
  message: 'Production code never imports a test helper: only tests may.',
};

const boundaryZones = [
  ...serviceZones,
  ...featureZones,
  ...sharedWebZones,
  {
    target: './packages',
    from: ['./services', './apps'],
    message: 'Packages never import an app or a service.',
  },
];
const restrictedPaths = (zones) => ['error', { zones }];

// What would put the OpenAPI generator or all of zod back into every worker's bundle
// (docs/architecture.md#contracts-and-the-openapi-document). Types are free.
const GENERATOR_MESSAGE =
  'Importing it loads the OpenAPI generator into the bundle: declare and mount routes with @repo/service-kit/openapi; only the document build (services/gateway/src/lib/api-document.ts) generates.';
const bundleImports = [
  'error',
  {
    paths: [
      { name: '@hono/zod-openapi', allowTypeImports: true, message: GENERATOR_MESSAGE },
      {
        name: '@asteasolutions/zod-to-openapi',
        allowTypeImports: true,
        message: GENERATOR_MESSAGE,
      },
    ],
  },
];
// zod's `z` (and default) export is its whole namespace: using it keeps every locale.
const zodNamespace = [
  'error',
  {
    selector:
      "ImportDeclaration[source.value='zod'] > :matches(ImportSpecifier[imported.name='z'], ImportDefaultSpecifier)",
    message: "zod's z export keeps every locale in the bundle: import * as z from 'zod'.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.wrangler/**',
      '.data/**',
      '.data-bench/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': restrictedPaths(boundaryZones),
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Tests and their helpers are left out here, so they may import the helpers.
    files: PRODUCTION_CODE,
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...boundaryZones, testHelperZone]),
      'no-restricted-imports': bundleImports,
      'no-restricted-syntax': zodNamespace,
    },
  },
  {
    // Run in Node by `npm run api:document` and the document's test, never bundled.
    files: ['services/gateway/src/lib/api-document.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'e2e/**', 'bench/**', 'scripts/**', '**/*.config.{ts,mts}'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    // Learner code of the lessons, run by the in-browser runner in a Worker: a lab example gets
    // `api`; a challenge's starter and solution are scripts whose function the tests call.
    files: ['apps/web/src/features/learn/content/**/*.js'],
    languageOptions: { globals: { ...globals.worker, api: 'readonly' } },
  },
  {
    files: ['apps/web/src/features/learn/content/**/{starter,solution}.js'],
    languageOptions: { sourceType: 'script' },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { vars: 'local' }] },
  },
  {
    // A starter is unfinished on purpose: what it declares, the learner goes on to use.
    files: ['apps/web/src/features/learn/content/**/starter.js'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
);
