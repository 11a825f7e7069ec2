import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Import boundaries (docs/ARCHITECTURE.md), each an error:
 * - components/ and lib/ (shared code) import neither features/ nor app/.
 * - A feature imports neither app/ nor any other feature: not by '@/features/<other>', and not
 *   by a relative path out of its own folder. There is no allow-list; where one feature's page
 *   shows another's parts, app/ composes them (app/workspace/workspace-route.tsx passes the
 *   coach and the assessment into the practice workspace's slots).
 * - features/practice/canvas/model/ is plain TypeScript: it imports no React, React DOM, React
 *   Flow or other React library and no hook (use-*); it holds no .tsx file and imports none
 *   (no '.tsx' path, and nothing from app/, components/ or the rest of features/, where every
 *   .tsx lives: only its own files, relatively and without '../', lib/ and packages). canvas/
 *   wires it to React and React Flow, never the reverse.
 * - app/ and main.tsx may import anything.
 * Flat config does not merge a rule's options: a file matched by two blocks setting
 * no-restricted-imports gets only the later one's patterns. So the blocks are built per folder,
 * each file matched by exactly one, holding every restriction that applies to it.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const CANVAS_MODEL = 'src/features/practice/canvas/model';

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const NO_APP = {
  group: ['@/app', '@/app/*'],
  message: 'Only app/ composes pages; features and shared code must not import it.',
};
const NO_FEATURES = {
  group: ['@/features', '@/features/*'],
  message: 'Shared code must not import features.',
};
const noOtherFeatures = (own) => ({
  group: FEATURES.filter((feature) => feature !== own).flatMap((feature) => [
    `@/features/${feature}`,
    `@/features/${feature}/*`,
  ]),
  message:
    'A feature must not import another feature: let app/ pass the part in, or move what both need to lib/ or components/.',
});
// A file at a feature's top leaves it with '../', one a folder down with '../../'.
const noClimbing = (levels) => ({
  group: ['../'.repeat(levels) + '*'],
  message: "A relative import stays inside its feature; import another folder as '@/...'.",
});
const featureBlocks = FEATURES.flatMap((feature) => [
  {
    files: [`src/features/${feature}/*.{ts,tsx}`],
    rules: restrict(NO_APP, noOtherFeatures(feature), noClimbing(1)),
  },
  {
    files: [`src/features/${feature}/*/**/*.{ts,tsx}`],
    ignores: [`${CANVAS_MODEL}/**`],
    rules: restrict(NO_APP, noOtherFeatures(feature), noClimbing(2)),
  },
]);

export default tseslint.config(
  { ignores: ['dist', 'src/lib/api/schema.d.ts', 'src/lib/design/generated'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    // Build scripts run in Node, outside the app's TypeScript project.
    files: ['scripts/**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: globals.node },
  },
  {
    // Tests reach into fixtures they built themselves; asserting presence is the point.
    files: ['src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: restrict(NO_APP, NO_FEATURES),
  },
  ...featureBlocks,
  {
    // The canvas model, tests included. React Flow's framework-free @xyflow/system is barred
    // too: the model speaks CanvasDesign, not React Flow's nodes and edges. (Should a plain
    // data type from it ever be needed, use @typescript-eslint/no-restricted-imports with
    // allowTypeImports for that group.)
    files: [`${CANVAS_MODEL}/**/*.{ts,tsx}`],
    rules: restrict(
      {
        group: [
          'react',
          'react/*',
          'react-dom',
          'react-dom/*',
          'react-router',
          'react-router/*',
          '@tanstack/react-query',
          '@xyflow/*',
        ],
        message:
          'canvas/model/ is plain TypeScript: no React or React Flow; canvas/ wires it to them.',
      },
      {
        group: ['use-*'],
        message: 'canvas/model/ is plain TypeScript: hooks (use-*) are React; canvas/ calls them.',
      },
      {
        group: ['*.tsx', '../*', '@/features/*', '@/components/*'],
        message:
          'canvas/model/ imports only its own files (relatively), lib/ and packages: React components and the canvas that uses the model depend on it, not the reverse.',
      },
      NO_APP,
    ),
  },
  {
    files: [`${CANVAS_MODEL}/**/*.tsx`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'canvas/model/ is plain TypeScript: a .tsx file belongs in canvas/.',
        },
      ],
    },
  },
);
