import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { chunkFacts } from "./build/chunk-facts";
import { precompress } from "./build/precompress";
import { webApp } from "./build/web-app";

const root = fileURLToPath(new URL(".", import.meta.url));

// The server's renderer of the landing pages (ADR 1083, 1084): one bundle with every package in it, so it
// shares no copy of React with anything else and Node needs nothing from the browser's build.
const serverBuild = defineConfig({
  root,
  plugins: [react()],
  // React, MUI and emotion read it at run time on Node; the renderer is always their production build.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: true,
    // The server starts it as a worker thread; it renders with entry-server.tsx.
    rolldownOptions: { input: { "render-worker": "src/render-worker.ts" } },
    outDir: "dist-ssr",
    emptyOutDir: true,
    target: "node20",
    copyPublicDir: false,
  },
});

const browserBuild = defineConfig({
  root,
  // The service worker is written before the compressed copies, so it is compressed too.
  plugins: [react(), chunkFacts(), VitePWA(webApp), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // scripts/route-sizes.mjs reads the manifest (and chunkFacts' file) to total what each route loads.
    manifest: true,
    target: "es2022",
    // Inline assets would become data: URLs in scripts; keep fonts as files for caching.
    assetsInlineLimit: 0,
    // A feature's index.ts only re-exports (ADR 0990, checked by scripts/check-imports.mjs): told so,
    // the bundler takes each import through it from the module that defines it, and a page that uses one
    // export of another feature does not load that feature's other exports.
    rolldownOptions: {
      output: {
        // MUI in one chunk (React apart, as /login needs React but not MUI): a signed-in screen then loads a few
        // dozen files instead of a hundred, which a browser fetches six at a time over HTTP/1.1 (ADR 1031).
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: "mui",
              test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|icons-material)|@emotion)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false }],
        // Building a zod schema changes nothing outside it: a schema module's unused schemas (the
        // server's request and reply shapes) are dropped with zod itself when a page uses only its
        // constants or helpers (ADR 0999).
        manualPureFunctions: ["z"],
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
  preview: { port: 4173 },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
