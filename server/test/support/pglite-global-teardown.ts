import fs from "node:fs";

export default function teardown(): void {
  if (process.env.PGLITE_TEMPLATE) fs.rmSync(process.env.PGLITE_TEMPLATE, { force: true });
}
