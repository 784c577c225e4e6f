import { nextKeptPages, type KeptPage } from "./keep-alive";
import type { RouteEntry } from "./routes";

const route = (name: string, meta: Partial<RouteEntry["meta"]> = {}): RouteEntry => ({
  path: `/${name}`,
  name,
  meta: { title: name, ...meta },
});

const names = (pages: KeptPage[]) => pages.map((page) => page.name);

describe("kept pages (SPEC §2, §4)", () => {
  const start: KeptPage[] = [{ name: "LcaManage", alwaysKeep: true }];

  it("adds a keep-alive page when it is opened", () => {
    expect(names(nextKeptPages(start, route("UserList", { keepAlive: true })))).toEqual([
      "LcaManage",
      "UserList",
    ]);
  });

  it("keeps the list unchanged for a page that is not kept", () => {
    const kept = [...start, { name: "UserList", alwaysKeep: false }];
    expect(names(nextKeptPages(kept, route("Platform")))).toEqual(["LcaManage", "UserList"]);
  });

  it("drops a kept page when another kept page opens", () => {
    const kept = [...start, { name: "UserList", alwaysKeep: false }];
    expect(names(nextKeptPages(kept, route("Repository", { keepAlive: true })))).toEqual([
      "LcaManage",
      "Repository",
    ]);
  });

  it("does not drop an always-keep page", () => {
    const kept = [...start, { name: "Pinned", alwaysKeep: true }];
    expect(names(nextKeptPages(kept, route("Repository", { keepAlive: true })))).toEqual([
      "LcaManage",
      "Pinned",
      "Repository",
    ]);
  });

  it("does not drop a page the next route lists in keepComponents", () => {
    const kept = [...start, { name: "Repository", alwaysKeep: false }];
    const editor = route("Editor", { keepAlive: true, keepComponents: ["Repository"] });
    expect(names(nextKeptPages(kept, editor))).toEqual(["LcaManage", "Repository", "Editor"]);
  });
});
