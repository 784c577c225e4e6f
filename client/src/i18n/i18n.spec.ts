import { en, zhCN } from "./core";
import { bundles } from "./bundles";

/** Every key path of a resource tree, e.g. "menu.home". */
function keyPaths(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null
      ? keyPaths(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe("interface text", () => {
  it("has the same keys in English and Chinese", () => {
    const english = keyPaths({ ...en, ...bundles.en }).sort();
    const chinese = keyPaths({ ...zhCN, ...bundles["zh-CN"] }).sort();
    expect(chinese).toEqual(english);
  });

  it("has no empty text in either language", () => {
    const values = (tree: object): unknown[] =>
      Object.values(tree).flatMap((value) =>
        typeof value === "object" && value !== null ? values(value as object) : [value],
      );
    for (const tree of [en, zhCN, bundles.en, bundles["zh-CN"]]) {
      expect(
        values(tree).filter((value) => typeof value !== "string" || value.trim() === ""),
      ).toEqual([]);
    }
  });
});
