// Whether the browser is leaving the page. A request still open when the page goes away is cut
// off and rejects like a network failure; that is the page leaving, not a failure to act on (the
// session must not be ended for it). `pagehide` fires before the page's requests are cut off;
// `pageshow` clears the mark when the page comes back from the back-forward cache.
let leaving = false;

if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => {
    leaving = true;
  });
  window.addEventListener("pageshow", () => {
    leaving = false;
  });
}

export const pageLeaving = (): boolean => leaving;
