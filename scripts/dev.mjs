// Development: the API server with reload on change (tsx watch) and Vite with hot reload.
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "apps/server/src/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? "" },
  }),
  spawn("npm", ["run", "dev", "-w", "@trms/web"], { stdio: "inherit" }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    if (code && code !== 0) {
      stop();
      process.exitCode = code;
    }
  });
}
