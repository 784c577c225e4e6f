import { isSafeImageRef, isSafeUrl, isSameOriginPath } from "./safe-url";

describe("stored addresses", () => {
  it("accepts https addresses anywhere", () => {
    expect(isSafeUrl("https://sso.example.com/auth?next=%2F")).toBe(true);
    expect(isSafeUrl("HTTPS://cdn.example.com/logo.png")).toBe(true);
  });

  it("accepts http only on this machine", () => {
    expect(isSafeUrl("http://localhost:8080/auth")).toBe(true);
    expect(isSafeUrl("http://127.0.0.1/auth")).toBe(true);
    expect(isSafeUrl("http://[::1]:3000/")).toBe(true);
    expect(isSafeUrl("http://sso.example.com/auth")).toBe(false);
    expect(isSafeUrl("http://localhost.example.com/auth")).toBe(false);
  });

  it("refuses script-bearing and other schemes", () => {
    for (const value of [
      "javascript:alert(document.cookie)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "mailto:a@example.com",
      "ftp://example.com/a",
      "//evil.example.com/a",
      "https:evil.example.com",
    ]) {
      expect([value, isSafeUrl(value)]).toEqual([value, false]);
    }
  });

  it("refuses credentials, quotes and whitespace", () => {
    expect(isSafeUrl("https://sso.example.com@evil.example.com/")).toBe(false);
    expect(isSafeUrl('https://example.com/"onmouseover="x')).toBe(false);
    expect(isSafeUrl("https://example.com/a b")).toBe(false);
  });

  it("takes same-origin file paths as images, never a path to another host", () => {
    expect(isSameOriginPath("/uploads/logo.png")).toBe(true);
    expect(isSameOriginPath("uploads/logo.png")).toBe(true);
    expect(isSameOriginPath("//evil.example.com/logo.png")).toBe(false);
    expect(isSameOriginPath("/\\evil.example.com/logo.png")).toBe(false);
    expect(isSameOriginPath("javascript:alert(1)")).toBe(false);
    expect(isSafeImageRef("https://cdn.example.com/bg.jpg")).toBe(true);
    expect(isSafeImageRef("/uploads/bg.jpg")).toBe(true);
    expect(isSafeImageRef("/uploads/bg.jpg);background:url(https://evil.example.com/x")).toBe(
      false,
    );
    expect(isSafeImageRef("data:image/png;base64,AAAA")).toBe(false);
  });
});
