// The open platform, the reseller's screens, the logs, images, company configurations, the
// quick calculator and the external sign-in settings open as real screens in English and in
// Chinese (a heading of their own, no "not available yet" placeholder, their list or form), and a
// partner reads the demo footprints over PACT v3 as the README's curl lines do, on a fresh start.
import { expect, test } from "./fixtures";
import { SEED_PASSWORD, signInWithCookies } from "./pages/login-page";
import { walkRoutes } from "./pages/route-walk";

const ROUTES = [
  "/op/authManage",
  "/op/interfaceConfig",
  "/op/productList",
  "/admin/log/loginLog",
  "/admin/imageManage",
  "/admin/companyConfigs",
  "/agent/clientManage/list",
  "/agent/clientManage/addClient",
  "/agent/submitMessage",
  "/agent/signInProviders",
  "/co2calculator",
];

for (const [locale, placeholder] of [
  ["en-US", /is not available yet/],
  ["zh-CN", /暂未开放/],
] as const) {
  test.describe(`platform administration screens (${locale})`, () => {
    test.use({ locale, viewport: { width: 1440, height: 900 } });

    test("each route shows its own screen", async ({ page, context, request, baseURL }) => {
      await signInWithCookies(context, request, baseURL!, "admin");
      const headings = await walkRoutes(page, ROUTES, placeholder, (route) =>
        test.info().outputPath(`${locale}${route.replaceAll("/", "-")}.png`),
      );
      expect(headings.size).toBe(ROUTES.length);
    });
  });
}

test("a partner reads the demo footprints over PACT v3 with the demo client", async ({
  request,
}) => {
  const basic = Buffer.from(`demo-partner:${SEED_PASSWORD}`).toString("base64");
  const token = await request.post("/auth/token", {
    headers: { authorization: `Basic ${basic}` },
    form: { grant_type: "client_credentials" },
  });
  expect(token.status()).toBe(200);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const bearer = { authorization: `Bearer ${accessToken}` };

  const list = await request.get("/3/footprints", { headers: bearer });
  expect(list.status()).toBe(200);
  const { data } = (await list.json()) as { data: { id: string; productNameCompany: string }[] };
  // The seed releases two demo products (server/src/db/seed/demo-open-platform.ts).
  expect(data).toHaveLength(2);

  const firstPage = await request.get("/3/footprints?limit=1", { headers: bearer });
  expect(firstPage.headers()["link"]).toMatch(/offset=1>; rel="next"/);
  const one = await request.get(`/3/footprints/${data[0].id}`, { headers: bearer });
  expect(((await one.json()) as { data: { id: string } }).data.id).toBe(data[0].id);

  const unknown = await request.get("/3/footprints/00000000-0000-4000-8000-000000000000", {
    headers: bearer,
  });
  expect(unknown.status()).toBe(404);
  const wrong = await request.post("/auth/token", {
    headers: { authorization: `Basic ${Buffer.from("demo-partner:wrong").toString("base64")}` },
    form: { grant_type: "client_credentials" },
  });
  expect(wrong.status()).toBe(401);
});
