// Tests of real server processes: several instances on one PostgreSQL, and crashes (SIGKILL) in
// the middle of writes on PostgreSQL and on the embedded database. No browser: the tests speak
// HTTP to `node server/dist/main.js` (build first; `npm run test:e2e` does).
import { defineConfig } from "@playwright/test";

export default defineConfig({
  testDir: ".",
  testMatch: "*.process.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 300_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  forbidOnly: true,
});
