// The `test` every spec uses: Playwright's, plus a watch on the Content-Security-Policy. Any page of
// a test's browser context that reports a violation (the `securitypolicyviolation` event, or
// Chromium's console error for a refused resource) fails the test, so the policy the server sends
// (server/src/security-headers.ts) is checked on every page the specs visit.
import { test as base, expect, type BrowserContext } from "@playwright/test";

export interface CspViolation {
  /** The directive that refused it, e.g. script-src-elem. */
  directive: string;
  /** What was refused: a URL, "inline" or "eval". */
  blocked: string;
  /** Where: the page's path, or the console message. */
  where: string;
}

/** Starts recording the CSP violations of every page of `context`; the list fills as they come. */
export async function recordCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding("__reportCspViolation", (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  // Init scripts are injected by the browser itself, so the policy under test does not block them.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void })
        .__reportCspViolation;
      void report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        where: location.pathname,
      });
    });
  });
  context.on("console", (message) => {
    if (message.type() === "error" && /Content[- ]Security[- ]Policy/i.test(message.text())) {
      violations.push({ directive: "console", blocked: "", where: message.text() });
    }
  });
  return violations;
}

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await recordCspViolations(context);
      await use(violations);
      expect(violations, "pages reported Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
