// Every LCA data route of SPEC §2 (admin data gab, stock configuration /sc) opens a real screen,
// in English and in Chinese: a heading of its own, no "not available yet" placeholder, and its
// list or form, for the platform operator.
import { expect, test } from "./fixtures";
import { signInWithCookies } from "./pages/login-page";
import { walkRoutes } from "./pages/route-walk";

const ROUTES = [
  "/admin/co2footprint/processmodel",
  "/admin/co2footprint/designproduct",
  "/admin/co2footprint/productCategory",
  "/admin/co2footprint/processassign",
  "/admin/co2footprint/productmodelassign",
  "/admin/co2footprint/materialdatalist",
  "/admin/co2footprint/transportdatalist",
  "/admin/co2footprint/upstreamdatabase",
  "/admin/co2footprint/dataMatching",
  "/admin/co2footprint/resultsComparing",
  "/sc/upstreamData",
  "/sc/materialData",
  "/sc/TransportData",
  "/sc/synonymConfig",
  "/sc/trackDataConfig",
];

for (const [locale, placeholder] of [
  ["en-US", /is not available yet/],
  ["zh-CN", /暂未开放/],
] as const) {
  test.describe(`LCA data screens (${locale})`, () => {
    test.use({ locale });

    test("each route shows its own screen", async ({ page, context, request, baseURL }) => {
      await signInWithCookies(context, request, baseURL!, "admin");
      const headings = await walkRoutes(page, ROUTES, placeholder);
      expect(headings.size).toBe(ROUTES.length);
    });
  });
}
