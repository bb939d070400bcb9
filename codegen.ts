// GraphQL Code Generator: SDL in schema/ is the source of truth.
// - server: resolver signatures typed against the context and drizzle row types (mappers)
// - client: typed documents (client preset) from the operations in client/src/**/*.graphql
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: false,
  generates: {
    'server/src/graphql/resolvers-types.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../graphql/context.js#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,
        mappers: {
          User: '../../../db/schema/index.js#UserRow',
        },
      },
    },
    'client/src/gql/': {
      documents: ['client/src/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
