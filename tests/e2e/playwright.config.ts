// End-to-end tests: the system Chromium walks the built client served by a real server on a
// fresh embedded database. A second server, whose sessions last 6 seconds, lets a test watch a
// session expire. Build first (`npm run test:e2e` does).
import { defineConfig } from "@playwright/test";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
export const MAIN_PORT = 4317;
export const SHORT_SESSION_PORT = 4318;

function server(port: number, env: Record<string, string> = {}) {
  const dataDir = path.join(os.tmpdir(), `carbon-e2e-${port}`);
  return {
    // A fresh embedded database every run: the seed creates the demo accounts.
    command: `rm -rf "${dataDir}" && node server/dist/main.js`,
    cwd: root,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
  };
}

export default defineConfig({
  testDir: ".",
  testMatch: "*.e2e.ts",
  fullyParallel: false,
  // Both servers share one machine with the browser; one worker keeps the timing honest.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  forbidOnly: true,
  use: {
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    locale: "en-US",
    viewport: { width: 1280, height: 800 },
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    },
  },
  webServer: [server(MAIN_PORT), server(SHORT_SESSION_PORT, { SESSION_TTL_MINUTES: "0.1" })],
});
