// Jest projects: unit tests beside the code, and the integration suite in server/test, which
// runs on embedded PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
/** @type {import('@swc/core').Config} */
const swc = {
  jsc: {
    parser: { syntax: "typescript", decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: "es2022",
  },
  module: { type: "commonjs" },
  sourceMaps: "inline",
};

// openid-client and its two dependencies ship only ES modules, which the CommonJS test runtime
// cannot require: swc turns them into CommonJS like the platform's own files.
const ESM_ONLY = "openid-client|oauth4webapi|jose";

const common = {
  testEnvironment: "node",
  transform: {
    "^.+\\.ts$": ["@swc/jest", swc],
    [`/node_modules/(${ESM_ONLY})/.+\\.js$`]: ["@swc/jest", { ...swc, jsc: { target: "es2022" } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY})/)`],
  moduleFileExtensions: ["ts", "js", "json"],
  setupFiles: ["reflect-metadata"],
};

const integration = (kind, globalSetup) => ({
  ...common,
  displayName: kind,
  testMatch: ["<rootDir>/server/test/**/*.test.ts"],
  globalSetup,
  globalTeardown: globalSetup.replace("setup", "teardown"),
  globals: { __DB_KIND__: kind },
});

// The browser client: React components and helpers under jsdom, TSX through the same swc.
const client = {
  displayName: "client",
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/client/src/**/*.spec.{ts,tsx}"],
  transform: {
    "^.+\\.tsx?$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
          target: "es2022",
        },
        module: { type: "commonjs" },
        sourceMaps: "inline",
      },
    ],
  },
  moduleFileExtensions: ["tsx", "ts", "js", "json"],
  setupFilesAfterEnv: ["<rootDir>/client/src/test/setup.ts"],
};

const projects = [
  { ...common, displayName: "unit", testMatch: ["<rootDir>/server/src/**/*.spec.ts"] },
  client,
  integration("pglite", "<rootDir>/server/test/support/pglite-global-setup.ts"),
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...integration("postgres", "<rootDir>/server/test/support/postgres-global-setup.ts"),
    // Backup and restore of the embedded database; PostgreSQL has pg_dump (README).
    testPathIgnorePatterns: ["/node_modules/", "<rootDir>/server/test/backup.test.ts"],
  });
}

/** @type {import('jest').Config} */
module.exports = {
  projects,
  testTimeout: 60_000,
  // Each PGlite instance is a WebAssembly PostgreSQL: two at a time fit this size of machine.
  // Three workers were about 12% quicker on two cores, but slowed each spec enough for the
  // client specs' timing (a closing dialog, a lazily shown message) to fail now and then.
  maxWorkers: 2,
};
