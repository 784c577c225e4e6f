// The message catalogue: the platform's texts and those a module adds, in the request's language.
import { defineMessages, translate } from "./messages";
import { runWithLocale } from "./request-context";

// A module's messages file, as modules/<name>/<name>.messages.ts writes it.
const SAMPLE = defineMessages(
  { sampleTaken: "A sample named {name} already exists" },
  { sampleTaken: "样品{name}已存在" },
);
declare module "./messages" {
  interface MessageCatalog {
    sampleTaken: string;
  }
}

describe("messages", () => {
  it("translates a platform key in the request's language, filling its placeholders", () => {
    expect(runWithLocale("en", () => translate("tooLong", { field: "name", max: 50 }))).toBe(
      "name must be at most 50 characters",
    );
    expect(runWithLocale("zh-CN", () => translate("tooLong", { field: "名称", max: 50 }))).toBe(
      "名称最多50个字符",
    );
  });

  it("translates a module's key once the module has defined it", () => {
    expect(SAMPLE.en.sampleTaken).toBe("A sample named {name} already exists");
    expect(runWithLocale("zh-CN", () => translate("sampleTaken", { name: "钢板" }))).toBe(
      "样品钢板已存在",
    );
    expect(runWithLocale("en", () => translate("sampleTaken", { name: "Steel" }))).toBe(
      "A sample named Steel already exists",
    );
  });

  it("refuses a key that is already defined", () => {
    expect(() => defineMessages({ tooLong: "x" }, { tooLong: "x" })).toThrow(
      "The message key tooLong is defined twice",
    );
    expect(() => defineMessages({ sampleTaken: "x" }, { sampleTaken: "x" })).toThrow(
      "The message key sampleTaken is defined twice",
    );
  });

  it("leaves a placeholder without a value as written", () => {
    expect(runWithLocale("en", () => translate("tooLong", { field: "name" }))).toBe(
      "name must be at most {max} characters",
    );
  });
});
