// The signed-in user (SPEC §3, §4): the token and the user's fields live in cookies; on load the
// user is read from them after 500 ms and then refreshed from the server. An ended session
// (10001/10002) shows the message, signs out and, after 1 s, leaves for the configured external
// authorization page or reloads (SPEC §8).
import type { ErrorLike } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import type { LoginMutation, UserDetailsQuery } from "../__generated__/graphql";
import {
  useLazyUserDetailsQuery,
  useLogoutMutation,
  useSignInOptionsQuery,
} from "../__generated__/hooks";
import { notify } from "../components/ui/toaster";
import { RELOGIN_DELAY_MS, USER_INFO_DELAY_MS } from "../lib/constants";
import { clearSession, getToken, readStoredUser, setToken, storeUser } from "../lib/cookies";
import { errorAction, callErrors } from "../lib/errors";
import { pageLeaving } from "../lib/page-life";
import { forgetPassword } from "../lib/password-memory";
import { hasPermission, parsePermissions } from "../lib/permissions";
import { passwordChangeRequired, permissionRefused, sessionEnded } from "../lib/session-events";
import { safeUrl } from "../lib/url";
import { useBranding, type Branding } from "./branding";
import { NO_PERMISSION_PATH, loginPathFor } from "./navigation";

export interface SessionUser {
  username: string;
  realname: string;
  avatar: string;
  companyId: number | null;
  permissions: string[];
  roles: { id: number; name: string }[];
  ePlatToken: string | null;
  /** Still on the company's initial password: the change dialog is forced. */
  mustChangePassword: boolean;
}

type Details = UserDetailsQuery["userDetails"] | LoginMutation["login"];

export interface Session {
  token: string | undefined;
  /** Null until the user info is loaded (500 ms after start) or when signed out. */
  user: SessionUser | null;
  permissions: readonly string[];
  /** Set by a deliberate sign-out: the sign-in page then opens without a redirect target. */
  signedOut: boolean;
  hasPermission: (code?: string | null) => boolean;
  /** Stores a successful sign-in; the navigation rules then leave /login for `redirect`. */
  signedIn: (login: LoginMutation["login"]) => void;
  /**
   * Ends the session on the server (best effort) and locally, then shows /login. After a
   * password change the server has already ended every session: `{ server: false }`.
   */
  signOut: (options?: { server?: boolean }) => Promise<void>;
}

/** Exported for tests, which provide a session without a server. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession() needs a <SessionProvider> above it");
  return session;
}

function toUser(details: Details): SessionUser {
  return {
    username: details.username,
    realname: details.realname,
    avatar: details.avatar ?? "",
    companyId: details.companyId,
    permissions: parsePermissions(details.permissionCode),
    roles: details.roles.map(({ id, name }) => ({ id, name })),
    ePlatToken: details.ePlatToken ?? null,
    mustChangePassword: details.mustChangePassword,
  };
}

function persist(user: SessionUser): void {
  storeUser({
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    companyId: user.companyId,
    permissions: user.permissions.join(","),
  });
}

/** An external sign-in the domain's agent offers (SignInOptions query). */
export interface SignInOption {
  kind: string;
  startUrl: string;
}

/**
 * After an ended session: the agent's external identity provider when it has one (through this
 * site's /sso/start, back to `wanted`; the theme's provider first), else the external
 * authorization page when one is configured, else reload. That page is followed only when it is
 * an https address (safeUrl), whatever the theme says.
 */
export function reloginTarget(
  branding: Branding | null,
  options: readonly SignInOption[] = [],
  wanted?: string,
): string | null {
  const option =
    options.find((candidate) => candidate.kind === branding?.authProvider) ?? options[0];
  if (option && option.startUrl.startsWith("/sso/")) {
    const back =
      wanted && wanted.startsWith("/") && !wanted.startsWith("//")
        ? `&returnTo=${encodeURIComponent(wanted)}`
        : "";
    return `${option.startUrl}${back}`;
  }
  if (branding && branding.authProvider !== "none") return safeUrl(branding.authUrl);
  return null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const branding = useBranding();
  const [token, setTokenState] = useState(getToken);
  const [user, setUser] = useState<SessionUser | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const [loadDetails] = useLazyUserDetailsQuery({ fetchPolicy: "network-only" });
  const [logout] = useLogoutMutation();
  const ending = useRef(false);
  const wanted = useRef(location.pathname + location.search);
  wanted.current = location.pathname + location.search;
  const brandingRef = useRef(branding);
  brandingRef.current = branding;
  const { data: signInOptions } = useSignInOptionsQuery({ fetchPolicy: "cache-first" });
  const optionsRef = useRef<readonly SignInOption[]>([]);
  optionsRef.current = signInOptions?.signInOptions ?? [];

  const forget = useCallback(() => {
    clearSession();
    forgetPassword();
    setTokenState(undefined);
    setUser(null);
    void client.clearStore();
  }, [client]);

  // Load the user: cookies after the delay, then the server's current answer.
  useEffect(() => {
    if (!token || user) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      if (cancelled) return;
      const stored = readStoredUser();
      setUser({
        username: stored.username,
        realname: stored.realname,
        avatar: stored.avatar,
        companyId: stored.companyId,
        permissions: parsePermissions(stored.permissions),
        roles: [],
        ePlatToken: null,
        mustChangePassword: false,
      });
      const fail = (error: ErrorLike | undefined) => {
        // A request cut off because the browser left the page is no failure to load the user.
        if (cancelled || pageLeaving()) return;
        const failure = callErrors(error)[0];
        // An ended session has its own path (the error link); anything else signs out here.
        if (failure && errorAction(failure).kind !== "message") return;
        notify.error(failure?.message || t("common.hasError"));
        forget();
        void navigate(loginPathFor(wanted.current), { replace: true });
      };
      loadDetails().then(
        (result) => {
          if (cancelled) return;
          if (!result.data) return fail(result.error);
          const fresh = toUser(result.data.userDetails);
          persist(fresh);
          setUser(fresh);
        },
        (error: ErrorLike) => fail(error),
      );
    }, USER_INFO_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // The load runs once per token; `user` being set must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the token on purpose
  }, [token]);

  useEffect(
    () =>
      sessionEnded.subscribe((message) => {
        if (ending.current) return;
        ending.current = true;
        notify.error(message);
        forget();
        setTimeout(() => {
          const target = reloginTarget(brandingRef.current, optionsRef.current, wanted.current);
          if (target) window.location.assign(target);
          else window.location.reload();
        }, RELOGIN_DELAY_MS);
      }),
    [forget],
  );

  useEffect(() => permissionRefused.subscribe(() => void navigate(NO_PERMISSION_PATH)), [navigate]);

  useEffect(
    () =>
      passwordChangeRequired.subscribe(() =>
        setUser((current) => (current ? { ...current, mustChangePassword: true } : current)),
      ),
    [],
  );

  const signedIn = useCallback((login: LoginMutation["login"]) => {
    ending.current = false;
    setToken(login.token);
    const fresh = toUser(login);
    persist(fresh);
    setTokenState(login.token);
    setUser(fresh);
    setSignedOut(false);
  }, []);

  const signOut = useCallback(
    async ({ server = true }: { server?: boolean } = {}) => {
      if (server) {
        try {
          await logout();
        } catch {
          // The session may already be gone on the server; signing out locally is what matters.
        }
      }
      setSignedOut(true);
      forget();
    },
    [forget, logout],
  );

  const value = useMemo<Session>(() => {
    const permissions = user?.permissions ?? [];
    return {
      token,
      user,
      permissions,
      signedOut,
      hasPermission: (code) => hasPermission(permissions, code),
      signedIn,
      signOut,
    };
  }, [token, user, signedOut, signedIn, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
