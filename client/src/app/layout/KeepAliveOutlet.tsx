// Renders the current page, keeping kept pages mounted but hidden (React's <Activity>) so their
// state survives, and sets the scroll: back to where a kept page was left, else to the top.
import { Activity, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useOutlet } from "react-router-dom";
import { nextKeptPages, type KeptPage } from "../keep-alive";
import { INITIAL_KEPT_PAGES, findRoute } from "../routes";

export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const route = findRoute(pathname)?.route;
  const elements = useRef(new Map<string, ReactNode>());
  const scrolls = useRef(new Map<string, number>());
  const current = useRef<string | undefined>(undefined);
  const [kept, setKept] = useState<KeptPage[]>(() =>
    INITIAL_KEPT_PAGES.map((name) => ({ name, alwaysKeep: true })),
  );
  const [seenPath, setSeenPath] = useState<string | null>(null);

  // Adjust the kept list while rendering the new route (React's "state from props" pattern).
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    const next = nextKeptPages(kept, route);
    for (const name of elements.current.keys()) {
      if (!next.some((page) => page.name === name)) {
        elements.current.delete(name);
        scrolls.current.delete(name);
      }
    }
    setKept(next);
  }

  const keptHere = route?.meta.keepAlive ? route.name : undefined;
  if (keptHere && !elements.current.has(keptHere)) elements.current.set(keptHere, outlet);

  useLayoutEffect(() => {
    current.current = keptHere;
    window.scrollTo(0, keptHere ? (scrolls.current.get(keptHere) ?? 0) : 0);
  }, [pathname, keptHere]);

  useLayoutEffect(() => {
    const onScroll = () => {
      if (current.current) scrolls.current.set(current.current, window.scrollY);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <>
      {[...elements.current.entries()].map(([name, element]) => (
        <Activity key={name} mode={name === keptHere ? "visible" : "hidden"}>
          {element}
        </Activity>
      ))}
      {!keptHere && outlet}
    </>
  );
}
