// A real OpenID Connect provider (panva's oidc-provider) for the external sign-in tests, run as
// a child process because it is an ES module and the tests' runtime is CommonJS. It listens on a
// random port of 127.0.0.1 and prints {"issuer": ...} on its first line of output.
// Argument: JSON { clients: [{ client_id, client_secret, redirect_uris }], accounts: { id: claims } }.
// Its development sign-in form accepts any password for a listed account.
import http from "node:http";
import Provider from "oidc-provider";

const { clients, accounts } = JSON.parse(process.argv[2]);

const server = http.createServer();
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients,
  claims: {
    openid: ["sub"],
    profile: ["name", "preferred_username"],
    email: ["email", "email_verified"],
  },
  cookies: { keys: ["external-sign-in-test-only"] },
  pkce: { required: () => true },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    const claims = accounts[id];
    if (!claims) return undefined;
    return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
  },
});
provider.on("server_error", (_ctx, error) => console.error("oidc-provider:", error));
server.on("request", provider.callback());
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on("SIGTERM", () => {
  server.closeAllConnections();
  process.exit(0);
});
