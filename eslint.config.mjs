// One lint setup for the whole repository. Type-aware rules apply to every TypeScript file;
// Next.js' own rules apply to the frontend only.
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.ts', '**/*.tsx', '**/*.mts'];

/** Files allowed to read process.env: the validated configuration modules and tooling. */
const ENV_READERS = [
  'backend/src/config.ts',
  'backend/test/**',
  'backend/scripts/**',
  'frontend/src/env.ts',
  'frontend/next.config.ts',
  'frontend/scripts/**',
  'e2e/**',
  'scripts/**',
  '**/*.config.ts',
  '**/*.config.mjs',
];

/** Scope a shared config list (written for a project root) to one workspace folder. */
function scopeTo(folder, configs) {
  return configs.map((config) => ({
    ...config,
    files: (config.files ?? ['**/*.{js,jsx,mjs,ts,tsx}']).map((pattern) =>
      typeof pattern === 'string' ? `${folder}/${pattern}` : pattern,
    ),
    ...(config.ignores ? { ignores: config.ignores.map((p) => `${folder}/${p}`) } : {}),
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.reports/**',
      '**/next-env.d.ts',
      // Bundled from frontend/src/case-controls at build time.
      'frontend/public/case-controls.js',
      // Written by tools (openapi-typescript): checked for freshness by a test, not linted.
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 'latest', sourceType: 'module' },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules
            .filter((name) => !name.startsWith('_') && !name.includes('/'))
            .map((name) => ({
              name,
              message: `Import built-ins with the node: prefix: 'node:${name}'.`,
            })),
        },
      ],
    },
  },
  ...scopeTo('frontend', nextCoreWebVitals),
  {
    files: ['frontend/**/*.{js,jsx,mjs,ts,tsx}'],
    // Absolute: ESLint runs from the repository root and from frontend/ (turbo).
    settings: { next: { rootDir: join(import.meta.dirname, 'frontend') } },
    languageOptions: { globals: { ...globals.browser } },
  },
  ...tseslint.configs.strictTypeChecked.map((config) => ({ ...config, files: TS_FILES })),
  ...tseslint.configs.stylisticTypeChecked.map((config) => ({ ...config, files: TS_FILES })),
  {
    files: TS_FILES,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Typed query rows (`db.query<Plant>(…)`) are the caller's assertion by design.
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // GraphQL answers are JSON whose shape the assertions check; typing every selection set
    // in the resolver tests would restate the schema without catching anything more.
    files: ['backend/test/graphql/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ENV_READERS,
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read configuration through the validated config module (backend/src/config.ts, frontend/src/env.ts).',
        },
      ],
    },
  },
  prettier,
);
