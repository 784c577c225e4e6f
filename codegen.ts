// GraphQL code generation for the client: the committed schema (emitted by the server) and the
// operations kept beside the client components become typed `TypedDocumentNode`s.
//
// `typescript-react-apollo` does not support Apollo Client 4, so the per-operation hooks
// (`useXxxQuery`, `useXxxMutation`) will come from a small local plugin over these documents,
// added with the full client.
import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  documents: ["client/src/**/*.graphql"],
  // The client has no operations yet; an empty document set must not fail `npm run codegen`.
  ignoreNoDocuments: true,
  generates: {
    "client/src/__generated__/": {
      preset: "client",
      presetConfig: {
        // Apollo Client 4 masks fragment data itself; codegen's own masking would fight it.
        fragmentMasking: false,
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // Custom scalars stay `unknown` until mapped here, rather than the default `any`.
        defaultScalarType: "unknown",
      },
    },
  },
};

export default config;
