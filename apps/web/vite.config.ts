import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chunkFacts } from "./build/chunk-facts";
import { precompress } from "./build/precompress";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), chunkFacts(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // scripts/route-sizes.mjs reads the manifest (and chunkFacts' file) to total what each route loads.
    manifest: true,
    target: "es2022",
    // Inline assets would become data: URLs in scripts; keep fonts as files for caching.
    assetsInlineLimit: 0,
    // A feature's index.ts only re-exports (ADR 0990, checked by scripts/check-web-imports.mjs): told so,
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
