// One ESLint config for the whole monorepo. The import zones keep the layout honest:
// web features never import each other, shared web code never imports a feature, and
// services never import each other (they talk over bindings and queues).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SERVICES = ['gateway', 'storage', 'users', 'visualization'];
const WEB_FEATURES = [
  'learn',
  'playground',
  'storage',
  'metrics',
  'registry',
  'services',
  'dashboard',
  'shell',
];

const serviceZones = SERVICES.map((service) => ({
  target: `./services/${service}`,
  from: './services',
  except: [`./${service}`],
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

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.wrangler/**', '.data/**', '**/coverage/**'],
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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serviceZones,
            ...featureZones,
            ...sharedWebZones,
            {
              target: './packages',
              from: ['./services', './apps'],
              message: 'Packages never import an app or a service.',
            },
          ],
        },
      ],
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
);
