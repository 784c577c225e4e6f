// Sidebar state (SPEC §3, §4, §9): open or closed, remembered in the `sidebarStatus` cookie;
// closed on screens under 992 px; closed for the three wide screens of SPEC §2 and restored to
// the remembered state elsewhere. Temporary closes never overwrite the remembered choice.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from "react";
import { useLocation } from "react-router-dom";
import { MOBILE_BREAKPOINT_PX } from "../lib/constants";
import { readSidebarOpened, storeSidebarOpened } from "../lib/cookies";
import { SIDEBAR_COLLAPSING_PATHS } from "./routes";

export type Device = "desktop" | "mobile";

export interface SidebarState {
  opened: boolean;
  /** Set for programmatic closes, so the sidebar snaps instead of sliding. */
  withoutAnimation: boolean;
  device: Device;
}

export type SidebarAction =
  | { type: "toggle" }
  | { type: "close" }
  | { type: "route"; path: string; remembered: boolean }
  | { type: "resize"; width: number; remembered: boolean };

export const deviceFor = (width: number): Device =>
  width < MOBILE_BREAKPOINT_PX ? "mobile" : "desktop";

/** The state a route asks for: closed on the wide screens and on mobile, else remembered. */
function settled(path: string, device: Device, remembered: boolean): SidebarState {
  const collapsing = SIDEBAR_COLLAPSING_PATHS.includes(path);
  return {
    opened: device === "desktop" && !collapsing && remembered,
    withoutAnimation: collapsing || device === "mobile",
    device,
  };
}

export function sidebarReducer(state: SidebarState, action: SidebarAction): SidebarState {
  switch (action.type) {
    case "toggle":
      return { ...state, opened: !state.opened, withoutAnimation: false };
    case "close":
      return { ...state, opened: false, withoutAnimation: true };
    case "route":
      return settled(action.path, state.device, action.remembered);
    case "resize": {
      const device = deviceFor(action.width);
      if (device === state.device) return state;
      return {
        ...state,
        device,
        opened: device === "desktop" && action.remembered,
        withoutAnimation: true,
      };
    }
  }
}

interface SidebarContextValue extends SidebarState {
  toggle: () => void;
  close: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const value = useContext(SidebarContext);
  if (!value) throw new Error("useSidebar() needs a <SidebarProvider> above it");
  return value;
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [state, dispatch] = useReducer(sidebarReducer, undefined, () =>
    settled(pathname, deviceFor(window.innerWidth), readSidebarOpened()),
  );

  useEffect(() => {
    dispatch({ type: "route", path: pathname, remembered: readSidebarOpened() });
  }, [pathname]);

  useEffect(() => {
    const onResize = () =>
      dispatch({ type: "resize", width: window.innerWidth, remembered: readSidebarOpened() });
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  const toggle = useCallback(() => {
    // Only a user's own toggle on a wide screen becomes the remembered choice.
    if (state.device === "desktop") storeSidebarOpened(!state.opened);
    dispatch({ type: "toggle" });
  }, [state.device, state.opened]);
  const close = useCallback(() => dispatch({ type: "close" }), []);

  const value = useMemo(() => ({ ...state, toggle, close }), [state, toggle, close]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
