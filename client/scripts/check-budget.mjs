// The browser's budget, checked after each build (`npm run build`): prints what the first script
// and the repository page (with its China map) weigh, raw, gzip and brotli, and fails when one
// exceeds its budget. The first script is the entry and every chunk it imports statically (what
// index.html loads before any page); a page adds its own chunks, the screens' text and, for the
// repository, the map's chunk and outline.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotli, gzip } from "./precompress.mjs";

const dist = path.resolve(fileURLToPath(new URL("../dist", import.meta.url)));
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));

const KB = 1024;
/** Budgets in bytes, compressed with brotli as the server sends them. */
export const BUDGETS = {
  // The target for the first page's script: under 250 KB compressed.
  firstScript: 250 * KB,
  // The China map's outline (raw TopoJSON).
  mapOutline: 150 * KB,
  // All the repository page loads: the first script, the page, its texts, the map's chunk (with
  // chart.js and its geo plugin) and the outline.
  repositoryPage: 490 * KB,
};

/** The chunks `key` loads before running: itself and its static imports, transitively. */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const dependency of manifest[key].imports ?? []) staticClosure(dependency, into);
  return into;
}

const filesOf = (keys) => new Set([...keys].map((key) => manifest[key].file));

function weigh(files) {
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const file of files) {
    const data = readFileSync(path.join(dist, file));
    raw += data.length;
    gz += gzip(data).length;
    br += brotli(data).length;
  }
  return { files: files.size, raw, gz, br };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const line = (label, { files, raw, gz, br }, budget) =>
  `${label.padEnd(34)} ${String(files).padStart(3)} files  raw ${kb(raw).padStart(9)}  gzip ${kb(gz).padStart(8)}  brotli ${kb(br).padStart(8)}` +
  (budget ? `  budget ${kb(budget)} ${br <= budget ? "ok" : "EXCEEDED"}` : "");

const first = filesOf(staticClosure("index.html"));
const repositoryKeys = new Set([
  ...staticClosure("src/features/accounting/RepositoryPage.tsx"),
  ...staticClosure("src/features/index.ts"),
  ...staticClosure("src/features/accounting/ChinaMap.tsx"),
]);
const repositoryFiles = new Set([...filesOf(repositoryKeys)].filter((file) => !first.has(file)));
const outline = manifest["src/features/accounting/ChinaMap.tsx"].assets ?? [];
for (const asset of outline) repositoryFiles.add(asset);
const outlineRaw = outline.reduce((sum, asset) => sum + statSync(path.join(dist, asset)).size, 0);

const figures = {
  firstScript: weigh(first),
  repositoryAdds: weigh(repositoryFiles),
  repositoryPage: weigh(new Set([...first, ...repositoryFiles])),
};
console.log(line("first script (every page)", figures.firstScript, BUDGETS.firstScript));
console.log(line("repository page adds (with map)", figures.repositoryAdds));
console.log(line("repository page in all", figures.repositoryPage, BUDGETS.repositoryPage));
console.log(
  `${"China map outline (raw)".padEnd(34)} ${kb(outlineRaw)}  budget ${kb(BUDGETS.mapOutline)} ${outlineRaw <= BUDGETS.mapOutline ? "ok" : "EXCEEDED"}`,
);

const exceeded =
  figures.firstScript.br > BUDGETS.firstScript ||
  figures.repositoryPage.br > BUDGETS.repositoryPage ||
  outlineRaw > BUDGETS.mapOutline;
if (exceeded) {
  console.error("check-budget: a budget is exceeded (see above); split the new code by route.");
  process.exit(1);
}
