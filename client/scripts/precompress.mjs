// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, at the
// strongest settings: the server sends them to browsers that accept them (express-static-gzip),
// so nothing is compressed per request.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = path.resolve(fileURLToPath(new URL("../dist", import.meta.url)));
const COMPRESSIBLE = /\.(js|css|json|svg|html|txt)$/;

export const brotli = (data) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
export const gzip = (data) => gzipSync(data, { level: 9 });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let files = 0;
  for (const name of readdirSync(dist, { recursive: true, encoding: "utf8" })) {
    if (!COMPRESSIBLE.test(name) || name.startsWith(".vite")) continue;
    const file = path.join(dist, name);
    const data = readFileSync(file);
    if (data.length < 1024) continue;
    writeFileSync(`${file}.br`, brotli(data));
    writeFileSync(`${file}.gz`, gzip(data));
    files += 1;
  }
  console.log(`precompress: ${files} assets written as .br and .gz`);
}
