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
});
