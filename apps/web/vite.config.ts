import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // scripts/route-sizes.mjs reads the manifest to total what each route loads.
    manifest: true,
    target: "es2022",
    // Inline assets would become data: URLs in scripts; keep fonts as files for caching.
    assetsInlineLimit: 0,
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
  preview: { port: 4173 },
});
