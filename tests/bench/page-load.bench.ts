// `npm run bench:page`: how long the repository page (`/co2/corporationIndex`, with its China
// map) takes to load cold, in the system Chromium, from the built platform (`npm run build`)
// on a fresh embedded database. Each run opens a new browser context (empty cache), sets the
// signed-in user's token, opens the page and stops the clock when the map is drawn. Medians of
// repeated runs; the same runs without compression (the browser asking for `identity`) are the
// reference. Also prints the bytes the page transferred and the first script's weight.
import { chromium, type Browser } from "@playwright/test";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { argument, median, round } from "./figures";

// Compiled to .bench-dist/tests/bench: the repository is three levels up.
const ROOT = path.resolve(__dirname, "../../..");
const SERVER_MAIN = path.join(ROOT, "server/dist/main.js");
const CLIENT_INDEX = path.join(ROOT, "client/dist/index.html");
const RUNS = Number(argument("runs") ?? 7);
const PORT = Number(argument("port") ?? 4391);
const PASSWORD = "Carbon@2026";
const TARGET_MS = 1500;
const PAGE = "/co2/corporationIndex";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "carbon-page-bench-"));
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_PASSWORD: PASSWORD,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  const url = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${errors}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${errors}`);
    await pause(300);
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "mutation($input: LoginInput!) { login(input: $input) { token mustChangePassword } }",
      variables: { input: { username: "admin", password: PASSWORD } },
    }),
  });
  const body = (await answer.json()) as { data?: { login: { token: string } }; errors?: unknown };
  if (!body.data) throw new Error(`sign-in failed: ${JSON.stringify(body.errors)}`);
  return body.data.login.token;
}

interface Load {
  ms: number;
  transferredKB: number;
}

async function loadOnce(browser: Browser, url: string, token: string, compressed: boolean) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "zh-CN",
    extraHTTPHeaders: compressed ? {} : { "accept-encoding": "identity" },
  });
  await context.addCookies([{ name: "token", value: token, url }]);
  const page = await context.newPage();
  let transferred = 0;
  page.on("response", (response) => {
    void response
      .request()
      .sizes()
      .then((sizes) => (transferred += sizes.responseBodySize + sizes.responseHeadersSize))
      .catch(() => undefined);
  });
  const started = Date.now();
  await page.goto(`${url}${PAGE}`);
  try {
    await page.locator('canvas[role="img"]').first().waitFor({ state: "visible", timeout: 60_000 });
  } catch (error) {
    const shot = path.join(os.tmpdir(), "page-load-bench-failure.png");
    await page.screenshot({ path: shot });
    throw new Error(`the map did not show at ${page.url()} (screenshot: ${shot})`, {
      cause: error,
    });
  }
  const ms = Date.now() - started;
  await pause(200);
  await context.close();
  return { ms, transferredKB: round(transferred / 1024, 0) } satisfies Load;
}

async function main() {
  for (const file of [SERVER_MAIN, CLIENT_INDEX]) {
    if (!fs.existsSync(file)) {
      console.error(`bench:page needs the built platform (${file} is missing): run npm run build`);
      process.exit(1);
    }
  }
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const token = await signIn(server.url);
    // One warm-up load: the server's first requests prepare its queries.
    await loadOnce(browser, server.url, token, true);
    const runs: Record<"compressed" | "identity", Load[]> = { compressed: [], identity: [] };
    for (let k = 0; k < RUNS; k += 1) {
      runs.compressed.push(await loadOnce(browser, server.url, token, true));
      runs.identity.push(await loadOnce(browser, server.url, token, false));
    }
    console.log(`repository page ${PAGE}, cold (new context each run), ${RUNS} runs`);
    for (const [label, loads] of Object.entries(runs)) {
      const ms = median(loads.map((load) => load.ms));
      console.log(
        `  ${label.padEnd(10)} median ${String(ms).padStart(5)} ms  (runs ${loads.map((l) => l.ms).join(", ")})` +
          `  transferred ${median(loads.map((load) => load.transferredKB))} KB` +
          (label === "compressed"
            ? `  target < ${TARGET_MS} ms ${ms < TARGET_MS ? "met" : "MISSED"}`
            : ""),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
