// `notify`, the one way screens and links show messages: errors stay 2 s (SPEC §9). The toaster
// itself (its state machine and view) is fetched on first use, out of the first page's script.
import { lazy } from "react";

const view = () => import("./toaster-view");

const show = (type: "error" | "success" | "info") => (message: string) => {
  void view().then((toaster) => toaster.show(type, message));
};

export const notify = { error: show("error"), success: show("success"), info: show("info") };

/** Where messages appear; rendered once at the root, inside a Suspense boundary. */
export const Toaster = lazy(async () => ({ default: (await view()).ToasterView }));
