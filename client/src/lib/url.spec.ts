import { API_BASE, FILE_BASE } from "./env";
import { fileUrl, isExternal, safeImageUrl, safeUrl } from "./url";

describe("isExternal", () => {
  it("recognises http, https, mailto and tel addresses", () => {
    expect(isExternal("http://example.com")).toBe(true);
    expect(isExternal("https://example.com/a?b=c")).toBe(true);
    expect(isExternal("mailto:someone@example.com")).toBe(true);
    expect(isExternal("tel:+861012345678")).toBe(true);
  });

  it("treats routes and other schemes as internal", () => {
    expect(isExternal("/carbon/accounting")).toBe(false);
    expect(isExternal("carbon/accounting")).toBe(false);
    expect(isExternal("")).toBe(false);
    expect(isExternal("ftp://example.com")).toBe(false);
    expect(isExternal("//example.com")).toBe(false);
  });

  it("matches the scheme only at the start and case-sensitively, like the spec", () => {
    expect(isExternal("/redirect?to=https://example.com")).toBe(false);
    expect(isExternal("HTTPS://example.com")).toBe(false);
  });
});

describe("env", () => {
  it("serves the API on the same origin and files under /files", () => {
    expect(API_BASE).toBe("");
    expect(FILE_BASE).toBe("/files");
  });
});

describe("fileUrl", () => {
  it("joins a relative path to the file base by default", () => {
    expect(fileUrl("uploads/report.pdf")).toBe("/files/uploads/report.pdf");
  });

  it("uses exactly one slash between base and path", () => {
    expect(fileUrl("/uploads/a.png", "/files/")).toBe("/files/uploads/a.png");
    expect(fileUrl("/uploads/a.png", "/files//")).toBe("/files/uploads/a.png");
    expect(fileUrl("a.png", "/files")).toBe("/files/a.png");
    expect(fileUrl("a.png", "https://cdn.example.com/static/")).toBe(
      "https://cdn.example.com/static/a.png",
    );
  });

  it("gives a root-relative path when the base is empty", () => {
    expect(fileUrl("a.png", "")).toBe("/a.png");
    expect(fileUrl("/a.png", "")).toBe("/a.png");
  });

  it("keeps absolute urls as they are", () => {
    expect(fileUrl("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(fileUrl("http://example.com/a.png")).toBe("http://example.com/a.png");
    expect(fileUrl("HTTPS://EXAMPLE.COM/a.png")).toBe("HTTPS://EXAMPLE.COM/a.png");
    expect(fileUrl("data:image/png;base64,iVBORw0KGgo=")).toBe(
      "data:image/png;base64,iVBORw0KGgo=",
    );
    expect(fileUrl("blob:http://localhost/1234-5678")).toBe("blob:http://localhost/1234-5678");
    expect(fileUrl("//cdn.example.com/a.png")).toBe("//cdn.example.com/a.png");
  });

  it("trims surrounding whitespace from the path", () => {
    expect(fileUrl("  a.png  ")).toBe("/files/a.png");
  });

  it("returns an empty string for a missing or blank path", () => {
    expect(fileUrl(null)).toBe("");
    expect(fileUrl(undefined)).toBe("");
    expect(fileUrl("")).toBe("");
    expect(fileUrl("   ")).toBe("");
  });
});

describe("safeUrl", () => {
  it("keeps https addresses and http on this machine", () => {
    expect(safeUrl("https://sso.example.com/auth?next=%2F")).toBe(
      "https://sso.example.com/auth?next=%2F",
    );
    expect(safeUrl(" https://sso.example.com/auth ")).toBe("https://sso.example.com/auth");
    expect(safeUrl("http://localhost:8080/auth")).toBe("http://localhost:8080/auth");
    expect(safeUrl("http://127.0.0.1/auth")).toBe("http://127.0.0.1/auth");
    expect(safeUrl("http://[::1]:3000/")).toBe("http://[::1]:3000/");
  });

  it("refuses script addresses, other schemes and plain http elsewhere", () => {
    for (const value of [
      "javascript:alert(document.cookie)",
      "JAVASCRIPT:alert(1)",
      "java\nscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "mailto:someone@example.com",
      "//evil.example.com/",
      "http://evil.example.com/",
      "https://sso.example.com@evil.example.com/",
      "/relative/path",
      "",
      null,
      undefined,
    ]) {
      expect([value, safeUrl(value)]).toEqual([value, null]);
    }
  });
});

describe("safeImageUrl", () => {
  it("serves files of this server under the file base and keeps https images", () => {
    expect(safeImageUrl("/uploads/logo.png")).toBe("/files/uploads/logo.png");
    expect(safeImageUrl("uploads/logo.png")).toBe("/files/uploads/logo.png");
    expect(safeImageUrl("https://cdn.example.com/logo.png")).toBe(
      "https://cdn.example.com/logo.png",
    );
  });

  it("answers nothing for script, foreign or CSS-breaking values", () => {
    expect(safeImageUrl("javascript:alert(1)")).toBe("");
    expect(safeImageUrl("data:image/svg+xml,<svg onload=alert(1)>")).toBe("");
    expect(safeImageUrl("//evil.example.com/logo.png")).toBe("");
    expect(safeImageUrl("http://evil.example.com/logo.png")).toBe("");
    expect(safeImageUrl("/a.png);background:url(https://evil.example.com/x")).toBe("");
    expect(safeImageUrl(null)).toBe("");
  });
});
