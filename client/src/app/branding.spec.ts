import { documentTitle, siteName, type Branding } from "./branding";
import { reloginTarget } from "./session";

const branding = (fields: Partial<Branding>): Branding => ({
  agentId: 1,
  domain: "carbon.example.com",
  name: "Example Carbon",
  platLogo: null,
  loginBg: null,
  loginLogo: null,
  logo: null,
  description: null,
  banner: null,
  bannerTitle: null,
  bannerInfo: null,
  authProvider: "none",
  authUrl: null,
  ...fields,
});

describe("branding (SPEC §1)", () => {
  it("names the site by the agent's description first", () => {
    expect(siteName(branding({ description: "Green Ledger" }), "Fallback")).toBe("Green Ledger");
  });

  it("falls back to the platform name, then to ours", () => {
    expect(siteName(branding({ description: null }), "Fallback")).toBe("Example Carbon");
    expect(siteName(null, "Fallback")).toBe("Fallback");
  });

  it("prefixes the page title as 'page title - description'", () => {
    expect(documentTitle("Users", "Green Ledger")).toBe("Users - Green Ledger");
    expect(documentTitle(null, "Green Ledger")).toBe("Green Ledger");
  });
});

describe("after an ended session (SPEC §8)", () => {
  it("goes to the configured external authorization page", () => {
    const eplat = branding({ authProvider: "eplat", authUrl: "https://eplat.example/auth" });
    expect(reloginTarget(eplat)).toBe("https://eplat.example/auth");
    const obei = branding({ authProvider: "obei", authUrl: "https://obei.example/login" });
    expect(reloginTarget(obei)).toBe("https://obei.example/login");
  });

  it("never follows an address that is not https, even if the theme serves one", () => {
    for (const authUrl of [
      "javascript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "http://eplat.example/auth",
      "//eplat.example/auth",
    ]) {
      expect([authUrl, reloginTarget(branding({ authProvider: "eplat", authUrl }))]).toEqual([
        authUrl,
        null,
      ]);
    }
  });

  it("goes to the agent's identity provider through this site, back to the page the user was on", () => {
    const options = [
      { kind: "eplat", startUrl: "/sso/start?provider=eplat" },
      { kind: "obei", startUrl: "/sso/start?provider=obei" },
    ];
    // The theme's provider first, whatever its stored address says.
    const obei = branding({ authProvider: "obei", authUrl: "https://obei.example/login" });
    expect(reloginTarget(obei, options, "/lca/list?page=2")).toBe(
      "/sso/start?provider=obei&returnTo=%2Flca%2Flist%3Fpage%3D2",
    );
    expect(reloginTarget(branding({}), options)).toBe("/sso/start?provider=eplat");
    // Only paths of this site are asked to come back to.
    expect(reloginTarget(branding({}), options, "//evil.example/x")).toBe(
      "/sso/start?provider=eplat",
    );
  });

  it("reloads when no provider is configured", () => {
    expect(reloginTarget(branding({}))).toBeNull();
    expect(reloginTarget(branding({ authProvider: "eplat", authUrl: null }))).toBeNull();
    expect(reloginTarget(null)).toBeNull();
  });
});
