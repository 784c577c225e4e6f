// Type-aware lint for both workspaces. Generated code, build output and migrations are not linted:
// migrations are produced by TypeORM's schema builder and never edited once committed.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      ".bench-dist/**",
      "data/**",
      "coverage/**",
      "client/src/__generated__/**",
      "server/src/db/migrations/**",
      "**/*.config.{js,mjs,cjs}",
      "eslint.config.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { disallowTypeAnnotations: false }],
      "@typescript-eslint/no-floating-promises": "error",
      // An interface that extends one type is how a module merges its keys into a catalogue.
      "@typescript-eslint/no-empty-object-type": [
        "error",
        { allowInterfaces: "with-single-extends" },
      ],
    },
  },
  {
    // Plain CommonJS tooling (the codegen plugin): no type information, Node's module globals.
    files: ["**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: "commonjs",
      globals: { require: "readonly", module: "writable" },
    },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      "@typescript-eslint/no-require-imports": "off",
    },
  },
  {
    // Plain ES-module build scripts (the client's precompression and budget check): Node globals.
    files: ["**/scripts/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      sourceType: "module",
      globals: { console: "readonly", process: "readonly", URL: "readonly" },
    },
  },
  {
    // Decorator metadata needs runtime imports of the classes named in decorated signatures.
    files: ["server/**/*.ts"],
    rules: {
      "@typescript-eslint/consistent-type-imports": "off",
    },
  },
  {
    // Hooks called in the same order every render, with every value their effects read.
    files: ["client/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Layers (docs/architecture.md): the calculation engines are pure and import nothing of the
    // platform; the legacy adapter speaks to services, never to the GraphQL layer.
    files: ["server/src/calc/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/modules/**", "**/graphql/**", "**/legacy/**", "**/db/**", "**/lib/**"],
              message: "calc/ is pure: it imports nothing outside calc/.",
            },
            {
              group: ["**/services", "**/app", "**/config", "typeorm", "express", "type-graphql"],
              message: "calc/ is pure: it imports nothing outside calc/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/src/legacy/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/graphql/**"],
              message: "legacy/ calls services and its own helpers, never the GraphQL layer.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.spec.ts", "server/test/**/*.ts", "tests/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/unbound-method": "off",
      // Answers read over HTTP are JSON: tests index into them freely.
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
);
