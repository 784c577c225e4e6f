import path from "node:path";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("runs on the embedded database under ./data on port 4000 by default", () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve(__dirname, "../../data"));
    expect(config.pgliteDir).toBe(path.resolve(__dirname, "../../data/pglite"));
    expect(config.seedPassword).toBe("Carbon@2026");
  });

  it("reads PORT, DATABASE_URL and DATA_DIR", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://u:p@db:5432/carbon",
      DATA_DIR: "/srv/carbon",
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe("postgres://u:p@db:5432/carbon");
    expect(config.pgliteDir).toBe("/srv/carbon/pglite");
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(
      new ConfigError('PORT must be an integer >= 0, got "eighty"'),
    );
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
    expect(() => loadConfig({ BODY_LIMIT: "lots" })).toThrow(/BODY_LIMIT/);
  });

  it("keeps sessions for 720 minutes unless told otherwise", () => {
    expect(loadConfig({}).sessionTtlMinutes).toBe(720);
    expect(loadConfig({ SESSION_TTL_MINUTES: "" }).sessionTtlMinutes).toBe(720);
    expect(loadConfig({ SESSION_TTL_MINUTES: "60" }).sessionTtlMinutes).toBe(60);
  });

  it("accepts a session lifetime shorter than a minute, for end-to-end tests", () => {
    // 0.05 minutes is 3 seconds; 0.5 is 30.
    expect(loadConfig({ SESSION_TTL_MINUTES: "0.05" }).sessionTtlMinutes).toBe(0.05);
    expect(loadConfig({ SESSION_TTL_MINUTES: "0.5" }).sessionTtlMinutes).toBe(0.5);
    expect(loadConfig({ SESSION_TTL_MINUTES: ".5" }).sessionTtlMinutes).toBe(0.5);
    expect(loadConfig({ SESSION_TTL_MINUTES: "1.25" }).sessionTtlMinutes).toBe(1.25);
  });

  it.each(["0", "0.0", "-5", "-0.05", "soon", "1e3", "Infinity", "0x10", "1,5"])(
    "refuses a session lifetime of %p",
    (raw) => {
      expect(() => loadConfig({ SESSION_TTL_MINUTES: raw })).toThrow(
        new ConfigError(`SESSION_TTL_MINUTES must be a number > 0, got "${raw}"`),
      );
    },
  );

  it("still wants whole numbers for the other limits", () => {
    expect(() => loadConfig({ LOGIN_LOCK_MINUTES: "0.5" })).toThrow(
      new ConfigError('LOGIN_LOCK_MINUTES must be an integer >= 1, got "0.5"'),
    );
  });
});
