import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Imports flow one way: domain <- contracts <- lib, components, config <- features <- app; the functions import
// nothing of src/ but contracts and domain.
const clientOnly = [
  './src/lib',
  './src/components',
  './src/config',
  './src/features',
  './src/app',
  './src/main.tsx',
];
// What the pure layers (domain, contracts) never import.
const UI_AND_FIREBASE = [
  'react',
  'react-*',
  'firebase',
  'firebase/*',
  '@firebase/*',
  'firebase-admin',
  'firebase-admin/*',
  'firebase-functions',
  'firebase-functions/*',
];
const zones = [
  { target: './src/domain', from: ['./src/contracts', ...clientOnly] },
  { target: './src/contracts', from: clientOnly },
  {
    target: './functions',
    from: clientOnly,
    message: 'functions/ imports only src/contracts and src/domain',
  },
  { target: './src/lib', from: ['./src/components', './src/features', './src/app'] },
  { target: './src/components', from: ['./src/lib', './src/features', './src/app'] },
  { target: './src/config', from: ['./src/lib', './src/components', './src/features', './src/app'] },
  { target: './src/features', from: ['./src/app'] },
  // A feature never imports another feature.
  ...[
    'gate',
    'home',
    'services',
    'about',
    'contact',
    'auth',
    'account',
    'booking',
    'payment',
    'trading',
    'admin',
  ].map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'reports', 'functions/lib', '.cache', 'node_modules', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': 'error',
      // One import statement a module (an `import type` beside it is the house style and stays allowed).
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'describe', property: 'only', message: '.only is banned' },
        { object: 'it', property: 'only', message: '.only is banned' },
        { object: 'test', property: 'only', message: '.only is banned' },
      ],
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // src/test-support holds the unit tier's test helpers (`<thing>.fixtures.ts(x)`, `<thing>.mocks.ts`): test code,
    // which may shape fixtures as Firestore snapshots.
    ignores: ['src/lib/**', 'src/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'only src/lib imports firebase' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: UI_AND_FIREBASE,
              message: 'contracts/ is pure TypeScript: the app and the functions both import it',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: UI_AND_FIREBASE,
              message: 'domain/ is pure TypeScript',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'domain/ takes now as an argument',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'domain/ takes now as an argument',
        },
        {
          selector: "MemberExpression[object.name='import'][property.name='meta']",
          message: 'domain/ reads no environment',
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    // Our own form controls, checked as the element they render (components/date-field.tsx renders an input).
    settings: { 'jsx-a11y': { components: { DateField: 'input' } } },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "use test from './support/test': it fails a test on any Content-Security-Policy violation",
            },
          ],
        },
      ],
    },
  },
);
