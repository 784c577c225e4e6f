// Writes the EN 15804+A2 method pack (en15804-pack.json) from the LCIA file:
//
//   npm run lca:method-pack [-- --lcia FILE] [--out FILE]
//
// FILE defaults to ../shared/data/lcia/ecoinvent-3.9-lcia-ef31-en15804-ipcc2021.json (from the
// repository root); the pack goes to server/src/calc/lca/en15804-pack.json, which the project
// commits. The LCIA file itself is never committed (see method-pack.ts for what is kept).
import { createHash } from "crypto";
import { readFileSync, writeFileSync } from "fs";
import path from "path";
import { buildEn15804Pack, type LciaFileMethod } from "./method-pack";

const DEFAULT_LCIA = "../shared/data/lcia/ecoinvent-3.9-lcia-ef31-en15804-ipcc2021.json";
const DEFAULT_OUT = "server/src/calc/lca/en15804-pack.json";

export function main(argv: readonly string[]): number {
  let lcia = DEFAULT_LCIA;
  let out = DEFAULT_OUT;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = inline ?? argv[++i];
    if ((flag !== "--lcia" && flag !== "--out") || value === undefined) {
      process.stderr.write("usage: npm run lca:method-pack -- [--lcia FILE] [--out FILE]\n");
      return 2;
    }
    if (flag === "--lcia") lcia = value;
    else out = value;
  }
  const text = readFileSync(lcia);
  const methods = JSON.parse(text.toString("utf8")) as LciaFileMethod[];
  const pack = buildEn15804Pack(methods, {
    file: path.basename(lcia),
    sha256: createHash("sha256").update(text).digest("hex"),
  });
  const json = `${JSON.stringify(pack, null, 2)}\n`;
  writeFileSync(out, json);
  const count = [...pack.core, ...pack.inventory].reduce(
    (n, i) => n + Object.values(i.factors).reduce((m, f) => m + Object.keys(f).length, 0),
    0,
  );
  process.stdout.write(
    `${out}: ${pack.core.length} core and ${pack.inventory.length} inventory indicators, ` +
      `${count} factors, ${json.length} bytes\n`,
  );
  return 0;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
