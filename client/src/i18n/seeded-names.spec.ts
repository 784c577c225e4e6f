import { displaySymbol } from "../features/reference/reference";
import { seededText } from "./seeded-names";

describe("seeded texts in the reader's language", () => {
  it("shows the seed's company, roles and banner in Chinese to a Chinese reader", () => {
    expect(seededText("Demo Manufacturing Co., Ltd.", "zh-CN")).toBe("演示制造有限公司");
    expect(seededText("Carbon accountant", "zh-CN")).toBe("碳核算员");
    expect(seededText("Administrator", "zh-CN")).toBe("管理员");
    expect(seededText("Carbon accounting and product footprints in one place", "zh-CN")).toBe(
      "碳核算与产品碳足迹，一站完成",
    );
  });

  it("leaves them as stored in English, and any name a user wrote as written", () => {
    expect(seededText("Carbon accountant", "en")).toBe("Carbon accountant");
    expect(seededText("华东工厂", "zh-CN")).toBe("华东工厂");
    expect(seededText(null, "zh-CN")).toBeNull();
  });

  it("shows the count unit as 件 in Chinese and keeps international symbols", () => {
    expect(displaySymbol("piece", "zh-CN")).toBe("件");
    expect(displaySymbol("piece", "en")).toBe("piece");
    expect(displaySymbol("kWh", "zh-CN")).toBe("kWh");
  });
});
