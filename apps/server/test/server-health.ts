import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

/**
 * A port nobody listens on now, chosen by the system. Test files that start servers run side by
 * side: ports drawn at random from fixed ranges could meet (two files' ranges overlapped).
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/**
 * Under the whole suite's load on two cores a server's start once took over a minute (CI of
 * 26 Nov 2026, and of 27 Nov on two instances migrating one database), where alone it takes about
 * one second: the wait is generous, and a start that still fails says how it failed.
 */
export const START_TIMEOUT_MS = 150_000;

export interface StartedProcess {
  child: ChildProcess;
  output: () => string;
}

/**
 * Waits until the server at `base` answers /healthz with 200. Throws at once when the process
 * exits, or after `timeoutMs`, with the seconds waited, the last health answer (a refused
 * connection and a 503 are different failures) and the end of what the process printed.
 */
export async function waitForHealth(server: StartedProcess, base: string, timeoutMs = START_TIMEOUT_MS) {
  const started = Date.now();
  let last = "no answer yet";
  const failure = (what: string) =>
    new Error(
      `${what} after ${Math.round((Date.now() - started) / 1000)} s (last health answer: ${last}); ` +
        `it printed: ${server.output().slice(-4000) || "nothing"}`,
    );
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw failure(`the server exited (${server.child.exitCode ?? server.child.signalCode})`);
    const healthy = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) }).then(
      async (response) => {
        last = `${response.status} ${(await response.text()).slice(0, 200)}`;
        return response.ok;
      },
      (error: Error) => {
        last = error.message;
        return false;
      },
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw failure("the server did not become healthy");
}

/**
 * A Node process of `args` (a script and its arguments) with `env` over this process's, in `cwd`
 * (the repository by default); what it prints is kept, and `children` gets it for the test file's
 * cleanup.
 */
export function spawnKept(
  args: string[],
  env: Record<string, string>,
  children: ChildProcess[],
  cwd = root,
): StartedProcess {
  let output = "";
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  children.push(child);
  return { child, output: () => output };
}

export interface ServerInstance extends StartedProcess {
  port: number;
  base: string;
}

/**
 * One instance of a deployment as `npm start` runs it (the compiled server, warnings only) on a
 * free port, with `env` over this process's; what it prints is kept, and `children` gets it for
 * the test file's cleanup.
 */
export async function startInstance(
  env: Record<string, string>,
  children: ChildProcess[],
): Promise<ServerInstance> {
  const port = await freePort();
  const started = spawnKept(
    ["scripts/start.mjs"],
    { ...env, PORT: String(port), LOG_LEVEL: "warn" },
    children,
  );
  return { ...started, port, base: `http://127.0.0.1:${port}` };
}

const sha256hex = (text: string) => createHash("sha256").update(text).digest("hex");

/** One call to a running server's API, sent as the web app sends it (English replies). */
export async function callServer(base: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}/api/v1/${url}`, {
    method: "POST",
    headers: {
      "application-type": "5",
      "accept-language": "en",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { "access-token": token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the reply fields it asked for
    body: (await response.json()) as { code: string; data?: any },
  };
}

/** The challenge sign-in against a running server: its reply, with the token when it let in. */
export async function signInTo(base: string, email: string, password = "Demo@1234") {
  const challenge = await callServer(base, "auth/login", { email });
  const { salt, code } = challenge.body.data as { salt: string; code: string };
  const reply = await callServer(base, "auth/login/validate", {
    email,
    password: sha256hex(sha256hex(password) + salt) + code,
  });
  return { ...reply, token: reply.body.data?.token as string };
}
