// Matchers such as toBeInTheDocument() for every client test, and the browser APIs Chakra UI
// (Ark UI, Floating UI) reads that jsdom does not implement.
import "@testing-library/jest-dom";
import { defaultSystem } from "@chakra-ui/react";
import { configure } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "node:util";
import { i18n, LANGUAGES } from "../i18n";
import { bundles } from "../i18n/bundles";
import { system } from "../app/theme";

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

// The app's styling system carries only the recipes the screens use (app/theme.ts). A component
// asking for one it lacks would render unstyled in the browser: here it fails the spec instead.
// (Keys Chakra's own theme lacks too, such as "text", are asked for and are fine to miss.)
type RecipeFn = (key: string, fallback?: unknown) => unknown;
const refuseUnknown =
  (known: (key: string) => boolean, inChakra: (key: string) => boolean, fn: RecipeFn): RecipeFn =>
  (key, fallback) => {
    if (fallback === undefined && !known(key) && inChakra(key)) {
      throw new Error(`app/theme.ts lacks Chakra's "${key}" recipe`);
    }
    return fn(key, fallback);
  };
const getRecipeFn = system.getRecipeFn.bind(system);
const getSlotRecipeFn = system.getSlotRecipeFn.bind(system);
system.getRecipeFn = refuseUnknown(
  (key) => system.isRecipe(key),
  (key) => defaultSystem.isRecipe(key),
  getRecipeFn,
);
system.getSlotRecipeFn = refuseUnknown(
  (key) => system.isSlotRecipe(key),
  (key) => defaultSystem.isSlotRecipe(key),
  getSlotRecipeFn,
);
