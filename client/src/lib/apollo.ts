// The one Apollo Client of the app: the `user-token` header on every call, the interface
// language for server messages, a 60 s timeout (SPEC §7, §9) and the error rules of SPEC §8.
import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
} from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { SetContextLink } from "@apollo/client/link/context";
import { REQUEST_TIMEOUT_MS } from "./constants";
import { getToken } from "./cookies";
import { callErrors, errorAction } from "./errors";
import { API_BASE } from "./env";
import { passwordChangeRequired, permissionRefused, sessionEnded } from "./session-events";

export interface ApolloOptions {
  /** The interface language, sent as Accept-Language so server messages match it. */
  language: () => string;
  /** Shows an error message (the legacy 501 behaviour). */
  showError: (message: string) => void;
  /** Message when a request times out or the network fails. */
  networkMessage: () => string;
}

/** A fetch that gives up after REQUEST_TIMEOUT_MS, keeping Apollo's own abort signal. */
export const fetchWithTimeout: typeof fetch = (input, init) => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, signal });
};

/**
 * A form that shows its own save errors (on its fields, or as messages through `formErrors`)
 * sends `context: { formErrors: true }`; the link then shows nothing for it but still handles
 * ended sessions and refusals. A public page's call (the carbon-label verification) sends
 * `context: { anonymous: true }`: no session token goes with it, so its answer is the one every
 * visitor gets, whoever is signed in in this browser.
 */
interface FormContext {
  formErrors?: boolean;
  anonymous?: boolean;
}

export function createApolloClient(options: ApolloOptions): ApolloClient {
  const headers = new SetContextLink((previous) => {
    const token = (previous as FormContext).anonymous ? undefined : getToken();
    return {
      headers: {
        ...(previous.headers as Record<string, string> | undefined),
        "accept-language": options.language(),
        ...(token ? { "user-token": token } : {}),
      },
    };
  });

  const errors = new ErrorLink(({ error, operation }) => {
    const context = operation.getContext() as FormContext;
    if (!CombinedGraphQLErrors.is(error)) {
      // A call the app itself cancelled (a page left before its answer) is not a failure.
      if (error.name !== "AbortError") options.showError(options.networkMessage());
      return;
    }
    for (const item of callErrors(error)) {
      const action = errorAction(item);
      if (action.kind === "sessionEnded") {
        // The viewer may still be anonymous on a public page: only a held token has ended.
        if (getToken()) sessionEnded.emit(action.message);
        return;
      }
      if (action.kind === "passwordChangeRequired") {
        passwordChangeRequired.emit();
        return;
      }
      if (action.kind === "permissionRefused") {
        permissionRefused.emit(action.message);
        return;
      }
      if (context.formErrors) continue;
      options.showError(action.message);
    }
  });

  const http = new HttpLink({ uri: `${API_BASE}/graphql`, fetch: fetchWithTimeout });

  return new ApolloClient({
    link: ApolloLink.from([headers, errors, http]),
    // userDetails has no id: screens selecting different fields of it merge, not replace.
    cache: new InMemoryCache({ typePolicies: { UserDetails: { merge: true } } }),
    defaultOptions: {
      watchQuery: { fetchPolicy: "cache-and-network" },
    },
  });
}
