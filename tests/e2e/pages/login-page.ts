// The sign-in page and a quicker sign-in through the API for tests about other screens.
import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";

export const SEED_PASSWORD = "Carbon@2026";
export const INITIAL_PASSWORD = "Welcome@2026";

export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(path = "/login") {
    await this.page.goto(path);
    await expect(this.page.getByRole("button", { name: /^(Sign in|登录)$/ })).toBeVisible();
  }

  async signIn(username: string, password = SEED_PASSWORD) {
    await this.page.getByLabel(/^(Username|用户名)/).fill(username);
    await this.page.getByLabel(/^(Password|密码)/).fill(password);
    await this.page.getByRole("button", { name: /^(Sign in|登录)$/ }).click();
  }
}

interface LoginAnswer {
  token: string;
  username: string;
  realname: string;
  companyId: number;
  permissionCode: string;
}

/** Signs in through GraphQL; answers the session token and the user's fields. */
export async function apiLogin(
  request: APIRequestContext,
  baseURL: string,
  username: string,
  password = SEED_PASSWORD,
): Promise<LoginAnswer> {
  const response = await request.post(`${baseURL}/graphql`, {
    data: {
      query:
        "mutation($input: LoginInput!) { login(input: $input) { token username realname companyId permissionCode } }",
      variables: { input: { username, password } },
    },
  });
  const body = (await response.json()) as { data?: { login: LoginAnswer }; errors?: unknown };
  if (!body.data) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body.errors)}`);
  return body.data.login;
}

/** Puts a signed-in session in the browser's cookies, as the sign-in page would. */
export async function signInWithCookies(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  username: string,
  password = SEED_PASSWORD,
): Promise<LoginAnswer> {
  const login = await apiLogin(request, baseURL, username, password);
  const cookie = (name: string, value: string) => ({ name, value, url: baseURL });
  await context.addCookies([
    cookie("token", login.token),
    cookie("username", login.username),
    cookie("realname", encodeURIComponent(login.realname)),
    cookie("companyId", String(login.companyId)),
    cookie("permissions", encodeURIComponent(login.permissionCode)),
  ]);
  return login;
}

/** Runs a GraphQL operation as a signed-in user. */
export async function gql<T>(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(`${baseURL}/graphql`, {
    headers: { "user-token": token },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}
