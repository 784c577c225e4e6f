// Dev server and build for the web client. In development the API lives on the server (port 4000);
// the proxy keeps the browser on one origin, as in production where the server serves client/dist.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiServer = "http://localhost:4000";

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      "/graphql": apiServer,
      "/api": apiServer,
      "/files": apiServer,
      "/images": apiServer,
      "/healthz": apiServer,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Read by scripts/check-budget.mjs: which chunks each page and the first script load.
    manifest: true,
  },
});
