import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Who runs what (README, "Who runs what"): the code is laid out by who runs it, and these rules
 * hold the lines. Arrows point toward the model; build and test tooling sits on top.
 */
const MODEL = ['lib/model/**', 'components/**/*.schema.ts'];
const EDITOR = [
  'lib/editor/**',
  'components/editor/**',
  'hooks/editor/**',
  'pages/**/*.editor.ts',
  'pages/**/*.editor.tsx',
  'pages/**/*.dev.ts',
];
const NOT_SCHEMA = ['**/*.schema.ts'];
/** The site's own React code: components/ and hooks/ but for the editor's folders. */
const SITE_UI = [
  'components/!(editor)/**',
  'components/*',
  'hooks/!(editor)/**',
  'hooks/*',
  'context/**',
  'theme/**',
];

/** A zone of import/no-restricted-paths: files matching `target` may not import files matching `from`. */
const zone = (rule, target, from, reason, except) => ({
  target,
  from,
  ...(except ? { except } : {}),
  message: `[${rule}] ${reason} (README, "Who runs what").`,
});

const layerZones = [
  zone(
    'model-imports-only-model',
    MODEL,
    [
      'lib/browser/**',
      'lib/server/**',
      'lib/editor/**',
      'hooks/**',
      'context/**',
      'theme/**',
      'pages/**',
      'receiver/**',
      'scripts/**',
      'tests/**',
    ],
    'lib/model (and the sections\u2019 *.schema.ts) is the model: it imports only the model',
  ),
  zone(
    'model-imports-only-model',
    MODEL,
    'components/**',
    'lib/model (and the sections\u2019 *.schema.ts) is the model: it imports only the model',
    NOT_SCHEMA,
  ),
  zone(
    'lib-below-components',
    'lib/**',
    ['components/**', 'hooks/**', 'context/**', 'pages/**'],
    'lib/ is below the components: it may not import components/, hooks/, context/ or pages/ (a section\u2019s *.schema.ts, a model file, is allowed)',
    NOT_SCHEMA,
  ),
  zone(
    'site-without-editor',
    [...SITE_UI, 'lib/model/**', 'lib/browser/**', 'lib/server/**', 'pages/**/*.page.tsx', 'receiver/**'],
    EDITOR.filter((glob) => !glob.startsWith('pages/')),
    'the site\u2019s code may not import the editor\u2019s (lib/editor, components/editor, hooks/editor): the export must not contain it',
  ),
  zone(
    'browser-without-node',
    ['components/**', 'hooks/**', 'context/**', 'theme/**', 'lib/browser/**', 'lib/editor/client/**'],
    ['lib/server/**', 'lib/editor/server/**', 'receiver/**'],
    'code the browser runs may not import Node code (lib/server, lib/editor/server, receiver/)',
  ),
  zone(
    'server-without-browser',
    ['lib/server/**', 'lib/editor/server/**', 'receiver/**'],
    ['lib/browser/**', 'lib/editor/client/**'],
    'Node code may not import the browser\u2019s (lib/browser, lib/editor/client)',
  ),
  zone(
    'editor-contract-between',
    'lib/editor/contract/**',
    ['lib/editor/client/**', 'lib/editor/server/**', 'lib/server/**', 'lib/browser/**'],
    'lib/editor/contract is what the editor\u2019s screen and its dev API share: it imports only the model',
  ),
  zone(
    'editor-client-apart-from-server',
    'lib/editor/client/**',
    'lib/editor/server/**',
    'the editor\u2019s screen talks to its server through the dev API, not by import (share types in lib/editor/contract)',
  ),
  zone(
    'receiver-on-its-own',
    'receiver/**',
    ['components/**', 'hooks/**', 'context/**', 'theme/**', 'pages/**', 'lib/browser/**', 'lib/editor/**'],
    'the enquiry receiver runs on its own: it imports only lib/model and lib/server',
  ),
  zone(
    'studio-serves-the-editor',
    'studio/**',
    [
      'components/**',
      'hooks/**',
      'context/**',
      'theme/**',
      'pages/**',
      'lib/browser/**',
      'lib/editor/client/**',
    ],
    'the studio is a Node service around the editor\u2019s production build: it imports the model, lib/server, lib/editor/server and the receiver\u2019s accounts, never the browser\u2019s code',
  ),
  zone(
    'studio-on-top-of-services',
    ['lib/**', 'components/**', 'hooks/**', 'context/**', 'theme/**', 'pages/**', 'receiver/**'],
    'studio/**',
    'nothing but tooling imports the studio (studio/): it sits on top of the editor and the receiver',
  ),
  zone(
    'tooling-on-top',
    ['lib/**', 'components/**', 'hooks/**', 'context/**', 'theme/**', 'pages/**', 'receiver/**', 'studio/**'],
    ['scripts/**', 'tests/**'],
    'build and test tooling (scripts/, tests/) is on top: the site, the editor and the receiver never import it',
  ),
  zone(
    'tooling-on-top',
    'scripts/**',
    'tests/**',
    'scripts/ may not import tests/ (put what both need in scripts/)',
  ),
];

/** Packages the model may not import: it runs anywhere, so it uses no React, Node, browser or network API. */
const MODEL_FORBIDDEN_PACKAGES = {
  patterns: [
    {
      group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'next', 'next/*', '@mui/*', '@emotion/*'],
      allowTypeImports: true,
      message:
        '[model-is-pure] lib/model may not use React, Next or MUI (types only) (README, "Who runs what").',
    },
    {
      group: [
        'node:*',
        'fs',
        'fs/*',
        'path',
        'os',
        'child_process',
        'http',
        'https',
        'net',
        'crypto',
        'sharp',
        'pg',
        'better-sqlite3',
        'fastify',
        'fastify/*',
        '@fastify/*',
        'nodemailer',
        'kysely',
      ],
      message:
        '[model-is-pure] lib/model may not use the file system, the network or Node (README, "Who runs what").',
    },
  ],
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    files: MODEL,
    rules: { 'no-restricted-imports': ['error', MODEL_FORBIDDEN_PACKAGES] },
  },
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-studio/**',
      '.studio/**',
      'out/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      '.editor-e2e/**',
      '.bench/**',
    ],
  },
];

export default config;
