// What a client feature gives the app: the pages its routes render, by page key, and its text
// bundle. A feature's index.ts exports one `defineFeature({...})`; features/index.ts lists them,
// and the router and the translations read that list.
import { lazy, type ComponentType } from "react";

export interface TextBundle {
  en: Record<string, unknown>;
  zhCN: Record<string, unknown>;
}

export interface Feature<P extends string = string> {
  /** The bundle's key in the translation namespace: `users` for `users.title`. */
  name: string;
  /** The screens of its routes, by the page key the route table names (`page: "users"`). */
  pages?: Record<P, ComponentType>;
  messages?: TextBundle;
}

export function defineFeature<P extends string = never>(feature: Feature<P>): Feature<P> {
  return feature;
}

/** A page whose code can be fetched before it is first rendered. */
export type LazyPage = ComponentType & { preload(): Promise<unknown> };

/** A page loaded on first use: the module's export of that name. `preload` fetches it earlier. */
export function lazyPage<K extends string>(
  loader: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyPage {
  const page = lazy(async (): Promise<{ default: ComponentType }> => ({
    default: (await loader())[name],
  }));
  return Object.assign(page, { preload: loader });
}
