/**
 * Typed GraphQL operations for the frontend, generated from the backend's schema-first SDL.
 * `npm run codegen -w @resume-agent/frontend` rewrites src/gql/; `npm test` fails when the
 * committed output is stale (`codegen:check`).
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: '../backend/src/graphql/schema.graphql',
  // Tests write their own operations; only the app's are generated.
  documents: ['src/**/*.{ts,tsx}', 'src/**/*.graphql', '!src/gql/**', '!src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { DateTime: 'string', Date: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        onlyOperationTypes: false,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

export default config;
