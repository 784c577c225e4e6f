// SPEC §3 keeps the password in the session so the change form can show the current one
// read-only. It lives in sessionStorage (this tab only, gone when it closes), never in a cookie.
const KEY = "session-password";

export const rememberPassword = (password: string): void => {
  try {
    sessionStorage.setItem(KEY, password);
  } catch {
    // Storage disabled: the form then asks for the current password instead.
  }
};

export const getStoredPassword = (): string => {
  try {
    return sessionStorage.getItem(KEY) ?? "";
  } catch {
    return "";
  }
};

export const forgetPassword = (): void => {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
};
