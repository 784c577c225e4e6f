// The cookies the session and the layout keep (SPEC §3, §4): the token and the user's fields
// survive a reload; `sidebarStatus` remembers the sidebar (1 open, 0 closed).
import Cookies from "js-cookie";

export const COOKIE = {
  token: "token",
  username: "username",
  realname: "realname",
  avatar: "avatar",
  companyId: "companyId",
  permissions: "permissions",
  sidebarStatus: "sidebarStatus",
} as const;

export interface StoredUser {
  username: string;
  realname: string;
  avatar: string;
  companyId: number | null;
  /** Comma-separated permission codes, as the login answer's `permissionCode`. */
  permissions: string;
}

const USER_FIELDS = ["username", "realname", "avatar", "companyId", "permissions"] as const;

export const getToken = (): string | undefined => Cookies.get(COOKIE.token) || undefined;

export const setToken = (token: string): void => {
  Cookies.set(COOKIE.token, token, { sameSite: "Lax" });
};

export function readStoredUser(): StoredUser {
  const companyId = Number(Cookies.get(COOKIE.companyId));
  return {
    username: Cookies.get(COOKIE.username) ?? "",
    realname: Cookies.get(COOKIE.realname) ?? "",
    avatar: Cookies.get(COOKIE.avatar) ?? "",
    companyId: Number.isInteger(companyId) && companyId > 0 ? companyId : null,
    permissions: Cookies.get(COOKIE.permissions) ?? "",
  };
}

export function storeUser(user: StoredUser): void {
  for (const field of USER_FIELDS) {
    const value = user[field];
    Cookies.set(COOKIE[field], value === null ? "" : String(value), { sameSite: "Lax" });
  }
}

/** Forgets the token and every user field; the sidebar preference stays. */
export function clearSession(): void {
  Cookies.remove(COOKIE.token);
  for (const field of USER_FIELDS) Cookies.remove(COOKIE[field]);
}

/** The remembered sidebar state; open unless the cookie says 0. */
export const readSidebarOpened = (): boolean => Cookies.get(COOKIE.sidebarStatus) !== "0";

export const storeSidebarOpened = (opened: boolean): void => {
  Cookies.set(COOKIE.sidebarStatus, opened ? "1" : "0", { sameSite: "Lax", expires: 365 });
};
