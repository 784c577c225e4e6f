import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider } from "@chakra-ui/react";
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { preloadPage, router } from "./app/router";
import { system } from "./app/theme";
import { Toaster, notify } from "./components/ui/toaster";
import { currentLanguage, i18n, loadFeatureTexts } from "./i18n";
import { createApolloClient } from "./lib/apollo";

const client = createApolloClient({
  language: currentLanguage,
  showError: notify.error,
  networkMessage: () => i18n.t("common.networkError"),
});

const syncLanguage = () => {
  document.documentElement.lang = currentLanguage();
};
i18n.on("languageChanged", syncLanguage);
syncLanguage();

// The screens' text and the opened page's code are fetched at once, while the shell starts.
void loadFeatureTexts();
void preloadPage(window.location.pathname);

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ApolloProvider>
    </ChakraProvider>
  </StrictMode>,
);
