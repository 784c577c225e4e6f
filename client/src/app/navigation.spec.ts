import { afterLoginPath, decideNavigation, loginPathFor } from "./navigation";

describe("navigation rules (SPEC §2)", () => {
  it("sends / to /platform", () => {
    expect(decideNavigation("/", "", true)).toEqual({ kind: "redirect", to: "/platform" });
    expect(decideNavigation("/", "", false)).toEqual({ kind: "redirect", to: "/platform" });
  });

  it("lets a visitor without a token open /login, /c-label and /chartPanoramaShare", () => {
    for (const path of ["/login", "/c-label", "/chartPanoramaShare"]) {
      expect(decideNavigation(path, "", false)).toEqual({ kind: "render" });
    }
  });

  it("sends a visitor without a token to /login with the wanted path and query", () => {
    expect(decideNavigation("/user/userlist", "?keyword=a b", false)).toEqual({
      kind: "redirect",
      to: "/login?redirect=%2Fuser%2Fuserlist%3Fkeyword%3Da%20b",
    });
    // /platform is a constant route, but not a token-free one.
    expect(decideNavigation("/platform", "", false)).toEqual({
      kind: "redirect",
      to: "/login?redirect=%2Fplatform",
    });
  });

  it("sends a visitor to a plain /login right after a deliberate sign-out", () => {
    expect(decideNavigation("/platform", "", false, true)).toEqual({
      kind: "redirect",
      to: "/login",
    });
  });

  it("sends a signed-in user at /login to the root, or to the redirect target", () => {
    expect(decideNavigation("/login", "", true)).toEqual({ kind: "redirect", to: "/" });
    expect(decideNavigation("/login", "?redirect=%2Frole%2Flist", true)).toEqual({
      kind: "redirect",
      to: "/role/list",
    });
  });

  it("keeps a signed-in user at /c-label", () => {
    expect(decideNavigation("/c-label", "", true)).toEqual({ kind: "render" });
  });

  it("sends a signed-in user at an unknown path to /404", () => {
    expect(decideNavigation("/no/such/page", "", true)).toEqual({ kind: "redirect", to: "/404" });
  });

  it("renders known pages for a signed-in user, whatever their codes", () => {
    // The route-level check always allows (SPEC §6); the server refuses the data instead.
    expect(decideNavigation("/admin/industry", "", true)).toEqual({ kind: "render" });
  });
});

describe("redirect targets", () => {
  it("never leads to another site", () => {
    expect(afterLoginPath("?redirect=%2F%2Fevil.example")).toBe("/");
    expect(afterLoginPath("?redirect=https%3A%2F%2Fevil.example")).toBe("/");
    expect(afterLoginPath("?redirect=%2F%5Cevil.example")).toBe("/");
    expect(afterLoginPath("")).toBe("/");
  });

  it("builds no redirect for the root or the sign-in page itself", () => {
    expect(loginPathFor("/")).toBe("/login");
    expect(loginPathFor("/login?redirect=%2Fx")).toBe("/login");
  });
});
