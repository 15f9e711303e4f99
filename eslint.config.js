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
    'plans',
  ].map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
  })),
];

// The server's floors, bottom up (docs/architecture.md, "The server's rooms"): refusals/, keys/, pass/, payment/ (the
// WiPay adapter), config and logs < the core of data/ (its loose modules) < the rooms of data/ < http/ < callables/ and
// triggers/ < index.ts. Each room names the rooms it stands on and imports them only through their index.ts.
const F = './functions/src';
const ROOMS_BELOW = {
  mail: [],
  days: [],
  slots: [],
  people: ['slots'],
  plans: ['mail'],
  orders: ['slots', 'people', 'mail', 'plans'],
  payments: ['slots', 'orders', 'plans'],
  waitlist: ['slots', 'mail'],
  messages: ['mail'],
};
const rooms = Object.keys(ROOMS_BELOW);
const roomZones = rooms.flatMap((room) =>
  rooms
    .filter((other) => other !== room)
    .map((other) =>
      ROOMS_BELOW[room].includes(other)
        ? {
            target: `${F}/data/${room}`,
            from: `${F}/data/${other}`,
            except: ['./index.ts'],
            message: `a room imports another only through its index.ts (${other}/index.ts)`,
          }
        : {
            target: `${F}/data/${room}`,
            from: `${F}/data/${other}`,
            message: `${room}/ stands on ${ROOMS_BELOW[room].map((r) => `${r}/`).join(', ') || 'the core of data/ alone'}`,
          },
    ),
);
const functionsZones = [
  {
    target: [
      `${F}/refusals`,
      `${F}/keys`,
      `${F}/pass`,
      `${F}/payment`,
      `${F}/twilio`,
      `${F}/config.ts`,
      `${F}/logs.ts`,
    ],
    from: [`${F}/data`, `${F}/http`, `${F}/callables`, `${F}/triggers`, `${F}/index.ts`],
    message:
      'refusals/, keys/, pass/, payment/, twilio/, config and logs are the floor under http/ and data/',
  },
  {
    target: `${F}/data`,
    from: [`${F}/http`, `${F}/callables`, `${F}/triggers`, `${F}/index.ts`],
    message: 'data/ never imports http/, callables/ or triggers/: what both need lives in refusals/ or keys/',
  },
  {
    target: `${F}/data/*.ts`,
    from: rooms.map((room) => `${F}/data/${room}`),
    message: 'the core of data/ imports no room',
  },
  ...roomZones,
  { target: `${F}/http`, from: [`${F}/callables`, `${F}/triggers`, `${F}/index.ts`] },
  { target: `${F}/callables`, from: [`${F}/triggers`, `${F}/index.ts`] },
  { target: `${F}/triggers`, from: [`${F}/callables`, `${F}/index.ts`] },
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
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...functionsZones] }],
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
