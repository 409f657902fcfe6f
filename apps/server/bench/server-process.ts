/**
 * What the benches that start the real server process share: waiting for it, signing a demo
 * account in, and reading its CPU time from /proc.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";

/**
 * Node's options for the server process: none, as `npm start` runs it, unless BENCH_NODE_OPTIONS
 * names some (space-separated, e.g. "--max-semi-space-size=4" to compare a V8 setting).
 */
export function serverNodeOptions(): string[] {
  return (process.env.BENCH_NODE_OPTIONS ?? "").split(/\s+/).filter(Boolean);
}

/** Waits until the server at `base` answers /healthz. */
export async function waitForHealth(base: string, deadlineMs = 60_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the server did not answer /healthz");
}

/** CPU time (user + system) a process has used so far, in ms: steadier than wall time on a busy machine. */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of stat(5), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Signs a demo account in (password Demo@1234) through the spec's two-step login; returns the token. */
export async function signIn(base: string, email: string): Promise<string> {
  const sha = (text: string) => createHash("sha256").update(text).digest("hex");
  const post = (url: string, body: unknown) =>
    fetch(`${base}/api/v1/${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", "application-type": "5" },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ data: Record<string, string> }>);
  const challenge = (await post("auth/login", { email })).data;
  const validated = await post("auth/login/validate", {
    email,
    password: sha(sha("Demo@1234") + challenge.salt) + challenge.code,
  });
  return validated.data.token as string;
}
