// Runs the server from its TypeScript sources (see docs/decisions/0003-run-server-with-tsx.md).
import { register } from "tsx/esm/api";

register();
await import("../apps/server/src/main.ts");
