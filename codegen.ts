// GraphQL code generation for the client: the committed schema (emitted by the server) and the
// operations kept beside the client components become typed `TypedDocumentNode`s, and a local
// plugin writes one Apollo Client 4 hook per operation over them (`useUsersQuery`,
// `useLoginMutation`). The output is committed; `npm run lint` fails when it is stale.
//
// The hooks and their documents are written once per operations file (`__generated__/ops/…`),
// which `hooks.ts` re-exports: the bundler then puts each screen's operations in that screen's
// chunk, and the first page's script carries only the shell's few.
import type { CodegenConfig } from "@graphql-codegen/cli";
import { readdirSync } from "node:fs";

const documents = ["client/src/**/*.graphql"];

const operationFiles = readdirSync("client/src", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".graphql"))
  .map((file) => file.split("\\").join("/"))
  .sort();

const hooksPlugin = "./codegen/apollo-react-hooks.cjs";
const operationModules = Object.fromEntries(
  operationFiles.map((file) => [
    `client/src/__generated__/ops/${file.replace(/\.graphql$/, ".ts")}`,
    { documents, plugins: [hooksPlugin], config: { source: `client/src/${file}` } },
  ]),
);

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
    "client/src/__generated__/hooks.ts": { documents, plugins: [hooksPlugin] },
    ...operationModules,
  },
};

export default config;
