// Matchers such as toBeInTheDocument() for every client test, and the browser APIs Chakra UI
// (Ark UI, Floating UI) reads that jsdom does not implement.
import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "node:util";
import { i18n, LANGUAGES } from "../i18n";
import { bundles } from "../i18n/bundles";

// findBy*/waitFor wait for behaviour, not for a speed: the whole suite shares two cores with the
// server suites, where a file read and a mocked mutation can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

// React Router encodes with these; jsdom leaves them out.
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => undefined;
window.scrollTo = () => undefined;

// The screens' text, which the browser fetches in a chunk of its own, is there from the start.
for (const language of LANGUAGES) {
  i18n.addResourceBundle(language, "translation", bundles[language], true, false);
}

// The toaster, which the browser fetches with the first message, is loaded before any test.
beforeAll(async () => {
  await import("../components/ui/toaster-view");
});
