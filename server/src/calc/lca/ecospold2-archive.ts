// EcoSpold2 archive reading: the data sets of a `.spold` file, a zip of them or a folder.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import JSZip from "jszip";
import {
  buildProductSystem,
  type EcoSpold2BuildOptions,
  type EcoSpold2Import,
} from "./ecospold2-build";
import { EcoSpold2Error, parseEcoSpold2, type EcoSpold2Dataset } from "./ecospold2-parse";

const isDataset = (name: string) => /\.(spold|xml)$/i.test(name);

/** The data sets of a zip (every `.spold` or `.xml` entry, in name order). */
export async function readEcoSpold2Zip(
  data: Buffer | Uint8Array,
  source = "zip",
): Promise<EcoSpold2Dataset[]> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data);
  } catch (error) {
    throw new EcoSpold2Error(`${source}: not a readable zip (${(error as Error).message})`);
  }
  const entries = Object.values(zip.files)
    .filter((entry) => !entry.dir && isDataset(entry.name))
    .sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  const datasets: EcoSpold2Dataset[] = [];
  for (const entry of entries) {
    datasets.push(parseEcoSpold2(await entry.async("string"), `${source}:${entry.name}`));
  }
  return datasets;
}

/** The data sets of a `.spold` file, a `.zip` of them, or a folder holding either. */
export async function readEcoSpold2Datasets(file: string): Promise<EcoSpold2Dataset[]> {
  let info;
  try {
    info = await stat(file);
  } catch {
    throw new EcoSpold2Error(`${file}: no such file or folder`);
  }
  if (info.isDirectory()) {
    const names = (await readdir(file)).filter((n) => isDataset(n) || /\.zip$/i.test(n)).sort();
    const all: EcoSpold2Dataset[] = [];
    for (const name of names) all.push(...(await readEcoSpold2Datasets(path.join(file, name))));
    return all;
  }
  const data = await readFile(file);
  if (/\.zip$/i.test(file) || (data[0] === 0x50 && data[1] === 0x4b)) {
    return readEcoSpold2Zip(data, file);
  }
  return [parseEcoSpold2(data.toString("utf8"), file)];
}

/** Reads a `.spold` file, a zip or a folder and builds its product system. */
export async function readEcoSpold2(
  file: string,
  options: EcoSpold2BuildOptions = {},
): Promise<EcoSpold2Import> {
  return buildProductSystem(await readEcoSpold2Datasets(file), options);
}
