import { gql } from "@apollo/client";
import Cookies from "js-cookie";
import { createApolloClient } from "./apollo";
import { COOKIE } from "./cookies";

const PROBE = gql`
  query Probe {
    theme {
      name
    }
  }
`;

/** The headers of each request the client sends; the server never answers. */
function captureRequests(): Record<string, string>[] {
  const sent: Record<string, string>[] = [];
  globalThis.fetch = (_input: unknown, init?: RequestInit) => {
    sent.push({ ...(init?.headers as Record<string, string>) });
    return Promise.reject(new Error("offline"));
  };
  return sent;
}

describe("the Apollo client's session header", () => {
  const client = () =>
    createApolloClient({
      language: () => "en",
      showError: () => undefined,
      networkMessage: () => "offline",
    });

  const realFetch = globalThis.fetch;
  beforeEach(() => Cookies.set(COOKIE.token, "signed-in-token"));
  afterEach(() => {
    Cookies.remove(COOKIE.token);
    globalThis.fetch = realFetch;
  });

  it("sends the signed-in user's token with a call", async () => {
    const sent = captureRequests();
    await client()
      .query({ query: PROBE })
      .catch(() => undefined);
    expect(sent[0]["user-token"]).toBe("signed-in-token");
  });

  it("sends no token with a public page's anonymous call, whoever is signed in", async () => {
    const sent = captureRequests();
    await client()
      .query({ query: PROBE, context: { anonymous: true } })
      .catch(() => undefined);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty("user-token");
    expect(sent[0]["accept-language"]).toBe("en");
  });
});
