// GraphQL code generation for the client: the committed schema (emitted by the server) and the
// operations kept beside the client components become typed `TypedDocumentNode`s, and a local
// plugin writes one Apollo Client 4 hook per operation over them (`useUsersQuery`,
// `useLoginMutation`). The output is committed; `npm run lint` fails when it is stale.
import type { CodegenConfig } from "@graphql-codegen/cli";

const documents = ["client/src/**/*.graphql"];

const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  documents,
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
        scalars: { DateTimeISO: "string" },
      },
    },
    "client/src/__generated__/hooks.ts": {
      documents,
      plugins: ["./codegen/apollo-react-hooks.cjs"],
    },
  },
};

export default config;
