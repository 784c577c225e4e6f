import fs from "node:fs";
import "reflect-metadata";
import { printAppSchema, SCHEMA_FILE } from "./emit-schema";

describe("committed schema", () => {
  it("equals the schema the server builds (run `npm run schema` after changing types)", async () => {
    const committed = fs.readFileSync(SCHEMA_FILE, "utf8");
    expect(committed).toBe(await printAppSchema());
  });
});
