import { deviceFor, sidebarReducer, type SidebarState } from "./sidebar";

const desktopOpen: SidebarState = { opened: true, withoutAnimation: false, device: "desktop" };

describe("sidebar state (SPEC §2, §4, §9)", () => {
  it("counts widths under 992 px as mobile", () => {
    expect(deviceFor(991)).toBe("mobile");
    expect(deviceFor(992)).toBe("desktop");
  });

  it("toggles open and closed with animation", () => {
    const closed = sidebarReducer(desktopOpen, { type: "toggle" });
    expect(closed).toEqual({ opened: false, withoutAnimation: false, device: "desktop" });
    expect(sidebarReducer(closed, { type: "toggle" }).opened).toBe(true);
  });

  it.each(["/co2flowinout/list", "/co2report/list", "/co2compare/list"])(
    "collapses without animation on %s",
    (path) => {
      expect(sidebarReducer(desktopOpen, { type: "route", path, remembered: true })).toEqual({
        opened: false,
        withoutAnimation: true,
        device: "desktop",
      });
    },
  );

  it("restores the remembered state on other routes", () => {
    const collapsed = { ...desktopOpen, opened: false };
    const path = "/platform";
    expect(sidebarReducer(collapsed, { type: "route", path, remembered: true }).opened).toBe(true);
    expect(sidebarReducer(desktopOpen, { type: "route", path, remembered: false }).opened).toBe(
      false,
    );
  });

  it("closes when the window narrows under 992 px and reopens as remembered when it widens", () => {
    const narrow = sidebarReducer(desktopOpen, { type: "resize", width: 800, remembered: true });
    expect(narrow).toEqual({ opened: false, withoutAnimation: true, device: "mobile" });
    const wide = sidebarReducer(narrow, { type: "resize", width: 1200, remembered: true });
    expect(wide.opened).toBe(true);
  });
});
